import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../seed';
import { startupBanner } from './startupBanner';

describe('start-up banner', () => {
  it('prints the app and API URLs and a table of the demo logins', () => {
    const banner = startupBanner({
      appUrl: 'http://bank.localhost:8080/',
      apiUrl: 'http://api.bank.localhost:8080/',
      logins: DEMO_LOGINS,
      publishKey: 'bsk_demo-key-for-the-banner',
    });
    expect(banner).toContain('  Publish key (team demo): bsk_demo-key-for-the-banner');
    expect(banner).toContain('App: http://bank.localhost:8080/');
    expect(banner).toContain('API: http://api.bank.localhost:8080/');
    expect(banner).toContain('Demo phone (one-time passwords of the customer logged in): http://api.bank.localhost:8080/phone/');
    expect(banner).toContain('Become a customer (the sign-up, no login needed): http://bank.localhost:8080/#/signups-account');
    expect(banner).toContain(
      'Native-wrapper simulator (the app as Android, iOS or a legacy wrapper): http://bank.localhost:8080/native-simulator/',
    );
    expect(banner).toContain(
      "Outside scripts' stand-ins, loaded after login: consent manager http://vendors.bank.localhost:8080/consent/v1/consent-manager.js, tag manager http://vendors.bank.localhost:8080/tracking/v1/utag.js (run in the bank's tag frame http://vendors.bank.localhost:8080/tracking/v1/frame.html), device risk http://vendors.bank.localhost:8080/device-risk/v1/profile.js",
    );
    expect(banner).toContain('  Monitoring received (for staff: log in as the agent): http://api.bank.localhost:8080/apm/');
    expect(banner).toContain('  Analytics received (for staff: log in as the agent): http://api.bank.localhost:8080/tracking/');
    expect(banner).toContain(
      'Back office: create a pending operation for any customer (staff): http://api.bank.localhost:8080/back-office/pending-operations',
    );
    expect(banner).toMatch(/Document +Birth date +PIN +Who/);
    for (const login of DEMO_LOGINS) {
      expect(banner).toMatch(new RegExp(`${login.document} +${login.birthDate} +${login.pin} +`));
    }
  });
});
