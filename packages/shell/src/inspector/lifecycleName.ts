import type { Mean } from '@bank-shell/core';

/**
 * The name the router and the outlet give the lifecycle of a mean's module:
 * `moduleUrlOf(routeOf(mean))` of `routes/buildRoutes.ts`, which a test holds this to. Spelt here
 * because importing those from the page's module would cost the login page an export each, for a
 * developer's tool.
 */
export function lifecycleNameOf(mean: Mean): string {
  // A lazy route imports its module itself, and a remote module with scoped elements is loaded
  // with them: each has a lifecycle of its own route.
  if (mean.kind === 'lazy') return `lazy:${mean.id}`;
  const url = new URL(mean.module, mean.host).href;
  return mean.kind === 'remote-module' && mean.scopedElements ? `${url}#${mean.id}` : url;
}
