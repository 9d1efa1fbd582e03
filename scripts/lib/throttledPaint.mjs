/**
 * Time to a visible button under throttling, as a customer on a mid-range phone and a slow
 * mobile network feels it: Chromium's own CPU and network throttling (DevTools protocol), a
 * fresh browser context per run so every load starts with a cold cache, and one probe script,
 * identical for every page, that records when a button with the given name is first painted.
 */

/** CPU slowdown of a mid-range phone against this machine, Lighthouse's mobile figure. */
export const CPU_SLOWDOWN_RATE = 4;
/** Round-trip latency added to every request. */
export const THROTTLED_LATENCY_MS = 150;
const BITS_PER_BYTE = 8;
const BITS_PER_MEGABIT = 1_000_000;
const BITS_PER_KILOBIT = 1_000;
/** 1.6 Mbps down, the slow 4G Lighthouse simulates. */
export const THROTTLED_DOWNLOAD_BYTES_PER_SECOND = (1.6 * BITS_PER_MEGABIT) / BITS_PER_BYTE;
/** 750 Kbps up. */
export const THROTTLED_UPLOAD_BYTES_PER_SECOND = (750 * BITS_PER_KILOBIT) / BITS_PER_BYTE;

/** A load that has not shown its button after this long is broken, not slow. */
const VISIBLE_BUTTON_TIMEOUT_MS = 60_000;

/**
 * The page reports its figure through a DevTools binding, so nothing of the bench runs in the
 * page while it loads: Playwright's polling evaluations (and its injected script, about 25 ms of
 * main thread at 4x slowdown) landed before the first paint of one page and after it on another.
 */
const PROBE_BINDING = '__benchReportVisibleButton';

/**
 * The probe, run in the page before any of its scripts (so it must not close over anything).
 * On every DOM change it looks for a button named `buttonName`, or else for an element matching
 * `selector` with some text (the overall position's balance); once there is one, it checks it
 * in the next animation frames, and the first frame in which it is visible is the time recorded
 * (`performance.now()`: milliseconds since navigation start), reported through the binding.
 */
function visibleButtonProbe({ buttonName, selector, bindingName }) {
  /* global document, window, MutationObserver, requestAnimationFrame -- runs in the page */
  const named = (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === buttonName;
  const withText = (element) => (element?.textContent ?? '').trim() !== '';
  const findButton = () =>
    selector === undefined ? [...document.querySelectorAll('button')].find(named) : [...document.querySelectorAll(selector)].find(withText);
  const isVisible = (button) => {
    const box = button.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && button.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  let watchingFrames = false;
  const checkEachFrame = () => {
    const button = findButton();
    if (button && isVisible(button)) {
      window[bindingName](String(performance.now()));
      observer.disconnect();
      return;
    }
    requestAnimationFrame(checkEachFrame);
  };
  const observer = new MutationObserver(() => {
    if (watchingFrames || !findButton()) return;
    watchingFrames = true;
    requestAnimationFrame(checkEachFrame);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * One cold, throttled load of `url` in a new context of `browser` (Playwright).
 * @returns milliseconds from navigation start to the first frame showing the button (not before the
 *   page's first contentful paint), and the page's first contentful paint.
 */
export async function timeToVisibleButton(browser, url, { buttonName, locale }) {
  return timeToVisible(browser, url, { buttonName, locale });
}

/**
 * The same for the first element matching `selector` with some text, in a context that starts with
 * `storageState` (Playwright's: a returning customer's cookies and Web Storage) but, new, with a
 * cold HTTP cache (issue 42 §6: the overall position's balances for a customer with a session).
 */
export async function timeToVisibleText(browser, url, { selector, locale, storageState }) {
  return timeToVisible(browser, url, { selector, locale, storageState });
}

async function timeToVisible(browser, url, { buttonName, selector, locale, storageState }) {
  const target = buttonName === undefined ? selector : `"${buttonName}"`;
  const context = await browser.newContext({ locale, ...(storageState === undefined ? {} : { storageState }) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    await cdp.send('Page.enable');
    const reported = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No visible ${target} on ${url}`)), VISIBLE_BUTTON_TIMEOUT_MS);
      cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
        if (name !== PROBE_BINDING) return;
        clearTimeout(timer);
        resolve(Number(payload));
      });
    });
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${visibleButtonProbe})(${JSON.stringify({ buttonName, selector, bindingName: PROBE_BINDING })});`,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED_LATENCY_MS,
      downloadThroughput: THROTTLED_DOWNLOAD_BYTES_PER_SECOND,
      uploadThroughput: THROTTLED_UPLOAD_BYTES_PER_SECOND,
    });
    await page.goto(url, { waitUntil: 'commit' });
    const probedMs = await reported;
    // Read once the figure is in: the paint entry is queued when the frame is presented.
    const fcpMs = await (
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
        timeout: VISIBLE_BUTTON_TIMEOUT_MS,
      })
    ).jsonValue();
    // A button in the HTML itself (the login's first paint) is laid out as soon as it is parsed,
    // but nothing is on screen before the page's first contentful paint: the later of the two is
    // when a person can see it.
    return { visibleButtonMs: Math.max(probedMs, fcpMs), fcpMs };
  } finally {
    await context.close();
  }
}
