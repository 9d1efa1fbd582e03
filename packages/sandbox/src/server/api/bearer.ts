import type { MiddlewareHandler } from 'hono';
import type { Now } from '../../clock';
import { TOKEN_PATTERN } from '../../crypto';
import type { Database } from '../../db';
import { authenticateBearer, type BearerPrincipal } from '../../tokens';
import { sendError } from './errors';

/** Hono environment of routes behind {@link requireBearer}. */
export interface BearerEnv {
  Variables: { principal: BearerPrincipal };
}

/** Header telling the client that its token or session expired (shell.md §8). */
export const TOKEN_EXPIRED_HEADER = 'x-token-expired';

const BEARER_PREFIX = 'Bearer ';

/** The access token of an `Authorization: Bearer …` header, when it has a token's shape. */
export function readBearerToken(authorization: string | undefined): string | undefined {
  if (authorization?.startsWith(BEARER_PREFIX) !== true) return undefined;
  const token = authorization.slice(BEARER_PREFIX.length).trim();
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * Lets a call through only with a valid access token, and hands its principal to the route.
 * Otherwise `401 invalid_token`, with `x-token-expired: true` when the token or its session
 * expired (sandbox-api.md, Bearer checks).
 */
export function requireBearer(db: Database, now: Now): MiddlewareHandler<BearerEnv> {
  return async (c, next) => {
    const token = readBearerToken(c.req.header('authorization'));
    const result = token === undefined ? ({ ok: false, expired: false } as const) : await authenticateBearer(db, token, now());
    if (!result.ok) {
      const headers: Record<string, string> = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };
      if (result.expired) headers[TOKEN_EXPIRED_HEADER] = 'true';
      return sendError(c, 'invalid_token', { headers });
    }
    c.set('principal', result.principal);
    return next();
  };
}

/** What an employee is told when an operation needs the customer's own signature (issue 38 §3). */
export const CUSTOMER_SIGNATURE_MESSAGE = 'Solo el cliente puede firmar esta operación: desde el canal asistido no se puede.';

/**
 * After {@link requireBearer}, on a call that moves money or gives back the use of a card: lets it
 * through only when the customer holds the token. An assisted-channel employee working for the
 * customer is refused `403 employee_not_allowed` before anything is read or spent (issue 38 §3):
 * a signature is the customer's possession factor (PSD2 RTS Art. 4), which an agent cannot stand
 * in for.
 */
export const requireCustomerSignature: MiddlewareHandler<BearerEnv> = async (c, next) => {
  if (c.get('principal').employeeId !== null) return sendError(c, 'employee_not_allowed', { message: CUSTOMER_SIGNATURE_MESSAGE });
  return next();
};
