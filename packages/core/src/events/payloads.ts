/**
 * The events features and the shell exchange (shell.md §3 "Event payloads", §5, §8; features.md
 * §3, §5), each with its payload check. A check returns the payload as subscribers see it, with
 * defaults filled in, or throws an {@link EventPayloadError} carrying the spec's message.
 */

import { EventPayloadError } from './errors';

export { EventPayloadError };

/** Topic names of the spec's events. */
export const EVENT_TOPIC = {
  theme: 'change-theme',
  affluentMark: 'change-affluent-mark',
  maskedMode: 'change-masked-mode',
  documentDownload: 'download-document',
  externalUrl: 'open-external-url',
  navigation: 'navigate',
  securityProcess: 'start-security-process',
} as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const EVENT_MESSAGE = {
  themeRequired: 'Theme value is required and must be a valid string!',
  themeInvalid: 'Theme value is not valid. Valid values are "light", "dark" and "system"',
  affluentMark: 'Affluent mark must be a string!',
  maskedMode: 'Masked mode value must be a boolean!',
  unsupportedUrl: 'Unsupported URL',
  downloadUrl: 'Document download url must be a non-empty string!',
  downloadDocument: 'Document download document must be an object!',
  downloadCallback: 'Document download reportUnexistentFileCallback must be a function!',
  downloadNewWindow: 'Document download openNewWindow must be a boolean!',
  externalNewWindow: 'External URL openNewWindow must be a boolean!',
  navigationEventName: 'Navigation eventName is required!',
  navigationRoute: 'Navigation route must be a string!',
  navigationRedirect: 'Navigation redirect must be a boolean!',
  navigationQuery: 'Navigation queryParams must be an object of strings!',
  securityUrl: 'Security process securityUrl must be a non-empty string!',
  securityComplete: 'Security process approvalComplete must be a function!',
  securityError: 'Security process approvalError must be a function!',
  securityMethod: 'Security process method must be one of GET, POST, PUT, PATCH, DELETE!',
  securityValidation: 'Security process safValidation must be a boolean!',
  securityProcessId: 'Security process processId must be a string or false!',
  securityOptions: 'Security process securityOptions must be an object!',
} as const;

export const SECURITY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Schemes an external link may open: a `javascript:` or `data:` URL is absolute too, and unsafe. */
const EXTERNAL_URL_PROTOCOLS = new Set(['https:', 'http:']);

export interface ThemePayload {
  theme: Theme;
}
export interface AffluentMarkPayload {
  /** `null` resets the level to none (shell.md §5). */
  affluentMark: string | null;
}
export interface MaskedModePayload {
  enable: boolean;
}
export interface DocumentDownloadPayload {
  url: string;
  document: object;
  reportUnexistentFileCallback: () => void;
  openNewWindow: boolean;
}
export interface ExternalUrlPayload {
  url: string;
  /** @default true: the web version opens a new tab (features.md §4.5). */
  openNewWindow: boolean;
}
export interface NavigationPayload {
  eventName: string;
  route: string;
  redirect: boolean;
  queryParams: Readonly<Record<string, string>>;
}
export type SecurityMethod = (typeof SECURITY_METHODS)[number];
export interface SecurityProcessPayload {
  securityUrl: string;
  method: SecurityMethod;
  /** @default false */
  processId: string | false;
  /** @default true */
  safValidation: boolean;
  payload: unknown;
  securityOptions: Readonly<Record<string, unknown>>;
  approvalComplete: (result: unknown) => void;
  approvalError: (error: unknown) => void;
}

/** The spec's events, topic → payload. */
export interface SpecTopics {
  [EVENT_TOPIC.theme]: ThemePayload;
  [EVENT_TOPIC.affluentMark]: AffluentMarkPayload;
  [EVENT_TOPIC.maskedMode]: MaskedModePayload;
  [EVENT_TOPIC.documentDownload]: DocumentDownloadPayload;
  [EVENT_TOPIC.externalUrl]: ExternalUrlPayload;
  [EVENT_TOPIC.navigation]: NavigationPayload;
  [EVENT_TOPIC.securityProcess]: SecurityProcessPayload;
}

/** The payload's own fields; anything but a plain object has none, so each rule reports its field. */
function fieldsOf(payload: unknown): Readonly<Record<string, unknown>> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFunction = (value: unknown): boolean => typeof value === 'function';
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';
const anything = (): boolean => true;
const oneOf =
  (options: readonly unknown[]) =>
  (value: unknown): boolean =>
    options.includes(value);

