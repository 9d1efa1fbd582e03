import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig, RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { DeepLink } from './DeepLink';
import { messages } from './messages';

const mean = (id: string, path: string) => ({
  id,
  path,
  componentId: `ing-feat-${id}`,
  host: 'http://bank.localhost/cdn/features/',
  module: `${id}/${id}.js`,
  title: id,
});

const CONFIG: AppConfig = {
  urlsConfig: { deepLinkProductionOrigins: 'https://www.bancoalba.es https://bancoalba.es' },
  propsConfig: {
    means: [mean('overall-position', 'posicion-global'), mean('page-not-found', 'pagina-no-encontrada'), mean('navigation', 'deeplinks')],
  },
};

/** The deep-link page at `#/deeplinks/<rest>`, and the navigations it asked for. */
function openDeepLink(rest: string) {
  const services = createTestServices({ config: () => CONFIG });
  services.i18n.addNamespace('navigation', messages);
  const navigate = vi.spyOn(services.router, 'navigate').mockResolvedValue(undefined);
  const match = {
    route: { kind: 'feature', id: 'navigation' },
    path: `/deeplinks/${rest}`,
    params: {},
    rest,
    query: new URLSearchParams(),
  };
  render(
    <TestShell services={services}>
      <DeepLink match={match as unknown as RouteMatch} />
    </TestShell>,
  );
  return navigate;
}

afterEach(cleanup);

describe('the deep-link page (features.md §2.3)', () => {
  it('sends the customer on to the destination, replacing itself in the history so that “back” skips it', () => {
    const navigate = openDeepLink('24');
    expect(navigate).toHaveBeenCalledWith('/posicion-global', { replace: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('says what it is doing while it does it, in Spanish', () => {
    openDeepLink('24');
    expect(screen.getByRole('status').textContent).toBe('Abriendo la página…');
  });

  it('an unknown id: the page-not-found feature’s route', () => {
    expect(openDeepLink('12345')).toHaveBeenCalledWith('/pagina-no-encontrada', { replace: true });
  });

  it('a destination whose feature is not in means: the route-less default', () => {
    expect(openDeepLink('1')).toHaveBeenCalledWith('/', { replace: true });
  });
});
