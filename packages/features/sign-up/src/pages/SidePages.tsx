import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@bank-shell/react';
import type { TrackingVariables } from '@bank-shell/core/analytics';
import { cancelApplication } from '../api';
import { useApplicationStore } from '../application';
import { BEFORE_YOU_START_PAGE, ROOT_PAGE, choiceOf, funnelOf, hrefOf, isFlowPage, isProductChoice, routeOf } from '../flow';
import type { SignUpFunnel } from '../tracking';
import { FocusedHeading } from '../StepFrame';
import { useTexts } from '../texts';
import { useTrackedPage } from '../tracking';
import { TRACKING_KEY_OF, productVariablesOf } from '../trackingKeys';
import { DemoBadge } from './InfoStepPage';
import { useSignUpHttp } from '../useSignUpHttp';

/** The bank's customer service line, for prospects too. */
export const HELP_PHONE = '910 000 123';
const HELP_PHONE_HREF = 'tel:+34910000123';

/** The page a side page came from, if it is one of the feature's; else the products page. */
export function returnPathOf(from: string | null): string {
  if (from === null) return ROOT_PAGE;
  const [page = '', choice = ''] = from.split('/');
  if (page === BEFORE_YOU_START_PAGE && isProductChoice(choice)) return from;
  return isFlowPage(page) && choice === '' ? page : ROOT_PAGE;
}

/** The funnel and sku of the application under way, if any: a side page counts in its funnel. */
function useSideTracking(path: string): void {
  const { state } = useApplicationStore();
  const [tracked] = useState<{ funnel: SignUpFunnel; variables: TrackingVariables }>(() =>
    state.kind === 'ready'
      ? { funnel: funnelOf(choiceOf(state.application)), variables: productVariablesOf(state.application) }
      : { funnel: 'adult', variables: {} },
  );
  useTrackedPage(path, tracked.funnel, tracked.variables);
}

function SidePage({ title, from, children }: { title: string; from: string | null; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <div className="page sign-up-step">
      <a className="sign-up-back" href={hrefOf(returnPathOf(from))}>
        {t('backToApplication')}
      </a>
      <header className="page__header">
        <FocusedHeading>{title}</FocusedHeading>
      </header>
      <div className="card sign-up-card">{children}</div>
    </div>
  );
}

export function HelpPage({ from }: { from: string | null }) {
  const { t } = useTexts();
  useSideTracking(TRACKING_KEY_OF.help);
  return (
    <SidePage title={t('helpTitle')} from={from}>
      <p>{t('helpText')}</p>
      <ul className="sign-up-list">
        <li>{t('helpDocuments')}</li>
        <li>{t('helpSaved')}</li>
        <li>{t('helpSecurity')}</li>
      </ul>
      <p>
        {t('helpPhoneText')}{' '}
        <a className="sign-up-phone" href={HELP_PHONE_HREF}>
          {HELP_PHONE}
        </a>
      </p>
      <p className="sign-up-note">{t('helpHours')}</p>
    </SidePage>
  );
}

export function OnlineChatPage({ from }: { from: string | null }) {
  const { t } = useTexts();
  useSideTracking(TRACKING_KEY_OF['online-chat']);
  return (
    <SidePage title={t('chatTitle')} from={from}>
      <DemoBadge label={t('demoStep')} />
      <p>{t('chatText')}</p>
      <div className="sign-up-chat" role="log" aria-label={t('chatTitle')}>
        <p className="sign-up-chat__message">{t('chatGreeting')}</p>
      </div>
    </SidePage>
  );
}

/** Cancelling asks first: confirmed, the application and all it saved are deleted. */
export function CancelPage({ from }: { from: string | null }) {
  const { t } = useTexts();
  const http = useSignUpHttp();
  const navigate = useNavigate();
  const { replace } = useApplicationStore();
  const [state, setState] = useState<'idle' | 'cancelling' | 'failed'>('idle');
  useSideTracking(TRACKING_KEY_OF['cancel-contracting-process']);
  const cancel = async () => {
    setState('cancelling');
    try {
      await cancelApplication(http);
      replace(null);
      navigate(routeOf(ROOT_PAGE));
    } catch {
      setState('failed');
    }
  };
  return (
    <SidePage title={t('cancelTitle')} from={from}>
      <p>{t('cancelText')}</p>
      {state === 'failed' && (
        <p role="alert" className="sign-up-inline-error">
          {t('error_try_again')}
        </p>
      )}
      <div className="sign-up-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state === 'cancelling'}
          aria-busy={state === 'cancelling'}
          onClick={() => void cancel()}
        >
          {t('cancelConfirm')}
        </button>
        <a className="button button--ghost" href={hrefOf(returnPathOf(from))}>
          {t('cancelKeepGoing')}
        </a>
      </div>
    </SidePage>
  );
}
