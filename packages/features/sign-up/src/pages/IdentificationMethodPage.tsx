import { identificationMethodOf } from '../flow';
import { useApplication } from '../application';
import { IDENTIFICATION_METHODS } from '../choices';
import { ChoiceField } from '../fields';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import { savedText } from '../savedData';
import { identificationMethodError } from '../validation';

/** Adult flow: a video selfie with the document, or a transfer from an account in the prospect's name. */
export function IdentificationMethodPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<{ method: string }>({
    page: 'identification-method',
    trackingKey: TRACKING_KEY_OF['identification-method'],
    initial: () => ({ method: identificationMethodOf(application) ?? '' }),
    validate: ({ method }) => {
      const error = identificationMethodError(method, {
        documentType: savedText(application, 'access-and-contact-data', 'documentType'),
        nationality: savedText(application, 'personal-data-1', 'nationality'),
      });
      return error ? { method: error } : {};
    },
    save: ({ method }) => ({ step: 'identification-method', body: { method } }),
    serverFields: { foreign_id_non_spanish_nationality: 'method' },
  });
  return (
    <StepFrame
      page="identification-method"
      trackingKey={TRACKING_KEY_OF['identification-method']}
      title={t('identificationMethodTitle')}
      form={form}
    >
      <ChoiceField
        legend={t('identificationMethodLabel')}
        status={form.statusOf('method')}
        value={form.values.method}
        onValue={(value) => form.setValue('method', value)}
        options={IDENTIFICATION_METHODS.map((method) => ({
          value: method,
          label: t(`identificationMethod_${method}`),
          description: t(`identificationMethod_${method}_description`),
        }))}
      />
    </StepFrame>
  );
}
