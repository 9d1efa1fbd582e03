import type { Page } from '@playwright/test';

/** A stack trace of the DevTools protocol (`Runtime.StackTrace`), as far as it is read here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** What the DevTools protocol says started a request (`Network.Initiator`), as far as it is read here. */
interface Initiator {
  url?: string;
  requestId?: string;
  stack?: StackTrace;
}

/** The requests of a page, each with the URL of what started it. */
export interface RequestChains {
  /**
   * The chain that led to the first request for `url`: the page's document first, `url` last.
   * A request the page's HTML names has a chain of two; one a script or a module started after
   * another request, longer. Empty when the page never requested `url`.
   */
  chainOf(url: string): string[];
  /** Every URL requested so far, in order. */
  urls(): string[];
}

/** The URL of what started a request: the document that names it, or the script that asked for it. */
function initiatorUrl(initiator: Initiator, urlOfRequest: ReadonlyMap<string, string>): string | undefined {
  if (initiator.url !== undefined && initiator.url !== '') return initiator.url;
  if (initiator.requestId !== undefined) return urlOfRequest.get(initiator.requestId);
  for (let stack = initiator.stack; stack !== undefined; stack = stack.parent) {
    const frame = stack.callFrames.find((callFrame) => callFrame.url !== '');
    if (frame !== undefined) return frame.url;
  }
  return undefined;
}

/**
 * Records, through the DevTools protocol (`Network.requestWillBeSent`), what started each request
 * of a page from now on. Start it before `page.goto`.
 */
export async function recordRequestChains(page: Page): Promise<RequestChains> {
  const session = await page.context().newCDPSession(page);
  const initiatorOf = new Map<string, string | undefined>();
  const urlOfRequest = new Map<string, string>();
  const order: string[] = [];
  session.on('Network.requestWillBeSent', (event) => {
    urlOfRequest.set(event.requestId, event.request.url);
    if (initiatorOf.has(event.request.url)) return;
    initiatorOf.set(event.request.url, initiatorUrl(event.initiator, urlOfRequest));
    order.push(event.request.url);
  });
  await session.send('Network.enable');
  return {
    chainOf(url) {
      const chain: string[] = [];
      for (let current: string | undefined = url; current !== undefined && initiatorOf.has(current); current = initiatorOf.get(current)) {
        // A document that names itself (a redirect, a reload) ends the chain rather than looping.
        if (chain.includes(current)) break;
        chain.unshift(current);
      }
      return chain;
    },
    urls: () => [...order],
  };
}
