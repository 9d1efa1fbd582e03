import { defineFeature } from '@bank-shell/react';
import { LoginPage } from './LoginPage';
import { messages } from './messages';

/** The customer login screen. */
export default defineFeature({ id: 'login', component: LoginPage, messages });
