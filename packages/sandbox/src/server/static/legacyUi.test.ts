// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import type {
  HTMLButtonElement as PageButton,
  HTMLElement as PageElement,
  HTMLInputElement as PageInput,
  KeyboardEvent as PageKeyboardEvent,
  Window as PageWindow,
} from 'happy-dom';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';

/**
 * The legacy app's stand-in as the shell's page runs it, in happy-dom: its token keeping and the
 * dialogs it draws in the legacy overlay (features.md §4.10), the one-time-password step of a
 * security process and the legacy modals. Stylesheets are not fetched: happy-dom reports them
 * loaded at once, so a dialog shows as soon as it opens.
 */

// By path: in happy-dom, `URL` is the page's, which Node's file functions do not take.
const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../legacy/genoma.js'), 'utf8');
const SCRIPT_URL = 'http://bank.localhost:8080/legacy/genoma.js';

type ConfirmResult = 'done' | 'wrong-code' | 'expired';
interface CodeDelivery {
  deliveredTo: string;
  expiresIn: number;
}
interface GenomaApp {
  version: string;
  setAccessToken(token: unknown): void;
  status(): { signedIn: boolean; tokenUpdates: number; securityProcessOpen: boolean };
  accessToken(): string | null;
  startSecurityProcess(options: unknown): void;
  cancelSecurityProcess(): void;
  openModal(options: unknown): void;
  renderContent(options: unknown): boolean | undefined;
}

/** The page happy-dom runs, typed by happy-dom's own classes: the sandbox compiles without the DOM's types. */
const window = (globalThis as unknown as { window: PageWindow & { genomaApp?: GenomaApp } }).window;
const { document } = window;

/** Runs the script as the shell's `<script src>` does: a classic script in the page's global scope. */
function loadGenoma(): GenomaApp {
  runInThisContext(SOURCE, { filename: SCRIPT_URL });
  if (window.genomaApp === undefined) throw new Error('the script defined no window.genomaApp');
  return window.genomaApp;
}

/** The shell's overlay container. */
function overlayContainer(): PageElement {
  const container = document.createElement('div');
  container.id = 'legacy-overlay';
  document.body.append(container);
  return container;
}

/** A promise the test settles by hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

const noop = (): undefined => undefined;

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const DELIVERY: CodeDelivery = { deliveredTo: '+34 ••• ••• 412', expiresIn: 300 };

/** What a test changes of the step's options; the rest are fakes of the shell's calls. */
interface StepOverrides {
  app?: GenomaApp;
  container?: PageElement;
  language?: string | undefined;
  requestCode?: () => unknown;
  confirm?: (code: string) => unknown;
  onCancel?: () => void;
}

/** An open step, with its fakes recording the calls. */
interface Step {
  app: GenomaApp;
  container: PageElement;
  requestCode: Mock<() => unknown>;
  confirm: Mock<(code: string) => unknown>;
  onCancel: Mock<() => void>;
}

/** Opens the step with fakes of the shell's calls; by default the code goes out and confirm answers 'done'. */
function startStep(overrides: StepOverrides = {}): Step {
  const app = overrides.app ?? loadGenoma();
  const container = overrides.container ?? overlayContainer();
  const requestCode = vi.fn(overrides.requestCode ?? (() => Promise.resolve(DELIVERY)));
  const confirm = vi.fn(overrides.confirm ?? ((_code: string) => Promise.resolve<ConfirmResult>('done')));
  const onCancel = vi.fn(overrides.onCancel ?? (() => undefined));
  const language = 'language' in overrides ? overrides.language : 'en-GB';
  app.startSecurityProcess({ container, language, requestCode, confirm, onCancel });
  return { app, container, requestCode, confirm, onCancel };
}

const dialogIn = (container: PageElement) => container.querySelector('[role="dialog"]');
const byId = (id: string | null | undefined) => (id === null || id === undefined ? null : document.getElementById(id));
const buttonNamed = (container: PageElement, name: string): PageButton | undefined =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === name);
/** The input a label names, as a screen reader finds it. */
function textboxLabelled(container: PageElement, name: string): PageInput | null {
  const label = [...container.querySelectorAll('label')].find((node) => node.textContent === name);
  return (byId(label?.getAttribute('for')) as PageInput | null) ?? null;
}
const statusIn = (container: PageElement) => container.querySelector('[role="status"]')?.textContent;
const alertIn = (container: PageElement) => container.querySelector('[role="alert"]')?.textContent;

