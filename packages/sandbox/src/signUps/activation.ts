import { findCustomerByDocument } from '../customers';
import type { Database, Queryable } from '../db';
import { BANK_TIME_ZONE, type AccountType } from '../products';
import { SANDBOX_BANK_CODE, SANDBOX_BRANCH_CODE, spanishIban } from '../seed';
import { STANDARD_INACTIVITY_RULE_S } from '../sessions';
import { lockApplication, markActive, markDuplicate, savedStepsOf, type SignUpApplication } from './applicationStore';
import { isoDateOf } from './birthDate';
import { checkStepRules, type SignUpRefusal, type StoredSteps } from './stepRules';
import type { StepInput } from './stepSchemas';
import { missingSteps, type SignUpFlow, type SignUpProduct } from './steps';

/**
 * The outcome of {@link activateApplication}: the application closed, and either the new customer
 * or, when a customer already held the document, that customer (`duplicateOf`), to be told; or why
 * it was not activated. The prospect is answered alike both ways (issue 38 §5).
 */
export type Activation =
  | { ok: true; document: string; personId: string; duplicateOf: null }
  | { ok: true; document: string; personId: null; duplicateOf: string }
  | { ok: false; refusal: SignUpRefusal };

/** A person id of a sign-up: `7` and the application's number on seven digits (the demo customers' never start with 7). */
const PERSON_ID_PREFIX = '7';
const PERSON_ID_NUMBER_DIGITS = 7;

/** How each gender of personal-data-1 reads in `customers.gender_desc`, as the demo customers' do. */
const GENDER_DESCRIPTIONS: Readonly<Record<StoredSteps['personal-data-1']['gender'], string>> = {
  F: 'MUJER',
  M: 'HOMBRE',
  X: 'NO INFORMADO',
};

/**
 * The account each product opens, with its name on the overall position. The broker's is the cash
 * account its trades settle on; a teen's current account is the Cuenta Joven, as the demo teen's.
 */
const ACCOUNT_OF_PRODUCT: Readonly<Record<SignUpFlow, Readonly<Record<SignUpProduct, { type: AccountType; alias: string }>>>> = {
  adult: {
    current: { type: 'current', alias: 'Cuenta NÓMINA' },
    orange: { type: 'savings', alias: 'Cuenta Naranja' },
    broker: { type: 'current', alias: 'Cuenta Broker' },
  },
  teen: {
    current: { type: 'current', alias: 'Cuenta Joven' },
    orange: { type: 'savings', alias: 'Cuenta Naranja' },
    broker: { type: 'current', alias: 'Cuenta Broker' },
  },
};

/** The day it is in Madrid, `YYYY-MM-DD`: the day an account is opened on. */
const MADRID_ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Every step an application saved, once all are: what activation reads. */
type CompleteSteps = Pick<
  StoredSteps,
  'what-is-your-name' | 'access-and-contact-data' | 'personal-data-1' | 'personal-data-2' | 'tax-data'
>;

function completeStepsOf(application: SignUpApplication): CompleteSteps | undefined {
  const { steps } = application;
  const name = steps['what-is-your-name'];
  const contact = steps['access-and-contact-data'];
  const personal1 = steps['personal-data-1'];
  const personal2 = steps['personal-data-2'];
  const tax = steps['tax-data'];
  if (name === undefined || contact === undefined || personal1 === undefined || personal2 === undefined || tax === undefined) {
    return undefined;
  }
  return {
    'what-is-your-name': name,
    'access-and-contact-data': contact,
    'personal-data-1': personal1,
    'personal-data-2': personal2,
    'tax-data': tax,
  };
}

/**
 * Checks every step again on the day of activation, but the PIN's (its strength was checked on
 * the PIN itself, which is not kept): a teen who turned 18 since is no teen any more.
 */
function recheckedRefusal(application: SignUpApplication, nowMs: number): SignUpRefusal | undefined {
  const context = { flow: application.flow, steps: application.steps, nowMs };
  for (const [step, data] of Object.entries(application.steps)) {
    if (step === 'create-security-pin' || step === 'pin-confirmation') continue;
    // What a step saved is that step's input: its schema passed it.
    const checked = checkStepRules({ step, data } as StepInput, context);
    if (!checked.ok) return checked.refusal;
  }
  return undefined;
}

async function insertCustomer(tx: Queryable, personId: string, steps: CompleteSteps, pinHash: string): Promise<void> {
  const name = steps['what-is-your-name'];
  const personal = steps['personal-data-1'];
  await tx.query(
    `INSERT INTO customers (person_id, document, birth_date, pin_hash, name, first_surname, second_surname,
                            gender_desc, nationality, native_country, fiscal_residence, identity_kind, affluent_level,
                            mobile_phone)
     VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, 'CUSTOMER', 'NO_AFLNT', $12)`,
    [
      personId,
      steps['access-and-contact-data'].documentNumber,
      isoDateOf(personal.birthDate),
      pinHash,
      name.name,
      name.firstSurname,
      name.secondSurname ?? '',
      GENDER_DESCRIPTIONS[personal.gender],
      personal.nationality,
      steps['personal-data-2'].birthCountry,
      steps['tax-data'].taxResidences[0],
      steps['access-and-contact-data'].mobilePhone,
    ],
  );
}

