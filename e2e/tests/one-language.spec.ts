import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CUSTOMERS, signIn, settled, walkScreens } from './walk';

/**
 * Issue 42 §2: one language per page. Every screen a demo customer reaches (two links from their
 * landing page, as no-dead-ends walks them) reads in one language, numbers and words alike: no
 * Spanish amount, rate or word on an English page, no English one on a Spanish page. Texts marked
 * with the other language's `lang` (the switcher's "English", a merchant's own words) and proper
 * names are not the page's language and are left out.
 */

type Language = 'es-ES' | 'en-GB';

/** Amounts and rates written the other language's way ("1.234,56 €", "150 €", "6,50 %" on an English page). */
const FOREIGN_FIGURES: Record<Language, readonly RegExp[]> = {
  // A space or a no-break space, never a table's tab: a cell's "€" is not the next cell's figure.
  'en-GB': [/\d{1,3}(?:\.\d{3})*(?:,\d{2})?[ \u00a0]?€/, /\d+,\d+[ \u00a0]?%/, /\d[ \u00a0]%/],
  'es-ES': [/€\d/, /\d{1,3}(?:,\d{3})+\.\d{2}(?!\d)/, /\d+\.\d{2}%/],
};

/** Words of the other language that no screen of this one may hold, compared whole and caseless. */
const FOREIGN_WORDS: Record<Language, readonly string[]> = {
  'en-GB': [
    'cuenta',
    'tarjeta',
    'débito',
    'crédito',
    'nómina',
    'hasta',
    'volver',
    'saldo',
    'saldos',
    'movimientos',
    'meses',
    'código',
    'hemos',
    'enviado',
    'tus',
    'para',
    'desde',
    'por',
    'con',
    'del',
    'los',
    'las',
    'una',
    'al',
    'mes',
    'disponible',
    'límite',
    'operación',
    'cerrar',
    'sesión',
    'ver',
    'inicio',
  ],
  'es-ES': [
    'the',
    'and',
    'your',
    'you',
    'for',
    'with',
    'account',
    'card',
    'back',
    'from',
    'balance',
    'payment',
    'loading',
    'sent',
    'code',
    'text',
    'message',
    'of',
    'up',
    'see',
    'available',
    'limit',
    'log',
    'out',
  ],
};

/**
 * Names that are the same in both languages: the bank's brands, the demo people and companies, the
 * places. Taken out of the text before its words are read.
 */
const PROPER_NAMES: readonly string[] = ['Banco Alba', 'Bizum', 'NÓMINA', 'Naranja', 'Martínez Diseño SL', 'Paseo de la Castellana'];

/** What the page shows, without what is marked as written in another language. */
async function visibleText(page: Page, language: Language): Promise<string> {
  return page.evaluate((own) => {
    const primary = own.slice(0, 2);
    const foreign = Array.from(document.body.querySelectorAll<HTMLElement>('[lang]')).filter(
      (element) => !element.lang.toLowerCase().startsWith(primary) && element.style.display !== 'none',
    );
    const hidden = foreign.map((element) => [element, element.style.display] as const);
    for (const [element] of hidden) element.style.display = 'none';
    const text = document.body.innerText;
    for (const [element, display] of hidden) element.style.display = display;
    return text;
  }, language);
}

/** What on the page is written in the other language: a figure, or a word with its line. */
function foreignOn(text: string, language: Language): string[] {
  let remaining = text;
  for (const name of PROPER_NAMES) remaining = remaining.split(name).join(' ');
  const found: string[] = [];
  for (const line of remaining.split('\n')) {
    for (const pattern of FOREIGN_FIGURES[language]) {
      const match = pattern.exec(line);
      if (match) found.push(`"${match[0]}" in "${line.trim()}"`);
    }
    const words = line.toLowerCase().split(/[^\p{L}]+/u);
    for (const word of FOREIGN_WORDS[language]) if (words.includes(word)) found.push(`"${word}" in "${line.trim()}"`);
  }
  return found;
}

/** The page's own switch to the other language, in its header. */
async function switchLanguage(page: Page, to: Language): Promise<void> {
  await page.getByRole('button', { name: to === 'en-GB' ? 'Cambiar a English' : 'Switch to Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/**
 * Screens with figures that no link leads to yet, walked as well: the offers area (issue 42 §4
 * gives it a navigation entry; until then a campaign or an address opens it).
 */
const UNLINKED_SCREENS = ['#/ofertas'];

/** Fewer screens than this means the walk found no links, which would prove nothing. */
const MIN_SCREENS_WALKED = 4;

for (const [who, customer] of Object.entries(DEMO_CUSTOMERS)) {
  test(`${who} (${customer.firstName}): every screen reads in Spanish only, then in English only`, async ({ page }) => {
    test.slow();
    const mixed: string[] = [];
    const check = (language: Language) => async (href: string) => {
      for (const found of foreignOn(await visibleText(page, language), language)) mixed.push(`${language} ${href}: ${found}`);
    };
    const landing = await signIn(page, customer);
    await check('es-ES')(landing);
    const screens = await walkScreens(page, landing, check('es-ES'));
    for (const href of UNLINKED_SCREENS.filter((unlinked) => !screens.includes(unlinked))) {
      screens.push(href);
      await page.goto(`/${href}`);
      await settled(page);
      await check('es-ES')(href);
    }
    // The switch is in the header, which a full page (Pablo's landing) has not: any screen that has it.
    const switchToEnglish = page.getByRole('button', { name: 'Cambiar a English' });
    for (const href of screens) {
      if ((await switchToEnglish.count()) > 0) break;
      await page.goto(`/${href}`);
      await settled(page);
    }
    await switchLanguage(page, 'en-GB');
    for (const href of screens) {
      await page.goto(`/${href}`);
      await settled(page);
      await check('en-GB')(href);
    }
    test.info().annotations.push({ type: 'walked', description: screens.join(' ') });
    expect(mixed).toEqual([]);
    expect(screens.length).toBeGreaterThan(MIN_SCREENS_WALKED);
  });
}
