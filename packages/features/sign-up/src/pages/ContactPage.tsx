import { useApplication } from '../application';
import { DocumentFields, asDocumentType } from '../DocumentFields';
import { TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { EMAIL_MAX_CHARS, documentError, isEmail, isSpanishMobile, normaliseDocument, normaliseMobile } from '../validation';
import type { DocumentType } from '../validation';

interface ContactValues {
  documentType: DocumentType | '';
  documentNumber: string;
  email: string;
  mobilePhone: string;
}

/** A DNI or NIE with its check letter, an email, a Spanish mobile. */
export function validateContact(values: ContactValues): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = {};
  if (values.documentType === '') errors.documentType = 'required';
  else {
    const document = documentError(values.documentType, values.documentNumber);
    if (document) errors.documentNumber = document;
  }
  if (values.email.trim() === '') errors.email = 'required';
  else if (!isEmail(values.email)) errors.email = 'invalid_email';
  if (values.mobilePhone.trim() === '') errors.mobilePhone = 'required';
  else if (!isSpanishMobile(values.mobilePhone)) errors.mobilePhone = 'invalid_mobile';
  return errors;
}

/** The document that will be the login, and how the bank reaches the prospect. */
export function ContactPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<ContactValues>({
    page: 'access-and-contact-data',
    trackingKey: TRACKING_KEY_OF['access-and-contact-data'],
    initial: () => ({
      documentType: asDocumentType(savedText(application, 'access-and-contact-data', 'documentType')) || 'DNI',
      documentNumber: savedText(application, 'access-and-contact-data', 'documentNumber'),
      email: savedText(application, 'access-and-contact-data', 'email'),
      mobilePhone: savedText(application, 'access-and-contact-data', 'mobilePhone'),
    }),
    validate: validateContact,
    save: (values) => ({
      step: 'access-and-contact-data',
      body: {
        documentType: values.documentType,
        documentNumber: normaliseDocument(values.documentNumber),
        email: values.email.trim(),
        mobilePhone: normaliseMobile(values.mobilePhone),
      },
    }),
    // The tax census gives the document to a holder with another first surname (features.md §8, data collection).
    serverFields: { invalid_document: 'documentNumber', surname_tax_id_mismatch: 'documentNumber' },
  });
  return (
    <StepFrame
      page="access-and-contact-data"
      trackingKey={TRACKING_KEY_OF['access-and-contact-data']}
      title={t('contactTitle')}
      intro={t(application.flow === 'teen' ? 'contactIntroTeen' : 'contactIntro')}
      form={form}
    >
      <DocumentFields form={form} typeLabel={t('documentTypeLabel')} numberLabel={t('documentNumberLabel')} />
      <TextField
        label={t('emailLabel')}
        type="email"
        status={form.statusOf('email')}
        value={form.values.email}
        onValue={(value) => form.setValue('email', value)}
        autoComplete="email"
        maxLength={EMAIL_MAX_CHARS}
      />
      <TextField
        label={t('mobileLabel')}
        hint={t('mobileHint')}
        type="tel"
        status={form.statusOf('mobilePhone')}
        value={form.values.mobilePhone}
        onValue={(value) => form.setValue('mobilePhone', value)}
        autoComplete="tel"
        inputMode="tel"
      />
    </StepFrame>
  );
}
