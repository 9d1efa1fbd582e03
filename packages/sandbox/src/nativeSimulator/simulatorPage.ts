import { DEMO_CUSTOMERS } from '../seed/demoCustomers';
import { escapeHtml } from '../server/api/pageForPeople';
import {
  NOT_IMPLEMENTED_CODE,
  SIMULATED_ERROR_CODE_MAX,
  SIMULATED_ERROR_CODE_MIN,
  SIMULATED_ERROR_MEANINGS,
  SIMULATED_METHODS,
  type SimulatedMethod,
  type SimulatedWebFallback,
} from './methods';
import { NATIVE_SIMULATOR_PATH, NATIVE_SIMULATOR_PROFILES, type SimulatorLanguage, type SimulatorProfile } from './profiles';

/** The route the app opens at first: the login, which every wrapper shows. */
export const DEFAULT_APP_ROUTE = '/login';

/** The answer delay a person can ask for: up to ten minutes, past the longest method time-out. */
export const MAX_ANSWER_DELAY_S = 600;

/** A result textarea shows this many lines at most; a person may make it taller. */
const MAX_RESULT_ROWS = 6;

/** What the app may tell the web on its own, as `{ name }` (the session bridge's `sessionChanged`). */
export const APP_NOTIFICATIONS = ['sessionChanged'] as const;

/** How the method table writes "no parameters". */
const NO_PARAMS = '–';

