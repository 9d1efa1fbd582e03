import type { Mean } from '../config';
import type { CampaignCommunication } from './communications';

/** features.md §2.4, §9: the campaign whose presence sends the customer to the digital fallbacks after login. */
export const CAMPAIGN_FALLBACK_CODE = 79;
/** The feature it sends them to (features.md §2.4). */
export const CAMPAIGN_FALLBACK_FEATURE_ID = 'solution-selling-digital-fallbacks';

/**
 * Where campaign-driven navigation leads after login (features.md §2.4): the route configured for
 * `solution-selling-digital-fallbacks` when campaign 79 is among the overall position's
 * communications and the feature is not inactive (it is published in the configuration's means);
 * else null, and the customer stays where the login took them.
 */
export function campaignFallbackRoute(communications: readonly CampaignCommunication[], means: readonly Mean[]): string | null {
  const hasFallbackCampaign = communications.some((communication) => communication.campaignCode === String(CAMPAIGN_FALLBACK_CODE));
  if (!hasFallbackCampaign) return null;
  const feature = means.find((mean) => mean.id === CAMPAIGN_FALLBACK_FEATURE_ID);
  return feature ? `/${feature.path}` : null;
}