/** One rule of a payload: the field, what it accepts, the message when it does not, and its default. */
type Rule = readonly [field: string, accepts: (value: unknown) => boolean, message: string, fallback?: unknown];

/**
 * A payload check from its rules, applied in order: the first rule broken throws its message. The
 * result holds the ruled fields only, defaults filled in.
 */
function payloadCheck<P>(...rules: readonly Rule[]): (payload: unknown) => P {
  return (payload) => {
    const fields = fieldsOf(payload);
    const output: Record<string, unknown> = {};
    for (const [field, accepts, message, ...fallback] of rules) {
      const value = fields[field] === undefined && fallback.length > 0 ? fallback[0] : fields[field];
      if (!accepts(value)) throw new EventPayloadError(message);
      output[field] = value;
    }
    return output as P;
  };
}

/** Whether `url` is an absolute http(s) URL: the only kind an external link may open. */
export function isSupportedExternalUrl(url: unknown): url is string {
  return typeof url === 'string' && URL.canParse(url) && EXTERNAL_URL_PROTOCOLS.has(new URL(url).protocol);
}

const isStringRecord = (value: unknown): boolean => isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');

export const parseThemePayload = payloadCheck<ThemePayload>(
  ['theme', isNonEmptyString, EVENT_MESSAGE.themeRequired],
  ['theme', oneOf(THEMES), EVENT_MESSAGE.themeInvalid],
);

export const parseAffluentMarkPayload = payloadCheck<AffluentMarkPayload>([
  'affluentMark',
  (value) => value === null || isNonEmptyString(value),
  EVENT_MESSAGE.affluentMark,
]);

export const parseMaskedModePayload = payloadCheck<MaskedModePayload>(['enable', isBoolean, EVENT_MESSAGE.maskedMode]);

export const parseDocumentDownloadPayload = payloadCheck<DocumentDownloadPayload>(
  ['url', isNonEmptyString, EVENT_MESSAGE.downloadUrl],
  ['document', isObject, EVENT_MESSAGE.downloadDocument],
  ['reportUnexistentFileCallback', isFunction, EVENT_MESSAGE.downloadCallback],
  ['openNewWindow', isBoolean, EVENT_MESSAGE.downloadNewWindow],
);

export const parseExternalUrlPayload = payloadCheck<ExternalUrlPayload>(
  ['url', isSupportedExternalUrl, EVENT_MESSAGE.unsupportedUrl],
  ['openNewWindow', isBoolean, EVENT_MESSAGE.externalNewWindow, true],
);

export const parseNavigationPayload = payloadCheck<NavigationPayload>(
  ['eventName', isNonEmptyString, EVENT_MESSAGE.navigationEventName],
  ['route', (value) => typeof value === 'string', EVENT_MESSAGE.navigationRoute],
  ['redirect', isBoolean, EVENT_MESSAGE.navigationRedirect, false],
  ['queryParams', isStringRecord, EVENT_MESSAGE.navigationQuery, {}],
);

export const parseSecurityProcessPayload = payloadCheck<SecurityProcessPayload>(
  ['securityUrl', isNonEmptyString, EVENT_MESSAGE.securityUrl],
  ['approvalComplete', isFunction, EVENT_MESSAGE.securityComplete],
  ['approvalError', isFunction, EVENT_MESSAGE.securityError],
  ['method', oneOf(SECURITY_METHODS), EVENT_MESSAGE.securityMethod],
  ['safValidation', isBoolean, EVENT_MESSAGE.securityValidation, true],
  ['processId', (value) => value === false || isNonEmptyString(value), EVENT_MESSAGE.securityProcessId, false],
  ['securityOptions', isObject, EVENT_MESSAGE.securityOptions, {}],
  ['payload', anything, ''],
);

/** A payload check per topic: the allowed topics of a bus are exactly the keys of its checks. */
export type TopicValidators<T> = { readonly [K in keyof T]: (payload: unknown) => T[K] };

export const SPEC_TOPIC_VALIDATORS: TopicValidators<SpecTopics> = {
  [EVENT_TOPIC.theme]: parseThemePayload,
  [EVENT_TOPIC.affluentMark]: parseAffluentMarkPayload,
  [EVENT_TOPIC.maskedMode]: parseMaskedModePayload,
  [EVENT_TOPIC.documentDownload]: parseDocumentDownloadPayload,
  [EVENT_TOPIC.externalUrl]: parseExternalUrlPayload,
  [EVENT_TOPIC.navigation]: parseNavigationPayload,
  [EVENT_TOPIC.securityProcess]: parseSecurityProcessPayload,
};
