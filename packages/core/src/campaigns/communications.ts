import { schema as v } from '@bank-shell/core';
import type { HttpClient } from '../http';
import type { InferOutput, Schema } from '../schema';
import { LIGHTBOX_ACTION_RESULTS } from './results';

import { CAMPAIGNS_PATH } from './paths';

/** Where communications are shown: a section, a subsection and an optional third qualifier (features.md §2.4). */
export interface CampaignSlot {
  readonly section: string;
  readonly subsection: string;
  readonly qualifier?: string | undefined;
}

/** The overall position's slot: its banners, its lightbox, and campaign 79 (features.md §2.4). */
export const OVERALL_POSITION_CAMPAIGN_SLOT: CampaignSlot = { section: 'overall-position', subsection: 'home' };

const nonEmpty = v.pipe(v.string(), v.minLength(1));
/**
 * A link of a communication leads somewhere in the app: a hash route, never another site nor a
 * `javascript:` URL, whatever the bank's content system sends.
 */
const inAppHref = v.pipe(v.string(), v.regex(/^#\/[a-z0-9][a-z0-9/-]*$/, 'must be a route of the app (#/…)'));
const link = v.object({ label: nonEmpty, href: inAppHref });

/** The pictures a communication may ask for; the app draws them. */
export const CAMPAIGN_ICONS = ['loan', 'card', 'savings', 'bizum', 'shield', 'gift', 'invest'] as const;
const icon = v.picklist(CAMPAIGN_ICONS);

const bannerContent = v.object({ title: nonEmpty, body: nonEmpty, icon, cta: v.nullable(link), closable: v.boolean() });

const lightboxAction = v.object({ label: nonEmpty, href: v.nullable(inAppHref), result: v.picklist(LIGHTBOX_ACTION_RESULTS) });
const lightboxContent = v.object({
  title: nonEmpty,
  body: nonEmpty,
  icon,
  actions: v.pipe(v.array(lightboxAction), v.minLength(1)),
  inlineLink: v.nullable(link),
  askFeedback: v.boolean(),
});

/** features.md §3's "Campaign communication" fields, which every format has. */
const communicationFields = {
  communicationCode: nonEmpty,
  campaignCode: nonEmpty,
  actionCode: nonEmpty,
  communicationDesc: v.string(),
  section: nonEmpty,
  subsection: nonEmpty,
  qualifier: v.nullable(v.string()),
};

const bannerSchema = v.object({ ...communicationFields, format: v.picklist(['banner']), content: bannerContent });
const lightboxSchema = v.object({ ...communicationFields, format: v.picklist(['lightbox']), content: lightboxContent });
/** Never on screen: the app acts on it (campaign 79). */
const directiveSchema = v.object({ ...communicationFields, format: v.picklist(['directive']) });

export type BannerCommunication = InferOutput<typeof bannerSchema>;
export type LightboxCommunication = InferOutput<typeof lightboxSchema>;
export type DirectiveCommunication = InferOutput<typeof directiveSchema>;
export type CampaignCommunication = BannerCommunication | LightboxCommunication | DirectiveCommunication;
export type CampaignLink = InferOutput<typeof link>;
export type LightboxAction = InferOutput<typeof lightboxAction>;
export type CampaignIcon = (typeof CAMPAIGN_ICONS)[number];

/** One communication, its shape told by `format`. */
const communicationSchema: Schema<CampaignCommunication> = {
  run: (input, path, issues) => {
    const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : undefined;
    const schema = format === 'lightbox' ? lightboxSchema : format === 'directive' ? directiveSchema : bannerSchema;
    return schema.run(input, path, issues);
  },
};

const listSchema = v.object({ communications: v.array(v.unknown()) });

/**
 * The communications of a slot (features.md §2.4, §7 "The response has communications"), in the
 * bank's order. One the app cannot show (an unknown format, a link out of the app, a missing
 * field) is left out and reported, and the others are shown: one bad entry of the bank's content
 * system must not take the slot's other campaigns with it.
 */
export async function requestCampaigns(
  http: HttpClient,
  slot: CampaignSlot,
  reportInvalid: (error: unknown) => void = () => undefined,
): Promise<CampaignCommunication[]> {
  const query = new URLSearchParams({ section: slot.section, subsection: slot.subsection });
  if (slot.qualifier !== undefined) query.set('qualifier', slot.qualifier);
  // Always asked afresh: a banner closed a moment ago must not come back from the GET cache, and
  // so the responses, which change nothing else, need not empty it (`CACHE_KEPT_BY_PATHS`).
  const answer = await http.get(`${CAMPAIGNS_PATH}?${query.toString()}`, { cache: { useCache: false } });
  const { communications } = v.parse(listSchema, answer);
  return communications.flatMap((communication) => {
    const parsed = v.safeParse(communicationSchema, communication);
    if (parsed.success) return [parsed.output];
    reportInvalid(new v.SchemaError(parsed.issues));
    return [];
  });
}
