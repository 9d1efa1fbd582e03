import { ChoiceField } from '../fields';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TEEN_DOCUMENT_TYPES, teenDocumentTrackingKey } from '../trackingKeys';
import type { TeenDocumentType } from '../trackingKeys';
import { useStepForm } from '../useStepForm';

const isTeenDocumentType = (value: string): value is TeenDocumentType => (TEEN_DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * Teen flow: the minor's identity document. Each choice is tracked as a page of its own; minors are
 * identified by transfer of their documents, which is what the page saves as the method.
 */
export function TeenDocumentTypePage() {
  const { t } = useTexts();
  const form = useStepForm<{ type: TeenDocumentType }>({
    page: 'teen-document-type',
    trackingKey: ({ type }) => teenDocumentTrackingKey(type),
    initial: () => ({ type: 'id-card' }),
    save: () => ({ step: 'identification-method', body: { method: 'transfer' } }),
  });
  return (
    <StepFrame
      page="teen-document-type"
      trackingKey={teenDocumentTrackingKey(form.values.type)}
      title={t('teenDocumentTitle')}
      intro={t('teenDocumentIntro')}
      form={form}
    >
      <ChoiceField
        legend={t('teenDocumentLabel')}
        status={form.statusOf('type')}
        value={form.values.type}
        onValue={(value) => {
          if (isTeenDocumentType(value)) form.setValue('type', value);
        }}
        options={TEEN_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`teenDocument_${type}`) }))}
      />
    </StepFrame>
  );
}
