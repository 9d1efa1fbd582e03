import { useId } from 'react';
import { SIGN_UP_STEPS } from '../api';
import type { Application, SignUpStep } from '../api';
import { useApplication } from '../application';
import {
  EMPLOYMENT_KINDS,
  FUNDS_ORIGINS,
  FUNDS_PURPOSES,
  GENDERS,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  RELATIONSHIPS,
  STREET_TYPES,
} from '../choices';
import { countryNameIn } from '../countries';
import { hrefOf, pageOfStep } from '../flow';
import { FROM_PARAMETER } from '../pageContext';
import { savedList, savedText } from '../savedData';
import { StepFrame } from '../StepFrame';
import type { Texts } from '../texts';
import { useTexts } from '../texts';
import { TRACKING_KEY_OF } from '../trackingKeys';
import { useStepForm } from '../useStepForm';
import { fullNameOf } from '../validation';

/**
 * The steps whose data the summary shows: the API's data steps, in its order, up to the teen
 * flow's `representative` (those after it are the PIN, consents, signature and identification).
 */
const DATA_STEPS: readonly SignUpStep[] = SIGN_UP_STEPS.slice(0, SIGN_UP_STEPS.indexOf('representative') + 1);

export const dataStepsOf = (application: Pick<Application, 'flow'>) =>
  DATA_STEPS.filter((step) => step !== 'representative' || application.flow === 'teen');

type Row = readonly [label: string, value: string];

/** A closed answer's text, or the answer itself when the feature does not know it. */
function answerText<const L extends readonly string[]>(t: Texts, prefix: string, answers: L, value: string): string {
  // The key exists for every answer of the list: the messages list them all.
  return answers.includes(value) ? t(`${prefix}_${value}` as Parameters<Texts>[0]) : value;
}

function rowsOf(step: SignUpStep, application: Application, t: Texts, locale: string): readonly Row[] {
  const text = (field: string) => savedText(application, step, field);
  const country = (code: string) => (code === '' ? '' : countryNameIn(locale, code));
  switch (step) {
    case 'what-is-your-name':
      return [
        [
          t('summaryFullName'),
          fullNameOf({ name: text('name'), firstSurname: text('firstSurname'), secondSurname: text('secondSurname') }),
        ],
      ];
    case 'access-and-contact-data':
      return [
        [t('documentNumberLabel'), `${text('documentType')} ${text('documentNumber')}`],
        [t('emailLabel'), text('email')],
        [t('mobileLabel'), text('mobilePhone')],
      ];
    case 'personal-data-1':
      return [
        [t('birthDateLabel'), text('birthDate')],
        [t('nationalityLabel'), country(text('nationality'))],
        [t('genderLabel'), answerText(t, 'gender', GENDERS, text('gender'))],
      ];
    case 'personal-data-2':
      return [
        [t('birthCountryLabel'), country(text('birthCountry'))],
        [t('birthPlaceLabel'), text('birthPlace')],
        [t('maritalStatusLabel'), answerText(t, 'maritalStatus', MARITAL_STATUSES, text('maritalStatus'))],
      ];
    case 'address-1':
      return [
        [
          t('summaryAddress'),
          [answerText(t, 'streetType', STREET_TYPES, text('streetType')), text('streetName'), text('number'), text('floor')]
            .filter((part) => part !== '')
            .join(' '),
        ],
        [t('summaryPostalCodeAndCity'), `${text('postalCode')} ${text('city')}`],
      ];
    case 'address-2':
      return [
        [t('provinceLabel'), text('province')],
        [t('residenceCountryLabel'), country(text('residenceCountry'))],
      ];
    case 'employment-data':
      return [
        [t('employmentKindLabel'), answerText(t, 'employmentKind', EMPLOYMENT_KINDS, text('kind'))],
        ...(text('occupation') ? [[t('occupationLabel'), text('occupation')] as const] : []),
        ...(text('employer') ? [[t('employerLabel'), text('employer')] as const] : []),
        [t('monthlyIncomeLabel'), answerText(t, 'monthlyIncome', MONTHLY_INCOMES, text('monthlyIncome'))],
      ];
    case 'tax-data':
      return [[t('taxResidencesLabel'), savedList(application, step, 'taxResidences').map(country).join(', ')]];
    case 'funds-origin-and-purpose':
      return [
        [t('fundsOriginLabel'), answerText(t, 'fundsOrigin', FUNDS_ORIGINS, text('origin'))],
        [t('fundsPurposeLabel'), answerText(t, 'fundsPurpose', FUNDS_PURPOSES, text('purpose'))],
      ];
    case 'representative':
      return [
        [t('relationshipLabel'), answerText(t, 'relationship', RELATIONSHIPS, text('relationship'))],
        [t('representativeDocumentNumberLabel'), `${text('documentType')} ${text('documentNumber')}`],
      ];
    default:
      return [];
  }
}

/** Everything saved so far, each section with a way back to change it; "Confirm" goes on. */
export function SummaryPage() {
  const { t, locale } = useTexts();
  const application = useApplication();
  const steps = dataStepsOf(application);
  const form = useStepForm<Record<string, never>>({
    page: 'data-collection-confirmation',
    trackingKey: TRACKING_KEY_OF['data-collection-confirmation'],
    initial: () => ({}),
    check: () => {
      const missing = steps.filter((step) => application.data[step] === undefined);
      return missing.length > 0 ? { code: 'sign_up_incomplete', steps: missing } : null;
    },
  });
  return (
    <StepFrame
      page="data-collection-confirmation"
      trackingKey={TRACKING_KEY_OF['data-collection-confirmation']}
      title={t('summaryTitle')}
      intro={t('summaryIntro')}
      form={form}
      continueLabel={t('confirm')}
    >
      <div className="sign-up-summary">
        {steps.map((step) => (
          <SummarySection key={step} step={step} application={application} rows={rowsOf(step, application, t, locale)} t={t} />
        ))}
      </div>
    </StepFrame>
  );
}

function SummarySection({ step, application, rows, t }: { step: SignUpStep; application: Application; rows: readonly Row[]; t: Texts }) {
  const titleId = useId();
  const saved = application.data[step] !== undefined;
  const href = hrefOf(pageOfStep(step, application.flow), { [FROM_PARAMETER]: 'data-collection-confirmation' });
  return (
    <section className="sign-up-summary__section" aria-labelledby={titleId}>
      <div className="sign-up-summary__head">
        <h2 id={titleId} className="sign-up-summary__title">
          {t(`step_${step}`)}
        </h2>
        <a
          className="sign-up-summary__edit"
          href={href}
          aria-label={t(saved ? 'editSection' : 'completeSection', { section: t(`step_${step}`) })}
        >
          {t(saved ? 'edit' : 'complete')}
        </a>
      </div>
      {saved ? (
        <dl className="sign-up-summary__rows">
          {rows.map(([label, value]) => (
            <div key={label} className="sign-up-summary__row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="sign-up-summary__pending">{t('summaryPending')}</p>
      )}
    </section>
  );
}
