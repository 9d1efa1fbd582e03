/**
 * The inbox's screens and their addresses: `#/inbox` the messages, `#/inbox/archivo` those put
 * away, `#/inbox/{messageId}` one message. What follows the base path (`match.rest`) says which.
 */
export const BASE_PATH = '/inbox';
const ARCHIVE_SEGMENT = 'archivo';

export type Screen =
  | { readonly name: 'folder'; readonly folder: 'inbox' | 'archive' }
  | { readonly name: 'message'; readonly messageId: string }
  | { readonly name: 'notFound' };

/** The bank's message ids: `MSG-` and what the message tells of. */
const MESSAGE_ID = /^MSG-[A-Za-z0-9-]{1,80}$/;

export function screenOf(rest: string): Screen {
  const trimmed = rest.replace(/\/$/, '');
  if (trimmed === '') return { name: 'folder', folder: 'inbox' };
  if (trimmed === ARCHIVE_SEGMENT) return { name: 'folder', folder: 'archive' };
  return MESSAGE_ID.test(trimmed) ? { name: 'message', messageId: trimmed } : { name: 'notFound' };
}

export const folderHref = (folder: 'inbox' | 'archive'): string => `#${BASE_PATH}${folder === 'archive' ? `/${ARCHIVE_SEGMENT}` : ''}`;
export const messageHref = (messageId: string): string => `#${BASE_PATH}/${encodeURIComponent(messageId)}`;
