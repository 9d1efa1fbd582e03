export { EARLY_ANSWERS_GLOBAL, FIRST_CALLS_ATTRIBUTE } from './constants';
export { EARLY_ANSWERS_FRESH_MS, adoptEarlyAnswers } from './adoptEarlyAnswers';
export { startEarlyCalls } from './startEarlyCalls';
export type { EarlyAnswers, EarlyCall, EarlyCallsSettings, EarlyCallsWindow } from './startEarlyCalls';
