import { schema as v } from '@bank-shell/core';
import type { InferOutput } from '../schema';

/**
 * The tracking configuration (features.md §4.8), loaded from the tracking location beside the
 * library: a module per flow (`cfg/{name}.json`), the links that may be tracked
 * (`availableLinks.json`), and the avoidable steps (`avoidableSteps.json`), the fallback when a
 * flow's module cannot be loaded. Data, not code: each is JSON, checked before use.
 */

const text = v.string();
const textList = v.array(v.string());

const stepSchema = v.object({
  page_name: v.pipe(v.string(), v.minLength(1)),
  funnel_step: v.optional(text),
  funnel_phase: v.optional(text),
  funnel_item: v.optional(text),
  funnel_item_step: v.optional(text),
  /** May hold {@link PRODUCT_SKU_PLACEHOLDER}. */
  event_name: v.optional(text),
});

const trackingModuleSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  /** The flow's funnel variables, sent with each of its steps. */
  funnel: v.record(text),
  /** Whether each page view starts the process variables afresh, even on a path of the update list. */
  override: v.boolean(),
  /** Paths whose page views update the process variables (merge) rather than reset them. */
  updateVariablesProcesses: textList,
  /** Paths that leave the funnel position as it was (help, chat, legal pop-ups). */
  avoidableSteps: textList,
  /** The flow's steps by route path. */
  steps: v.record(stepSchema),
});

export type TrackingStep = InferOutput<typeof stepSchema>;
export type TrackingModule = InferOutput<typeof trackingModuleSchema>;

const availableLinksSchema = v.object({
  links: v.array(
    v.object({
      id: v.pipe(v.string(), v.minLength(1)),
      description: v.optional(text),
      expiry: v.object({ test: text, acceptance: text, production: text }),
    }),
  ),
});
export type AvailableLinks = InferOutput<typeof availableLinksSchema>;

const avoidableStepsSchema = v.object({ avoidableSteps: textList });

/** The environments a link's expiry is given for (features.md §4.8). */
export const TRACKING_ENVIRONMENTS = ['test', 'acceptance', 'production'] as const;
export type TrackingEnvironment = (typeof TRACKING_ENVIRONMENTS)[number];

/** Files at the tracking location. */
export const TRACKING_FILES = {
  library: 'utag.js',
  /** The bank's frame the library runs in (docs/decisions/0011-tag-manager-in-a-sandboxed-frame.md). */
  frame: 'frame.html',
  module: (name: string) => `cfg/${name}.json`,
  availableLinks: 'availableLinks.json',
  avoidableSteps: 'avoidableSteps.json',
} as const;

/** A flow's module name: lower-case words joined by hyphens, nothing that could leave `cfg/`. */
const MODULE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How the tracking files are read: the JSON body at a URL, or a rejection. */
export type FetchJson = (url: string) => Promise<unknown>;

/** A module for a flow whose own could not be loaded: no funnel, the fallback's avoidable steps. */
function fallbackModule(name: string, avoidableSteps: readonly string[]): TrackingModule {
  return { name, funnel: {}, override: false, updateVariablesProcesses: [], avoidableSteps: [...avoidableSteps], steps: {} };
}

/**
 * The module of flow `name` from `cfg/{name}.json`; when it cannot be loaded or is not one, a
 * module without steps whose avoidable steps come from `avoidableSteps.json` (none if that fails
 * too). Each failure is reported, and tracking goes on.
 */
export async function loadTrackingModule(
  fetchJson: FetchJson,
  location: string,
  name: string,
  logError: (error: unknown) => void,
): Promise<TrackingModule> {
  if (!MODULE_NAME.test(name)) throw new TypeError(`Not a tracking module name: ${JSON.stringify(name)}`);
  try {
    return v.parse(trackingModuleSchema, await fetchJson(new URL(TRACKING_FILES.module(name), location).href));
  } catch (error) {
    logError(error);
  }
  try {
    const { avoidableSteps } = v.parse(avoidableStepsSchema, await fetchJson(new URL(TRACKING_FILES.avoidableSteps, location).href));
    return fallbackModule(name, avoidableSteps);
  } catch (error) {
    logError(error);
    return fallbackModule(name, []);
  }
}

/** The links that may be tracked; none when the list cannot be loaded. */
export async function loadAvailableLinks(
  fetchJson: FetchJson,
  location: string,
  logError: (error: unknown) => void,
): Promise<AvailableLinks> {
  try {
    return v.parse(availableLinksSchema, await fetchJson(new URL(TRACKING_FILES.availableLinks, location).href));
  } catch (error) {
    logError(error);
    return { links: [] };
  }
}

/** A day of expiry: `YYYY-MM-DD`. */
const EXPIRY_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Whether link `id` may be tracked at `nowMs` (features.md §4.8): only while its expiry date for
 * this environment is in the future. The date is a whole day, so the link is tracked until its end
 * (UTC); an unknown link, or a date that is not one, is not tracked.
 */
export function linkIsTrackable(links: AvailableLinks, id: string, environment: TrackingEnvironment, nowMs: number): boolean {
  const link = links.links.find((candidate) => candidate.id === id);
  const match = link ? EXPIRY_DAY.exec(link.expiry[environment]) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const startOfDay = Date.UTC(year, month, day);
  // 2026-02-30 is no day: `Date.UTC` would roll it over to March.
  const date = new Date(startOfDay);
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return false;
  return nowMs < startOfDay + MS_PER_DAY;
}
