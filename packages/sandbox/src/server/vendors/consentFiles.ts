import type { Hono } from 'hono';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { createCompressedPageCache } from '../static/compressedPageCache';
import { sendRepresentation } from '../static/sendRepresentation';
import { VENDOR_PATHS } from './paths';
import type { StandInFile, VendorStandIns } from './standIns';

/**
 * How long a browser keeps the stand-ins' files: an hour, as consent-manager vendors serve their
 * scripts. Their URLs carry no version, so a longer time would keep a page on an old script
 * after the sandbox changed it (and the integrity the configuration names).
 */
const STAND_IN_MAX_AGE_S = 3_600;
const STAND_IN_CACHE_CONTROL = `public, max-age=${STAND_IN_MAX_AGE_S}`;

/** Both files, each compressed once: the cache keys on their text. */
const STAND_IN_TEXTS = 2;

/**
 * `GET /consent/v1/consent-manager.js` and `GET /consent/v1/consent-banner.css` on the vendors
 * host: the consent manager's stand-in and its banner's styles, as read when the app was made.
 * Brotli or gzip as `Accept-Encoding` asks (compressed once, at the best settings), a strong
 * ETag per encoding and `304` to a matching `If-None-Match`, kept an hour by browsers.
 */
export function registerConsentFiles(vendors: Hono, standIns: VendorStandIns): void {
  const compressed = createCompressedPageCache(STAND_IN_TEXTS);
  const serve = (path: string, file: StandInFile) =>
    vendors.get(path, async (c) => {
      const texts = await compressed(file.text);
      const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']) ?? 'identity';
      return sendRepresentation(
        c,
        { coding, etag: etagForEncoding(texts.etag, coding), contentType: file.contentType, body: () => texts.bodies[coding] },
        { 'Cache-Control': STAND_IN_CACHE_CONTROL, Vary: VARY_ACCEPT_ENCODING },
      );
    });
  serve(VENDOR_PATHS.consentManager, standIns.consentManager);
  serve(VENDOR_PATHS.consentBanner, standIns.consentBanner);
}
