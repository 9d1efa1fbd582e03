/* global window, document, location, HTMLIFrameElement, MutationObserver */
/**
 * The native wrapper, as the simulator plays it inside the app's frame (docs/native-bridge.md).
 * The sandbox writes it into the shell page, before any of the page's scripts, when the page is
 * asked for with `?native-simulator=<profile>`, and fills in the profile at the end of this file.
 *
 * It acts only inside the simulator page of its own origin: opened any other way (a link with the
 * parameter, another site's frame) it leaves the page a plain browser page. It hands each message
 * of the web app to the simulator page, and each answer of the simulator to the web app, through
 * the transport of the wrapper it plays. A classic script, wrapped so that it leaves nothing on
 * the page but the wrapper itself.
 */
((profile) => {
  'use strict';

  /** Marks the messages between the simulator page and this frame. */
  const CHANNEL = 'bank-native-simulator';
  const SIMULATOR_PATH = '/native-simulator/';
  const PARAMETER = 'native-simulator';
  /** What a legacy iOS wrapper intercepts: each message is a frame loading this address. */
  const IOS_FRAME_PREFIX = 'bankapp://bridge?message=';
  const LEGACY_REPLY_FUNCTION = 'bankNativeLegacyReply';
  const REPLY_EVENT = 'bank-native-reply';
  /** What the app tells the web on its own, such as `{ name: 'sessionChanged' }`. */
  const NOTIFICATION_EVENT = 'bank-native-notification';

  if (profile === null || typeof profile !== 'object') return;
  if (window.parent === window) return;
  try {
    // The parent's location of another origin throws: then it is not the simulator.
    if (window.parent.location.origin !== location.origin || window.parent.location.pathname !== SIMULATOR_PATH) return;
  } catch {
    return;
  }

  const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  const parseJson = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  const toSimulator = (kind, fields = {}) =>
    window.parent.postMessage(
      { ...fields, channel: CHANNEL, kind, profile: profile.id, page: location.pathname + location.search + location.hash },
      location.origin,
    );

  /** A message of the web app is a string on the wire: the simulator parses and checks it. */
  const forward = (message) => toSimulator('message', { message: String(message) });

  // ---- Web app → app, by the profile's transport ----
  if (profile.transport === 'wrapper') {
    Object.defineProperty(window, 'bankNativeWrapper', {
      value: Object.freeze({ platform: profile.platform, version: profile.version, postMessage: forward }),
    });
  } else if (profile.transport === 'android-interface') {
    Object.defineProperty(window, 'BankAndroidBridge', { value: Object.freeze({ postMessage: forward }) });
  } else if (profile.transport === 'ios-frame') {
    // The legacy iOS wrapper puts nothing on window: its mark is in the user agent.
    const userAgent = `${navigator.userAgent} BancoAlbaApp/${profile.version}`;
    Object.defineProperty(navigator, 'userAgent', { get: () => userAgent, configurable: true });
    const fromFrameAddress = (src) => {
      try {
        forward(decodeURIComponent(src.slice(IOS_FRAME_PREFIX.length)));
      } catch {
        toSimulator('malformed', { text: src });
      }
    };
    // The app reads each bankapp:// address and refuses to load it, as a WKWebView's navigation
    // policy does: here the frame's `src` setter takes the message and never starts the load.
    const src = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src');
    Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
      ...src,
      set(value) {
        const address = String(value);
        if (address.startsWith(IOS_FRAME_PREFIX)) fromFrameAddress(address);
        else src.set.call(this, value);
      },
    });
    // A frame given its address as an attribute is seen once it is in the page.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          const address = node.getAttribute('src') ?? '';
          if (!address.startsWith(IOS_FRAME_PREFIX)) continue;
          node.removeAttribute('src');
          fromFrameAddress(address);
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  } else {
    return;
  }

  // ---- App → web app: the simulator's answers ----
  const deliver = (replyText, reply) => {
    if (profile.transport === 'wrapper') {
      window.dispatchEvent(new CustomEvent(REPLY_EVENT, { detail: reply }));
      return;
    }
    const legacyReply = window[LEGACY_REPLY_FUNCTION];
    if (typeof legacyReply === 'function') legacyReply(replyText);
    else toSimulator('undeliverable', { id: reply.id });
  };

  window.addEventListener('message', (event) => {
    // Only the simulator page of this origin answers; anything else that posts here is ignored.
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const data = event.data;
    if (!isRecord(data) || data.channel !== CHANNEL) return;
    if (data.kind === 'reply' && typeof data.reply === 'string') {
      const reply = parseJson(data.reply);
      if (isRecord(reply) && typeof reply.id === 'string') deliver(data.reply, reply);
    } else if (data.kind === 'notification' && typeof data.notification === 'string' && profile.transport === 'wrapper') {
      // Only the new wrapper object has notices: legacy wrappers leave the session to the web.
      const notification = parseJson(data.notification);
      if (isRecord(notification) && typeof notification.name === 'string')
        window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: notification }));
    }
  });

  // ---- The wrapper stays around every page of the app ----
  // A real webview keeps its wrapper when the app loads another page (the browser's login page,
  // the end of a standalone process); here the wrapper comes with the page's address, so each
  // page of this origin loaded in the frame is asked for with the profile.
  const navigation = window.navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    navigation.addEventListener('navigate', (event) => {
      if (!event.cancelable || event.hashChange || event.destination.sameDocument || event.downloadRequest !== null) return;
      if (event.formData) return;
      const target = new URL(event.destination.url);
      if (target.origin !== location.origin || target.searchParams.get(PARAMETER) === profile.id) return;
      event.preventDefault();
      target.searchParams.set(PARAMETER, profile.id);
      if (event.navigationType === 'push') location.assign(target.href);
      else location.replace(target.href);
    });
  }

  toSimulator('installed');
})(null /* simulator profile */);
