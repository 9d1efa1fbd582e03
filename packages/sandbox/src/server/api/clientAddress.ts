import type { Context } from 'hono';

/** What `@hono/node-server` hands the app as its env: the Node request, whose socket knows the peer. */
interface NodeServerBindings {
  incoming?: { socket?: { remoteAddress?: string | undefined } };
}

/** The key of every client whose peer address is unknown (a test or another runtime): they share one budget. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The client's address, for per-client limits: the socket's peer. Never `X-Forwarded-For` or the
 * like: no proxy stands in front of the sandbox (it listens on loopback only), so such a header
 * would let every request choose its own budget.
 */
export function clientAddressOf(c: Context): string {
  const bindings = c.env as NodeServerBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? UNKNOWN_CLIENT_ADDRESS;
}
