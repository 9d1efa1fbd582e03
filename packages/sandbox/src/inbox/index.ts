export { countUnreadMessages, leaveInboxMessage } from './inboxStore';
