import type { HttpClient } from '@bank-shell/core';
import type { FirstCallsContext } from '@bank-shell/react';
import { getClient, getPersonalManager, getProducts } from './api';
import type { Client, PersonalManager, Products } from './api';
import { isAffluent } from './customer';
import { BASE_PATH } from './screens';

/** What the overview waits for: the client (the greeting), the products and an affluent customer's manager. */
export interface OverviewAnswers {
  client: Client;
  products: Products;
  manager: PersonalManager | null;
}

/** The overview's own calls, side by side; a manager the bank cannot say is none. */
export async function loadOverview(http: HttpClient, affluent: boolean): Promise<OverviewAnswers> {
  const [client, products, manager] = await Promise.all([
    getClient(http),
    getProducts(http),
    affluent ? getPersonalManager(http).catch(() => null) : Promise.resolve(null),
  ]);
  return { client, products, manager };
}

/**
 * How long answers asked for before the page rendered wait for it. The page renders within a few
 * seconds of its module's arrival; one that did not (the shell went elsewhere first, such as to a
 * pending operation) asks the bank again, for balances that may have changed since.
 */
export const FIRST_ANSWERS_FRESH_MS = 10_000;

let first: {
  profileId: string | null;
  affluent: boolean;
  askedAt: number;
  now: () => number;
  answers: Promise<OverviewAnswers>;
  /** The answers once in: the overview then starts with them, in its first render. */
  settled?: OverviewAnswers;
} | null = null;

/** The overview's address, with or without its trailing slash: only that screen's calls start early. */
const isOverview = (path: string) => path === BASE_PATH || path === `${BASE_PATH}/`;

/**
 * The feature's first calls (issue 42 §6): for a customer whose page opens at the overview, the
 * shell starts the overview's calls as soon as this module is in, before it renders, so that the
 * balances are on their way while the page renders. Nothing for any other screen.
 *
 * @returns when the answers are in (or have failed), for the page's first render to wait for: it
 *   then shows them at once, in place of the page painted from the HTML, rather than a loading state
 */
export function startFirstCalls({ http, session, path, now }: FirstCallsContext): Promise<void> | undefined {
  if (!isOverview(path)) return undefined;
  const affluent = isAffluent(session.affluentLevel);
  const answers = loadOverview(http, affluent);
  const asked = { profileId: session.activeProfileId, affluent, askedAt: now(), now, answers } as NonNullable<typeof first>;
  // A failure is the overview's to show when it takes the answers; untaken, it is nobody's.
  answers.then(
    (settled) => {
      asked.settled = settled;
    },
    () => undefined,
  );
  first = asked;
  return answers.then(
    () => undefined,
    () => undefined,
  );
}

/** The first calls' answers if they are in, taken as {@link takeFirstAnswers} takes them; `undefined` otherwise. */
export function takeSettledFirstAnswers(profileId: string | null, affluent: boolean): OverviewAnswers | undefined {
  if (first?.settled === undefined) return undefined;
  const settled = first.settled;
  return takeFirstAnswers(profileId, affluent) === null ? undefined : settled;
}

/**
 * The answers the first calls asked for, once: only for the same profile and affluence, and while
 * they are fresh; `null` otherwise, and the overview asks the bank itself.
 */
export function takeFirstAnswers(profileId: string | null, affluent: boolean): Promise<OverviewAnswers> | null {
  const taken = first;
  first = null;
  if (taken === null || taken.profileId !== profileId || taken.affluent !== affluent) return null;
  return taken.now() - taken.askedAt <= FIRST_ANSWERS_FRESH_MS ? taken.answers : null;
}
