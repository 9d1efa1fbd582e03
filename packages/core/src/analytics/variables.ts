import { schema as v } from '@bank-shell/core';

/**
 * The tracking variables (features.md §3, "Tracking variable groups"): every name the analytics
 * library is sent, by group. Values are text, as the library wants them.
 */
export const TRACKING_VARIABLE_GROUPS = {
  funnel: [
    'funnel_id',
    'funnel_type',
    'funnel_product',
    'funnel_item',
    'funnel_step',
    'funnel_item_step',
    'funnel_phase',
    'funnel_position',
  ],
  form: [
    'form_age',
    'form_country',
    'form_nationality',
    'form_second_nationality',
    'form_marital_status',
    'form_residence',
    'form_province',
    'form_city',
    'form_funds_origin',
    'form_consents',
    'form_verificacionlaboral',
  ],
  product: ['product_sku', 'product_name', 'product_category', 'product_quantity', 'product_brand'],
  order: ['order_id', 'order_total', 'order_store', 'order_currency'],
  payroll: ['payroll_studies', 'payroll_income', 'payroll_purpose'],
  identification: ['pre_cip', 'mobile_hash_prospect', 'email_hash_prospect'],
  navigation: ['is_kiosko', 'page_error', 'page_name', 'page_name_ref', 'event_name', 'click_interactive_button'],
  others: ['app_ing', 'client_cip', 'page_domain_type'],
} as const;

type Groups = typeof TRACKING_VARIABLE_GROUPS;
export type TrackingGroupName = keyof Groups;
export type TrackingVariableName = Groups[TrackingGroupName][number];

/** Variables of one group, typed by name. */
export type TrackingGroup<G extends TrackingGroupName> = Partial<Record<Groups[G][number], string>>;
/** Any tracking variables, each a known name. */
export type TrackingVariables = Partial<Record<TrackingVariableName, string>>;

/**
 * The groups a flow carries from page to page, reset or updated on each page view (features.md
 * §4.8): what the customer is doing, not where they are.
 */
export const PROCESS_VARIABLE_GROUPS = [
  'funnel',
  'form',
  'product',
  'order',
  'payroll',
  'identification',
] as const satisfies readonly TrackingGroupName[];

export const PROCESS_VARIABLE_NAMES: ReadonlySet<string> = new Set(
  PROCESS_VARIABLE_GROUPS.flatMap((group) => TRACKING_VARIABLE_GROUPS[group]),
);
const ALL_NAMES: readonly TrackingVariableName[] = Object.values(TRACKING_VARIABLE_GROUPS).flat();

/** Longest value sent: a variable is a label, not a document. */
export const TRACKING_VALUE_MAX_LENGTH = 512;

const KNOWN_NAMES: ReadonlySet<string> = new Set(ALL_NAMES);
const textRecord = v.record(v.string());

/**
 * A feature's variables, checked: known names only (features.md §3), text values no longer than
 * {@link TRACKING_VALUE_MAX_LENGTH}. Throws a `TypeError` that says what is wrong.
 */
export function parseTrackingVariables(input: unknown): TrackingVariables {
  const parsed = v.safeParse(textRecord, input);
  if (!parsed.success) throw new TypeError(`Tracking variables must be text: ${parsed.issues[0].path} ${parsed.issues[0].message}`.trim());
  const unknownNames = Object.keys(parsed.output).filter((name) => !KNOWN_NAMES.has(name));
  if (unknownNames.length > 0) throw new TypeError(`Unknown tracking variables: ${unknownNames.join(', ')}`);
  const tooLong = Object.entries(parsed.output).filter(([, value]) => value.length > TRACKING_VALUE_MAX_LENGTH);
  if (tooLong.length > 0)
    throw new TypeError(
      `Tracking variables longer than ${TRACKING_VALUE_MAX_LENGTH} characters: ${tooLong.map(([name]) => name).join(', ')}`,
    );
  return parsed.output;
}
