/* global window, document, location, HTMLScriptElement, ResizeObserver, MutationObserver */
/**
 * A stand-in for the bank's consent manager, an outside company's script (OneTrust and the like),
 * served from the sandbox's vendors host so that the page loads it as it would the real one:
 * from another origin, with `crossorigin` and `integrity` (sandbox-api.md, Consent).
 *
 * It asks visitors who have not decided which cookies they allow, in a banner of its own inside
 * a shadow root, keeps their choices in the browser, and sends them as a consent receipt when the
 * page says whose they are. A classic script with no build step, so that what is served is what
 * is read here; nothing on the page but `window.bankConsent` and the banner's host element.
 */
(() => {
  'use strict';

  const STORAGE_KEY = 'bank-consent-choices';
  const READY_EVENT = 'bank-consent-ready';
  const HOST_ID = 'bank-consent';
  const CHOICES_ID = 'bank-consent-choices';
  const USER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
  /** The vendor's files sit beside the script, wherever it is served from. */
  const RECEIPTS_PATH = './receipts';
  const STYLESHEET_PATH = './consent-banner.css';
  const CHOICE_NAMES = ['analytics', 'personalisation'];
  /**
   * The custom property the banner keeps on the page's root while it shows: its height, so that
   * the page can make room for it at its foot and it never covers the page's content.
   */
  const HEIGHT_PROPERTY = '--bank-consent-height';
  /** The page's open modal dialogs: under one, the page is inert, and the banner says so by fading. */
  const MODAL_SELECTOR = 'dialog:modal, [aria-modal="true"]';
  /**
   * The site's cookie policy, a page of the site itself, by language, as the bank set it up with
   * the vendor (a consent manager links to the policy its client configures).
   */
  const POLICY_PATHS = { es: '/politica-de-cookies/', en: '/cookie-policy/' };

  const TEXTS = {
    es: {
      region: 'Preferencias de cookies',
      message: 'Usamos cookies para medir y mejorar la web.',
      acceptAll: 'Aceptar todas',
      rejectAll: 'Rechazar todas',
      choose: 'Elegir',
      analytics: 'Analítica',
      analyticsPurpose: 'Medir qué páginas se visitan y cómo se usan, para mejorar la banca online. Sin datos de tus cuentas.',
      personalisation: 'Personalización',
      personalisationPurpose: 'Elegir las ofertas y mensajes que te mostramos según cómo usas la web.',
      save: 'Guardar',
      policy: 'Política de cookies',
      newTab: '(se abre en otra pestaña)',
    },
    en: {
      region: 'Cookie preferences',
      message: 'We use cookies to measure and improve this site.',
      acceptAll: 'Accept all',
      rejectAll: 'Reject all',
      choose: 'Choose',
      analytics: 'Analytics',
      analyticsPurpose: 'Measuring which pages are visited and how they are used, to improve online banking. No data from your accounts.',
      personalisation: 'Personalisation',
      personalisationPurpose: 'Choosing the offers and messages we show you from how you use the site.',
      save: 'Save',
      policy: 'Cookie policy',
      newTab: '(opens in a new tab)',
    },
  };

  // Loaded twice (a page that adds the tag again), the first copy stays in charge.
  if (window.bankConsent !== undefined) return;

  // Read now: `currentScript` is only set while the script first runs.
  const ownUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
  const besideScript = (path) => (ownUrl === '' ? undefined : new URL(path, ownUrl).href);

  const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

  /** The stored decision, or null: anything unreadable counts as no decision, so the visitor is asked again. */
  function readDecision() {
    let stored;
    try {
      stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    } catch {
      return null;
    }
    if (!isRecord(stored) || typeof stored.decidedAt !== 'string' || Number.isNaN(Date.parse(stored.decidedAt))) return null;
    if (!CHOICE_NAMES.every((name) => typeof stored[name] === 'boolean')) return null;
    return { analytics: stored.analytics, personalisation: stored.personalisation, decidedAt: stored.decidedAt };
  }

  let decision = readDecision();
  let userId = null;
  let identity = null;
  const listeners = new Set();
  /** The banner while it is in the page. */
  let banner = null;

  const choicesOf = (decided) => ({ analytics: decided.analytics, personalisation: decided.personalisation });

  function decide(choices) {
    decision = { ...choices, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(decision));
    } catch {
      // Storage blocked or full: the decision holds for this page, and the visitor is asked again next time.
    }
    closeBanner();
    for (const listener of [...listeners]) {
      try {
        listener(choicesOf(decision));
      } catch (error) {
        // One page's broken listener must not keep the others from hearing of the decision.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  /** An element with attributes and children; text goes in as text nodes, never as markup. */
  function element(tag, attributes = {}, children = []) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  }

  function button(label, className, onClick) {
    const node = element('button', { type: 'button', class: className }, [label]);
    node.addEventListener('click', onClick);
    return node;
  }

  function createBanner() {
    const language = /^es/i.test(document.documentElement.lang) ? 'es' : 'en';
    const texts = TEXTS[language];
    const host = element('div', { id: HOST_ID });
    // Hidden until its styles arrive, so the page never shows it unstyled.
    host.hidden = true;
    const root = host.attachShadow({ mode: 'open' });
    /** What waits for the banner to be visible: a hidden element cannot take focus. */
    let afterReveal = () => undefined;
    const reveal = () => {
      host.hidden = false;
      afterReveal();
    };

    // Each purpose says what it is for, read out with its checkbox.
    const boxes = CHOICE_NAMES.map((name) =>
      element('input', { type: 'checkbox', name, id: `${CHOICES_ID}-${name}`, 'aria-describedby': `${CHOICES_ID}-${name}-purpose` }),
    );
    const choices = element('div', { class: 'choices', id: CHOICES_ID, role: 'group', 'aria-label': texts.choose }, [
      ...CHOICE_NAMES.map((name, index) =>
        element('div', { class: 'purpose' }, [
          element('label', { class: 'choice', for: `${CHOICES_ID}-${name}` }, [boxes[index], element('span', {}, [texts[name]])]),
          element('p', { class: 'purpose-text', id: `${CHOICES_ID}-${name}-purpose` }, [texts[`${name}Purpose`]]),
        ]),
      ),
      button(texts.save, 'primary', () => decide({ analytics: boxes[0].checked, personalisation: boxes[1].checked })),
    ]);
    choices.hidden = true;
    const chooseButton = button(texts.choose, 'secondary', () => showChoices(false));
    const policyLink = element(
      'a',
      { class: 'policy', href: new URL(POLICY_PATHS[language], location.origin).href, target: '_blank', rel: 'noopener' },
      [texts.policy, element('span', { class: 'visually-hidden' }, [` ${texts.newTab}`])],
    );
    chooseButton.setAttribute('aria-expanded', 'false');
    chooseButton.setAttribute('aria-controls', CHOICES_ID);

    function showChoices(moveFocus) {
      // Ticked as decided (nothing before a decision) when the panel opens, never under the visitor's hand.
      if (choices.hidden) {
        const current = decision ?? { analytics: false, personalisation: false };
        CHOICE_NAMES.forEach((name, index) => {
          boxes[index].checked = current[name];
        });
      }
      choices.hidden = false;
      chooseButton.setAttribute('aria-expanded', 'true');
      if (!moveFocus) return;
      if (host.hidden) afterReveal = () => boxes[0].focus();
      else boxes[0].focus();
    }

    const stylesheetUrl = besideScript(STYLESHEET_PATH);
    if (stylesheetUrl === undefined) reveal();
    else {
      const link = element('link', { rel: 'stylesheet', href: stylesheetUrl });
      link.addEventListener('load', reveal);
      // Unstyled beats unanswerable: without its styles the banner still works.
      link.addEventListener('error', reveal);
      root.append(link);
    }
    root.append(
      element('section', { role: 'region', 'aria-label': texts.region, class: 'banner' }, [
        element('p', { class: 'message' }, [texts.message, ' ', policyLink]),
        element('div', { class: 'actions' }, [
          button(texts.acceptAll, 'primary', () => decide({ analytics: true, personalisation: true })),
          button(texts.rejectAll, 'primary', () => decide({ analytics: false, personalisation: false })),
          chooseButton,
        ]),
        choices,
      ]),
    );
    return { host, showChoices, returnFocusTo: null, stopWatching: () => undefined };
  }

  /** Whether the page has a modal dialog open: everything outside it is inert then. */
  function pageHasModal() {
    try {
      return document.querySelector(MODAL_SELECTOR) !== null;
    } catch {
      // A browser without `:modal`: an open dialog marked modal is the page's only sign.
      return document.querySelector('dialog[open][aria-modal="true"], [aria-modal="true"]') !== null;
    }
  }

  /**
   * While the banner shows: its height on the page's root (`--bank-consent-height`), kept as it
   * changes (the choices open, the window narrows), so the page makes room for it; and, while
   * the page has a modal dialog open, the banner inert and faded, so it never looks answerable
   * when it cannot be answered. Returns how to stop, which takes both back.
   */
  function watchPage(host) {
    const rootStyle = document.documentElement.style;
    const measure = () => rootStyle.setProperty(HEIGHT_PROPERTY, `${Math.ceil(host.getBoundingClientRect().height)}px`);
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resizes?.observe(host);
    measure();
    const followModal = () => {
      const behind = pageHasModal();
      host.inert = behind;
      host.toggleAttribute('data-behind-modal', behind);
    };
    const mutations = typeof MutationObserver === 'function' ? new MutationObserver(followModal) : null;
    mutations?.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'aria-modal'] });
    followModal();
    return () => {
      resizes?.disconnect();
      mutations?.disconnect();
      rootStyle.removeProperty(HEIGHT_PROPERTY);
    };
  }

  function openBanner() {
    if (banner !== null) return banner;
    banner = createBanner();
    document.body.append(banner.host);
    banner.stopWatching = watchPage(banner.host);
    return banner;
  }

  function closeBanner() {
    if (banner === null) return;
    const { host, returnFocusTo, stopWatching } = banner;
    banner = null;
    stopWatching();
    host.remove();
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  }

  /** Runs `work` once the page has a body: the script may run from the `<head>`. */
  function whenBodyExists(work) {
    if (document.body !== null) work();
    else document.addEventListener('DOMContentLoaded', work, { once: true });
  }

  window.bankConsent = Object.freeze({
    version: 1,
    getChoices: () => (decision === null ? null : choicesOf(decision)),
    onChange(listener) {
      if (typeof listener !== 'function') throw new TypeError('bankConsent.onChange: the listener must be a function');
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setUserId(id, signedIdentity) {
      if (typeof id !== 'string' || !USER_ID_PATTERN.test(id)) {
        throw new TypeError('bankConsent.setUserId: the id must be 1 to 64 letters, digits or hyphens');
      }
      // The site's signed statement that the visitor is this user: the consent service records a
      // receipt in a user's name only with it (authenticated consent).
      if (typeof signedIdentity !== 'string' || signedIdentity === '') {
        throw new TypeError('bankConsent.setUserId: the site’s signed identity of the user is required');
      }
      userId = id;
      identity = signedIdentity;
    },
    async pushStatus() {
      if (userId === null) throw new Error('bankConsent.pushStatus: no user id set (setUserId)');
      if (decision === null) throw new Error('bankConsent.pushStatus: the visitor has not decided yet');
      const receiptsUrl = besideScript(RECEIPTS_PATH);
      if (receiptsUrl === undefined) throw new Error('bankConsent.pushStatus: the script does not know its own address');
      const response = await fetch(receiptsUrl, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId, identity, choices: choicesOf(decision), decidedAt: decision.decidedAt }),
      });
      if (!response.ok) throw new Error(`bankConsent.pushStatus: the consent service answered ${response.status}`);
    },
    openPreferences() {
      whenBodyExists(() => {
        const returnFocusTo = document.activeElement;
        const opened = openBanner();
        opened.returnFocusTo ??= returnFocusTo;
        opened.showChoices(true);
      });
    },
  });

  whenBodyExists(() => {
    if (decision === null) openBanner();
  });
  window.dispatchEvent(new Event(READY_EVENT));
})();
