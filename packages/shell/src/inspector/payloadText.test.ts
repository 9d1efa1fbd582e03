import { describe, expect, it } from 'vitest';
import { payloadText } from './payloadText';

describe('a payload as the inspector shows it (issue 40 §4)', () => {
  it('is pretty JSON of what was published', () => {
    expect(payloadText({ target: '/posicion-global', redirect: false })).toBe('{\n  "target": "/posicion-global",\n  "redirect": false\n}');
  });

  it('names what JSON cannot hold instead of dropping it: functions, big integers, errors, queries, maps and sets', () => {
    const text = payloadText({
      approvalComplete: function approvalComplete() {},
      callback: () => undefined,
      error: new TypeError('Failed to fetch'),
      missing: undefined,
      count: 10n,
      ratio: Number.NaN,
      query: new URLSearchParams('tab=cards&x=1'),
      byId: new Map([[1, 'one']]),
      ids: new Set(['a']),
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    });
    expect(JSON.parse(text)).toEqual({
      approvalComplete: '[function approvalComplete]',
      callback: '[function callback]',
      error: { name: 'TypeError', message: 'Failed to fetch' },
      count: '10n',
      ratio: 'NaN',
      query: '?tab=cards&x=1',
      byId: { 1: 'one' },
      ids: ['a'],
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('leaves out a field that is undefined, as JSON does, and names undefined anywhere else', () => {
    expect(JSON.parse(payloadText({ version: undefined, list: [undefined], route: 'a' }))).toEqual({ list: ['[undefined]'], route: 'a' });
    expect(payloadText(undefined)).toBe('"[undefined]"');
  });

  it('shows a cycle as [circular], and the same object twice in two places in full', () => {
    const shared = { id: 'a' };
    const looped: Record<string, unknown> = { shared, again: shared };
    looped['self'] = looped;
    expect(JSON.parse(payloadText(looped))).toEqual({ shared: { id: 'a' }, again: { id: 'a' }, self: '[circular]' });
  });

  it('survives getters and proxies that throw', () => {
    const getter = Object.defineProperty({ ok: 1 }, 'secret', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(JSON.parse(payloadText(getter))).toEqual({ ok: 1, secret: '[unreadable]' });
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    expect(payloadText(hostile)).toBe('[unreadable]');
  });

  it('keeps 6 levels of nesting, 30 entries of an object or array and 300 characters of a string', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect(payloadText(deep)).toContain('"f": "[…]"');
    const many = Array.from({ length: 32 }, (_, index) => index);
    expect(JSON.parse(payloadText(many))).toEqual([...many.slice(0, 30), '… 2 more']);
    const wide = Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`k${index}`, index]));
    expect(JSON.parse(payloadText(wide))).toMatchObject({ k29: 29, '…': '1 more keys' });
    expect(JSON.parse(payloadText(wide))).not.toHaveProperty('k30');
    expect(payloadText('x'.repeat(301))).toBe(`"${'x'.repeat(300)}… (301 characters)"`);
  });

  it('is cut at 4000 characters in all', () => {
    const big = Array.from({ length: 30 }, () => 'y'.repeat(300));
    const text = payloadText(big);
    expect(text).toHaveLength(4000 + '\n… (cut at 4000 characters)'.length);
    expect(text.endsWith('\n… (cut at 4000 characters)')).toBe(true);
  });
});
