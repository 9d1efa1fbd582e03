import { moduleUrlForAttempt } from '@bank-shell/react';

/**
 * Loads feature modules by URL, once each. A failed `import()` is cached by the browser for its
 * URL, so the next try after a failure asks for `url?retry=N` (ARCHITECTURE.md, known pitfalls).
 */
export function createFeatureLoader(importModule: (url: string) => Promise<unknown>): (url: string) => Promise<unknown> {
  const modules = new Map<string, Promise<unknown>>();
  const failures = new Map<string, number>();
  return (url) => {
    const known = modules.get(url);
    if (known) return known;
    const attempt = failures.get(url) ?? 0;
    const loading = importModule(moduleUrlForAttempt(url, attempt));
    modules.set(url, loading);
    loading.catch(() => {
      modules.delete(url);
      failures.set(url, attempt + 1);
    });
    return loading;
  };
}
