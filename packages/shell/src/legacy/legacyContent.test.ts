import { describe, expect, it, vi } from 'vitest';
import { LEGACY_APP_HAS_NO_CONTENT, legacyContentRequestOf, showLegacyContent } from './legacyContent';

function markedContainer(page?: string, title?: string): HTMLElement {
  const container = document.createElement('div');
  container.className = 'legacy-content';
  if (page !== undefined) container.dataset['legacyPage'] = page;
  if (title !== undefined) container.dataset['legacyTitle'] = title;
  document.body.append(container);
  return container;
}

describe('legacy-app content (shell.md §2.7: the legacy app renders into the page’s grid)', () => {
  it('reads a page’s request from its marked container, and none from an unmarked one', () => {
    const container = markedContainer('bizum', 'Bizum');
    expect(legacyContentRequestOf(container)).toEqual({ container, page: 'bizum', title: 'Bizum' });
    expect(legacyContentRequestOf(markedContainer('bizum'))).toBeNull();
    expect(legacyContentRequestOf(markedContainer(undefined, 'Bizum'))).toBeNull();
  });

  it('loads the legacy app on demand first, then has it render the page in the page’s language', async () => {
    const order: string[] = [];
    const renderContent = vi.fn(() => void order.push('render'));
    const container = markedContainer('bizum', 'Bizum');
    await showLegacyContent(
      { container, page: 'bizum', title: 'Bizum' },
      {
        loadLegacyApp: () => {
          order.push('load');
          return Promise.resolve();
        },
        window: { genomaApp: { renderContent } },
        language: () => 'en-GB',
      },
    );
    expect(order).toEqual(['load', 'render']);
    expect(renderContent).toHaveBeenCalledWith({ container, page: 'bizum', title: 'Bizum', language: 'en-GB' });
  });

  it('renders nothing into a page the customer left while the legacy app loaded', async () => {
    const renderContent = vi.fn();
    const container = markedContainer('bizum', 'Bizum');
    container.remove();
    await showLegacyContent(
      { container, page: 'bizum', title: 'Bizum' },
      { loadLegacyApp: () => Promise.resolve(), window: { genomaApp: { renderContent } }, language: () => 'es-ES' },
    );
    expect(renderContent).not.toHaveBeenCalled();
  });

  it('says so when the loaded legacy app cannot render content, and when it does not load', async () => {
    const container = markedContainer('bizum', 'Bizum');
    const payload = { container, page: 'bizum', title: 'Bizum' };
    await expect(
      showLegacyContent(payload, { loadLegacyApp: () => Promise.resolve(), window: { genomaApp: {} }, language: () => 'es-ES' }),
    ).rejects.toThrow(LEGACY_APP_HAS_NO_CONTENT);
    const failure = new Error('The legacy app failed to load');
    await expect(
      showLegacyContent(payload, { loadLegacyApp: () => Promise.reject(failure), window: {}, language: () => 'es-ES' }),
    ).rejects.toBe(failure);
  });
});
