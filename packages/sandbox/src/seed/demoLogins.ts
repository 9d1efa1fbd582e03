import { DEMO_CUSTOMERS } from './demoCustomers';

/** A demo login, as typed on the login page. */
export interface DemoLogin {
  document: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  pin: string;
  description: string;
}

/** The seeded logins, for the start-up banner and the end-to-end tests. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_CUSTOMERS.map(({ document, birthDate, pin, description }) => ({
  document,
  birthDate,
  pin,
  description,
}));
