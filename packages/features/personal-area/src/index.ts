import { defineFeature } from '@bank-shell/react';
import { messages } from './messages';
import { FEATURE_ID, PersonalArea } from './PersonalArea';
import './styles.css';

/**
 * The customer's personal area (features.md §4.6; issue 42 §3): its sections, and how the bank looks to them, the theme (light,
 * dark or as the device) and whether balances are hidden. Path `area-personal`.
 */
export default defineFeature({ id: FEATURE_ID, component: PersonalArea, messages });
