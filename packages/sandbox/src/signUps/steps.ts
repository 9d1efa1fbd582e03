/**
 * The steps of a sign-up and the order they come in (features.md §2.5; sandbox-api.md, Sign-up).
 * A step may be saved whenever the steps it is checked against are saved: the order of the list
 * is the order `nextStep` suggests, not one the API enforces.
 */

/** Every step, in the order of the flow; `representative` belongs to the teen flow only. */
export const SIGN_UP_STEPS = [
  'what-is-your-name',
  'access-and-contact-data',
  'personal-data-1',
  'personal-data-2',
  'address-1',
  'address-2',
  'employment-data',
  'tax-data',
  'funds-origin-and-purpose',
  'representative',
  'create-security-pin',
  'pin-confirmation',
  'consents',
  'legal-documents-sign',
  'identification-method',
] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/** The accounts a sign-up opens: the current account, the Orange savings account, the broker's account. */
export const SIGN_UP_PRODUCTS = ['current', 'orange', 'broker'] as const;
export type SignUpProduct = (typeof SIGN_UP_PRODUCTS)[number];

/** Who signs up: an adult, or a minor of 12 to 17 with a representative (features.md §2.5, teen flow). */
export const SIGN_UP_FLOWS = ['adult', 'teen'] as const;
export type SignUpFlow = (typeof SIGN_UP_FLOWS)[number];

/** Steps only the teen flow has. */
const TEEN_ONLY_STEPS: ReadonlySet<SignUpStep> = new Set(['representative']);

const STEP_NAMES: ReadonlySet<string> = new Set(SIGN_UP_STEPS);

/** Whether a path segment names a step (of some flow). */
export function isSignUpStep(name: string): name is SignUpStep {
  return STEP_NAMES.has(name);
}

/** The steps of a flow, in order: all of them must be saved before activation. */
export function stepsOfFlow(flow: SignUpFlow): readonly SignUpStep[] {
  return flow === 'teen' ? SIGN_UP_STEPS : SIGN_UP_STEPS.filter((step) => !TEEN_ONLY_STEPS.has(step));
}

/** The steps of the flow not saved yet, in order. */
export function missingSteps(flow: SignUpFlow, saved: ReadonlySet<SignUpStep>): SignUpStep[] {
  return stepsOfFlow(flow).filter((step) => !saved.has(step));
}

/** The first step of the flow not saved yet; null when all are. */
export function nextStepOf(flow: SignUpFlow, saved: ReadonlySet<SignUpStep>): SignUpStep | null {
  return missingSteps(flow, saved)[0] ?? null;
}

/** The saved steps, in the flow's order. */
export function stepsDoneOf(flow: SignUpFlow, saved: ReadonlySet<SignUpStep>): SignUpStep[] {
  return stepsOfFlow(flow).filter((step) => saved.has(step));
}

/** A new PIN always needs confirming again, whatever was saved before. */
const ANY_NEW_SAVE = 'any new save';

/**
 * What each step is checked against: the steps it needs saved first, and the fields of theirs it
 * reads. The tax rules read the document's type and the nationality, the weak-PIN rules the
 * document's number and the birth date, the signature the name, the confirmation the PIN.
 */
const CHECKED_AGAINST: { readonly [S in SignUpStep]?: { readonly [P in SignUpStep]?: readonly string[] | typeof ANY_NEW_SAVE } } = {
  'tax-data': { 'access-and-contact-data': ['documentType'], 'personal-data-1': ['nationality'] },
  'create-security-pin': { 'access-and-contact-data': ['documentNumber'], 'personal-data-1': ['birthDate'] },
  'pin-confirmation': { 'create-security-pin': ANY_NEW_SAVE },
  'legal-documents-sign': { 'what-is-your-name': ['name', 'firstSurname', 'secondSurname'] },
};

/** The steps that must be saved before this one can be checked (`409 step_out_of_order` otherwise). */
export function prerequisitesOf(step: SignUpStep): SignUpStep[] {
  return SIGN_UP_STEPS.filter((other) => CHECKED_AGAINST[step]?.[other] !== undefined);
}

/** Data a step saved, as the store keeps it. */
export type SavedData = Readonly<Record<string, unknown>>;

/**
 * The saved steps that must be saved again once `step` is saved with `after` instead of `before`:
 * those checked against a field that changed, and, in turn, those checked against them (a new
 * document number removes the PIN, and so its confirmation). A first save removes nothing.
 */
export function stepsInvalidatedBy(
  step: SignUpStep,
  before: SavedData | undefined,
  after: SavedData,
  saved: ReadonlySet<SignUpStep>,
): SignUpStep[] {
  if (before === undefined) return [];
  const removed = new Set<SignUpStep>();
  const changed = (fields: readonly string[] | typeof ANY_NEW_SAVE): boolean =>
    fields === ANY_NEW_SAVE || fields.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  for (const dependent of SIGN_UP_STEPS) {
    const fields = CHECKED_AGAINST[dependent]?.[step];
    if (fields !== undefined && saved.has(dependent) && changed(fields)) removed.add(dependent);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const dependent of SIGN_UP_STEPS) {
      if (removed.has(dependent) || !saved.has(dependent)) continue;
      if (prerequisitesOf(dependent).some((prerequisite) => removed.has(prerequisite))) {
        removed.add(dependent);
        grew = true;
      }
    }
  }
  return SIGN_UP_STEPS.filter((dependent) => removed.has(dependent));
}
