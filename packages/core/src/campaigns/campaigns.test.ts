import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../http';
import type { Mean } from '../config';
import { deferred, flushPromises } from '../testing/promises';
import { requestCampaigns } from './communications';
import type { CampaignCommunication } from './communications';
import { campaignFallbackRoute } from './fallback';
import { lightboxPageName, parseLinkClickPayload, parsePageViewPayload } from './pageView';
import { campaignResponderFor, createCampaignResponder, forgetCampaignResponses } from './responder';
import { CAMPAIGN_RESULTS, CampaignResponseError } from './results';

// The spec's values, written out rather than imported, so that a changed constant fails here.
/** features.md §8, verbatim. */
const INCOMPLETE_RESPONSE = 'include communicationId and response to do a valid send';
const INVALID_RESULT = 'The Campaign resultCode must be a valid value.';
/** features.md §4.4: shown, seen, clicked, banner closed, and the nine lightbox results (codes: docs/sandbox-api.md). */
const RESULTS = [
  'SHOWN',
  'SEEN',
  'CLICKED',
  'BANNER_CLOSED',
  'INTERESTED_PRIMARY',
  'INTERESTED_SECONDARY',
  'FEEDBACK_NEGATIVE',
  'FEEDBACK_POSITIVE',
  'ACCEPTED_PRIMARY',
  'ACCEPTED_SECONDARY',
  'ACCEPTED_TERTIARY',
  'INLINE_LINK_CLICKED',
  'CLOSED',
];
/** features.md §2.4, §9. */
const FALLBACK_CAMPAIGN = '79';
const FALLBACK_FEATURE = 'solution-selling-digital-fallbacks';
/** features.md §6: web. */
const WEB_CHANNEL = 83;

function fakeHttp(answer: (path: string) => unknown = () => ({ communications: [] })) {
  const get = vi.fn((path: string, _options?: unknown) => Promise.resolve(answer(path)));
  const post = vi.fn((_path: string, _options?: unknown): Promise<object> => Promise.resolve({}));
  const http = { apiBase: 'http://api.bank.localhost:8080', get, post, request: vi.fn(), delete: vi.fn() } as unknown as HttpClient;
  return { http, get, post };
}

const banner = {
  communicationCode: 'COM-LOAN-1',
  campaignCode: '1204',
  actionCode: 'PREAPPROVED-LOAN',
  communicationDesc: 'Pre-approved personal loan',
  section: 'overall-position',
  subsection: 'home',
  qualifier: null,
  format: 'banner',
  content: {
    title: 'Tienes un préstamo preconcedido',
    body: 'Hasta 15.000 €.',
    icon: 'loan',
    cta: { label: 'Ver mi préstamo', href: '#/pre-approved-loan-contract' },
    closable: true,
  },
} as const;

const lightbox = {
  ...banner,
  communicationCode: 'COM-BIZUM-1',
  campaignCode: '1422',
  actionCode: 'BIZUM-SIGN-UP',
  communicationDesc: 'Bizum sign-up',
  format: 'lightbox',
  content: {
    title: 'Bizum',
    body: 'Envía dinero.',
    icon: 'bizum',
    actions: [{ label: 'Activar Bizum', href: '#/bizum', result: 'ACCEPTED_PRIMARY' }],
    inlineLink: null,
    askFeedback: true,
  },
} as const;

const directive = {
  ...banner,
  communicationCode: 'COM-FALLBACK-1',
  campaignCode: FALLBACK_CAMPAIGN,
  actionCode: 'DIGITAL-FALLBACKS',
  format: 'directive',
  content: null,
} as const;

describe('campaign results (features.md §4.4)', () => {
  it('are the four general results and the nine of a lightbox, nothing else', () => {
    expect([...CAMPAIGN_RESULTS]).toEqual(RESULTS);
  });
});

