import type { Queryable } from '../db';
import {
  LIGHTBOX_FINAL_RESULTS,
  RESULTS_BY_FORMAT,
  type CampaignCommunication,
  type CampaignCommunicationRecord,
  type CampaignContent,
  type CampaignFormat,
  type CampaignLocale,
  type CampaignResponse,
  type CampaignSlot,
} from './types';
import {
  BIZUM_SIGN_UP_ACTION_CODE,
  BUSINESS_ACTION_PREFIX,
  PAYROLL_PROMOTION_ACTION_CODE,
  payrollPaidInSql,
  payrollWindowStart,
} from './targeting';

interface CommunicationRow {
  communication_code: string;
  campaign_code: string;
  action_code: string;
  description: string;
  section: string;
  subsection: string;
  qualifier: string | null;
  format: CampaignFormat;
  content: Record<string, CampaignContent> | null;
}

/** The action of a communication that offers the customer's pre-approved loan. */
export const LOAN_OFFER_ACTION_CODE = 'PREAPPROVED-LOAN';

/** Whom the communications are listed for: the person, and the profile they are looking at. */
export interface CampaignAudience {
  personId: string;
  profileId: string;
}

/**
 * The communications of a person in one slot, in their order, in one language: a slot asked for
 * without a qualifier holds those that have none. A communication the customer has done with is
 * not offered again: a banner they closed, a lightbox they closed, accepted, were interested in
 * or followed the link of (`LIGHTBOX_FINAL_RESULTS`). Shown, seen, "remind me later" and feedback
 * do not end it. A communication offering the loan goes with the offer (issue 38 §1). Targeting
 * (issue 42 §4, `./targeting`) is decided now: no Bizum sign-up for a person on Bizum, no payroll
 * promotion for one whose salary is paid in, business campaigns for a business profile only.
 */
export async function listCommunications(
  db: Queryable,
  audience: CampaignAudience,
  slot: CampaignSlot,
  locale: CampaignLocale,
  nowMs: number,
): Promise<CampaignCommunication[]> {
  const { rows } = await db.query<CommunicationRow>(
    `SELECT c.communication_code, c.campaign_code, c.action_code, c.description, c.section, c.subsection, c.qualifier,
            c.format, c.content
       FROM campaign_communications c
      WHERE c.person_id = $1 AND c.section = $2 AND c.subsection = $3 AND c.qualifier IS NOT DISTINCT FROM $4
        AND NOT EXISTS (
          SELECT 1 FROM campaign_responses r
           WHERE r.communication_code = c.communication_code
             AND ((c.format = 'banner' AND r.result = 'BANNER_CLOSED')
               OR (c.format = 'lightbox' AND r.result = ANY ($5::text[]))))
        -- A communication about an offer is withdrawn with the offer: once the loan is contracted
        -- (or the bank holds the person's offers) no banner offers it any more (issue 38 §1).
        AND (c.action_code <> $6
             OR EXISTS (SELECT 1 FROM preapproved_offers o WHERE o.person_id = c.person_id AND o.kind = 'loan' AND o.status = 'available')
                AND NOT EXISTS (SELECT 1 FROM offer_holds h WHERE h.person_id = c.person_id))
        AND (c.action_code <> $7 OR NOT EXISTS (SELECT 1 FROM bizum_registrations b WHERE b.person_id = c.person_id))
        AND (c.action_code <> $8 OR NOT ${payrollPaidInSql('c.person_id', '$9::date')})
        AND (starts_with(c.action_code, $10) =
             EXISTS (SELECT 1 FROM profiles p WHERE p.profile_id = $11 AND p.person_id = c.person_id AND p.kind = 'business'))
      ORDER BY c.position, c.communication_code`,
    [
      audience.personId,
      slot.section,
      slot.subsection,
      slot.qualifier,
      [...LIGHTBOX_FINAL_RESULTS],
      LOAN_OFFER_ACTION_CODE,
      BIZUM_SIGN_UP_ACTION_CODE,
      PAYROLL_PROMOTION_ACTION_CODE,
      payrollWindowStart(nowMs),
      BUSINESS_ACTION_PREFIX,
      audience.profileId,
    ],
  );
  return rows.map((row) => ({
    communicationCode: row.communication_code,
    campaignCode: row.campaign_code,
    actionCode: row.action_code,
    communicationDesc: row.description,
    section: row.section,
    subsection: row.subsection,
    qualifier: row.qualifier,
    format: row.format,
    content: row.content?.[locale] ?? null,
  }));
}

