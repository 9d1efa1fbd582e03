/**
 * The API client's GET cache (shell.md §7, §9): JSON responses only, kept per active profile,
 * each for at most an hour; a response over 100 KB is not kept, and past 10 MB in total the
 * least recently used responses go first. It lives in memory only: a reload starts empty.
 *
 * It is core's `@bank-shell/core/cache` entry: the shell loads it once a customer has logged in,
 * so the login page does not carry it.
 */
import type { CachedResponse, ResponseCache } from '../http';

/** shell.md §9. Sizes in bytes of 1000, as the budgets of this project read "KB" and "MB". */
export const CACHE_MAX_AGE_MS = 60 * 60 * 1000;
export const CACHE_MAX_ENTRY_BYTES = 100_000;
export const CACHE_MAX_TOTAL_BYTES = 10_000_000;

/**
 * Calls that only report what the customer did, and change nothing a GET answers: a campaign
 * response (features.md §4.4, `CAMPAIGN_RESPONSES_PATH` of the signed-in entry, which a test
 * keeps equal) is sent as the overview shows, and emptying the profile's cache for it would make
 * every page after it ask the bank again. (Campaigns themselves are never cached.)
 */
export const CACHE_KEPT_BY_PATHS: readonly string[] = ['/genoma_api/rest/campaigns/responses'];

/** UTF-8 length of a string, without allocating its bytes. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair is one four-byte character.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

export interface ResponseCacheOptions {
  now: () => number;
  maxEntryBytes?: number;
  maxTotalBytes?: number;
  maxAgeMs?: number;
}

export function createResponseCache({
  now,
  maxEntryBytes = CACHE_MAX_ENTRY_BYTES,
  maxTotalBytes = CACHE_MAX_TOTAL_BYTES,
  maxAgeMs = CACHE_MAX_AGE_MS,
}: ResponseCacheOptions): ResponseCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, CachedResponse>();
  let totalBytes = 0;
  const entryKey = (scope: string, key: string) => `${scope}\u0000${key}`;

  const remove = (fullKey: string) => {
    const entry = entries.get(fullKey);
    if (!entry) return;
    entries.delete(fullKey);
    totalBytes -= entry.bytes;
  };

  return {
    get(scope, key) {
      const fullKey = entryKey(scope, key);
      const entry = entries.get(fullKey);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(fullKey);
        return undefined;
      }
      entries.delete(fullKey);
      entries.set(fullKey, entry);
      return entry;
    },
    set(scope, key, response) {
      const fullKey = entryKey(scope, key);
      remove(fullKey);
      const bytes = utf8ByteLength(response.text);
      if (bytes > maxEntryBytes) return;
      const ageMs = Math.min(response.maxAgeMs ?? maxAgeMs, maxAgeMs);
      if (ageMs <= 0) return;
      entries.set(fullKey, {
        text: response.text,
        contentType: response.contentType,
        status: response.status,
        expiresAt: now() + ageMs,
        bytes,
      });
      totalBytes += bytes;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxTotalBytes) break;
        remove(oldest);
      }
    },
    clearScope(scope, changedBy) {
      if (changedBy !== undefined && CACHE_KEPT_BY_PATHS.includes(changedBy)) return;
      const prefix = `${scope}\u0000`;
      for (const fullKey of [...entries.keys()]) if (fullKey.startsWith(prefix)) remove(fullKey);
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    get totalBytes() {
      return totalBytes;
    },
    get size() {
      return entries.size;
    },
  };
}
