import { z } from 'zod';
import { isCalendarDate } from './birthDate';
import { COUNTRY_CODES } from './countries';
import { DOCUMENT_PATTERNS, DOCUMENT_TYPES } from './document';
import { SIGN_UP_FLOWS, SIGN_UP_PRODUCTS, type SignUpStep } from './steps';
import { PIN_DIGITS } from './weakPin';

/** Names and surnames: 1 to 40 characters once trimmed (sandbox-api.md, Sign-up). */
const NAME_MAX_CHARS = 40;
/** Letters of any script with their accents (also as combining marks), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
const A_LETTER = /\p{L}/u;
/** Free text (a street, a city, an employer) may hold anything but control characters: no line breaks, no tabs. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
/** What `personal_managers.email` takes too. */
const EMAIL_MAX_CHARS = 120;
/** A Spanish mobile number: +34 if at all, then nine digits starting with 6 or 7. */
const SPANISH_MOBILE_PATTERN = /^(?:\+34)?([67]\d{8})$/;
const MOBILE_PREFIX = '+34';
/** Five digits whose first two name a province: 01 (Álava) to 52 (Melilla). */
const POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
const BIRTH_PLACE_MAX_CHARS = 60;
const STREET_NAME_MAX_CHARS = 80;
const STREET_NUMBER_MAX_CHARS = 10;
const FLOOR_MAX_CHARS = 20;
const CITY_MAX_CHARS = 60;
const PROVINCE_MAX_CHARS = 40;
const OCCUPATION_MAX_CHARS = 60;
const EMPLOYER_MAX_CHARS = 80;
const MAX_TAX_RESIDENCES = 5;
/** Three names of 40 characters and the two spaces between them. */
const SIGNED_NAME_MAX_CHARS = 3 * NAME_MAX_CHARS + 2;
const PIN_PATTERN = new RegExp(`^\\d{${PIN_DIGITS}}$`);

/** Names the fields a strict object does not know, or says the body must be an object. */
const strictObjectError = (issue: { code?: string; keys?: string[] }): string =>
  issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'El cuerpo debe ser un objeto JSON.';

/** Refinements across fields run only on an object whose fields passed: they read those fields. */
const whenFieldsPassed = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

function text(field: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `Falta ${field}.` : `${field} debe ser un texto.`) });
}

/** Trimmed text of `min` to `max` characters, without control characters. */
function plainText(field: string, min: number, max: number) {
  return text(field)
    .trim()
    .min(min, { error: `${field} no puede estar vacío.` })
    .max(max, { error: `${field} admite como mucho ${max} caracteres.` })
    .regex(NO_CONTROL_CHARACTERS, { error: `${field} no admite caracteres de control (saltos de línea, tabuladores).` });
}

function personName(field: string) {
  return text(field)
    .trim()
    .min(1, { error: `${field} no puede estar vacío.` })
    .max(NAME_MAX_CHARS, { error: `${field} admite como mucho ${NAME_MAX_CHARS} caracteres.` })
    .regex(NAME_PATTERN, { error: `${field} solo admite letras, espacios, guiones y apóstrofos.` })
    .regex(A_LETTER, { error: `${field} debe tener al menos una letra.` });
}

