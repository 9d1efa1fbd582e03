import type { MiddlewareHandler } from 'hono';
import type { HostKind } from './hosts';

/**
 * One log line per request: method, host kind, path (never the query string, which may carry
 * personal data), status and duration. Headers, cookies and bodies are never logged.
 */
export function requestLog(log: (line: string) => void, hostKindOf: (hostHeader: string | undefined) => HostKind): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const elapsedMs = Math.round(performance.now() - startedAt);
    const hostKind = hostKindOf(c.req.header('host'));
    log(`${c.req.method} ${hostKind} ${new URL(c.req.url).pathname} ${c.res.status} ${elapsedMs}ms`);
  };
}
