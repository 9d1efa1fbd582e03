import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { OTP_TTL_S } from '../../../otp';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

/** The only operative type the shell asks about (shell.md §4, Step-up). */
const RETRIEVE_SCA_INFO = 'retrieveScaInfo';

/** How the sandbox's customers prove themselves again: a code by text message. */
const SCA_METHODS = ['OTP_SMS'] as const;

/** Seconds the customer has to finish a step-up: as long as a code lives. */
const SCA_PROCESS_TTL_S = OTP_TTL_S;

const scaQuerySchema = z.object({
  operativeType: z.literal(RETRIEVE_SCA_INFO, { error: `operativeType debe ser ${RETRIEVE_SCA_INFO}.` }),
});

/**
 * `GET /genoma_api/rest/sca/documentation?operativeType=retrieveScaInfo` (bearer): what a
 * step-up needs (sandbox-api.md, Step-up). Any other operative type: `400 invalid_request`.
 */
export function registerScaDocumentationRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.scaDocumentation, requireBearer(ctx.db, ctx.now), (c) => {
    const query = validate(scaQuerySchema, c.req.query());
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    return sendJson(c, {
      operativeType: query.data.operativeType,
      scaRequired: true,
      methods: SCA_METHODS,
      processId: randomUUID(),
      expiresIn: SCA_PROCESS_TTL_S,
    });
  });
}
