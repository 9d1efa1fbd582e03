import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { LogoutScreen } from './LogoutScreen';

/** A bank that answers the logout's revoke and session calls. */
const bank = (() => Promise.resolve(new Response(null, { status: 200 }))) as unknown as typeof fetch;

/** The login route, whose module arrives when the test lets it; the logout route. */
function routesWithSlowLogin() {
  let arrive: () => void = () => undefined;
  const loginModule = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const routes: RouteDefinition[] = [
    { kind: 'lazy', id: 'login', pattern: '/login', authentication: false, import: () => loginModule },
    { kind: 'core', id: 'logout', pattern: '/logout', module: '@bank-shell/shell', authentication: false },
  ];
  return { routes, arrive };
}

afterEach(cleanup);

describe('the logout screen', () => {
  it('ends on the login page even when a second navigation to /logout came while the login page loaded', async () => {
    const { routes, arrive } = routesWithSlowLogin();
    const services = createTestServices({ fetch: bank, routes });
    await services.router.start();
    await services.router.navigate('/logout');
    const navigations: string[] = [];
    const navigate = services.router.navigate.bind(services.router);
    services.router.navigate = (path, options) => {
      navigations.push(path);
      return navigate(path, options);
    };
    render(
      <TestShell services={services}>
        <LogoutScreen onMounted={() => undefined} />
      </TestShell>,
    );
    // The logout is done and the login page is loading (its navigation is under way)...
    await vi.waitFor(() => expect(navigations).toContain('/login'));
    // ...when something sends the customer to /logout again, which the router takes for the page
    // already shown.
    void services.router.navigate('/logout');
    arrive();
    await vi.waitFor(() => expect(services.router.current.getSnapshot()?.route.id).toBe('login'));
  });
});
