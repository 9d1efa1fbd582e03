import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootAttributes } from './rootAttributes';
import type { RootAttributes } from './rootAttributes';
import { useMaskedMode } from './useMaskedMode';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-masked');
});

/** Mutation observers report in a microtask: a turn of the task queue has them all delivered. */
const mutationsDelivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function MaskedProbe({ attributes }: { attributes?: RootAttributes }) {
  return <output aria-label="masked">{useMaskedMode(attributes) ? 'masked' : 'shown'}</output>;
}

const shown = () => screen.getByRole('status', { name: 'masked' }).textContent;

describe('useMaskedMode (features.md §4.6: a marker attribute on the document root)', () => {
  it('is on while data-masked is present, whatever its value, and off when it goes', async () => {
    const root = document.createElement('html');
    render(<MaskedProbe attributes={createRootAttributes(root)} />);
    expect(shown()).toBe('shown');

    root.setAttribute('data-masked', '');
    await mutationsDelivered();
    expect(shown()).toBe('masked');

    root.setAttribute('data-masked', 'false');
    await mutationsDelivered();
    expect(shown()).toBe('masked');

    root.removeAttribute('data-masked');
    await mutationsDelivered();
    expect(shown()).toBe('shown');
  });

  it('reads the page’s root element when given no other', async () => {
    render(<MaskedProbe />);
    expect(shown()).toBe('shown');
    document.documentElement.setAttribute('data-masked', '');
    await mutationsDelivered();
    expect(shown()).toBe('masked');
  });
});
