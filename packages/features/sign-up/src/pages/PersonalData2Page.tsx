import { useApplication } from '../application';
import { BIRTH_PLACE_MAX_CHARS, MARITAL_STATUSES } from '../choices';
import { SelectField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useCountryOptions } from '../useCountryOptions';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { SPAIN, textError } from '../validation';

interface PersonalData2Values {
  birthCountry: string;
  birthPlace: string;
  maritalStatus: string;
}

export function validatePersonalData2(values: PersonalData2Values): FieldErrors<PersonalData2Values> {
  const errors: FieldErrors<PersonalData2Values> = {};
  if (values.birthCountry === '') errors.birthCountry = 'required';
  const place = textError(values.birthPlace, BIRTH_PLACE_MAX_CHARS);
  if (place) errors.birthPlace = place;
  if (values.maritalStatus === '') errors.maritalStatus = 'required';
  return errors;
}

export function PersonalData2Page() {
  const { t } = useTexts();
  const application = useApplication();
  const countries = useCountryOptions();
  const form = useStepForm<PersonalData2Values>({
    page: 'personal-data-2',
    trackingKey: TRACKING_KEY_OF['personal-data-2'],
    initial: () => ({
      birthCountry: savedText(application, 'personal-data-2', 'birthCountry') || SPAIN,
      birthPlace: savedText(application, 'personal-data-2', 'birthPlace'),
      maritalStatus: savedText(application, 'personal-data-2', 'maritalStatus') || (application.flow === 'teen' ? 'single' : ''),
    }),
    validate: validatePersonalData2,
    save: (values) => ({
      step: 'personal-data-2',
      body: { birthCountry: values.birthCountry, birthPlace: values.birthPlace.trim(), maritalStatus: values.maritalStatus },
    }),
  });
  return (
    <StepFrame page="personal-data-2" trackingKey={TRACKING_KEY_OF['personal-data-2']} title={t('personalData2Title')} form={form}>
      <SelectField
        label={t('birthCountryLabel')}
        placeholder={t('choose')}
        status={form.statusOf('birthCountry')}
        value={form.values.birthCountry}
        onValue={(value) => form.setValue('birthCountry', value)}
        options={countries}
      />
      <TextField
        label={t('birthPlaceLabel')}
        hint={t('birthPlaceHint')}
        status={form.statusOf('birthPlace')}
        value={form.values.birthPlace}
        onValue={(value) => form.setValue('birthPlace', value)}
        maxLength={BIRTH_PLACE_MAX_CHARS}
      />
      <SelectField
        label={t('maritalStatusLabel')}
        placeholder={t('choose')}
        status={form.statusOf('maritalStatus')}
        value={form.values.maritalStatus}
        onValue={(value) => form.setValue('maritalStatus', value)}
        options={MARITAL_STATUSES.map((status) => ({ value: status, label: t(`maritalStatus_${status}`) }))}
      />
    </StepFrame>
  );
}
