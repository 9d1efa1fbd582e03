import type { TrackingModule } from './trackingConfig';
import { PROCESS_VARIABLE_NAMES } from './variables';
import type { TrackingVariables } from './variables';

/** Where a step's event name takes the product's sku (features.md §4.8). */
export const PRODUCT_SKU_PLACEHOLDER = '{product_sku}';
/** The event name added when a page shows an error (`page_error`, features.md §4.8). */
export const ERROR_EVENT_NAME = 'page_error';
/** Several events of one page view, as the library reads them. */
const EVENT_NAME_SEPARATOR = ',';

/** `page_domain_type` (features.md §3): private pages need a login, public ones do not. */
export const PAGE_DOMAIN_TYPE = { private: 'priv', public: 'pub' } as const;
/** `app_ing` (features.md §3): inside the bank's native app or not. */
export const APP_ING = { nativeApp: 'yes', web: 'no' } as const;

/** A page shown to the customer. */
export interface PageView {
  /** The route path: the key of the flow's steps (`signups/become-a-customer`). */
  path: string;
  /** The page's name when the flow has no step for it (shell.md §2.8's page name). */
  pageName: string;
  /** Whether the page needs a login. */
  private: boolean;
  /** What the page adds: its process variables, `page_error`, … */
  variables?: TrackingVariables;
  /** Starts the process variables afresh, whatever the module says. */
  override?: boolean;
}

/** Who is looking, and from where. */
export interface TrackingContext {
  /** The customer's personId (client preferences), once known; sent on private pages only. */
  clientCip: string | null;
  /**
   * The bank's signed statement that the customer is `clientCip` (issue 38 §6), once known: the
   * collector takes a page view about a customer only with it, so `client_cip` goes with it or not at all.
   */
  clientIdentity: string | null;
  nativeApp: boolean;
}

/** What a flow carries between its page views. */
export interface TrackingState {
  process: TrackingVariables;
  /** How many of the funnel's steps the customer has been through; 0 before the first. */
  funnelPosition: number;
}

export const INITIAL_TRACKING_STATE: TrackingState = { process: {}, funnelPosition: 0 };

/** Variables the shell sets itself: a page cannot claim to be public, or to be someone. */
const SET_BY_THE_SHELL: ReadonlySet<string> = new Set(['client_cip', 'client_identity', 'page_domain_type', 'app_ing', 'event_name']);

function processPart(variables: TrackingVariables): TrackingVariables {
  return Object.fromEntries(Object.entries(variables).filter(([name]) => PROCESS_VARIABLE_NAMES.has(name)));
}

/** A step's event name with the product's sku in place of the placeholder, or without it when there is none. */
export function eventNameWithSku(template: string, sku: string | undefined): string {
  if (sku) return template.split(PRODUCT_SKU_PLACEHOLDER).join(sku);
  return template.split(PRODUCT_SKU_PLACEHOLDER).join('').replace(/_{2,}/g, '_').replace(/^_|_$/g, '');
}

/**
 * The variables of a page view (features.md §4.8), and the flow's state after it:
 *
 * - **process variables** (funnel, form, product, order, payroll, identification) are reset to
 *   what this page brings, or, on a path of the module's update-variables list, updated with it
 *   (kept, and overwritten where it brings a value); the override flag (the page's, else the
 *   module's) always resets;
 * - **funnel position** counts the flow's steps, and stays as it was on an avoidable step;
 * - **event name**: the step's, with the product's sku for its placeholder; `page_error` on the
 *   page adds {@link ERROR_EVENT_NAME};
 * - **private pages** carry `client_cip` (with `client_identity`, the bank's signed statement
 *   of it, once both are known: issue 38 §6) and `page_domain_type` `priv`; public ones `pub` and
 *   no `client_cip`, whatever a page passes;
 * - `app_ing` says whether the page is inside the native app.
 */
export function pageViewVariables(
  state: TrackingState,
  module: TrackingModule,
  view: PageView,
  context: TrackingContext,
): { variables: Record<string, string>; state: TrackingState } {
  const step = Object.hasOwn(module.steps, view.path) ? module.steps[view.path] : undefined;
  const incoming = view.variables ?? {};
  const stepFunnel: TrackingVariables = step
    ? {
        ...module.funnel,
        ...(step.funnel_step === undefined ? {} : { funnel_step: step.funnel_step }),
        ...(step.funnel_phase === undefined ? {} : { funnel_phase: step.funnel_phase }),
        ...(step.funnel_item === undefined ? {} : { funnel_item: step.funnel_item }),
        ...(step.funnel_item_step === undefined ? {} : { funnel_item_step: step.funnel_item_step }),
      }
    : {};
  const brought = { ...stepFunnel, ...processPart(incoming) };
  const updates = !(view.override ?? module.override) && module.updateVariablesProcesses.includes(view.path);
  const process: TrackingVariables = updates ? { ...state.process, ...brought } : brought;

  const avoidable = module.avoidableSteps.includes(view.path);
  const funnelPosition = step && !avoidable ? state.funnelPosition + 1 : state.funnelPosition;
  if (step || avoidable) process.funnel_position = String(funnelPosition);
  else delete process.funnel_position;

  const stepEvent = step?.event_name === undefined ? '' : eventNameWithSku(step.event_name, process.product_sku);
  const events = [incoming.event_name ?? stepEvent, incoming.page_error ? ERROR_EVENT_NAME : ''].filter((name) => name !== '');

  const variables: Record<string, string> = {
    ...Object.fromEntries(Object.entries(incoming).filter(([name]) => !PROCESS_VARIABLE_NAMES.has(name) && !SET_BY_THE_SHELL.has(name))),
    ...process,
    page_name: step?.page_name ?? incoming.page_name ?? view.pageName,
    page_domain_type: view.private ? PAGE_DOMAIN_TYPE.private : PAGE_DOMAIN_TYPE.public,
    app_ing: context.nativeApp ? APP_ING.nativeApp : APP_ING.web,
    ...(events.length > 0 ? { event_name: events.join(EVENT_NAME_SEPARATOR) } : {}),
    ...(view.private && context.clientCip && context.clientIdentity
      ? { client_cip: context.clientCip, client_identity: context.clientIdentity }
      : {}),
  };
  return { variables: sortedByName(variables), state: { process, funnelPosition } };
}

function sortedByName(variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
