import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isClientPageId } from '../server/static/clientPages';
import {
  NATIVE_SIMULATOR_PROFILES,
  NATIVE_SIMULATOR_PUBLIC_DIR,
  SIMULATED_ERROR_CODE_MAX,
  SIMULATED_ERROR_CODE_MIN,
  SIMULATED_ERROR_MEANINGS,
  SIMULATED_METHODS,
  WRAPPER_PROFILE_PLACEHOLDER,
  findSimulatorProfile,
  simulatorPage,
  withSimulatedWrapper,
  wrapperScriptFor,
} from '.';

const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;
const firstProfile = NATIVE_SIMULATOR_PROFILES[0]!;

describe('the simulator’s profiles', () => {
  it('plays Android 1.7.2, iOS 1.7.4, iOS 1.6.9 and the two legacy wrappers, each opening the app’s client page of its platform', () => {
    expect(NATIVE_SIMULATOR_PROFILES.map((profile) => profile.id)).toEqual([
      'android-1.7.2',
      'ios-1.7.4',
      'ios-1.6.9',
      'legacy-android',
      'legacy-ios',
    ]);
    for (const profile of NATIVE_SIMULATOR_PROFILES) {
      expect(profile.version, profile.id).toMatch(VERSION_PATTERN);
      expect(isClientPageId(profile.clientId), profile.id).toBe(true);
      expect(profile.clientId, profile.id).toBe(`bank-${profile.platform}`);
    }
  });

  it('finds a profile by its exact id only', () => {
    expect(findSimulatorProfile('legacy-ios')?.transport).toBe('ios-frame');
    for (const value of [undefined, '', 'LEGACY-IOS', 'legacy-ios ', 'toString', '__proto__'])
      expect(findSimulatorProfile(value)).toBeUndefined();
  });
});

describe('the simulator’s method table', () => {
  it('names each method once', () => {
    const names = SIMULATED_METHODS.map((method) => method.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a sample result for every method and profile that survives JSON, as the page edits it', () => {
    for (const method of SIMULATED_METHODS) {
      for (const profile of NATIVE_SIMULATOR_PROFILES) {
        const sample = method.sampleResult(profile);
        expect(JSON.parse(JSON.stringify(sample)), `${method.name} as ${profile.id}`).toEqual(sample);
      }
    }
  });

  it('describes the device of the wrapper played: its platform and app version', () => {
    const deviceData = SIMULATED_METHODS.find((method) => method.name === 'getDeviceData');
    for (const profile of NATIVE_SIMULATOR_PROFILES) {
      expect(deviceData?.sampleResult(profile), profile.id).toMatchObject({ os: profile.platform, appVersion: profile.version });
    }
  });

  it('labels only codes the app may send, -1 to 74', () => {
    for (const code of Object.keys(SIMULATED_ERROR_MEANINGS).map(Number)) {
      expect(code).toBeGreaterThanOrEqual(SIMULATED_ERROR_CODE_MIN);
      expect(code).toBeLessThanOrEqual(SIMULATED_ERROR_CODE_MAX);
    }
  });
});

describe('the simulated wrapper in the shell page', () => {
  it('goes right after the <head> start tag, whatever its attributes', () => {
    expect(withSimulatedWrapper('<!doctype html><html><HEAD data-x="1"><meta charset="utf-8"></HEAD></html>', firstProfile)).toBe(
      '<!doctype html><html><HEAD data-x="1"><script src="/native-simulator/wrapper.js?profile=android-1.7.2"></script><meta charset="utf-8"></HEAD></html>',
    );
  });

  it('is left out of a page without a <head> start tag (the caller then serves the page as it is)', () => {
    expect(withSimulatedWrapper('<!doctype html><header></header>', firstProfile)).toBeUndefined();
  });

  it('is wrapper.js with the profile filled in for its one placeholder', async () => {
    const source = await readFile(join(NATIVE_SIMULATOR_PUBLIC_DIR, 'wrapper.js'), 'utf8');
    expect(source.split(WRAPPER_PROFILE_PLACEHOLDER)).toHaveLength(2);
    const script = await wrapperScriptFor(firstProfile);
    expect(script).toBe(
      source.replace(WRAPPER_PROFILE_PLACEHOLDER, '{"id":"android-1.7.2","platform":"android","version":"1.7.2","transport":"wrapper"}'),
    );
  });
});

describe('the simulator page', () => {
  it('gives every control a label of its own', () => {
    const html = simulatorPage({ lang: 'en-GB', profile: firstProfile, apiOrigin: 'http://api.bank.localhost:8080' });
    const ids = [...html.matchAll(/<(?:select|input|textarea)\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(SIMULATED_METHODS.length * 4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(html, id).toContain(`<label for="${id}">`);
  });

  it('offers to sign the app in as each seeded customer, never as staff, with the bank at the API host', () => {
    const html = simulatorPage({ lang: 'es-ES', profile: firstProfile, apiOrigin: 'http://api.bank.localhost:8080' });
    expect(html).toContain('<form class="app-session" id="app-session" data-api-origin="http://api.bank.localhost:8080"');
    const customers = [...html.matchAll(/<option value="([^"]+)" data-birth-date="([^"]+)" data-pin="(\d+)">/g)].map((match) =>
      match.slice(1),
    );
    expect(customers).toEqual([
      ['12345678Z', '15/03/1985', '123456'],
      ['87654321X', '02/11/1970', '654321'],
      ['11223344B', '20/06/2010', '112233'],
      ['45678912S', '08/09/1992', '246810'],
      ['31597204B', '14/02/1979', '135790'],
      ['50617283X', '27/07/1988', '975310'],
    ]);
    expect(html).not.toContain('99887766P');
    expect(html).toContain('<button type="submit" class="button">Iniciar sesión en la app</button>');
  });

  it('describes each customer in the page’s language (issue 42 §2): Spanish on a Spanish page, English on an English one', () => {
    const described = (lang: 'es-ES' | 'en-GB') =>
      [
        ...simulatorPage({ lang, profile: firstProfile, apiOrigin: 'http://api.bank.localhost:8080' }).matchAll(
          /data-pin="\d+">([^<]+)<\/option>/g,
        ),
      ].map((match) => match[1]);
    expect(described('es-ES')[1]).toBe('87654321X · Cliente de banca personal (AFLNT_HIGH), un perfil con saldos altos');
    expect(described('en-GB')[1]).toBe('87654321X · Affluent customer (AFLNT_HIGH), one profile with large balances');
    expect(described('es-ES').join(' ')).not.toMatch(/\b(customer|with|profile|the)\b/i);
    expect(described('en-GB').join(' ')).not.toMatch(/\d,\d{2}\s?€|\b(cliente|con|perfil)\b/i);
  });

  it('writes its texts in the page’s language, and keeps method names as the wire has them', () => {
    const spanish = simulatorPage({ lang: 'es-ES', profile: firstProfile, apiOrigin: 'http://api.bank.localhost:8080' });
    expect(spanish).toContain('<label for="method-fingerprint-mode">Respuesta<span class="visually-hidden"> (fingerprint)</span></label>');
    const english = simulatorPage({ lang: 'en-GB', profile: firstProfile, apiOrigin: 'http://api.bank.localhost:8080' });
    expect(english).toContain('<label for="method-fingerprint-mode">Answer<span class="visually-hidden"> (fingerprint)</span></label>');
  });
});
