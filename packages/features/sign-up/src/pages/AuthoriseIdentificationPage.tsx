import { CheckField } from '../fields';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';

/** Teen flow: the representative authorises the bank to identify the minor. */
export function AuthoriseIdentificationPage() {
  const { t } = useTexts();
  const form = useStepForm<{ authorised: boolean }>({
    page: 'authorise-identification',
    trackingKey: TRACKING_KEY_OF['authorise-identification'],
    initial: () => ({ authorised: false }),
    validate: ({ authorised }) => (authorised ? {} : { authorised: 'must_accept' }),
  });
  return (
    <StepFrame
      page="authorise-identification"
      trackingKey={TRACKING_KEY_OF['authorise-identification']}
      title={t('authoriseTitle')}
      intro={t('authoriseIntro')}
      form={form}
    >
      <CheckField
        label={t('authoriseConsent')}
        required
        status={form.statusOf('authorised')}
        checked={form.values.authorised}
        onChecked={(checked) => form.setValue('authorised', checked)}
      />
    </StepFrame>
  );
}
