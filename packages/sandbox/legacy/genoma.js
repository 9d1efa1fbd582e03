/*
 * The bank's previous web app ("Genoma"), as far as the shell meets it: a classic script that
 * registers itself on window.genomaApp. The shell loads it 15 s after a login and hands it the
 * access token every time the token changes (shell.md §4 and §9).
 *
 * It also draws what the legacy overlay shows (features.md §4.10): the one-time-password step of a
 * security process and the legacy modals, each inside the container the shell gives it. The shell
 * shows its overlay slot when one opens and hides it when the container is empty again, so each
 * dialog removes everything it added when it ends. The page's Content-Security-Policy allows no
 * inline styles: every rule is in genoma.css, linked once, and the script only sets classes.
 */
(function registerGenoma(global) {
  'use strict';

  const document = global.document;
  /** Same origin as the page, beside this script (`/legacy/` on the app host). */
  const STYLESHEET_PATH = '/legacy/genoma.css';
  /** How long a dialog waits, hidden, for its styles before it shows unstyled: never forever. */
  const STYLESHEET_WAIT_MS = 3000;
  const CODE_PATTERN = /^[0-9]{6}$/;
  const CODE_LENGTH = '6';
  const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';
  const DEFAULT_LANGUAGE = 'en-GB';
  /** `deliveredTo: "SMS ***1234"`: said in the page's language, "por SMS al ***1234" (issue 42 §2). */
  const TEXT_MESSAGE_DELIVERY = /^SMS\s+(\S.*)$/;
  const textMessageNumberOf = (deliveredTo) => TEXT_MESSAGE_DELIVERY.exec(deliveredTo)?.[1] ?? null;

  const TEXTS = {
    'es-ES': {
      title: 'Confirma la operación',
      sending: 'Enviando el código…',
      sent: (deliveredTo) => {
        const number = textMessageNumberOf(deliveredTo);
        return number === null
          ? `Te hemos enviado un código de 6 cifras a ${deliveredTo}.`
          : `Te hemos enviado un código de 6 cifras por SMS al ${number}.`;
      },
      codeLabel: 'Código de verificación',
      confirm: 'Confirmar',
      confirming: 'Confirmando…',
      cancel: 'Cancelar',
      sendAnother: 'Enviar otro código',
      close: 'Cerrar',
      notSixDigits: 'Escribe las 6 cifras del código.',
      wrongCode: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
      expired: 'El código ha caducado. Te hemos enviado otro.',
      confirmFailed: 'No hemos podido confirmar la operación. Inténtalo de nuevo.',
      sendFailed: 'No hemos podido enviarte el código. Inténtalo de nuevo más tarde.',
      classic: 'Versión clásica',
      classicHelp: 'Todo lo que hacías aquí sigue funcionando igual.',
      conditions: 'Condiciones',
    },
    'en-GB': {
      title: 'Confirm the operation',
      sending: 'Sending the code…',
      sent: (deliveredTo) => {
        const number = textMessageNumberOf(deliveredTo);
        return number === null
          ? `We have sent a 6-digit code to ${deliveredTo}.`
          : `We have sent a 6-digit code by text message to ${number}.`;
      },
      codeLabel: 'Verification code',
      confirm: 'Confirm',
      confirming: 'Confirming…',
      cancel: 'Cancel',
      sendAnother: 'Send another code',
      close: 'Close',
      notSixDigits: 'Enter the 6 digits of the code.',
      wrongCode: 'That code is not right. Check it and try again.',
      expired: 'That code has expired. We have sent you another one.',
      confirmFailed: 'We could not confirm the operation. Please try again.',
      sendFailed: 'We could not send you the code. Please try again later.',
      classic: 'Classic version',
      classicHelp: 'Everything you did here still works the same.',
      conditions: 'Terms',
    },
  };

  /**
   * The pages the classic online bank still serves, with what each shows: the bank's current
   * conditions, in both languages. A page not listed has no classic content, and renderContent
   * leaves its container empty, so that no page shows a classic box with nothing in it.
   */
  const CLASSIC_PAGES = {
    mortgage: {
      'es-ES': {
        intro: 'Hipoteca Naranja: sin comisiones de apertura ni de estudio, para comprar tu vivienda habitual.',
        rows: [
          ['Tipo fijo', '2,45 % TIN (2,71 % TAE)'],
          ['Tipo mixto', '2,15 % TIN los 10 primeros años; después, Euríbor + 0,69 %'],
          ['Plazo', 'hasta 30 años'],
          ['Financiación', 'hasta el 80 % del valor de tasación'],
        ],
      },
      'en-GB': {
        intro: 'Hipoteca Naranja: no arrangement or assessment fees, to buy your main home.',
        rows: [
          ['Fixed rate', '2.45% nominal (2.71% APR)'],
          ['Mixed rate', '2.15% nominal for the first 10 years; then Euribor + 0.69%'],
          ['Term', 'up to 30 years'],
          ['Loan', 'up to 80% of the valuation'],
        ],
      },
    },
    broker: {
      'es-ES': {
        intro: 'Bróker Naranja: compra y vende acciones y ETF de los principales mercados.',
        rows: [
          ['Mercado español', '3 € por operación hasta 3.000 €; 0,10 % por encima'],
          ['Mercados europeos y de EE. UU.', '8 € por operación'],
          ['Custodia', 'gratis'],
          ['Horario del mercado español', 'de 9:00 a 17:30, de lunes a viernes'],
        ],
      },
      'en-GB': {
        intro: 'Bróker Naranja: buy and sell shares and ETFs on the main markets.',
        rows: [
          ['Spanish market', '€3 per trade up to €3,000; 0.10% above'],
          ['European and US markets', '€8 per trade'],
          ['Custody', 'free'],
          ['Spanish market hours', '9:00 to 17:30, Monday to Friday'],
        ],
      },
    },
  };

  let accessToken = null;
  let tokenUpdates = 0;
  /** The open one-time-password step, or null. */
  let securityStep = null;
  /** The open dialogs, newest last: the newest one takes the keyboard. */
  const layers = [];
  /** Makes the ids of each dialog's parts unique in the page. */
  let serial = 0;
  /** 'none' until a dialog first needs it, 'loading', then 'settled' (loaded, failed or waited for). */
  let stylesheetState = 'none';
  const waitingForStyles = [];

  const isRecord = (value) => typeof value === 'object' && value !== null;
  const isElement = (value) => isRecord(value) && value.nodeType === 1 && typeof value.appendChild === 'function';
  const languageOf = (language) => (Object.prototype.hasOwnProperty.call(TEXTS, language) ? language : DEFAULT_LANGUAGE);

  /**
   * Throws one TypeError naming every problem of `options` at once; `checks` maps an option's name
   * to [its test, what it must be].
   */
  function checkOptions(method, options, checks) {
    if (!isRecord(options)) throw new TypeError(`genomaApp.${method}: the options must be an object`);
    const problems = Object.keys(checks)
      .filter((name) => !checks[name][0](options[name]))
      .map((name) => `options.${name} must be ${checks[name][1]}`);
    if (problems.length > 0) throw new TypeError(`genomaApp.${method}: ${problems.join('; ')}`);
  }

  const AN_ELEMENT = [isElement, 'an element (the overlay container)'];
  const A_FUNCTION = [(value) => typeof value === 'function', 'a function'];
  const A_STRING = [(value) => typeof value === 'string', 'a string'];

  /** Calls the shell back; its error is reported on its own, and does not stop what follows. */
  function callSafely(callback) {
    try {
      callback();
    } catch (error) {
      global.setTimeout(() => {
        throw error;
      });
    }
  }

  /** What `request()` settles to; `undefined` when it throws or rejects: the caller counts that as a failure. */
  function attempt(request) {
    try {
      return Promise.resolve(request()).catch(() => undefined);
    } catch {
      return Promise.resolve(undefined);
    }
  }

  /** An element with attributes and children; text goes in as text nodes, never as markup. */
  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    Object.keys(attributes || {}).forEach((name) => node.setAttribute(name, attributes[name]));
    if (children !== undefined) node.append(...children);
    return node;
  }

  function button(label, type, className, onClick) {
    const node = element('button', { type, class: className }, [label]);
    if (onClick !== undefined) node.addEventListener('click', onClick);
    return node;
  }

  /** Links genoma.css the first time a dialog opens, and runs `reveal` once the styles are in. */
  function whenStyled(reveal) {
    if (stylesheetState === 'none') {
      stylesheetState = 'loading';
      const link = element('link', { rel: 'stylesheet', href: STYLESHEET_PATH });
      const settle = () => {
        if (stylesheetState === 'settled') return;
        stylesheetState = 'settled';
        global.clearTimeout(timer);
        waitingForStyles.splice(0).forEach((waiting) => waiting());
      };
      const timer = global.setTimeout(settle, STYLESHEET_WAIT_MS);
      link.addEventListener('load', settle);
      // Unstyled beats unanswerable: without its styles the dialog still works.
      link.addEventListener('error', settle);
      (document.head || document.documentElement).append(link);
    }
    if (stylesheetState === 'settled') reveal();
    else waitingForStyles.push(reveal);
  }

  /** Tab and Shift+Tab go round the dialog's controls and never leave it. */
  function keepFocusInside(dialog, event) {
    const focusable = Array.from(dialog.querySelectorAll(FOCUSABLE)).filter((node) => !node.disabled && node.closest('[hidden]') === null);
    event.preventDefault();
    if (focusable.length === 0) {
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    const at = active === dialog ? -1 : focusable.indexOf(active);
    const last = focusable.length - 1;
    if (event.shiftKey) focusable[at <= 0 ? last : at - 1].focus();
    else focusable[at === -1 || at === last ? 0 : at + 1].focus();
  }

  function onKeydown(event) {
    const top = layers[layers.length - 1];
    if (top === undefined) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      top.onEscape();
    } else if (event.key === 'Tab') keepFocusInside(top.dialog, event);
  }

  /**
   * A modal dialog on a backdrop, appended to `container`: hidden until its styles are in, then
   * shown with `initialFocus` focused. `close()` removes it, and gives the focus back to where it
   * was when the dialog opened.
   */
  function openLayer(options) {
    serial += 1;
    const prefix = `genoma-${serial}`;
    const ids = { heading: `${prefix}-heading`, text: `${prefix}-text`, part: (name) => `${prefix}-${name}` };
    const dialog = element('div', {
      class: 'genoma-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': ids.heading,
      'aria-describedby': ids.text,
      tabindex: '-1',
    });
    const overlay = element('div', { class: 'genoma-overlay', lang: options.language }, [dialog]);
    overlay.hidden = true;
    const returnFocusTo = document.activeElement;
    const layer = { dialog, onEscape: options.onEscape, closed: false, close };
    const built = options.build(dialog, ids);

    function close() {
      if (layer.closed) return;
      layer.closed = true;
      // Inside the dialog, or lost to the page (a disabled button): either way the dialog's to give back.
      const active = document.activeElement;
      const hadFocus = active === null || active === document.body || overlay.contains(active);
      overlay.remove();
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeydown);
      if (hadFocus && isElement(returnFocusTo) && returnFocusTo.isConnected && typeof returnFocusTo.focus === 'function')
        returnFocusTo.focus();
    }

    options.container.appendChild(overlay);
    if (layers.length === 0) document.addEventListener('keydown', onKeydown);
    layers.push(layer);
    whenStyled(() => {
      if (layer.closed) return;
      overlay.hidden = false;
      built.initialFocus.focus();
    });
    return layer;
  }

  /** The one-time-password step (features.md §4.10); `options` are checked. */
  function openSecurityStep(options) {
    const texts = TEXTS[languageOf(options.language)];
    let closed = false;
    /** Only the answer to the latest code request counts. */
    let codeRequests = 0;
    let sending = false;
    let confirming = false;
    /** The controls the step changes, once built. */
    let parts;

    const layer = openLayer({
      container: options.container,
      language: languageOf(options.language),
      onEscape: cancel,
      build(dialog, ids) {
        const input = element('input', {
          id: ids.part('code'),
          name: 'code',
          type: 'text',
          class: 'genoma-code',
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
          maxlength: CODE_LENGTH,
          spellcheck: 'false',
        });
        const confirmButton = button(texts.confirm, 'submit', 'genoma-button genoma-primary');
        const error = element('p', { id: ids.part('error'), role: 'alert', class: 'genoma-error' });
        // The step's description, announced as it changes: "sending", then where the code went.
        const status = element('p', { id: ids.text, role: 'status', class: 'genoma-text' });
        const form = element('form', { class: 'genoma-form', novalidate: '' }, [
          element('label', { for: input.id, class: 'genoma-label' }, [texts.codeLabel]),
          input,
          error,
          button(texts.sendAnother, 'button', 'genoma-link', () => {
            if (sending) return;
            showError(null);
            sendCode();
          }),
          element('div', { class: 'genoma-actions' }, [
            confirmButton,
            button(texts.cancel, 'button', 'genoma-button genoma-secondary', cancel),
          ]),
        ]);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          submit();
        });
        dialog.append(element('h2', { id: ids.heading, class: 'genoma-title' }, [texts.title]), status, form);
        parts = { input, confirmButton, status, error };
        return { initialFocus: input };
      },
    });

    /**
     * Shows `message` (null clears it), read with the input; `aboutTheCode` marks the code as the
     * fault, which a failure of the bank's is not.
     */
    function showError(message, aboutTheCode) {
      const { input, error } = parts;
      error.textContent = message === null ? '' : message;
      if (message === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', error.id);
      if (message !== null && aboutTheCode) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }

    function sendCode() {
      codeRequests += 1;
      const request = codeRequests;
      sending = true;
      parts.status.textContent = texts.sending;
      void attempt(() => options.requestCode()).then((answer) => {
        if (closed || request !== codeRequests) return;
        sending = false;
        if (isRecord(answer) && typeof answer.deliveredTo === 'string' && answer.deliveredTo !== '') {
          parts.status.textContent = texts.sent(answer.deliveredTo);
        } else {
          parts.status.textContent = '';
          showError(texts.sendFailed, false);
        }
      });
    }

    function submit() {
      if (confirming) return;
      const { input, confirmButton } = parts;
      const code = input.value.trim();
      if (!CODE_PATTERN.test(code)) {
        showError(texts.notSixDigits, true);
        input.focus();
        return;
      }
      confirming = true;
      showError(null);
      confirmButton.disabled = true;
      confirmButton.textContent = texts.confirming;
      void attempt(() => options.confirm(code)).then((result) => {
        if (closed) return;
        confirming = false;
        confirmButton.disabled = false;
        confirmButton.textContent = texts.confirm;
        if (result === 'done') {
          end();
          return;
        }
        if (result === 'wrong-code') showError(texts.wrongCode, true);
        else if (result === 'expired') showError(texts.expired, true);
        else showError(texts.confirmFailed, false);
        // A wrong or expired code is of no more use; one the bank could not check may be tried again.
        if (result === 'wrong-code' || result === 'expired') input.value = '';
        input.focus();
        if (result === 'expired') sendCode();
      });
    }

    /** Closes the step; whatever its pending calls answer later changes nothing. */
    function end() {
      if (closed) return;
      closed = true;
      layer.close();
      if (securityStep === step) securityStep = null;
    }

    /** The customer's cancel: the container is empty before the shell hears of it. */
    function cancel() {
      if (closed) return;
      end();
      callSafely(() => options.onCancel());
    }

    const step = { end, cancel };
    sendCode();
    return step;
  }

  /** A legacy modal: a title, a text and a close button. */
  function openLegacyModal(options) {
    const texts = TEXTS[languageOf(options.language)];
    const layer = openLayer({
      container: options.container,
      language: languageOf(options.language),
      onEscape: () => layer.close(),
      build(dialog, ids) {
        const closeButton = button(texts.close, 'button', 'genoma-button genoma-primary', () => layer.close());
        dialog.append(
          element('h2', { id: ids.heading, class: 'genoma-title' }, [options.title]),
          element('p', { id: ids.text, class: 'genoma-text' }, [options.text]),
          element('div', { class: 'genoma-actions' }, [closeButton]),
        );
        return { initialFocus: closeButton };
      },
    });
  }

  global.genomaApp = Object.freeze({
    version: '1.0.0',
    setAccessToken: function setAccessToken(token) {
      if (token !== null && typeof token !== 'string') throw new TypeError('The access token must be a string or null');
      accessToken = token;
      tokenUpdates += 1;
    },
    /** Whether the app holds a token now, how often it was given one (never the token itself), and whether a security step is open. */
    status: function status() {
      return { signedIn: accessToken !== null, tokenUpdates: tokenUpdates, securityProcessOpen: securityStep !== null };
    },
    /** The token it would call the bank with. */
    accessToken: function currentAccessToken() {
      return accessToken;
    },
    /**
     * Opens the one-time-password step in `options.container`: it asks for a code by SMS
     * (`requestCode`), hands the customer's code to `confirm`, and calls `onCancel` when the
     * customer cancels. A step already open ends first, as cancelled.
     */
    startSecurityProcess: function startSecurityProcess(options) {
      checkOptions('startSecurityProcess', options, {
        container: AN_ELEMENT,
        requestCode: A_FUNCTION,
        confirm: A_FUNCTION,
        onCancel: A_FUNCTION,
      });
      if (securityStep !== null) securityStep.cancel();
      // An onCancel that opened a step of its own is overruled by this later start.
      if (securityStep !== null) securityStep.end();
      securityStep = openSecurityStep(options);
    },
    /** The shell's cancel: closes the open step without calling its onCancel; nothing when none is open. */
    cancelSecurityProcess: function cancelSecurityProcess() {
      if (securityStep !== null) securityStep.end();
    },
    /**
     * Renders a page of the classic online bank into `options.container`, the page's legacy
     * content area (shell.md §2.7): it fills the container, and the container's grid places it.
     * A page rendered again replaces what was there. Returns whether the classic bank has the page:
     * one it does not serve leaves the container empty.
     */
    renderContent: function renderContent(options) {
      checkOptions('renderContent', options, { container: AN_ELEMENT, page: A_STRING, title: A_STRING });
      const language = languageOf(options.language);
      const classic = Object.prototype.hasOwnProperty.call(CLASSIC_PAGES, options.page) ? CLASSIC_PAGES[options.page][language] : null;
      // A page the classic bank does not serve gets nothing, not an empty classic box.
      if (classic === null) {
        options.container.replaceChildren();
        return false;
      }
      const texts = TEXTS[language];
      const rows = classic.rows.map(([label, value]) =>
        element('tr', {}, [element('th', { scope: 'row' }, [label]), element('td', {}, [value])]),
      );
      const page = element('article', { class: 'genoma-content', 'data-genoma-page': options.page, lang: language }, [
        element('p', { class: 'genoma-content-badge' }, [texts.classic]),
        element('h2', { class: 'genoma-title' }, [options.title]),
        element('p', { class: 'genoma-text' }, [classic.intro]),
        element('table', { class: 'genoma-table' }, [element('caption', {}, [texts.conditions]), element('tbody', {}, rows)]),
        element('p', { class: 'genoma-text' }, [texts.classicHelp]),
      ]);
      // Hidden until its styles are in, as the dialogs are: never a flash of an unstyled page.
      page.hidden = true;
      options.container.replaceChildren(page);
      whenStyled(() => {
        page.hidden = false;
      });
      return true;
    },
    /** Opens a legacy modal in `options.container`: `title`, `text` and a close button. */
    openModal: function openModal(options) {
      checkOptions('openModal', options, { container: AN_ELEMENT, title: A_STRING, text: A_STRING });
      openLegacyModal(options);
    },
  });
})(window);
