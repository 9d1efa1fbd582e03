/* global window, document, location, history, HTMLSelectElement */
/**
 * The native-wrapper simulator's page (issue 16 §4). It opens the app in its frame as the chosen
 * wrapper (`?native-simulator=<profile>`, which makes the sandbox put `wrapper.js` in the page),
 * receives what the app's web side sends through that wrapper, logs it, and answers each call as
 * the person using it chose for that method.
 */
(() => {
  'use strict';

  /** Marks the messages between this page and `wrapper.js` in the frame. */
  const CHANNEL = 'bank-native-simulator';
  const PARAMETER = 'native-simulator';
  /** The legacy start-up is this call, answered with the wrapper's platform and version. */
  const HANDSHAKE_METHOD = 'setWebAppStatus';
  /** The web app gives a legacy wrapper this long to answer its start-up (features.md §9). */
  const LEGACY_STARTUP_TIMEOUT_MS = 1_500;
  const NOT_IMPLEMENTED = 'NOT_IMPLEMENTED';
  const MS_PER_S = 1_000;
  const MS_PER_MIN = 60_000;
  /** The longest answer delay, as the page's delay fields say (`MAX_ANSWER_DELAY_S`). */
  const MAX_DELAY_S = 600;
  /** The log keeps the newest entries only, so a long session stays light. */
  const LOG_ENTRIES_KEPT = 500;
  /** A reply up to this many lines is shown unfolded in the log. */
  const REPLY_LINES_SHOWN_OPEN = 12;
  /** Where the answer settings are kept, for the tab's life: a reload of the page keeps them. */
  const SETTINGS_KEY = 'bank-native-simulator:settings';

  /** How each wrapper is seen in the page, for the log. */
  const transportOf = (profile) =>
    ({
      wrapper: 'window.bankNativeWrapper',
      'android-interface': 'window.BankAndroidBridge',
      'ios-frame': `bankapp://bridge · BancoAlbaApp/${profile.version}`,
    })[profile.transport] ?? profile.transport;

  const TEXTS = {
    'es-ES': {
      modes: { success: 'Éxito', error: 'Error', 'not-implemented': NOT_IMPLEMENTED, none: 'Sin respuesta' },
      call: 'Llamada',
      notification: 'Aviso',
      notice: 'App → web',
      system: 'Simulador',
      problem: 'Problema',
      id: 'id',
      params: 'Parámetros',
      reply: 'Respuesta enviada',
      opening: (label, url) => `Se abre la app como ${label}: ${url}`,
      installed: (label, transport) => `Contenedor ${label} instalado en la página (${transport})`,
      loaded: (page) => `Página cargada en el marco: ${page}`,
      blocked: 'El marco no muestra una página de la app: se ha bloqueado o es de otro origen.',
      notificationNote: 'Aviso sin id: la app no contesta.',
      loginNote: 'La app mostraría su propio inicio de sesión.',
      pending: (seconds) => `Contestará dentro de ${seconds} s…`,
      answeredSuccess: 'Contestado con éxito.',
      answeredError: (code, meaning) => `Contestado con el error ${code}${meaning ? ` (${meaning})` : ''}.`,
      answeredNotImplemented: `Contestado ${NOT_IMPLEMENTED}: la web usa su versión de navegador.`,
      noAnswer: (timeout) => `Sin respuesta: la web dejará de esperar a los ${timeout} y fallará con TIMEOUT.`,
      handshakeAnswered: 'Arranque contestado con plataforma y versión.',
      handshakeNone: `Arranque sin respuesta: a los ${LEGACY_STARTUP_TIMEOUT_MS} ms la web usa las versiones del navegador.`,
      unknownMethod: `Método fuera de la tabla: contestado ${NOT_IMPLEMENTED}.`,
      invalidResult: (reason) => `Sin respuesta: el resultado no es JSON válido (${reason}).`,
      notJson: 'Mensaje que no es JSON:',
      badShape: 'Mensaje sin la forma { id?, method, params }:',
      malformed: 'Marco bankapp:// con un mensaje mal codificado:',
      undeliverable: (id) => `La respuesta a ${id} no se ha entregado: la web aún no ha definido bankNativeLegacyReply.`,
      notificationSent: (name) => `Aviso ${name} enviado a la web.`,
      notificationNotSent: 'Solo un contenedor Android 1.7.2 o iOS 1.7.4 o más avisa a la web: abre la app con uno de ellos.',
      jsonBad: (reason) => `JSON no válido: ${reason}`,
      appSignedIn: (document, count) =>
        `La app ha iniciado sesión como ${document}: sus ${count} perfiles son ahora las respuestas de getProfiles y getActiveProfileId.`,
      appSignInRefused: (status) => `El banco no ha aceptado el inicio de sesión de la app (HTTP ${status}).`,
      appSignInFailed: (reason) => `La app no ha podido iniciar sesión: ${reason}.`,
      operationConfirmed: (id) => `La app ha confirmado la operación ${id} en el banco.`,
      operationNotConfirmed: (id, reason) => `La app no ha podido confirmar la operación ${id} en el banco: ${reason}.`,
      signatureAsked: (id, deliveredTo) =>
        `El banco pide la firma del cliente para confirmar la operación ${id}: código enviado por ${deliveredTo}.`,
      signatureWrong: 'El banco no ha aceptado el código: escribe el último que ha llegado al teléfono.',
      signatureFailed: (reason) => `La app no ha podido pedir la firma: ${reason}.`,
    },
    'en-GB': {
      modes: { success: 'Success', error: 'Error', 'not-implemented': NOT_IMPLEMENTED, none: 'No answer' },
      call: 'Call',
      notification: 'Notice',
      notice: 'App → web',
      system: 'Simulator',
      problem: 'Problem',
      id: 'id',
      params: 'Parameters',
      reply: 'Reply sent',
      opening: (label, url) => `Opening the app as ${label}: ${url}`,
      installed: (label, transport) => `${label} wrapper installed in the page (${transport})`,
      loaded: (page) => `Page loaded in the frame: ${page}`,
      blocked: 'The frame does not show a page of the app: it was blocked or is of another origin.',
      notificationNote: 'Notice without an id: the app does not answer.',
      loginNote: 'The app would show its own login.',
      pending: (seconds) => `Will answer in ${seconds} s…`,
      answeredSuccess: 'Answered with success.',
      answeredError: (code, meaning) => `Answered with error ${code}${meaning ? ` (${meaning})` : ''}.`,
      answeredNotImplemented: `Answered ${NOT_IMPLEMENTED}: the web app runs its browser version.`,
      noAnswer: (timeout) => `No answer: the web app stops waiting after ${timeout} and fails with TIMEOUT.`,
      handshakeAnswered: 'Start-up answered with platform and version.',
      handshakeNone: `Start-up not answered: after ${LEGACY_STARTUP_TIMEOUT_MS} ms the web app uses the browser versions.`,
      unknownMethod: `A method outside the table: answered ${NOT_IMPLEMENTED}.`,
      invalidResult: (reason) => `No answer: the result is not valid JSON (${reason}).`,
      notJson: 'A message that is not JSON:',
      badShape: 'A message without the shape { id?, method, params }:',
      malformed: 'A bankapp:// frame with a badly encoded message:',
      undeliverable: (id) => `The reply to ${id} was not delivered: the web app has not defined bankNativeLegacyReply yet.`,
      notificationSent: (name) => `Notice ${name} sent to the web app.`,
      notificationNotSent: 'Only an Android 1.7.2 or iOS 1.7.4 (or later) wrapper notifies the web app: open the app with one of them.',
      jsonBad: (reason) => `Invalid JSON: ${reason}`,
      appSignedIn: (document, count) =>
        `The app signed in as ${document}: its ${count} profiles are now the answers of getProfiles and getActiveProfileId.`,
      appSignInRefused: (status) => `The bank did not accept the app's sign-in (HTTP ${status}).`,
      appSignInFailed: (reason) => `The app could not sign in: ${reason}.`,
      operationConfirmed: (id) => `The app confirmed operation ${id} with the bank.`,
      operationNotConfirmed: (id, reason) => `The app could not confirm operation ${id} with the bank: ${reason}.`,
      signatureAsked: (id, deliveredTo) =>
        `The bank asks for the customer’s signature to confirm operation ${id}: code sent by ${deliveredTo}.`,
      signatureWrong: 'The bank did not accept the code: type the last one the phone received.',
      signatureFailed: (reason) => `The app could not ask for the signature: ${reason}.`,
    },
  };

  const lang = document.documentElement.lang === 'es-ES' ? 'es-ES' : 'en-GB';
  const t = TEXTS[lang];

  const byId = (id) => document.getElementById(id);
  const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    // A long JSON block scrolls: the keyboard reaches it as a mouse does.
    if (tag === 'pre') node.tabIndex = 0;
    return node;
  };

  const form = byId('app-form');
  const profileSelect = byId('profile');
  const routeInput = byId('route');
  const device = document.querySelector('.device');
  const address = byId('frame-address');
  const log = byId('log');
  const logEmpty = byId('log-empty');
  let frame = byId('app-frame');
  /** The profile the frame was last opened with: what the wrapper in it plays. */
  let openedProfile;

  // ---- Settings kept for the tab's life ----

  const settingControls = () => [...document.querySelectorAll('[data-setting]')];

  const saveSettings = () => {
    const settings = {};
    for (const control of settingControls()) settings[control.id] = control.value;
    try {
      sessionStorage.setItem(SETTINGS_KEY, JSON.stringify({ profile: profileSelect.value, route: routeInput.value, settings }));
    } catch {
      // Storage may be off: the settings then last as long as the page.
    }
  };

  const restoreSettings = () => {
    let saved;
    try {
      saved = JSON.parse(sessionStorage.getItem(SETTINGS_KEY) ?? 'null');
    } catch {
      return;
    }
    if (!isRecord(saved)) return;
    if (typeof saved.route === 'string') routeInput.value = saved.route;
    // The page's address names the profile when it was opened with one; else the tab's last.
    const asked = new URL(location.href).searchParams.get('profile');
    if (asked === null && typeof saved.profile === 'string' && [...profileSelect.options].some((option) => option.value === saved.profile))
      profileSelect.value = saved.profile;
    if (!isRecord(saved.settings)) return;
    for (const control of settingControls()) {
      const value = saved.settings[control.id];
      if (typeof value !== 'string') continue;
      // A choice this page no longer offers (an older page's) leaves the control as it is.
      if (control instanceof HTMLSelectElement && ![...control.options].some((option) => option.value === value)) continue;
      control.value = value;
    }
  };

  // ---- Profiles ----

  const profileOf = (option) => ({
    id: option.value,
    label: option.textContent,
    platform: option.dataset.platform,
    version: option.dataset.version,
    transport: option.dataset.transport,
    clientId: option.dataset.client,
  });
  const selectedProfile = () => profileOf(profileSelect.selectedOptions[0] ?? profileSelect.options[0]);

  /** The route as the hash wants it: `/login` from `login`, `#/login` or `/login`. */
  const normalRoute = (route) => {
    const path = route.trim().replace(/^#/, '');
    return path.startsWith('/') ? path : `/${path}`;
  };

  const appUrl = (profile) => {
    const url = new URL(`/clients/${profile.clientId}/`, location.origin);
    url.searchParams.set(PARAMETER, profile.id);
    url.hash = normalRoute(routeInput.value);
    return `${url.pathname}${url.search}${url.hash}`;
  };

  /** Keeps the chosen profile in the page's address, so a reload or a shared link opens it again. */
  const rememberProfile = (profile) => {
    const url = new URL(location.href);
    url.searchParams.set('profile', profile.id);
    history.replaceState(null, '', `${url.pathname}${url.search}`);
  };

  // ---- The frame ----

  /**
   * A new frame each time: setting the same address again (or one that differs only after #)
   * would not reload the page, and a new frame also leaves behind any late message of the old one.
   */
  const openApp = () => {
    const profile = selectedProfile();
    openedProfile = profile;
    const url = appUrl(profile);
    const fresh = frame.cloneNode(false);
    fresh.removeAttribute('src');
    fresh.addEventListener('load', onFrameLoad);
    fresh.src = url;
    frame.replaceWith(fresh);
    frame = fresh;
    device.dataset.platform = profile.platform;
    address.textContent = url;
    addEntry('system', { note: t.opening(profile.label, url) });
  };

  function onFrameLoad() {
    let page;
    try {
      const where = frame.contentWindow.location;
      if (where.origin === location.origin && where.href !== 'about:blank') page = `${where.pathname}${where.search}${where.hash}`;
    } catch {
      // A page of another origin, or the browser's own page for a blocked one: nothing to read.
    }
    if (page === undefined) {
      addEntry('problem', { note: t.blocked });
      return;
    }
    address.textContent = page;
    addEntry('system', { note: t.loaded(page) });
  }

  // ---- The log ----

  const clock = () => {
    const now = new Date();
    const time = now.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
    return { iso: now.toISOString(), text: `${time}.${String(now.getMilliseconds()).padStart(3, '0')}` };
  };

  const json = (value) => JSON.stringify(value, null, 2);

  /**
   * Adds an entry at the top of the log. `kind` is call, notification (from the web app), notice
   * (from the app), system or problem.
   * @returns a handle to write the entry's outcome once it is known.
   */
  function addEntry(kind, { method, id, params, note, raw } = {}) {
    const item = element('li', `entry entry-${kind}`);
    const head = element('div', 'entry-head');
    const { iso, text } = clock();
    const time = element('time', 'entry-time', text);
    time.dateTime = iso;
    head.append(time, element('span', `tag tag-${kind}`, t[kind]));
    if (method !== undefined) head.append(element('code', 'entry-method', method));
    item.append(head);
    if (id !== undefined || params !== undefined) {
      const facts = element('dl', 'entry-facts');
      if (id !== undefined) facts.append(element('dt', '', t.id), wrap(element('dd'), element('code', '', id)));
      if (params !== undefined) facts.append(element('dt', '', t.params), wrap(element('dd'), element('pre', '', json(params))));
      item.append(facts);
    }
    if (raw !== undefined) item.append(element('pre', 'entry-raw', raw));
    const outcome = element('p', 'entry-outcome', note);
    if (note === undefined) outcome.hidden = true;
    item.append(outcome);
    log.prepend(item);
    while (log.children.length > LOG_ENTRIES_KEPT) log.lastElementChild.remove();
    logEmpty.hidden = true;
    return {
      outcome: (status, message, reply) => {
        outcome.hidden = false;
        outcome.className = `entry-outcome outcome-${status}`;
        outcome.textContent = message;
        item.querySelector('.entry-reply')?.remove();
        if (reply !== undefined) {
          const sent = element('details', 'entry-reply');
          const text = json(reply);
          sent.append(element('summary', '', t.reply), element('pre', '', text));
          // A long reply (the profiles) stays folded, so the log still shows the calls around it.
          sent.open = text.split('\n').length <= REPLY_LINES_SHOWN_OPEN;
          item.append(sent);
        }
      },
    };
  }

  function wrap(parent, child) {
    parent.append(child);
    return parent;
  }

  byId('clear-log').addEventListener('click', () => {
    log.replaceChildren();
    logEmpty.hidden = false;
  });

  // ---- Methods and their answers ----

  const methods = new Map();
  const codeOptions = byId('error-code-options').content;

  const formatTimeout = (ms) => (ms >= MS_PER_MIN ? `${ms / MS_PER_MIN} min` : `${ms / MS_PER_S} s`);

  const delayOf = (input) => {
    const seconds = Number(input.value);
    return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_DELAY_S) : 0;
  };

  const checkResult = (textarea, status) => {
    try {
      JSON.parse(textarea.value);
      textarea.removeAttribute('aria-invalid');
      status.textContent = '';
      status.className = 'json-status';
      return true;
    } catch (error) {
      textarea.setAttribute('aria-invalid', 'true');
      status.textContent = t.jsonBad(error.message);
      status.className = 'json-status json-status-bad';
      return false;
    }
  };

  for (const item of document.querySelectorAll('.method[data-method]')) {
    const control = (name) => item.querySelector(`[name="${name}"]`);
    const method = {
      item,
      name: item.dataset.method,
      timeoutMs: Number(item.dataset.timeoutMs),
      mode: control('mode'),
      delay: control('delay'),
      result: control('result'),
      code: control('code'),
      description: control('description'),
      status: item.querySelector('.json-status'),
      chip: item.querySelector('.mode-chip'),
      success: item.querySelector('.method-success'),
      error: item.querySelector('.method-error'),
    };
    method.code.append(codeOptions.cloneNode(true));
    method.code.value = '-1';
    methods.set(method.name, method);
  }

  /** The legacy start-up's answer: platform and version, or none. */
  const handshakeItem = byId('handshake');
  const handshake = {
    item: handshakeItem,
    mode: byId('handshake-mode'),
    delay: byId('handshake-delay'),
    chip: handshakeItem.querySelector('.mode-chip'),
  };
  const showHandshakeMode = () => {
    handshake.item.dataset.mode = handshake.mode.value;
    handshake.chip.textContent = handshake.mode.value === 'none' ? t.modes.none : (handshake.mode.selectedOptions[0]?.textContent ?? '');
  };

  const showMode = (method) => {
    const mode = method.mode.value;
    method.item.dataset.mode = mode;
    method.chip.textContent = t.modes[mode];
    method.success.hidden = mode !== 'success';
    method.error.hidden = mode !== 'error';
  };

  /** Swaps a sample that differs by profile (the device data) for the profile's, unless the person has edited it. */
  const followProfile = (profile) => {
    for (const method of methods.values()) {
      const samples = method.result.dataset.samples;
      if (samples === undefined) continue;
      const byProfile = JSON.parse(samples);
      if (Object.values(byProfile).includes(method.result.value)) method.result.value = byProfile[profile.id];
      checkResult(method.result, method.status);
    }
  };

  // ---- Answering ----

  const postToFrame = (target, replyText) => target?.postMessage({ channel: CHANNEL, kind: 'reply', reply: replyText }, location.origin);

  /** An app notice (`bank-native-notification`), which only the new wrapper object delivers. */
  const notifyApp = (name) => {
    const profile = openedProfile ?? selectedProfile();
    if (profile.transport !== 'wrapper') {
      addEntry('problem', { note: t.notificationNotSent });
      return;
    }
    const detail = { name };
    frame.contentWindow?.postMessage({ channel: CHANNEL, kind: 'notification', notification: JSON.stringify(detail) }, location.origin);
    addEntry('notice', { method: name, note: t.notificationSent(name), params: detail });
  };

  /** Sends a reply now or after the delay asked for, to the frame that asked. */
  const answer = (entry, target, reply, delayS, status, message) => {
    const send = () => {
      postToFrame(target, JSON.stringify(reply));
      entry.outcome(status, message, reply);
    };
    if (delayS <= 0) {
      send();
      return;
    }
    entry.outcome('pending', t.pending(delayS));
    setTimeout(send, delayS * MS_PER_S);
  };

  const answerHandshake = (entry, target, id) => {
    const profile = openedProfile ?? selectedProfile();
    if (handshake.mode.value === 'none') {
      entry.outcome('none', t.handshakeNone);
      return;
    }
    const reply = { id, result: { platform: profile.platform, version: profile.version } };
    answer(entry, target, reply, delayOf(handshake.delay), 'success', t.handshakeAnswered);
  };

  const answerCall = (entry, target, id, method, params) => {
    const delayS = delayOf(method.delay);
    switch (method.mode.value) {
      case 'success': {
        let result;
        try {
          result = JSON.parse(method.result.value);
        } catch (error) {
          entry.outcome('problem', t.invalidResult(error.message));
          return;
        }
        answer(entry, target, { id, result }, delayS, 'success', t.answeredSuccess);
        if (method.name === VALIDATION_METHOD && result?.validated === true) void confirmWithTheBank(params?.processId);
        return;
      }
      case 'error': {
        const code = Number(method.code.value);
        const description = method.description.value.trim();
        const meaning = method.code.selectedOptions[0]?.textContent.split(' · ')[1];
        const error = description === '' ? { code } : { code, description };
        answer(entry, target, { id, error }, delayS, 'error', t.answeredError(code, description || meaning));
        return;
      }
      case 'not-implemented':
        answer(entry, target, { id, error: { code: NOT_IMPLEMENTED } }, delayS, 'not-implemented', t.answeredNotImplemented);
        return;
      default:
        entry.outcome('none', t.noAnswer(formatTimeout(method.timeoutMs)));
    }
  };

  /** One message of the web app: checked, logged, and answered when it is a call. */
  const receive = (text, target) => {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      addEntry('problem', { note: t.notJson, raw: text });
      return;
    }
    if (!isRecord(message) || typeof message.method !== 'string' || (message.id !== undefined && typeof message.id !== 'string')) {
      addEntry('problem', { note: t.badShape, raw: text });
      return;
    }
    const { id, method: name, params } = message;
    if (id === undefined) {
      addEntry('notification', {
        method: name,
        params,
        note: name === 'login' ? `${t.notificationNote} ${t.loginNote}` : t.notificationNote,
      });
      return;
    }
    const entry = addEntry('call', { method: name, id, params });
    if (name === HANDSHAKE_METHOD) answerHandshake(entry, target, id);
    else if (methods.has(name)) answerCall(entry, target, id, methods.get(name), params);
    else answer(entry, target, { id, error: { code: NOT_IMPLEMENTED } }, 0, 'not-implemented', t.unknownMethod);
  };

  window.addEventListener('message', (event) => {
    // Only the wrapper in this page's frame speaks here; whatever else posts a message is ignored.
    if (event.origin !== location.origin || event.source === null || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!isRecord(data) || data.channel !== CHANNEL || typeof data.kind !== 'string') return;
    if (typeof data.page === 'string') address.textContent = data.page;
    switch (data.kind) {
      case 'installed': {
        const profile = openedProfile ?? selectedProfile();
        addEntry('system', { note: t.installed(profile.label, transportOf(profile)) });
        return;
      }
      case 'message':
        if (typeof data.message === 'string') receive(data.message, event.source);
        return;
      case 'malformed':
        addEntry('problem', { note: t.malformed, raw: String(data.text) });
        return;
      case 'undeliverable':
        addEntry('problem', { note: t.undeliverable(String(data.id)) });
        return;
      default:
    }
  });

  // ---- The app's session ----

  /** What the bank's JSON answers start with, against JSON hijacking (shell.md §7). */
  const ANTI_HIJACK_PREFIX = ")]}',\n";
  /** The app's validation: once the customer passes it, the app confirms the operation with the bank, as on the phone. */
  const VALIDATION_METHOD = 'runMobileValidation';
  /** The access token of the app's signed-in profile, for the calls the app makes itself. */
  let appAccessToken = null;

  /** Parses a bank's JSON answer, which starts with the anti-hijacking prefix. */
  const bodyOf = async (response) => {
    const text = await response.text();
    try {
      return JSON.parse(text.startsWith(ANTI_HIJACK_PREFIX) ? text.slice(ANTI_HIJACK_PREFIX.length) : text);
    } catch {
      return {};
    }
  };
  const bankHeaders = () => ({ authorization: `Bearer ${appAccessToken}`, 'x-xsrf-token': readCookie('XSRF-TOKEN') ?? '' });

  /**
   * Confirms the operation the customer validated in the app. A payment needs the customer's
   * signature as well (the bank answers `step_up_required`): the app asks the bank to send the
   * code to their phone and confirms again with the ticket that code buys.
   */
  const confirmWithTheBank = async (processId, ticket) => {
    if (typeof processId !== 'string' || appAccessToken === null) return;
    const api = sessionForm.dataset.apiOrigin;
    try {
      const response = await fetch(
        `${api}/genoma_api/rest/mobileconfirmation/pending-operations/${encodeURIComponent(processId)}/confirm`,
        {
          method: 'POST',
          credentials: 'include',
          headers: { ...bankHeaders(), ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }) },
        },
      );
      if (response.status === 403 && ticket === undefined && (await bodyOf(response)).error === 'step_up_required') {
        await askForSignature(processId);
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      addEntry('system', { note: t.operationConfirmed(processId) });
    } catch (error) {
      addEntry('problem', { note: t.operationNotConfirmed(processId, error.message) });
    }
  };

  const signatureForm = byId('app-signature');
  const signatureCode = byId('app-signature-code');
  const signatureProblem = byId('app-signature-problem');
  /** The operation waiting for the customer's code, while the signature form shows. */
  let operationToSign = null;

  const askForSignature = async (processId) => {
    const api = sessionForm.dataset.apiOrigin;
    const response = await fetch(`${api}/genoma_api/rest/otp`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'x-xsrf-token': readCookie('XSRF-TOKEN') ?? '' },
    });
    if (!response.ok) {
      addEntry('problem', { note: t.signatureFailed(`HTTP ${response.status}`) });
      return;
    }
    const { deliveredTo } = await bodyOf(response);
    operationToSign = processId;
    signatureCode.value = '';
    signatureProblem.textContent = '';
    signatureForm.hidden = false;
    addEntry('system', { note: t.signatureAsked(processId, String(deliveredTo ?? '')) });
    signatureCode.focus();
  };

  signatureForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const processId = operationToSign;
    if (processId === null) return;
    const api = sessionForm.dataset.apiOrigin;
    fetch(`${api}/saf/tpa/generate-ticket`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': readCookie('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({
        otp: signatureCode.value.trim(),
        authenticationContext: { clientId: 'bank-app', identifyeeType: 'CUSTOMER', scopes: ['payments:sign'] },
        mrdInfo: { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 },
      }),
    })
      .then(async (response) => {
        if (response.status === 401) {
          signatureProblem.textContent = t.signatureWrong;
          signatureCode.focus();
          return;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { ticket, accessTokens } = await bodyOf(response);
        // The step-up gives the session fresh tokens: the app's calls go on with the new one.
        const active = accessTokens?.find((entry) => entry.default) ?? accessTokens?.[0];
        if (active?.accessToken) appAccessToken = active.accessToken;
        operationToSign = null;
        signatureForm.hidden = true;
        await confirmWithTheBank(processId, ticket);
      })
      .catch((error) => addEntry('problem', { note: t.signatureFailed(error.message) }));
  });

  const readCookie = (name) =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  /**
   * Signs the app in as a demo customer with the bank's own calls, as the app does on the phone:
   * the configuration (which gives the XSRF cookie), the login, then the profiles' tokens. The
   * profiles, without their refresh tokens (the app keeps those), become the answers of
   * getProfiles and getActiveProfileId; a wrapper that owns the session is told it changed.
   */
  const signAppIn = async (option) => {
    const api = sessionForm.dataset.apiOrigin;
    const profile = openedProfile ?? selectedProfile();
    if (readCookie('XSRF-TOKEN') === undefined) await fetch(`${api}/config/appConfig`, { credentials: 'include' });
    const login = await fetch(`${api}/genoma_api/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': readCookie('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ document: option.value, birthDate: option.dataset.birthDate, pin: option.dataset.pin }),
    });
    if (!login.ok) throw new Error(t.appSignInRefused(login.status));
    const answer = await fetch(`${api}/genoma_api/saf/tpa/accesstoken`, {
      credentials: 'include',
      headers: { 'x-device-brand': profile.platform },
    });
    if (!answer.ok) throw new Error(t.appSignInRefused(answer.status));
    const text = await answer.text();
    const { accessTokens } = JSON.parse(text.startsWith(ANTI_HIJACK_PREFIX) ? text.slice(ANTI_HIJACK_PREFIX.length) : text);
    const profiles = accessTokens.map((entry) => {
      const handed = { ...entry };
      delete handed.refreshToken;
      return handed;
    });
    const active = profiles.find((entry) => entry.default) ?? profiles[0];
    appAccessToken = active?.accessToken ?? null;
    const setAnswer = (name, result) => {
      const method = methods.get(name);
      method.mode.value = 'success';
      method.result.value = JSON.stringify(result, null, 2);
      showMode(method);
      checkResult(method.result, method.status);
    };
    setAnswer('getProfiles', profiles);
    setAnswer('getActiveProfileId', { profileId: active?.profileId ?? null });
    saveSettings();
    addEntry('system', { note: t.appSignedIn(option.value, profiles.length) });
    notifyApp('sessionChanged');
  };

  const sessionForm = byId('app-session');
  sessionForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const option = byId('app-customer').selectedOptions[0];
    if (!option) return;
    signAppIn(option).catch((error) => addEntry('problem', { note: t.appSignInFailed(error.message) }));
  });

  // ---- Controls ----

  restoreSettings();
  for (const method of methods.values()) {
    showMode(method);
    checkResult(method.result, method.status);
    method.mode.addEventListener('change', () => showMode(method));
    method.result.addEventListener('input', () => checkResult(method.result, method.status));
  }
  followProfile(selectedProfile());
  showHandshakeMode();
  handshake.mode.addEventListener('change', showHandshakeMode);

  document.addEventListener('change', saveSettings);
  document.addEventListener('input', saveSettings);

  byId('method-filter').addEventListener('input', (event) => {
    const wanted = event.target.value.trim().toLocaleLowerCase(lang);
    for (const method of methods.values()) method.item.hidden = !method.name.toLocaleLowerCase(lang).includes(wanted);
  });

  for (const button of document.querySelectorAll('[data-notification]'))
    button.addEventListener('click', () => notifyApp(button.dataset.notification));

  byId('apply-all').addEventListener('click', () => {
    const mode = byId('all-mode').value;
    for (const method of methods.values()) {
      method.mode.value = mode;
      showMode(method);
    }
    saveSettings();
  });

  profileSelect.addEventListener('change', () => {
    const profile = selectedProfile();
    followProfile(profile);
    rememberProfile(profile);
    saveSettings();
    openApp();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    openApp();
  });

  openApp();
})();
