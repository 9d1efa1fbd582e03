import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_ENTRIES, buildVendor } from './lib/build-vendor.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-vendor-'));
let vendor = { imports: {}, runtime: '' };
beforeAll(async () => {
  vendor = await buildVendor(outDir);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const read = (fileName) => readFileSync(path.join(outDir, fileName), 'utf8');
const code = (specifier) => read(vendor.imports[specifier]);

/** Only React's own code defines its shared internals: one definition means one React. */
const REACT_INTERNALS_DEFINITION = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=';

describe('React as ES modules for the import map', () => {
  it.each(VENDOR_ENTRIES)('%s has no CommonJS require shim, which would throw in the browser', (specifier) => {
    expect(code(specifier)).not.toContain('__require(');
  });

  it('the runtime has no CommonJS require shim either', () => {
    expect(read(vendor.runtime)).not.toContain('__require(');
  });

  it('lists every named export of react, not only a default', () => {
    expect(code('react')).toMatch(/export\s*const\s*\{[^}]*\buseState\b/);
    expect(code('react-dom/client')).toMatch(/export\s*const\s*\{[^}]*\bcreateRoot\b/);
    expect(code('react/jsx-runtime')).toMatch(/export\s*const\s*\{[^}]*\bjsxs\b/);
  });

  it.each(VENDOR_ENTRIES)('%s takes its part from the one runtime file', (specifier) => {
    expect(code(specifier)).toContain(`from "./${vendor.runtime}"`);
  });

  it('holds exactly one copy of React across all vendor files', () => {
    const copies = readdirSync(outDir).filter((fileName) => read(fileName).includes(REACT_INTERNALS_DEFINITION));
    expect(copies).toEqual([vendor.runtime]);
  });
});
