import { schema as v } from '@bank-shell/core';
import type { HttpClient } from '../http';

/** features.md §7: the client's data. */
export const CLIENT_PATH = '/genoma_api/rest/client';

/** A calendar day as the bank writes a birth date, `DD/MM/YYYY`, split by '/'. */
export interface BirthDate {
  day: string;
  month: string;
  year: string;
}

/** The client (features.md §3), its names tidied, with what is derived from it. */
export interface Client {
  personId: string;
  name: string;
  firstSurname: string;
  secondSurname: string;
  genderDesc: string;
  nationality: string;
  nativeCountry: string;
  selfResFiscal: string;
  birthDate: BirthDate | null;
  /** Whole years since the birth date, on the given day; null without one. */
  age: number | null;
  /** The full name as one URL-safe word: `lucia-martinez-garcia`. */
  nameUri: string;
}

/** What a failed client call gives (features.md §7, §8): tolerated, nothing known. */
export const EMPTY_CLIENT: Client = {
  personId: '',
  name: '',
  firstSurname: '',
  secondSurname: '',
  genderDesc: '',
  nationality: '',
  nativeCountry: '',
  selfResFiscal: '',
  birthDate: null,
  age: null,
  nameUri: '',
};

/**
 * A name-like field as the customer should read it (features.md §3): trimmed, runs of spaces
 * collapsed, each word capitalised (`  LUCÍA   martínez ` → `Lucía Martínez`). Whitespace only
 * becomes empty.
 */
export function tidyName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toLocaleUpperCase('es-ES') + word.slice(1).toLocaleLowerCase('es-ES'))
    .join(' ');
}

/** `15/03/1985` → `{ day: '15', month: '03', year: '1985' }`; null for anything else. */
export function splitBirthDate(value: string): BirthDate | null {
  const [day, month, year, ...rest] = value.split('/');
  if (day === undefined || month === undefined || year === undefined || rest.length > 0) return null;
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return { day, month, year };
}

/** Whole years from a birth date to `today` (its calendar day, in UTC). */
export function ageOn(birthDate: BirthDate, today: Date): number {
  const [year, month, day] = [Number(birthDate.year), Number(birthDate.month), Number(birthDate.day)];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** `Lucía Martínez García` → `lucia-martinez-garcia`: accents dropped, words joined by hyphens. */
export function nameUriOf(...names: readonly string[]): string {
  return names
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const rawClientSchema = v.object({
  personId: v.string(),
  name: v.optional(v.string()),
  firstSurname: v.optional(v.string()),
  secondSurname: v.optional(v.string()),
  genderDesc: v.optional(v.string()),
  nationality: v.optional(v.string()),
  nativeCountry: v.optional(v.string()),
  selfResFiscal: v.optional(v.string()),
  birthDate: v.optional(v.string()),
});

/** The bank's client, tidied (features.md §3); null when it is not a client at all. */
export function parseClient(input: unknown, today: Date): Client | null {
  const parsed = v.safeParse(rawClientSchema, input);
  if (!parsed.success) return null;
  const raw = parsed.output;
  const [name, firstSurname, secondSurname] = [raw.name, raw.firstSurname, raw.secondSurname].map((value) => tidyName(value ?? ''));
  const birthDate = splitBirthDate(raw.birthDate ?? '');
  return {
    personId: raw.personId,
    name: name ?? '',
    firstSurname: firstSurname ?? '',
    secondSurname: secondSurname ?? '',
    genderDesc: tidyName(raw.genderDesc ?? ''),
    nationality: tidyName(raw.nationality ?? ''),
    nativeCountry: tidyName(raw.nativeCountry ?? ''),
    selfResFiscal: tidyName(raw.selfResFiscal ?? ''),
    birthDate,
    age: birthDate ? ageOn(birthDate, today) : null,
    nameUri: nameUriOf(name ?? '', firstSurname ?? '', secondSurname ?? ''),
  };
}

/** The bank's signed statement of who the signed-in customer is, for the vendors (issue 38 §6). */
export const VENDOR_IDENTITY_PATH = '/genoma_api/rest/client/vendor-identity';

const vendorIdentitySchema = v.object({ userId: v.pipe(v.string(), v.minLength(1)), token: v.pipe(v.string(), v.minLength(1)) });

/** Who the customer is, as the bank signs it for the outside companies the page sends their data to. */
export interface VendorIdentity {
  /** The customer's personId. */
  readonly userId: string;
  /** The bank's signature of it, which the vendors check. */
  readonly token: string;
}

/**
 * The bank's signed statement of who the signed-in customer is (issue 38 §6): the consent
 * manager's receipts and the tag manager's private page views carry it, and the vendors take a
 * customer's data only with it. Null when the call fails or answers something else (reported to
 * `onFailure`): then no customer's data is sent.
 */
export async function requestVendorIdentity(
  http: HttpClient,
  onFailure: (error: unknown) => void = () => undefined,
): Promise<VendorIdentity | null> {
  try {
    return v.parse(vendorIdentitySchema, await http.get(VENDOR_IDENTITY_PATH, { cache: { useCache: false } }));
  } catch (error) {
    onFailure(error);
    return null;
  }
}

/**
 * The signed-in customer's client (features.md §7): a failed call, or an answer that is no client,
 * gives the empty client, and is reported to `onFailure` only.
 */
export async function requestClient(http: HttpClient, today: Date, onFailure: (error: unknown) => void = () => undefined): Promise<Client> {
  try {
    const client = parseClient(await http.get(CLIENT_PATH), today);
    if (client === null) throw new Error('The client answer is not a client');
    return client;
  } catch (error) {
    onFailure(error);
    return EMPTY_CLIENT;
  }
}
