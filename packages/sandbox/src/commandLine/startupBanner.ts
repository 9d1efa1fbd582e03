import type { DemoLogin } from '../seed';

/** What the banner shows about the running sandbox. */
export interface BannerFacts {
  appUrl: string;
  apiUrl: string;
  logins: readonly DemoLogin[];
  /** The demo team's key to the feature registry (`npm run feature:publish`). */
  publishKey: string;
}

const COLUMN_GAP = '  ';

/** Lays rows out in left-aligned columns. */
function formatTable(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join(COLUMN_GAP)
      .trimEnd(),
  );
}

/** The vendors host beside the app host (sandbox-api.md, Hosts): where the outside scripts' stand-ins are. */
function vendorsUrlOf(appUrl: string): URL {
  const url = new URL(appUrl);
  url.hostname = `vendors.${url.hostname}`;
  return url;
}

/**
 * The start-up text: where the app and the API are, the demo team's publish key and the demo
 * logins. The PINs are public demo data and the key the demo team's alone, printed on purpose for
 * the person who started the sandbox; nothing else secret is.
 */
export function startupBanner(facts: BannerFacts): string {
  const table = formatTable([
    ['Document', 'Birth date', 'PIN', 'Who'],
    ...facts.logins.map((login) => [login.document, login.birthDate, login.pin, login.description]),
  ]);
  return [
    'Sandbox bank running',
    `  App: ${facts.appUrl}`,
    `  API: ${facts.apiUrl}`,
    `  Become a customer (the sign-up, no login needed): ${new URL('#/signups-account', facts.appUrl).href}`,
    `  Demo phone (one-time passwords of the customer logged in): ${new URL('phone/', facts.apiUrl).href}`,
    `  Monitoring received (for staff: log in as the agent): ${new URL('apm/', facts.apiUrl).href}`,
    `  Analytics received (for staff: log in as the agent): ${new URL('tracking/', facts.apiUrl).href}`,
    `  Back office: create a pending operation for any customer (staff): ${new URL('back-office/pending-operations', facts.apiUrl).href}`,
    `  Native-wrapper simulator (the app as Android, iOS or a legacy wrapper): ${new URL('native-simulator/', facts.appUrl).href}`,
    `  Outside scripts' stand-ins, loaded after login: consent manager ${new URL('consent/v1/consent-manager.js', vendorsUrlOf(facts.appUrl)).href}, tag manager ${new URL('tracking/v1/utag.js', vendorsUrlOf(facts.appUrl)).href} (run in the bank's tag frame ${new URL('tracking/v1/frame.html', vendorsUrlOf(facts.appUrl)).href}), device risk ${new URL('device-risk/v1/profile.js', vendorsUrlOf(facts.appUrl)).href}`,
    `  Publish key (team demo): ${facts.publishKey}`,
    '',
    'Demo logins:',
    ...table.map((line) => `  ${line}`),
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
}
