import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../server/api/pageForPeople';
import { NATIVE_SIMULATOR_PATH, type SimulatorProfile } from './profiles';

/** The simulator's browser files: its page's script and styles, and the wrapper played in the app's frame. */
export const NATIVE_SIMULATOR_PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

/** The wrapper's file name, under {@link NATIVE_SIMULATOR_PATH}. */
export const WRAPPER_SCRIPT_NAME = 'wrapper.js';

/** Where `wrapper.js` takes its profile: the argument of its outer function, `null` (it does nothing) until filled in. */
export const WRAPPER_PROFILE_PLACEHOLDER = 'null /* simulator profile */';

/** The `<head>` start tag of the shell page, whatever its attributes. */
const HEAD_START_TAG_PATTERN = /<head\b[^>]*>/i;

/** The address of the wrapper script for a profile, as the shell page loads it. */
export const wrapperScriptUrl = (profile: SimulatorProfile): string =>
  `${NATIVE_SIMULATOR_PATH}${WRAPPER_SCRIPT_NAME}?profile=${encodeURIComponent(profile.id)}`;

/**
 * The wrapper script of a profile: `wrapper.js` with what it plays filled in. Only what the
 * frame needs: the id (for the simulator's log), the platform, the version and the transport.
 */
export async function wrapperScriptFor(profile: SimulatorProfile): Promise<string> {
  const source = await readFile(`${NATIVE_SIMULATOR_PUBLIC_DIR}${WRAPPER_SCRIPT_NAME}`, 'utf8');
  const at = source.indexOf(WRAPPER_PROFILE_PLACEHOLDER);
  if (at === -1 || source.indexOf(WRAPPER_PROFILE_PLACEHOLDER, at + 1) !== -1)
    throw new Error(`${WRAPPER_SCRIPT_NAME} must hold ${WRAPPER_PROFILE_PLACEHOLDER} exactly once`);
  const played = JSON.stringify({ id: profile.id, platform: profile.platform, version: profile.version, transport: profile.transport });
  return `${source.slice(0, at)}${played}${source.slice(at + WRAPPER_PROFILE_PLACEHOLDER.length)}`;
}

/**
 * The shell page with the simulated wrapper as the first thing of its `<head>`: a classic,
 * blocking script from the page's own origin (`script-src 'self'`), so it has run before the
 * import map is read and before any script of the page, as a real wrapper's injection has. The
 * import map's text, and so the policy's hash of it, do not change. Undefined for a page without
 * a `<head>` start tag.
 */
export function withSimulatedWrapper(html: string, profile: SimulatorProfile): string | undefined {
  const head = HEAD_START_TAG_PATTERN.exec(html);
  if (head === null) return undefined;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}<script src="${escapeHtml(wrapperScriptUrl(profile))}"></script>${html.slice(end)}`;
}
