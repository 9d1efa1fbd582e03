import { ADULT_AGE_YEARS, ageInYears } from '../login';
import { SPAIN } from './countries';
import { hasRightControlLetter } from './document';
import { signatureMatches } from './signature';
import { surnameContradictsCensus } from './taxCensus';
import type { StepInput, StepInputs } from './stepSchemas';
import { prerequisitesOf, type SavedData, type SignUpFlow, type SignUpStep } from './steps';
import { isWeakPin } from './weakPin';

/** The youngest a teen account holder may be (features.md §2.5, teen flow). */
export const TEEN_MIN_AGE_YEARS = 12;
/** The oldest: at 18 a prospect signs up as an adult. */
export const TEEN_MAX_AGE_YEARS = ADULT_AGE_YEARS - 1;

/** Why the sandbox refuses a sign-up call; each is an API error code of the same name (sandbox-api.md, Sign-up). */
export type SignUpRefusalCode =
  | 'invalid_request'
  | 'conflict'
  | 'sign_up_not_found'
  | 'sign_up_step_not_found'
  | 'sign_up_already_active'
  | 'sign_up_incomplete'
  | 'step_out_of_order'
  | 'too_many_attempts'
  | 'invalid_document'
  | 'minor'
  | 'not_a_teen'
  | 'residence_outside_spain'
  | 'more_than_one_tax_residence'
  | 'tax_residence_outside_spain'
  | 'tax_id_nationality_mismatch'
  | 'surname_tax_id_mismatch'
  | 'foreign_id_non_spanish_nationality'
  | 'pin_not_entered'
  | 'weak_pin'
  | 'pins_not_matching'
  | 'signature_mismatch'
  | 'signing_not_initialised'
  | 'legal_document_not_found'
  | 'legal_document_outdated';

/** A refusal, with a message of its own when the code's default one would say too little. */
export interface SignUpRefusal {
  code: SignUpRefusalCode;
  message?: string;
}

/** What a PIN step keeps: nothing but the fact it was done; the PIN lives only as a hash. */
type NothingKept = Record<string, never>;

/** What each step keeps, as `GET` shows it under `data`. */
export type StoredSteps = Omit<StepInputs, 'create-security-pin' | 'pin-confirmation'> & {
  'create-security-pin': NothingKept;
  'pin-confirmation': NothingKept;
};

/** The steps an application has saved, each with what it kept. */
export type SavedSteps = { readonly [S in SignUpStep]?: StoredSteps[S] };

/** What a step keeps of its input: all of it, but never a PIN. */
export function storedDataOf(input: StepInput): SavedData {
  return input.step === 'create-security-pin' || input.step === 'pin-confirmation' ? {} : input.data;
}

/** What the rules of a step read besides its input. */
export interface StepContext {
  flow: SignUpFlow;
  steps: SavedSteps;
  /** The sandbox's clock: ages are counted on its day, in Madrid. */
  nowMs: number;
}

/** The outcome of {@link checkStepRules}. */
export type StepCheck = { ok: true } | { ok: false; refusal: SignUpRefusal };

const PASSED: StepCheck = { ok: true };
const refuse = (code: SignUpRefusalCode, message?: string): StepCheck => ({
  ok: false,
  refusal: message === undefined ? { code } : { code, message },
});

function checkAge(flow: SignUpFlow, birthDate: string, nowMs: number): StepCheck {
  const age = ageInYears(birthDate, nowMs) ?? -1;
  if (age < 0) return refuse('invalid_request', 'birthDate no puede ser una fecha futura.');
  if (flow === 'adult') return age < ADULT_AGE_YEARS ? refuse('minor') : PASSED;
  return age < TEEN_MIN_AGE_YEARS || age > TEEN_MAX_AGE_YEARS ? refuse('not_a_teen') : PASSED;
}

/**
 * The tax rules (features.md §8, step 3): Spain as the one tax residence, and a tax id that fits
 * the nationality: a DNI is for Spaniards, an NIE for foreigners.
 */
