import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { escapeHtml } from '../../html';
import { FEATURE_SLUG_PATTERN } from '../../means';

/**
 * Developing against a running shell (issue 40 §3): a developer points one feature of the
 * sandbox's page at their own dev server, for their browser only, as import-map-overrides does for
 * single-spa. Off unless the sandbox is started with `--allow-overrides` (`npm run dev` does;
 * `npm start` never does). While one is active the page says so in a banner with a button that
 * clears them, and its CSP allows the dev server's origin, and only then.
 */

/** Where a developer sets and clears overrides, on the app host. */
export const OVERRIDES_PATH = '/__overrides/';
export const CLEAR_OVERRIDES_PATH = '/__overrides/clear';

/** The browser's overrides: `{ featureId: moduleUrl }`, base64url JSON. */
export const OVERRIDES_COOKIE = 'bank-feature-overrides';

/** More than this is no developer's afternoon. */
const MAX_OVERRIDES = 8;
const MAX_URL_LENGTH = 300;

/** A module path as the shell accepts a mean's `module`: relative, no `.` or `..` segment, `.js`. */
const MODULE_PATH_PATTERN = /^\w[\w.-]*(\/\w[\w.-]*)*\.js$/;

/** A developer's own machine: only a dev server there may stand in for a feature. */
const LOOPBACK_HOST_PATTERN = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/;

/** One override: where the feature's module comes from instead. */
export interface FeatureOverride {
  featureId: string;
  /** `http://localhost:5174` */
  origin: string;
  /** `src/index.tsx.js`, relative to the origin. */
  modulePath: string;
}

/** A module URL on a developer's machine, split as a mean names it; `undefined` for any other. */
export function parseOverrideUrl(text: string): { origin: string; modulePath: string } | undefined {
  if (text.length > MAX_URL_LENGTH || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  if (!LOOPBACK_HOST_PATTERN.test(url.hostname)) return undefined;
  const modulePath = url.pathname.slice(1);
  if (!MODULE_PATH_PATTERN.test(modulePath)) return undefined;
  return { origin: url.origin, modulePath };
}

const cookieSchema = z.record(z.string(), z.string());

/** The overrides a request's cookie holds; what does not validate is left out. */
export function readOverrides(c: Context): FeatureOverride[] {
  const raw = getCookie(c, OVERRIDES_COOKIE);
  if (raw === undefined) return [];
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success) return [];
    return Object.entries(parsed.data)
      .slice(0, MAX_OVERRIDES)
      .flatMap(([featureId, url]) => {
        const target = FEATURE_SLUG_PATTERN.test(featureId) ? parseOverrideUrl(url) : undefined;
        return target === undefined ? [] : [{ featureId, ...target }];
      });
  } catch {
    return [];
  }
}

function writeOverrides(c: Context, overrides: readonly FeatureOverride[]): void {
  if (overrides.length === 0) {
    deleteCookie(c, OVERRIDES_COOKIE, { path: '/' });
    return;
  }
  const value = Object.fromEntries(overrides.map(({ featureId, origin, modulePath }) => [featureId, `${origin}/${modulePath}`]));
  setCookie(c, OVERRIDES_COOKIE, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  });
}

/** What of the configuration an override changes: the means' module locations. */
export interface AppConfigWithMeans {
  propsConfig: { means: { id: string; path: string; host: string; module: string }[] };
}

/** The configuration with each overridden feature's module taken from the developer's dev server. */
export function withOverrides<T extends AppConfigWithMeans>(config: T, overrides: readonly FeatureOverride[]): T {
  if (overrides.length === 0) return config;
  const byId = new Map(overrides.map((override) => [override.featureId, override]));
  const means = config.propsConfig.means.map((mean) => {
    const override = byId.get(mean.id);
    return override === undefined ? mean : { ...mean, host: `${override.origin}/`, module: override.modulePath };
  });
  return { ...config, propsConfig: { ...config.propsConfig, means } };
}