/** The personal profile (the default, under the standard inactivity rule) and its one account, at 0.00 €. */
async function insertProfileAndAccount(tx: Queryable, personId: string, application: SignUpApplication, nowMs: number): Promise<void> {
  const profileId = `PRF-${personId}-PERS`;
  await tx.query(
    `INSERT INTO profiles (profile_id, person_id, set_id, kind, display_name, is_default, position, inactivity_rule_s)
     VALUES ($1, $2, $3, 'personal', 'Personal', true, 0, $4)`,
    [profileId, personId, `SET-PERS-${personId}`, STANDARD_INACTIVITY_RULE_S],
  );
  const account = ACCOUNT_OF_PRODUCT[application.flow][application.product];
  // The person id is unique, so the account number `00<person id>` is too (the demo ones are other person ids').
  const iban = spanishIban(SANDBOX_BANK_CODE, SANDBOX_BRANCH_CODE, `00${personId}`);
  await tx.query(
    `INSERT INTO accounts (account_id, profile_id, alias, iban, account_type, balance_cents, opening_balance_cents, currency, position,
                           opened_on)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 'EUR', 0, $6::date)`,
    [`ACC-${personId}`, profileId, account.alias, iban, account.type, MADRID_ISO_DAY.format(new Date(nowMs))],
  );
}

/** What the owner of a document reads in their inbox when an application used it (issue 38 §5). */
export const DUPLICATE_NOTICE_SUBJECT = 'Alguien ha intentado hacerse cliente con tu documento';

/** A message in the customer's inbox: someone tried to open an account with their document. */
async function noticeToOwner(tx: Queryable, personId: string, applicationNumber: number, nowMs: number): Promise<void> {
  await tx.query(
    'INSERT INTO inbox_messages (message_id, person_id, subject, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT (message_id) DO NOTHING',
    [`MSG-SIGNUP-${applicationNumber}`, personId, DUPLICATE_NOTICE_SUBJECT, new Date(nowMs)],
  );
}

/**
 * Turns the complete application a cookie value stands for into a customer, in one transaction:
 * the customer (who logs in with the document, birth date and PIN chosen), a personal profile, an
 * account of the product chosen with a 0.00 € balance, and the application marked active. The
 * application is locked, so of two activations at once one makes the customer and the other finds
 * it active; the document is locked too (`pg_advisory_xact_lock`), so of two applications with one
 * document one makes the customer and the other finds a customer holds it. An application whose
 * document a customer holds is closed all the same, with no customer made, and the customer gets a
 * message in their inbox (issue 38 §5): the prospect is answered as any other, so the sign-up
 * tells nobody who is a customer.
 */
export async function activateApplication(db: Database, token: string, nowMs: number): Promise<Activation> {
  return db.transaction(async (tx): Promise<Activation> => {
    const application = await lockApplication(tx, token, nowMs);
    if (application === undefined) return { ok: false, refusal: { code: 'sign_up_not_found' } };
    if (application.status === 'active') return { ok: false, refusal: { code: 'sign_up_already_active' } };
    const missing = missingSteps(application.flow, savedStepsOf(application));
    const steps = completeStepsOf(application);
    if (missing.length > 0 || steps === undefined || application.pinHash === null) {
      return { ok: false, refusal: { code: 'sign_up_incomplete', message: `Faltan pasos por completar: ${missing.join(', ')}.` } };
    }
    const recheck = recheckedRefusal(application, nowMs);
    if (recheck !== undefined) return { ok: false, refusal: recheck };

    const document = steps['access-and-contact-data'].documentNumber;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sign-up:${document}`]);
    const owner = await findCustomerByDocument(tx, document);
    if (owner !== undefined) {
      // Closed as any other, with no customer made: the owner is told, the prospect is not.
      await markDuplicate(tx, application.applicationId, owner.personId, nowMs);
      await noticeToOwner(tx, owner.personId, application.number, nowMs);
      return { ok: true, document, personId: null, duplicateOf: owner.personId };
    }

    const personId = `${PERSON_ID_PREFIX}${String(application.number).padStart(PERSON_ID_NUMBER_DIGITS, '0')}`;
    await insertCustomer(tx, personId, steps, application.pinHash);
    await insertProfileAndAccount(tx, personId, application, nowMs);
    await markActive(tx, application.applicationId, personId, nowMs);
    return { ok: true, personId, document, duplicateOf: null };
  });
}
