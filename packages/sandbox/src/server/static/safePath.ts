import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * Decodes one percent-encoded URL path segment, or `undefined` when it could step out of its
 * folder or name a hidden file: empty, `.`, `..`, an encoded slash or backslash, a NUL, or a
 * leading dot.
 */
function decodeSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded.startsWith('.') || /[/\\\0]/.test(decoded)) return undefined;
  return decoded;
}

/**
 * The file a URL path (still percent-encoded, relative to `root`) names, or `undefined` when it
 * is not a regular file inside `root`. The check runs on the resolved path and again after
 * following symbolic links, so neither `..` nor a link can lead out of `root`.
 */
export async function resolveFileInside(root: string, encodedRelativePath: string): Promise<string | undefined> {
  const segments = encodedRelativePath.split('/').map(decodeSegment);
  if (segments.length === 0 || segments.some((segment) => segment === undefined)) return undefined;
  const rootPath = resolve(root);
  const filePath = resolve(rootPath, ...(segments as string[]));
  if (!filePath.startsWith(rootPath + sep)) return undefined;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(rootPath), realpath(filePath)]);
    if (!realFile.startsWith(realRoot + sep)) return undefined;
    return (await stat(realFile)).isFile() ? realFile : undefined;
  } catch {
    return undefined;
  }
}