/**
 * The banner's looks: in a style element of its own, whose hash the page's CSP allows. It sits at
 * the top of the page, in the flow, so the page makes room for it rather than being covered.
 */
export const OVERRIDE_BANNER_STYLES =
  '.override-banner{display:flex;gap:4px 12px;align-items:center;flex-wrap:wrap;' +
  'padding:8px 16px;background:#3b0764;color:#fff;font:600 14px/1.4 system-ui,sans-serif}' +
  '.override-banner code{font-weight:400;overflow-wrap:anywhere}' +
  '.override-banner button{font:inherit;padding:6px 12px;border-radius:8px;border:2px solid #fff;background:transparent;color:#fff;cursor:pointer}';

/** `sha256-…` of the banner's styles, for the page's CSP. */
export const OVERRIDE_BANNER_STYLE_HASH = `sha256-${createHash('sha256').update(OVERRIDE_BANNER_STYLES, 'utf8').digest('base64')}`;

/** What the page shows while overrides are active: each feature and where it comes from, and the button that clears them. */
export function overrideBannerHtml(overrides: readonly FeatureOverride[]): string {
  const items = overrides
    .map(
      ({ featureId, origin, modulePath }) =>
        `<code>${escapeHtml(featureId)}</code> ← <code>${escapeHtml(`${origin}/${modulePath}`)}</code>`,
    )
    .join(', ');
  return (
    `<style>${OVERRIDE_BANNER_STYLES}</style>` +
    `<div class="override-banner" role="status" lang="en">Overridden for this browser: ${items}` +
    `<form method="post" action="${CLEAR_OVERRIDES_PATH}"><button type="submit">Clear overrides</button></form></div>`
  );
}

/** The page's body with the banner first in it. */
export function withOverrideBanner(html: string, overrides: readonly FeatureOverride[]): string {
  if (overrides.length === 0) return html;
  return html.replace(/<body([^>]*)>/i, (body) => `${body}${overrideBannerHtml(overrides)}`);
}

/**
 * The meta by which the shell page tells the shell it may load its developer inspector (issue
 * 40 §4; `packages/shell/src/inspector/`). Only where overrides are allowed: the inspector shows
 * the payloads on the page's event bus, which may carry a customer's data.
 */
export const DEVELOPER_TOOLS_META_NAME = 'bank-developer-tools';

/** The page's client id meta, which the developer tools' meta goes beside. */
const CLIENT_ID_META_PATTERN = /([ \t]*)(<meta name="bank-client-id")/;

/**
 * The shell page with the developer tools' meta among its other meta tags, naming this browser's
 * overrides (`data-overrides`, JSON `[{ featureId, url }]`) for the inspector to show. The shell
 * validates it before use, as any page content.
 */
export function withDeveloperTools(html: string, overrides: readonly FeatureOverride[]): string {
  const listed = JSON.stringify(overrides.map(({ featureId, origin, modulePath }) => ({ featureId, url: `${origin}/${modulePath}` })));
  const meta = `<meta name="${DEVELOPER_TOOLS_META_NAME}" content="allowed" data-overrides="${escapeHtml(listed)}" />`;
  if (!CLIENT_ID_META_PATTERN.test(html)) return html.replace(/<\/head>/i, (end) => `${meta}${end}`);
  return html.replace(CLIENT_ID_META_PATTERN, (_whole, indent: string, clientId: string) => `${indent}${meta}\n${indent}${clientId}`);
}

const HTTP_SEE_OTHER = 303;
const HTTP_BAD_REQUEST = 400;
const HTTP_FORBIDDEN = 403;

