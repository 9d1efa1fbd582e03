import { describe, expect, it } from 'vitest';
import { isValidIban, DEMO_LOGINS } from '../../../seed';
import { SESSION_INACTIVITY_TIMEOUT_S } from '../../../sessions';
import { ACCESS_TOKEN_TTL_S } from '../../../tokens';
import { apiRequest, authenticate, getWithBearer, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';
import type { Products } from '../../../products';

const [lucia, javier, marta] = DEMO_LOGINS;

describe('bearer calls: GET /genoma_api/rest/products and /genoma_api/rest/client', () => {
  const sandbox = useTestSandbox();

  async function profilesOf(login: (typeof DEMO_LOGINS)[number] | undefined) {
    if (login === undefined) throw new Error('no demo login');
    return (await authenticate(sandbox.app, await loginAs(sandbox.app, login))).accessTokens;
  }

  it("sends the bearer profile's accounts only", async () => {
    const [personal, business] = await profilesOf(lucia);
    const personalProducts = await readJson<Products>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', personal?.accessToken ?? ''),
    );
    const businessProducts = await readJson<Products>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', business?.accessToken ?? ''),
    );
    expect(personalProducts.accounts.map((account) => account.alias)).toEqual(['Cuenta NÓMINA', 'Cuenta Naranja']);
    expect(businessProducts.accounts.map((account) => account.type)).toContain('business');
    const personalIds = personalProducts.accounts.map((account) => account.id);
    expect(businessProducts.accounts.filter((account) => personalIds.includes(account.id))).toEqual([]);
    expect(businessProducts.cards.map((card) => card.id)).not.toEqual(personalProducts.cards.map((card) => card.id));
  });

  it('names the products in the language the app asks in (issue 42 §2): the bank’s English names, the brand kept', async () => {
    const [personal] = await profilesOf(lucia);
    const productsIn = async (language: string) =>
      readJson<Products>(
        await apiRequest(sandbox.app, '/genoma_api/rest/products', {
          headers: { Authorization: `Bearer ${personal?.accessToken ?? ''}`, 'accept-language': language },
        }),
      );
    const english = await productsIn('en-GB');
    expect(english.accounts.map((account) => account.alias)).toEqual(['NÓMINA account', 'Naranja account']);
    expect(english.cards.map((card) => card.alias)).toEqual(['Debit card', 'Credit card']);
    expect(english.deposits?.map((deposit) => deposit.alias)).toEqual(['Naranja 12-month deposit']);
    const spanish = await productsIn('es-ES,es;q=0.9');
    expect(spanish.accounts.map((account) => account.alias)).toEqual(['Cuenta NÓMINA', 'Cuenta Naranja']);
    expect(spanish.cards.map((card) => card.alias)).toEqual(['Tarjeta Débito', 'Tarjeta Crédito']);
    // The same product, whatever it is called: ids and figures do not change with the language.
    expect(english.accounts.map(({ id, balance }) => ({ id, balance }))).toEqual(
      spanish.accounts.map(({ id, balance }) => ({ id, balance })),
    );
    const card = await apiRequest(sandbox.app, '/genoma_api/rest/products/CRD-0001', {
      headers: { Authorization: `Bearer ${personal?.accessToken ?? ''}`, 'accept-language': 'en-GB' },
    });
    expect(await readJson(card)).toMatchObject({ id: 'CRD-0001', alias: 'Debit card' });
  });

  it('shows balances in euros with cents, valid IBANs and masked card numbers', async () => {
    const [personal] = await profilesOf(lucia);
    const products = await readJson<Products>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', personal?.accessToken ?? ''));
    expect(products.accounts[0]).toEqual({
      id: 'ACC-0001',
      alias: 'Cuenta NÓMINA',
      iban: products.accounts[0]?.iban,
      type: 'current',
      balance: { amount: 2345.67, currency: 'EUR' },
    });
    for (const account of products.accounts) expect(isValidIban(account.iban)).toBe(true);
    expect(products.cards[0]).toMatchObject({ brand: 'VISA', kind: 'debit', maskedPan: '•••• 4821' });
  });

  it('issue 38 §7: a debit card has its account’s balance available, whatever the balance becomes, and none while it is overdrawn', async () => {
    const [personal] = await profilesOf(lucia);
    const debitAvailable = async () => {
      const products = await readJson<Products>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', personal?.accessToken ?? ''));
      return products.cards.find((card) => card.id === 'CRD-0001')?.availableBalance.amount;
    };
    expect(await debitAvailable()).toBe(2345.67);
    await sandbox.db.query("UPDATE accounts SET balance_cents = 984567 WHERE account_id = 'ACC-0001'");
    expect(await debitAvailable()).toBe(9845.67);
    await sandbox.db.query("UPDATE accounts SET balance_cents = -500 WHERE account_id = 'ACC-0001'");
    expect(await debitAvailable()).toBe(0);
    await sandbox.db.query("UPDATE accounts SET balance_cents = 234567 WHERE account_id = 'ACC-0001'");
  });

  it("lists Lucía's deposit under deposits, beside the accounts and cards and never among the accounts", async () => {
    const [personal, business] = await profilesOf(lucia);
    const products = await readJson<Products>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', personal?.accessToken ?? ''));
    expect(products.deposits).toEqual([
      {
        id: 'DEP-0001',
        alias: 'Depósito Naranja 12 meses',
        balance: { amount: 10000, currency: 'EUR' },
        maturityOn: '2026-10-15',
        interestRate: 2.25,
      },
    ]);
    expect(products.accounts.map((account) => account.id)).toEqual(['ACC-0001', 'ACC-0002']);
    expect(products.cards.map((card) => card.id)).toEqual(['CRD-0001', 'CRD-0002']);
    const businessProducts = await readJson<Products>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', business?.accessToken ?? ''),
    );
    expect(businessProducts.deposits).toEqual([]);
  });

  it('gives the affluent customer large balances and the teen a single debit card and no deposit', async () => {
    const [affluent] = await profilesOf(javier);
    const [teen] = await profilesOf(marta);
    const affluentProducts = await readJson<Products>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', affluent?.accessToken ?? ''),
    );
    const teenProducts = await readJson<Products>(await getWithBearer(sandbox.app, '/genoma_api/rest/products', teen?.accessToken ?? ''));
    expect(Math.max(...affluentProducts.accounts.map((account) => account.balance.amount))).toBeGreaterThan(1_000_000);
    expect(teenProducts.cards.map((card) => card.kind)).toEqual(['debit']);
    expect(teenProducts.deposits).toEqual([]);
    expect(teenProducts.accounts.every((account) => account.balance.amount < 1000)).toBe(true);
  });

  it('sends the Client record of the bearer, without document or PIN', async () => {
    const [personal] = await profilesOf(lucia);
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/client', personal?.accessToken ?? '');
    expect(await readJson(response)).toEqual({
      personId: '20481736',
      name: 'Lucía',
      firstSurname: 'Martínez',
      secondSurname: 'García',
      genderDesc: 'MUJER',
      nationality: 'ES',
      nativeCountry: 'ES',
      selfResFiscal: 'ES',
      birthDate: '15/03/1985',
      documentMasked: '*****678Z',
      mobilePhoneMasked: '+34 *****1234',
    });
  });

  it('answers 401 invalid_token for a missing, unknown or malformed bearer', async () => {
    const unknown = 'A'.repeat(43);
    for (const authorization of [undefined, `Bearer ${unknown}`, 'Bearer short', `Basic ${unknown}`]) {
      const response = await sandbox.app.request('/genoma_api/rest/products', {
        headers: { Host: 'api.bank.localhost:8080', ...(authorization === undefined ? {} : { Authorization: authorization }) },
      });
      expect(response.status).toBe(401);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
      expect(response.headers.get('x-token-expired')).toBeNull();
    }
  });

  it('answers 401 invalid_token with x-token-expired for an expired access token', async () => {
    const [personal] = await profilesOf(lucia);
    // Stay within the session's inactivity limit while the access token ages.
    sandbox.clock.advanceS(SESSION_INACTIVITY_TIMEOUT_S - 1);
    expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', personal?.accessToken ?? '')).status).toBe(200);
    sandbox.clock.advanceS(ACCESS_TOKEN_TTL_S - (SESSION_INACTIVITY_TIMEOUT_S - 1));
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/client', personal?.accessToken ?? '');
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_token');
    expect(response.headers.get('x-token-expired')).toBe('true');
  });

  it('answers 401 invalid_token with x-token-expired once the session is idle for 5 minutes', async () => {
    const [personal] = await profilesOf(lucia);
    sandbox.clock.advanceS(SESSION_INACTIVITY_TIMEOUT_S);
    const response = await getWithBearer(sandbox.app, '/genoma_api/rest/client', personal?.accessToken ?? '');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-token-expired')).toBe('true');
  });
});
