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

/** Messages of the topics every page has (shell.md §8; the others follow its style). */
export const EVENT_MESSAGE = {
  unsupportedUrl: 'Unsupported URL',
  externalNewWindow: 'External URL openNewWindow must be a boolean!',
  navigationEventName: 'Navigation eventName is required!',
  navigationRoute: 'Navigation route must be a string!',
  navigationRedirect: 'Navigation redirect must be a boolean!',
  navigationQuery: 'Navigation queryParams must be an object of strings!',
} as const;

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
/** The HTTP methods a security process may call its URL with; their list is checked in `../signedInTopics`. */
export type SecurityMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

/** What the rules of a payload check accept, for the checks here and in later entries. */
export const accepts = {
  nonEmptyString: (value: unknown): value is string => typeof value === 'string' && value !== '',
  object: (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value),
  function: (value: unknown): boolean => typeof value === 'function',
  boolean: (value: unknown): boolean => typeof value === 'boolean',
  oneOf:
    (options: readonly unknown[]) =>
    (value: unknown): boolean =>
      options.includes(value),
} as const;
const { nonEmptyString: isNonEmptyString, object: isObject, boolean: isBoolean } = accepts;

/** One rule of a payload: the field, what it accepts, the message when it does not, and its default. */
export type PayloadRule = readonly [field: string, accepts: (value: unknown) => boolean, message: string, fallback?: unknown];

/**
 * A payload check from its rules, applied in order: the first rule broken throws its message. The
 * result holds the ruled fields only, defaults filled in.
 */
export function payloadCheck<P>(...rules: readonly PayloadRule[]): (payload: unknown) => P {
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

/** A payload check per topic: the allowed topics of a bus are exactly the keys of its checks. */
export type TopicValidators<T> = { readonly [K in keyof T]: (payload: unknown) => T[K] };

/**
 * The checks of the spec's topics that every page has. The other spec topics (theme, affluent mark,
 * masked mode, document download, security process) are about a signed-in customer: their checks
 * are in `@bank-shell/core/signed-in`, and the shell allows those topics once a customer is signed
 * in (issue 12: the login page does not carry them).
 */
export const PUBLIC_TOPIC_VALIDATORS: TopicValidators<Pick<SpecTopics, typeof EVENT_TOPIC.externalUrl | typeof EVENT_TOPIC.navigation>> = {
  [EVENT_TOPIC.externalUrl]: parseExternalUrlPayload,
  [EVENT_TOPIC.navigation]: parseNavigationPayload,
};
