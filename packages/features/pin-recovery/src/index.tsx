import { defineFeature } from '@bank-shell/react';
import { PinRecoveryPage } from './PinRecoveryPage';
import { messages } from './messages';
import './styles.css';

/**
 * PIN recovery (issue 42 §1): the full page at `#/pin-recovery` (shell.md §2.4) where a visitor
 * without a session who forgot their security PIN chooses a new one, on the sandbox bank's PIN
 * recovery calls (docs/sandbox-api.md, PIN recovery). Its route and page names are in this
 * package's `package.json` (`bankShell`).
 */
export default defineFeature({ id: 'pin-recovery', component: PinRecoveryPage, messages });
