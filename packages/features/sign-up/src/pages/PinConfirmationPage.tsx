import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import { pinError } from '../validation';
import { PinField } from './CreatePinPage';

/** The PIN once more: the server checks it against the one created (`pins_not_matching`). */
export function PinConfirmationPage() {
  const { t } = useTexts();
  const form = useStepForm<{ pin: string }>({
    page: 'pin-confirmation',
    trackingKey: TRACKING_KEY_OF['pin-confirmation'],
    initial: () => ({ pin: '' }),
    validate: ({ pin }) => {
      const error = pinError(pin);
      return error ? { pin: error } : {};
    },
    save: ({ pin }) => ({ step: 'pin-confirmation', body: { pin } }),
    serverFields: { pins_not_matching: 'pin', pin_not_entered: 'pin' },
  });
  return (
    <StepFrame
      page="pin-confirmation"
      trackingKey={TRACKING_KEY_OF['pin-confirmation']}
      title={t('pinConfirmationTitle')}
      intro={t('pinConfirmationIntro')}
      form={form}
    >
      <PinField label={t('pinConfirmationLabel')} hint={t('pinConfirmationHint')} form={form} />
    </StepFrame>
  );
}
