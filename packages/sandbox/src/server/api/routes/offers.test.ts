import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  getWithBearer,
  readJson,
  type ApiErrorBody,
  signIn as signInAs,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen, elena, pablo] = DEMO_LOGINS;

// features.md §7's paths, verbatim.
const LOAN = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/1/';
const OVERDRAFT = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/4/';
const MORTGAGE = '/genoma_api/rest/prescoring/mortgage/';
const CREDIT_LINE = '/genoma_api/rest/preconLc?personId=0&campaignCod=LC2026&productCod=5671';
const CARD_LIMIT = '/genoma_api/rest/card-limits-campaing/LIM-CRD-0002/limit';
const PROMOTION = '/v2/promotions/eligibility/NOMINA-150';
const OFFER_PATHS = [LOAN, OVERDRAFT, MORTGAGE, CREDIT_LINE, CARD_LIMIT];

type SignedIn = SignedInCustomer;

describe('pre-approved offers and promotions (features.md §3, §6, §7; sandbox-api.md, Offers)', () => {
  const sandbox = useTestSandbox();

  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);

  const get = (customer: SignedIn, path: string) => getWithBearer(sandbox.app, path, customer.token);

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  it('answers the pre-approved loan with features.md §3’s fields: loanSubtype, maxLimitAmount, amountTermRange, legalInfo', async () => {
    const response = await get(await signIn(lucia), LOAN);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      loanSubtype: 'TX',
      minLimitAmount: 1_000,
      maxLimitAmount: 15_000,
      amountTermRange: [
        { amount: 6_000, maxRange: 84 },
        { amount: 12_000, maxRange: 96 },
      ],
      legalInfo: { payrollInterest: 6.5, noPayrollInterest: 7.95, tae: 6.7, noPayrollTAE: 8.25, defaultTAE: 8.25 },
    });
  });

  it('answers the overdraft with its limits and the twelve legalInfo fields of features.md §3', async () => {
    const response = await get(await signIn(lucia), OVERDRAFT);
    expect(response.status).toBe(200);
    const overdraft = await readJson<{ minLimitAmount: number; maxLimitAmount: number; legalInfo: Record<string, number> }>(response);
    expect([overdraft.minLimitAmount, overdraft.maxLimitAmount]).toEqual([300, 1_500]);
    expect(Object.keys(overdraft.legalInfo).sort()).toEqual(
      [
        'delayInterest',
        'noPayrollInterest',
        'payrollInterest',
        'unpaidReceiptCost',
        'unpaidComissionAmount',
        'tae',
        'tin',
        'noPayrollTAE',
        'defaultTAE',
        'openingAmount',
        'payoffCommission',
        'payoffCommissionLastYear',
      ].sort(),
    );
  });

  it('answers the mortgage with its amount, the credit line by campaign and product, and the card limit by campaign', async () => {
    expect(await readJson(await get(await signIn(javier), MORTGAGE))).toEqual({ amount: 350_000 });
    const customer = await signIn(lucia);
    expect(await readJson(await get(customer, CREDIT_LINE))).toEqual({
      campaignCod: 'LC2026',
      productCod: '5671',
      productNumber: 'ES3414650100990012345671',
      limitAmount: 3_000,
      tin: 9.9,
      tae: 10.36,
    });
    expect(await readJson(await get(customer, CARD_LIMIT))).toEqual({
      campaignId: 'LIM-CRD-0002',
      cardId: 'CRD-0002',
      currentLimit: 3_000,
      offeredLimit: 4_500,
    });
  });

  it('answers 204 with no body where the person has no offer of the kind, another campaign or another product', async () => {
    const customers = [await signIn(elena), await signIn(carmen), await signIn(marta)];
    for (const customer of customers) {
      for (const path of OFFER_PATHS) {
        const response = await get(customer, path);
        expect(response.status, path).toBe(204);
        expect(await response.text()).toBe('');
      }
    }
    const customer = await signIn(lucia);
    for (const path of [
      '/genoma_api/rest/preconLc?personId=0&campaignCod=LC2026&productCod=9999',
      '/genoma_api/rest/preconLc?personId=0&campaignCod=OTHER&productCod=5671',
      '/genoma_api/rest/card-limits-campaing/OTHER/limit',
      '/genoma_api/rest/card-limits-campaing/..%2F..%2Fclient/limit',
    ]) {
      expect((await get(customer, path)).status, path).toBe(204);
    }
    expect((await get(customer, MORTGAGE)).status).toBe(204);
  });

  it('answers every offer call 409 offers_held for a person whose offers the bank holds (the 409 the app swallows, features.md §7)', async () => {
    const customer = await signIn(pablo);
    for (const path of OFFER_PATHS) {
      expect(await errorOf(await get(customer, path), 409), path).toEqual({
        error: 'offers_held',
        message: 'Ahora mismo no podemos ofrecerte productos preconcedidos.',
      });
    }
  });

  it('shows offers and promotions to a signed-in customer only (features.md §6): 401 without a bearer', async () => {
    for (const path of [...OFFER_PATHS, PROMOTION]) {
      const response = await apiRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN } });
      expect((await errorOf(response, 401)).error, path).toBe('invalid_token');
    }
  });

  it.each([
    ['personId=20481736&campaignCod=LC2026&productCod=5671', 'personId debe ser 0: la línea de crédito es de la persona de la sesión.'],
    ['personId=0&productCod=5671', 'Falta campaignCod.'],
    ['personId=0&campaignCod=LC2026&productCod=56%2071', 'productCod no es válido.'],
    ['personId=0&campaignCod=LC2026&productCod=5671&limit=1', 'Parámetros desconocidos: limit.'],
    ['personId=0&personId=0&campaignCod=LC2026&productCod=5671', 'Parámetros repetidos: personId.'],
  ])('refuses the credit line query %s with 400: "%s"', async (query, message) => {
    const response = await get(await signIn(lucia), `/genoma_api/rest/preconLc?${query}`);
    expect(await errorOf(response, 400)).toEqual({ error: 'invalid_request', message });
  });

  it('answers a promotion’s eligibility with its applicability windows; another person is not eligible', async () => {
    const response = await apiRequest(sandbox.app, PROMOTION, {
      headers: { Authorization: `Bearer ${(await signIn(lucia)).token}`, 'accept-language': 'es-ES' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      promotionId: 'NOMINA-150',
      name: '150 € por traer tu nómina',
      // Her salary is paid in, so the payroll promotion is not for her (issue 42 §4; campaignTargeting.test.ts).
      eligible: false,
      applicability: [
        { startDate: '2026-09-01', endDate: '2026-12-31', bonusAmount: 150, condition: 'Nómina de al menos 700 € al mes durante 6 meses' },
        { startDate: '2027-01-01', endDate: '2027-06-30', bonusAmount: 100, condition: 'Nómina de al menos 700 € al mes durante 6 meses' },
      ],
    });
    // Elena is paid into another bank: the promotion is for her.
    expect(await readJson(await get(await signIn(elena), PROMOTION))).toMatchObject({ eligible: true });
    // Carmen is not named by it.
    expect(await readJson(await get(await signIn(carmen), PROMOTION))).toMatchObject({ eligible: false });
  });

  it('answers a promotion in English to an English app (issue 42 §2): its name and conditions, no Spanish and no second copy', async () => {
    const response = await apiRequest(sandbox.app, PROMOTION, {
      headers: { Authorization: `Bearer ${(await signIn(lucia)).token}`, 'accept-language': 'en-GB' },
    });
    expect(await readJson(response)).toEqual({
      promotionId: 'NOMINA-150',
      name: '€150 for bringing your salary',
      eligible: false,
      applicability: [
        { startDate: '2026-09-01', endDate: '2026-12-31', bonusAmount: 150, condition: 'A salary of at least €700 a month for 6 months' },
        { startDate: '2027-01-01', endDate: '2027-06-30', bonusAmount: 100, condition: 'A salary of at least €700 a month for 6 months' },
      ],
    });
  });

  it.each(['NOPE', 'NOMINA-150.', 'NOMINA-150%00', 'a%20b'])('answers the promotion %s 404 promotion_not_found', async (id) => {
    expect((await errorOf(await get(await signIn(lucia), `/v2/promotions/eligibility/${id}`), 404)).error).toBe('promotion_not_found');
  });
});
