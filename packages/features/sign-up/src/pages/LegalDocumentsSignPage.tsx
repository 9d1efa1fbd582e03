import { useApplication } from '../application';
import { SIGNED_NAME_MAX_CHARS } from '../choices';
import { CheckField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { signatureError } from '../validation';
import type { SavedName } from '../validation';

interface SignValues {
  accepted: boolean;
  signedName: string;
}

/** Accepted, and signed with the full name as saved (case, accents and spaces aside: `signature_mismatch`). */
export function validateSignature(values: SignValues, saved: SavedName | undefined): FieldErrors<SignValues> {
  const errors: FieldErrors<SignValues> = {};
  if (!values.accepted) errors.accepted = 'must_accept';
  const signature = signatureError(values.signedName, saved);
  if (signature) errors.signedName = signature;
  return errors;
}

export function LegalDocumentsSignPage() {
  const { t } = useTexts();
  const application = useApplication();
  const saved =
    application.data['what-is-your-name'] === undefined
      ? undefined
      : {
          name: savedText(application, 'what-is-your-name', 'name'),
          firstSurname: savedText(application, 'what-is-your-name', 'firstSurname'),
          secondSurname: savedText(application, 'what-is-your-name', 'secondSurname'),
        };
  const form = useStepForm<SignValues>({
    page: 'legal-documents-sign',
    trackingKey: TRACKING_KEY_OF['legal-documents-sign'],
    initial: () => ({ accepted: false, signedName: '' }),
    validate: (values) => validateSignature(values, saved),
    save: (values) => ({ step: 'legal-documents-sign', body: { accepted: true, signedName: values.signedName.trim() } }),
    serverFields: { signature_mismatch: 'signedName' },
  });
  return (
    <StepFrame
      page="legal-documents-sign"
      trackingKey={TRACKING_KEY_OF['legal-documents-sign']}
      title={t('signTitle')}
      intro={t('signIntro')}
      form={form}
      continueLabel={t('sign')}
    >
      <CheckField
        label={t('signAccept')}
        required
        status={form.statusOf('accepted')}
        checked={form.values.accepted}
        onChecked={(checked) => form.setValue('accepted', checked)}
      />
      <TextField
        label={t('signedNameLabel')}
        hint={t('signedNameHint')}
        status={form.statusOf('signedName')}
        value={form.values.signedName}
        onValue={(value) => form.setValue('signedName', value)}
        autoComplete="name"
        maxLength={SIGNED_NAME_MAX_CHARS}
        className="sign-up-signature"
      />
    </StepFrame>
  );
}
