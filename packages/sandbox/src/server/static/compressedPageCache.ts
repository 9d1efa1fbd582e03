import { compressBody, SHELL_PAGE_COMPRESSION, type ContentCoding } from '../contentEncoding';
import { strongEtagOf } from '../revalidation';

/** One text of the shell page, in every encoding the sandbox sends. */
export interface CompressedPage {
  /** Strong ETag of the text; each encoding adds its coding to it. */
  etag: string;
  bodies: Readonly<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * How many distinct page texts are kept: one per client page (nine) per build of the shell and
 * of the login feature, with room for a few rebuilds while the sandbox runs.
 */
export const SHELL_PAGE_CACHE_MAX_TEXTS = 32;

/**
 * A cache of the shell page's compressed texts, keyed by content: the sandbox writes each page
 * per request, but most requests write a text it has seen, and brotli at its highest quality is
 * worth paying once per text, not once per request. The least recently used text goes first;
 * a text being compressed is shared by the requests that wait for it.
 */
export function createCompressedPageCache(maxTexts = SHELL_PAGE_CACHE_MAX_TEXTS): (html: string) => Promise<CompressedPage> {
  const pages = new Map<string, Promise<CompressedPage>>();
  return (html) => {
    const etag = strongEtagOf(html);
    const cached = pages.get(etag);
    if (cached !== undefined) {
      pages.delete(etag);
      pages.set(etag, cached);
      return cached;
    }
    const page = compressPage(html, etag);
    pages.set(etag, page);
    // A failed compression is not kept: the next request for the text tries again.
    page.catch(() => pages.delete(etag));
    if (pages.size > maxTexts) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    return page;
  };
}

async function compressPage(html: string, etag: string): Promise<CompressedPage> {
  const identity = new TextEncoder().encode(html);
  const [br, gzip] = await Promise.all([
    compressBody(identity, 'br', SHELL_PAGE_COMPRESSION),
    compressBody(identity, 'gzip', SHELL_PAGE_COMPRESSION),
  ]);
  return { etag, bodies: { identity, br, gzip } };
}
