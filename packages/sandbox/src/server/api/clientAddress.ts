import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** The key of a request whose peer is unknown (a closed socket): such requests share one limit. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** IPv6 groups kept: a /64 is what one customer line or one cloud host gets. */
const IPV6_PREFIX_GROUPS = 4;
const IPV6_GROUPS = 8;
const IPV4_MAPPED_PREFIX = '::ffff:';

/** What `@hono/node-server` puts in `c.env`: the Node request, with its socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string | undefined } };
}

/**
 * The address limits are counted for: the TCP peer of the request, never a header the client
 * writes (`X-Forwarded-For` would let a guesser pick a fresh address for every try). An IPv4
 * address mapped into IPv6 is the IPv4 address; an IPv6 address counts by its /64, since anyone
 * with one address of a /64 has the other 2^64 too.
 */
export function clientAddressOf(c: Context): string {
  const bindings = c.env as NodeBindings | undefined;
  const peer = bindings?.incoming?.socket?.remoteAddress;
  return peer === undefined ? UNKNOWN_CLIENT_ADDRESS : limitKeyOfAddress(peer);
}

/** The key one address is limited by (see {@link clientAddressOf}). */
export function limitKeyOfAddress(address: string): string {
  const lower = address.toLowerCase();
  if (lower.startsWith(IPV4_MAPPED_PREFIX) && !isIPv6(lower.slice(IPV4_MAPPED_PREFIX.length))) {
    return lower.slice(IPV4_MAPPED_PREFIX.length);
  }
  if (!isIPv6(lower)) return lower;
  return `${expandIPv6(lower).slice(0, IPV6_PREFIX_GROUPS).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, zone dropped. */
function expandIPv6(address: string): string[] {
  const [withoutZone = ''] = address.split('%', 1);
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = IPV6_GROUPS - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
