import { describe, expect, it, vi } from 'vitest';
import { inAppPathOf, interceptLinks } from './links';
import type { LinkClick, LinkLike } from './links';

const base = { origin: 'http://bank.localhost:8080', pathname: '/' };

function link(href: string, attributes: Record<string, string> = {}): LinkLike & { closest(): LinkLike } {
  const anchor = {
    href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    closest: () => anchor,
  };
  return anchor;
}

describe('links (shell.md §2.1)', () => {
  it('handles a link to the same base address as in-app navigation', () => {
    expect(inAppPathOf(link('http://bank.localhost:8080/#/posicion-global'), base)).toBe('/posicion-global');
  });

  it('leaves a link with a download attribute to the browser', () => {
    expect(inAppPathOf(link('http://bank.localhost:8080/#/extracto', { download: '' }), base)).toBeNull();
  });

  it('leaves a link with a target other than self to the browser', () => {
    expect(inAppPathOf(link('http://bank.localhost:8080/#/a', { target: '_blank' }), base)).toBeNull();
    expect(inAppPathOf(link('http://bank.localhost:8080/#/a', { target: '_self' }), base)).toBe('/a');
  });

  it('leaves links to other addresses, and fragments that are not routes, to the browser', () => {
    expect(inAppPathOf(link('https://example.com/#/a'), base)).toBeNull();
    expect(inAppPathOf(link('http://bank.localhost:8080/otra/#/a'), base)).toBeNull();
    expect(inAppPathOf(link('http://bank.localhost:8080/#main'), base)).toBeNull();
  });

  it('routes a plain click through the router and ignores modified clicks', () => {
    let listener: (event: LinkClick) => void = () => undefined;
    const root = { addEventListener: (_t: 'click', l: (event: LinkClick) => void) => (listener = l), removeEventListener: vi.fn() };
    const navigate = vi.fn();
    interceptLinks(root, () => base, navigate);
    const click = (extra: Partial<LinkClick>) => {
      const event = {
        defaultPrevented: false,
        button: 0,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        target: link('http://bank.localhost:8080/#/a'),
        preventDefault: vi.fn(),
        ...extra,
      };
      listener(event);
      return event;
    };
    expect(click({}).preventDefault).toHaveBeenCalled();
    expect(click({ ctrlKey: true }).preventDefault).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/a');
  });
});
