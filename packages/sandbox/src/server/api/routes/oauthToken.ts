import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { refreshTokens, revokeFamilyOfRefreshToken } from '../../../tokens';
import { readBearerToken, TOKEN_EXPIRED_HEADER } from '../bearer';
import { arrivalOf } from '../arrival';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readFormBody, validate } from '../validation';

/**
 * What the revoke call asks the browser to clear (SECURITY.md rule 5): anything the API host's
 * responses left in its cache. Not `"cookies"`: a client revoking each profile before
 * `DELETE /genoma_api/rest/session` would lose the session cookie that call needs, and the server
 * session would stay open. The logout call clears the cookies.
 */
export const REVOKE_CLEAR_SITE_DATA = '"cache"';

const HTTP_OK = 200;

/** RFC 6749 §5.1: the answer names the token type; OAuth client libraries require it. */
const BEARER_TOKEN_TYPE = 'Bearer';

/** The OAuth endpoints answer plain JSON, which OAuth client libraries read (RFC 6749 §5.1). */
const AS_OAUTH = { antiHijackPrefix: false } as const;

/**
 * `400 invalid_grant` (RFC 6749 §5.2), marked `x-token-expired`: whatever the reason (expired,
 * revoked, reused, another family's bearer), the refresh token will never work again, and the
 * shell removes a profile whose refresh is refused as expired (shell.md §8).
 */
function refusedGrant(c: Context): Response {
  return sendError(c, 'invalid_grant', { headers: { [TOKEN_EXPIRED_HEADER]: 'true' }, ...AS_OAUTH });
}

/** Longest token value worth looking up; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 512;
/** Whole seconds, at most nine digits (about 31 years): enough for any real inactivity. */
const INACTIVITY_SECONDS_PATTERN = /^\d{1,9}$/;

const tokenField = (name: string) =>
  z
    .string({ error: `Falta el campo ${name}.` })
    .min(1, { error: `Falta el campo ${name}.` })
    .max(MAX_TOKEN_LENGTH, { error: `El campo ${name} es demasiado largo.` });

const refreshFormSchema = z.object({
  grant_type: z.literal('refresh_token', { error: 'grant_type debe ser refresh_token.' }),
  refresh_token: tokenField('refresh_token'),
});

const revokeFormSchema = z.object({ token: tokenField('token') });

const inactivityHeaderSchema = z
  .string()
  .regex(INACTIVITY_SECONDS_PATTERN, { error: 'La cabecera x-user-inactivity debe ser un número de segundos.' })
  .transform(Number)
  .optional();

/**
 * `POST /oauth2/token` (rotation with reuse detection, per-profile inactivity rules) and
 * `POST /oauth2/token/revoke` (revokes the token's whole family, answers `Clear-Site-Data`).
 * Both sit behind the origin and XSRF checks.
 */
export function registerOAuthTokenRoutes(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.token, async (c) => {
    const form = await readFormBody(c);
    const input = form.ok ? validate(refreshFormSchema, form.data) : form;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message, ...AS_OAUTH });
    const inactivity = validate(inactivityHeaderSchema, c.req.header('x-user-inactivity'));
    if (!inactivity.ok) return sendError(c, 'invalid_request', { message: inactivity.message, ...AS_OAUTH });

    const accessToken = readBearerToken(c.req.header('authorization'));
    if (accessToken === undefined) return refusedGrant(c);
    const result = await refreshTokens(
      ctx.db,
      {
        refreshToken: input.data.refresh_token,
        accessToken,
        userInactivityS: inactivity.data,
        arrivedAtMs: arrivalOf(c, ctx.now()),
      },
      ctx.now,
    );
    if (!result.ok) return refusedGrant(c);
    return sendJson(
      c,
      {
        token_type: BEARER_TOKEN_TYPE,
        access_token: result.tokens.accessToken,
        refresh_token: result.tokens.refreshToken,
        expires_in: result.tokens.accessTokenTtlS,
      },
      HTTP_OK,
      AS_OAUTH,
    );
  });

  api.post(API_PATHS.revoke, async (c) => {
    const form = await readFormBody(c);
    const input = form.ok ? validate(revokeFormSchema, form.data) : form;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message, ...AS_OAUTH });
    await ctx.db.transaction((tx) => revokeFamilyOfRefreshToken(tx, input.data.token));
    c.header('Clear-Site-Data', REVOKE_CLEAR_SITE_DATA);
    return sendJson(c, {}, HTTP_OK, AS_OAUTH);
  });
}
