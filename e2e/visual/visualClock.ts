/**
 * The day the visual tests' bank lives on: seeded on it, its clock running on from it, and the
 * browser's clock fixed to it, so that every run shows the same dates and the same figures.
 */
export const VISUAL_CLOCK_START = '2026-06-15T09:30:00Z';
