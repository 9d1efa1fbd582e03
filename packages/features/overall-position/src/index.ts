import { defineFeature } from '@bank-shell/react';
import { FEATURE_ID } from './featureId';
import { startFirstCalls } from './firstCalls';
import { messages } from './messages';
import { OverallPosition } from './OverallPosition';
import './styles.css';

/**
 * The customer's overall position (`posicion-global`, issue 18 §4): the overview (greeting, last
 * access, inbox, quick actions, total in accounts, accounts, cards, deposits, the affluent
 * customer's personal manager, latest movements, the teen bank's guardian notice), the accounts
 * and cards tabs, each product's detail and movements, and the show/hide balances control
 * (features.md §4.6). The detail and movements screens load apart, once the overview is idle.
 */
export default defineFeature({ id: FEATURE_ID, component: OverallPosition, messages, firstCalls: startFirstCalls });
