import { hashPin, verifyPin } from '../crypto';
import type { Database, Queryable } from '../db';
import { findApplication, lockApplication, savedStepsOf, writePinHash, writeStep, type SignUpApplication } from './applicationStore';
import { wereLegalDocumentsShown } from './legalDocuments';
import { checkStepRules, storedDataOf, type SignUpRefusal, type SignUpRefusalCode } from './stepRules';
import type { StepInput } from './stepSchemas';
import { stepsInvalidatedBy, stepsOfFlow } from './steps';

/**
 * How many steps one application may save, corrections included (issue 38 §5): the longest flow
 * has 15 steps, and a prospect corrects a few. Past it, `429 too_many_attempts`.
 */
export const SIGN_UP_STEP_SAVES_PER_APPLICATION = 60;

/** The outcome of {@link saveStep}: the application as it is now, or why nothing was saved. */
export type StepSaved = { ok: true; application: SignUpApplication } | { ok: false; refusal: SignUpRefusal };

/**
 * Tries of a PIN step whose PIN changed while its hash was being made or checked. Two in a row
 * would need two new PINs from the same prospect in the same instant.
 */
const PIN_STEP_TRIES = 3;

/** What was worked out of a PIN before the transaction: scrypt is slow on purpose and must not hold one open. */
type PinWork = { pinHash?: string; confirmedHash?: string };

const refused = (code: SignUpRefusalCode): StepSaved => ({ ok: false, refusal: { code } });

/** The refusal, if any, of saving `input` to `application` as it stands: gone, active, another flow's step, a rule. */
function refusalOf(application: SignUpApplication | undefined, input: StepInput, nowMs: number): StepSaved | undefined {
  if (application === undefined) return refused('sign_up_not_found');
  if (!stepsOfFlow(application.flow).includes(input.step)) return refused('sign_up_step_not_found');
  if (application.status === 'active') return refused('sign_up_already_active');
  // Past the limit, no more saves: a prospect corrects a few steps, nobody needs hundreds.
  if (application.stepSaves >= SIGN_UP_STEP_SAVES_PER_APPLICATION) return refused('too_many_attempts');
  const checked = checkStepRules(input, { flow: application.flow, steps: application.steps, nowMs });
  if (!checked.ok) return checked;
  // A customer's document is taken here as any other (issue 38 §5): the answer must not tell who is
  // a customer. Activation handles it, where nobody can probe it.
  return undefined;
}

/** Hashes a new PIN, or checks a confirmation against the PIN's hash, on the application as read now. */
async function pinWorkFor(db: Queryable, token: string, input: StepInput, nowMs: number): Promise<StepSaved | PinWork> {
  if (input.step !== 'create-security-pin' && input.step !== 'pin-confirmation') return {};
  const application = await findApplication(db, token, nowMs);
  const refusal = refusalOf(application, input, nowMs);
  if (refusal !== undefined || application === undefined) return refusal ?? refused('sign_up_not_found');
  if (input.step === 'create-security-pin') return { pinHash: await hashPin(input.data.pin) };
  const pinHash = application.pinHash;
  if (pinHash === null) return refused('step_out_of_order');
  return (await verifyPin(input.data.pin, pinHash)) ? { confirmedHash: pinHash } : refused('pins_not_matching');
}

/** Signals that the PIN a confirmation was checked against changed before it could be saved. */
const PIN_CHANGED = Symbol('pin changed');

/**
 * Saves one step of the application a cookie value stands for, replacing what the step saved
 * before, in one transaction with the application locked: concurrent saves take turns, and each
 * checks its rules against what the one before it left. Steps checked against a field that
 * changed are removed (`stepsInvalidatedBy`). A PIN is hashed, or a confirmation checked, before
 * the transaction; only its hash is kept.
 */
export async function saveStep(db: Database, token: string, input: StepInput, nowMs: number): Promise<StepSaved> {
  for (let attempt = 1; attempt <= PIN_STEP_TRIES; attempt += 1) {
    const pinWork = await pinWorkFor(db, token, input, nowMs);
    if ('ok' in pinWork) return pinWork;
    const saved = await db.transaction(async (tx): Promise<StepSaved | typeof PIN_CHANGED> => {
      const application = await lockApplication(tx, token, nowMs);
      const refusal = refusalOf(application, input, nowMs);
      if (refusal !== undefined || application === undefined) return refusal ?? refused('sign_up_not_found');
      // No signature before the signing process can start: the documents shown, in their current versions.
      if (input.step === 'legal-documents-sign' && !(await wereLegalDocumentsShown(tx, application.applicationId))) {
        return refused('signing_not_initialised');
      }
      if (pinWork.confirmedHash !== undefined && application.pinHash !== pinWork.confirmedHash) return PIN_CHANGED;

      const data = storedDataOf(input);
      const invalidated = stepsInvalidatedBy(input.step, application.steps[input.step], data, savedStepsOf(application));
      await writeStep(tx, application.applicationId, input.step, data, invalidated, nowMs);
      if (pinWork.pinHash !== undefined) await writePinHash(tx, application.applicationId, pinWork.pinHash);
      const updated = await lockApplication(tx, token, nowMs);
      return updated === undefined ? refused('sign_up_not_found') : { ok: true, application: updated };
    });
    if (saved !== PIN_CHANGED) return saved;
  }
  return refused('conflict');
}
