import { ChoiceField, CheckField } from '../fields';
import { hrefOf } from '../flow';
import { FROM_PARAMETER } from '../pageContext';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';

interface MinorValues {
  age: '' | 'teen' | 'under-12';
  guardian: boolean;
}

export function validateMinorSelection(values: MinorValues): FieldErrors<MinorValues> {
  const errors: FieldErrors<MinorValues> = {};
  if (values.age === '') errors.age = 'required';
  if (!values.guardian) errors.guardian = 'must_accept';
  return errors;
}

/**
 * Teen flow: the adult says they open the account for a minor of 12 to 17 in their care. Under-12s
 * cannot have one yet: the page says so and does not go on.
 */
export function MinorSelectionPage() {
  const { t } = useTexts();
  const form = useStepForm<MinorValues>({
    page: 'minor-selection',
    trackingKey: TRACKING_KEY_OF['minor-selection'],
    initial: () => ({ age: '', guardian: false }),
    validate: validateMinorSelection,
  });
  const underTwelve = form.values.age === 'under-12';
  return (
    <StepFrame
      page="minor-selection"
      trackingKey={TRACKING_KEY_OF['minor-selection']}
      title={t('minorSelectionTitle')}
      intro={t('minorSelectionIntro')}
      form={form}
      actions={
        underTwelve ? (
          <a
            className="button button--ghost button--block"
            href={hrefOf('cancel-contracting-process', { [FROM_PARAMETER]: 'minor-selection' })}
          >
            {t('cancelLink')}
          </a>
        ) : undefined
      }
    >
      <ChoiceField
        legend={t('minorAgeLabel')}
        status={form.statusOf('age')}
        value={form.values.age}
        onValue={(value) => form.setValue('age', value === 'teen' || value === 'under-12' ? value : '')}
        options={[
          { value: 'teen', label: t('minorAgeTeen') },
          { value: 'under-12', label: t('minorAgeUnderTwelve') },
        ]}
      />
      {underTwelve ? (
        <div className="sign-up-notice" role="status">
          <p className="sign-up-notice__title">{t('underTwelveTitle')}</p>
          <p>{t('underTwelveText')}</p>
        </div>
      ) : (
        <CheckField
          label={t('guardianConfirmation')}
          required
          status={form.statusOf('guardian')}
          checked={form.values.guardian}
          onChecked={(checked) => form.setValue('guardian', checked)}
        />
      )}
    </StepFrame>
  );
}
