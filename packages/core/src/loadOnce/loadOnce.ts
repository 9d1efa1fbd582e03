/**
 * A load that runs once: later calls share the first call's promise. A failed load (the network
 * was down) is forgotten, so the next call tries again instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
