import type { Application, SignUpFlow, SignUpProduct, SignUpStep } from './api';
import type { SignUpFunnel } from './tracking';

/**
 * The pages of the sign-up, by their sub-path under `#/signups-account/`, and the order each flow
 * goes through them (features.md §2.5). A page that saves a step names it.
 */

/** Where the feature lives in the shell's hash routes. */
export const SIGN_UP_ROUTE = '/signups-account';
/** The sub-path of the products page (the route's root). */
export const ROOT_PAGE = '';
export const BEFORE_YOU_START_PAGE = 'before-you-start';

/** The pages a flow goes through, after "before you start", in order. */
const ADULT_PAGES_BEFORE_IDENTIFICATION = [
  'what-is-your-name',
  'access-and-contact-data',
  'personal-data-1',
  'personal-data-2',
  'address-1',
  'address-2',
  'employment-data',
  'tax-data',
  'funds-origin-and-purpose',
  'data-collection-confirmation',
  'account-creation',
  'create-security-pin',
  'consents',
  'pin-confirmation',
  'account-activation',
  'legal-documents-view',
  'legal-documents-sign',
  'signature-confirmation',
  'identification-instructions',
  'identification-method',
] as const;

const VIDEO_SELFIE_PAGES = ['identification-video-selfie'] as const;
const TRANSFER_PAGES = [
  'identification-transfer-document-type',
  'identification-transfer-upload-files',
  'identification-transfer-instructions',
  'identification-transfer-validation',
] as const;

const TEEN_PAGES = [
  'minor-selection',
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
  'data-collection-confirmation',
  'account-creation',
  'create-security-pin',
  'consents',
  'pin-confirmation',
  'account-activation',
  'legal-documents-view',
  'legal-documents-sign',
  'signature-confirmation',
  'authorise-identification',
  'identification-instructions',
  'teen-document-type',
  'family-book-or-birth-certificate-upload',
  'confirmation',
] as const;

const CONFIRMATION_PAGE = 'confirmation';

/** The pages reachable from every step: they are no step of the flow. */
export const SIDE_PAGES = ['help', 'online-chat', 'cancel-contracting-process'] as const;

export type FlowPagePath =
  | (typeof ADULT_PAGES_BEFORE_IDENTIFICATION)[number]
  | (typeof VIDEO_SELFIE_PAGES)[number]
  | (typeof TRANSFER_PAGES)[number]
  | (typeof TEEN_PAGES)[number]
  | typeof CONFIRMATION_PAGE;
export type SidePagePath = (typeof SIDE_PAGES)[number];

const FLOW_PAGE_PATHS: ReadonlySet<string> = new Set<string>([
  ...ADULT_PAGES_BEFORE_IDENTIFICATION,
  ...VIDEO_SELFIE_PAGES,
  ...TRANSFER_PAGES,
  ...TEEN_PAGES,
]);

export const isFlowPage = (path: string): path is FlowPagePath => FLOW_PAGE_PATHS.has(path);
export const isSidePage = (path: string): path is SidePagePath => (SIDE_PAGES as readonly string[]).includes(path);

/** The step each page saves on "Continue" (teen-document-type saves the identification method too). */
export const STEP_OF_PAGE: Readonly<Partial<Record<FlowPagePath, SignUpStep>>> = {
  'what-is-your-name': 'what-is-your-name',
  'access-and-contact-data': 'access-and-contact-data',
  'personal-data-1': 'personal-data-1',
  'personal-data-2': 'personal-data-2',
  'address-1': 'address-1',
  'address-2': 'address-2',
  'employment-data': 'employment-data',
  'tax-data': 'tax-data',
  'funds-origin-and-purpose': 'funds-origin-and-purpose',
  representative: 'representative',
  'create-security-pin': 'create-security-pin',
  consents: 'consents',
  'pin-confirmation': 'pin-confirmation',
  'legal-documents-sign': 'legal-documents-sign',
  'identification-method': 'identification-method',
  'teen-document-type': 'identification-method',
};

/** What the flow needs to know of an application to lay out its pages. */
export type FlowFacts = Pick<Application, 'flow' | 'data'>;

