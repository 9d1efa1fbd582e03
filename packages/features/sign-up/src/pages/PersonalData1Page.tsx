import { useApplication } from '../application';
import { GENDERS } from '../choices';
import { ChoiceField, SelectField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useCountryOptions } from '../useCountryOptions';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { SPAIN, birthDateError, formatDateInput } from '../validation';

interface PersonalData1Values {
  birthDate: string;
  nationality: string;
  gender: string;
}

/** `DD/MM/YYYY`: eight digits and the two slashes the field puts in. */
const DATE_TEXT_LENGTH = 10;

/** A real birth date at an age the flow takes (18+, or 12 to 17 for a teen), a nationality, a gender. */
export function validatePersonalData1(values: PersonalData1Values, flow: 'adult' | 'teen', today: Date): FieldErrors<PersonalData1Values> {
  const errors: FieldErrors<PersonalData1Values> = {};
  const birthDate = birthDateError(values.birthDate, flow, today);
  if (birthDate) errors.birthDate = birthDate;
  if (values.nationality === '') errors.nationality = 'required';
  if (values.gender === '') errors.gender = 'required';
  return errors;
}

export function PersonalData1Page() {
  const { t } = useTexts();
  const application = useApplication();
  const countries = useCountryOptions();
  const form = useStepForm<PersonalData1Values>({
    page: 'personal-data-1',
    trackingKey: TRACKING_KEY_OF['personal-data-1'],
    initial: () => ({
      birthDate: savedText(application, 'personal-data-1', 'birthDate'),
      nationality: savedText(application, 'personal-data-1', 'nationality') || SPAIN,
      gender: savedText(application, 'personal-data-1', 'gender'),
    }),
    validate: (values) => validatePersonalData1(values, application.flow, new Date()),
    save: (values) => ({
      step: 'personal-data-1',
      body: { birthDate: values.birthDate.trim(), nationality: values.nationality, gender: values.gender },
    }),
    serverFields: { minor: 'birthDate', not_a_teen: 'birthDate' },
  });
  return (
    <StepFrame
      page="personal-data-1"
      trackingKey={TRACKING_KEY_OF['personal-data-1']}
      title={t('personalData1Title')}
      intro={t(application.flow === 'teen' ? 'personalData1IntroTeen' : 'personalData1Intro')}
      form={form}
    >
      <TextField
        label={t('birthDateLabel')}
        hint={t('birthDateHint')}
        status={form.statusOf('birthDate')}
        value={form.values.birthDate}
        onValue={(value) => form.setValue('birthDate', formatDateInput(value))}
        inputMode="numeric"
        autoComplete={application.flow === 'teen' ? 'off' : 'bday'}
        placeholder={t('birthDatePlaceholder')}
        maxLength={DATE_TEXT_LENGTH}
      />
      <SelectField
        label={t('nationalityLabel')}
        placeholder={t('choose')}
        status={form.statusOf('nationality')}
        value={form.values.nationality}
        onValue={(value) => form.setValue('nationality', value)}
        options={countries}
      />
      <ChoiceField
        legend={t('genderLabel')}
        status={form.statusOf('gender')}
        value={form.values.gender}
        onValue={(value) => form.setValue('gender', value)}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`gender_${gender}`) }))}
      />
    </StepFrame>
  );
}
