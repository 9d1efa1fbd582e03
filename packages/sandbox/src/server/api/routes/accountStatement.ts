import type { Hono } from 'hono';
import {
  STATEMENT_MONTH_PATTERN,
  accountStatementFileName,
  accountStatementHtml,
  bankDayAt,
  cardStatementFileName,
  cardStatementHtml,
  productKindOfId,
  readAccountStatement,
  readCardStatement,
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
 * `GET /genoma_api/rest/products/{productId}/statements/{YYYY-MM}` (bearer): an account's or a
 * card's statement for the month as a printable HTML document in the caller's language
 * (`Accept-Language`), named by `Content-Disposition` (the shell's document download, shell.md §3,
 * issue 39 §5; a card's, issue 42 §4). An account or card the bearer's profile does not hold, or a
 * deposit, is `404 product_not_found`; a malformed month, one before the account was opened or the
 * card issued, or after the current one, `404 statement_not_found`.
 */
export function registerAccountStatementRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.accountStatement, requireBearer(ctx.db, ctx.now), async (c) => {
    const productId = c.req.param('productId');
    const month = c.req.param('month');
    const kind = productKindOfId(productId);
    if (kind !== 'account' && kind !== 'card') return sendError(c, 'product_not_found');
    if (!STATEMENT_MONTH_PATTERN.test(month)) return sendError(c, 'statement_not_found');
    const currentMonth = bankDayAt(ctx.now()).slice(0, MONTH_LENGTH);
    const { profileId } = c.get('principal');
    const language = languageOfRequest(c);
    const document =
      kind === 'account'
        ? await readAccountStatement(ctx.db, profileId, productId, month, currentMonth).then((outcome) =>
            outcome.ok
              ? { html: accountStatementHtml(outcome.statement, language), fileName: accountStatementFileName(outcome.statement, language) }
              : outcome.missing,
          )
        : await readCardStatement(ctx.db, profileId, productId, month, currentMonth).then((outcome) =>
            outcome.ok
              ? { html: cardStatementHtml(outcome.statement, language), fileName: cardStatementFileName(outcome.statement, language) }
              : outcome.missing,
          );
    if (typeof document === 'string') return sendError(c, document === 'month' ? 'statement_not_found' : 'product_not_found');
    return c.body(document.html, HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'Content-Language': language,
      'Cache-Control': 'no-store',
    });
  });
}
