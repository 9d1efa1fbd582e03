import { useEffect } from 'react';
import { useShell, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { PRODUCTION_ORIGINS_KEY, deepLinkTarget, productionHostsOf } from './deepLinkTarget';

/** The feature's id: `means` names it, and its texts go by it. */
export const DEEP_LINKS_FEATURE_ID = 'navigation';

/**
 * `#/deeplinks/<id>`: sends the customer on to the destination the id names (features.md §2.3),
 * replacing itself in the history, so "back" returns to where the link was followed from.
 */
export function DeepLink({ match }: FeatureProps) {
  const { router, config } = useShell();
  const { t } = useTranslation(DEEP_LINKS_FEATURE_ID);
  const idText = match.rest;
  useEffect(() => {
    const appConfig = config();
    const means = appConfig?.propsConfig.means ?? [];
    const target = deepLinkTarget(idText, {
      hostname: window.location.hostname,
      productionHosts: productionHostsOf(appConfig?.urlsConfig[PRODUCTION_ORIGINS_KEY]),
      featurePath: (feature) => means.find((mean) => mean.id === feature)?.path,
    });
    void router.navigate(target, { replace: true });
  }, [idText, router, config]);
  return (
    <section className="page page--narrow" aria-busy="true">
      <p role="status">{t('opening')}</p>
    </section>
  );
}
