import { useApplication } from '../application';
import { DocumentFields, asDocumentType } from '../DocumentFields';
import { RELATIONSHIPS } from '../choices';
import { ChoiceField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { REPRESENTATIVE_TRACKING_KEY } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { documentError, normaliseDocument } from '../validation';
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
      <DocumentFields form={form} typeLabel={t('representativeDocumentTypeLabel')} numberLabel={t('representativeDocumentNumberLabel')} />
    </StepFrame>
  );
}
