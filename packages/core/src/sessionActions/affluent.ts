import { AFFLUENT_LEVEL } from '@bank-shell/core';
import type { AffluentLevel } from '../session';

/** Where decoding problems are reported; the shell passes its logger. */
export type ErrorLogger = (message: string) => void;

/** Base64 decoder injected so core needs no DOM `atob`. */
export type Base64Decoder = (value: string) => string;

function isLevelName(name: string): name is keyof typeof AFFLUENT_LEVEL {
  return Object.hasOwn(AFFLUENT_LEVEL, name);
}

/**
 * Decodes the `X-ING-AFFLUENT` header: a dotted string whose second part is the base64 of the
 * level name (shell.md §3). A null mark resets to none; anything unusable is logged with the
 * spec's messages and also counts as none.
 */
export function decodeAffluentMark(mark: unknown, decodeBase64: Base64Decoder, logError: ErrorLogger): AffluentLevel {
  if (mark === null || mark === undefined) return AFFLUENT_LEVEL.NO_AFLNT;
  if (typeof mark !== 'string' || mark === '') {
    logError('Affluent mark must be a string!');
    return AFFLUENT_LEVEL.NO_AFLNT;
  }
  try {
    const encoded = mark.split('.')[1];
    if (!encoded) throw new Error('no second part');
    const name = decodeBase64(encoded);
    if (!isLevelName(name)) throw new Error('unknown level');
    return AFFLUENT_LEVEL[name];
  } catch {
    logError('Error decoding affluent flag');
    return AFFLUENT_LEVEL.NO_AFLNT;
  }
}
