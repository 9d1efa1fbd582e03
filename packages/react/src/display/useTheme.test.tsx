import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootAttributes } from './rootAttributes';
import type { RootAttributes } from './rootAttributes';
import { useTheme } from './useTheme';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
});

/** Mutation observers report in a microtask: a turn of the task queue has them all delivered. */
const mutationsDelivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function ThemeProbe({ attributes }: { attributes?: RootAttributes }) {
  return <output aria-label="theme">{useTheme(attributes)}</output>;
}

const shown = () => screen.getByRole('status', { name: 'theme' }).textContent;

describe('useTheme (docs/design/display-contract.md: light, dark or system)', () => {
  it('shows the root’s data-theme, and follows it when the shell changes it', async () => {
    const root = document.createElement('html');
    root.setAttribute('data-theme', 'dark');
    render(<ThemeProbe attributes={createRootAttributes(root)} />);
    expect(shown()).toBe('dark');

    root.setAttribute('data-theme', 'light');
    await mutationsDelivered();
    expect(shown()).toBe('light');

    root.setAttribute('data-theme', 'system');
    await mutationsDelivered();
    expect(shown()).toBe('system');
  });

  it('reads system for no attribute and for a value the contract does not know', async () => {
    const root = document.createElement('html');
    render(<ThemeProbe attributes={createRootAttributes(root)} />);
    expect(shown()).toBe('system');
    root.setAttribute('data-theme', 'high-contrast');
    await mutationsDelivered();
    expect(shown()).toBe('system');
  });

  it('reads the page’s root element when given no other', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeProbe />);
    expect(shown()).toBe('dark');
    document.documentElement.setAttribute('data-theme', 'light');
    await mutationsDelivered();
    expect(shown()).toBe('light');
  });
});
