import type { TrackingVariables } from '@bank-shell/core/analytics';
import type { Application } from './api';
import { savedFlag, savedText } from './savedData';
import { ageInYears, calendarDayOf } from './validation';

/**
 * The form variables of the funnel (features.md §3, tracking groups) from what the application
 * saved so far: answers about the prospect, never who they are (no names, documents, emails,
 * phones or PINs).
 */
export function formVariablesOf(application: Pick<Application, 'data'>, today: Date): TrackingVariables {
  const variables: TrackingVariables = {};
  const put = (name: keyof TrackingVariables, value: string) => {
    if (value !== '') variables[name] = value;
  };
  const birth = calendarDayOf(savedText(application, 'personal-data-1', 'birthDate'));
  if (birth !== undefined) put('form_age', String(ageInYears(birth, today)));
  put('form_nationality', savedText(application, 'personal-data-1', 'nationality'));
  put('form_marital_status', savedText(application, 'personal-data-2', 'maritalStatus'));
  put('form_city', savedText(application, 'address-1', 'city'));
  put('form_province', savedText(application, 'address-2', 'province'));
  put('form_residence', savedText(application, 'address-2', 'residenceCountry'));
  put('form_funds_origin', savedText(application, 'funds-origin-and-purpose', 'origin'));
  if (application.data.consents !== undefined) {
    put('form_consents', savedFlag(application, 'consents', 'marketing') ? 'terms,data-protection,marketing' : 'terms,data-protection');
  }
  return variables;
}
