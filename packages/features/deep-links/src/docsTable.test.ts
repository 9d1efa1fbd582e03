import { describe, expect, it } from 'vitest';
import { PRE_PRODUCTION_ONLY_DESTINATIONS, SHARED_DESTINATIONS } from './destinations';

// A feature's sources have no Node types (they run in the browser), and under happy-dom `URL` is
// the DOM's: Node's file reader is imported by a name the type checker does not follow, and the
// path is worked out by hand (as in the shell's geometry test).
const NODE_FS = 'node:fs' as string;
const { readFileSync } = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync(this: void, path: string, encoding: 'utf8'): string };
/** docs/deep-links.md, the one table of ids the bank's other teams read. */
const DOCS = readFileSync(
  decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, '../../../../docs/deep-links.md')),
  'utf8',
);

/** The table's rows: id, feature, sub-route (or null), tables. */
function documentedRows() {
  return DOCS.split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const [id = '', feature = '', subRoute = '', tables = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      return { id: Number(id), feature, subRoute: subRoute === '—' ? null : subRoute, tables };
    });
}

describe('docs/deep-links.md', () => {
  it('lists every destination of the code’s tables, in both or in pre-production only, and nothing else', () => {
    const expected = [
      ...SHARED_DESTINATIONS.map((destination) => ({ ...destination, tables: 'both' })),
      ...PRE_PRODUCTION_ONLY_DESTINATIONS.map((destination) => ({ ...destination, tables: 'pre-production' })),
    ].map(({ id, feature, subRoute, tables }) => ({ id, feature, subRoute: subRoute ?? null, tables }));
    expect(documentedRows()).toEqual(expected);
  });
});
