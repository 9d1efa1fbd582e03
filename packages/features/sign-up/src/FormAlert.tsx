import type { RefObject } from 'react';
import { LOGIN_HISTORY_BACK_TOPIC, NAVIGATION_DATA_PARAM } from '@bank-shell/core';
import type { SignUpFlow } from './api';
import type { FormError } from './errors';
import { ROOT_PAGE, hrefOf, pageOfStep } from './flow';
import { useTexts } from './texts';

/**
 * Where an existing customer logs in. Its navigation data asks the login for the back action of
 * the login-history-back topic (shell.md §2.4): "back" there returns to this page.
 */
export const LOGIN_HREF = `#/login?${NAVIGATION_DATA_PARAM}=${encodeURIComponent(JSON.stringify({ [LOGIN_HISTORY_BACK_TOPIC]: true }))}`;

/**
 * What went wrong, next to the form (`role="alert"`): always in the page, empty until something
 * does, so screen readers announce it and focus can land on it. Some errors bring a way on: the
 * steps to complete first, a fresh start, the login.
 */
export function FormAlert({
  error,
  id,
  alertRef,
  flow,
}: {
  error: FormError | null;
  id: string;
  alertRef: RefObject<HTMLDivElement | null>;
  flow: SignUpFlow;
}) {
  const { t } = useTexts();
  return (
    <div ref={alertRef} id={id} tabIndex={-1} role="alert" className={error ? 'alert alert--error sign-up-alert' : 'alert alert--empty'}>
      {error && (
        <>
          <p>{t(`error_${error.code}`)}</p>
          {error.serverMessage && <p className="sign-up-alert__detail">{error.serverMessage}</p>}
          {error.steps && error.steps.length > 0 && (
            <ul className="sign-up-alert__links">
              {error.steps.map((step) => (
                <li key={step}>
                  <a href={hrefOf(pageOfStep(step, flow))}>{t('goToStep', { step: t(`step_${step}`) })}</a>
                </li>
              ))}
            </ul>
          )}
          {error.code === 'sign_up_not_found' && <a href={hrefOf(ROOT_PAGE)}>{t('startAgain')}</a>}
          {error.code === 'sign_up_already_active' && <a href={LOGIN_HREF}>{t('goToLogin')}</a>}
          {error.code === 'signing_not_initialised' && <a href={hrefOf('legal-documents-view')}>{t('goToDocuments')}</a>}
        </>
      )}
    </div>
  );
}
