/**
 * What only a card's page shows beyond its facts: its controls and its PIN. A chunk of its own,
 * which a card's page loads and the overview, the page a customer opens every day, never does
 * (issue 42 §6: a new screen adds nothing to what loads before the balances).
 */
export { CardControls } from './CardControls';
export { CardPin } from './CardPin';
