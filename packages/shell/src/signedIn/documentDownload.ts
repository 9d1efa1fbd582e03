import { EVENT_MESSAGE, EVENT_TOPIC, HttpError } from '@bank-shell/core';
import type { DocumentDownloadPayload, HttpClient, ShellEventBus } from '@bank-shell/core';

/** What the shell needs of the browser to hand a document to the customer. */
export interface DocumentDownloadPlatform {
  /** `URL.createObjectURL` of the document's bytes. */
  objectUrlOf(blob: Blob): string;
  revokeObjectUrl(url: string): void;
  /** Opens the document in a new tab; false when the browser refused (a pop-up blocker). */
  openInNewWindow(url: string): boolean;
  /** Saves the document under a file name (`<a download>`). */
  save(url: string, fileName: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  logError(message: string, detail?: unknown): void;
}

/** How long a document's object URL lives: long enough for the new tab or the download to read it. */
export const DOCUMENT_URL_LIFETIME_MS = 60_000;
/** A file name the shell writes as given: letters, digits, dot, hyphen, underscore. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** A content type the shell passes on: `type/subtype`, no parameters but a charset. */
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+(; ?charset=[a-z0-9-]+)?$/i;
/** The name of a document the bank names no better. */
const FALLBACK_FILE_NAME = 'documento';
const HTTP_NOT_FOUND = 404;

/** The file name `Content-Disposition` gives, when it is a safe one. */
function fileNameOf(headers: Headers): string | undefined {
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return name !== undefined && SAFE_FILE_NAME.test(name) ? name : undefined;
}

/** The `document` field of the event, as the shell reads it: `{ fileName?, mimeType? }`, each kept only when well formed. */
function describedDocument(document: object): { fileName?: string; mimeType?: string } {
  const { fileName, mimeType } = document as { fileName?: unknown; mimeType?: unknown };
  return {
    ...(typeof fileName === 'string' && SAFE_FILE_NAME.test(fileName) ? { fileName } : {}),
    ...(typeof mimeType === 'string' && CONTENT_TYPE.test(mimeType) ? { mimeType } : {}),
  };
}

/**
 * Hands the customer a document a feature asks for (shell.md §3 "document download"; issue 38 §1,
 * the loan's pre-contract information): `url` is a path of the bank's API, fetched through the
 * API client (the bearer goes to the API host only; any other address is refused as 'Unsupported
 * URL' and nothing is fetched); `document` may name the file (`fileName`) and its type
 * (`mimeType`), else the bank's answer does; a `404` calls `reportUnexistentFileCallback`. With
 * `openNewWindow` the document opens in a new tab, or is saved when the browser blocks the tab;
 * without it, it is saved. Other failures are said on the console; the page goes on.
 */
export async function downloadDocument(
  http: HttpClient,
  payload: DocumentDownloadPayload,
  platform: DocumentDownloadPlatform,
): Promise<void> {
  if (!payload.url.startsWith('/') || payload.url.startsWith('//')) {
    platform.logError(EVENT_MESSAGE.unsupportedUrl, payload.url);
    return;
  }
  let answer: { body: unknown; headers: Headers };
  try {
    answer = await http.request(payload.url, { method: 'GET', cache: { useCache: false } });
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) payload.reportUnexistentFileCallback();
    else platform.logError('The document could not be downloaded', error);
    return;
  }
  const described = describedDocument(payload.document);
  const type = described.mimeType ?? answer.headers.get('content-type') ?? 'application/octet-stream';
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const url = platform.objectUrlOf(new Blob([body], { type }));
  const fileName = described.fileName ?? fileNameOf(answer.headers) ?? FALLBACK_FILE_NAME;
  if (!payload.openNewWindow || !platform.openInNewWindow(url)) platform.save(url, fileName);
  platform.setTimeout(() => platform.revokeObjectUrl(url), DOCUMENT_URL_LIFETIME_MS);
}

/** Acts on every `download-document` a signed-in page publishes. Returns how to stop (logout). */
export function startDocumentDownloads(
  services: { events: ShellEventBus; http: HttpClient },
  platform: DocumentDownloadPlatform,
): () => void {
  return services.events.subscribe(EVENT_TOPIC.documentDownload, (payload) => void downloadDocument(services.http, payload, platform));
}

/** The browser's side of a download: object URLs, a new tab, an `<a download>`. */
export function browserDownloadPlatform(win: Window & Pick<typeof globalThis, 'URL'>): DocumentDownloadPlatform {
  return {
    objectUrlOf: (blob) => win.URL.createObjectURL(blob),
    revokeObjectUrl: (url) => win.URL.revokeObjectURL(url),
    openInNewWindow: (url) => {
      const opened = win.open(url, '_blank');
      // The document cannot reach back into the bank's page.
      if (opened) opened.opener = null;
      return opened !== null;
    },
    save: (url, fileName) => {
      const link = win.document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      win.document.body.append(link);
      link.click();
      link.remove();
    },
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    logError: (message, detail) => console.error(message, detail),
  };
}
