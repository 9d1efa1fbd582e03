import { defineFeature } from '@bank-shell/react';
import { messages } from './messages';
import { FEATURE_ID, Offers } from './Offers';
import './styles.css';

/**
 * Pre-approved offers (features.md §3, §7, §9): the offers area (`#/ofertas`) and the loan
 * simulator (`#/ofertas/prestamo`), for signed-in customers only (§6).
 */
export default defineFeature({ id: FEATURE_ID, component: Offers, messages });
