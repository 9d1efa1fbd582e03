import { useApplication } from '../application';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { InfoStepPage } from './InfoStepPage';

/** Why and how the bank identifies a new customer (the law asks it to, before the account is active). */
export function IdentificationInstructionsPage() {
  const { t } = useTexts();
  const application = useApplication();
  const teen = application.flow === 'teen';
  return (
    <InfoStepPage
      page="identification-instructions"
      trackingKey={TRACKING_KEY_OF['identification-instructions']}
      title={t('identificationInstructionsTitle')}
      intro={t('identificationInstructionsIntro')}
    >
      <ul className="sign-up-list">
        <li>{t(teen ? 'identificationNeedTeenDocument' : 'identificationNeedDocument')}</li>
        <li>{t(teen ? 'identificationNeedFamilyBook' : 'identificationNeedLight')}</li>
        <li>{t('identificationNeedTime')}</li>
      </ul>
    </InfoStepPage>
  );
}
