import { useApplication } from '../application';
import { useTexts } from '../texts';
import { accountActivationTrackingKey } from '../trackingKeys';
import { InfoStepPage } from './InfoStepPage';

/** The account is reserved: signing the contract and identifying oneself activate it. */
export function AccountActivationPage() {
  const { t } = useTexts();
  const application = useApplication();
  const teen = application.flow === 'teen';
  return (
    <InfoStepPage
      page="account-activation"
      trackingKey={accountActivationTrackingKey(application.flow)}
      title={t('activationTitle')}
      intro={t('activationIntro')}
    >
      <ol className="sign-up-steps-list">
        <li>{t('activationSign')}</li>
        <li>{t(teen ? 'activationIdentifyTeen' : 'activationIdentify')}</li>
      </ol>
    </InfoStepPage>
  );
}
