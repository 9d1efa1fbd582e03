import { useApplication } from '../application';
import { FUNDS_ORIGINS, FUNDS_PURPOSES } from '../choices';
import { SelectField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';

interface FundsValues {
  origin: string;
  purpose: string;
}

export function validateFunds(values: FundsValues): FieldErrors<FundsValues> {
  const errors: FieldErrors<FundsValues> = {};
  if (values.origin === '') errors.origin = 'required';
  if (values.purpose === '') errors.purpose = 'required';
  return errors;
}

/** Where the money comes from and what the account is for: the law asks every bank (anti-money-laundering). */
export function FundsPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<FundsValues>({
    page: 'funds-origin-and-purpose',
    trackingKey: TRACKING_KEY_OF['funds-origin-and-purpose'],
    initial: () => ({
      origin: savedText(application, 'funds-origin-and-purpose', 'origin'),
      purpose: savedText(application, 'funds-origin-and-purpose', 'purpose'),
    }),
    validate: validateFunds,
    save: (values) => ({ step: 'funds-origin-and-purpose', body: { origin: values.origin, purpose: values.purpose } }),
  });
  return (
    <StepFrame
      page="funds-origin-and-purpose"
      trackingKey={TRACKING_KEY_OF['funds-origin-and-purpose']}
      title={t('fundsTitle')}
      intro={t('fundsIntro')}
      form={form}
    >
      <SelectField
        label={t('fundsOriginLabel')}
        placeholder={t('choose')}
        status={form.statusOf('origin')}
        value={form.values.origin}
        onValue={(value) => form.setValue('origin', value)}
        options={FUNDS_ORIGINS.map((origin) => ({ value: origin, label: t(`fundsOrigin_${origin}`) }))}
      />
      <SelectField
        label={t('fundsPurposeLabel')}
        placeholder={t('choose')}
        status={form.statusOf('purpose')}
        value={form.values.purpose}
        onValue={(value) => form.setValue('purpose', value)}
        options={FUNDS_PURPOSES.map((purpose) => ({ value: purpose, label: t(`fundsPurpose_${purpose}`) }))}
      />
    </StepFrame>
  );
}