function checkTaxData(taxResidences: readonly string[], steps: SavedSteps): StepCheck {
  if (taxResidences.length > 1) return refuse('more_than_one_tax_residence');
  if (taxResidences[0] !== SPAIN) return refuse('tax_residence_outside_spain');
  const documentType = steps['access-and-contact-data']?.documentType;
  const spanish = steps['personal-data-1']?.nationality === SPAIN;
  if ((documentType === 'DNI' && !spanish) || (documentType === 'NIE' && spanish)) return refuse('tax_id_nationality_mismatch');
  return PASSED;
}

/**
 * Data collection (features.md §8, step 2): the tax census must not name the document's holder
 * with another first surname. Checked when the second of the name and the document is saved, and
 * again when either changes.
 */
function checkSurnameAgainstCensus(documentNumber: string | undefined, firstSurname: string | undefined): StepCheck {
  if (documentNumber === undefined || firstSurname === undefined) return PASSED;
  return surnameContradictsCensus(documentNumber, firstSurname) ? refuse('surname_tax_id_mismatch') : PASSED;
}

/**
 * Identification (features.md §8, step 7): a video selfie reads a Spanish identity card; a foreign
 * national's NIE is no such card, so a foreigner with an NIE identifies by transfer.
 */
function checkIdentificationMethod(method: string, steps: SavedSteps): StepCheck {
  if (method !== 'video-selfie') return PASSED;
  const foreignId = steps['access-and-contact-data']?.documentType === 'NIE';
  const nationality = steps['personal-data-1']?.nationality;
  return foreignId && nationality !== undefined && nationality !== SPAIN ? refuse('foreign_id_non_spanish_nationality') : PASSED;
}

/**
 * The rules of a step that its schema cannot check: the document's control letter and the census's
 * surname, the ages, the residences, the PIN's strength, the signature, the identification method, and first whether the steps it is checked
 * against are saved (`step_out_of_order`). A PIN's confirmation is checked against the hash, apart.
 */
export function checkStepRules(input: StepInput, context: StepContext): StepCheck {
  const { steps, flow, nowMs } = context;
  const missing = prerequisitesOf(input.step).filter((step) => steps[step] === undefined);
  if (missing.length > 0) return refuse('step_out_of_order', `Antes de ${input.step} hay que completar: ${missing.join(', ')}.`);
  switch (input.step) {
    case 'what-is-your-name':
      return checkSurnameAgainstCensus(steps['access-and-contact-data']?.documentNumber, input.data.firstSurname);
    case 'access-and-contact-data':
      if (!hasRightControlLetter(input.data.documentType, input.data.documentNumber)) return refuse('invalid_document');
      return checkSurnameAgainstCensus(input.data.documentNumber, steps['what-is-your-name']?.firstSurname);
    case 'representative':
      return hasRightControlLetter(input.data.documentType, input.data.documentNumber) ? PASSED : refuse('invalid_document');
    case 'personal-data-1':
      return checkAge(flow, input.data.birthDate, nowMs);
    case 'address-2':
      return input.data.residenceCountry === SPAIN ? PASSED : refuse('residence_outside_spain');
    case 'tax-data':
      return checkTaxData(input.data.taxResidences, steps);
    case 'create-security-pin': {
      const birthDate = steps['personal-data-1']?.birthDate ?? '';
      const documentNumber = steps['access-and-contact-data']?.documentNumber ?? '';
      return isWeakPin(input.data.pin, { birthDate, documentNumber }) ? refuse('weak_pin') : PASSED;
    }
    case 'legal-documents-sign': {
      const name = steps['what-is-your-name'];
      return name !== undefined && signatureMatches(input.data.signedName, name) ? PASSED : refuse('signature_mismatch');
    }
    case 'identification-method':
      return checkIdentificationMethod(input.data.method, steps);
    default:
      return PASSED;
  }
}
