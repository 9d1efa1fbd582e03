import { useApplication } from '../application';
import { CheckField } from '../fields';
import { savedFlag } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { SYSTEM_ERROR } from '../errors';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';

interface ConsentValues {
  terms: boolean;
  dataProtection: boolean;
  marketing: boolean;
}

/**
 * A consents step the bank could not save (features.md §8, system errors): withdrawing the
 * marketing consent given before is the consent's cancellation; any other save, the consent process.
 */
export function consentFailureOf(marketingBefore: boolean, values: ConsentValues) {
  return marketingBefore && !values.marketing
    ? ({ tracked: SYSTEM_ERROR.consentCancellation, shown: 'consent_cancellation' } as const)
    : ({ tracked: SYSTEM_ERROR.consentProcess, shown: 'consent_process' } as const);
}

/** The terms and the data protection policy must be accepted; marketing is the prospect's choice. */
export function validateConsents(values: ConsentValues): FieldErrors<ConsentValues> {
  const errors: FieldErrors<ConsentValues> = {};
  if (!values.terms) errors.terms = 'must_accept';
  if (!values.dataProtection) errors.dataProtection = 'must_accept';
  return errors;
}

export function ConsentsPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<ConsentValues>({
    page: 'consents',
    trackingKey: TRACKING_KEY_OF.consents,
    initial: () => ({
      terms: savedFlag(application, 'consents', 'terms'),
      dataProtection: savedFlag(application, 'consents', 'dataProtection'),
      marketing: savedFlag(application, 'consents', 'marketing'),
    }),
    validate: validateConsents,
    save: (values) => ({ step: 'consents', body: { terms: true, dataProtection: true, marketing: values.marketing } }),
    failure: (values) => consentFailureOf(savedFlag(application, 'consents', 'marketing'), values),
  });
  return (
    <StepFrame page="consents" trackingKey={TRACKING_KEY_OF.consents} title={t('consentsTitle')} intro={t('consentsIntro')} form={form}>
      <CheckField
        label={t('consentTerms')}
        required
        status={form.statusOf('terms')}
        checked={form.values.terms}
        onChecked={(checked) => form.setValue('terms', checked)}
      />
      <CheckField
        label={t('consentDataProtection')}
        required
        status={form.statusOf('dataProtection')}
        checked={form.values.dataProtection}
        onChecked={(checked) => form.setValue('dataProtection', checked)}
      />
      <CheckField
        label={t('consentMarketing')}
        status={form.statusOf('marketing')}
        checked={form.values.marketing}
        onChecked={(checked) => form.setValue('marketing', checked)}
      />
    </StepFrame>
  );
}
