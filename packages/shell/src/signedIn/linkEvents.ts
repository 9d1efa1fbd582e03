import { EVENT_TOPIC } from '@bank-shell/core';
import type { ExternalUrlPayload, NavigationPayload, Router, ShellEventBus } from '@bank-shell/core';

/** What the shell needs of the browser to open an address outside the bank's app. */
export interface ExternalUrlPlatform {
  /** A new tab that cannot reach back into the bank's page, nor learn which page sent it. */
  openInNewTab(url: string): void;
  /** This tab goes there: the customer leaves the app (the session stays for their return). */
  leaveTo(url: string): void;
}

/**
 * `open-external-url` (shell.md §3 "external URL carries url, openNewWindow"): the bus has already
 * refused anything but an absolute http(s) URL ('Unsupported URL', §5). It opens in a new tab
 * unless the feature asks for this one.
 */
export function openExternalUrl({ url, openNewWindow }: ExternalUrlPayload, platform: ExternalUrlPlatform): void {
  if (openNewWindow) platform.openInNewTab(url);
  else platform.leaveTo(url);
}

/**
 * `navigate` (shell.md §3 "navigation carries route, redirect, queryParams"): the route as a hash
 * path of the app (`ofertas`, `/ofertas` or `#/ofertas`), its query parameters, and with `redirect`
 * the current history entry replaced, as a redirect does (§4).
 */
export function navigateTo({ route, redirect, queryParams }: NavigationPayload, router: Pick<Router, 'navigate'>): Promise<void> {
  const path = `/${route.replace(/^[#/]+/, '')}`;
  const query = new URLSearchParams(queryParams).toString();
  return router.navigate(query ? `${path}?${query}` : path, { replace: redirect });
}

/** Acts on both events while the customer is signed in. Returns how to stop (logout). */
export function startLinkEvents(
  services: { events: ShellEventBus; router: Pick<Router, 'navigate'> },
  platform: ExternalUrlPlatform,
  logError: (error: unknown) => void,
): () => void {
  const stops = [
    services.events.subscribe(EVENT_TOPIC.externalUrl, (payload) => openExternalUrl(payload, platform)),
    services.events.subscribe(EVENT_TOPIC.navigation, (payload) => void navigateTo(payload, services.router).catch(logError)),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The browser's side: `noopener` and `noreferrer` on the new tab. */
export function browserExternalUrlPlatform(win: Pick<Window, 'open' | 'location'>): ExternalUrlPlatform {
  return {
    openInNewTab: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
    leaveTo: (url) => win.location.assign(url),
  };
}
