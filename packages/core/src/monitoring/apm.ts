/**
 * The monitoring agent's configuration (features.md §9) and what the shell tags its session with
 * (shell.md §7 and §9). The agent itself (`@elastic/apm-rum`) is third-party: this module only
 * builds and checks what it is given.
 */
// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { isSupportedExternalUrl, readCookie } from '@bank-shell/core';
import type { HttpClient } from '../http';

/**
 * The agent's figures of features.md §9 that its configuration carries. The others are the agent's
 * own in the version the shell pins (`@elastic/apm-rum` 5.17.0, packages/shell/package.json),
 * which has no option for them: 80 events per 60 s (the 60 s), a `keepalive` payload below 60000
 * bytes, a managed transaction of at most 60 s, a long task's 50 ms, a 30-minute session and a 10 s
 * time-out on its own calls. packages/shell/src/monitoring/agent.test.ts proves the pinned agent
 * applies each of them.
 */
export const APM_NATIVE_DEFAULT_SAMPLE_RATE = 0.3;
export const APM_EVENTS_LIMIT = 80;
export const APM_FLUSH_INTERVAL_MS = 500;

export const APM_MESSAGE = {
  serviceName: 'Monitoring service name must be letters, digits, spaces, underscores and hyphens',
  serverUrl: 'Monitoring server URL must be an absolute http(s) URL',
  sampleRate: 'Monitoring sample rate must be a number from 0 to 1',
} as const;

export class ApmConfigError extends Error {
  override readonly name = 'ApmConfigError';
}

const SERVICE_NAME_PATTERN = /^[A-Za-z0-9 _-]+$/;

export interface ApmSettings {
  serviceName: string;
  /** The app's own version (the shell's), not the agent's: the APM server finds the source maps by it. */
  serviceVersion: string;
  serverUrl: string;
  /** @default 1 in a browser, 0.3 inside the native wrapper */
  sampleRate?: number;
  nativeWrapper: boolean;
  environment?: string;
}

/** What the agent's `init` receives. */
export interface ApmAgentConfig {
  serviceName: string;
  serverUrl: string;
  serviceVersion: string;
  environment: string;
  transactionSampleRate: number;
  eventsLimit: number;
  flushInterval: number;
  /** One session across the page loads of 30 minutes (the agent's own time-out). */
  session: boolean;
}

/**
 * The agent's configuration from the shell's settings, checked: a service name of letters,
 * digits, spaces, underscores and hyphens; an absolute http(s) server URL; a sample rate from 0
 * to 1 (0.3 by default in the native wrapper).
 * @throws ApmConfigError with the rule that is broken
 */
export function buildApmConfig(settings: ApmSettings): ApmAgentConfig {
  if (typeof settings.serviceName !== 'string' || !SERVICE_NAME_PATTERN.test(settings.serviceName)) {
    throw new ApmConfigError(APM_MESSAGE.serviceName);
  }
  if (!isSupportedExternalUrl(settings.serverUrl)) throw new ApmConfigError(APM_MESSAGE.serverUrl);
  const url = new URL(settings.serverUrl);
  const sampleRate = settings.sampleRate ?? (settings.nativeWrapper ? APM_NATIVE_DEFAULT_SAMPLE_RATE : 1);
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) throw new ApmConfigError(APM_MESSAGE.sampleRate);
  return {
    serviceName: settings.serviceName,
    serverUrl: url.href.replace(/\/$/, ''),
    serviceVersion: settings.serviceVersion,
    environment: settings.environment ?? 'sandbox',
    transactionSampleRate: sampleRate,
    eventsLimit: APM_EVENTS_LIMIT,
    flushInterval: APM_FLUSH_INTERVAL_MS,
    session: true,
  };
}

/** The routing cookies noted for monitoring (shell.md §9), attached to its session as labels. */
export const ROUTING_COOKIES = [
  'x-pool',
  'x-force-blue-env',
  'x-force-green-env',
  'd_pool_frt',
  'x-pool-dc',
  'x-force-wpr',
  'x-force-dcr',
  'x-force-spa',
] as const;
/** A label value as a load balancer writes one; anything else is not reported. */
const ROUTING_COOKIE_VALUE = /^[\w.-]{1,64}$/;

/** The routing cookies present in a `document.cookie` string, as monitoring labels. */
export function routingCookieLabels(cookieHeader: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const name of ROUTING_COOKIES) {
    const value = readCookie(cookieHeader, name);
    if (value !== null && ROUTING_COOKIE_VALUE.test(value)) labels[name] = value;
  }
  return labels;
}

/** The id monitoring knows the customer by when the client record cannot be read (shell.md §7). */
export const CIP_ERROR_ID = 'cip-error';
export const CLIENT_RECORD_PATH = '/genoma_api/rest/client';

/** The customer's personId from the client record, to tag the monitoring session; `cip-error` on failure. */
export async function monitoringUserId(http: Pick<HttpClient, 'get'>): Promise<string> {
  try {
    const body = await http.get(CLIENT_RECORD_PATH);
    const personId = typeof body === 'object' && body !== null ? (body as { personId?: unknown }).personId : undefined;
    return typeof personId === 'string' && personId !== '' ? personId : CIP_ERROR_ID;
  } catch {
    return CIP_ERROR_ID;
  }
}
