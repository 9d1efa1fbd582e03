export { countUnreadMessages } from './inboxStore';
