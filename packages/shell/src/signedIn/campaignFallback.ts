import { OVERALL_POSITION_CAMPAIGN_SLOT, campaignFallbackRoute, requestCampaigns } from '@bank-shell/core/signed-in';
import { SESSION_STORAGE_KEY } from '@bank-shell/core';
import type { KeyValueStorage } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';

/** Which login the campaign-driven navigation was last decided for: its login tracker's value. */
export const CAMPAIGN_FALLBACK_CHECKED_KEY = 'campaigns.fallback-checked-login';

/** Where the browser blocks storage: whether this page has decided already. */
let decidedOnThisPage = false;

/** What the check takes from the browser. */
export interface CampaignFallbackPlatform {
  /** The shell's storage (the login tracker is there), or null where the browser blocks it. */
  storage: KeyValueStorage | null;
  /** The page's address now (its hash). */
  currentPath: () => string;
  /** Calls back once the browser has nothing more urgent to do: the landing page's own calls go first. */
  whenIdle: (callback: () => void) => void;
  logError: (error: unknown) => void;
}

/**
 * Campaign-driven navigation (features.md §2.4): once per login, after it, the overall position's
 * campaigns are asked for, and with campaign 79 among them and `solution-selling-digital-fallbacks`
 * active (published in the configuration's means or local means) the customer is taken to that
 * feature's route. A reload, or another tab of the same login, does not take them there again:
 * the decision is kept against the login's tracker (in the page alone where storage is blocked). A
 * customer who has moved on by the time the bank answers (or whom the pending-operation check
 * has sent to confirm an operation) is left where they are. Returns what stops it.
 */
export function startCampaignFallback(
  services: Pick<ShellServices, 'http' | 'router' | 'session' | 'config'>,
  platform: CampaignFallbackPlatform,
): () => void {
  const { http, router, session, config } = services;
  let stopped = false;

  /** The login this check is for: its tracker, or this page's session where the browser blocks storage. */
  const loginKey = () => platform.storage?.get(SESSION_STORAGE_KEY.loginTracker) ?? null;
  const decided = (login: string | null) =>
    login === null ? decidedOnThisPage : platform.storage?.get(CAMPAIGN_FALLBACK_CHECKED_KEY) === login;
  const markDecided = (login: string | null) => {
    if (login === null) decidedOnThisPage = true;
    else platform.storage?.set(CAMPAIGN_FALLBACK_CHECKED_KEY, login);
  };

  const check = async () => {
    if (stopped || session.state.getSnapshot().status !== 'completed') return;
    const login = loginKey();
    if (decided(login)) return;
    const landedOn = platform.currentPath();
    try {
      const communications = await requestCampaigns(http, OVERALL_POSITION_CAMPAIGN_SLOT, platform.logError);
      const props = config()?.propsConfig;
      // Decided once the bank has answered: a failed call leaves it for the next start (a reload).
      if (stopped || props === undefined) return;
      markDecided(login);
      const route = campaignFallbackRoute(communications, [...props.means, ...(props.localMeans ?? [])]);
      if (route === null || platform.currentPath() !== landedOn) return;
      await router.navigate(route);
    } catch (error) {
      // Campaigns are marketing: their failure leaves the customer where the login took them.
      platform.logError(error);
    }
  };
  platform.whenIdle(() => void check());
  return () => {
    stopped = true;
    // The customer has left: the next login in this page is decided again.
    if (session.state.getSnapshot().status !== 'completed') decidedOnThisPage = false;
  };
}
