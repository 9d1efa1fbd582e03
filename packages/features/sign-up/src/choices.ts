/** The answers the API takes for each closed question (sandbox `signUps/stepSchemas.ts`); each has a text `<question>_<answer>`. */
export const GENDERS = ['F', 'M', 'X'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'partner', 'divorced', 'widowed'] as const;
export const STREET_TYPES = ['calle', 'avenida', 'plaza', 'paseo', 'camino', 'otro'] as const;
export const EMPLOYMENT_KINDS = ['employee', 'self-employed', 'unemployed', 'student', 'retired'] as const;
export const MONTHLY_INCOMES = ['lt-1000', '1000-2000', '2000-4000', 'gt-4000'] as const;
export const FUNDS_ORIGINS = ['salary', 'pension', 'business', 'savings', 'inheritance', 'other'] as const;
export const FUNDS_PURPOSES = ['everyday', 'savings', 'investment', 'business'] as const;
export const RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export const IDENTIFICATION_METHODS = ['video-selfie', 'transfer'] as const;

/** Who must say where they work: an employee names the employer; employees and the self-employed, their occupation. */
export const needsEmployer = (kind: string) => kind === 'employee';
export const needsOccupation = (kind: string) => kind === 'employee' || kind === 'self-employed';

/** The text limits of the API's free-text fields. */
export const BIRTH_PLACE_MAX_CHARS = 60;
export const STREET_NAME_MAX_CHARS = 80;
export const STREET_NUMBER_MAX_CHARS = 10;
export const FLOOR_MAX_CHARS = 20;
export const CITY_MAX_CHARS = 60;
export const OCCUPATION_MAX_CHARS = 60;
export const EMPLOYER_MAX_CHARS = 80;
/** Three names of 40 characters and the two spaces between them. */
export const SIGNED_NAME_MAX_CHARS = 122;
