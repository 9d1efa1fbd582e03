import { useApplication } from '../application';
import { TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import { PIN_DIGITS, pinError } from '../validation';

interface PinValues {
  pin: string;
}

/** The PIN field of both PIN steps: six digits, masked, a numeric keypad, never remembered as a login. */
export function PinField({ label, hint, form }: { label: string; hint: string; form: ReturnType<typeof useStepForm<PinValues>> }) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      pattern="[0-9]*"
      maxLength={PIN_DIGITS}
      status={form.statusOf('pin')}
      value={form.values.pin}
      onValue={(value) => form.setValue('pin', value.replace(/\D/g, ''))}
    />
  );
}

/** The security PIN the new customer will log in with: not weak, not their birth date or document. */
export function CreatePinPage() {
  const { t } = useTexts();
  const application = useApplication();
  const context = {
    birthDate: savedText(application, 'personal-data-1', 'birthDate'),
    documentNumber: savedText(application, 'access-and-contact-data', 'documentNumber'),
  };
  const form = useStepForm<PinValues>({
    page: 'create-security-pin',
    trackingKey: TRACKING_KEY_OF['create-security-pin'],
    initial: () => ({ pin: '' }),
    validate: ({ pin }) => {
      const error = pinError(pin, context);
      return error ? { pin: error } : {};
    },
    save: ({ pin }) => ({ step: 'create-security-pin', body: { pin } }),
    serverFields: { weak_pin: 'pin', pin_not_entered: 'pin', invalid_request: 'pin' },
    savesPin: true,
  });
  return (
    <StepFrame
      page="create-security-pin"
      trackingKey={TRACKING_KEY_OF['create-security-pin']}
      title={t('createPinTitle')}
      intro={t('createPinIntro')}
      form={form}
    >
      <PinField label={t('pinLabel')} hint={t('pinHint')} form={form} />
    </StepFrame>
  );
}
