/**
 * The login page as static markup, for the first paint (docs/first-paint.md): the shell's frame
 * around the login feature's form, rendered by React at build time from the same components the
 * page renders, in each frame it appears in and each language. The page shows one until the
 * shell's first render replaces it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { AFFLUENT_LEVEL, DEFAULT_ROOT_ELEMENT_ID, SESSION_STORAGE_KEY, SUPPORTED_LOCALES } from '../../packages/core/src/index';
import type { Locale } from '../../packages/core/src/index';
import { DISPLAY_ATTRIBUTE, THEME_STORAGE_KEY } from '../../packages/core/src/display/constants';
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

/** The first-paint script's settings, from the modules that own each value. */
/** The head's theme script (issue 18), with the keys of the modules that own them. */
export function themeScript(): string {
  return themeBeforePaintScript(THEME_STORAGE_KEY.choice, DISPLAY_ATTRIBUTE.theme);
}

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
    callsAttribute: FIRST_CALLS_ATTRIBUTE,
    answersGlobal: EARLY_ANSWERS_GLOBAL,
  };
}
