import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryFailure, QueryLoading } from './QueryStates';

describe('a page’s loading and failure states', () => {
  it('loading: one status that screen readers hear, with a skeleton block for each part to come', () => {
    const { container } = render(<QueryLoading label="Cargando tus pagos pendientes…" blocks={['hero', 'list', 'list']} />);
    expect(screen.getByRole('status').textContent).toBe('Cargando tus pagos pendientes…');
    expect([...container.querySelectorAll('.skeleton__block')].map((block) => block.className)).toEqual([
      'skeleton__block skeleton__block--hero',
      'skeleton__block skeleton__block--list',
      'skeleton__block skeleton__block--list',
    ]);
  });

  it('loading: a list block when the page names none', () => {
    const { container } = render(<QueryLoading label="Cargando…" />);
    expect(container.querySelectorAll('.skeleton__block--list')).toHaveLength(1);
  });

  it('failure: an alert that says what happened, and a button that tries again', () => {
    const retry = vi.fn();
    render(
      <QueryFailure retryLabel="Reintentar" onRetry={retry}>
        No hemos podido cargar tus pagos pendientes.
      </QueryFailure>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No hemos podido cargar tus pagos pendientes.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
