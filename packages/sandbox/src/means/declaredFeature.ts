import { z } from 'zod';
import { FEATURE_SLUG_PATTERN } from './patterns';

/** The longest page name a team may give its feature. */
const MAX_TITLE_LENGTH = 80;

/** The most conditions one route may have. */
const MAX_CONDITIONS = 4;

const titleSchema = z
  .string()
  .trim()
  .min(1, { error: 'Falta el título.' })
  .max(MAX_TITLE_LENGTH, { error: 'El título es demasiado largo.' });

/** A feature's page names, in the two languages the shell speaks. */
export const pageTitlesSchema = z.strictObject({ 'es-ES': titleSchema, 'en-GB': titleSchema });

const conditionSchema = z.strictObject({
  flag: z.enum(['enable-pending-operation', 'enable-legacy-native-bridge']).optional(),
  query: z.string().regex(FEATURE_SLUG_PATTERN).optional(),
  equals: z.string().max(MAX_TITLE_LENGTH).optional(),
});

const pathSchema = z.string().regex(FEATURE_SLUG_PATTERN, { error: 'route.path: minúsculas, cifras y guiones.' });

/**
 * The route a team declares for its feature (issue 40; shell.md §2.1): a feature route, a
 * lazy-import one or a remote module with its tag name, each with optional conditions. The same in
 * a feature package's `bankShell` field and in a publication to the registry.
 */
export const declaredRouteSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['feature', 'lazy']),
    path: pathSchema,
    conditions: z.array(conditionSchema).max(MAX_CONDITIONS).optional(),
  }),
  z.strictObject({
    kind: z.literal('remote-module'),
    path: pathSchema,
    tagName: z.string().regex(/^[a-z][a-z0-9]*-[a-z0-9-]+$/, { error: 'route.tagName: el nombre de un elemento con guion.' }),
    className: z.string().regex(FEATURE_SLUG_PATTERN).optional(),
    conditions: z.array(conditionSchema).max(MAX_CONDITIONS).optional(),
  }),
]);

export type DeclaredRoute = z.infer<typeof declaredRouteSchema>;