function press(key: string, options: { shiftKey?: boolean } = {}): PageKeyboardEvent {
  const event = new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

/** Types `code` and presses Confirm. */
function submitCode(container: PageElement, code: string, confirmName = 'Confirm'): void {
  const input = textboxLabelled(container, 'Verification code') ?? textboxLabelled(container, 'Código de verificación');
  if (input === null) throw new Error('no code input');
  input.value = code;
  buttonNamed(container, confirmName)?.click();
}

describe('the legacy app (legacy/genoma.js)', () => {
  afterEach(() => {
    // Closes whatever a test left open, so that no dialog of an earlier copy still takes the keyboard.
    window.genomaApp?.cancelSecurityProcess();
    for (let tries = 0; tries < 10 && document.querySelector('.genoma-overlay') !== null; tries += 1) press('Escape');
    delete window.genomaApp;
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  describe('setAccessToken, status and accessToken, as before', () => {
    it('keeps the token it is given, counts the updates, and never reports the token in status', () => {
      const app = loadGenoma();
      expect(Object.isFrozen(app)).toBe(true);
      expect(app.version).toBe('1.0.0');
      expect(app.status()).toEqual({ signedIn: false, tokenUpdates: 0, securityProcessOpen: false });
      app.setAccessToken('token-1');
      expect(app.accessToken()).toBe('token-1');
      expect(app.status()).toEqual({ signedIn: true, tokenUpdates: 1, securityProcessOpen: false });
      app.setAccessToken(null);
      expect(app.accessToken()).toBeNull();
      expect(app.status()).toEqual({ signedIn: false, tokenUpdates: 2, securityProcessOpen: false });
      expect(() => app.setAccessToken(42)).toThrow(new TypeError('The access token must be a string or null'));
    });

    it('renders nothing and links no stylesheet until a dialog opens', () => {
      loadGenoma();
      expect(document.querySelector('link')).toBeNull();
      expect(document.body.children).toHaveLength(0);
    });
  });

  describe('startSecurityProcess: the one-time-password step', () => {
    it('renders a modal dialog labelled by "Confirma la operación" and described by its status text, in Spanish for es-ES', async () => {
      const { container, app } = startStep({ language: 'es-ES' });
      const dialog = dialogIn(container);
      expect(dialog?.getAttribute('aria-modal')).toBe('true');
      expect(byId(dialog?.getAttribute('aria-labelledby'))?.textContent).toBe('Confirma la operación');
      const description = byId(dialog?.getAttribute('aria-describedby'));
      expect(description?.getAttribute('role')).toBe('status');
      expect(description?.textContent).toBe('Enviando el código…');
      await settle();
      expect(description?.textContent).toBe('Te hemos enviado un código de 6 cifras a +34 ••• ••• 412.');
      const input = textboxLabelled(container, 'Código de verificación');
      expect(input?.getAttribute('autocomplete')).toBe('one-time-code');
      expect(input?.getAttribute('inputmode')).toBe('numeric');
      expect(input?.getAttribute('maxlength')).toBe('6');
      expect(document.activeElement).toBe(input);
      const confirmButton = buttonNamed(container, 'Confirmar');
      expect(confirmButton?.type).toBe('submit');
      expect(confirmButton?.closest('form')).toBe(input?.closest('form'));
      expect(buttonNamed(container, 'Cancelar')?.type).toBe('button');
      expect(buttonNamed(container, 'Enviar otro código')?.classList.contains('genoma-link')).toBe(true);
      expect(app.status().securityProcessOpen).toBe(true);
    });

    it.each([['en-GB'], ['fr-FR'], [undefined]])('speaks English for the language %s', async (language) => {
      const { container } = startStep({ language });
      const dialog = dialogIn(container);
      expect(byId(dialog?.getAttribute('aria-labelledby'))?.textContent).toBe('Confirm the operation');
      expect(statusIn(container)).toBe('Sending the code…');
      await settle();
      expect(statusIn(container)).toBe('We have sent a 6-digit code to +34 ••• ••• 412.');
      expect(textboxLabelled(container, 'Verification code')).not.toBeNull();
      expect(['Confirm', 'Cancel', 'Send another code'].map((name) => buttonNamed(container, name) !== undefined)).toEqual([
        true,
        true,
        true,
      ]);
    });

    it.each([
      ['es-ES', 'Te hemos enviado un código de 6 cifras por SMS al ***1234.'],
      ['en-GB', 'We have sent a 6-digit code by text message to ***1234.'],
    ])('says a code sent by text message ("SMS ***1234") in the page’s language, %s (issue 42 §2)', async (language, text) => {
      const { container } = startStep({ language, requestCode: () => Promise.resolve({ deliveredTo: 'SMS ***1234', expiresIn: 300 }) });
      await settle();
      expect(statusIn(container)).toBe(text);
    });

    it('asks for a code exactly once when the step opens', async () => {
      const { requestCode } = startStep();
      await settle();
      expect(requestCode).toHaveBeenCalledTimes(1);
    });

    it('shows the number the code went to as text, never as markup', async () => {
      const deliveredTo = '<img src="x" onerror="alert(1)">';
      const { container } = startStep({ requestCode: () => Promise.resolve({ deliveredTo, expiresIn: 300 }) });
      await settle();
      expect(statusIn(container)).toBe(`We have sent a 6-digit code to ${deliveredTo}.`);
      expect(container.querySelector('img')).toBeNull();
    });

    it.each(['', '12345', '1234567', 'abcdef', '12 456', '١٢٣٤٥٦'])(
      'refuses the code "%s", which is not 6 digits, with "Enter the 6 digits of the code." and does not call confirm',
      async (code) => {
        const { container, confirm } = startStep();
        await settle();
        submitCode(container, code);
        await settle();
        expect(confirm).not.toHaveBeenCalled();
        expect(alertIn(container)).toBe('Enter the 6 digits of the code.');
        const input = textboxLabelled(container, 'Verification code');
        expect(input?.getAttribute('aria-invalid')).toBe('true');
        expect(byId(input?.getAttribute('aria-describedby'))?.getAttribute('role')).toBe('alert');
        expect(document.activeElement).toBe(input);
      },
    );

    it('hands the code to confirm once, with Confirm disabled and saying "Confirming…" until it answers', async () => {
      const answer = deferred<ConfirmResult>();
      const { container, confirm } = startStep({ confirm: vi.fn(() => answer.promise) });
      await settle();
      submitCode(container, '123456');
      const busy = buttonNamed(container, 'Confirming…');
      expect(busy?.disabled).toBe(true);
      expect(buttonNamed(container, 'Confirm')).toBeUndefined();
      // A second press, or Enter in the field, while the bank is asked: no second call.
      busy?.click();
      container.querySelector('form')?.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(confirm).toHaveBeenCalledWith('123456');
      answer.resolve('wrong-code');
      await settle();
      expect(buttonNamed(container, 'Confirm')?.disabled).toBe(false);
    });

    it('on wrong-code says "That code is not right. Check it and try again." and clears and focuses the input', async () => {
      const { container } = startStep({ confirm: () => Promise.resolve('wrong-code') });
      await settle();
      submitCode(container, '123456');
      await settle();
      const input = textboxLabelled(container, 'Verification code');
      expect(alertIn(container)).toBe('That code is not right. Check it and try again.');
      expect(input?.value).toBe('');
      expect(input?.getAttribute('aria-invalid')).toBe('true');
      expect(byId(input?.getAttribute('aria-describedby'))?.textContent).toBe('That code is not right. Check it and try again.');
      expect(document.activeElement).toBe(input);
      expect(dialogIn(container)).not.toBeNull();
    });

    it('on expired says "That code has expired. We have sent you another one." and asks for a new code', async () => {
      const requestCode = vi
        .fn<() => Promise<CodeDelivery>>()
        .mockResolvedValueOnce(DELIVERY)
        .mockResolvedValueOnce({ deliveredTo: '+34 ••• ••• 977', expiresIn: 300 });
      const { container } = startStep({ requestCode, confirm: () => Promise.resolve('expired') });
      await settle();
      submitCode(container, '123456');
      await settle();
      expect(requestCode).toHaveBeenCalledTimes(2);
      expect(alertIn(container)).toBe('That code has expired. We have sent you another one.');
      expect(statusIn(container)).toBe('We have sent a 6-digit code to +34 ••• ••• 977.');
      expect(textboxLabelled(container, 'Verification code')?.value).toBe('');
    });

    it.each([
      ['a rejection', () => Promise.reject(new Error('503'))],
      [
        'a throw',
        () => {
          throw new Error('broken');
        },
      ],
      ['an unknown answer', () => Promise.resolve('ok')],
      ['no answer', () => Promise.resolve(undefined)],
    ])(
      'counts %s of confirm as a failure: "We could not confirm the operation. Please try again.", the code kept',
      async (_case, confirm) => {
        const { container } = startStep({ confirm });
        await settle();
        submitCode(container, '123456');
        await settle();
        expect(alertIn(container)).toBe('We could not confirm the operation. Please try again.');
        const input = textboxLabelled(container, 'Verification code');
        expect(input?.value).toBe('123456');
        // The bank failed, not the code.
        expect(input?.hasAttribute('aria-invalid')).toBe(false);
        expect(byId(input?.getAttribute('aria-describedby'))?.getAttribute('role')).toBe('alert');
        expect(buttonNamed(container, 'Confirm')?.disabled).toBe(false);
      },
    );

    it('says the failures in Spanish for es-ES', async () => {
      const confirm = vi
        .fn<() => Promise<unknown>>()
        .mockResolvedValueOnce('wrong-code')
        .mockResolvedValueOnce('expired')
        .mockRejectedValueOnce(new Error('503'));
      const { container } = startStep({ language: 'es-ES', confirm });
      await settle();
      submitCode(container, '12', 'Confirmar');
      expect(alertIn(container)).toBe('Escribe las 6 cifras del código.');
      submitCode(container, '123456', 'Confirmar');
      expect(buttonNamed(container, 'Confirmando…')?.disabled).toBe(true);
      await settle();
      expect(alertIn(container)).toBe('El código no es correcto. Revísalo e inténtalo de nuevo.');
      submitCode(container, '123456', 'Confirmar');
      await settle();
      expect(alertIn(container)).toBe('El código ha caducado. Te hemos enviado otro.');
      submitCode(container, '123456', 'Confirmar');
      await settle();
      expect(alertIn(container)).toBe('No hemos podido confirmar la operación. Inténtalo de nuevo.');
      const step = startStep({
        app: window.genomaApp ?? loadGenoma(),
        language: 'es-ES',
        requestCode: () => Promise.reject(new Error('503')),
      });
      await settle();
      expect(alertIn(step.container)).toBe('No hemos podido enviarte el código. Inténtalo de nuevo más tarde.');
    });

    it.each([
      ['a rejection', () => Promise.reject(new Error('503'))],
      [
        'a throw',
        () => {
          throw new Error('broken');
        },
      ],
      ['an answer with no deliveredTo', () => Promise.resolve({ expiresIn: 300 })],
    ])('says "We could not send you the code. Please try again later." on %s of requestCode', async (_case, requestCode) => {
      const { container } = startStep({ requestCode });
      await settle();
      expect(alertIn(container)).toBe('We could not send you the code. Please try again later.');
      expect(statusIn(container)).toBe('');
      expect(textboxLabelled(container, 'Verification code')?.hasAttribute('aria-invalid')).toBe(false);
    });

    it('asks for another code on "Send another code", clearing the error, and not again while one is on its way', async () => {
      const second = deferred<CodeDelivery>();
      const requestCode = vi.fn<() => Promise<CodeDelivery>>().mockRejectedValueOnce(new Error('503')).mockReturnValueOnce(second.promise);
      const { container } = startStep({ requestCode });
      await settle();
      expect(alertIn(container)).toBe('We could not send you the code. Please try again later.');
      buttonNamed(container, 'Send another code')?.click();
      buttonNamed(container, 'Send another code')?.click();
      expect(requestCode).toHaveBeenCalledTimes(2);
      expect(alertIn(container)).toBe('');
      expect(statusIn(container)).toBe('Sending the code…');
      second.resolve(DELIVERY);
      await settle();
      expect(statusIn(container)).toBe('We have sent a 6-digit code to +34 ••• ••• 412.');
    });

    it('on done removes itself, leaving the container empty, without calling onCancel', async () => {
      const { container, app, confirm, onCancel } = startStep();
      await settle();
      submitCode(container, '654321');
      await settle();
      expect(confirm).toHaveBeenCalledWith('654321');
      expect(container.childNodes).toHaveLength(0);
      expect(onCancel).not.toHaveBeenCalled();
      expect(app.status().securityProcessOpen).toBe(false);
    });

    it('on Cancel empties the container first, then calls onCancel once', async () => {
      let childrenWhenCancelled = -1;
      const container = overlayContainer();
      const onCancel = vi.fn(() => {
        childrenWhenCancelled = container.childNodes.length;
      });
      const { app } = startStep({ container, onCancel });
      await settle();
      buttonNamed(container, 'Cancel')?.click();
      expect(container.childNodes).toHaveLength(0);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(childrenWhenCancelled).toBe(0);
      expect(app.status().securityProcessOpen).toBe(false);
      // Once closed, its keys do nothing more.
      press('Escape');
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('on Escape empties the container and calls onCancel once', async () => {
      const { container, onCancel } = startStep();
      await settle();
      const event = press('Escape');
      expect(event.defaultPrevented).toBe(true);
      expect(container.childNodes).toHaveLength(0);
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('closes even when onCancel throws, and reports the error on its own', () => {
      vi.useFakeTimers();
      const { container, app } = startStep({
        onCancel: () => {
          throw new Error('a broken shell');
        },
      });
      expect(() => buttonNamed(container, 'Cancel')?.click()).not.toThrow();
      expect(container.childNodes).toHaveLength(0);
      expect(app.status().securityProcessOpen).toBe(false);
      expect(() => vi.runAllTimers()).toThrow('a broken shell');
    });

    it('gives the focus back to what had it when the step opened', () => {
      const app = loadGenoma();
      const trigger = document.createElement('button');
      document.body.append(trigger);
      trigger.focus();
      const { container } = startStep({ app });
      expect(document.activeElement).toBe(textboxLabelled(container, 'Verification code'));
      buttonNamed(container, 'Cancel')?.click();
      expect(document.activeElement).toBe(trigger);
    });

    it('keeps Tab and Shift+Tab inside the dialog, going round from the last control to the first', () => {
      const { container } = startStep();
      const input = textboxLabelled(container, 'Verification code');
      const order = [
        input,
        buttonNamed(container, 'Send another code'),
        buttonNamed(container, 'Confirm'),
        buttonNamed(container, 'Cancel'),
      ];
      expect(document.activeElement).toBe(input);
      const visited = [1, 2, 3, 4].map(() => {
        expect(press('Tab').defaultPrevented).toBe(true);
        return document.activeElement;
      });
      expect(visited).toEqual([...order.slice(1), order[0]]);
      press('Tab', { shiftKey: true });
      expect(document.activeElement).toBe(order[3]);
      // Focus lost to the page (a disabled button, a click on the backdrop) comes back in.
      (document.activeElement as PageElement | null)?.blur();
      press('Tab');
      expect(document.activeElement).toBe(input);
    });

    it('cancelSecurityProcess empties the container without calling onCancel, and does nothing with no step open', async () => {
      const { app, container, onCancel } = startStep();
      await settle();
      app.cancelSecurityProcess();
      expect(container.childNodes).toHaveLength(0);
      expect(onCancel).not.toHaveBeenCalled();
      expect(app.status().securityProcessOpen).toBe(false);
      expect(() => app.cancelSecurityProcess()).not.toThrow();
    });

    it('lets answers that arrive after the step closed change nothing', async () => {
      const code = deferred<CodeDelivery>();
      const answer = deferred<ConfirmResult>();
      const requestCode = vi.fn<() => Promise<CodeDelivery>>().mockResolvedValueOnce(DELIVERY).mockReturnValueOnce(code.promise);
      const { app, container, onCancel } = startStep({ requestCode, confirm: () => answer.promise });
      await settle();
      submitCode(container, '123456');
      buttonNamed(container, 'Send another code')?.click();
      app.cancelSecurityProcess();
      // The next step, with its own container and calls, open when the old answers come in.
      const next = startStep({ app });
      await settle();
      answer.resolve('expired');
      code.resolve({ deliveredTo: '+34 ••• ••• 000', expiresIn: 300 });
      await settle();
      expect(container.childNodes).toHaveLength(0);
      expect(requestCode).toHaveBeenCalledTimes(2);
      expect(onCancel).not.toHaveBeenCalled();
      expect(statusIn(next.container)).toBe('We have sent a 6-digit code to +34 ••• ••• 412.');
      expect(alertIn(next.container)).toBe('');
      expect(app.status().securityProcessOpen).toBe(true);
    });

    it('ends an open step as cancelled when a second one starts, and opens the second', async () => {
      const first = startStep();
      await settle();
      const second = startStep({ app: first.app });
      expect(first.container.childNodes).toHaveLength(0);
      expect(first.onCancel).toHaveBeenCalledTimes(1);
      expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
      expect(dialogIn(second.container)).not.toBeNull();
      expect(second.requestCode).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(textboxLabelled(second.container, 'Verification code'));
      second.app.cancelSecurityProcess();
      expect(second.onCancel).not.toHaveBeenCalled();
    });

    it.each<[string, unknown, string]>([
      ['no options', undefined, 'genomaApp.startSecurityProcess: the options must be an object'],
      [
        'no container and a requestCode that is not a function',
        { requestCode: 'no', confirm: noop, onCancel: noop },
        'genomaApp.startSecurityProcess: options.container must be an element (the overlay container); options.requestCode must be a function',
      ],
      [
        'a container that is not an element',
        { container: { appendChild: noop }, requestCode: noop, confirm: noop, onCancel: noop },
        'genomaApp.startSecurityProcess: options.container must be an element (the overlay container)',
      ],
      [
        'no confirm and no onCancel',
        { container: 'element', requestCode: noop },
        'genomaApp.startSecurityProcess: options.container must be an element (the overlay container); options.confirm must be a function; options.onCancel must be a function',
      ],
    ])('throws a TypeError naming every bad option (%s), renders nothing and leaves an open step alone', (_case, options, message) => {
      const open = startStep();
      expect(() => open.app.startSecurityProcess(options)).toThrow(new TypeError(message));
      expect(document.querySelectorAll('.genoma-overlay')).toHaveLength(1);
      expect(dialogIn(open.container)).not.toBeNull();
      expect(open.onCancel).not.toHaveBeenCalled();
      expect(open.requestCode).toHaveBeenCalledTimes(1);
    });

    it('renders nothing, and links no stylesheet, when its options are wrong', () => {
      const app = loadGenoma();
      const container = overlayContainer();
      expect(() => app.startSecurityProcess({ container, requestCode: 1, confirm: 2, onCancel: 3 })).toThrow(TypeError);
      expect(container.childNodes).toHaveLength(0);
      expect(document.querySelector('link')).toBeNull();
      expect(app.status().securityProcessOpen).toBe(false);
    });
  });

  describe('renderContent: a page of the classic online bank in the page’s content area (shell.md §2.7)', () => {
    it('fills the container with a classic page, its title as text, its conditions in the language asked, and replaces it when asked again', () => {
      const app = loadGenoma();
      const container = document.createElement('div');
      document.body.append(container);
      expect(app.renderContent({ container, page: 'mortgage', title: '<b>Hipoteca</b>', language: 'es-ES' })).toBe(true);
      const page = container.querySelector('article');
      expect(page?.getAttribute('data-genoma-page')).toBe('mortgage');
      expect(page?.getAttribute('lang')).toBe('es-ES');
      expect(page?.querySelector('h2')?.textContent).toBe('<b>Hipoteca</b>');
      expect(page?.querySelector('b')).toBeNull();
      expect(page?.textContent).toContain('Versión clásica');
      expect([...(page?.querySelectorAll('th') ?? [])].map((cell) => cell.textContent)).toEqual([
        'Tipo fijo',
        'Tipo mixto',
        'Plazo',
        'Financiación',
      ]);
      app.renderContent({ container, page: 'broker', title: 'Broker', language: 'en-GB' });
      expect(container.querySelectorAll('article')).toHaveLength(1);
      expect(container.querySelector('article')?.textContent).toContain('Classic version');
      expect(container.querySelector('caption')?.textContent).toBe('Terms');
    });

    it('leaves the container empty for a page the classic bank does not serve (issue 41 §4: no empty classic box)', () => {
      const app = loadGenoma();
      const container = document.createElement('div');
      container.append(document.createElement('p'));
      for (const page of ['receipts', 'bizum', 'constructor', '__proto__']) {
        expect(app.renderContent({ container, page, title: 'x', language: 'es-ES' })).toBe(false);
        expect(container.childNodes).toHaveLength(0);
      }
    });

    it('throws a TypeError naming every bad option, and renders nothing', () => {
      const app = loadGenoma();
      const container = document.createElement('div');
      expect(() => app.renderContent({ container, page: 1 })).toThrow(
        new TypeError('genomaApp.renderContent: options.page must be a string; options.title must be a string'),
      );
      expect(container.childNodes).toHaveLength(0);
    });
  });

  describe('openModal: a legacy modal', () => {
    it('renders a dialog labelled by its title and described by its text, focused on "Close", closed by Close', () => {
      const app = loadGenoma();
      const container = overlayContainer();
      app.openModal({ container, language: 'en-GB', title: 'Your card is on its way', text: 'It will arrive in 5 working days.' });
      const dialog = dialogIn(container);
      expect(dialog?.getAttribute('aria-modal')).toBe('true');
      expect(byId(dialog?.getAttribute('aria-labelledby'))?.textContent).toBe('Your card is on its way');
      expect(byId(dialog?.getAttribute('aria-describedby'))?.textContent).toBe('It will arrive in 5 working days.');
      const close = buttonNamed(container, 'Close');
      expect(document.activeElement).toBe(close);
      expect(app.status().securityProcessOpen).toBe(false);
      close?.click();
      expect(container.childNodes).toHaveLength(0);
    });

    it('says "Cerrar" in Spanish, shows title and text as text, and closes on Escape', () => {
      const app = loadGenoma();
      const container = overlayContainer();
      app.openModal({ container, language: 'es-ES', title: '<b>Aviso</b>', text: '<script>alert(1)</script>' });
      expect(container.querySelector('h2')?.textContent).toBe('<b>Aviso</b>');
      expect(container.querySelector('b, script')).toBeNull();
      expect(document.activeElement).toBe(buttonNamed(container, 'Cerrar'));
      press('Escape');
      expect(container.childNodes).toHaveLength(0);
    });

    it('throws a TypeError naming every bad option, and renders nothing', () => {
      const app = loadGenoma();
      const container = overlayContainer();
      expect(() => app.openModal({ container, title: 3 })).toThrow(
        new TypeError('genomaApp.openModal: options.title must be a string; options.text must be a string'),
      );
      expect(() => app.openModal({ container: null, title: 'a', text: 'b' })).toThrow(TypeError);
      expect(container.childNodes).toHaveLength(0);
      expect(document.querySelector('link')).toBeNull();
    });
  });

  describe('styles', () => {
    it('links /legacy/genoma.css once, in the head, when it first renders something', async () => {
      const { app, container } = startStep();
      await settle();
      app.cancelSecurityProcess();
      app.openModal({ container, language: 'en-GB', title: 'Title', text: 'Text' });
      startStep({ app });
      const links = document.querySelectorAll('link');
      expect(links).toHaveLength(1);
      expect(links[0]?.parentElement).toBe(document.head);
      expect(links[0]?.getAttribute('rel')).toBe('stylesheet');
      expect(links[0]?.getAttribute('href')).toBe('/legacy/genoma.css');
    });

    it('uses no inline style: no style attribute or element in what it renders', () => {
      const { app, container } = startStep();
      app.openModal({ container: overlayContainer(), language: 'en-GB', title: 'Title', text: 'Text' });
      expect(document.querySelector('[style], style')).toBeNull();
      expect(container.querySelector('.genoma-overlay > .genoma-dialog')).not.toBeNull();
    });

    it('builds its dialogs without markup strings, element.style, eval or inline handlers', () => {
      expect(SOURCE).not.toMatch(
        /innerHTML|outerHTML|insertAdjacentHTML|\.style\b|eval\(|new Function|\.on[a-z]+\s*=|setAttribute\('(on|style)/,
      );
    });
  });
});