describe('sending a campaign response (features.md §3, §4.4, §5, §8)', () => {
  it('posts features.md §3’s fields: communication, campaign and action codes, result, application channel, section, subsection', async () => {
    const { http, post } = fakeHttp();
    await expect(createCampaignResponder({ http, channelCode: WEB_CHANNEL }).send(banner, 'SEEN')).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/genoma_api/rest/campaigns/responses', {
      json: {
        communicationCode: 'COM-LOAN-1',
        campaignCode: '1204',
        actionCode: 'PREAPPROVED-LOAN',
        result: 'SEEN',
        applicationChannel: 83,
        section: 'overall-position',
        subsection: 'home',
      },
    });
  });

  it.each([
    ['no communication', null, 'SHOWN'],
    ['a communication without a code', { ...banner, communicationCode: '' }, 'SHOWN'],
    ['no result', banner, undefined],
    ['a null result', banner, null],
    ['an empty result', banner, ''],
  ])(`refuses %s with '${INCOMPLETE_RESPONSE}', sending nothing`, async (_, communication, result) => {
    const { http, post } = fakeHttp();
    const send = createCampaignResponder({ http, channelCode: WEB_CHANNEL }).send(communication, result as never);
    await expect(send).rejects.toThrow(new CampaignResponseError(INCOMPLETE_RESPONSE));
    expect(post).not.toHaveBeenCalled();
  });

  it(`refuses any result outside the enumeration with '${INVALID_RESULT}', sending nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((text) => !RESULTS.includes(text)),
        async (result) => {
          const { http, post } = fakeHttp();
          const send = createCampaignResponder({ http, channelCode: WEB_CHANNEL }).send(banner, result as never);
          await expect(send).rejects.toThrow(new CampaignResponseError(INVALID_RESULT));
          expect(post).not.toHaveBeenCalled();
        },
      ),
    );
  });

  it('accepts every result of the enumeration', async () => {
    const { http, post } = fakeHttp();
    const responder = createCampaignResponder({ http, channelCode: WEB_CHANNEL });
    for (const result of RESULTS) await expect(responder.send(lightbox, result as never)).resolves.toBe(true);
    expect(post).toHaveBeenCalledTimes(RESULTS.length);
  });

  it('caches results per key: a banner seen twice, even at once, is reported once; another result or banner is its own key', async () => {
    const { http, post } = fakeHttp();
    const responder = createCampaignResponder({ http, channelCode: WEB_CHANNEL });
    expect(await Promise.all([responder.send(banner, 'SEEN'), responder.send(banner, 'SEEN')])).toEqual([true, false]);
    expect(await responder.send(banner, 'SEEN')).toBe(false);
    expect(await responder.send(banner, 'CLICKED')).toBe(true);
    expect(await responder.send(lightbox, 'SEEN')).toBe(true);
    expect(post.mock.calls.map(([, options]) => (options as { json: { result: string } }).json.result)).toEqual([
      'SEEN',
      'CLICKED',
      'SEEN',
    ]);
  });

  it('shares one cache per API client in the page, and forgets it when the customer leaves', async () => {
    const { http, post } = fakeHttp();
    expect(await campaignResponderFor(http, WEB_CHANNEL).send(banner, 'SHOWN')).toBe(true);
    expect(await campaignResponderFor(http, WEB_CHANNEL).send(banner, 'SHOWN')).toBe(false);
    forgetCampaignResponses();
    expect(await campaignResponderFor(http, WEB_CHANNEL).send(banner, 'SHOWN')).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('forgets a send that failed, so that the next one tries again', async () => {
    const { http, post } = fakeHttp();
    const failure = deferred<unknown>();
    post.mockReturnValueOnce(failure.promise as Promise<object>);
    const responder = createCampaignResponder({ http, channelCode: WEB_CHANNEL });
    const first = responder.send(banner, 'SHOWN');
    failure.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await flushPromises();
    await expect(responder.send(banner, 'SHOWN')).resolves.toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('fetching campaigns by slot (features.md §2.4, §7)', () => {
  it('asks by section and subsection, and the third qualifier when there is one', async () => {
    const { http, get } = fakeHttp();
    await requestCampaigns(http, { section: 'overall-position', subsection: 'home' });
    await requestCampaigns(http, { section: 'cards', subsection: 'detail', qualifier: 'credit' });
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/genoma_api/rest/campaigns?section=overall-position&subsection=home',
      '/genoma_api/rest/campaigns?section=cards&subsection=detail&qualifier=credit',
    ]);
    // Never from the GET cache: a banner closed a moment ago must not come back.
    expect(get.mock.calls.map(([, options]) => options)).toEqual([{ cache: { useCache: false } }, { cache: { useCache: false } }]);
  });

  it('answers the communications of each format, in the bank’s order', async () => {
    const { http } = fakeHttp(() => ({ communications: [lightbox, banner, directive] }));
    // A directive has nothing to show: what it carries beside features.md §3's fields is dropped.
    const { content, ...directiveFields } = directive;
    expect(content).toBeNull();
    expect(await requestCampaigns(http, { section: 'overall-position', subsection: 'home' })).toEqual([lightbox, banner, directiveFields]);
  });

  it.each([
    ['a link out of the app', { ...banner, content: { ...banner.content, cta: { label: 'x', href: 'https://evil.example' } } }],
    ['a script link', { ...banner, content: { ...banner.content, cta: { label: 'x', href: 'javascript:alert(1)' } } }],
    ['an unknown format', { ...banner, format: 'popup' }],
    ['no communication code', { ...banner, communicationCode: undefined }],
    ['a lightbox with no button', { ...lightbox, content: { ...lightbox.content, actions: [] } }],
    [
      'a lightbox button that answers a banner result',
      { ...lightbox, content: { ...lightbox.content, actions: [{ label: 'x', href: null, result: 'CLICKED' }] } },
    ],
    ['an unknown picture', { ...banner, content: { ...banner.content, icon: 'rocket' } }],
  ])('leaves out %s and reports it, keeping the others', async (_, bad) => {
    const { http } = fakeHttp(() => ({ communications: [banner, bad, lightbox] }));
    const reportInvalid = vi.fn();
    expect(await requestCampaigns(http, { section: 'overall-position', subsection: 'home' }, reportInvalid)).toEqual([banner, lightbox]);
    expect(reportInvalid).toHaveBeenCalledTimes(1);
  });

  it('fails on an answer without its list of communications', async () => {
    const { http } = fakeHttp(() => ({ campaigns: [] }));
    await expect(requestCampaigns(http, { section: 'overall-position', subsection: 'home' })).rejects.toThrow('communications');
  });
});

describe('campaign-driven navigation after login (features.md §2.4)', () => {
  const mean = (id: string, path: string): Mean => ({
    id,
    path,
    componentId: `ing-feat-${id}`,
    host: 'http://bank.localhost:8080/',
    module: `${id}.js`,
    title: id,
  });
  const means = [mean('overall-position', 'posicion-global'), mean(FALLBACK_FEATURE, 'soluciones-para-ti')];
  const communications = (codes: string[]): CampaignCommunication[] => codes.map((code) => ({ ...directive, campaignCode: code }));

  it('leads to the route configured for solution-selling-digital-fallbacks when campaign 79 is among the campaigns', () => {
    expect(campaignFallbackRoute(communications(['1204', FALLBACK_CAMPAIGN]), means)).toBe('/soluciones-para-ti');
  });

  it('leads nowhere without campaign 79', () => {
    expect(campaignFallbackRoute(communications(['1204', '790', '7']), means)).toBeNull();
    expect(campaignFallbackRoute([], means)).toBeNull();
  });

  it('leads nowhere when the feature is inactive (not in the configuration)', () => {
    expect(campaignFallbackRoute(communications([FALLBACK_CAMPAIGN]), means.slice(0, 1))).toBeNull();
  });
});

describe('the lightbox page view (features.md §2.4)', () => {
  it('is named lightbox plus the normalised description', () => {
    expect(lightboxPageName('Bizum sign-up')).toBe('lightbox/bizum-sign-up');
    expect(lightboxPageName('  Préstamo PRECONCEDIDO: ¡15.000 €!  ')).toBe('lightbox/prestamo-preconcedido-15-000');
    expect(lightboxPageName('')).toBe('lightbox');
    expect(lightboxPageName('¿¡ !?')).toBe('lightbox');
  });

  it('normalises any description to lower-case letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (description) => {
        expect(lightboxPageName(description)).toMatch(/^lightbox(\/[a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is published with a non-empty name only', () => {
    expect(parsePageViewPayload({ name: 'lightbox/bizum-sign-up' })).toEqual({ name: 'lightbox/bizum-sign-up' });
    for (const name of ['', undefined, 7])
      expect(() => parsePageViewPayload({ name })).toThrow('Page view name must be a non-empty string!');
  });
});

describe('a followed link a feature tracks (features.md §4.8.6)', () => {
  it('is published with a non-empty link id and page name only', () => {
    expect(parseLinkClickPayload({ id: 'overview-banner-link', pageName: 'posicion-global' })).toEqual({
      id: 'overview-banner-link',
      pageName: 'posicion-global',
    });
    for (const payload of [{ id: '', pageName: 'posicion-global' }, { id: 'overview-banner-link' }, { id: 7, pageName: 'x' }])
      expect(() => parseLinkClickPayload(payload)).toThrow('Link id and page name must be non-empty strings!');
  });
});
