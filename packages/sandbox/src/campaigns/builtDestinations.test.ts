import { describe, expect, it } from 'vitest';
import { builtDestinationCheck, withBuiltDestinations } from './builtDestinations';
import type { CampaignCommunication } from './types';

const PAGES = [
  { path: 'posicion-global', module: 'overall-position' },
  { path: 'ofertas', module: 'offers' },
  { path: 'bizum', module: 'bizum' },
  { path: 'round-up', module: 'demo-section' },
  { path: 'ing-feature-page', module: 'demo-section' },
  { path: 'ing-feature-page/built', module: 'built-feature' },
];
const isBuilt = builtDestinationCheck(PAGES, 'demo-section');

function communication(content: CampaignCommunication['content'], code = 'COM-1'): CampaignCommunication {
  return {
    communicationCode: code,
    campaignCode: '1',
    actionCode: 'A',
    communicationDesc: 'd',
    section: 'overall-position',
    subsection: 'home',
    qualifier: null,
    format: content === null ? 'directive' : 'cta' in content ? 'banner' : 'lightbox',
    content,
  };
}

const banner = (href: string | null) =>
  communication({ title: 't', body: 'b', icon: 'gift', cta: href === null ? null : { label: 'Go', href }, closable: true }, `COM-${href}`);

describe('issue 41 §5: a campaign whose destination is not built is not shown', () => {
  it('knows a built screen from the demo screen, by the feature that routes the link', () => {
    expect(isBuilt('#/ofertas/prestamo')).toBe(true);
    expect(isBuilt('#/bizum')).toBe(true);
    expect(isBuilt('#/bizum?from=campaign')).toBe(true);
    expect(isBuilt('#/round-up')).toBe(false);
    expect(isBuilt('#/cms-content')).toBe(false);
    expect(isBuilt('#/bizumx')).toBe(false);
    // The longest base path routes: a built page under a demo one is built, and the other way round.
    expect(isBuilt('#/ing-feature-page/built/step')).toBe(true);
    expect(isBuilt('#/ing-feature-page/other')).toBe(false);
  });

  it('drops a banner whose call to action leads to a demo screen, and keeps one with none', () => {
    const shown = withBuiltDestinations([banner('#/ofertas/prestamo'), banner('#/round-up'), banner(null)], isBuilt);
    expect(shown.map((one) => one.communicationCode)).toEqual(['COM-#/ofertas/prestamo', 'COM-null']);
  });

  it('drops a lightbox with a button to nowhere built, and keeps one whose only unbuilt link is inline, without that link', () => {
    const lightbox = (primary: string, inline: string) =>
      communication({
        title: 't',
        body: 'b',
        icon: 'bizum',
        actions: [
          { label: 'Activar Bizum', href: primary, result: 'ACCEPTED_PRIMARY' },
          { label: 'Más tarde', href: null, result: 'INTERESTED_SECONDARY' },
        ],
        inlineLink: { label: 'Cómo funciona', href: inline },
        askFeedback: false,
      });
    expect(withBuiltDestinations([lightbox('#/round-up', '#/bizum')], isBuilt)).toEqual([]);
    const [kept] = withBuiltDestinations([lightbox('#/bizum', '#/cms-content')], isBuilt);
    expect(kept?.content).toMatchObject({ inlineLink: null, actions: [{ href: '#/bizum' }, { href: null }] });
  });

  it('keeps a directive, which has no content: the app acts on it itself (campaign 79)', () => {
    expect(withBuiltDestinations([communication(null)], isBuilt)).toHaveLength(1);
  });
});
