import { afterEach, describe, expect, it } from 'vitest';
import { developerToolsAllowed } from './developerTools';

afterEach(() => document.head.replaceChildren());

describe('whether the page allows the developer tools (issue 40 §4): the login page pays nothing for them', () => {
  it('does not on a page without the sandbox’s meta: the bank’s own page, where main.tsx imports nothing', () => {
    document.head.innerHTML = '<meta name="bank-client-id" content="bank-web" /><meta name="description" content="bank-developer-tools" />';
    expect(developerToolsAllowed(document)).toBe(false);
  });

  it('does on a page that carries it, as the sandbox writes it where overrides are allowed', () => {
    document.head.innerHTML = '<meta name="bank-developer-tools" content="allowed" data-overrides="[]" />';
    expect(developerToolsAllowed(document)).toBe(true);
  });
});
