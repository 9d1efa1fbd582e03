import { defineFeature } from '@bank-shell/react';
import { InboxPage } from './InboxPage';
import { messages } from './messages';
import './styles.css';

/**
 * The inbox: the feature the shell shows at `#/inbox`. Its route and page names are in this
 * package's `package.json` (`bankShell`); `npm run feature:publish -- inbox` ships it.
 */
export default defineFeature({ id: 'inbox', component: InboxPage, messages });
