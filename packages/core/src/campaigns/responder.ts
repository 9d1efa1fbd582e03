import type { HttpClient } from '../http';
import { CAMPAIGN_RESPONSES_PATH } from './paths';
import { CAMPAIGN_MESSAGE, CampaignResponseError, isCampaignResult } from './results';
import type { CampaignResult } from './results';

/** What a response says of its communication: features.md §3's fields, as the bank sent them. */
export interface RespondedCommunication {
  readonly communicationCode: string;
  readonly campaignCode: string;
  readonly actionCode: string;
  readonly section: string;
  readonly subsection: string;
}

/** Sends the customer's responses to campaigns (features.md §3, §4.4). */
export interface CampaignResponder {
  /**
   * Sends one response, once per key (features.md §4.4 "Results are cached per key"): the same
   * result for the same communication again (a banner seen twice) sends nothing. Resolves with
   * whether it was sent now; a send that fails is forgotten, so the next one tries again.
   * @throws `CampaignResponseError` before sending anything: 'include communicationId and response
   * to do a valid send' without a communication code or a result, 'The Campaign resultCode must be
   * a valid value.' for a result outside the enumeration (features.md §5, §8).
   */
  send(communication: RespondedCommunication | null | undefined, result: CampaignResult | null | undefined): Promise<boolean>;
}

export interface CampaignResponderOptions {
  http: HttpClient;
  /** The page's channel code (features.md §6): the response's application channel. */
  channelCode: number;
}

/** The key a result is cached under: one communication, one result. */
const keyOf = (communicationCode: string, result: CampaignResult) => `${communicationCode}\u0000${result}`;

export function createCampaignResponder({ http, channelCode }: CampaignResponderOptions): CampaignResponder {
  const sent = new Set<string>();
  return {
    async send(communication, result) {
      if (!communication?.communicationCode || result === null || result === undefined || (result as string) === '') {
        throw new CampaignResponseError(CAMPAIGN_MESSAGE.incompleteResponse);
      }
      if (!isCampaignResult(result)) throw new CampaignResponseError(CAMPAIGN_MESSAGE.invalidResult);
      const key = keyOf(communication.communicationCode, result);
      // Marked before the call: a second send while the first is on its way is the same response.
      if (sent.has(key)) return false;
      sent.add(key);
      try {
        await http.post(CAMPAIGN_RESPONSES_PATH, {
          json: {
            communicationCode: communication.communicationCode,
            campaignCode: communication.campaignCode,
            actionCode: communication.actionCode,
            result,
            applicationChannel: channelCode,
            section: communication.section,
            subsection: communication.subsection,
          },
        });
        return true;
      } catch (error) {
        sent.delete(key);
        throw error;
      }
    },
  };
}

let responders = new WeakMap<HttpClient, CampaignResponder>();

/**
 * Forgets what every responder has sent: the shell calls it when the customer leaves, so that
 * nothing of one session stays for the next (SECURITY.md, stores emptied at logout).
 */
export function forgetCampaignResponses(): void {
  responders = new WeakMap();
}

/**
 * The page's responder for an API client: one per client, so that every screen of the page shares
 * its cache of what was sent (a banner seen on the overview is not reported again on coming back).
 */
export function campaignResponderFor(http: HttpClient, channelCode: number): CampaignResponder {
  let responder = responders.get(http);
  if (responder === undefined) {
    responder = createCampaignResponder({ http, channelCode });
    responders.set(http, responder);
  }
  return responder;
}
