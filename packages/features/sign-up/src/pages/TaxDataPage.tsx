import { useId } from 'react';
import { useApplication } from '../application';
import { SelectField } from '../fields';
import { savedList, savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useCountryOptions } from '../useCountryOptions';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { MAX_TAX_RESIDENCES, SPAIN, taxResidencesError } from '../validation';

interface TaxValues {
  taxResidences: string[];
}

export function TaxDataPage() {
  const { t } = useTexts();
  const application = useApplication();
  const countries = useCountryOptions();
  const hintId = useId();
  const saved = {
    documentType: savedText(application, 'access-and-contact-data', 'documentType') || undefined,
    nationality: savedText(application, 'personal-data-1', 'nationality') || undefined,
  };
  const validate = ({ taxResidences }: TaxValues): FieldErrors<TaxValues> => {
    const error = taxResidencesError(taxResidences, saved);
    return error ? { taxResidences: error } : {};
  };
  const form = useStepForm<TaxValues>({
    page: 'tax-data',
    trackingKey: TRACKING_KEY_OF['tax-data'],
    initial: () => {
      const residences = savedList(application, 'tax-data', 'taxResidences');
      return { taxResidences: residences.length > 0 ? residences : [SPAIN] };
    },
    validate,
    save: ({ taxResidences }) => ({ step: 'tax-data', body: { taxResidences } }),
    serverFields: {
      more_than_one_tax_residence: 'taxResidences',
      tax_residence_outside_spain: 'taxResidences',
      tax_id_nationality_mismatch: 'taxResidences',
    },
  });
  const residences = form.values.taxResidences;
  const status = form.statusOf('taxResidences');
  const setAt = (index: number, code: string) =>
    form.setValue(
      'taxResidences',
      residences.map((current, position) => (position === index ? code : current)),
    );
  return (
    <StepFrame page="tax-data" trackingKey={TRACKING_KEY_OF['tax-data']} title={t('taxTitle')} intro={t('taxIntro')} form={form}>
      <fieldset className="sign-up-choices" aria-describedby={hintId}>
        <legend className="sign-up-choices__legend">{t('taxResidencesLabel')}</legend>
        <p id={hintId} className="field__hint">
          {t('taxResidencesHint', { max: MAX_TAX_RESIDENCES })}
        </p>
        {residences.map((code, index) => (
          <div key={index} className="sign-up-tax-row">
            <SelectField
              label={t('taxResidenceLabel', { position: index + 1 })}
              placeholder={t('choose')}
              // The group's error is said once, under the last country.
              status={index === residences.length - 1 ? status : status.alertId ? { alertId: status.alertId } : {}}
              value={code}
              onValue={(value) => setAt(index, value)}
              options={countries}
            />
            {residences.length > 1 && (
              <button
                type="button"
                className="button button--ghost sign-up-tax-row__remove"
                aria-label={t('removeTaxResidence', { position: index + 1 })}
                onClick={() =>
                  form.setValue(
                    'taxResidences',
                    residences.filter((_, position) => position !== index),
                  )
                }
              >
                {t('remove')}
              </button>
            )}
          </div>
        ))}
        {residences.length < MAX_TAX_RESIDENCES && (
          <button
            type="button"
            className="button button--ghost sign-up-add"
            onClick={() => form.setValue('taxResidences', [...residences, ''])}
          >
            {t('addTaxResidence')}
          </button>
        )}
      </fieldset>
    </StepFrame>
  );
}
