import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createTestHttpClient } from './testing';
import { AbsoluteUrlError } from './absoluteUrlError';
import { ANTI_HIJACK_PREFIX, stripAntiHijackPrefix } from './prefix';

const API = 'http://api.bank.localhost:8080';

describe('the anti-hijack prefix stripper, under any input (shell.md §7)', () => {
  it('gives back exactly what followed the prefix and its line break', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '\n', '\r\n'), (body, lineBreak) => {
        const withoutLeadingBreak = body.replace(/^\r?\n/, '');
        expect(stripAntiHijackPrefix(`${ANTI_HIJACK_PREFIX}${lineBreak}${withoutLeadingBreak}`)).toBe(withoutLeadingBreak);
      }),
    );
  });

  it('leaves a text without the prefix as it is, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.startsWith(ANTI_HIJACK_PREFIX));
        expect(stripAntiHijackPrefix(text)).toBe(text);
      }),
    );
  });
});

describe('the API client’s URL check, under any input (shell.md §5: only relative URLs)', () => {
  it('either refuses the URL with AbsoluteUrlError or sends it to the API host, never elsewhere', async () => {
    const sent: string[] = [];
    const client = createTestHttpClient({
      fetch: vi.fn((input: RequestInfo | URL) => {
        sent.push((input as Request).url);
        return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
      }),
      apiBase: API,
      getLanguage: () => 'es-ES',
      getAccessToken: () => 'token',
      readXsrfToken: () => null,
    });
    const urls = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.constantFrom('//evil.example/x', 'javascript:alert(1)', '\\\\evil.example', '/\\evil.example'),
    );
    await fc.assert(
      fc.asyncProperty(urls, async (path) => {
        sent.length = 0;
        try {
          await client.get(path, { cache: { useCache: false } });
        } catch (error) {
          if (error instanceof AbsoluteUrlError) return;
          // A path that is no valid URL at all fails in URL parsing: nothing was sent either way.
        }
        for (const url of sent) expect(new URL(url).origin).toBe(API);
      }),
    );
  });
});
