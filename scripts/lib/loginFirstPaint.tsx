/**
 * The login page as static markup, for the first paint (docs/first-paint.md): the shell's frame
 * around the login feature's form, rendered by React at build time from the same components the
 * page renders, in each frame it appears in and each language. The page shows one until the
 * shell's first render replaces it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createLayoutController, createStore } from '../../packages/core/src/index';
import type { RouteMatch } from '../../packages/core/src/index';
import { SHELL_DEFAULT_LAYOUT } from '../../packages/shell/src/layout/defaultLayout';
import { validateLayoutConfig } from '../../packages/core/src/layoutRules/index';
import { AFFLUENT_LEVEL, DEFAULT_ROOT_ELEMENT_ID, SESSION_STORAGE_KEY, SUPPORTED_LOCALES } from '../../packages/core/src/index';
import type { Locale } from '../../packages/core/src/index';
import { CLIENT_PREFERENCES_PATH, DISPLAY_ATTRIBUTE, THEME_STORAGE_KEY } from '../../packages/core/src/display/constants';
import { NATIVE_WRAPPER_GLOBAL } from '../../packages/core/src/native/detect';
import { STORAGE_KEY_PREFIX } from '../../packages/core/src/storage/index';
import { TestShell, createTestServices } from '../../packages/react/src/testing';
import { EARLY_ANSWERS_GLOBAL, FIRST_CALLS_ATTRIBUTE } from '../../packages/shell/src/earlyCalls/index';
import type { EarlyCallsSettings } from '../../packages/shell/src/earlyCalls/index';
import { FIRST_PAINT_ADDRESSES, FIRST_PAINT_ADDRESSES_ATTRIBUTE } from '../../packages/shell/src/firstPaint/index';
import type { FirstPaintSettings } from '../../packages/shell/src/firstPaint/index';
import { SHELL_NAMESPACE, shellMessages } from '../../packages/shell/src/i18n/shellMessages';
import { ShellFrame } from '../../packages/shell/src/layout/ShellFrame';
import { ROUTE_GROUP_LISTS } from '../../packages/shell/src/routes/routeGroupLists';
import { SHELL_PATH } from '../../packages/shell/src/routes/shellPath';
import { routeGroupOf } from '../../packages/shell/src/routes/routeGroups';
import type { RouteGroup } from '../../packages/shell/src/routes/routeGroups';
import { LOCALE_STORAGE_KEY } from '../../packages/shell/src/services/shellI18n';
import { themeBeforePaintScript } from '../../packages/shell/src/themeBeforePaint/index';
import { LoginPage } from '../../packages/features/login/src/LoginPage';
import { messages as loginMessages } from '../../packages/features/login/src/messages';
import { CLIENT_ID_KINDS, DEFAULT_CLIENT_ID } from '../../packages/core/src/channels/channels';
import { CLIENT_PATH } from '../../packages/core/src/client/client';
import { PRODUCTS_PATH } from '../../packages/core/src/products/products';
import { FEATURE_ID as OVERALL_POSITION_NAMESPACE } from '../../packages/features/overall-position/src/featureId';
import { OverviewFirstPaint, PAINTED_TEXT_KEYS } from '../../packages/features/overall-position/src/firstPaint/index';
import type { OverviewPaintSettings } from '../../packages/features/overall-position/src/firstPaint/index';
import { messages as overallPositionMessages } from '../../packages/features/overall-position/src/messages';

/** The i18n namespace the login feature's texts are registered under (its feature id). */
const LOGIN_NAMESPACE = 'login';

async function renderIn(group: RouteGroup, locale: Locale): Promise<string> {
  const services = createTestServices();
  services.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  services.i18n.addNamespace(LOGIN_NAMESPACE, loginMessages);
  await services.i18n.setLocale(locale);
  return renderToStaticMarkup(
    <TestShell services={services}>
      <ShellFrame group={group} authenticated={false} mainRef={{ current: null }} main={<LoginPage />} />
    </TestShell>,
  );
}

/**
 * The login page's `<template>` for each frame it is painted in and each language, saying where
 * and in what language it applies, its markup inert (so nothing typed into it is lost when the
 * shell replaces it).
 */
export async function renderLoginTemplates(): Promise<string[]> {
  const frames = new Map<RouteGroup, string[]>();
  for (const { address, route } of FIRST_PAINT_ADDRESSES) {
    const group = routeGroupOf(route, ROUTE_GROUP_LISTS);
    frames.set(group, [...(frames.get(group) ?? []), address]);
  }
  const templates = [...frames].flatMap(([group, addresses]) =>
    SUPPORTED_LOCALES.map(async (locale) => {
      const html = await renderIn(group, locale);
      return `<template ${FIRST_PAINT_ADDRESSES_ATTRIBUTE}="${addresses.join(' ')}" lang="${locale}"><div class="first-paint" inert>${html}</div></template>`;
    }),
  );
  return Promise.all(templates);
}

