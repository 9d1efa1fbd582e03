import { describe, expect, it } from 'vitest';
import { PAGE_NAME_RULES, monitoringPageName } from './pageName';

/** Labels for cases that check the absence of a rule, or several rules together. */
const KEEPS = 'keeps a plain page as it is';
const COMBINED = 'combines rules';
const EMPTY = 'gives an empty name for an empty hash';
const WHOLE_SEGMENTS = 'matches whole segments only';

interface Case {
  rule: string;
  hash: string;
  expected: string;
}

const rule = (name: string): string => {
  const found = PAGE_NAME_RULES.find((r) => r.name === name);
  if (found === undefined) throw new Error(`No page-name rule named "${name}"`);
  return found.name;
};

const cases: Case[] = [
  // Plain pages: only the leading `#` goes.
  { rule: KEEPS, hash: '#/posicion-global', expected: 'posicion-global' },
  { rule: KEEPS, hash: '#/ing-feature-page/bizum_ing-feat-bizum', expected: 'ing-feature-page/bizum_ing-feat-bizum' },
  { rule: rule('drops the leading hash'), hash: '#/login', expected: 'login' },
  { rule: rule('drops the leading hash'), hash: '/producto/legacy', expected: 'producto/legacy' },

  // Query string.
  { rule: rule('trims at the query string'), hash: '#/transfers?navigation-data=%7B%22a%22%3A1%7D', expected: 'transfers' },
  { rule: rule('trims at the query string'), hash: '#/transfers?navigation-data={"to":"a/b"}', expected: 'transfers' },
  { rule: rule('trims at the query string'), hash: '#/movemoney/?from=home', expected: 'movemoney' },

  // The version-id marker: a `version-id` segment, the version after it.
  { rule: rule('trims at the version-id marker'), hash: '#/producto/ES123/version-id/7', expected: 'producto/ES123' },
  { rule: rule('trims at the version-id marker'), hash: '#/producto/ES123/version-id/7/detalle', expected: 'producto/ES123' },
  { rule: rule('trims at the version-id marker'), hash: '#//producto//version-id/', expected: 'producto' },

  // Slashes.
  { rule: rule('drops leading, trailing and doubled slashes'), hash: '#/receipts/', expected: 'receipts' },
  { rule: rule('drops leading, trailing and doubled slashes'), hash: '#//cards//block-cards', expected: 'cards/block-cards' },

  // login/validation.
  { rule: rule('trims after login/validation'), hash: '#/login/validation/otp', expected: 'login/validation' },
  { rule: rule('trims after login/validation'), hash: '#/login/validation/otp/retry', expected: 'login/validation' },
  { rule: rule('trims after login/validation'), hash: '#/login/validation', expected: 'login/validation' },

  // Ids and dates.
  { rule: rule('cuts after the inbox id'), hash: '#/inbox/12345', expected: 'inbox/12345' },
  { rule: rule('cuts after the inbox id'), hash: '#/inbox/12345/detail', expected: 'inbox/12345' },
  { rule: rule('cuts after the inbox id'), hash: '#/inbox', expected: 'inbox' },
  { rule: rule('cuts after the my-issues id'), hash: '#/my-issues/987654', expected: 'my-issues/987654' },
  { rule: rule('cuts after the my-issues id'), hash: '#/my-issues/987654/chat', expected: 'my-issues/987654' },
  { rule: rule('cuts after the budgets create id'), hash: '#/budgets/create/3', expected: 'budgets/create/3' },
  { rule: rule('cuts after the budgets create id'), hash: '#/budgets/create/3/confirm', expected: 'budgets/create/3' },
  { rule: rule('cuts after the dashboard date'), hash: '#/dashboard/2026-11-22', expected: 'dashboard/2026-11-22' },
  { rule: rule('cuts after the dashboard date'), hash: '#/dashboard/2026-11-22/gastos', expected: 'dashboard/2026-11-22' },

  // Micro-frontend versions in feature pages.
  {
    rule: rule('removes the micro-frontend version in feature-page paths'),
    hash: '#/ing-feature-page/bizum_ing-feat-bizum/1.4.2/enviar',
    expected: 'ing-feature-page/bizum_ing-feat-bizum/enviar',
  },
  {
    rule: rule('removes the micro-frontend version in feature-page paths'),
    hash: '#/ing-feature-page/round-up-activate-genoma/v2',
    expected: 'ing-feature-page/round-up-activate-genoma',
  },
  {
    rule: rule('removes the micro-frontend version in feature-page paths'),
    hash: '#/ing-feature-page/feat-granting-flow/2.0.0-beta.1/step/1',
    expected: 'ing-feature-page/feat-granting-flow/step/1',
  },
  {
    rule: rule('removes the micro-frontend version in feature-page paths'),
    hash: '#/ing-feature-page/ing-feat-deposit-contract/1.0.0+build.5/resumen',
    expected: 'ing-feature-page/ing-feat-deposit-contract/resumen',
  },

  // Whole segments and positions only.
  { rule: WHOLE_SEGMENTS, hash: '#/notifications-inbox/12345', expected: 'notifications-inbox/12345' },
  { rule: WHOLE_SEGMENTS, hash: '#/budgets/12/create', expected: 'budgets/12/create' },
  { rule: WHOLE_SEGMENTS, hash: '#/login/otp', expected: 'login/otp' },
  { rule: WHOLE_SEGMENTS, hash: '#/ing-feature-page/mobile-confirmation/12345', expected: 'ing-feature-page/mobile-confirmation/12345' },
  {
    rule: WHOLE_SEGMENTS,
    hash: '#/ing-feature-page/mobile-confirmation/step/1.4.2',
    expected: 'ing-feature-page/mobile-confirmation/step/1.4.2',
  },
  { rule: WHOLE_SEGMENTS, hash: '#/movements/1.4.2', expected: 'movements/1.4.2' },
  { rule: WHOLE_SEGMENTS, hash: '#/version-identity/7', expected: 'version-identity/7' },
  { rule: WHOLE_SEGMENTS, hash: '#/producto/ES123;versionId=7', expected: 'producto/ES123;versionId=7' },

  // Several rules at once.
  {
    rule: COMBINED,
    hash: '#/ing-feature-page/bizum_ing-feat-bizum/1.4.2/enviar?navigation-data={"x":"1/2"}',
    expected: 'ing-feature-page/bizum_ing-feat-bizum/enviar',
  },
  { rule: COMBINED, hash: '#/ing-feature-page/bizum_ing-feat-bizum/1.4.2/', expected: 'ing-feature-page/bizum_ing-feat-bizum' },
  { rule: COMBINED, hash: '#/inbox/12345/?tab=unread', expected: 'inbox/12345' },
  { rule: COMBINED, hash: '#/login/validation/otp?retry=1', expected: 'login/validation' },
  { rule: COMBINED, hash: '#/dashboard/2026-11-22/version-id/3', expected: 'dashboard/2026-11-22' },
  { rule: COMBINED, hash: '#/producto/ES123/version-id/7?from=home', expected: 'producto/ES123' },
  { rule: COMBINED, hash: '#/budgets/create/', expected: 'budgets/create' },

  // Empty hashes.
  { rule: EMPTY, hash: '', expected: '' },
  { rule: EMPTY, hash: '#', expected: '' },
  { rule: EMPTY, hash: '#/', expected: '' },
  { rule: EMPTY, hash: '#/?navigation-data=1', expected: '' },
];

describe('monitoringPageName (shell.md §2.8)', () => {
  it.each(cases)('$rule: $hash → $expected', ({ hash, expected }) => {
    expect(monitoringPageName(hash)).toBe(expected);
  });

  it.each(PAGE_NAME_RULES.map((r) => r.name))('has a case for the rule "%s"', (name) => {
    expect(cases.some((c) => c.rule === name)).toBe(true);
  });

  it('never starts with # or /, nor ends with /', () => {
    for (const { hash } of cases) {
      expect(monitoringPageName(hash)).not.toMatch(/^[#/]|\/$/);
    }
  });

  it('is stable: a page name is its own page name', () => {
    for (const { hash } of cases) {
      const name = monitoringPageName(hash);
      expect(monitoringPageName(name)).toBe(name);
    }
  });
});
