import { identificationMethodOf } from '../flow';
import { useApplication } from '../application';
import { IDENTIFICATION_METHODS } from '../choices';
import { ChoiceField } from '../fields';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';

/** Adult flow: a video selfie with the document, or a transfer from an account in the prospect's name. */
export function IdentificationMethodPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<{ method: string }>({
    page: 'identification-method',
    trackingKey: TRACKING_KEY_OF['identification-method'],
    initial: () => ({ method: identificationMethodOf(application) ?? '' }),
    validate: ({ method }) => (method === '' ? { method: 'required' } : {}),
    save: ({ method }) => ({ step: 'identification-method', body: { method } }),
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
