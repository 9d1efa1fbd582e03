import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteMatch } from '@bank-shell/core';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { DemoSection } from './DemoSection';
import { messages } from './messages';

/** The demo section at `path`, as the shell mounts it for the seeded feature `money-coach`. */
function openDemoSection(path: string) {
  const services = createTestServices();
  services.i18n.addNamespace('demo-section', messages);
  const match = {
    route: { kind: 'feature', id: 'money-coach', title: 'Asesor de tu dinero', titles: { 'en-GB': 'Money coach' } },
    path,
    params: {},
    rest: '',
    query: new URLSearchParams(),
  };
  render(
    <TestShell services={services}>
      <DemoSection match={match as unknown as RouteMatch} />
    </TestShell>,
  );
  return services;
}

afterEach(cleanup);

describe('the demo section (issue 19 §1)', () => {
  it('names the page, says it is a demonstration, and shows its address', () => {
    openDemoSection('/money-coach/plan');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Asesor de tu dinero');
    expect(screen.getByText('Esta sección es una demostración.')).toBeTruthy();
    expect(screen.getByText('#/money-coach/plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi posición global' }).getAttribute('href')).toBe('#/posicion-global');
  });

  it('in English: the page’s English name and notice', async () => {
    const services = openDemoSection('/money-coach');
    await act(() => services.i18n.setLocale('en-GB'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Money coach');
    expect(screen.getByText('This section is a demonstration.')).toBeTruthy();
  });
});
