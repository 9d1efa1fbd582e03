/**
 * Adds `Accept-Encoding` to `Vary`, once: the answer depends on it, and a cache that ignored it
 * would hand brotli bytes to a client that asked for none.
 */
export function varyOnAcceptEncoding(headers: Headers): void {
  const listed = (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (!listed.includes('accept-encoding') && !listed.includes('*')) headers.append('Vary', 'Accept-Encoding');
}

/** The `Vary` value of an answer whose body depends on `Accept-Encoding` only. */
export const VARY_ACCEPT_ENCODING = 'Accept-Encoding';
