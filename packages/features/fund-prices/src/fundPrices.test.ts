import { afterEach, describe, expect, it, vi } from 'vitest';
import FundPrices, { ReturnFigure, fundsOf } from './index';

const FUND = {
  isin: 'ES0138922040',
  name: 'Naranja Standard & Poor’s 500',
  category: 'Renta variable EE. UU.',
  riskLevel: 6,
  returnYtd: 14.87,
  return1y: 19.35,
  return3y: 38.02,
};

customElements.define('test-fund-prices', FundPrices);
customElements.define('bank-figure', ReturnFigure);

afterEach(() => document.body.replaceChildren());

function mount() {
  const element = document.createElement('test-fund-prices') as FundPrices & { locale: string };
  element.lang = 'es-ES';
  document.body.append(element);
  return element;
}

describe('the funds page: the bank’s reports of features.md §7 (reports/fundInfoRentability, reports/fundMostProfitable)', () => {
  it('asks both reports through the bankApi the shell hands it, and shows the best and all the funds with their returns', async () => {
    const element = mount();
    const asked: string[] = [];
    element.bankApi = {
      get: (path: string) => {
        asked.push(path);
        return Promise.resolve({
          funds: path.endsWith('fundMostProfitable') ? [FUND] : [FUND, { ...FUND, isin: 'ES0138922065', name: 'Naranja Mixto 30' }],
        });
      },
    };
    await vi.waitFor(() => expect(element.querySelectorAll('table')).toHaveLength(2));
    expect(asked).toEqual(['/genoma_api/rest/reports/fundInfoRentability', '/genoma_api/rest/reports/fundMostProfitable']);
    const [best, all] = [...element.querySelectorAll('table')];
    expect(best?.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(all?.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(best?.querySelector('tbody th')?.textContent).toBe('Naranja Standard & Poor’s 500Renta variable EE. UU.');
    expect(best?.querySelector('bank-figure')?.textContent?.replace(/\s/g, ' ')).toBe('+14,87 %');
    expect(element.textContent).toContain('6 de 7');
  });

  it('writes the bank’s texts as text, never as markup', async () => {
    const element = mount();
    element.bankApi = { get: () => Promise.resolve({ funds: [{ ...FUND, name: '<img src=x onerror=alert(1)>' }] }) };
    await vi.waitFor(() => expect(element.querySelector('tbody th')).not.toBeNull());
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('tbody th')?.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('says so when a report cannot be had, and the page stays', async () => {
    const element = mount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    element.bankApi = { get: () => Promise.reject(new Error('500')) };
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull());
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'No hemos podido cargar la rentabilidad de los fondos. Inténtalo de nuevo más tarde.',
    );
  });

  it('leaves out an entry that is not a fund, and refuses a report without a list', () => {
    expect(fundsOf({ funds: [FUND, { ...FUND, riskLevel: 8 }, { ...FUND, returnYtd: 'mucho' }, null] })).toEqual([FUND]);
    expect(() => fundsOf({ fondos: [] })).toThrow('The fund report has no list of funds');
  });
});
