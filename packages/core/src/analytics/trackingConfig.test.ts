import { describe, expect, it, vi } from 'vitest';
import { linkIsTrackable, loadAvailableLinks, loadTrackingModule } from './trackingConfig';
import type { AvailableLinks } from './trackingConfig';

const LOCATION = 'http://vendors.bank.localhost:8080/tracking/v1/';
const MODULE = {
  name: 'signups',
  funnel: { funnel_id: 'onboarding-web' },
  override: false,
  updateVariablesProcesses: [],
  avoidableSteps: [],
  steps: {},
};

/** Answers by URL; anything else fails as a 404 would. */
const fetchFrom = (files: Record<string, unknown>) =>
  vi.fn((url: string) => (url in files ? Promise.resolve(files[url]) : Promise.reject(new Error(`404 ${url}`))));

describe('the tracking configuration (features.md §4.8)', () => {
  it('loads the flow’s module from cfg/{name} at the tracking location', async () => {
    const fetchJson = fetchFrom({ [`${LOCATION}cfg/signups.json`]: MODULE });
    expect(await loadTrackingModule(fetchJson, LOCATION, 'signups', vi.fn())).toEqual(MODULE);
  });

  it('falls back to avoidableSteps.json when the module cannot be loaded, or is not one', async () => {
    const logError = vi.fn();
    const fetchJson = fetchFrom({
      [`${LOCATION}cfg/signups.json`]: { name: 'signups' },
      [`${LOCATION}avoidableSteps.json`]: { avoidableSteps: ['signups/help'] },
    });
    expect(await loadTrackingModule(fetchJson, LOCATION, 'signups', logError)).toEqual({
      name: 'signups',
      funnel: {},
      override: false,
      updateVariablesProcesses: [],
      avoidableSteps: ['signups/help'],
      steps: {},
    });
    expect(logError).toHaveBeenCalledTimes(1);
    expect((await loadTrackingModule(fetchFrom({}), LOCATION, 'signups', logError)).avoidableSteps).toEqual([]);
  });

  it('never asks outside cfg/ for a module name', async () => {
    const fetchJson = fetchFrom({});
    await expect(loadTrackingModule(fetchJson, LOCATION, '../secrets', vi.fn())).rejects.toThrow(
      'Not a tracking module name: "../secrets"',
    );
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('no available links when their list cannot be loaded', async () => {
    expect(await loadAvailableLinks(fetchFrom({}), LOCATION, vi.fn())).toEqual({ links: [] });
  });
});

describe('link tracking (features.md §4.8): only while the expiry date of this environment is in the future', () => {
  const LINKS: AvailableLinks = {
    links: [{ id: 'overview-banner-link', expiry: { test: '2027-12-31', acceptance: '2026-11-27', production: '2026-11-26' } }],
  };
  const noonOf27Nov2026 = Date.UTC(2026, 10, 27, 12);

  it('per environment: test, acceptance and production each have their own date', () => {
    expect(linkIsTrackable(LINKS, 'overview-banner-link', 'test', noonOf27Nov2026)).toBe(true);
    expect(linkIsTrackable(LINKS, 'overview-banner-link', 'acceptance', noonOf27Nov2026)).toBe(true);
    expect(linkIsTrackable(LINKS, 'overview-banner-link', 'production', noonOf27Nov2026)).toBe(false);
  });

  it('the expiry day counts until its end (UTC)', () => {
    expect(linkIsTrackable(LINKS, 'overview-banner-link', 'acceptance', Date.UTC(2026, 10, 27, 23, 59, 59))).toBe(true);
    expect(linkIsTrackable(LINKS, 'overview-banner-link', 'acceptance', Date.UTC(2026, 10, 28))).toBe(false);
  });

  it('an unknown link, or a date that is no date, is not tracked', () => {
    expect(linkIsTrackable(LINKS, 'other', 'test', noonOf27Nov2026)).toBe(false);
    const broken = { links: [{ id: 'x', expiry: { test: '2027-02-30', acceptance: 'soon', production: '' } }] };
    for (const environment of ['test', 'acceptance', 'production'] as const)
      expect(linkIsTrackable(broken, 'x', environment, noonOf27Nov2026)).toBe(false);
  });
});
