import type { Hono } from 'hono';
import {
  STATEMENT_MONTH_PATTERN,
  accountStatementFileName,
  accountStatementHtml,
  bankDayAt,
  productKindOfId,
  readAccountStatement,
} from '../../../products';
import { languageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { API_PATHS } from '../paths';

const HTTP_OK = 200;
/** `YYYY-MM` of a bank day `YYYY-MM-DD`. */
const MONTH_LENGTH = 7;

/**
 * `GET /genoma_api/rest/products/{accountId}/statements/{YYYY-MM}` (bearer): the account's
 * statement for the month as a printable HTML document in the caller's language (`Accept-Language`),
 * named by `Content-Disposition` (the shell's document download, shell.md §3, issue 39 §5). An
 * account the bearer's profile does not hold, or a card or deposit, is `404 product_not_found`; a
 * malformed month, one before the account was opened or after the current one, `404
 * statement_not_found`.
 */
export function registerAccountStatementRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.accountStatement, requireBearer(ctx.db, ctx.now), async (c) => {
    const accountId = c.req.param('productId');
    const month = c.req.param('month');
    if (productKindOfId(accountId) !== 'account') return sendError(c, 'product_not_found');
    if (!STATEMENT_MONTH_PATTERN.test(month)) return sendError(c, 'statement_not_found');
    const currentMonth = bankDayAt(ctx.now()).slice(0, MONTH_LENGTH);
    const { profileId } = c.get('principal');
    const outcome = await readAccountStatement(ctx.db, profileId, accountId, month, currentMonth);
    if (!outcome.ok) return sendError(c, outcome.missing === 'account' ? 'product_not_found' : 'statement_not_found');
    const { statement } = outcome;
    const language = languageOfRequest(c);
    return c.body(accountStatementHtml(statement, language), HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${accountStatementFileName(statement, language)}"`,
      'Content-Language': language,
      'Cache-Control': 'no-store',
    });
  });
}
