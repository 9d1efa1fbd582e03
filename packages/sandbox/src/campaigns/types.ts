/**
 * Campaign communications and the customer's responses to them (features.md §3, §4.4;
 * sandbox-api.md, Campaigns). The code values of the results are the sandbox's: the spec names
 * the results and leaves their codes to the bank.
 */

/** Results of any communication (features.md §4.4): shown, seen, clicked, banner closed. */
export const GENERAL_RESULTS = ['SHOWN', 'SEEN', 'CLICKED', 'BANNER_CLOSED'] as const;

/**
 * A lightbox's answers (features.md §4.4): interested primary and secondary, feedback negative
 * and positive, accepted primary, secondary and tertiary, inline link clicked, closed.
 */
export const LIGHTBOX_RESULTS = [
  'INTERESTED_PRIMARY',
  'INTERESTED_SECONDARY',
  'FEEDBACK_NEGATIVE',
  'FEEDBACK_POSITIVE',
  'ACCEPTED_PRIMARY',
  'ACCEPTED_SECONDARY',
  'ACCEPTED_TERTIARY',
  'INLINE_LINK_CLICKED',
  'CLOSED',
] as const;

export const CAMPAIGN_RESULTS = [...GENERAL_RESULTS, ...LIGHTBOX_RESULTS] as const;
export type CampaignResult = (typeof CAMPAIGN_RESULTS)[number];
export type LightboxResult = (typeof LIGHTBOX_RESULTS)[number];

/**
 * The lightbox answers after which the bank does not offer it again: closed, accepted, interested
 * (primary), the inline link followed. "Remind me later" (interested secondary) and feedback, given
 * while it stays open, leave it for another login.
 */
export const LIGHTBOX_FINAL_RESULTS = [
  'CLOSED',
  'ACCEPTED_PRIMARY',
  'ACCEPTED_SECONDARY',
  'ACCEPTED_TERTIARY',
  'INTERESTED_PRIMARY',
  'INLINE_LINK_CLICKED',
] as const satisfies readonly LightboxResult[];

/** What a lightbox's buttons may answer: the accepted and interested results. */
export const LIGHTBOX_ACTION_RESULTS = [
  'ACCEPTED_PRIMARY',
  'ACCEPTED_SECONDARY',
  'ACCEPTED_TERTIARY',
  'INTERESTED_PRIMARY',
  'INTERESTED_SECONDARY',
] as const satisfies readonly LightboxResult[];
export type LightboxActionResult = (typeof LIGHTBOX_ACTION_RESULTS)[number];

export const CAMPAIGN_FORMATS = ['banner', 'lightbox', 'directive'] as const;
export type CampaignFormat = (typeof CAMPAIGN_FORMATS)[number];

/**
 * Which results each format can answer: a banner the general ones; a lightbox is shown and seen,
 * then answered with one of its own; a directive is never on screen, so only what the app did with it.
 */
export const RESULTS_BY_FORMAT: Readonly<Record<CampaignFormat, readonly CampaignResult[]>> = {
  banner: GENERAL_RESULTS,
  lightbox: ['SHOWN', 'SEEN', ...LIGHTBOX_RESULTS],
  directive: ['SHOWN', 'CLICKED'],
};

/** The pictures a communication may use (the app draws them). */
export const CAMPAIGN_ICONS = ['loan', 'card', 'savings', 'bizum', 'shield', 'gift', 'invest'] as const;
export type CampaignIcon = (typeof CAMPAIGN_ICONS)[number];

/** A link inside the app: a hash route of the shell, never another site. */
export interface CampaignLink {
  label: string;
  href: string;
}

export interface BannerContent {
  title: string;
  body: string;
  icon: CampaignIcon;
  /** Answered with CLICKED. */
  cta: CampaignLink | null;
  /** Whether the customer may close it (BANNER_CLOSED): it is then not offered again. */
  closable: boolean;
}

export interface LightboxAction {
  label: string;
  /** Where the app goes once answered; null closes the lightbox only. */
  href: string | null;
  result: LightboxActionResult;
}

export interface LightboxContent {
  title: string;
  body: string;
  icon: CampaignIcon;
  /** One to three buttons, the first the primary. */
  actions: LightboxAction[];
  /** A link in the text (INLINE_LINK_CLICKED). */
  inlineLink: CampaignLink | null;
  /** Whether it asks "was this useful?" (FEEDBACK_POSITIVE, FEEDBACK_NEGATIVE). */
  askFeedback: boolean;
}

export type CampaignContent = BannerContent | LightboxContent;

/** The languages a communication is written in; the API answers the one the app asks for. */
export const CAMPAIGN_LOCALES = ['es-ES', 'en-GB'] as const;
export type CampaignLocale = (typeof CAMPAIGN_LOCALES)[number];

/** Where a communication is shown: features.md §2.4's section, subsection and optional qualifier. */
export interface CampaignSlot {
  section: string;
  subsection: string;
  qualifier: string | null;
}

/** A communication as stored. */
export interface CampaignCommunicationRecord extends CampaignSlot {
  communicationCode: string;
  personId: string;
  campaignCode: string;
  actionCode: string;
  description: string;
  format: CampaignFormat;
  content: Readonly<Record<CampaignLocale, CampaignContent>> | null;
  position: number;
}

/** A communication as the API answers it: features.md §3's fields, then how to show it, in one language. */
export interface CampaignCommunication {
  communicationCode: string;
  campaignCode: string;
  actionCode: string;
  communicationDesc: string;
  section: string;
  subsection: string;
  qualifier: string | null;
  format: CampaignFormat;
  content: CampaignContent | null;
}

/** A response as the app sends it (features.md §3, "Campaign response (sent)"). */
export interface CampaignResponse {
  communicationCode: string;
  campaignCode: string;
  actionCode: string;
  result: CampaignResult;
  applicationChannel: 81 | 83 | 85 | 86;
  section: string;
  subsection: string;
}
