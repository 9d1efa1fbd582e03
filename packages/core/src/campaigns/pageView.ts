import { accepts, payloadCheck } from '@bank-shell/core';
import type { TopicValidators } from '../events';
import { LINK_CLICK_TOPIC, PAGE_VIEW_TOPIC, type CampaignTopics, type LinkClickPayload, type PageViewPayload } from './topicNames';

export { LINK_CLICK_TOPIC, PAGE_VIEW_TOPIC, type CampaignTopics, type LinkClickPayload, type PageViewPayload } from './topicNames';

/** In the style of shell.md §8. */
export const PAGE_VIEW_MESSAGE = 'Page view name must be a non-empty string!';

export const parsePageViewPayload = payloadCheck<PageViewPayload>(['name', accepts.nonEmptyString, PAGE_VIEW_MESSAGE]);

/** In the style of shell.md §8. */
export const LINK_CLICK_MESSAGE = 'Link id and page name must be non-empty strings!';

export const parseLinkClickPayload = payloadCheck<LinkClickPayload>(
  ['id', accepts.nonEmptyString, LINK_CLICK_MESSAGE],
  ['pageName', accepts.nonEmptyString, LINK_CLICK_MESSAGE],
);

/** The checks of the campaign topics; the shell allows them once a customer is signed in. */
export const CAMPAIGN_TOPIC_VALIDATORS: TopicValidators<CampaignTopics> = {
  [PAGE_VIEW_TOPIC]: parsePageViewPayload,
  [LINK_CLICK_TOPIC]: parseLinkClickPayload,
};

/** The longest normalised description a page name takes, in characters. */
const DESCRIPTION_MAX_LENGTH = 60;

/**
 * The page name a lightbox is reported under (features.md §2.4): 'lightbox' plus its description
 * normalised: without accents, lower case, words joined by hyphens. `'Bizum sign-up'` →
 * `lightbox/bizum-sign-up`; an empty description is `lightbox` alone.
 */
export function lightboxPageName(description: string): string {
  const normalised = description
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, DESCRIPTION_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return normalised === '' ? 'lightbox' : `lightbox/${normalised}`;
}
