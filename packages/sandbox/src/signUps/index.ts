/**
 * Sign-ups (onboarding): a prospect's application, step by step, until it is activated as a
 * customer (sandbox-api.md, Sign-up; features.md §2.5).
 */
export {
  SIGN_UP_FLOWS,
  SIGN_UP_PRODUCTS,
  SIGN_UP_STEPS,
  isSignUpStep,
  nextStepOf,
  stepsDoneOf,
  stepsOfFlow,
  type SignUpFlow,
  type SignUpProduct,
  type SignUpStep,
} from './steps';
export { STEP_SCHEMAS, isPinNotEntered, newApplicationSchema, type StepInput, type StepInputs } from './stepSchemas';
export { type SignUpRefusal, type SignUpRefusalCode } from './stepRules';
export {
  SIGN_UP_APPLICATION_TTL_S,
  createApplication,
  deleteApplication,
  findApplication,
  lockApplication,
  pruneExpiredApplications,
  savedStepsOf,
  type SignUpApplication,
  type SignUpStatus,
} from './applicationStore';
export { saveStep, type StepSaved } from './saveStep';
export { findLegalDocument, listLegalDocuments, recordSignUpAudit, type LegalDocument, type LegalDocumentSummary } from './legalDocuments';
export { activateApplication, type Activation } from './activation';
