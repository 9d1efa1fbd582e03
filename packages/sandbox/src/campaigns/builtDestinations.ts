import type { CampaignCommunication, CampaignContent } from './types';

/** A page of the app as `means` lists it: its route's base path and the module that draws it. */
export interface RoutedPage {
  path: string;
  module: string;
}

/**
 * Whether a link of the app (`#/ofertas/prestamo`) leads to a screen a customer can use: the
 * feature that routes it (the longest base path that is the link's path or a prefix of it on a
 * segment boundary) exists and is not drawn by the demo screen (issue 41 §5).
 */
export function builtDestinationCheck(pages: readonly RoutedPage[], demoModule: string): (href: string) => boolean {
  return (href) => {
    const path = href.replace(/^#\/?/, '').split(/[?#]/)[0] ?? '';
    let routing: RoutedPage | undefined;
    for (const page of pages) {
      const routes = path === page.path || path.startsWith(`${page.path}/`);
      if (routes && (routing === undefined || page.path.length > routing.path.length)) routing = page;
    }
    return routing !== undefined && routing.module !== demoModule;
  };
}

/** The links of a stored content, whatever fields it holds: the JSON is stored as the bank wrote it. */
interface StoredLinks {
  cta?: { href?: unknown } | null;
  actions?: readonly { href?: unknown }[];
  inlineLink?: { href?: unknown } | null;
}

const hrefOf = (link: { href?: unknown } | null | undefined): string | null => (typeof link?.href === 'string' ? link.href : null);

/** The content with only the links that lead somewhere built, or null when its call to action does not. */
function contentWithBuiltLinks(content: CampaignContent, isBuilt: (href: string) => boolean): CampaignContent | null {
  const links = content as StoredLinks;
  const cta = hrefOf(links.cta);
  if (cta !== null && !isBuilt(cta)) return null;
  // A lightbox's button that only closes it (no href) needs no screen; one that leads somewhere does.
  if ((links.actions ?? []).some((action) => hrefOf(action) !== null && !isBuilt(hrefOf(action) ?? ''))) return null;
  // An inline link to nowhere built is left out; the lightbox still stands without it.
  const inline = hrefOf(links.inlineLink);
  return inline === null || isBuilt(inline) ? content : { ...content, inlineLink: null };
}

/**
 * The communications a customer is shown (issue 41 §5): a campaign whose destination is not built
 * is not shown, so no banner or lightbox leads to a demo screen; one without content (a directive
 * the app acts on) is kept.
 */
export function withBuiltDestinations(
  communications: readonly CampaignCommunication[],
  isBuilt: (href: string) => boolean,
): CampaignCommunication[] {
  return communications.flatMap((communication) => {
    if (communication.content === null) return [communication];
    const content = contentWithBuiltLinks(communication.content, isBuilt);
    return content === null ? [] : [{ ...communication, content }];
  });
}