/** The developer's page: the overrides of this browser, and a form to set one. */
/** The developer page's looks: the bank's colours, readable at 375 px, light or dark as the system is. */
const OVERRIDES_PAGE_STYLES =
  ':root{color-scheme:light dark;--accent:#c2410c;--line:#d6d3d1;--field:#fff}' +
  '@media (prefers-color-scheme:dark){:root{--accent:#fb923c;--line:#57534e;--field:#1c1917}}' +
  'body{margin:0 auto;max-width:40rem;padding:24px 16px;font:16px/1.5 system-ui,sans-serif}' +
  'h1{font-size:1.6rem;line-height:1.2}code{overflow-wrap:anywhere}' +
  'label{display:grid;gap:4px;font-weight:600}' +
  'input{font:inherit;font-weight:400;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--field);color:inherit}' +
  'button{font:inherit;font-weight:600;padding:10px 16px;border-radius:999px;border:2px solid var(--accent);cursor:pointer;' +
  'background:var(--accent);color:#fff}form+form button{background:transparent;color:var(--accent)}' +
  'a{color:var(--accent)}[role=alert]{padding:12px;border-left:4px solid #b91c1c;background:rgb(185 28 28/.1)}';

const OVERRIDES_PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(OVERRIDES_PAGE_STYLES, 'utf8').digest('base64')}`;

function overridesPage(overrides: readonly FeatureOverride[], message = ''): string {
  const rows = overrides.map(
    ({ featureId, origin, modulePath }) =>
      `<li><code>${escapeHtml(featureId)}</code> ← <code>${escapeHtml(`${origin}/${modulePath}`)}</code></li>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Feature overrides</title><style>${OVERRIDES_PAGE_STYLES}</style></head><body>
<h1>Feature overrides for this browser</h1>
${message === '' ? '' : `<p role="alert">${escapeHtml(message)}</p>`}
${rows.length === 0 ? '<p>None: every feature comes from the bank.</p>' : `<ul>${rows.join('')}</ul>`}
<form method="post" action="${OVERRIDES_PATH}">
<p><label>Feature id <input name="feature" required pattern="[a-z0-9]+(-[a-z0-9]+)*"></label></p>
<p><label>Module URL on your machine <input name="url" type="url" required placeholder="http://localhost:5174/src/index.js"></label></p>
<p><button type="submit">Override this feature</button></p>
</form>
<form method="post" action="${CLEAR_OVERRIDES_PATH}"><button type="submit">Clear overrides</button></form>
<p><a href="/">Back to the app</a></p>
</body></html>`;
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src '${OVERRIDES_PAGE_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Content-Type-Options': 'nosniff',
};

/** `GET /__overrides/`, `POST /__overrides/` (feature, url) and `POST /__overrides/clear`: forms of the app's own origin only. */
export function registerOverrideRoutes(app: Hono, appOrigin: string): void {
  // The shell page's no-referrer policy makes its forms send `Origin: null`: the browser's own
  // `Sec-Fetch-Site`, which no page can set, vouches for them instead.
  const sameOrigin = (c: Context) => c.req.header('origin') === appOrigin || c.req.header('sec-fetch-site') === 'same-origin';
  app.get(OVERRIDES_PATH, (c) => c.html(overridesPage(readOverrides(c)), 200, PAGE_HEADERS));
  app.post(OVERRIDES_PATH, async (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden: a form of this page only', HTTP_FORBIDDEN, PAGE_HEADERS);
    const form = await c.req.parseBody();
    const featureId = typeof form['feature'] === 'string' ? form['feature'] : '';
    const target = typeof form['url'] === 'string' ? parseOverrideUrl(form['url']) : undefined;
    const current = readOverrides(c);
    if (!FEATURE_SLUG_PATTERN.test(featureId) || target === undefined) {
      const message = 'Give a feature id and the URL of a .js module on your own machine (localhost), without a query.';
      return c.html(overridesPage(current, message), HTTP_BAD_REQUEST, PAGE_HEADERS);
    }
    writeOverrides(c, [...current.filter((override) => override.featureId !== featureId), { featureId, ...target }].slice(-MAX_OVERRIDES));
    return c.redirect(OVERRIDES_PATH, HTTP_SEE_OTHER);
  });
  app.post(CLEAR_OVERRIDES_PATH, (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden: a form of this page only', HTTP_FORBIDDEN, PAGE_HEADERS);
    writeOverrides(c, []);
    return c.redirect('/', HTTP_SEE_OTHER);
  });
}