/** What became of a response. */
export type RecordResponseOutcome =
  | { kind: 'recorded'; times: number }
  /** No communication of this person has the code. */
  | { kind: 'not_found' }
  /** The campaign, action, section or subsection is not the communication's. */
  | { kind: 'mismatch'; field: 'campaignCode' | 'actionCode' | 'section' | 'subsection' }
  /** The result is not one this communication's format can have (a banner is not "accepted"). */
  | { kind: 'not_for_format'; format: CampaignFormat };

interface OwnedRow {
  campaign_code: string;
  action_code: string;
  section: string;
  subsection: string;
  format: CampaignFormat;
}

/**
 * Stores a person's response to one of their communications. Each result is one row that counts
 * its repetitions: one `INSERT … ON CONFLICT DO UPDATE`, atomic in PostgreSQL, so concurrent sends
 * of the same result all count and none fails. The communication's fields are checked against
 * what the bank sent, so that a response is never filed under another campaign.
 */
export async function recordCampaignResponse(
  db: Queryable,
  personId: string,
  response: CampaignResponse,
  nowMs: number,
): Promise<RecordResponseOutcome> {
  const { rows } = await db.query<OwnedRow>(
    `SELECT campaign_code, action_code, section, subsection, format
       FROM campaign_communications WHERE communication_code = $1 AND person_id = $2`,
    [response.communicationCode, personId],
  );
  const owned = rows[0];
  if (owned === undefined) return { kind: 'not_found' };
  if (owned.campaign_code !== response.campaignCode) return { kind: 'mismatch', field: 'campaignCode' };
  if (owned.action_code !== response.actionCode) return { kind: 'mismatch', field: 'actionCode' };
  if (owned.section !== response.section) return { kind: 'mismatch', field: 'section' };
  if (owned.subsection !== response.subsection) return { kind: 'mismatch', field: 'subsection' };
  if (!RESULTS_BY_FORMAT[owned.format].includes(response.result)) return { kind: 'not_for_format', format: owned.format };
  const at = new Date(nowMs);
  const stored = await db.query<{ times: number }>(
    `INSERT INTO campaign_responses (communication_code, result, channel_code, times, first_at, last_at)
     VALUES ($1, $2, $3, 1, $4, $4)
     ON CONFLICT (communication_code, result) DO UPDATE
        SET times = campaign_responses.times + 1, channel_code = EXCLUDED.channel_code,
            last_at = GREATEST(campaign_responses.last_at, EXCLUDED.last_at)
     RETURNING times`,
    [response.communicationCode, response.result, response.applicationChannel, at],
  );
  return { kind: 'recorded', times: stored.rows[0]?.times ?? 1 };
}

/** Stores communications (the seed) of the people the database holds, leaving any with the same code as it is. */
export async function saveCommunications(db: Queryable, communications: readonly CampaignCommunicationRecord[]): Promise<void> {
  if (communications.length === 0) return;
  await db.query(
    `INSERT INTO campaign_communications (communication_code, person_id, campaign_code, action_code, description, section,
                                          subsection, qualifier, format, content, position)
     SELECT c.communication_code, c.person_id, c.campaign_code, c.action_code, c.description, c.section, c.subsection,
            c.qualifier, c.format, c.content, c.position
       FROM jsonb_to_recordset($1::jsonb) AS c(communication_code text, person_id text, campaign_code text, action_code text,
            description text, section text, subsection text, qualifier text, format text, content jsonb, position integer)
      WHERE EXISTS (SELECT 1 FROM customers WHERE person_id = c.person_id)
     ON CONFLICT (communication_code) DO NOTHING`,
    [
      JSON.stringify(
        communications.map((c) => ({
          communication_code: c.communicationCode,
          person_id: c.personId,
          campaign_code: c.campaignCode,
          action_code: c.actionCode,
          description: c.description,
          section: c.section,
          subsection: c.subsection,
          qualifier: c.qualifier,
          format: c.format,
          content: c.content,
          position: c.position,
        })),
      ),
    ],
  );
}
