import { describe, expect, it, vi } from 'vitest';
import { NO_TOKENS, bankApiSteps, createHttpClient, createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { DOCUMENT_URL_LIFETIME_MS, startDocumentDownloads } from './documentDownload';
import type { DocumentDownloadPlatform } from './documentDownload';

const SECCI_PATH = '/genoma_api/rest/loans/pre-contract-information?amount=7500&periods=60&accountId=ACC-0001';
const SECCI_HTML = '<!doctype html><html lang="es"><title>Información normalizada europea</title></html>';

/** A bank answering one path, and the requests it got (their URL and bearer). */
function bankWith(status: number, body: string, headers: Record<string, string> = {}) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = (request: Request) => {
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    return Promise.resolve(new Response(body, { status, headers }));
  };
  const http = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    apiBase: 'http://api.bank.localhost',
    steps: bankApiSteps({
      getLanguage: () => 'es-ES',
      tokens: { ...NO_TOKENS, getAccessToken: () => 'A'.repeat(43) },
      readXsrfToken: () => null,
    }),
  });
  return { http, requests };
}

/** The browser, faked: what was opened, saved and revoked, and the timers. */
function fakeBrowser({ opens = true } = {}) {
  const blobs: Blob[] = [];
  const opened: string[] = [];
  const saved: [string, string][] = [];
  const revoked: string[] = [];
  const errors: unknown[][] = [];
  const timers: [() => void, number][] = [];
  const platform: DocumentDownloadPlatform = {
    objectUrlOf: (blob) => {
      blobs.push(blob);
      return `blob:http://bank.localhost/${blobs.length}`;
    },
    revokeObjectUrl: (url) => void revoked.push(url),
    openInNewWindow: (url) => {
      if (opens) opened.push(url);
      return opens;
    },
    save: (url, fileName) => void saved.push([url, fileName]),
    setTimeout: (callback, ms) => timers.push([callback, ms]),
    logError: (...args) => void errors.push(args),
  };
  return { platform, blobs, opened, saved, revoked, errors, timers };
}

function publish(bank: ReturnType<typeof bankWith>, browser: ReturnType<typeof fakeBrowser>, payload: Record<string, unknown>) {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  startDocumentDownloads({ events, http: bank.http }, browser.platform);
  events.publish('download-document', {
    document: {},
    reportUnexistentFileCallback: () => undefined,
    openNewWindow: false,
    ...payload,
  } as never);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the document-download event (shell.md §3; issue 38 §1: the loan’s pre-contract information)', () => {
  it('fetches the document from the bank with the bearer and opens it in a new tab, as the type the feature names; the object URL is revoked a minute later', async () => {
    const bank = bankWith(200, SECCI_HTML, { 'content-type': 'text/html; charset=utf-8' });
    const browser = fakeBrowser();
    publish(bank, browser, { url: SECCI_PATH, document: { fileName: 'ine-prestamo.html', mimeType: 'text/html' }, openNewWindow: true });
    await vi.waitFor(() => expect(browser.opened).toEqual(['blob:http://bank.localhost/1']));
    expect(bank.requests).toEqual([{ url: `http://api.bank.localhost${SECCI_PATH}`, authorization: `Bearer ${'A'.repeat(43)}` }]);
    expect(browser.blobs[0]?.type).toBe('text/html');
    expect(await browser.blobs[0]?.text()).toBe(SECCI_HTML);
    expect(browser.saved).toEqual([]);
    expect(browser.timers.map(([, ms]) => ms)).toEqual([60_000]);
    expect(DOCUMENT_URL_LIFETIME_MS).toBe(60_000);
    browser.timers[0]?.[0]();
    expect(browser.revoked).toEqual(['blob:http://bank.localhost/1']);
  });

  it('saves it under the name the feature gives, else the bank’s Content-Disposition, else “documento”', async () => {
    for (const [document, disposition, name] of [
      [{ fileName: 'ine-prestamo.html' }, 'attachment; filename="informacion.html"', 'ine-prestamo.html'],
      [{}, 'attachment; filename="informacion.html"', 'informacion.html'],
      [{ fileName: '../../etc/passwd' }, 'attachment; filename="../x"', 'documento'],
    ] as const) {
      const browser = fakeBrowser();
      publish(bankWith(200, SECCI_HTML, { 'content-type': 'text/html', 'content-disposition': disposition }), browser, {
        url: SECCI_PATH,
        document,
      });
      await vi.waitFor(() => expect(browser.saved).toEqual([['blob:http://bank.localhost/1', name]]));
      expect(browser.opened).toEqual([]);
    }
  });

  it('saves it when the browser blocks the new tab', async () => {
    const browser = fakeBrowser({ opens: false });
    publish(bankWith(200, SECCI_HTML, { 'content-type': 'text/html' }), browser, { url: SECCI_PATH, openNewWindow: true });
    await vi.waitFor(() => expect(browser.saved).toEqual([['blob:http://bank.localhost/1', 'documento']]));
  });

  it('calls reportUnexistentFileCallback when the bank has no such document (404), and hands nothing over', async () => {
    const browser = fakeBrowser();
    const reported = vi.fn();
    publish(bankWith(404, '{"error":"not_found"}', { 'content-type': 'application/json' }), browser, {
      url: SECCI_PATH,
      reportUnexistentFileCallback: reported,
    });
    await vi.waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(browser.saved).toEqual([]);
    expect(browser.opened).toEqual([]);
  });

  it('refuses an address that is not the bank’s API as “Unsupported URL”, and fetches nothing: the bearer never leaves the API host', async () => {
    for (const url of ['https://evil.example/secci.html', '//evil.example/secci.html', 'javascript:alert(1)']) {
      const bank = bankWith(200, SECCI_HTML);
      const browser = fakeBrowser();
      publish(bank, browser, { url });
      await settle();
      expect(browser.errors).toEqual([['Unsupported URL', url]]);
      expect(bank.requests).toEqual([]);
    }
  });

  it('says on the console when the bank fails otherwise, and the page goes on', async () => {
    const browser = fakeBrowser();
    publish(bankWith(500, '{"error":"internal_error"}', { 'content-type': 'application/json' }), browser, { url: SECCI_PATH });
    await vi.waitFor(() => expect(browser.errors[0]?.[0]).toBe('The document could not be downloaded'));
    expect(browser.saved).toEqual([]);
  });
});
