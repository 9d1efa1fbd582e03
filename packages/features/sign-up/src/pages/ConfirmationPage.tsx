import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@bank-shell/react';
import { useApplication, useApplicationStore } from '../application';
import { activationErrorOf, formErrorOf } from '../errors';
import type { FormError } from '../errors';
import { FormAlert } from '../FormAlert';
import { choiceOf, funnelOf } from '../flow';
import { formVariablesOf } from '../formVariables';
import { savedText } from '../savedData';
import { FocusedHeading, SideLinks } from '../StepFrame';
import { useTexts } from '../texts';
import { useSignUpTracking, useTrackedPage } from '../tracking';
import { TRACKING_KEY_OF, productVariablesOf } from '../trackingKeys';

/** Where the new customer logs in. */
export const LOGIN_ROUTE = '/login';

type Outcome = { kind: 'activating' } | { kind: 'open'; document: string } | { kind: 'failed'; error: FormError };

/**
 * The end of the flow: the application is activated once on arrival (the store makes a second
 * call answer the first's, so StrictMode's second effect and a double click open nothing twice),
 * and the new customer is sent to log in. An application activated before shows as open.
 */
export function ConfirmationPage() {
  const { t } = useTexts();
  const application = useApplication();
  const { activate } = useApplicationStore();
  const navigate = useNavigate();
  const alreadyActive = application.status === 'active';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    alreadyActive
      ? { kind: 'open', document: savedText(application, 'access-and-contact-data', 'documentNumber') }
      : { kind: 'activating' },
  );
  const [attempt, setAttempt] = useState(0);
  const [variables] = useState(() => ({ ...productVariablesOf(application), ...formVariablesOf(application, new Date()) }));
  useTrackedPage(TRACKING_KEY_OF.confirmation, funnelOf(choiceOf(application)), variables);
  const alertRef = useRef<HTMLDivElement>(null);
  const tracking = useSignUpTracking();
  // The application's product and funnel do not change while the page is on screen.
  const [failureView] = useState(() => ({
    path: TRACKING_KEY_OF.confirmation,
    funnel: funnelOf(choiceOf(application)),
    variables: { ...variables, page_error: activationErrorOf(application.product) },
  }));

  useEffect(() => {
    if (alreadyActive) return undefined;
    let current = true;
    activate().then(
      (activation) => current && setOutcome({ kind: 'open', document: activation.document }),
      (error: unknown) => {
        if (!current) return;
        setOutcome({ kind: 'failed', error: formErrorOf(error) });
        tracking.pageView(failureView.path, failureView.funnel, failureView.variables);
      },
    );
    return () => {
      current = false;
    };
  }, [activate, alreadyActive, attempt, tracking, failureView]);

  const retry = () => {
    setOutcome({ kind: 'activating' });
    setAttempt((count) => count + 1);
  };

  return (
    <div className="page sign-up-step sign-up-confirmation">
      <header className="page__header">
        <FocusedHeading>
          {t(
            outcome.kind === 'open' ? 'confirmationOpenTitle' : outcome.kind === 'failed' ? 'confirmationFailedTitle' : 'confirmationTitle',
          )}
        </FocusedHeading>
      </header>
      <div className="card sign-up-card">
        {outcome.kind === 'activating' && (
          <p role="status" className="sign-up-confirmation__status">
            {t('confirmationActivating')}
          </p>
        )}
        {outcome.kind === 'open' && (
          <div className="sign-up-confirmation__open" role="status">
            <p className="sign-up-notice__title">{t('confirmationOpen')}</p>
            <p>{t('confirmationLoginWith', { document: outcome.document })}</p>
            <p className="sign-up-note">{t('confirmationPinNote')}</p>
            <button type="button" className="button button--primary button--block" onClick={() => navigate(LOGIN_ROUTE)}>
              {t('logIn')}
            </button>
          </div>
        )}
        {outcome.kind === 'failed' && (
          <>
            <FormAlert error={outcome.error} id="sign-up-confirmation-error" alertRef={alertRef} flow={application.flow} />
            {outcome.error.code === 'try_again' && (
              <button type="button" className="button button--primary button--block" onClick={retry}>
                {t('retry')}
              </button>
            )}
          </>
        )}
      </div>
      {/* An open account is the customer's: there is no application left to cancel. */}
      <SideLinks from="confirmation" cancellable={outcome.kind !== 'open'} />
    </div>
  );
}
