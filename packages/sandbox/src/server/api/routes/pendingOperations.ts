import type { Hono } from 'hono';
import { z } from 'zod';
import { decidePendingOperation, listPendingOperations, SEC_PROCESS_ID_PATTERN, type Decision } from '../../../pendingOperations';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const secProcessIdSchema = z.string().regex(SEC_PROCESS_ID_PATTERN);

/**
 * The customer's pending security operations (docs/design/pending-contract.md, Endpoints; features.md §4.1, §7):
 *
 * - `GET /genoma_api/rest/mobileconfirmation/pending-operations` (bearer): the bearer's person's
 *   operations still pending, oldest first;
 * - `POST …/{secProcessId}/confirm` and `POST …/{secProcessId}/reject` (bearer and XSRF, no body):
 *   decide one once, race-safely. An unknown id, a malformed one and another person's operation are
 *   the same `404`, so nobody learns which ids exist; an operation decided already is `409`; an
 *   assisted-channel employee decides none: `403 employee_not_allowed` (issue 38 §3).
 */
export function registerPendingOperationRoutes(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.pendingOperations, requireBearer(ctx.db, ctx.now), async (c) => {
    const pendingOperations = await listPendingOperations(ctx.db, c.get('principal').personId);
    return sendJson(c, { pendingOperations });
  });

  const decisions: readonly [string, Decision][] = [
    [API_PATHS.confirmPendingOperation, 'confirmed'],
    [API_PATHS.rejectPendingOperation, 'rejected'],
  ];
  for (const [path, decision] of decisions) {
    api.post(path, requireBearer(ctx.db, ctx.now), requireCustomerSignature, async (c) => {
      const secProcessId = validate(secProcessIdSchema, c.req.param('secProcessId'));
      if (!secProcessId.ok) return sendError(c, 'pending_operation_not_found');
      const outcome = await decidePendingOperation(
        ctx.db,
        { secProcessId: secProcessId.data, personId: c.get('principal').personId, decision },
        ctx.now(),
      );
      if (outcome === 'not_found') return sendError(c, 'pending_operation_not_found');
      if (outcome === 'decided') return sendError(c, 'pending_operation_decided');
      return sendJson(c, { secProcessId: secProcessId.data, status: outcome });
    });
  }
}
