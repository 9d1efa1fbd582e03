import { describe, expect, it } from 'vitest';
import { signedInModuleUrls, signedInPreloadsTemplate } from './lib/signedInPreloads.mjs';

const importMap = {
  react: '/vendor/react.R1.js',
  '@bank-shell/core': '/assets/shell.S1.js',
  '@bank-shell/core/signed-in': '/vendor/core-signed-in.C1.js',
  '@bank-shell/core/api': '/vendor/core-api.A1.js',
  '@bank-shell/core/cache': '/vendor/core-cache.K1.js',
};
const shellFiles = [
  { fileName: 'shell.S1.js', moduleIds: ['/src/page.ts', '/src/signedIn/index.ts'], imports: ['react'] },
  {
    fileName: 'shell-chunk.X1.js',
    moduleIds: ['/src/signedIn/chunk.ts'],
    imports: ['shell.S1.js', 'shell-chunk.T1.js', '@bank-shell/core/signed-in', 'react'],
  },
  { fileName: 'shell-chunk.T1.js', moduleIds: ['/src/i18n/useLazyTexts.ts'], imports: ['@bank-shell/core'] },
];
const pagePreloads = ['/vendor/react.R1.js', '/assets/shell.S1.js'];

describe('what a signed-in page preloads (issue 12: a flat request chain for the overall position)', () => {
  it('follows each dynamic import and what it imports statically, leaving out what the page preloads already', () => {
    expect(
      signedInModuleUrls({
        dynamicImports: ['/src/signedIn/chunk.ts', '@bank-shell/core/api'],
        shellFiles,
        sharedImports: {
          '@bank-shell/core/api': ['@bank-shell/core', '@bank-shell/core/cache'],
          '@bank-shell/core/signed-in': ['@bank-shell/core'],
        },
        importMap,
        assetsPath: '/assets/',
        pagePreloads,
      }),
    ).toEqual([
      '/assets/shell-chunk.X1.js',
      '/assets/shell-chunk.T1.js',
      '/vendor/core-signed-in.C1.js',
      '/vendor/core-api.A1.js',
      '/vendor/core-cache.K1.js',
    ]);
  });

  it('names each file once, however many modules import it', () => {
    expect(
      signedInModuleUrls({
        dynamicImports: ['/src/i18n/useLazyTexts.ts', '/src/signedIn/chunk.ts', '/src/i18n/useLazyTexts.ts'],
        shellFiles,
        sharedImports: {},
        importMap,
        assetsPath: '/assets/',
        pagePreloads,
      }),
    ).toEqual(['/assets/shell-chunk.T1.js', '/assets/shell-chunk.X1.js', '/vendor/core-signed-in.C1.js']);
  });

  it('fails the build when a dynamic import is neither a built file of the shell nor in the import map', () => {
    const urlsOf = (dynamicImports) =>
      signedInModuleUrls({ dynamicImports, shellFiles, sharedImports: {}, importMap, assetsPath: '/assets/', pagePreloads });
    expect(() => urlsOf(['/src/nowhere.ts'])).toThrow('No built file of the shell holds /src/nowhere.ts');
    expect(() => urlsOf(['@bank-shell/core/unknown'])).toThrow('No built file of the shell holds @bank-shell/core/unknown');
  });

  it('writes inert preloads with their integrity, and refuses a file without one', () => {
    expect(signedInPreloadsTemplate(['/vendor/core-api.A1.js'], { '/vendor/core-api.A1.js': 'sha384-abc' })).toBe(
      '<!-- signed-in --><template data-signed-in-preloads><link rel="modulepreload" href="/vendor/core-api.A1.js" integrity="sha384-abc" /></template><!-- /signed-in -->',
    );
    expect(() => signedInPreloadsTemplate(['/vendor/core-api.A1.js'], {})).toThrow(
      '/vendor/core-api.A1.js has no integrity in the import map',
    );
  });
});
