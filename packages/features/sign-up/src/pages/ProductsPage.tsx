import { useId, useState } from 'react';
import { cancelApplication } from '../api';
import type { Application } from '../api';
import { useApplicationStore } from '../application';
import { LOGIN_HREF } from '../FormAlert';
import { PRODUCT_CHOICES, beforeYouStartPathOf, choiceOf, hrefOf, resumePageOf } from '../flow';
import type { ProductChoice } from '../flow';
import { FocusedHeading } from '../StepFrame';
import { useTexts } from '../texts';
import { useSignUpTracking, useTrackedPage } from '../tracking';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useSignUpHttp } from '../useSignUpHttp';

/** The tracked link of choosing an account to open (features.md §4.8: its id in the available links). */
export const START_LINK_ID = 'signups-start';

/** The root page ("become a customer"): the accounts one can open, and the application under way, if any. */
export function ProductsPage() {
  const { t } = useTexts();
  const { state } = useApplicationStore();
  useTrackedPage(TRACKING_KEY_OF.root, 'adult');
  return (
    <div className="page sign-up-products-page">
      <header className="page__header sign-up-hero">
        <FocusedHeading>{t('productsTitle')}</FocusedHeading>
        <p className="page__subtitle">{t('productsIntro')}</p>
      </header>
      {state.kind === 'ready' && <ApplicationUnderWay application={state.application} />}
      <ul className="sign-up-products">
        {PRODUCT_CHOICES.map((choice) => (
          <ProductCard key={choice} choice={choice} />
        ))}
      </ul>
      <p className="sign-up-note">{t('productsCustomer')}</p>
      <a className="sign-up-login-link" href={LOGIN_HREF}>
        {t('goToLogin')}
      </a>
    </div>
  );
}

function ProductCard({ choice }: { choice: ProductChoice }) {
  const { t } = useTexts();
  const tracking = useSignUpTracking();
  const titleId = useId();
  return (
    <li>
      <article className={`card sign-up-product sign-up-product--${choice}`} aria-labelledby={titleId}>
        <h2 id={titleId} className="sign-up-product__name">
          {t(`product_${choice}_name`)}
        </h2>
        <p className="sign-up-product__summary">{t(`product_${choice}_summary`)}</p>
        <ul className="sign-up-list">
          <li>{t(`product_${choice}_feature1`)}</li>
          <li>{t(`product_${choice}_feature2`)}</li>
          <li>{t(`product_${choice}_feature3`)}</li>
        </ul>
        <a
          className="button button--primary sign-up-product__action"
          href={hrefOf(beforeYouStartPathOf(choice))}
          aria-describedby={titleId}
          onClick={() => tracking.link(START_LINK_ID, TRACKING_KEY_OF.root)}
        >
          {t('chooseProduct')}
        </a>
      </article>
    </li>
  );
}

/** An application of this browser: continue where it was left, or start again (it is deleted). */
function ApplicationUnderWay({ application }: { application: Application }) {
  const { t } = useTexts();
  const http = useSignUpHttp();
  const { replace } = useApplicationStore();
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const product = t(`product_${choiceOf(application)}_name`);
  if (application.status === 'active') {
    return (
      <section className="card sign-up-resume" aria-label={t('resumeTitle')}>
        <p>{t('resumeActive', { product })}</p>
        <a className="button button--primary" href={LOGIN_HREF}>
          {t('goToLogin')}
        </a>
      </section>
    );
  }
  const startAgain = async () => {
    setState('deleting');
    try {
      await cancelApplication(http);
      replace(null);
    } catch {
      setState('failed');
    }
  };
  return (
    <section className="card sign-up-resume" aria-label={t('resumeTitle')}>
      <p className="sign-up-resume__title">{t('resumeTitle')}</p>
      <p>{t('resumeText', { product })}</p>
      <div className="sign-up-actions">
        <a className="button button--primary" href={hrefOf(resumePageOf(application))}>
          {t('resumeContinue')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          disabled={state === 'deleting'}
          aria-busy={state === 'deleting'}
          onClick={() => void startAgain()}
        >
          {t('startAgain')}
        </button>
      </div>
      {state === 'failed' && (
        <p role="alert" className="sign-up-inline-error">
          {t('error_try_again')}
        </p>
      )}
    </section>
  );
}
