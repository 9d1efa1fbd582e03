import { defineFeature } from '@bank-shell/react';
import { TransferenciasPage } from './TransferenciasPage';
import { messages } from './messages';
import './styles.css';

/**
 * Transferencias: the feature the shell shows at `#/transferencias`. Its route and page names are in this
 * package's `package.json` (`bankShell`); `npm run feature:publish -- transferencias` ships it.
 */
export default defineFeature({ id: 'transferencias', component: TransferenciasPage, messages });
