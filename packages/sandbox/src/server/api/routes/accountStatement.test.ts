import { describe, expect, it } from 'vitest';
import { readAccountStatement } from '../../../products';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, readJson, signIn, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia] = DEMO_LOGINS;
const statementPath = (accountId: string, month: string) => `/genoma_api/rest/products/${accountId}/statements/${month}`;

// shell.md §3 document download (issue 39 §5: a statement the customer downloads); sandbox-api.md, Endpoints.
describe('GET /genoma_api/rest/products/{accountId}/statements/{month}: an account’s statement', () => {
  const sandbox = useTestSandbox();

  async function get(path: string, acceptLanguage = 'es-ES') {
    const { token } = await signIn(sandbox.app, lucia);
    return apiRequest(sandbox.app, path, {
      headers: { Origin: TEST_APP_ORIGIN, Authorization: `Bearer ${token}`, 'Accept-Language': acceptLanguage },
    });
  }

  it('answers a printable HTML document named by the account’s last four digits and the month, in the caller’s language', async () => {
    // The test clock stands in January 2026: December 2025 is a whole month of Lucía's ledger.
    const spanish = await get(statementPath('ACC-0001', '2025-12'));
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(spanish.headers.get('content-disposition')).toBe('attachment; filename="extracto-5671-2025-12.html"');
    expect(spanish.headers.get('cache-control')).toBe('no-store');
    const html = await spanish.text();
    expect(html).toContain('<h1>Extracto de cuenta · diciembre de 2025</h1>');
    expect(html).toContain('Cuenta NÓMINA · ES');
    const english = await get(statementPath('ACC-0001', '2025-12'), 'en-GB');
    expect(english.headers.get('content-disposition')).toBe('attachment; filename="statement-5671-2025-12.html"');
    expect(await english.text()).toContain('<h1>Account statement · December 2025</h1>');
  });

  it('adds up: each month opens where the one before closed, and opening plus the movements is the closing', async () => {
    const months = ['2025-10', '2025-11', '2025-12', '2026-01'];
    const statements = [];
    for (const month of months) {
      const outcome = await readAccountStatement(sandbox.db, 'PRF-20481736-PERS', 'ACC-0001', month, '2026-01');
      if (!outcome.ok) throw new Error(`no statement for ${month}`);
      statements.push(outcome.statement);
    }
    for (const statement of statements) {
      expect(statement.lines.length, statement.month).toBeGreaterThan(0);
      const moved = statement.lines.reduce((sum, line) => sum + line.amountCents, 0);
      expect(statement.openingCents + moved, statement.month).toBe(statement.closingCents);
      expect(statement.lines.at(-1)?.balanceAfterCents).toBe(statement.closingCents);
    }
    for (const [index, statement] of statements.slice(1).entries()) {
      expect(statement.openingCents, statement.month).toBe(statements[index]?.closingCents);
    }
    // The current month closes at today's balance: 2.345,67 € as seeded.
    expect(statements.at(-1)?.closingCents).toBe(234_567);
  });

  it('escapes what the bank does not write itself: a concept with markup is text', async () => {
    await sandbox.db.query(
      `INSERT INTO movements (movement_id, account_id, booked_on, concept, amount_cents) VALUES ('MOV-XSS-1', 'ACC-0001', '2025-12-20', $1, -100)`,
      ['<img src=x onerror=alert(1)>'],
    );
    const html = await (await get(statementPath('ACC-0001', '2025-12'))).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it.each([
    ['ACC-0005', 'product_not_found'],
    ['CRD-0003', 'product_not_found'],
    ['DEP-0001', 'product_not_found'],
    ['ACC-9999', 'product_not_found'],
  ])('refuses %s, not an account or a card of the bearer’s profile, or a deposit, with 404 %s', async (accountId, error) => {
    const response = await get(statementPath(accountId, '2025-12'));
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toBe(error);
  });

  it.each(['2026-02', '2014-02', '2025-13', '2025-1', '2025-12%00', "2025-12'"])(
    'refuses the month %s (future, before the account, malformed) with 404 statement_not_found',
    async (month) => {
      const response = await get(statementPath('ACC-0001', month));
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('statement_not_found');
    },
  );

  it('answers nobody without a bearer: 401', async () => {
    const response = await apiRequest(sandbox.app, statementPath('ACC-0001', '2025-12'), { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.status).toBe(401);
  });
});
