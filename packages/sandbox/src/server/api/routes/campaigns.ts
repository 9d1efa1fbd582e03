import type { Hono } from 'hono';
import { z } from 'zod';
import {
  CAMPAIGN_RESULTS,
  builtDestinationCheck,
  listCommunications,
  recordCampaignResponse,
  withBuiltDestinations,
} from '../../../campaigns';
import { DEMO_SECTION_MODULE } from '../../../means';
import { languageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { listAppFeatures } from './appConfig';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, readQuery, validate } from '../validation';

/** A slot's name: lower-case letters, digits and hyphens, as the app's sections are named. */
const SLOT_NAME = /^[a-z0-9-]{1,40}$/;
/** A communication or action code as the bank writes them. */
const CODE = /^[A-Z0-9-]{1,40}$/;
/** A campaign code: digits. */
const CAMPAIGN_CODE = /^[0-9]{1,10}$/;

const slotName = (name: string) =>
  z.string({ error: `Falta ${name}.` }).regex(SLOT_NAME, { error: `${name} solo admite minúsculas, cifras y guiones (hasta 40).` });

/** The query of `GET …/campaigns`: section and subsection, an optional qualifier, nothing else. */
const slotQuerySchema = z.strictObject(
  { section: slotName('section'), subsection: slotName('subsection'), qualifier: slotName('qualifier').optional() },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

/** The body of `POST …/campaigns/responses`: features.md §3's "Campaign response (sent)", exactly. */
const responseSchema = z.strictObject(
  {
    communicationCode: z.string({ error: 'Falta communicationCode.' }).regex(CODE, { error: 'communicationCode no es válido.' }),
    campaignCode: z.string({ error: 'Falta campaignCode.' }).regex(CAMPAIGN_CODE, { error: 'campaignCode no es válido.' }),
    actionCode: z.string({ error: 'Falta actionCode.' }).regex(CODE, { error: 'actionCode no es válido.' }),
    result: z.enum(CAMPAIGN_RESULTS, { error: 'result no es un resultado de campaña válido.' }),
    applicationChannel: z.union([z.literal(81), z.literal(83), z.literal(85), z.literal(86)], {
      error: 'applicationChannel debe ser 81, 83, 85 u 86.',
    }),
    section: slotName('section'),
    subsection: slotName('subsection'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
        : issue.input === undefined
          ? 'Falta el cuerpo.'
          : 'El cuerpo debe ser un objeto JSON.',
  },
);

/**
 * The campaign calls (features.md §2.4, §3, §4.4, §7; sandbox-api.md, Campaigns; the spec leaves
 * their paths to the bank):
 *
 * - `GET /genoma_api/rest/campaigns?section=&subsection=[&qualifier=]` (bearer):
 *   `200 { communications }`, the bearer's person's communications in that slot, in order, their
 *   texts in the language the app asks for (`Accept-Language`: Spanish, else English). A banner
 *   the customer closed and a lightbox they answered are not offered again, and each is for whom
 *   its targeting says now (issue 42 §4: Bizum, payroll, the bearer's profile's kind).
 * - `POST /genoma_api/rest/campaigns/responses` (bearer and XSRF, JSON): stores a response to
 *   one of the person's communications and answers `200 { communicationCode, result, times }`.
 *   A code of no communication of theirs is `404 campaign_not_found`; fields that are not the
 *   communication's, or a result its format cannot have, `400 invalid_request`.
 */
export function registerCampaignRoutes(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.campaigns, requireBearer(ctx.db, ctx.now), async (c) => {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(slotQuerySchema, parameters.data) : parameters;
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    const locale = languageOfRequest(c);
    const [listed, features] = await Promise.all([
      listCommunications(
        ctx.db,
        { personId: c.get('principal').personId, profileId: c.get('principal').profileId },
        { section: query.data.section, subsection: query.data.subsection, qualifier: query.data.qualifier ?? null },
        locale,
        ctx.now(),
      ),
      listAppFeatures(ctx),
    ]);
    // No campaign leads to a demo screen: one whose destination is not built is not shown (issue 41 §5).
    const communications = withBuiltDestinations(listed, builtDestinationCheck(features, DEMO_SECTION_MODULE));
    c.header('Vary', 'Accept-Language', { append: true });
    return sendJson(c, { communications });
  });

  api.post(API_PATHS.campaignResponses, requireBearer(ctx.db, ctx.now), async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(responseSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const outcome = await recordCampaignResponse(ctx.db, c.get('principal').personId, input.data, ctx.now());
    switch (outcome.kind) {
      case 'not_found':
        return sendError(c, 'campaign_not_found');
      case 'mismatch':
        return sendError(c, 'invalid_request', { message: `${outcome.field} no es el de la comunicación.` });
      case 'not_for_format':
        return sendError(c, 'invalid_request', {
          message: `El resultado ${input.data.result} no es posible en una comunicación de tipo ${outcome.format}.`,
        });
      case 'recorded':
        return sendJson(c, { communicationCode: input.data.communicationCode, result: input.data.result, times: outcome.times });
    }
  });
}
