import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { SignUpStep } from '../src/signUps';
import { documentControlLetter } from '../src/signUps/document';
import { apiRequest, CookieJar, readJson } from './apiClient';
import { TEST_APP_ORIGIN } from './testSandbox';

/** The sign-up calls (sandbox-api.md, Sign-up). */
export const SIGN_UP_APPLICATIONS = '/genoma_api/rest/sign-ups/applications';
export const CURRENT_APPLICATION = `${SIGN_UP_APPLICATIONS}/current`;
export const ACTIVATION = `${CURRENT_APPLICATION}/activation`;
export const stepPath = (step: string): string => `${CURRENT_APPLICATION}/steps/${step}`;

/** Where a prospect's browser gets its anonymous token (sandbox-api.md, Sign-up). */
export const ANONYMOUS_TOKEN = '/genoma_api/rest/sign-ups/anonymous-token';

/** Asks for an anonymous token from `clientAddress` (a fresh address unless given). */
export function requestAnonymousToken(app: Hono, clientAddress = freshClientAddress()): Promise<Response> {
  return apiRequest(app, ANONYMOUS_TOKEN, { method: 'POST', headers: { Origin: TEST_APP_ORIGIN }, clientAddress });
}

/** A prospect's browser: a jar with a fresh anonymous token, as the sign-up page gets one. */
export async function signUpJar(app: Hono): Promise<CookieJar> {
  const response = await requestAnonymousToken(app);
  expect(response.status).toBe(201);
  const jar = new CookieJar();
  jar.anonymousToken = (await readJson<{ accessToken: string }>(response)).accessToken;
  return jar;
}

/** What `GET` and each step saved answer. */
export interface ApplicationBody {
  applicationId: string;
  product: string;
  flow: string;
  status: 'in-progress' | 'active';
  stepsDone: string[];
  nextStep: string | null;
  data: Record<string, Record<string, unknown>>;
}

let addressesHandedOut = 0;

/**
 * A client address no other caller in this process uses: a new application counts against its
 * address's limit (10 an hour), so each test opens its own from an address of its own.
 */
