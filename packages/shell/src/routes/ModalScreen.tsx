import { needsLogin } from '@bank-shell/core';
import type { RouteMatch } from '@bank-shell/core';
import { FeatureOutlet, useSession, useShell } from '@bank-shell/react';
import type { ReactNode } from 'react';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { SIGNED_IN_NAMESPACE, signedInMessages } from '../signedIn/messages';
import { moduleUrlOf } from './buildRoutes';

interface ModalScreenProps {
  match: RouteMatch;
  onMounted: () => void;
  renderLoading: () => ReactNode;
  renderFailure: (retry: () => void) => ReactNode;
}

/**
 * The client route `modal` (shell.md §2.1, §2.4): `#/modal/<path>` shows the feature routed at
 * `<path>` in the empty layout, whose back link returns to where the customer came from. A path
 * that is unknown, or that needs a login the customer does not have, shows a short notice.
 */
export function ModalScreen({ match, onMounted, renderLoading, renderFailure }: ModalScreenProps) {
  const { router } = useShell();
  const { status } = useSession();
  const t = useLazyTexts(SIGNED_IN_NAMESPACE, signedInMessages);
  const inner = router.matchPath(`/${match.rest}`);
  const allowed = inner !== null && (!needsLogin(inner.route) || status === 'completed');
  const moduleUrl = inner && allowed ? moduleUrlOf(inner.route) : null;
  if (!inner || moduleUrl === null) {
    return (
      <section className="page page--narrow notice">
        <h1 className="page__title">{t('modalUnavailableTitle')}</h1>
        <p>{t('modalUnavailableText')}</p>
      </section>
    );
  }
  return (
    <FeatureOutlet
      featureId={inner.route.id}
      moduleUrl={moduleUrl}
      match={inner}
      onMounted={onMounted}
      renderLoading={renderLoading}
      renderFailure={renderFailure}
    />
  );
}
