/**
 * The results of a campaign response (features.md §4.4) and the messages of features.md §8. The
 * spec names the results and leaves their code values to the bank: these are the sandbox's
 * (docs/sandbox-api.md, Campaigns).
 */
export const CAMPAIGN_RESULT = {
  shown: 'SHOWN',
  seen: 'SEEN',
  clicked: 'CLICKED',
  bannerClosed: 'BANNER_CLOSED',
  interestedPrimary: 'INTERESTED_PRIMARY',
  interestedSecondary: 'INTERESTED_SECONDARY',
  feedbackNegative: 'FEEDBACK_NEGATIVE',
  feedbackPositive: 'FEEDBACK_POSITIVE',
  acceptedPrimary: 'ACCEPTED_PRIMARY',
  acceptedSecondary: 'ACCEPTED_SECONDARY',
  acceptedTertiary: 'ACCEPTED_TERTIARY',
  inlineLinkClicked: 'INLINE_LINK_CLICKED',
  closed: 'CLOSED',
} as const;

export type CampaignResult = (typeof CAMPAIGN_RESULT)[keyof typeof CAMPAIGN_RESULT];

/** Every result of the enumeration: a response with any other is refused. */
export const CAMPAIGN_RESULTS: readonly CampaignResult[] = Object.values(CAMPAIGN_RESULT);

/** What a lightbox's buttons may answer (the accepted and interested results). */
export const LIGHTBOX_ACTION_RESULTS = [
  CAMPAIGN_RESULT.acceptedPrimary,
  CAMPAIGN_RESULT.acceptedSecondary,
  CAMPAIGN_RESULT.acceptedTertiary,
  CAMPAIGN_RESULT.interestedPrimary,
  CAMPAIGN_RESULT.interestedSecondary,
] as const;

export type LightboxActionResult = (typeof LIGHTBOX_ACTION_RESULTS)[number];

export function isCampaignResult(value: unknown): value is CampaignResult {
  return typeof value === 'string' && (CAMPAIGN_RESULTS as readonly string[]).includes(value);
}

/** features.md §8, verbatim. */
export const CAMPAIGN_MESSAGE = {
  /** A response without its communication code or its result (features.md §5). */
  incompleteResponse: 'include communicationId and response to do a valid send',
  /** A result outside the enumeration (features.md §4.4, §5). */
  invalidResult: 'The Campaign resultCode must be a valid value.',
} as const;

/** A campaign response the app refuses to send (features.md §5, §8). */
export class CampaignResponseError extends Error {
  override readonly name = 'CampaignResponseError';
}