/** The page's own texts; method names, codes and JSON stay as the wire has them. */
const TEXTS = {
  'es-ES': {
    title: 'Simulador del contenedor nativo',
    subtitle: 'Banco Alba · sandbox · herramienta interna',
    intro: 'La web dentro de la app Android o iOS: el simulador hace de la app, recibe cada mensaje de la web y contesta como elijas.',
    otherLanguage: { href: '?lang=en-GB', label: 'English', lang: 'en-GB' },
    appHeading: 'La app',
    profile: 'Contenedor',
    route: 'Ruta al abrir',
    routeHint: 'Lo que va tras # en la dirección: /login, /posicion-global…',
    handshake: 'Arranque de un contenedor antiguo',
    handshakeFacts: 'Android e iOS antiguos: la web espera 1500 ms',
    handshakeAnswer: 'Plataforma y versión',
    handshakeNone: 'Sin respuesta (la web sigue como navegador)',
    reopen: 'Abrir de nuevo',
    frameTitle: 'La banca online dentro del contenedor simulado',
    answersHeading: 'Respuestas de la app',
    answersIntro: 'Lo que la app contesta a cada método de la tabla. Los cambios valen para la siguiente llamada.',
    filter: 'Buscar método',
    applyAllLabel: 'Poner todos en',
    applyAll: 'Aplicar',
    noParams: 'sin parámetros',
    mode: 'Respuesta',
    modes: {
      success: 'Éxito',
      error: 'Error',
      notImplemented: `${NOT_IMPLEMENTED_CODE} (la web usa su versión)`,
      none: 'Sin respuesta',
    },
    delay: 'Retraso (s)',
    result: 'Resultado (JSON)',
    code: 'Código de error',
    description: 'Descripción (opcional)',
    params: 'Parámetros',
    timeout: 'Espera',
    web: {
      browser: 'navegador: versión web',
      'not-implemented': 'navegador: no implementado',
      'not-available': 'navegador: no disponible',
    },
    logHeading: 'Mensajes recibidos',
    logIntro: 'Lo que la web ha enviado a la app y lo que se le ha contestado, lo más nuevo arriba.',
    clearLog: 'Vaciar',
    sessionHeading: 'Sesión de la app',
    sessionIntro:
      'La app inicia sesión con el banco, como en el teléfono, y pone sus perfiles en las respuestas de getActiveProfileId y getProfiles. Con Android 1.7.2 o iOS 1.7.4 la sesión es de la app y la web la toma.',
    customer: 'Cliente de demostración',
    signIn: 'Iniciar sesión en la app',
    signatureHeading: 'Firma en la app',
    signatureIntro:
      'Un pago que confirma la app lleva la firma del cliente, como en el navegador: el código que el banco envía a su móvil (el teléfono de demostración).',
    signatureCode: 'Código de firma',
    signatureSubmit: 'Firmar y confirmar',
    logEmpty: 'Aún no hay mensajes.',
    noScript: 'El simulador necesita JavaScript.',
    sections: 'Secciones',
    notifications: 'Avisos de la app a la web',
    notificationsFacts: 'Android 1.7.2 e iOS 1.7.4 o más',
    send: 'Enviar',
    jump: ['La app', 'Respuestas', 'Mensajes'],
  },
  'en-GB': {
    title: 'Native wrapper simulator',
    subtitle: 'Banco Alba · sandbox · internal tool',
    intro:
      'The web app inside the Android or iOS app: the simulator plays the app, receives every message of the web app and answers as you choose.',
    otherLanguage: { href: '?lang=es-ES', label: 'Español', lang: 'es-ES' },
    appHeading: 'The app',
    profile: 'Wrapper',
    route: 'Route to open',
    routeHint: 'What follows # in the address: /login, /posicion-global…',
    handshake: 'Start-up of a legacy wrapper',
    handshakeFacts: 'Legacy Android and iOS: the web app waits 1500 ms',
    handshakeAnswer: 'Platform and version',
    handshakeNone: 'No answer (the web app goes on as a browser)',
    reopen: 'Open again',
    frameTitle: 'Online banking inside the simulated wrapper',
    answersHeading: 'The app’s answers',
    answersIntro: 'What the app answers to each method of the table. Changes apply to the next call.',
    filter: 'Find a method',
    applyAllLabel: 'Set all to',
    applyAll: 'Apply',
    noParams: 'no parameters',
    mode: 'Answer',
    modes: {
      success: 'Success',
      error: 'Error',
      notImplemented: `${NOT_IMPLEMENTED_CODE} (the web app runs its own version)`,
      none: 'No answer',
    },
    delay: 'Delay (s)',
    result: 'Result (JSON)',
    code: 'Error code',
    description: 'Description (optional)',
    params: 'Parameters',
    timeout: 'Time-out',
    web: {
      browser: 'browser: web version',
      'not-implemented': 'browser: not implemented',
      'not-available': 'browser: not available',
    },
    logHeading: 'Messages received',
    logIntro: 'What the web app sent to the app and what it was answered, newest first.',
    clearLog: 'Clear',
    sessionHeading: 'The app’s session',
    sessionIntro:
      'The app signs in with the bank, as on the phone, and puts its profiles in the answers of getActiveProfileId and getProfiles. With Android 1.7.2 or iOS 1.7.4 the session is the app’s and the web app takes it.',
    customer: 'Demo customer',
    signIn: 'Sign the app in',
    signatureHeading: 'Signing in the app',
    signatureIntro:
      'A payment the app confirms carries the customer’s signature, as in the browser: the code the bank sends to their mobile (the demo phone).',
    signatureCode: 'Signature code',
    signatureSubmit: 'Sign and confirm',
    logEmpty: 'No messages yet.',
    noScript: 'The simulator needs JavaScript.',
    sections: 'Sections',
    notifications: 'The app’s notices to the web app',
    notificationsFacts: 'Android 1.7.2 and iOS 1.7.4 or later',
    send: 'Send',
    jump: ['The app', 'Answers', 'Messages'],
  },
} as const;

type Texts = (typeof TEXTS)[SimulatorLanguage];

const MS_PER_S = 1_000;
const S_PER_MIN = 60;

/** A time-out as a person reads it: `2 s`, `5 min`. */
function formatTimeout(timeoutMs: number): string {
  const seconds = timeoutMs / MS_PER_S;
  return seconds >= S_PER_MIN && seconds % S_PER_MIN === 0 ? `${seconds / S_PER_MIN} min` : `${seconds} s`;
}

/** JSON for a textarea: indented, so that a person can edit it. */
const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** One `<option>` per profile, each carrying what the page's script needs to play it. */
function profileOptions(selected: SimulatorProfile, lang: SimulatorLanguage): string {
  return NATIVE_SIMULATOR_PROFILES.map(
    (profile) =>
      `<option value="${escapeHtml(profile.id)}" data-platform="${profile.platform}" data-version="${escapeHtml(profile.version)}" ` +
      `data-transport="${profile.transport}" data-client="${profile.clientId}"${profile === selected ? ' selected' : ''}>` +
      `${escapeHtml(profile.label[lang])}</option>`,
  ).join('');
}

