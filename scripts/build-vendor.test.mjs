import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_ENTRIES, buildVendor } from './lib/build-vendor.mjs';

const require = createRequire(import.meta.url);
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

  it('serves react, react/jsx-runtime and react-dom/client from the runtime file itself: the first page asks for React once', () => {
    expect([vendor.imports['react'], vendor.imports['react/jsx-runtime'], vendor.imports['react-dom/client']]).toEqual([
      vendor.runtime,
      vendor.runtime,
      vendor.runtime,
    ]);
  });

  it('lists every named export of react, react/jsx-runtime and react-dom/client in the runtime, not only a default', async () => {
    const runtime = await import(pathToFileURL(path.join(outDir, vendor.runtime)).href);
    for (const specifier of ['react', 'react/jsx-runtime', 'react-dom/client']) {
      const names = Object.keys(require(specifier)).filter((name) => name !== 'default');
      expect(names.filter((name) => !(name in runtime))).toEqual([]);
    }
    expect(typeof runtime.useState).toBe('function');
    expect(typeof runtime.jsxs).toBe('function');
    expect(typeof runtime.createRoot).toBe('function');
  });

  it("gives the runtime a default export that reads as each of the three specifiers' defaults", async () => {
    const runtime = await import(pathToFileURL(path.join(outDir, vendor.runtime)).href);
    expect(runtime.default.useState).toBe(runtime.useState);
    expect(runtime.default.jsx).toBe(runtime.jsx);
    expect(runtime.default.createRoot).toBe(runtime.createRoot);
    // Names two specifiers share are one value: react's Fragment is jsx-runtime's.
    expect(runtime.Fragment).toBe(require('react/jsx-runtime').Fragment);
  });

  it('gives react-dom, which no first page imports, a small module that takes its part from the runtime', () => {
    expect(vendor.imports['react-dom']).not.toBe(vendor.runtime);
    expect(code('react-dom')).toContain(`from "./${vendor.runtime}"`);
    expect(code('react-dom')).toMatch(/export\s*const\s*\{[^}]*\bcreatePortal\b/);
  });

  it('holds exactly one copy of React across all vendor files', () => {
    const copies = readdirSync(outDir).filter((fileName) => read(fileName).includes(REACT_INTERNALS_DEFINITION));
    expect(copies).toEqual([vendor.runtime]);
  });
});
