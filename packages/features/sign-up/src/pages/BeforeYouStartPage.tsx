import { useRef, useState } from 'react';
import { useNavigate } from '@bank-shell/react';
import { openApplication } from '../api';
import { useApplicationStore } from '../application';
import { formErrorOf } from '../errors';
import type { FormError } from '../errors';
import { ROOT_PAGE, applicationOfChoice, funnelOf, hrefOf, pagesOf, routeOf } from '../flow';
import type { ProductChoice } from '../flow';
import { FocusedHeading, SideLinks } from '../StepFrame';
import { useTexts } from '../texts';
import { useTrackedPage } from '../tracking';
import { PRODUCT_SKU_OF, TRACKING_KEY_OF } from '../trackingKeys';
import { useSignUpHttp } from '../useSignUpHttp';

/** What the prospect needs at hand; "Start" opens the application. */
export function BeforeYouStartPage({ choice }: { choice: ProductChoice }) {
  const { t } = useTexts();
  const http = useSignUpHttp();
  const navigate = useNavigate();
  const { replace } = useApplicationStore();
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useTrackedPage(TRACKING_KEY_OF['before-you-start'], funnelOf(choice), { product_sku: PRODUCT_SKU_OF[choice] });
  const teen = choice === 'teen';

  const start = async () => {
    if (starting.current) return;
    starting.current = true;
    setBusy(true);
    setError(null);
    const { product, flow } = applicationOfChoice(choice);
    try {
      const application = await openApplication(http, product, flow);
      replace(application);
      navigate(routeOf(pagesOf(application)[0] ?? ROOT_PAGE));
    } catch (failure) {
      setError(formErrorOf(failure));
      alertRef.current?.focus();
    } finally {
      starting.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="page sign-up-step">
      <a className="sign-up-back" href={hrefOf(ROOT_PAGE)}>
        {t('back')}
      </a>
      <header className="page__header">
        <p className="sign-up-eyebrow">{t(`product_${choice}_name`)}</p>
        <FocusedHeading>{t('beforeTitle')}</FocusedHeading>
        <p className="page__subtitle">{t('beforeIntro')}</p>
      </header>
      <div className="card sign-up-card">
        <ul className="sign-up-checklist">
          <li>{t(teen ? 'beforeNeedDocumentTeen' : 'beforeNeedDocument')}</li>
          <li>{t('beforeNeedMobile')}</li>
          <li>{t('beforeNeedEmail')}</li>
          {teen && <li>{t('beforeNeedGuardian')}</li>}
          <li>{t('beforeNeedTime')}</li>
        </ul>
        <div ref={alertRef} tabIndex={-1} role="alert" className={error ? 'alert alert--error sign-up-alert' : 'alert alert--empty'}>
          {error && <p>{t(`error_${error.code}`)}</p>}
        </div>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void start()}
        >
          {busy ? t('starting') : t('start')}
        </button>
      </div>
      <SideLinks from={`before-you-start/${choice}`} />
    </div>
  );
}
