import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, limitKeyOfAddress } from './clientAddress';

describe('client address of a request (what limits count by)', () => {
  it('is the TCP peer, not X-Forwarded-For', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddressOf(c)));
    const response = await app.request(
      '/',
      { headers: { 'X-Forwarded-For': '203.0.113.9' } },
      {
        incoming: { socket: { remoteAddress: '198.51.100.7' } },
      },
    );
    expect(await response.text()).toBe('198.51.100.7');
  });

  it('is "unknown" when the socket has no peer any more', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddressOf(c)));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(limitKeyOfAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 addresses by their /64', () => {
    expect(limitKeyOfAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOfAddress('::1')).toBe('0:0:0:0::/64');
  });
});
