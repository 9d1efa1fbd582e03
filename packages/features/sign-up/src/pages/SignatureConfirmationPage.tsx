import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { InfoStepPage } from './InfoStepPage';

export function SignatureConfirmationPage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="signature-confirmation"
      trackingKey={TRACKING_KEY_OF['signature-confirmation']}
      title={t('signatureConfirmationTitle')}
    >
      <div className="sign-up-notice sign-up-notice--success">
        <p className="sign-up-notice__title">{t('signatureConfirmationDone')}</p>
        <p>{t('signatureConfirmationText')}</p>
      </div>
    </InfoStepPage>
  );
}
