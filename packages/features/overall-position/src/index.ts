import { defineFeature } from '@bank-shell/react';
import { messages } from './messages';
import { OverallPosition } from './OverallPosition';
import './styles.css';

/** The customer's overview: greeting, accounts with balances, cards. */
export default defineFeature({ id: 'overall-position', component: OverallPosition, messages });
