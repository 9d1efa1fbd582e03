/** A feature whose module this browser takes from a developer's dev server (issue 40 §3). */
export interface PageOverride {
  featureId: string;
  /** The module's URL on the developer's machine. */
  url: string;
}

/**
 * The developer tools' meta (`developerTools.ts` finds it, in the page's module). Spelt again here
 * rather than imported: an import from the page's module would cost the login page an export.
 */
const OVERRIDES_META = 'meta[name="bank-developer-tools"]';

/** The sandbox keeps at most eight; more in the page would be no page of it. */
export const PAGE_OVERRIDES_MAX_COUNT = 8;

/** A feature id as the sandbox accepts one: a lower-case slug. */
const FEATURE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isOverride(entry: unknown): entry is PageOverride {
  if (typeof entry !== 'object' || entry === null) return false;
  const { featureId, url } = entry as Record<string, unknown>;
  return (
    typeof featureId === 'string' &&
    FEATURE_ID_PATTERN.test(featureId) &&
    typeof url === 'string' &&
    URL.canParse(url) &&
    /^https?:$/.test(new URL(url).protocol)
  );
}

/**
 * The overrides the page names in the developer tools' meta (`data-overrides`, JSON). It is page
 * content, so it is checked as such: what is not a list of `{ featureId, url }` with a slug and an
 * http(s) URL is left out, and text that is not JSON names none.
 */
export function readPageOverrides(document: Pick<Document, 'querySelector'>): PageOverride[] {
  const text = document.querySelector<HTMLMetaElement>(OVERRIDES_META)?.dataset['overrides'];
  if (text === undefined) return [];
  try {
    const listed: unknown = JSON.parse(text);
    if (!Array.isArray(listed)) return [];
    return listed
      .slice(0, PAGE_OVERRIDES_MAX_COUNT)
      .filter(isOverride)
      .map(({ featureId, url }) => ({ featureId, url }));
  } catch {
    return [];
  }
}
