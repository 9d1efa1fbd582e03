/**
 * The configuration a visitor's page carries (issue 40 §2): the means of the pages that need no
 * login, not the whole feature list. A bank with 500 registered features sends a visitor the same
 * login page as one with 15; the shell asks `GET /config/appConfig` for the rest as the customer
 * logs in (shell.md §2.6 "Login event": the routes are rebuilt then).
 */

/**
 * The pages a visitor without a session may open: shell.md §2.2's eight, and the sign-up, which
 * shell.md §1 opens to anonymous visitors. The shell's `PUBLIC_PAGE_GROUPS` lists the same pages.
 */
export const VISITOR_PAGES: readonly string[] = [
  'insight',
  'login',
  'geolocation',
  'broker-interactive-platform',
  'logout-campaigns',
  'pin-recovery',
  'logout',
  'modal',
  'signups-account',
];

/** `propsConfig.meansScope` of a configuration that lists only the visitors' pages. */
export const VISITOR_MEANS_SCOPE = 'public-pages';

interface MeanLike {
  id: string;
  path: string;
}

interface ConfigLike<M extends MeanLike> {
  propsConfig: { means: M[]; localMeans?: M[]; fallbackRoute?: { redirect: string } };
}

const firstSegment = (path: string): string => path.replace(/^\//, '').split('/', 1)[0] ?? '';

/**
 * `config` with only the visitors' pages' means, the page the fallback route sends to (where a
 * customer lands should the whole configuration not come at login), and the means of `kept` (a
 * developer's overridden features, which the page alone knows about: the shell keeps the page's
 * means over the API's).
 */
export function visitorConfigOf<M extends MeanLike, T extends ConfigLike<M>>(config: T, kept: ReadonlySet<string> = new Set()): T {
  const { means, localMeans, fallbackRoute } = config.propsConfig;
  const pages = new Set([...VISITOR_PAGES, ...(fallbackRoute === undefined ? [] : [firstSegment(fallbackRoute.redirect)])]);
  const isVisitorMean = (mean: MeanLike): boolean => pages.has(firstSegment(mean.path)) || kept.has(mean.id);
  return {
    ...config,
    propsConfig: {
      ...config.propsConfig,
      means: means.filter(isVisitorMean),
      ...(localMeans === undefined ? {} : { localMeans: localMeans.filter(isVisitorMean) }),
      meansScope: VISITOR_MEANS_SCOPE,
    },
  };
}
