import { useApplication } from '../application';
import { CITY_MAX_CHARS, FLOOR_MAX_CHARS, STREET_NAME_MAX_CHARS, STREET_NUMBER_MAX_CHARS, STREET_TYPES } from '../choices';
import { SelectField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { isPostalCode, textError } from '../validation';

interface Address1Values {
  streetType: string;
  streetName: string;
  number: string;
  floor: string;
  postalCode: string;
  city: string;
}

/** Five digits for the postal code. */
const POSTAL_CODE_LENGTH = 5;

export function validateAddress1(values: Address1Values): FieldErrors<Address1Values> {
  const errors: FieldErrors<Address1Values> = {};
  if (values.streetType === '') errors.streetType = 'required';
  const street = textError(values.streetName, STREET_NAME_MAX_CHARS);
  if (street) errors.streetName = street;
  const number = textError(values.number, STREET_NUMBER_MAX_CHARS);
  if (number) errors.number = number;
  const floor = textError(values.floor, FLOOR_MAX_CHARS, false);
  if (floor) errors.floor = floor;
  if (values.postalCode.trim() === '') errors.postalCode = 'required';
  else if (!isPostalCode(values.postalCode)) errors.postalCode = 'invalid_postal_code';
  const city = textError(values.city, CITY_MAX_CHARS);
  if (city) errors.city = city;
  return errors;
}

export function Address1Page() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<Address1Values>({
    page: 'address-1',
    trackingKey: TRACKING_KEY_OF['address-1'],
    initial: () => ({
      streetType: savedText(application, 'address-1', 'streetType') || 'calle',
      streetName: savedText(application, 'address-1', 'streetName'),
      number: savedText(application, 'address-1', 'number'),
      floor: savedText(application, 'address-1', 'floor'),
      postalCode: savedText(application, 'address-1', 'postalCode'),
      city: savedText(application, 'address-1', 'city'),
    }),
    validate: validateAddress1,
    save: (values) => ({
      step: 'address-1',
      body: {
        streetType: values.streetType,
        streetName: values.streetName.trim(),
        number: values.number.trim(),
        ...(values.floor.trim() ? { floor: values.floor.trim() } : {}),
        postalCode: values.postalCode.trim(),
        city: values.city.trim(),
      },
    }),
  });
  const text = (name: Exclude<keyof Address1Values, 'streetType'>) => ({
    status: form.statusOf(name),
    value: form.values[name],
    onValue: (value: string) => form.setValue(name, value),
  });
  return (
    <StepFrame
      page="address-1"
      trackingKey={TRACKING_KEY_OF['address-1']}
      title={t('address1Title')}
      intro={t('address1Intro')}
      form={form}
    >
      <SelectField
        label={t('streetTypeLabel')}
        placeholder={t('choose')}
        status={form.statusOf('streetType')}
        value={form.values.streetType}
        onValue={(value) => form.setValue('streetType', value)}
        options={STREET_TYPES.map((type) => ({ value: type, label: t(`streetType_${type}`) }))}
      />
      <TextField label={t('streetNameLabel')} {...text('streetName')} autoComplete="address-line1" maxLength={STREET_NAME_MAX_CHARS} />
      <div className="sign-up-row">
        <TextField label={t('streetNumberLabel')} {...text('number')} autoComplete="off" maxLength={STREET_NUMBER_MAX_CHARS} />
        <TextField
          label={t('floorLabel')}
          hint={t('floorHint')}
          {...text('floor')}
          autoComplete="address-line2"
          maxLength={FLOOR_MAX_CHARS}
        />
      </div>
      <div className="sign-up-row">
        <TextField
          label={t('postalCodeLabel')}
          {...text('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
        />
        <TextField label={t('cityLabel')} {...text('city')} autoComplete="address-level2" maxLength={CITY_MAX_CHARS} />
      </div>
    </StepFrame>
  );
}
