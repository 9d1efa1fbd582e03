import { useApplication } from '../application';
import { RELATIONSHIPS } from '../choices';
import { ChoiceField, SelectField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { REPRESENTATIVE_TRACKING_KEY } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { DOCUMENT_TYPES, documentError, normaliseDocument } from '../validation';
import type { DocumentType } from '../validation';

interface RepresentativeValues {
  relationship: string;
  documentType: DocumentType | '';
  documentNumber: string;
}

export function validateRepresentative(values: RepresentativeValues): FieldErrors<RepresentativeValues> {
  const errors: FieldErrors<RepresentativeValues> = {};
  if (values.relationship === '') errors.relationship = 'required';
  if (values.documentType === '') errors.documentType = 'required';
  else {
    const document = documentError(values.documentType, values.documentNumber);
    if (document) errors.documentNumber = document;
  }
  return errors;
}

const asDocumentType = (value: string): DocumentType | '' => (value === 'DNI' || value === 'NIE' ? value : '');

/** Teen flow: the parent or guardian who opens the account for the minor, and their document. */
export function RepresentativePage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<RepresentativeValues>({
    page: 'representative',
    trackingKey: REPRESENTATIVE_TRACKING_KEY,
    initial: () => ({
      relationship: savedText(application, 'representative', 'relationship'),
      documentType: asDocumentType(savedText(application, 'representative', 'documentType')) || 'DNI',
      documentNumber: savedText(application, 'representative', 'documentNumber'),
    }),
    validate: validateRepresentative,
    save: (values) => ({
      step: 'representative',
      body: {
        documentType: values.documentType,
        documentNumber: normaliseDocument(values.documentNumber),
        relationship: values.relationship,
      },
    }),
    serverFields: { invalid_document: 'documentNumber' },
  });
  return (
    <StepFrame
      page="representative"
      trackingKey={REPRESENTATIVE_TRACKING_KEY}
      title={t('representativeTitle')}
      intro={t('representativeIntro')}
      form={form}
    >
      <ChoiceField
        legend={t('relationshipLabel')}
        status={form.statusOf('relationship')}
        value={form.values.relationship}
        onValue={(value) => form.setValue('relationship', value)}
        options={RELATIONSHIPS.map((relationship) => ({ value: relationship, label: t(`relationship_${relationship}`) }))}
      />
      <SelectField
        label={t('representativeDocumentTypeLabel')}
        placeholder={t('choose')}
        status={form.statusOf('documentType')}
        value={form.values.documentType}
        onValue={(value) => form.setValue('documentType', asDocumentType(value))}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentType_${type}`) }))}
      />
      <TextField
        label={t('representativeDocumentNumberLabel')}
        hint={t('documentNumberHint')}
        status={form.statusOf('documentNumber')}
        value={form.values.documentNumber}
        onValue={(value) => form.setValue('documentNumber', value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </StepFrame>
  );
}