/** Every code the app may send, -1 to 74, the named ones with their meaning. */
function errorCodeOptions(): string {
  const options: string[] = [];
  for (let code = SIMULATED_ERROR_CODE_MIN; code <= SIMULATED_ERROR_CODE_MAX; code += 1) {
    const meaning = SIMULATED_ERROR_MEANINGS[code];
    options.push(`<option value="${code}">${meaning === undefined ? code : `${code} · ${escapeHtml(meaning)}`}</option>`);
  }
  return options.join('');
}

/** The samples of a method for each profile, when they differ: the page swaps an unedited one on a change of profile. */
function samplesByProfile(method: SimulatedMethod): string | undefined {
  const samples = Object.fromEntries(NATIVE_SIMULATOR_PROFILES.map((profile) => [profile.id, prettyJson(method.sampleResult(profile))]));
  return new Set(Object.values(samples)).size === 1 ? undefined : JSON.stringify(samples);
}

const modeOptions = (texts: Texts): string =>
  [
    ['success', texts.modes.success],
    ['error', texts.modes.error],
    ['not-implemented', texts.modes.notImplemented],
    ['none', texts.modes.none],
  ]
    .map(([value = '', label = '']) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');

/** A label that names its method to assistive technology: each card repeats the same visible words. */
const labelFor = (forId: string, text: string, method: string): string =>
  `<label for="${forId}">${escapeHtml(text)}<span class="visually-hidden"> (${escapeHtml(method)})</span></label>`;

function methodItem(method: SimulatedMethod, profile: SimulatorProfile, texts: Texts): string {
  const id = `method-${method.name}`;
  const name = escapeHtml(method.name);
  const sample = prettyJson(method.sampleResult(profile));
  const byProfile = samplesByProfile(method);
  const rows = Math.min(sample.split('\n').length, MAX_RESULT_ROWS);
  const web: SimulatedWebFallback = method.web;
  const params = method.params === NO_PARAMS ? escapeHtml(texts.noParams) : `<code>${escapeHtml(method.params)}</code>`;
  return `<li class="method" id="${id}" data-method="${name}" data-timeout-ms="${method.timeoutMs}" data-mode="success">
<div class="method-head"><h3 class="method-name"><code>${name}</code></h3><span class="mode-chip" aria-hidden="true">${escapeHtml(texts.modes.success)}</span></div>
<p class="method-facts"><span class="method-params"><span class="visually-hidden">${escapeHtml(texts.params)}: </span>${params}</span><span class="chip">${escapeHtml(texts.timeout)} ${formatTimeout(method.timeoutMs)}</span><span class="chip chip-${web}">${escapeHtml(texts.web[web])}</span></p>
<div class="method-controls">
<div class="field">${labelFor(`${id}-mode`, texts.mode, method.name)}<select id="${id}-mode" name="mode" data-setting>${modeOptions(texts)}</select></div>
<div class="field">${labelFor(`${id}-delay`, texts.delay, method.name)}<input id="${id}-delay" name="delay" type="number" min="0" max="${MAX_ANSWER_DELAY_S}" step="0.1" value="0" inputmode="decimal" data-setting></div>
</div>
<div class="method-success field">${labelFor(`${id}-result`, texts.result, method.name)}<textarea id="${id}-result" name="result" rows="${rows}" spellcheck="false" autocomplete="off" aria-describedby="${id}-result-status" data-setting${byProfile === undefined ? '' : ` data-samples="${escapeHtml(byProfile)}"`}>${escapeHtml(sample)}</textarea><p class="json-status" id="${id}-result-status" aria-live="polite"></p></div>
<div class="method-error" hidden>
<div class="field">${labelFor(`${id}-code`, texts.code, method.name)}<select id="${id}-code" name="code" data-setting data-error-codes></select></div>
<div class="field">${labelFor(`${id}-description`, texts.description, method.name)}<input id="${id}-description" name="description" type="text" autocomplete="off" data-setting></div>
</div>
</li>`;
}

/**
 * The legacy start-up's answer (docs/native-bridge.md, "Legacy wrappers"): the wrapper's platform
 * and version, or none, so that the web app's 1500 ms wait can be seen to run out.
 */
function handshakeItem(texts: Texts): string {
  const method = 'setWebAppStatus';
  return `<li class="method method-handshake" id="handshake" data-mode="success">
<div class="method-head"><h3 class="method-name">${escapeHtml(texts.handshake)}</h3><span class="mode-chip" aria-hidden="true">${escapeHtml(texts.handshakeAnswer)}</span></div>
<p class="method-facts"><code>${method} { status: 'BRIDGE_READY' }</code><span class="chip">${escapeHtml(texts.handshakeFacts)}</span></p>
<div class="method-controls">
<div class="field">${labelFor('handshake-mode', texts.mode, method)}<select id="handshake-mode" name="mode" data-setting><option value="success">${escapeHtml(texts.handshakeAnswer)}</option><option value="none">${escapeHtml(texts.handshakeNone)}</option></select></div>
<div class="field">${labelFor('handshake-delay', texts.delay, method)}<input id="handshake-delay" name="delay" type="number" min="0" max="${MAX_ANSWER_DELAY_S}" step="0.1" value="0" inputmode="decimal" data-setting></div>
</div>
</li>`;
}

/**
 * What the app tells the web on its own (a wrapper that owns the session, Android 1.7.2 and iOS
 * 1.7.4): a `bank-native-notification` event, sent when the person asks.
 */
function notificationsItem(texts: Texts): string {
  const buttons = APP_NOTIFICATIONS.map(
    (name) =>
      `<button type="button" class="button" data-notification="${escapeHtml(name)}">${escapeHtml(texts.send)} <code>${escapeHtml(name)}</code></button>`,
  ).join('');
  return `<li class="method method-notifications" id="notifications">
<div class="method-head"><h3 class="method-name">${escapeHtml(texts.notifications)}</h3></div>
<p class="method-facts"><code>bank-native-notification</code><span class="chip">${escapeHtml(texts.notificationsFacts)}</span></p>
<div class="notification-buttons">${buttons}</div>
</li>`;
}

export interface SimulatorPageOptions {
  lang: SimulatorLanguage;
  /** The profile chosen in the page's address (`?profile=`), else the first. */
  profile: SimulatorProfile;
  /** `http://api.bank.localhost:8080`: where the app signs in with the bank. */
  apiOrigin: string;
}

/**
 * The app's sign-in (issue 16 §2, §4): a seeded customer the app logs in as, with the bank's own
 * calls, so that a wrapper that owns the session has a real one to hand the web. Staff are not
 * customers of the app.
 */
function appSessionForm(apiOrigin: string, texts: Texts, lang: SimulatorLanguage): string {
  const customers = DEMO_CUSTOMERS.filter(({ identityKind }) => identityKind === 'CUSTOMER')
    .map(({ document, birthDate, pin, description, descriptionEsEs }) => {
      // Each customer described in the page's language (issue 42 §2).
      const described = lang === 'es-ES' ? descriptionEsEs : description;
      return `<option value="${escapeHtml(document)}" data-birth-date="${escapeHtml(birthDate)}" data-pin="${escapeHtml(pin)}">${escapeHtml(`${document} · ${described}`)}</option>`;
    })
    .join('');
  return `<form class="app-session" id="app-session" data-api-origin="${escapeHtml(apiOrigin)}" aria-labelledby="app-session-heading">
<h3 id="app-session-heading">${escapeHtml(texts.sessionHeading)}</h3>
<p class="hint">${escapeHtml(texts.sessionIntro)}</p>
<div class="field"><label for="app-customer">${escapeHtml(texts.customer)}</label><select id="app-customer" name="customer">${customers}</select></div>
<button type="submit" class="button">${escapeHtml(texts.signIn)}</button>
</form>
<form class="app-session app-signature" id="app-signature" aria-labelledby="app-signature-heading" hidden>
<h3 id="app-signature-heading">${escapeHtml(texts.signatureHeading)}</h3>
<p class="hint" id="app-signature-hint">${escapeHtml(texts.signatureIntro)}</p>
<div class="field"><label for="app-signature-code">${escapeHtml(texts.signatureCode)}</label><input id="app-signature-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required aria-describedby="app-signature-hint app-signature-problem"></div>
<p class="problem" id="app-signature-problem" role="alert"></p>
<button type="submit" class="button button-primary">${escapeHtml(texts.signatureSubmit)}</button>
</form>`;
}

/**
 * The simulator page (issue 16 §4): the profile chooser, the app in a phone-sized frame, an answer
 * mode per method of the table, and the log of what the app received. Written on the server in
 * the visitor's language; `simulator.js` brings it to life, and the frame stays empty until it
 * has, so that no message of the app is missed.
 */
export function simulatorPage({ lang, profile, apiOrigin }: SimulatorPageOptions): string {
  const texts = TEXTS[lang];
  const methods = SIMULATED_METHODS.map((method) => methodItem(method, profile, texts)).join('\n');
  const other = texts.otherLanguage;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(texts.title)} · Banco Alba</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${NATIVE_SIMULATOR_PATH}simulator.css">
<script src="${NATIVE_SIMULATOR_PATH}simulator.js" defer></script>
</head>
<body>
<header class="topbar">
<div class="brand"><span class="brand-mark" aria-hidden="true">A</span><div><h1>${escapeHtml(texts.title)}</h1><p class="subtitle">${escapeHtml(texts.subtitle)}</p></div></div>
<p class="intro">${escapeHtml(texts.intro)}</p>
<a class="language" href="${other.href}" hreflang="${other.lang}" lang="${other.lang}">${other.label}</a>
</header>
<nav class="jump" aria-label="${escapeHtml(texts.sections)}"><a href="#app-heading">${escapeHtml(texts.jump[0])}</a><a href="#answers-heading">${escapeHtml(texts.jump[1])}</a><a href="#log-heading">${escapeHtml(texts.jump[2])}</a></nav>
<noscript><p class="noscript">${escapeHtml(texts.noScript)}</p></noscript>
<main class="layout">
<section class="panel device-panel" aria-labelledby="app-heading">
<h2 id="app-heading">${escapeHtml(texts.appHeading)}</h2>
<form class="app-form" id="app-form">
<div class="field field-profile"><label for="profile">${escapeHtml(texts.profile)}</label><select id="profile" name="profile">${profileOptions(profile, lang)}</select></div>
<div class="field field-route"><label for="route">${escapeHtml(texts.route)}</label><input id="route" name="route" type="text" value="${DEFAULT_APP_ROUTE}" spellcheck="false" autocomplete="off" aria-describedby="route-hint"></div>
<button type="submit" class="button button-primary">${escapeHtml(texts.reopen)}</button>
<p class="hint" id="route-hint">${escapeHtml(texts.routeHint)}</p>
</form>
<div class="device" data-platform="${profile.platform}">
<iframe id="app-frame" title="${escapeHtml(texts.frameTitle)}"></iframe>
</div>
<p class="frame-address"><code id="frame-address"></code></p>
${appSessionForm(apiOrigin, texts, lang)}
</section>
<section class="panel answers-panel" aria-labelledby="answers-heading">
<div class="panel-head"><h2 id="answers-heading">${escapeHtml(texts.answersHeading)}</h2></div>
<p class="panel-intro">${escapeHtml(texts.answersIntro)}</p>
<div class="toolbar">
<div class="field"><label for="method-filter">${escapeHtml(texts.filter)}</label><input id="method-filter" type="search" autocomplete="off" spellcheck="false"></div>
<div class="field"><label for="all-mode">${escapeHtml(texts.applyAllLabel)}</label><select id="all-mode">${modeOptions(texts)}</select></div>
<button type="button" class="button" id="apply-all">${escapeHtml(texts.applyAll)}</button>
</div>
<ul class="methods" id="methods">
${handshakeItem(texts)}
${notificationsItem(texts)}
${methods}
</ul>
<template id="error-code-options">${errorCodeOptions()}</template>
</section>
<section class="panel log-panel" aria-labelledby="log-heading">
<div class="panel-head"><h2 id="log-heading">${escapeHtml(texts.logHeading)}</h2><button type="button" class="button button-quiet" id="clear-log">${escapeHtml(texts.clearLog)}</button></div>
<p class="panel-intro">${escapeHtml(texts.logIntro)}</p>
<div class="log-scroll" role="log" aria-labelledby="log-heading">
<p class="log-empty" id="log-empty">${escapeHtml(texts.logEmpty)}</p>
<ol class="log" id="log"></ol>
</div>
</section>
</main>
</body>
</html>
`;
}
