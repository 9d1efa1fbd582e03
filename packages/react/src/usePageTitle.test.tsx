import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { defineFeature } from './defineFeature';
import { FeatureOutlet } from './FeatureOutlet';
import { usePageTitle } from './usePageTitle';
import { TestShell, createTestServices } from './testing';

afterEach(cleanup);

const match: RouteMatch = {
  path: '/x',
  params: {},
  rest: '',
  query: new URLSearchParams(),
  route: { kind: 'core', id: 'x', pattern: '/x', module: 'm', authentication: false },
};

/** A feature with a sub-page that names itself, and a button that leaves it. */
function SubPages() {
  const [onSubPage, setOnSubPage] = useState(true);
  return (
    <>
      <h1>Feature</h1>
      {onSubPage && <SubPage />}
      <button type="button" onClick={() => setOnSubPage(false)}>
        Leave
      </button>
    </>
  );
}
function SubPage() {
  usePageTitle('Movimientos · Cuenta NÓMINA');
  return <p>Sub-page</p>;
}

const feature = defineFeature({ id: 'sub-pages', component: SubPages, messages: { 'es-ES': {}, 'en-GB': {} } });

describe('usePageTitle (issue 42 §4)', () => {
  it('tells the outlet the sub-page’s name while it is mounted, and null once it has gone', async () => {
    const onPageTitle = vi.fn();
    const services = createTestServices({ importModule: () => Promise.resolve({ default: feature }) });
    render(
      <TestShell services={services}>
        <FeatureOutlet
          featureId="sub-pages"
          moduleUrl="http://cdn/sub-pages-1.js"
          match={match}
          onPageTitle={onPageTitle}
          renderLoading={() => <p>Cargando</p>}
          renderFailure={() => <p>Error</p>}
        />
      </TestShell>,
    );
    await screen.findByText('Sub-page');
    expect(onPageTitle).toHaveBeenLastCalledWith('Movimientos · Cuenta NÓMINA');

    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    expect(onPageTitle).toHaveBeenLastCalledWith(null);
  });

  it('does nothing outside an outlet: a feature’s own tests render its pages bare', () => {
    render(<SubPage />);
    expect(screen.getByText('Sub-page')).toBeTruthy();
  });
});
