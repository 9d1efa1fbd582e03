import { interpolate, schema as v, stripAntiHijackPrefix } from '@bank-shell/core';
import type { ClientKind, Locale } from '@bank-shell/core';
import { formatMoney } from '@bank-shell/core/format';
import { hidesBalances, parseClient, parseClientPreferences, productsSchema } from '@bank-shell/core/signed-in';
import { isTeen } from '../customer';
import { balanceNoteOf, isBusinessProfile, overviewTitleOf, totalOf } from '../overviewFigures';
import type { Translate } from '../texts';
import type { PaintedTexts } from './OverviewFirstPaint';

/** What the painting script must agree on with the page: the build fills it in from the modules that own each value. */
export interface OverviewPaintSettings {
  /** The element the shell renders into. */
  rootId: string;
  /** The attribute of the templates (one per language, with `lang` and `data-texts`). */
  templateAttribute: string;
  /** The global the early-calls script leaves its answers in (`startEarlyCalls`, the shell's). */
  answersGlobal: string;
  /** The calls whose answers the painted page shows. */
  paths: { client: string; products: string; preferences: string };
  /** The kind of the page's client: a teen bank's overview starts with a notice the painted page has not. */
  clientKind: ClientKind;
}

/** What the script reads and writes of the page: injected, so tests give it their own document. */
export interface OverviewPaintWindow {
  document: Document;
  Date: Pick<DateConstructor, 'now'>;
}

/** One early call as the early-calls script leaves it; the shell's API client takes its answer later. */
interface EarlyCall {
  url: string;
  language: string;
  sessionContext: string | null;
  response: Promise<Response>;
}

const earlyCallsOf = (early: unknown): { calls: EarlyCall[]; profileName: string | null; profileKind: string | null } | null => {
  const candidate = early as { calls?: unknown; profileName?: unknown; profileKind?: unknown } | null;
  if (typeof candidate !== 'object' || candidate === null || !Array.isArray(candidate.calls)) return null;
  const calls = candidate.calls as Partial<EarlyCall>[];
  const valid = calls.every(
    (call) =>
      typeof call?.url === 'string' &&
      typeof call.language === 'string' &&
      (call.sessionContext === null || typeof call.sessionContext === 'string') &&
      typeof call.response?.then === 'function',
  );
  const profileName = typeof candidate.profileName === 'string' ? candidate.profileName : null;
  const profileKind = typeof candidate.profileKind === 'string' ? candidate.profileKind : null;
  return valid ? { calls: calls as EarlyCall[], profileName, profileKind } : null;
};

/**
 * A call's answer as JSON, from a copy of it: the shell's API client reads the answer itself when
 * it takes it. The copy is made as soon as the answer starts, long before the shell is there. The
 * bank's JSON starts with the anti-hijacking prefix (SECURITY.md rule 7).
 */
const bodyOf = async (call: EarlyCall): Promise<unknown> => {
  const response = await call.response;
  if (!response.ok) throw new Error(`${call.url} answered ${response.status}`);
  return JSON.parse(stripAntiHijackPrefix(await response.clone().text())) as unknown;
};

/** The painted texts by key, with their values put in as the shell's translations do. */
const translatorOf =
  (texts: PaintedTexts): Translate =>
  (key, values) =>
    interpolate((texts as Record<string, string>)[key]!, values);

/**
 * Paints the overview's top from the HTML for a customer coming back with a session (issue 42 §6),
 * as `showFirstPaint` paints the login for a visitor: the template of the early calls' language
 * (which carries the styles of the overview's top) at once, then its greeting, total and what the
 * total counts filled in from the early calls' answers, with the overview's own functions. The
 * shell's first render replaces it with the working page, laid out alike.
 *
 * It paints only where the early-calls script started the calls (their answers are in the page's
 * global), into an empty root. It fills nothing in unless all three answers are good, the client
 * is no teen's (whose page starts with a notice) and the customer's balances are not hidden: then
 * the figures stay blank and the shell's page shows them. In any doubt, or on any error, the page
 * stays as it was.
 *
 * @returns whether the page was painted
 */
export function paintOverview(win: OverviewPaintWindow, settings: OverviewPaintSettings): boolean {
  try {
    const { document } = win;
    const early = earlyCallsOf((win as unknown as Record<string, unknown>)[settings.answersGlobal]);
    if (early === null) return false;
    const callTo = (path: string) => early.calls.find((call) => new URL(call.url).pathname === path);
    const [client, products, preferences] = [settings.paths.client, settings.paths.products, settings.paths.preferences].map(callTo);
    if (client === undefined || products === undefined || preferences === undefined) return false;
    const language = client.language as Locale;
    const template = [...document.querySelectorAll<HTMLTemplateElement>(`template[${settings.templateAttribute}]`)].find(
      (candidate) => candidate.lang === language,
    );
    const root = document.getElementById(settings.rootId);
    const painted = template?.content.firstElementChild?.cloneNode(true);
    // Into an empty root only: the shell has not rendered yet.
    if (!template || !root || root.firstChild !== null || !(painted instanceof document.defaultView!.HTMLElement)) return false;
    const t = translatorOf(JSON.parse(template.dataset['texts'] ?? '') as PaintedTexts);
    const find = (selector: string) => painted.querySelector<HTMLElement>(selector);

    // Known already: whether the customer is affluent (the calls carry the level) and the profile,
    // whose name heads a company's page.
    if (client.sessionContext === null) find('.affluent-badge')?.remove();
    else find('.balance-hero')?.classList.add('balance-hero--affluent');
    const profile = early.profileName === null ? null : { name: early.profileName, kind: early.profileKind ?? undefined };
    const known = overviewTitleOf('', profile, t);
    if (isBusinessProfile(profile)) find('.page__title')!.textContent = known.heading;
    const profileLine = find('.page__subtitle');
    if (known.subtitle === null) profileLine?.remove();
    else if (profileLine) profileLine.textContent = known.subtitle;
    // Its label says what pressing it does, which waits for the customer's preference.
    const toggle = find('.balances-toggle');
    if (toggle) toggle.style.visibility = 'hidden';

    // A line is written as a new element in place of the blank one: the browser counts an element's
    // text once, when first painted, so the figure counts as the page's largest paint when it shows.
    const write = (selector: string, text: string, inner?: string) => {
      const blank = find(selector)!;
      const written = blank.cloneNode(true) as HTMLElement;
      (inner === undefined ? written : written.querySelector(inner)!).textContent = text;
      blank.replaceWith(written);
    };
    const fill = ([clientBody, productsBody, preferencesBody]: unknown[]) => {
      const customer = parseClient(clientBody, new Date(win.Date.now()));
      if (customer === null || isTeen({ clientKind: settings.clientKind, age: customer.age })) return;
      const { accounts, deposits = [] } = v.parse(productsSchema, productsBody);
      if (hidesBalances(parseClientPreferences(preferencesBody))) return;
      const total = totalOf(accounts);
      const title = overviewTitleOf(customer.name, profile, t);
      write('.page__title', title.heading);
      if (title.subtitle !== null && find('.page__subtitle')) write('.page__subtitle', title.subtitle);
      write('.balance-hero__amount', formatMoney(total.amount, total.currency, language), '.amount__value');
      write('.balance-hero__note', balanceNoteOf(accounts.length, deposits.length > 0, t));
      if (toggle) toggle.style.visibility = '';
    };
    Promise.all([client, products, preferences].map(bodyOf))
      .then(fill)
      .catch(() => undefined);

    root.append(painted);
    // The page's language is the painted page's, as the shell will set it.
    document.documentElement.lang = language;
    return true;
  } catch {
    return false;
  }
}
