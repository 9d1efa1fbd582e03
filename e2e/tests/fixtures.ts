import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Demo customers seeded by the sandbox (README, "Demo logins"). */
export const CUSTOMERS = {
  main: { document: '12345678Z', birthDate: '15/03/1985', pin: '123456', firstName: 'Lucía' },
  affluent: { document: '87654321X', birthDate: '02/11/1970', pin: '654321', firstName: 'Javier' },
  teen: { document: '11223344B', birthDate: '20/06/2010', pin: '112233', firstName: 'Marta' },
} as const;

export type Customer = (typeof CUSTOMERS)[keyof typeof CUSTOMERS];

export const APP_NAME = 'Banco Alba';

/** Fills and sends the login form by keyboard, as a customer would. */
export async function fillLogin(page: Page, customer: { document: string; birthDate: string; pin: string }): Promise<void> {
  await page.getByLabel('Número de documento').fill(customer.document);
  await page.getByLabel('Fecha de nacimiento').fill(customer.birthDate);
  await page.getByLabel('Clave de seguridad').fill(customer.pin);
  await page.getByLabel('Clave de seguridad').press('Enter');
}

export async function login(page: Page, customer: Customer = CUSTOMERS.main): Promise<void> {
  await page.goto('/#/login');
  await fillLogin(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${customer.firstName}` })).toBeVisible();
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (through the DevTools protocol, so the page's CSP still applies to the app). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { base as test, expect };
