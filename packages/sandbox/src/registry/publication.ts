import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { z } from 'zod';
import {
  declaredRouteSchema,
  FEATURE_ENTRY_PATTERN,
  pageTitlesSchema,
  SUBRESOURCE_INTEGRITY_PATTERN,
  type FeatureRouteOptions,
} from '../means';
import { refusedImports } from './moduleImports';

/**
 * What one feature may weigh, every file compressed as customers download it (brotli): the
 * largest of the bank's own features, the sign-up, is about 30 KB.
 */
export const FEATURE_SIZE_BUDGET_BYTES = 60 * 1024;

/** More files than this is not one feature's build. */
export const MAX_FILES_PER_VERSION = 32;

/** The longest bare specifier a manifest may name. */
const MAX_SPECIFIER_LENGTH = 80;

/** `1.4.0`: what `package.json` says, without a pre-release or build part. */
export const FEATURE_VERSION_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** A published file: a module or a stylesheet, no folder, no `..`, nothing to escape. */
export const PUBLISHED_FILE_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}\.(?:js|css)$/;

/** Strict base64, as `Buffer#toString('base64')` writes it. */
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** Markers only React's own code has: a module with one has bundled a second React. */
const REACT_CODE_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

const fileSchema = z.strictObject({
  name: z.string().regex(PUBLISHED_FILE_PATTERN, { error: 'files[].name: un archivo .js o .css, sin carpetas.' }),
  integrity: z.string().regex(SUBRESOURCE_INTEGRITY_PATTERN, { error: 'files[].integrity: sha384-… en base64.' }),
  content: z.string().regex(BASE64_PATTERN, { error: 'files[].content: el archivo en base64.' }),
});

/** The body of `POST /registry/features/{featureId}/versions`: the feature's manifest and its files. */
export const publicationSchema = z.strictObject({
  version: z.string().regex(FEATURE_VERSION_PATTERN, { error: 'version: tres números, 1.4.0.' }),
  route: declaredRouteSchema,
  title: pageTitlesSchema,
  entry: z.string().regex(FEATURE_ENTRY_PATTERN, { error: 'entry: el nombre del módulo de entrada.' }),
  styles: z
    .array(z.strictObject({ file: z.string().regex(PUBLISHED_FILE_PATTERN), integrity: z.string().regex(SUBRESOURCE_INTEGRITY_PATTERN) }))
    .max(8)
    .default([]),
  imports: z.array(z.string().max(MAX_SPECIFIER_LENGTH)).max(MAX_FILES_PER_VERSION).default([]),
  files: z
    .array(fileSchema)
    .min(1, { error: 'files: falta el módulo.' })
    .max(MAX_FILES_PER_VERSION, { error: `files: como mucho ${MAX_FILES_PER_VERSION} archivos.` }),
});

export type PublicationInput = z.infer<typeof publicationSchema>;

/** A file as the registry keeps it. */
export interface PublishedFile {
  name: string;
  integrity: string;
  content: Buffer;
  brotli: Buffer;
}

/** A publication that passed every check, ready to store. */
export interface CheckedPublication {
  version: string;
  route: FeatureRouteOptions & { path: string };
  title: { 'es-ES': string; 'en-GB': string };
  entry: string;
  integrity: string;
  styles: { file: string; integrity: string }[];
  imports: string[];
  files: PublishedFile[];
  /** Every file compressed, as customers download them. */
  sizeBytes: number;
}

/** Why a publication is refused: an error code of the API and what to tell the team. */
export interface PublicationProblem {
  code: 'invalid_publication' | 'integrity_mismatch' | 'over_budget' | 'import_outside_import_map';
  message: string;
}

/** Whether `integrity` (sha256, sha384 or sha512) is the digest of `content`. */
function integrityMatches(integrity: string, content: Buffer): boolean {
  const [algorithm, digest] = integrity.split('-', 2);
  return (
    createHash(algorithm ?? '')
      .update(content)
      .digest('base64') === digest
  );
}

