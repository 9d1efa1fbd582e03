/**
 * Time allowed to open, migrate and seed a test database. PGlite boots a WebAssembly PostgreSQL
 * per test file, which takes a few seconds when many files start at once: more than Vitest's
 * default hook timeout allows.
 */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;
