/**
 * Campaigns (features.md §2.4, §3, §4.4, §5, §8, §9): the communications of a slot, the customer's
 * responses, campaign-driven navigation after login, and the lightbox's page view. Part of the
 * signed-in entry: only a signed-in customer is shown campaigns (features.md §6).
 */
export {
  CAMPAIGN_MESSAGE,
  CAMPAIGN_RESULT,
  CAMPAIGN_RESULTS,
  CampaignResponseError,
  LIGHTBOX_ACTION_RESULTS,
  isCampaignResult,
} from './results';
export type { CampaignResult, LightboxActionResult } from './results';
export { CAMPAIGNS_PATH, CAMPAIGN_RESPONSES_PATH } from './paths';
export { CAMPAIGN_ICONS, OVERALL_POSITION_CAMPAIGN_SLOT, requestCampaigns } from './communications';
export type {
  BannerCommunication,
  CampaignCommunication,
  CampaignIcon,
  CampaignLink,
  CampaignSlot,
  DirectiveCommunication,
  LightboxAction,
  LightboxCommunication,
} from './communications';
export { campaignResponderFor, createCampaignResponder, forgetCampaignResponses } from './responder';
export type { CampaignResponder, CampaignResponderOptions, RespondedCommunication } from './responder';
export { CAMPAIGN_FALLBACK_CODE, CAMPAIGN_FALLBACK_FEATURE_ID, campaignFallbackRoute } from './fallback';
export {
  CAMPAIGN_TOPIC_VALIDATORS,
  LINK_CLICK_MESSAGE,
  LINK_CLICK_TOPIC,
  PAGE_VIEW_MESSAGE,
  PAGE_VIEW_TOPIC,
  lightboxPageName,
  parseLinkClickPayload,
  parsePageViewPayload,
} from './pageView';
export type { CampaignTopics, LinkClickPayload, PageViewPayload } from './pageView';
