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

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new EventPayloadError(message);
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
const orDefault = <T>(value: unknown, fallback: T): unknown => (value === undefined ? fallback : value);

export function parseThemePayload(payload: unknown): ThemePayload {
  const { theme } = fieldsOf(payload);
  check(isNonEmptyString(theme), EVENT_MESSAGE.themeRequired);
  check((THEMES as readonly string[]).includes(theme), EVENT_MESSAGE.themeInvalid);
  return { theme: theme as Theme };
}

export function parseAffluentMarkPayload(payload: unknown): AffluentMarkPayload {
  const { affluentMark } = fieldsOf(payload);
  check(affluentMark === null || isNonEmptyString(affluentMark), EVENT_MESSAGE.affluentMark);
  return { affluentMark };
}

export function parseMaskedModePayload(payload: unknown): MaskedModePayload {
  const { enable } = fieldsOf(payload);
  check(typeof enable === 'boolean', EVENT_MESSAGE.maskedMode);
  return { enable };
}

export function parseDocumentDownloadPayload(payload: unknown): DocumentDownloadPayload {
  const { url, document, reportUnexistentFileCallback, openNewWindow } = fieldsOf(payload);
  check(isNonEmptyString(url), EVENT_MESSAGE.downloadUrl);
  check(isObject(document), EVENT_MESSAGE.downloadDocument);
  check(isFunction(reportUnexistentFileCallback), EVENT_MESSAGE.downloadCallback);
  check(typeof openNewWindow === 'boolean', EVENT_MESSAGE.downloadNewWindow);
  return { url, document, reportUnexistentFileCallback, openNewWindow };
}

/** Whether `url` is an absolute http(s) URL: the only kind an external link may open. */
export function isSupportedExternalUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !URL.canParse(url)) return false;
  return EXTERNAL_URL_PROTOCOLS.has(new URL(url).protocol);
}

export function parseExternalUrlPayload(payload: unknown): ExternalUrlPayload {
  const fields = fieldsOf(payload);
  check(isSupportedExternalUrl(fields.url), EVENT_MESSAGE.unsupportedUrl);
  const openNewWindow = orDefault(fields.openNewWindow, true);
  check(typeof openNewWindow === 'boolean', EVENT_MESSAGE.externalNewWindow);
  return { url: fields.url, openNewWindow };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

export function parseNavigationPayload(payload: unknown): NavigationPayload {
  const fields = fieldsOf(payload);
  check(isNonEmptyString(fields.eventName), EVENT_MESSAGE.navigationEventName);
  check(typeof fields.route === 'string', EVENT_MESSAGE.navigationRoute);
  const redirect = orDefault(fields.redirect, false);
  check(typeof redirect === 'boolean', EVENT_MESSAGE.navigationRedirect);
  const queryParams = orDefault(fields.queryParams, {});
  check(isStringRecord(queryParams), EVENT_MESSAGE.navigationQuery);
  return { eventName: fields.eventName, route: fields.route, redirect, queryParams: { ...queryParams } };
}

export function parseSecurityProcessPayload(payload: unknown): SecurityProcessPayload {
  const fields = fieldsOf(payload);
  check(isNonEmptyString(fields.securityUrl), EVENT_MESSAGE.securityUrl);
  check(isFunction(fields.approvalComplete), EVENT_MESSAGE.securityComplete);
  check(isFunction(fields.approvalError), EVENT_MESSAGE.securityError);
  check((SECURITY_METHODS as readonly unknown[]).includes(fields.method), EVENT_MESSAGE.securityMethod);
  const safValidation = orDefault(fields.safValidation, true);
  check(typeof safValidation === 'boolean', EVENT_MESSAGE.securityValidation);
  const processId = orDefault(fields.processId, false);
  check(processId === false || isNonEmptyString(processId), EVENT_MESSAGE.securityProcessId);
  const securityOptions = orDefault(fields.securityOptions, {});
  check(isObject(securityOptions) && !Array.isArray(securityOptions), EVENT_MESSAGE.securityOptions);
  return {
    securityUrl: fields.securityUrl,
    method: fields.method as SecurityMethod,
    processId,
    safValidation,
    payload: fields.payload,
    securityOptions: securityOptions as Readonly<Record<string, unknown>>,
    approvalComplete: fields.approvalComplete as (result: unknown) => void,
    approvalError: fields.approvalError as (error: unknown) => void,
  };
}

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
