import { useApplication } from '../application';
import { SelectField } from '../fields';
import { PROVINCES, provinceOfPostalCode } from '../provinces';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useCountryOptions } from '../useCountryOptions';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { SPAIN, residenceError } from '../validation';

interface Address2Values {
  province: string;
  residenceCountry: string;
}

const PROVINCE_OPTIONS = Object.values(PROVINCES)
  .sort((a, b) => a.localeCompare(b, 'es-ES'))
  .map((name) => ({ value: name, label: name }));

/** A province, and Spain as the residence: the bank takes residents only (`residence_outside_spain`). */
export function validateAddress2(values: Address2Values): FieldErrors<Address2Values> {
  const errors: FieldErrors<Address2Values> = {};
  if (values.province === '') errors.province = 'required';
  const residence = residenceError(values.residenceCountry);
  if (residence) errors.residenceCountry = residence;
  return errors;
}

export function Address2Page() {
  const { t } = useTexts();
  const application = useApplication();
  const countries = useCountryOptions();
  const form = useStepForm<Address2Values>({
    page: 'address-2',
    trackingKey: TRACKING_KEY_OF['address-2'],
    initial: () => ({
      // The postal code already says the province: it comes filled in.
      province: savedText(application, 'address-2', 'province') || provinceOfPostalCode(savedText(application, 'address-1', 'postalCode')),
      residenceCountry: savedText(application, 'address-2', 'residenceCountry') || SPAIN,
    }),
    validate: validateAddress2,
    save: (values) => ({ step: 'address-2', body: { province: values.province, residenceCountry: values.residenceCountry } }),
    serverFields: { residence_outside_spain: 'residenceCountry' },
  });
  return (
    <StepFrame page="address-2" trackingKey={TRACKING_KEY_OF['address-2']} title={t('address2Title')} form={form}>
      <SelectField
        label={t('provinceLabel')}
        placeholder={t('choose')}
        status={form.statusOf('province')}
        value={form.values.province}
        onValue={(value) => form.setValue('province', value)}
        options={PROVINCE_OPTIONS}
        autoComplete="address-level1"
      />
      <SelectField
        label={t('residenceCountryLabel')}
        hint={t('residenceCountryHint')}
        placeholder={t('choose')}
        status={form.statusOf('residenceCountry')}
        value={form.values.residenceCountry}
        onValue={(value) => form.setValue('residenceCountry', value)}
        options={countries}
      />
    </StepFrame>
  );
}
