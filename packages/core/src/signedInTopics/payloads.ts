/**
 * The checks of the spec's events about a signed-in customer (shell.md §3, §5, §8; features.md §5):
 * theme, affluent mark, masked mode, document download and security process, and the step-up the
 * shell runs for a sensitive call (shell.md §4, docs/step-up.md). The shell allows
 * these topics on its bus once a customer is signed in; a page for visitors does not load them.
 */
import { EVENT_TOPIC, THEMES, accepts, payloadCheck } from '@bank-shell/core';
import type {
  AffluentMarkPayload,
  DocumentDownloadPayload,
  MaskedModePayload,
  SecurityMethod,
  SecurityProcessPayload,
  SpecTopics,
  ThemePayload,
  TopicValidators,
} from '../events';
import { STEP_UP_TOPIC } from './stepUp';
import type { StepUpPayload, StepUpTopics } from './stepUp';

/** The methods a security process may use (shell.md §8), checked only once a customer is signed in. */
export const SECURITY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly SecurityMethod[];

/** Messages of shell.md §8 and, where it has none, in its style. */
export const SIGNED_IN_EVENT_MESSAGE = {
  themeRequired: 'Theme value is required and must be a valid string!',
  themeInvalid: 'Theme value is not valid. Valid values are "light", "dark" and "system"',
  affluentMark: 'Affluent mark must be a string!',
  maskedMode: 'Masked mode value must be a boolean!',
  downloadUrl: 'Document download url must be a non-empty string!',
  downloadDocument: 'Document download document must be an object!',
  downloadCallback: 'Document download reportUnexistentFileCallback must be a function!',
  downloadNewWindow: 'Document download openNewWindow must be a boolean!',
  securityUrl: 'Security process securityUrl must be a non-empty string!',
  securityComplete: 'Security process approvalComplete must be a function!',
  securityError: 'Security process approvalError must be a function!',
  securityMethod: 'Security process method must be one of GET, POST, PUT, PATCH, DELETE!',
  securityValidation: 'Security process safValidation must be a boolean!',
  securityProcessId: 'Security process processId must be a string or false!',
  securityOptions: 'Security process securityOptions must be an object!',
  stepUpComplete: 'Step-up onComplete must be a function!',
  stepUpError: 'Step-up onError must be a function!',
  stepUpCancel: 'Step-up onCancel must be a function!',
  stepUpBack: 'Step-up onBack must be a function!',
} as const;

const M = SIGNED_IN_EVENT_MESSAGE;
const anything = (): boolean => true;

export const parseThemePayload = payloadCheck<ThemePayload>(
  ['theme', accepts.nonEmptyString, M.themeRequired],
  ['theme', accepts.oneOf(THEMES), M.themeInvalid],
);

export const parseAffluentMarkPayload = payloadCheck<AffluentMarkPayload>([
  'affluentMark',
  (value) => value === null || accepts.nonEmptyString(value),
  M.affluentMark,
]);

export const parseMaskedModePayload = payloadCheck<MaskedModePayload>(['enable', accepts.boolean, M.maskedMode]);

export const parseDocumentDownloadPayload = payloadCheck<DocumentDownloadPayload>(
  ['url', accepts.nonEmptyString, M.downloadUrl],
  ['document', accepts.object, M.downloadDocument],
  ['reportUnexistentFileCallback', accepts.function, M.downloadCallback],
  ['openNewWindow', accepts.boolean, M.downloadNewWindow],
);

export const parseSecurityProcessPayload = payloadCheck<SecurityProcessPayload>(
  ['securityUrl', accepts.nonEmptyString, M.securityUrl],
  ['approvalComplete', accepts.function, M.securityComplete],
  ['approvalError', accepts.function, M.securityError],
  ['method', accepts.oneOf(SECURITY_METHODS), M.securityMethod],
  ['safValidation', accepts.boolean, M.securityValidation, true],
  ['processId', (value) => value === false || accepts.nonEmptyString(value), M.securityProcessId, false],
  ['securityOptions', accepts.object, M.securityOptions, {}],
  ['payload', anything, ''],
);

/**
 * The step-up's callbacks, all required: the shell calls exactly one of them, so a feature that
 * left one out would wait for ever on the end it did not expect. Nothing else reaches the shell.
 */
export const parseStepUpPayload = payloadCheck<StepUpPayload>(
  ['onComplete', accepts.function, M.stepUpComplete],
  ['onError', accepts.function, M.stepUpError],
  ['onCancel', accepts.function, M.stepUpCancel],
  ['onBack', accepts.function, M.stepUpBack],
);

/** The topics a signed-in customer's features may use besides those of every page. */
export type SignedInTopics = Omit<SpecTopics, typeof EVENT_TOPIC.externalUrl | typeof EVENT_TOPIC.navigation> & StepUpTopics;

export const SIGNED_IN_TOPIC_VALIDATORS: TopicValidators<SignedInTopics> = {
  [EVENT_TOPIC.theme]: parseThemePayload,
  [EVENT_TOPIC.affluentMark]: parseAffluentMarkPayload,
  [EVENT_TOPIC.maskedMode]: parseMaskedModePayload,
  [EVENT_TOPIC.documentDownload]: parseDocumentDownloadPayload,
  [EVENT_TOPIC.securityProcess]: parseSecurityProcessPayload,
  [STEP_UP_TOPIC]: parseStepUpPayload,
};
