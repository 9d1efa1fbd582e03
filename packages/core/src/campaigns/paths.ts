/** The bank's campaign calls (features.md §7 leaves their paths to the bank: docs/sandbox-api.md, Campaigns). */
export const CAMPAIGNS_PATH = '/genoma_api/rest/campaigns';
export const CAMPAIGN_RESPONSES_PATH = '/genoma_api/rest/campaigns/responses';
