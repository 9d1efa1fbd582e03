/**
 * Which of the sandbox's faces a request is for, by its `Host` header (sandbox-api.md, Hosts):
 * the app host, the API host, the vendors host (stand-ins for the outside scripts the page loads),
 * a loopback name to redirect, or a host it does not serve.
 */
export type HostKind = 'app' | 'api' | 'vendors' | 'loopback' | 'unknown';

/** Host names redirected to the app host. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The host name of a `Host` header, without port, lower-cased. */
function hostNameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** Classifies a request by its `Host` header; the port in it does not matter. */
export function classifyHost(hostHeader: string | undefined, appHost: string): HostKind {
  if (hostHeader === undefined) return 'unknown';
  const name = hostNameOf(hostHeader);
  if (name === appHost) return 'app';
  if (name === `api.${appHost}`) return 'api';
  if (name === `vendors.${appHost}`) return 'vendors';
  if (LOOPBACK_HOSTS.has(name)) return 'loopback';
  return 'unknown';
}
