import type { Context } from 'hono';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { createCompressedPageCache } from '../static/compressedPageCache';
import { sendRepresentation } from '../static/sendRepresentation';
import type { StandInFile } from './standIns';

/**
 * How long a browser keeps the stand-ins' files: an hour, as vendors serve their scripts and
 * configuration. Their URLs carry no version, so a longer time would keep a page on an old file
 * after the sandbox changed it (and, for the consent manager, the integrity the configuration names).
 */
const STAND_IN_MAX_AGE_S = 3_600;
const STAND_IN_CACHE_CONTROL = `public, max-age=${STAND_IN_MAX_AGE_S}`;

/** Sends one of the stand-ins' files as a request asks for it, with any headers of its own. */
export type StandInFileSender = (c: Context, file: StandInFile, headers?: Readonly<Record<string, string>>) => Promise<Response>;

/**
 * A sender of the stand-ins' files: brotli or gzip as `Accept-Encoding` asks (each text compressed
 * once, at the best settings, and kept), a strong ETag per encoding and `304` to a matching
 * `If-None-Match`, kept an hour by browsers.
 *
 * @param fileCount how many files it sends: the cache keeps each one's compressed texts
 */
export function createStandInFileSender(fileCount: number): StandInFileSender {
  const compressed = createCompressedPageCache(fileCount);
  return async (c, file, headers = {}) => {
    const texts = await compressed(file.text);
    const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']) ?? 'identity';
    return sendRepresentation(
      c,
      { coding, etag: etagForEncoding(texts.etag, coding), contentType: file.contentType, body: () => texts.bodies[coding] },
      { 'Cache-Control': STAND_IN_CACHE_CONTROL, Vary: VARY_ACCEPT_ENCODING, ...headers },
    );
  };
}
