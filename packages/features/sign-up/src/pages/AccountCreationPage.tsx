import { useApplication } from '../application';
import { choiceOf } from '../flow';
import { useTexts } from '../texts';
import { accountCreationTrackingKey } from '../trackingKeys';
import { InfoStepPage } from './InfoStepPage';

/** The account about to be opened: its name, what it includes, and no fees. */
export function AccountCreationPage() {
  const { t } = useTexts();
  const application = useApplication();
  const choice = choiceOf(application);
  return (
    <InfoStepPage
      page="account-creation"
      trackingKey={accountCreationTrackingKey(application)}
      title={t('accountCreationTitle')}
      intro={t('accountCreationIntro')}
    >
      <article className="sign-up-account" aria-labelledby="sign-up-account-name">
        <h2 id="sign-up-account-name" className="sign-up-account__name">
          {t(`product_${choice}_name`)}
        </h2>
        <p>{t(`product_${choice}_summary`)}</p>
        <ul className="sign-up-list">
          <li>{t(`product_${choice}_feature1`)}</li>
          <li>{t(`product_${choice}_feature2`)}</li>
          <li>{t(`product_${choice}_feature3`)}</li>
        </ul>
        <p className="sign-up-account__fees">{t('noFees')}</p>
      </article>
    </InfoStepPage>
  );
}
