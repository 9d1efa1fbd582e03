import { defineFeature } from '@bank-shell/react';
import { DigitalFallbacksPage, FEATURE_ID } from './DigitalFallbacksPage';
import { messages } from './messages';
import './styles.css';

/**
 * Soluciones para ti: the digital-fallback page campaign 79 takes an overdrawn customer to
 * (features.md §2.4), at `#/solution-selling-digital-fallbacks`. Its route and page names are in
 * this package's `package.json` (`bankShell`); `npm run feature:publish -- digital-fallbacks` ships it.
 */
export default defineFeature({ id: FEATURE_ID, component: DigitalFallbacksPage, messages });
