import type { Application, SignUpFlow } from './api';
import type { FlowPagePath, ProductChoice, SidePagePath } from './flow';
import { choiceOf } from './flow';
import type { TrackingVariables } from '@bank-shell/core/analytics';

/**
 * The key of each page in the tracking module (features.md §2.5): `signups/<page>`. Four pages
 * have variants, worked out from what the prospect chose.
 */
const KEY_PREFIX = 'signups/';
const key = (page: string) => `${KEY_PREFIX}${page}`;

/** The product's sku as the funnel reports it, on every page view once the product is known. */
export const PRODUCT_SKU_OF: Readonly<Record<ProductChoice, string>> = {
  current: 'cuenta-nomina',
  orange: 'cuenta-naranja',
  broker: 'cuenta-broker',
  teen: 'cuenta-joven',
};

type VariantPage = 'employment-data' | 'account-creation' | 'account-activation' | 'teen-document-type' | 'representative';

/** The pages whose key is their sub-path (`representative` is tracked as its document type page). */
export const TRACKING_KEY_OF: Readonly<Record<Exclude<FlowPagePath, VariantPage> | SidePagePath | 'root' | 'before-you-start', string>> = {
  root: key('become-a-customer'),
  'before-you-start': key('before-you-start'),
  'minor-selection': key('minor-selection'),
  'what-is-your-name': key('what-is-your-name'),
  'access-and-contact-data': key('access-and-contact-data'),
  'personal-data-1': key('personal-data-1'),
  'personal-data-2': key('personal-data-2'),
  'address-1': key('address-1'),
  'address-2': key('address-2'),
  'tax-data': key('tax-data'),
  'funds-origin-and-purpose': key('funds-origin-and-purpose'),
  'data-collection-confirmation': key('data-collection-confirmation'),
  'create-security-pin': key('create-security-pin'),
  consents: key('consents'),
  'pin-confirmation': key('pin-confirmation'),
  'legal-documents-view': key('legal-documents-view'),
  'legal-documents-sign': key('legal-documents-sign'),
  'signature-confirmation': key('signature-confirmation'),
  'authorise-identification': key('authorise-identification'),
  'identification-instructions': key('identification-instructions'),
  'identification-method': key('identification-method'),
  'identification-video-selfie': key('identification-video-selfie'),
  'identification-transfer-document-type': key('identification-transfer-document-type'),
  'identification-transfer-upload-files': key('identification-transfer-upload-files'),
  'identification-transfer-instructions': key('identification-transfer-instructions'),
  'identification-transfer-validation': key('identification-transfer-validation'),
  'family-book-or-birth-certificate-upload': key('family-book-or-birth-certificate-upload'),
  confirmation: key('confirmation'),
  help: key('help'),
  'online-chat': key('online-chat'),
  'cancel-contracting-process': key('cancel-contracting-process'),
};

export const REPRESENTATIVE_TRACKING_KEY = key('representative-document-type');

/** Self-employed or not: the employment page's two keys (re-tracked as the choice changes). */
export const employmentTrackingKey = (kind: string) =>
  key(kind === 'self-employed' ? 'employment-data-self-employed' : 'employment-data-employee');

export function accountCreationTrackingKey(application: Pick<Application, 'flow' | 'product'>): string {
  return application.flow === 'teen' ? key('teen-account-creation') : key(`account-creation-${application.product}`);
}

export const accountActivationTrackingKey = (flow: SignUpFlow) => key(flow === 'teen' ? 'teen-account-activation' : 'account-activation');

/** The minor's identity documents, each a key of its own. */
export const TEEN_DOCUMENT_TYPES = ['id-card', 'foreign-resident-card', 'passport'] as const;
export type TeenDocumentType = (typeof TEEN_DOCUMENT_TYPES)[number];
export const teenDocumentTrackingKey = (type: TeenDocumentType) => key(`teen-document-type-${type}`);

/** The legal documents' dialogs ("legal popups"), each by the id the bank publishes it under. */
export const legalDocumentTrackingKey = (documentId: string) => key(`legal-${documentId}`);

/** What every page view of an application's pages carries: its product's sku. */
export function productVariablesOf(application: Pick<Application, 'flow' | 'product'>): TrackingVariables {
  return { product_sku: PRODUCT_SKU_OF[choiceOf(application)] };
}
