import { defineFeature } from '@bank-shell/react';
import { messages } from './messages';
import { PendingEcommerceOperations } from './PendingEcommerceOperations';
import './styles.css';

/**
 * The customer's card payments waiting for confirmation (type 76), in a browser (features.md
 * §2.2, §4.1; issue 17 §3): confirm, reject or decide later. Path `operaciones-pendientes`.
 */
export default defineFeature({ id: 'pending-ecommerce-operations', component: PendingEcommerceOperations, messages });
