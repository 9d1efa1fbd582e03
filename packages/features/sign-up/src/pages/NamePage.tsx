import { useApplication } from '../application';
import { TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { NAME_MAX_CHARS, nameError } from '../validation';

interface NameValues {
  name: string;
  firstSurname: string;
  secondSurname: string;
}

export function validateName(values: NameValues): FieldErrors<NameValues> {
  const errors: FieldErrors<NameValues> = {};
  const name = nameError(values.name);
  const firstSurname = nameError(values.firstSurname);
  const secondSurname = nameError(values.secondSurname, false);
  if (name) errors.name = name;
  if (firstSurname) errors.firstSurname = firstSurname;
  if (secondSurname) errors.secondSurname = secondSurname;
  return errors;
}

/** The name and surnames, as on the identity document: the signature must match them later. */
export function NamePage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<NameValues>({
    page: 'what-is-your-name',
    trackingKey: TRACKING_KEY_OF['what-is-your-name'],
    initial: () => ({
      name: savedText(application, 'what-is-your-name', 'name'),
      firstSurname: savedText(application, 'what-is-your-name', 'firstSurname'),
      secondSurname: savedText(application, 'what-is-your-name', 'secondSurname'),
    }),
    validate: validateName,
    save: ({ name, firstSurname, secondSurname }) => ({
      step: 'what-is-your-name',
      body: {
        name: name.trim(),
        firstSurname: firstSurname.trim(),
        ...(secondSurname.trim() ? { secondSurname: secondSurname.trim() } : {}),
      },
    }),
    // A first surname changed after the document: the tax census must still give it to its holder (features.md §8).
    serverFields: { surname_tax_id_mismatch: 'firstSurname' },
  });
  const teen = application.flow === 'teen';
  return (
    <StepFrame
      page="what-is-your-name"
      trackingKey={TRACKING_KEY_OF['what-is-your-name']}
      title={t(teen ? 'nameTitleTeen' : 'nameTitle')}
      intro={t('nameIntro')}
      form={form}
    >
      <TextField
        label={t('nameLabel')}
        status={form.statusOf('name')}
        value={form.values.name}
        onValue={(value) => form.setValue('name', value)}
        autoComplete={teen ? 'off' : 'given-name'}
        maxLength={NAME_MAX_CHARS}
      />
      <TextField
        label={t('firstSurnameLabel')}
        status={form.statusOf('firstSurname')}
        value={form.values.firstSurname}
        onValue={(value) => form.setValue('firstSurname', value)}
        autoComplete={teen ? 'off' : 'family-name'}
        maxLength={NAME_MAX_CHARS}
      />
      <TextField
        label={t('secondSurnameLabel')}
        hint={t('secondSurnameHint')}
        status={form.statusOf('secondSurname')}
        value={form.values.secondSurname}
        onValue={(value) => form.setValue('secondSurname', value)}
        autoComplete="off"
        maxLength={NAME_MAX_CHARS}
      />
    </StepFrame>
  );
}
