/* global window, document, HTMLScriptElement, screen, devicePixelRatio */
/**
 * A stand-in for the bank's device-risk script, a fraud-prevention vendor's profiler, served from
 * the sandbox's vendors host (sandbox-api.md, Device risk). At login the page loads it with the
 * process id of this login, the device type and a random value in its query (features.md §4.9);
 * it reads a few signals of the device and posts them under that process id to `./profiles`,
 * beside the script, where the bank would later ask how risky the device looked. A classic script
 * with no build step, so that what is served is what is read here; nothing on the page but
 * `window.bankDeviceRisk`.
 */
(() => {
  'use strict';

  const VERSION = '1.0.0';
  /** A `crypto.randomUUID()` fits, and so does a vendor's own shorter id. */
  const PROCESS_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
  const DEVICE_TYPES = ['web', 'android', 'ios'];
  /** The vendor's service sits beside the script, wherever it is served from. */
  const PROFILES_PATH = 'profiles';
  /** The service refuses longer texts; a user agent is the only signal that comes near. */
  const MAX_SIGNAL_CHARACTERS = 256;
  /** The service refuses numbers outside 0 to this: no screen or core count comes near it. */
  const MAX_SIGNAL_NUMBER = 100_000;
  const MAX_LANGUAGES = 5;

  // Read now: `currentScript` is only set while the script first runs.
  const ownUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

  /** The query the page wrote, or undefined when one parameter is missing or malformed. */
  function readParameters() {
    let query;
    try {
      query = new URL(ownUrl).searchParams;
    } catch {
      return undefined;
    }
    const processId = query.get('processId') ?? '';
    const deviceType = query.get('deviceType') ?? '';
    // The random value only keeps caches from answering for another login: its value is not read.
    const random = query.get('r') ?? '';
    if (!PROCESS_ID_PATTERN.test(processId) || !DEVICE_TYPES.includes(deviceType) || random === '') return undefined;
    return { processId, deviceType };
  }

  const parameters = readParameters();
  // Before anything is defined: a page that loaded it wrongly finds no half-started profiling.
  if (parameters === undefined) throw new Error('bankDeviceRisk: processId, deviceType and r are required');
  const { processId, deviceType } = parameters;

  // From here on nothing throws: profiling must not break the login it watches.

  let status = 'pending';
  let settle = () => undefined;
  const profiled = new Promise((resolve) => {
    settle = resolve;
  });
  function finish(outcome) {
    if (status !== 'pending') return;
    status = outcome;
    settle(outcome);
  }

  /**
   * One signal, read as the browser gives it: `fallback` ('' , 0 or false) when the API is missing,
   * throws, or gives something of another type, a number that is not finite or one the service
   * would refuse. Texts are cut to what the service takes.
   */
  function signal(read, fallback) {
    let value;
    try {
      value = read();
    } catch {
      return fallback;
    }
    if (typeof value !== typeof fallback) return fallback;
    if (typeof value === 'string') return value.slice(0, MAX_SIGNAL_CHARACTERS);
    if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0 && value <= MAX_SIGNAL_NUMBER)) return fallback;
    return value;
  }

  /** What the vendor learns of the device: every field present, whatever the browser lacks. */
  function readSignals() {
    return {
      screen: signal(() => `${screen.width}x${screen.height}`, ''),
      pixelRatio: signal(() => devicePixelRatio, 0),
      colorDepth: signal(() => screen.colorDepth, 0),
      timeZone: signal(() => Intl.DateTimeFormat().resolvedOptions().timeZone, ''),
      language: signal(() => navigator.language, ''),
      languages: signal(() => navigator.languages.slice(0, MAX_LANGUAGES).join(','), ''),
      hardwareConcurrency: signal(() => navigator.hardwareConcurrency, 0),
      touchPoints: signal(() => navigator.maxTouchPoints, 0),
      cookiesEnabled: signal(() => navigator.cookieEnabled, false),
      userAgent: signal(() => navigator.userAgent, ''),
    };
  }

  // Loaded again (the next login on the same page), the new copy profiles the new process: the
  // page checks that the global names the process id it loaded the script with.
  window.bankDeviceRisk = Object.freeze({
    version: VERSION,
    processId,
    deviceType,
    /** 'pending' until the service answered, then 'profiled' (2xx) or 'failed'. */
    status() {
      return status;
    },
    /** Resolves 'profiled' or 'failed' once the service answered; never rejects. */
    whenProfiled() {
      return profiled;
    },
  });

  try {
    fetch(new URL(PROFILES_PATH, ownUrl).href, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      // The login may move the page on at once: the browser still sends the profile.
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ processId, deviceType, signals: readSignals() }),
    }).then(
      (response) => finish(response.ok ? 'profiled' : 'failed'),
      () => finish('failed'),
    );
  } catch {
    // No fetch at all, or one that throws rather than rejects.
    finish('failed');
  }
})();
