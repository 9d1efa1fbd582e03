import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_SECTIONS } from './demoSections';
import { SEEDED_FEATURES } from './features';

/**
 * The features the bank's teams build in their own packages (`bankShell` in their package.json):
 * the sandbox lists them beside the seeded ones, so a page one of them serves is a route too.
 */
const FEATURES_DIR = fileURLToPath(new URL('../../../features/', import.meta.url));
const PACKAGED_FEATURES = readdirSync(FEATURES_DIR).flatMap((folder) => {
  const file = `${FEATURES_DIR}${folder}/package.json`;
  if (!existsSync(file)) return [];
  const field = (JSON.parse(readFileSync(file, 'utf8')) as { bankShell?: { id: string; route: { path: string } } }).bankShell;
  return field === undefined ? [] : [{ id: field.id, path: field.route.path }];
});
const ROUTED = [...SEEDED_FEATURES, ...PACKAGED_FEATURES];

/** The first segment of a page or path: the part a feature route's base path must match. */
const pageOf = (path: string) => path.split('/')[0] ?? '';

/** The feature that routes a page or path, if any: its base path is a prefix on segment boundaries. */
const featureRouting = (path: string) =>
  ROUTED.find((feature) => path === feature.path || path.startsWith(`${feature.path}/`)) ??
  ROUTED.find((feature) => feature.path === pageOf(path));

describe('every page the specs name is a route (issue 19 §1)', () => {
  it.each([
    // shell.md §2.4, header only
    'already-logged-low-level',
    'funds-simulator',
    'insight',
    'login-dnie',
    'prelogin-inbox',
    'product-profitability',
    'sso',
    'login',
    'geolocation',
    // full page
    'broker-interactive-platform',
    'digital-fallbacks',
    'logout-campaigns',
    'money-coach',
    'money-coach-contract',
    'multi-contract',
    'pin-recovery',
    'remote-advisor-video-call',
    'verification-video-call',
    // empty layout config
    'ing-feature-page',
    'ing-feature-page/bizum_ing-feat-bizum',
    // no tab bar
    'apple-pay',
    'applepay',
    'bizum',
    'block-cards',
    'broker',
    'broker-contract',
    'cards-contract',
    'change-pin',
    'fund-contract',
    'inbox',
    'investment-advisor',
    'investment-appropriateness/etf/contract',
    'life-insurance-contract',
    'loans-app',
    'mortgage',
    'movement-query-search',
    'movemoney',
    'notifications-config',
    'notifications-inbox',
    'pension-plan-sign-up',
    'personal-area-change-profile',
    'preapp-loans-contract',
    'preapp-mortgage',
    'rate-app-quiz',
    'receipts',
    'search-area',
    'signups-account',
    'commercial-evolution',
    'ing-feature-page/round-up-activate-genoma',
    'ing-feature-page/feat-granting-flow',
    'ing-feature-page/mobile-confirmation',
    'ing-feature-page/ing-feat-home-insurance-contract',
    'ing-feature-page/round-up-investment-activation-gema',
    'ing-feature-page/ing-feat-deposit-contract',
    // shell.md §2.5, the redirect targets
    'mfv-enrolment',
    'sso-login',
    'producto/legacy',
    // features.md §2.1
    'pagina-no-encontrada',
    'deeplinks',
    'ing-redirect/deposit-contract/transfer-deposit',
    'contratar-deposito/transfer-deposit',
  ])('%s has a feature route in the seeded catalogue or a feature package', (path) => {
    expect(featureRouting(path)).toBeDefined();
  });

  it('the campaign-driven page of features.md §2.4, solution-selling-digital-fallbacks, is a feature package of its own, not a demo section', () => {
    expect(PACKAGED_FEATURES).toContainEqual({ id: 'solution-selling-digital-fallbacks', path: 'solution-selling-digital-fallbacks' });
    expect(DEMO_SECTIONS.map((section) => section.id)).not.toContain('solution-selling-digital-fallbacks');
  });

  it('each demo section is served by the demo screen, with a page name in Spanish and English', () => {
    for (const section of DEMO_SECTIONS) {
      expect(section.module).toBe('demo-section');
      expect(section.title.length).toBeGreaterThan(0);
      expect(section.titleEnGb?.length ?? 0).toBeGreaterThan(0);
      expect(section.componentId).toBe(`ing-feat-${section.id}`);
    }
  });

  it('no two features share an id or a path, seeded or packaged, and every path is a valid route base', () => {
    const ids = ROUTED.map((feature) => feature.id);
    const paths = ROUTED.map((feature) => feature.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z0-9][a-z0-9-/]*$/);
  });
});
