export {
  MAX_LISTED_MESSAGES,
  MESSAGE_ID_PATTERN,
  changeInboxMessage,
  countUnreadMessages,
  deleteInboxMessage,
  findInboxMessage,
  leaveInboxMessage,
  listInboxMessages,
} from './inboxStore';
export type { InboxCategory, InboxFolder, InboxListItem, InboxMessage, InboxMessageChange, NewInboxMessage } from './inboxStore';
