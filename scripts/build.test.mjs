import { readFileSync, readdirSync } from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from './build.mjs';

const dist = path.resolve(import.meta.dirname, '../packages/shell/dist');
const featuresDir = path.resolve(import.meta.dirname, '../packages/features');
let html = '';
let importMap = { imports: {}, integrity: {} };
const SIGNED_IN_TEMPLATE = /<!-- signed-in --><template data-signed-in-preloads>([\s\S]*?)<\/template><!-- \/signed-in -->/g;
const preloadsIn = (text) => [...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
/** A string of core's API client (the content type of a form it sends), found in no other code. */
const API_CLIENT_MARK = 'application/x-www-form-urlencoded';
/** What every visitor's page preloads: the signed-in template is inert until the server unwraps it. */
const preloaded = () => preloadsIn(html.replace(SIGNED_IN_TEMPLATE, ''));
/** What the signed-in templates hold: the first paint's (before the modules) and the preloads' (after them). */
const signedInBlocks = () => [...html.matchAll(SIGNED_IN_TEMPLATE)].map((match) => match[1]);

beforeAll(async () => {
  await build({ log: () => undefined });
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  importMap = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(html)[1]);
}, 60_000);

describe('the shell page the build writes', () => {
  it('maps React, core and its later entries, the bindings, the shell and the monitoring agent', () => {
    expect(Object.keys(importMap.imports).sort()).toEqual(
      [
        '@elastic/apm-rum',
        '@bank-shell/core',
        '@bank-shell/core/layout-rules',
        '@bank-shell/core/session-actions',
        '@bank-shell/core/signed-in',
        '@bank-shell/core/storage-fallback',
        '@bank-shell/core/cache',
        '@bank-shell/core/monitoring',
        '@bank-shell/core/native',
        '@bank-shell/core/api',
        '@bank-shell/core/format',
        '@bank-shell/core/outside-scripts',
        '@bank-shell/core/analytics',
        '@bank-shell/react',
        '@bank-shell/react/query',
        '@bank-shell/react/snackbar',
        '@bank-shell/react/display',
        '@bank-shell/react/signature',
        '@bank-shell/shell',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
      ].sort(),
    );
  });

  it('keeps the CommonJS interop of the monitoring agent in the agent’s own module, off the page’s module', () => {
    const pageModule = readFileSync(path.join(dist, importMap.imports['@bank-shell/shell']), 'utf8');
    const agent = readFileSync(path.join(dist, importMap.imports['@elastic/apm-rum']), 'utf8');
    expect(pageModule).not.toContain('__esModule');
    expect(agent).toMatch(/export\s*\{[^}]*\binit\b/);
    expect(html).not.toContain(`rel="modulepreload" href="${importMap.imports['@elastic/apm-rum']}"`);
  });

  it('points core, the bindings and the shell at one module, which is the page entry (decision 0008)', () => {
    const entry = /<script type="module" src="([^"]+)"/.exec(html)[1];
    expect(importMap.imports['@bank-shell/core']).toBe(entry);
    expect(importMap.imports['@bank-shell/react']).toBe(entry);
    expect(importMap.imports['@bank-shell/shell']).toBe(entry);
  });

  it('gives every module the page may load an integrity hash: entries, React runtime and lazy chunks', () => {
    const scripts = [...readdirJs('vendor'), ...readdirJs('assets')];
    expect(scripts.length).toBeGreaterThan(Object.keys(importMap.imports).length);
    for (const url of scripts) expect(importMap.integrity[url], url).toMatch(/^sha384-/);
  });

  it("preloads what the first page needs, and not core's later entries, react-dom or the lazy chunks", () => {
    expect(preloaded()).toContain(importMap.imports['@bank-shell/core']);
    expect(preloaded()).toContain(importMap.imports['react-dom/client']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/signed-in']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/storage-fallback']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/session-actions']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/layout-rules']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/monitoring']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/cache']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/native']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/core/api']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/react/query']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/react/snackbar']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/react/display']);
    expect(preloaded()).not.toContain(importMap.imports['@bank-shell/react/signature']);
    expect(preloaded()).not.toContain(importMap.imports['react-dom']);
    expect(preloaded().some((url) => url.includes('-chunk.'))).toBe(false);
  });

  it('writes what the signed-in chunk brings as inert preloads, for the server to make live for a returning customer (issue 12)', () => {
    const signedIn = preloadsIn(signedInBlocks().join(''));
    for (const specifier of [
      '@bank-shell/core/signed-in',
      '@bank-shell/core/session-actions',
      '@bank-shell/core/layout-rules',
      '@bank-shell/core/cache',
      '@bank-shell/core/api',
      '@bank-shell/core/format',
      '@bank-shell/react/query',
      '@bank-shell/react/snackbar',
      '@bank-shell/react/display',
    ]) {
      expect(signedIn, specifier).toContain(importMap.imports[specifier]);
    }
    const chunk = signedIn.find(
      (url) => url.startsWith('/assets/') && readFileSync(path.join(dist, url), 'utf8').includes('MainNavigation'),
    );
    expect(chunk, 'the signed-in chunk').toBeDefined();
    expect(
      signedIn.filter((url) => url.startsWith('/assets/') && readFileSync(path.join(dist, url), 'utf8').includes(API_CLIENT_MARK)),
    ).toHaveLength(1);
    expect(signedIn.filter((url) => preloaded().includes(url))).toEqual([]);
    expect(new Set(signedIn).size).toBe(signedIn.length);
    for (const url of signedIn) expect(signedInBlocks().join('')).toContain(`href="${url}" integrity="${importMap.integrity[url]}"`);
  });

  it("writes the signed-in page's first paint inert, before the modules: the early calls, then the overview's templates and the script that paints one (issue 42 §6)", () => {
    const [firstPaint, preloads] = signedInBlocks();
    expect(signedInBlocks()).toHaveLength(2);
    expect(preloadsIn(firstPaint)).toEqual([]);
    expect(preloads).not.toContain('<script');
    expect(html.indexOf(firstPaint)).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    const order = [
      '<script data-early-calls>',
      '<template data-overview-paint lang="es-ES"',
      '<template data-overview-paint lang="en-GB"',
      '<script data-overview-paint>',
    ];
    expect(order.map((mark) => firstPaint.indexOf(mark))).toEqual(order.map((mark) => firstPaint.indexOf(mark)).toSorted((a, b) => a - b));
    expect(order.every((mark) => firstPaint.includes(mark))).toBe(true);
    // Each template carries the styles of the overview's top, and the texts its script writes.
    for (const [language, greeting] of [
      ['es-ES', 'Hola, {name}'],
      ['en-GB', 'Hello, {name}'],
    ]) {
      const template = new RegExp(
        `<template data-overview-paint lang="${language}" data-texts="([^"]*)"><div class="first-paint" inert><style>([^<]*)</style>`,
      ).exec(firstPaint);
      expect(template, language).not.toBeNull();
      expect(JSON.parse(template[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')).greeting).toBe(greeting);
      expect(template[2]).toContain('.balance-hero{');
    }
  });

  it('leaves the API client out of the page module: a chunk of its own, loaded for the first call (decision 0012)', () => {
    const pageModule = readFileSync(path.join(dist, importMap.imports['@bank-shell/shell']), 'utf8');
    expect(pageModule).not.toContain(API_CLIENT_MARK);
    expect(readdirJs('assets').filter((url) => readFileSync(path.join(dist, url), 'utf8').includes(API_CLIENT_MARK))).toHaveLength(1);
  });

  it('asks V8 to compile the code of the first paint while it downloads: the React runtime and the page module, not the lazy chunks', () => {
    const firstLine = (url) => readFileSync(path.join(dist, url), 'utf8').split('\n', 1)[0];
    const runtime = preloaded().find((url) => /\/react-runtime\./.test(url));
    expect(firstLine(runtime)).toBe('//# allFunctionsCalledOnLoad');
    expect(firstLine(importMap.imports['@bank-shell/shell'])).toBe('//# allFunctionsCalledOnLoad');
    const chunks = readdirJs('assets').filter((url) => url.includes('-chunk.'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(firstLine(chunk), chunk).not.toContain('allFunctionsCalledOnLoad');
  });

  it('exports from the page module every name a feature or a later entry imports from it, and not the host’s wiring (decision 0011)', () => {
    const pageModuleUrl = importMap.imports['@bank-shell/core'];
    const pageModule = readFileSync(path.join(dist, pageModuleUrl), 'utf8');
    const exported = new Set(
      [...pageModule.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
        match[1].split(',').map((part) =>
          part
            .split(/\s+as\s+/)
            .pop()
            .trim(),
        ),
      ),
    );
    const builtModules = [
      ...readdirJs('vendor').map((url) => path.join(dist, url)),
      ...readdirSync(featuresDir).flatMap((name) => {
        const folder = path.join(featuresDir, name, 'dist');
        return readdirSync(folder, { recursive: true })
          .map(String)
          .filter((file) => file.endsWith('.js'))
          .map((file) => path.join(folder, file));
      }),
    ];
    const imported = new Set();
    for (const file of builtModules) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](@bank-shell\/(?:core|react|shell))["']/g)) {
        for (const part of match[1].split(',')) imported.add(part.trim().split(/\s+as\s+/)[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
    for (const wiring of ['createRouter', 'createSession', 'createHttpClient', 'ShellProvider', 'parseAppConfig']) {
      expect(exported.has(wiring), wiring).toBe(false);
    }
  });

  it('leaves the server-hints marker near the top of <head> for the sandbox to fill', () => {
    expect(html.indexOf('<!-- server-hints -->')).toBeGreaterThan(html.indexOf('<meta charset="utf-8" />'));
    expect(html.indexOf('<!-- server-hints -->')).toBeLessThan(html.indexOf('<style>'));
  });

  it('asks for the modules after the painted login, so a slow network brings the page’s last bytes first (docs/first-paint.md)', () => {
    const firstModulePreload = html.indexOf('<link rel="modulepreload"');
    expect(firstModulePreload).toBeGreaterThan(html.indexOf('<!-- /first-paint -->'));
    expect(html.indexOf('<!-- /first-paint -->')).toBeGreaterThan(html.indexOf('<template data-first-paint-at='));
    expect(firstModulePreload).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('applies the stored theme from the top of <head>, before the styles and anything painted (features.md §4.6, issue 18)', () => {
    const script = html.indexOf(
      '<script data-theme-before-paint>try{document.documentElement.dataset.theme=localStorage["user-color-scheme"]',
    );
    expect(script).toBeGreaterThan(html.indexOf('<meta charset="utf-8" />'));
    expect(script).toBeLessThan(html.indexOf('<style>'));
    expect(script).toBeLessThan(html.indexOf('<body>'));
    expect(html).toContain('<meta name="color-scheme" content="light dark" />');
  });

  it('puts the shell’s styles inside the page, with no stylesheet of its own to wait for (docs/first-paint.md)', () => {
    // One in the page; the others inside the overview's inert templates, live only once painted.
    expect([...html.replace(SIGNED_IN_TEMPLATE, '').matchAll(/<style>/g)]).toHaveLength(1);
    expect(html).toMatch(/<style>[^<]*\.login__panel\{[^<]*<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it.each([
    ['@bank-shell/core/signed-in', '@bank-shell/core'],
    ['@bank-shell/core/session-actions', '@bank-shell/core'],
    ['@bank-shell/core/layout-rules', '@bank-shell/core'],
    ['@bank-shell/core/api', '@bank-shell/core'],
    ['@bank-shell/core/monitoring', '@bank-shell/core'],
    ['@bank-shell/core/native', '@bank-shell/core'],
    ['@bank-shell/react/query', '@bank-shell/react'],
    ['@bank-shell/react/snackbar', '@bank-shell/react'],
    ['@bank-shell/react/display', '@bank-shell/react'],
    ['@bank-shell/react/signature', '@bank-shell/react'],
  ])('builds %s against %s by name: the page holds one copy of each', (later, main) => {
    const code = readFileSync(path.join(dist, importMap.imports[later]), 'utf8');
    expect(code).toContain(`from"${main}"`);
  });
});

describe('the compressed copies the build writes', () => {
  const builtFolders = () => [dist, ...readdirSync(featuresDir).map((name) => path.join(featuresDir, name, 'dist'))];

  it('writes a .br and a .gz beside every built js, css, html and json file, each decompressing to it', () => {
    const kinds = new Set();
    for (const folder of builtFolders()) {
      for (const file of readdirSync(folder, { recursive: true }).map(String)) {
        if (!/\.(js|css|html|json)$/.test(file)) continue;
        kinds.add(path.extname(file));
        const original = readFileSync(path.join(folder, file));
        expect(zlib.brotliDecompressSync(readFileSync(path.join(folder, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
        expect(zlib.gunzipSync(readFileSync(path.join(folder, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
      }
    }
    expect([...kinds].sort()).toEqual(['.css', '.html', '.js', '.json']);
  });
});

/** `/folder/file.js` for every script the build wrote into `dist/<folder>`. */
function readdirJs(folder) {
  return readdirSync(path.join(dist, folder))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/${folder}/${name}`);
}