/** The attribute of the overview's templates: the painting script finds them by it. */
const OVERVIEW_PAINT_ATTRIBUTE = 'data-overview-paint';

/** `"` and `&` in an attribute's value. */
const attributeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The overview's top for a customer coming back with a session (issue 42 §6), in the overall
 * position's frame, signed in, in each language: a `<template>` saying its language and carrying the
 * texts the painting script writes itself (`paintOverview`), its markup inert, with `styles` (the
 * overview top's, compiled) inside, so that it is laid out before the feature's stylesheet is in.
 */
export async function renderOverviewTemplates(styles: string): Promise<string[]> {
  if (/<\/style/i.test(styles)) throw new Error("The overview's styles would end their own style element");
  const group = routeGroupOf(SHELL_PATH.home, ROUTE_GROUP_LISTS);
  return Promise.all(
    SUPPORTED_LOCALES.map(async (locale) => {
      const base = createTestServices();
      // The shell's own layout, at the home page, whose navigation says it is the current page.
      const home = { path: SHELL_PATH.home } as RouteMatch;
      const services = {
        ...base,
        router: { ...base.router, current: createStore<RouteMatch | null>(home) },
        layout: createLayoutController({
          setTimeout: () => 0,
          clearTimeout: () => undefined,
          validate: validateLayoutConfig,
          defaultConfig: SHELL_DEFAULT_LAYOUT,
        }),
      };
      services.i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
      services.i18n.addNamespace(OVERALL_POSITION_NAMESPACE, overallPositionMessages);
      await services.i18n.setLocale(locale);
      // Rendered once the signed-in chunk's parts (the navigation) are in: a static prerender waits for them.
      const { prelude } = await prerenderToNodeStream(
        <TestShell services={services}>
          <ShellFrame group={group} authenticated mainRef={{ current: null }} main={<OverviewFirstPaint />} />
        </TestShell>,
      );
      let html = '';
      for await (const part of prelude) html += String(part);
      const translate = services.i18n.translator(OVERALL_POSITION_NAMESPACE);
      const texts = Object.fromEntries(PAINTED_TEXT_KEYS.map((key) => [key, translate(key)]));
      return `<template ${OVERVIEW_PAINT_ATTRIBUTE} lang="${locale}" data-texts="${attributeText(JSON.stringify(texts))}"><div class="first-paint" inert><style>${styles}</style>${html}</div></template>`;
    }),
  );
}

/** The overview-painting script's settings, from the modules that own each value. */
export function overviewPaintSettings(): OverviewPaintSettings {
  return {
    rootId: DEFAULT_ROOT_ELEMENT_ID,
    templateAttribute: OVERVIEW_PAINT_ATTRIBUTE,
    answersGlobal: EARLY_ANSWERS_GLOBAL,
    paths: { client: CLIENT_PATH, products: PRODUCTS_PATH, preferences: CLIENT_PREFERENCES_PATH },
    clientKind: CLIENT_ID_KINDS[DEFAULT_CLIENT_ID] ?? 'web-transactional',
  };
}

/** The head's theme script (issue 18), with the keys of the modules that own them. */
export function themeScript(): string {
  return themeBeforePaintScript(THEME_STORAGE_KEY.choice, DISPLAY_ATTRIBUTE.theme);
}

/** The first-paint script's settings, from the modules that own each value. */
export function firstPaintSettings(): FirstPaintSettings {
  return {
    rootId: DEFAULT_ROOT_ELEMENT_ID,
    loginTrackerKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.loginTracker,
    localeKey: STORAGE_KEY_PREFIX + LOCALE_STORAGE_KEY,
    locales: SUPPORTED_LOCALES,
    nativeWrapperGlobal: NATIVE_WRAPPER_GLOBAL,
  };
}

/** The early-calls script's settings (issue 42 §6), from the modules that own each value. */
export function earlyCallsSettings(): EarlyCallsSettings {
  return {
    profilesKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.profiles,
    activeProfileKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.activeProfileId,
    defaultProfileKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.defaultProfileId,
    anonymousProfileKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.anonymousProfile,
    sessionContextKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.sessionContext,
    affluentLevelKey: STORAGE_KEY_PREFIX + SESSION_STORAGE_KEY.affluentLevel,
    affluentLevels: Object.values(AFFLUENT_LEVEL).filter((level) => level !== AFFLUENT_LEVEL.NO_AFLNT),
    localeKey: STORAGE_KEY_PREFIX + LOCALE_STORAGE_KEY,
    locales: SUPPORTED_LOCALES,
    nativeWrapperGlobal: NATIVE_WRAPPER_GLOBAL,
    homePath: SHELL_PATH.home,
    // The display preferences' call, which every signed-in page makes at start (signedIn/displayPreferences.ts).
    shellCalls: [CLIENT_PREFERENCES_PATH],
    callsAttribute: FIRST_CALLS_ATTRIBUTE,
    answersGlobal: EARLY_ANSWERS_GLOBAL,
  };
}
