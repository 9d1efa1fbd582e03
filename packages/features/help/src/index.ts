import { defineFeature } from '@bank-shell/react';
import { FEATURE_ID, Help } from './Help';
import { messages } from './messages';
import './styles.css';

/**
 * Help (issue 42 §3): frequent questions, the bank's phone and hours, and an affluent customer's
 * personal manager. Path `help`, seeded in the bank's `means`.
 */
export default defineFeature({ id: FEATURE_ID, component: Help, messages });
