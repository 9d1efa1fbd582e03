/**
 * The modules a signed-in page loads after the shell starts: the shell's signed-in chunk and the
 * shared modules it asks for beside it (`packages/shell/src/signedIn/index.ts`). The build writes
 * them into the page as module preloads inside an inert template, which the server makes live for a
 * customer coming back with a session, so that those files come with the shell's own rather than
 * one round trip after the shell has started (issue 12: the overall position's request chain).
 */

/**
 * The shell's modules whose dynamic imports make up what a signed-in page loads: the signed-in
 * chunk and what comes beside it, the session's actions, and the API client, which a signed-in
 * page calls at once.
 */
export const SIGNED_IN_LOADERS = ['src/signedIn/index.ts', 'src/app/sessionActions.ts', 'src/services/lazyApiClient.ts'];

/** Where the build writes the template in `packages/shell/index.html`. */
export const SIGNED_IN_PRELOADS_MARKER = '<!-- signed-in-preloads -->';
/**
 * Where it writes the signed-in page's first paint (the early calls and the overview painted from
 * the HTML, issue 42 §6), in a template of the same kind: before the modules, so that the calls
 * start and the page paints before the browser is busy with them.
 */
export const SIGNED_IN_FIRST_PAINT_MARKER = '<!-- signed-in-first-paint -->';

/**
 * A Rolldown plugin that adds to `into`, once the bundle is written, what each module of `loaderIds`
 * (absolute paths) imports dynamically: absolute paths of the shell's own modules, bare specifiers
 * of the shared ones.
 */
export function recordDynamicImports(loaderIds, into) {
  return {
    name: 'record-dynamic-imports',
    generateBundle() {
      for (const id of loaderIds) {
        const info = this.getModuleInfo(id);
        if (!info) this.error(`${id} is not part of the shell's bundle`);
        into.push(...info.dynamicallyImportedIds);
      }
    },
  };
}

/**
 * The URLs to preload for a signed-in page, in the order first found: each module of
 * `dynamicImports` and everything it imports statically, less what `pagePreloads` already has.
 *
 * - `dynamicImports`: from {@link recordDynamicImports}.
 * - `shellFiles`: the shell's built files, `{ fileName, moduleIds, imports }` (imports: file names
 *   of other shell files, bare specifiers of shared modules).
 * - `sharedImports`: a shared module's specifier → the specifiers its file imports.
 * - `importMap`: specifier → URL.
 * - `assetsPath`: the URL folder of the shell's files (`/assets/`).
 */
export function signedInModuleUrls({ dynamicImports, shellFiles, sharedImports, importMap, assetsPath, pagePreloads }) {
  const urls = [];
  const seen = new Set(pagePreloads);
  const fileNamed = new Map(shellFiles.map((file) => [file.fileName, file]));
  const add = (url) => {
    if (seen.has(url)) return false;
    seen.add(url);
    urls.push(url);
    return true;
  };
  const visitSpecifier = (specifier) => {
    const url = importMap[specifier];
    if (url === undefined) throw new Error(`${specifier} is not in the page's import map`);
    if (add(url)) for (const next of sharedImports[specifier] ?? []) visitSpecifier(next);
  };
  const visitFile = (file) => {
    if (!add(`${assetsPath}${file.fileName}`)) return;
    for (const next of file.imports) {
      const imported = fileNamed.get(next);
      if (imported) visitFile(imported);
      else visitSpecifier(next);
    }
  };
  for (const id of dynamicImports) {
    if (Object.hasOwn(importMap, id)) {
      visitSpecifier(id);
      continue;
    }
    const file = shellFiles.find((candidate) => candidate.moduleIds.includes(id));
    if (!file) throw new Error(`No built file of the shell holds ${id}`);
    visitFile(file);
  }
  return urls;
}

/**
 * Where the signed-in block starts and ends: the template may hold templates of its own (the
 * overview painted from the HTML), so the server finds its end by the closing marker.
 */
export const SIGNED_IN_START = '<!-- signed-in -->';
export const SIGNED_IN_END = '<!-- /signed-in -->';

/**
 * The block the build writes: inert links, which the server unwraps for a signed-in visitor, and
 * after them `scripts` (HTML), inert too until then: the early calls and the overview painted from
 * the HTML (issue 42 §6).
 */
export function signedInPreloadsTemplate(urls, integrity, scripts = '') {
  const links = urls.map((url) => {
    if (integrity[url] === undefined) throw new Error(`${url} has no integrity in the import map`);
    return `<link rel="modulepreload" href="${url}" integrity="${integrity[url]}" />`;
  });
  return `${SIGNED_IN_START}<template data-signed-in-preloads>${links.join('')}${scripts}</template>${SIGNED_IN_END}`;
}
