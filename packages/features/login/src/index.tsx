import { Suspense, lazy } from 'react';
import { defineFeature, useShell } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { useLoginHistoryBack } from './historyBack';
import { LoginPage } from './LoginPage';
import { messages } from './messages';

/** The assisted client's staff login: a chunk of its own, never on the customers' page. */
const AgentLoginPage = lazy(() => import('./agent/AgentLoginPage'));

/**
 * The login screen of the page's client: customers', or the assisted channel's staff. The page
 * that sent the visitor here may ask for a way back to it (the login-history-back topic).
 */
function LoginScreen({ match }: FeatureProps) {
  useLoginHistoryBack(match);
  return useShell().channel.clientKind === 'assisted' ? (
    <Suspense>
      <AgentLoginPage />
    </Suspense>
  ) : (
    <LoginPage />
  );
}

/** The login screen. */
export default defineFeature({ id: 'login', component: LoginScreen, messages });
