import { defineFeature } from '@bank-shell/react';
import { ConfirmPendingOperation } from './ConfirmPendingOperation';
import { messages } from './messages';
import './styles.css';

/**
 * A login from a new computer (type 75) shown in the app for the customer to confirm or reject
 * (features.md §2.2, §4.1; issue 17 §3). Path `confirmar-operacion`.
 */
export default defineFeature({ id: 'confirm-pending-operation', component: ConfirmPendingOperation, messages });
