import { useId, useState } from 'react';
import { ChoiceField } from '../fields';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { DemoBadge, InfoStepPage } from './InfoStepPage';

/**
 * The identification steps, as demos: the sandbox bank identifies nobody, so each page shows what
 * the real step asks for, says it is a demo, and goes on. Nothing is recorded or uploaded.
 */

export function VideoSelfiePage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="identification-video-selfie"
      trackingKey={TRACKING_KEY_OF['identification-video-selfie']}
      title={t('videoSelfieTitle')}
    >
      <DemoBadge label={t('demoStep')} />
      <ol className="sign-up-steps-list">
        <li>{t('videoSelfieStep1')}</li>
        <li>{t('videoSelfieStep2')}</li>
        <li>{t('videoSelfieStep3')}</li>
      </ol>
      <p className="sign-up-note">{t('videoSelfieDemoNote')}</p>
    </InfoStepPage>
  );
}

export function TransferDocumentTypePage() {
  const { t } = useTexts();
  const [type, setType] = useState('DNI');
  return (
    <InfoStepPage
      page="identification-transfer-document-type"
      trackingKey={TRACKING_KEY_OF['identification-transfer-document-type']}
      title={t('transferDocumentTitle')}
    >
      <DemoBadge label={t('demoStep')} />
      <ChoiceField
        legend={t('transferDocumentLabel')}
        status={{}}
        value={type}
        onValue={setType}
        options={[
          { value: 'DNI', label: t('documentType_DNI') },
          { value: 'NIE', label: t('documentType_NIE') },
        ]}
      />
    </InfoStepPage>
  );
}

export function TransferUploadPage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="identification-transfer-upload-files"
      trackingKey={TRACKING_KEY_OF['identification-transfer-upload-files']}
      title={t('uploadTitle')}
    >
      <DemoBadge label={t('demoStep')} />
      <DemoUpload label={t('uploadDocumentLabel')} />
    </InfoStepPage>
  );
}

export function TransferInstructionsPage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="identification-transfer-instructions"
      trackingKey={TRACKING_KEY_OF['identification-transfer-instructions']}
      title={t('transferInstructionsTitle')}
    >
      <DemoBadge label={t('demoStep')} />
      <ol className="sign-up-steps-list">
        <li>{t('transferInstructionsStep1')}</li>
        <li>{t('transferInstructionsStep2')}</li>
        <li>{t('transferInstructionsStep3')}</li>
      </ol>
      <p className="sign-up-note">{t('transferInstructionsDemoNote')}</p>
    </InfoStepPage>
  );
}

export function TransferValidationPage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="identification-transfer-validation"
      trackingKey={TRACKING_KEY_OF['identification-transfer-validation']}
      title={t('transferValidationTitle')}
    >
      <DemoBadge label={t('demoStep')} />
      <p>{t('transferValidationText')}</p>
    </InfoStepPage>
  );
}

export function FamilyBookUploadPage() {
  const { t } = useTexts();
  return (
    <InfoStepPage
      page="family-book-or-birth-certificate-upload"
      trackingKey={TRACKING_KEY_OF['family-book-or-birth-certificate-upload']}
      title={t('familyBookTitle')}
      intro={t('familyBookIntro')}
    >
      <DemoBadge label={t('demoStep')} />
      <DemoUpload label={t('familyBookLabel')} />
    </InfoStepPage>
  );
}

/** A file input whose files go nowhere: it names what was chosen and says that nothing leaves the device. */
function DemoUpload({ label }: { label: string }) {
  const { t } = useTexts();
  const id = useId();
  const [names, setNames] = useState<readonly string[]>([]);
  return (
    <div className="field sign-up-upload">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('uploadNothingSent')}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept="image/*,application/pdf"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <p className="sign-up-upload__chosen" aria-live="polite">
        {names.length > 0 ? t('uploadChosen', { files: names.join(', ') }) : ''}
      </p>
    </div>
  );
}
