import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayoutController } from '@bank-shell/core';
import type { LayoutConfig } from '@bank-shell/core';
import { validateLayoutConfig } from '@bank-shell/core/layout-rules';
import { TestShell, createTestServices } from './testing';
import { useCurrentLayout } from './useCurrentLayout';
import { useLayout } from './useLayout';

afterEach(cleanup);

function Feature({ config }: { config: LayoutConfig }) {
  useLayout(config);
  return <p>feature</p>;
}

function ModeProbe() {
  return <output aria-label="mode">{useCurrentLayout().mode}</output>;
}

describe('useLayout', () => {
  it('asks for the layout while mounted and lets go on unmount', () => {
    const services = createTestServices();
    const { rerender } = render(
      <TestShell services={services}>
        <Feature config={{ mode: 'flow' }} />
        <ModeProbe />
      </TestShell>,
    );
    expect(screen.getByRole('status', { name: 'mode' }).textContent).toBe('flow');
    rerender(
      <TestShell services={services}>
        <ModeProbe />
      </TestShell>,
    );
    expect(screen.getByRole('status', { name: 'mode' }).textContent).toBe('distributive');
  });

  it('asks again only when the content of the config changes', () => {
    const services = createTestServices();
    const request = vi.spyOn(services.layout, 'request');
    const view = (config: LayoutConfig) => (
      <TestShell services={services}>
        <Feature config={config} />
      </TestShell>
    );
    const { rerender } = render(view({ mode: 'content', title: 'A' }));
    rerender(view({ mode: 'content', title: 'A' }));
    expect(request).toHaveBeenCalledTimes(1);
    rerender(view({ mode: 'content', title: 'B' }));
    expect(request).toHaveBeenCalledTimes(2);
    expect(services.layout.current.getSnapshot().title).toBe('B');
  });

  it('paints after the zero-delay timer of the shell’s controller', () => {
    vi.useFakeTimers();
    try {
      const layout = createLayoutController({
        setTimeout: (cb, ms) => setTimeout(cb, ms),
        clearTimeout: (id) => clearTimeout(id as number),
        validate: validateLayoutConfig,
      });
      const services = createTestServices({ layout });
      render(
        <TestShell services={services}>
          <Feature config={{ mode: 'cms' }} />
        </TestShell>,
      );
      expect(layout.current.getSnapshot().mode).toBe('distributive');
      vi.runAllTimers();
      expect(layout.current.getSnapshot().mode).toBe('cms');
    } finally {
      vi.useRealTimers();
    }
  });
});
