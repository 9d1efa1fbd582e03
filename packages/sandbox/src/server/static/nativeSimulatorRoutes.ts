import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import {
  NATIVE_SIMULATOR_PATH,
  NATIVE_SIMULATOR_PROFILES,
  NATIVE_SIMULATOR_PUBLIC_DIR,
  WRAPPER_SCRIPT_NAME,
  findSimulatorProfile,
  simulatorPage,
  wrapperScriptFor,
  type SimulatorLanguage,
} from '../../nativeSimulator';
import { strongEtagOf } from '../revalidation';
import { REVALIDATE_CACHE_CONTROL } from './cachePolicy';
import { nativeSimulatorContentSecurityPolicy } from './contentSecurityPolicy';
import { languageOfRequest } from '../language';
import { sendNotFoundPage } from './notFoundPage';
import { sendRepresentation } from './sendRepresentation';
import { sendStaticFile } from './sendFile';

/** The page's own script and styles, served as they are. */
const SIMULATOR_FILES = ['simulator.js', 'simulator.css'] as const;

const JAVASCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';

/** The languages `?lang=` may choose; without it, the browser's (`Accept-Language`) as on the app host's other pages. */
const LANGUAGES: readonly SimulatorLanguage[] = ['es-ES', 'en-GB'];

function languageOf(c: Context): SimulatorLanguage {
  const asked = LANGUAGES.find((lang) => lang === c.req.query('lang'));
  if (asked !== undefined) return asked;
  return languageOfRequest(c);
}

/**
 * The native-wrapper simulator on the app host (issue 16 §4): its page at `/native-simulator/`,
 * the page's script and styles, and `wrapper.js?profile=<profile>`, which the shell page loads
 * first when it is asked for with `?native-simulator=<profile>`. The page is a tool for people:
 * never framed, never cached; the wrapper is served from the app's own origin, so the shell
 * page's `script-src 'self'` lets it run.
 */
export function registerNativeSimulatorRoutes(app: Hono, { apiOrigin }: { apiOrigin: string }): void {
  const policy = nativeSimulatorContentSecurityPolicy(apiOrigin);
  app.get(NATIVE_SIMULATOR_PATH, (c) => {
    const profile = findSimulatorProfile(c.req.query('profile')) ?? NATIVE_SIMULATOR_PROFILES[0];
    if (profile === undefined) return sendNotFoundPage(c);
    return c.html(simulatorPage({ lang: languageOf(c), profile, apiOrigin }), 200, {
      'Content-Security-Policy': policy,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Language',
    });
  });

  app.get(`${NATIVE_SIMULATOR_PATH}${WRAPPER_SCRIPT_NAME}`, async (c) => {
    const profile = findSimulatorProfile(c.req.query('profile'));
    if (profile === undefined) return sendNotFoundPage(c);
    const script = await wrapperScriptFor(profile);
    const body = new TextEncoder().encode(script);
    return sendRepresentation(
      c,
      { coding: 'identity', etag: strongEtagOf(body), contentType: JAVASCRIPT_CONTENT_TYPE, body: () => body },
      {
        'Cache-Control': REVALIDATE_CACHE_CONTROL,
        'Cross-Origin-Resource-Policy': 'same-origin',
        'X-Content-Type-Options': 'nosniff',
      },
    );
  });

  for (const file of SIMULATOR_FILES) {
    app.get(`${NATIVE_SIMULATOR_PATH}${file}`, (c) => sendStaticFile(c, join(NATIVE_SIMULATOR_PUBLIC_DIR, file)));
  }
}
