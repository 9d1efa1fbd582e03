import { defineFeature } from '@bank-shell/react';
import { RecibosPage } from './RecibosPage';
import { messages } from './messages';
import './styles.css';

/**
 * Recibos (issue 41 §3): the feature the shell shows at `#/recibos`: bills paid by issuer code and
 * reference, and the customer's direct debits, returned within eight weeks. Its route and page
 * names are in this package's `package.json` (`bankShell`); `npm run feature:publish -- recibos` ships it.
 */
export default defineFeature({ id: 'recibos', component: RecibosPage, messages });