/** The identification method saved, if any: the adult flow's last pages follow it. */
export function identificationMethodOf(application: Pick<Application, 'data'>): 'video-selfie' | 'transfer' | undefined {
  const method = application.data['identification-method']?.method;
  return method === 'video-selfie' || method === 'transfer' ? method : undefined;
}

/** The pages of the application's flow, in order; before a method is chosen, the video-selfie branch. */
export function pagesOf(application: FlowFacts): readonly FlowPagePath[] {
  if (application.flow === 'teen') return TEEN_PAGES;
  const identification = identificationMethodOf(application) === 'transfer' ? TRANSFER_PAGES : VIDEO_SELFIE_PAGES;
  return [...ADULT_PAGES_BEFORE_IDENTIFICATION, ...identification, CONFIRMATION_PAGE];
}

/** The page after `page` in the application's flow; the confirmation is the last. */
export function nextPageOf(page: FlowPagePath, application: FlowFacts): FlowPagePath {
  const pages = pagesOf(application);
  return pages[pages.indexOf(page) + 1] ?? CONFIRMATION_PAGE;
}

/** The sub-path the Back link goes to: the page before, or "before you start" from the first page. */
export function previousPathOf(page: FlowPagePath, application: Pick<Application, 'flow' | 'data' | 'product'>): string {
  const pages = pagesOf(application);
  const index = pages.indexOf(page);
  const previous = index > 0 ? pages[index - 1] : undefined;
  return previous ?? beforeYouStartPathOf(choiceOf(application));
}

/** Where the page is in the flow: "step 4 of 25". */
export function progressOf(page: FlowPagePath, application: FlowFacts): { position: number; total: number } | null {
  const pages = pagesOf(application);
  const index = pages.indexOf(page);
  return index < 0 ? null : { position: index + 1, total: pages.length };
}

/** The page that saves a step (the teen's identification method is saved on its document page). */
export function pageOfStep(step: SignUpStep, flow: SignUpFlow): FlowPagePath {
  if (step === 'identification-method' && flow === 'teen') return 'teen-document-type';
  return step;
}

/**
 * Where an application left off: the first page of its flow whose step is not saved yet, or the
 * first page of all when nothing is; the confirmation once every step is saved.
 */
export function resumePageOf(application: Pick<Application, 'flow' | 'data' | 'stepsDone'>): FlowPagePath {
  const pages = pagesOf(application);
  if (application.stepsDone.length === 0) return pages[0] ?? CONFIRMATION_PAGE;
  const done = new Set<SignUpStep>(application.stepsDone);
  return (
    pages.find((page) => {
      const step = STEP_OF_PAGE[page];
      return step !== undefined && !done.has(step);
    }) ?? CONFIRMATION_PAGE
  );
}

/** What the prospect chose on the products page: a product, or the teen account. */
export type ProductChoice = SignUpProduct | 'teen';
export const PRODUCT_CHOICES: readonly ProductChoice[] = ['current', 'orange', 'broker', 'teen'];
export const isProductChoice = (value: string): value is ProductChoice => (PRODUCT_CHOICES as readonly string[]).includes(value);

/** The teen account is the current account opened in the teen flow. */
export function applicationOfChoice(choice: ProductChoice): { product: SignUpProduct; flow: SignUpFlow } {
  return choice === 'teen' ? { product: 'current', flow: 'teen' } : { product: choice, flow: 'adult' };
}

export function choiceOf(application: Pick<Application, 'flow' | 'product'>): ProductChoice {
  return application.flow === 'teen' ? 'teen' : application.product;
}

export const beforeYouStartPathOf = (choice: ProductChoice) => `${BEFORE_YOU_START_PAGE}/${choice}`;

/** The hash href of a page of the feature, for links. */
export function hrefOf(subPath: string, query?: Readonly<Record<string, string>>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `#${routeOf(subPath)}${search}`;
}

/** The shell path of a page of the feature, for `navigate`. */
export function routeOf(subPath: string): string {
  return subPath === ROOT_PAGE ? SIGN_UP_ROUTE : `${SIGN_UP_ROUTE}/${subPath}`;
}

/** The funnel a page view counts in. */
export const funnelOf = (choice: ProductChoice): SignUpFunnel => (choice === 'teen' ? 'teen' : 'adult');
