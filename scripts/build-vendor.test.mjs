import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_ENTRIES, buildVendor } from './lib/build-vendor.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-vendor-'));
let files = {};
beforeAll(async () => {
  files = await buildVendor(outDir);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const code = (specifier) => readFileSync(path.join(outDir, files[specifier]), 'utf8');

describe('React as ES modules for the import map', () => {
  it.each(VENDOR_ENTRIES)('%s has no CommonJS require shim, which would throw in the browser', (specifier) => {
    expect(code(specifier)).not.toContain('__require(');
  });

  it('lists every named export of react, not only a default', () => {
    expect(code('react')).toMatch(/export\s*\{[^}]*\buseState\b/);
  });

  it('makes react-dom/client import the shared react and react-dom instead of bundling them', () => {
    const client = code('react-dom/client');
    expect(client).toMatch(/from\s*"react"/);
    expect(client).toMatch(/from\s*"react-dom"/);
    expect(client).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=');
  });
});
