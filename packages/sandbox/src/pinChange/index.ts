export { changePin, type PinChange, type PinChangeOutcome } from './changePin';