/** Off the event loop: a publication's files may be a megabyte or two, which brotli takes a while over. */
const compress = promisify(brotliCompress);

const refuse = (code: PublicationProblem['code'], message: string) => ({ ok: false as const, problem: { code, message } });

/**
 * Checks what a team publishes before any of it is stored (issue 40 §2): every file decodes, is
 * text without NUL and has the integrity it claims; the entry and the stylesheets are among the
 * files; the whole is within the size budget; no module imports from anywhere but the page's
 * import map and the publication itself, or carries a React of its own.
 */
export async function checkPublication(
  input: PublicationInput,
  importMapSpecifiers: ReadonlySet<string>,
): Promise<{ ok: true; publication: CheckedPublication } | { ok: false; problem: PublicationProblem }> {
  const names = new Set<string>();
  const files: PublishedFile[] = [];
  const texts: { name: string; text: string }[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (const file of input.files) {
    if (names.has(file.name)) return refuse('invalid_publication', `El archivo ${file.name} está dos veces.`);
    names.add(file.name);
    const content = Buffer.from(file.content, 'base64');
    if (content.toString('base64') !== file.content)
      return refuse('invalid_publication', `${file.name} no está bien codificado en base64.`);
    let text: string;
    try {
      text = utf8.decode(content);
    } catch {
      return refuse('invalid_publication', `${file.name} no es texto UTF-8.`);
    }
    if (text.includes('\u0000')) return refuse('invalid_publication', `${file.name} tiene caracteres NUL.`);
    if (!integrityMatches(file.integrity, content)) {
      return refuse('integrity_mismatch', `La integridad de ${file.name} no corresponde a su contenido.`);
    }
    if (file.name.endsWith('.js') && REACT_CODE_MARKERS.some((marker) => text.includes(marker))) {
      return refuse(
        'import_outside_import_map',
        `${file.name} lleva su propia copia de React: impórtalo del mapa de importación de la página.`,
      );
    }
    files.push({ name: file.name, integrity: file.integrity, content, brotli: await compress(content) });
    texts.push({ name: file.name, text });
  }
  const entry = files.find((file) => file.name === input.entry);
  if (entry === undefined || !entry.name.endsWith('.js'))
    return refuse('invalid_publication', `Falta el módulo de entrada ${input.entry}.`);
  for (const style of input.styles) {
    const file = files.find((candidate) => candidate.name === style.file);
    if (file === undefined || !file.name.endsWith('.css') || file.integrity !== style.integrity) {
      return refuse('invalid_publication', `La hoja de estilos ${style.file} no está entre los archivos con esa integridad.`);
    }
  }
  const outsideMap = input.imports.find((specifier) => !importMapSpecifiers.has(specifier));
  if (outsideMap !== undefined)
    return refuse('import_outside_import_map', `imports: ${outsideMap} no está en el mapa de importación de la página.`);

  const sizeBytes = files.reduce((total, file) => total + file.brotli.byteLength, 0);
  if (sizeBytes > FEATURE_SIZE_BUDGET_BYTES) {
    return refuse(
      'over_budget',
      `La feature ocupa ${sizeBytes} bytes comprimida (brotli) y el límite es ${FEATURE_SIZE_BUDGET_BYTES} bytes.`,
    );
  }
  const [refused] = await refusedImports(texts, importMapSpecifiers);
  if (refused !== undefined) {
    return refuse(
      'import_outside_import_map',
      `${refused.file} importa ${refused.specifier}: un módulo solo importa del mapa de importación de la página o de sus propios archivos.`,
    );
  }
  const { path, conditions, ...routeOptions } = input.route;
  return {
    ok: true,
    publication: {
      version: input.version,
      route: { path, ...routeOptions, ...(conditions === undefined ? {} : { conditions }) } as CheckedPublication['route'],
      title: input.title,
      entry: entry.name,
      integrity: entry.integrity,
      styles: input.styles,
      imports: input.imports,
      files,
      sizeBytes,
    },
  };
}
