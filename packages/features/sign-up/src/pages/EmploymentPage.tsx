import { useApplication } from '../application';
import { EMPLOYER_MAX_CHARS, EMPLOYMENT_KINDS, MONTHLY_INCOMES, OCCUPATION_MAX_CHARS, needsEmployer, needsOccupation } from '../choices';
import { ChoiceField, SelectField, TextField } from '../fields';
import { savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import { useTexts } from '../texts';
import { employmentTrackingKey } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import type { FieldErrors } from '../useStepForm';
import { textError } from '../validation';

interface EmploymentValues {
  kind: string;
  occupation: string;
  employer: string;
  monthlyIncome: string;
}

/** The employer of an employee, the occupation of whoever works (the API's rule), and the income. */
export function validateEmployment(values: EmploymentValues): FieldErrors<EmploymentValues> {
  const errors: FieldErrors<EmploymentValues> = {};
  if (values.kind === '') errors.kind = 'required';
  if (needsOccupation(values.kind)) {
    const occupation = textError(values.occupation, OCCUPATION_MAX_CHARS);
    if (occupation) errors.occupation = occupation;
  }
  if (needsEmployer(values.kind)) {
    const employer = textError(values.employer, EMPLOYER_MAX_CHARS);
    if (employer) errors.employer = employer;
  }
  if (values.monthlyIncome === '') errors.monthlyIncome = 'required';
  return errors;
}

/** The body: only the fields the kind of work asks for (what was typed for another kind stays on screen). */
export function employmentBody(values: EmploymentValues) {
  return {
    kind: values.kind,
    ...(needsOccupation(values.kind) ? { occupation: values.occupation.trim() } : {}),
    ...(needsEmployer(values.kind) ? { employer: values.employer.trim() } : {}),
    monthlyIncome: values.monthlyIncome,
  };
}

export function EmploymentPage() {
  const { t } = useTexts();
  const application = useApplication();
  const form = useStepForm<EmploymentValues>({
    page: 'employment-data',
    trackingKey: (values) => employmentTrackingKey(values.kind),
    initial: () => ({
      kind: savedText(application, 'employment-data', 'kind') || (application.flow === 'teen' ? 'student' : ''),
      occupation: savedText(application, 'employment-data', 'occupation'),
      employer: savedText(application, 'employment-data', 'employer'),
      monthlyIncome: savedText(application, 'employment-data', 'monthlyIncome'),
    }),
    validate: validateEmployment,
    save: (values) => ({ step: 'employment-data', body: employmentBody(values) }),
  });
  const { kind } = form.values;
  return (
    <StepFrame
      page="employment-data"
      trackingKey={employmentTrackingKey(kind)}
      title={t('employmentTitle')}
      intro={t('employmentIntro')}
      form={form}
    >
      <ChoiceField
        legend={t('employmentKindLabel')}
        status={form.statusOf('kind')}
        value={kind}
        onValue={(value) => form.setValue('kind', value)}
        options={EMPLOYMENT_KINDS.map((option) => ({ value: option, label: t(`employmentKind_${option}`) }))}
      />
      {needsOccupation(kind) && (
        <TextField
          label={t('occupationLabel')}
          status={form.statusOf('occupation')}
          value={form.values.occupation}
          onValue={(value) => form.setValue('occupation', value)}
          autoComplete="organization-title"
          maxLength={OCCUPATION_MAX_CHARS}
        />
      )}
      {needsEmployer(kind) && (
        <TextField
          label={t('employerLabel')}
          status={form.statusOf('employer')}
          value={form.values.employer}
          onValue={(value) => form.setValue('employer', value)}
          autoComplete="organization"
          maxLength={EMPLOYER_MAX_CHARS}
        />
      )}
      <SelectField
        label={t('monthlyIncomeLabel')}
        placeholder={t('choose')}
        status={form.statusOf('monthlyIncome')}
        value={form.values.monthlyIncome}
        onValue={(value) => form.setValue('monthlyIncome', value)}
        options={MONTHLY_INCOMES.map((income) => ({ value: income, label: t(`monthlyIncome_${income}`) }))}
      />
    </StepFrame>
  );
}
