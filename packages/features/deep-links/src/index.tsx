import { defineFeature } from '@bank-shell/react';
import { DEEP_LINKS_FEATURE_ID, DeepLink } from './DeepLink';
import { messages } from './messages';

/**
 * Deep links (features.md §2.3): `#/deeplinks/<destination id>` opens the destination's page. The
 * route is `deeplinks`, its feature `navigation` (features.md §2.1).
 */
export default defineFeature({ id: DEEP_LINKS_FEATURE_ID, component: DeepLink, messages });
