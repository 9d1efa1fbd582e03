import { defineFeature } from '@bank-shell/react';
import { BizumPage } from './BizumPage';
import { messages } from './messages';
import './styles.css';

/**
 * Bizum: the feature the shell shows at `#/bizum`. Its route and page names are in this
 * package's `package.json` (`bankShell`); `npm run feature:publish -- bizum` ships it.
 */
export default defineFeature({ id: 'bizum', component: BizumPage, messages });
