import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** Demo customers seeded by the sandbox (README, "Demo logins"). */
export const CUSTOMERS = {
  main: { document: '12345678Z', birthDate: '15/03/1985', pin: '123456', firstName: 'Lucía' },
  affluent: { document: '87654321X', birthDate: '02/11/1970', pin: '654321', firstName: 'Javier' },
  teen: { document: '11223344B', birthDate: '20/06/2010', pin: '112233', firstName: 'Marta' },
  /** The bank has a lightbox and two banners for her (features.md §2.4, §4.4). */
  campaigns: { document: '31597204B', birthDate: '14/02/1979', pin: '135790', firstName: 'Elena' },
  /** Overdrawn, in campaign 79: after login the app takes him to the digital-fallback solutions. */
  overdrawn: { document: '50617283X', birthDate: '27/07/1988', pin: '975310', firstName: 'Pablo' },
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

/** Logs in from the login page switched to English: the overall position greets in English. */
export async function loginInEnglish(page: Page, customer: Customer): Promise<void> {
  await page.goto('/#/login');
  const toEnglish = page.getByRole('button', { name: 'Cambiar a English' });
  if (await toEnglish.isVisible()) await toEnglish.click();
  await page.getByLabel('Document number').fill(customer.document);
  await page.getByLabel('Date of birth').fill(customer.birthDate);
  await page.getByLabel('Security PIN').fill(customer.pin);
  await page.getByLabel('Security PIN').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${customer.firstName}` })).toBeVisible();
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

/** Screenshots kept as artifacts of the run (git-ignored): `e2e/artifacts/screenshots/`. */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(testInfo.project.outputDir, '..', 'screenshots', name);
}

/**
 * Calls the sandbox's API host from Node. Node does not resolve `*.localhost` names as browsers do,
 * so it connects to 127.0.0.1 and names the host in the Host header.
 */
export function callSandboxApi(
  baseURL: string,
  method: string,
  pathname: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; text: string; setCookies: string[] }> {
  const app = new URL(baseURL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: app.port,
        method,
        path: pathname,
        headers: {
          host: `api.${app.host}`,
          origin: app.origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...extraHeaders,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, setCookies: response.headers['set-cookie'] ?? [] }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The assisted-channel agent (README, "Demo logins"): an employee, the only kind of user the sandbox's staff pages admit. */
export const AGENT = { document: '99887766P', birthDate: '01/01/1980', pin: '998877' } as const;

/** Logs the agent in from Node and returns the `Cookie` header of that session, to open a staff-only page such as `/apm/`. */
export async function staffCookie(baseURL: string): Promise<string> {
  const response = await callSandboxApi(baseURL, 'POST', '/genoma_api/login', AGENT);
  if (response.status !== 200) throw new Error(`The agent's login failed: ${response.status} ${response.text}`);
  return response.setCookies.map((line) => line.split(';')[0]).join('; ');
}

/** Publishes a built feature module under a new path through the sandbox's test-only interface. */
export async function publishFeature(baseURL: string, feature: { id: string; path: string; module: string; title: string }): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/means', { componentId: `ing-feat-${feature.id}`, ...feature });
  if (response.status !== 201) throw new Error(`Publishing ${feature.id} failed: ${response.status} ${response.text}`);
}

/** A fault for the next calls to an API path (sandbox test mode, docs/sandbox-api.md). */
export interface Fault {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  kind: 'status' | 'delay' | 'malformed' | 'drop';
  status?: number;
  delayMs?: number;
  times?: number;
}

/** Arms a fault in the sandbox bank. */
export async function armFault(baseURL: string, fault: Fault): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/faults', fault);
  if (response.status !== 200) throw new Error(`Arming a fault failed: ${response.status} ${response.text}`);
}

/** Disarms every fault left in the sandbox bank. */
export async function clearFaults(baseURL: string): Promise<void> {
  const response = await callSandboxApi(baseURL, 'DELETE', '/__sandbox/faults', {});
  if (response.status !== 200) throw new Error(`Clearing the faults failed: ${response.status} ${response.text}`);
}

/** Moves the sandbox bank's clock forward (test mode), in step with the browser's fake clock. */
export async function advanceSandboxClock(baseURL: string, seconds: number): Promise<void> {
  const response = await callSandboxApi(baseURL, 'POST', '/__sandbox/clock', { advanceSeconds: seconds });
  if (response.status !== 200) throw new Error(`Moving the sandbox clock failed: ${response.status} ${response.text}`);
}

/** Real time left for requests that timers just started to get going. */
const REQUEST_START_GRACE_MS = 100;

/**
 * Counts the requests in flight in a browser context. With a fake clock, a test must let the calls
 * that a jump of time started finish before it moves time again: otherwise their own time-outs
 * fire before the real network answers (`waitForLoadState('networkidle')` does not wait again once
 * a page has been idle).
 */
export function trackRequests(context: BrowserContext): { settled(page: Page): Promise<void> } {
  let inFlight = 0;
  context.on('request', () => (inFlight += 1));
  context.on('requestfinished', () => (inFlight -= 1));
  context.on('requestfailed', () => (inFlight -= 1));
  return {
    async settled(page) {
      await page.waitForTimeout(REQUEST_START_GRACE_MS);
      await expect.poll(() => inFlight).toBe(0);
    },
  };
}

/**
 * The newest one-time password on the sandbox's demo phone, read where a customer would read it:
 * the phone's page on the API host, opened in another tab of the same browser.
 */
export async function codeOnThePhone(context: BrowserContext, baseURL: string): Promise<string> {
  const app = new URL(baseURL);
  const phone = await context.newPage();
  await phone.goto(`${app.protocol}//api.${app.host}/phone/`);
  const newest = await phone.getByRole('listitem').first().textContent();
  await phone.close();
  const code = /(\d{6})\s*$/.exec(newest ?? '')?.[1];
  if (!code) throw new Error(`No code on the demo phone: ${newest}`);
  return code;
}

/** A code the bank refuses: the one sent, with its first digit changed. */
export const wrongCodeFor = (code: string): string => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

/** What the sandbox's API answers start with (shell.md §7): strip it before parsing. */
export const ANTI_HIJACK_PREFIX = ")]}',\n";

/** Where the consent manager stand-in keeps the visitor's decision (docs/sandbox-api.md, Consent). */
export const CONSENT_CHOICES_KEY = 'bank-consent-choices';

/**
 * The suite's visitors have made their cookie choice already (analytics and personalisation
 * refused), so the consent banner covers no page but its own spec's, which sets
 * `consentDecided: false`. A choice a test stores itself is kept.
 */
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) {
      await context.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) {
            window.localStorage.setItem(
              key,
              JSON.stringify({ analytics: false, personalisation: false, decidedAt: '2026-11-01T09:00:00.000Z' }),
            );
          }
        } catch {
          // A page without storage (about:blank, a blocked browser) has no choice to keep.
        }
      }, CONSENT_CHOICES_KEY);
    }
    await use(context);
  },
});

export { expect };
