import type { ReactElement } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '../testing';
import { Amount } from './Amount';

afterEach(cleanup);

function renderAmount(element: ReactElement) {
  const services = createTestServices();
  const { container } = render(<TestShell services={services}>{element}</TestShell>);
  return { container, services };
}

describe('Amount (docs/design/display-contract.md: the markup masked mode hides)', () => {
  it('writes the amount in Spanish inside span.amount > span.amount__value', () => {
    const { container } = renderAmount(<Amount amount={1234.56} currency="EUR" />);
    expect(container.innerHTML).toBe('<span class="amount"><span class="amount__value">1.234,56&nbsp;€</span></span>');
  });

  it('adds the caller’s classes after amount', () => {
    const { container } = renderAmount(<Amount amount={-18.9} currency="EUR" className="movement__amount" />);
    expect(container.firstElementChild?.className).toBe('amount movement__amount');
    expect(container.textContent).toBe('-18,90\u00a0€');
  });

  it('writes it again in English when the customer changes language', async () => {
    const { container, services } = renderAmount(<Amount amount={1234.56} currency="EUR" />);
    await act(() => services.i18n.setLocale('en-GB'));
    expect(container.querySelector('.amount__value')?.textContent).toBe('€1,234.56');
  });
});