export function freshClientAddress(): string {
  addressesHandedOut += 1;
  const n = addressesHandedOut;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let documentsHandedOut = 0;

/** A DNI no demo customer holds and no other caller in this process got, with its right letter. */
export function freshDni(): string {
  documentsHandedOut += 1;
  const number = String(61_000_000 + documentsHandedOut);
  return `${number}${documentControlLetter('DNI', `${number}A`) ?? ''}`;
}

/**
 * A call of the sign-up app: its origin, JSON, the jar's anonymous token (one is got for a jar
 * without), no XSRF header (a prospect has no session). Each
 * from an address of its own unless one is given: the saves of steps are limited per address
 * (issue 38 §5), and only the test of that limit shares one.
 */
export async function signUpCall(
  app: Hono,
  jar: CookieJar,
  method: string,
  path: string,
  body?: unknown,
  clientAddress = freshClientAddress(),
): Promise<Response> {
  jar.anonymousToken ??= (await signUpJar(app)).anonymousToken;
  return apiRequest(app, path, {
    method,
    headers: { Origin: TEST_APP_ORIGIN, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    jar,
    clientAddress,
  });
}

/** Opens an application from an address of its own; the jar keeps its cookie. */
export async function startSignUp(
  app: Hono,
  choice: { product: string; flow: string } = { product: 'current', flow: 'adult' },
): Promise<{ jar: CookieJar; applicationId: string }> {
  const jar = await signUpJar(app);
  const response = await apiRequest(app, SIGN_UP_APPLICATIONS, {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(choice),
    jar,
    clientAddress: freshClientAddress(),
  });
  expect(response.status).toBe(201);
  return { jar, applicationId: (await readJson<{ applicationId: string }>(response)).applicationId };
}

/** Saves one step, from `clientAddress` when given. */
export function putStep(app: Hono, jar: CookieJar, step: string, body: unknown, clientAddress?: string): Promise<Response> {
  return signUpCall(app, jar, 'PUT', stepPath(step), body, clientAddress);
}

export const LEGAL_DOCUMENTS = '/genoma_api/rest/sign-ups/legal-documents';
export const AUDIT = `${CURRENT_APPLICATION}/audit`;

/**
 * Shows the application the contract's documents as the documents page does (features.md §8):
 * the list in its current versions, then the audit of what was shown. The signature needs it.
 */
export async function showLegalDocuments(app: Hono, jar: CookieJar): Promise<void> {
  const list = await signUpCall(app, jar, 'GET', LEGAL_DOCUMENTS);
  expect(list.status).toBe(200);
  const { documents } = await readJson<{ documents: { documentId: string; version: number }[] }>(list);
  const shown = documents.map(({ documentId, version }) => ({ documentId, version }));
  const audit = await signUpCall(app, jar, 'POST', AUDIT, { action: 'legal-documents-shown', documents: shown });
  expect(audit.status).toBe(204);
}

/** Who signs up: what the steps' bodies are made of. */
export interface Prospect {
  name: string;
  firstSurname: string;
  secondSurname?: string | undefined;
  documentType: 'DNI' | 'NIE';
  documentNumber: string;
  birthDate: string;
  nationality: string;
  pin: string;
}

/** An adult Spaniard with a DNI of their own and a PIN none of the weak-PIN rules refuse. */
export function adultProspect(overrides: Partial<Prospect> = {}): Prospect {
  return {
    name: 'Lucía',
    firstSurname: 'Peña',
    secondSurname: 'Ortiz',
    documentType: 'DNI',
    documentNumber: freshDni(),
    birthDate: '15/03/1990',
    nationality: 'ES',
    pin: '135792',
    ...overrides,
  };
}

const employee = { kind: 'employee', occupation: 'Enfermera', employer: 'Hospital Miguel Servet', monthlyIncome: '2000-4000' };

/** Valid bodies of every step of a flow, in the flow's order, for the prospect. */
export function stepBodies(prospect: Prospect, flow: 'adult' | 'teen' = 'adult'): [SignUpStep, unknown][] {
  const { name, firstSurname, secondSurname, documentType, documentNumber, birthDate, nationality, pin } = prospect;
  const fullName = [name, firstSurname, secondSurname].filter((part) => part !== undefined).join(' ');
  return [
    ['what-is-your-name', { name, firstSurname, ...(secondSurname === undefined ? {} : { secondSurname }) }],
    ['access-and-contact-data', { documentType, documentNumber, email: 'prospect@example.com', mobilePhone: '+34612345678' }],
    ['personal-data-1', { birthDate, nationality, gender: 'F' }],
    ['personal-data-2', { birthCountry: nationality, birthPlace: 'Zaragoza', maritalStatus: 'single' }],
    ['address-1', { streetType: 'calle', streetName: 'Alfonso I', number: '12', floor: '3º B', postalCode: '50003', city: 'Zaragoza' }],
    ['address-2', { province: 'Zaragoza', residenceCountry: 'ES' }],
    ['employment-data', flow === 'teen' ? { kind: 'student', monthlyIncome: 'lt-1000' } : employee],
    ['tax-data', { taxResidences: ['ES'] }],
    ['funds-origin-and-purpose', { origin: flow === 'teen' ? 'savings' : 'salary', purpose: 'everyday' }],
    ...(flow === 'teen'
      ? ([['representative', { documentType: 'DNI', documentNumber: '87654321X', relationship: 'father' }]] as [SignUpStep, unknown][])
      : []),
    ['create-security-pin', { pin }],
    ['pin-confirmation', { pin }],
    ['consents', { terms: true, dataProtection: true, marketing: false }],
    ['legal-documents-sign', { accepted: true, signedName: fullName }],
    ['identification-method', { method: 'video-selfie' }],
  ];
}

/** Saves the steps given, in order, each answering 200. */
export async function saveSteps(app: Hono, jar: CookieJar, steps: [SignUpStep, unknown][]): Promise<void> {
  for (const [step, body] of steps) {
    if (step === 'legal-documents-sign') await showLegalDocuments(app, jar);
    const response = await putStep(app, jar, step, body);
    expect(response.status, `${step}: ${await response.clone().text()}`).toBe(200);
  }
}
