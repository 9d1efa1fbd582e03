import { SelectField, TextField } from './fields';
import { useTexts } from './texts';
import type { StepForm } from './useStepForm';
import { DOCUMENT_TYPES } from './validation';
import type { DocumentType } from './validation';

/** A document type the page knows, or none: what the type select holds. */
export const asDocumentType = (value: string): DocumentType | '' => (value === 'DNI' || value === 'NIE' ? value : '');

interface DocumentValues {
  documentType: DocumentType | '';
  documentNumber: string;
}

/**
 * A Spanish identity document, type and number, as the contact page asks the prospect's and the
 * representative's page a parent's: typed as it is printed, checked by its letter.
 */
export function DocumentFields<V extends DocumentValues>({
  form,
  typeLabel,
  numberLabel,
}: {
  readonly form: StepForm<V>;
  readonly typeLabel: string;
  readonly numberLabel: string;
}) {
  const { t } = useTexts();
  // The form's values hold these two fields whatever else they hold.
  const values: DocumentValues = form.values;
  const setValue = form.setValue as (name: keyof DocumentValues, value: string) => void;
  return (
    <>
      <SelectField
        label={typeLabel}
        placeholder={t('choose')}
        status={form.statusOf('documentType')}
        value={values.documentType}
        onValue={(value) => setValue('documentType', asDocumentType(value))}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentType_${type}`) }))}
      />
      <TextField
        label={numberLabel}
        hint={t('documentNumberHint')}
        status={form.statusOf('documentNumber')}
        value={values.documentNumber}
        onValue={(value) => setValue('documentNumber', value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </>
  );
}