function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} debe ser uno de: ${values.join(', ')}.` });
}

function country(field: string) {
  return text(field)
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.has(code), { error: `${field} debe ser un código de país ISO 3166 de dos letras (ES, FR, PT…).` });
}

/** A document of either type, upper-cased; its shape is checked against the type beside it. */
const documentFields = {
  documentType: oneOf('documentType', DOCUMENT_TYPES),
  documentNumber: text('documentNumber').trim().toUpperCase(),
};

/** Whether a document has the shape of its type (its letter is a rule of its own: `422 invalid_document`). */
const fitsItsType = (document: { documentType: keyof typeof DOCUMENT_PATTERNS; documentNumber: string }): boolean =>
  DOCUMENT_PATTERNS[document.documentType].test(document.documentNumber);

const documentShapeIssue = {
  error: 'documentNumber no tiene forma de documento: un DNI son 8 cifras y una letra; un NIE, X, Y o Z, 7 cifras y una letra.',
  path: ['documentNumber'],
  ...whenFieldsPassed,
};

const pinStep = z.strictObject(
  { pin: text('pin').regex(PIN_PATTERN, { error: `El PIN debe tener ${PIN_DIGITS} cifras.` }) },
  { error: strictObjectError },
);

/** The body of each step, strict: an unknown field is refused (`400 invalid_request`). */
export const STEP_SCHEMAS = {
  'what-is-your-name': z.strictObject(
    { name: personName('name'), firstSurname: personName('firstSurname'), secondSurname: personName('secondSurname').optional() },
    { error: strictObjectError },
  ),
  'access-and-contact-data': z
    .strictObject(
      {
        ...documentFields,
        email: text('email')
          .trim()
          .max(EMAIL_MAX_CHARS, { error: `email admite como mucho ${EMAIL_MAX_CHARS} caracteres.` })
          .regex(z.regexes.email, { error: 'email no es una dirección de correo válida.' }),
        mobilePhone: text('mobilePhone')
          .trim()
          .regex(SPANISH_MOBILE_PATTERN, {
            error: 'mobilePhone debe ser un móvil español: +34 si acaso, y 9 cifras que empiecen por 6 o 7.',
          })
          .transform((phone) => `${MOBILE_PREFIX}${phone.slice(-9)}`),
      },
      { error: strictObjectError },
    )
    .refine(fitsItsType, documentShapeIssue),
  'personal-data-1': z.strictObject(
    {
      birthDate: text('birthDate').refine(isCalendarDate, { error: 'birthDate debe ser una fecha real con el formato DD/MM/AAAA.' }),
      nationality: country('nationality'),
      gender: oneOf('gender', ['F', 'M', 'X']),
    },
    { error: strictObjectError },
  ),
  'personal-data-2': z.strictObject(
    {
      birthCountry: country('birthCountry'),
      birthPlace: plainText('birthPlace', 1, BIRTH_PLACE_MAX_CHARS),
      maritalStatus: oneOf('maritalStatus', ['single', 'married', 'partner', 'divorced', 'widowed']),
    },
    { error: strictObjectError },
  ),
  'address-1': z.strictObject(
    {
      streetType: oneOf('streetType', ['calle', 'avenida', 'plaza', 'paseo', 'camino', 'otro']),
      streetName: plainText('streetName', 1, STREET_NAME_MAX_CHARS),
      number: plainText('number', 1, STREET_NUMBER_MAX_CHARS),
      floor: plainText('floor', 0, FLOOR_MAX_CHARS).optional(),
      postalCode: text('postalCode')
        .trim()
        .regex(POSTAL_CODE_PATTERN, { error: 'postalCode debe tener 5 cifras y empezar por un código de provincia, de 01 a 52.' }),
      city: plainText('city', 1, CITY_MAX_CHARS),
    },
    { error: strictObjectError },
  ),
  'address-2': z.strictObject(
    { province: plainText('province', 1, PROVINCE_MAX_CHARS), residenceCountry: country('residenceCountry') },
    { error: strictObjectError },
  ),
  'employment-data': z
    .strictObject(
      {
        kind: oneOf('kind', ['employee', 'self-employed', 'unemployed', 'student', 'retired']),
        occupation: plainText('occupation', 0, OCCUPATION_MAX_CHARS).optional(),
        employer: plainText('employer', 0, EMPLOYER_MAX_CHARS).optional(),
        monthlyIncome: oneOf('monthlyIncome', ['lt-1000', '1000-2000', '2000-4000', 'gt-4000']),
      },
      { error: strictObjectError },
    )
    .refine((data) => data.kind !== 'employee' || (data.employer ?? '') !== '', {
      error: 'Falta employer: quien trabaja por cuenta ajena indica su empresa.',
      path: ['employer'],
      ...whenFieldsPassed,
    })
    .refine((data) => !['employee', 'self-employed'].includes(data.kind) || (data.occupation ?? '') !== '', {
      error: 'Falta occupation: quien trabaja indica su profesión.',
      path: ['occupation'],
      ...whenFieldsPassed,
    }),
  'tax-data': z.strictObject(
    {
      taxResidences: z
        .array(country('taxResidences'), { error: 'taxResidences debe ser una lista de códigos de país.' })
        .min(1, { error: 'taxResidences debe tener al menos un país.' })
        .max(MAX_TAX_RESIDENCES, { error: `taxResidences admite como mucho ${MAX_TAX_RESIDENCES} países.` })
        .refine((codes) => new Set(codes).size === codes.length, { error: 'taxResidences repite un país.' }),
    },
    { error: strictObjectError },
  ),
  'funds-origin-and-purpose': z.strictObject(
    {
      origin: oneOf('origin', ['salary', 'pension', 'business', 'savings', 'inheritance', 'other']),
      purpose: oneOf('purpose', ['everyday', 'savings', 'investment', 'business']),
    },
    { error: strictObjectError },
  ),
  representative: z
    .strictObject(
      { ...documentFields, relationship: oneOf('relationship', ['mother', 'father', 'guardian']) },
      { error: strictObjectError },
    )
    .refine(fitsItsType, documentShapeIssue),
  'create-security-pin': pinStep,
  'pin-confirmation': pinStep,
  consents: z.strictObject(
    {
      terms: z.literal(true, { error: 'terms debe ser true: sin aceptar las condiciones no hay alta.' }),
      dataProtection: z.literal(true, {
        error: 'dataProtection debe ser true: sin aceptar la política de protección de datos no hay alta.',
      }),
      marketing: z.boolean({ error: 'marketing debe ser true o false.' }),
    },
    { error: strictObjectError },
  ),
  'legal-documents-sign': z.strictObject(
    {
      accepted: z.literal(true, { error: 'accepted debe ser true: los documentos se firman aceptándolos.' }),
      signedName: plainText('signedName', 1, SIGNED_NAME_MAX_CHARS),
    },
    { error: strictObjectError },
  ),
  'identification-method': z.strictObject({ method: oneOf('method', ['video-selfie', 'transfer']) }, { error: strictObjectError }),
} as const satisfies Record<SignUpStep, z.ZodType>;

/** What each step takes, once its schema passed. */
export type StepInputs = { [S in SignUpStep]: z.output<(typeof STEP_SCHEMAS)[S]> };

/** One step's input, the step naming which. */
export type StepInput = { [S in SignUpStep]: { step: S; data: StepInputs[S] } }[SignUpStep];

/** The steps whose body is a PIN. */
const PIN_STEPS: ReadonlySet<SignUpStep> = new Set(['create-security-pin', 'pin-confirmation']);

/**
 * Whether the body of a PIN step has no PIN at all (`{}`, `{ pin: "" }`, `{ pin: null }`): the
 * form was sent before one was typed, which the flow tells apart from a wrong one (`422
 * pin_not_entered`, features.md §8).
 */
export function isPinNotEntered(step: SignUpStep, body: unknown): boolean {
  if (!PIN_STEPS.has(step) || typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  return Object.keys(fields).every((key) => key === 'pin') && (fields.pin === undefined || fields.pin === null || fields.pin === '');
}

/** The body of `POST /genoma_api/rest/sign-ups/applications`. */
export const newApplicationSchema = z.strictObject(
  { product: oneOf('product', SIGN_UP_PRODUCTS), flow: oneOf('flow', SIGN_UP_FLOWS) },
  { error: strictObjectError },
);
