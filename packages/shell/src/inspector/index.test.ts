import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { createTestServices } from '@bank-shell/react/testing';
import { installInspector } from '.';
import type { Inspector, InspectorOptions } from '.';
import type { InspectorPanelHandle } from './panel';

const NOW_MS = Date.UTC(2026, 4, 1, 9, 30);

/** The panel's chunk, faked: an element that is there while it shows. */
function fakePanel() {
  const element = document.createElement('div');
  const button = document.createElement('button');
  element.append(button);
  const handle: InspectorPanelHandle = {
    element,
    show: () => {
      document.body.append(element);
      button.focus();
    },
    hide: () => element.remove(),
  };
  const loadPanel = vi.fn(() => Promise.resolve({ mountInspectorPanel: () => handle }));
  return { handle, button, loadPanel };
}

const installed: Inspector[] = [];
function install(options: Partial<InspectorOptions> = {}) {
  const panel = fakePanel();
  const services = createTestServices({ events: createShellEventBus() });
  const inspector = installInspector({ services, window, document, clock: { now: () => NOW_MS }, loadPanel: panel.loadPanel, ...options });
  installed.push(inspector);
  return { inspector, services, ...panel };
}

const press = (init: KeyboardEventInit, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
const SHORTCUT = { code: 'KeyD', key: 'Î', altKey: true, shiftKey: true };
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

afterEach(() => {
  for (const inspector of installed.splice(0)) inspector.dispose();
  document.body.replaceChildren();
});

describe('the developer inspector’s installer (issue 40 §4)', () => {
  it('records the bus from the start, before the panel is ever opened, and loads no panel until then', () => {
    const { inspector, services, loadPanel } = install();
    services.events.publish('post-login', { target: '/posicion-global' });
    expect(inspector.recorder.events.getSnapshot()).toMatchObject([{ topic: 'post-login', accepted: true, at: NOW_MS }]);
    expect(loadPanel).not.toHaveBeenCalled();
  });

  it('opens with Alt+Shift+D, by the key’s place (D), loading the panel once, and closes with it again', async () => {
    const { inspector, handle, loadPanel } = install();
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...SHORTCUT });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(true));
    expect(inspector.open.getSnapshot()).toBe(true);
    press(SHORTCUT);
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(false));
    press(SHORTCUT);
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(true));
    expect(loadPanel).toHaveBeenCalledTimes(1);
  });

  it('leaves other combinations alone: D alone, Alt+D, Ctrl+Alt+Shift+D, Alt+Shift+E', async () => {
    const { inspector, loadPanel } = install();
    for (const init of [
      { code: 'KeyD', key: 'd' },
      { code: 'KeyD', key: '∂', altKey: true },
      { ...SHORTCUT, ctrlKey: true },
      { ...SHORTCUT, metaKey: true },
      { code: 'KeyE', key: 'E', altKey: true, shiftKey: true },
    ]) {
      expect(press(init), JSON.stringify(init)).toBe(true);
    }
    await settled();
    expect(loadPanel).not.toHaveBeenCalled();
    expect(inspector.open.getSnapshot()).toBe(false);
  });

  it('takes the shortcut even from a feature that stops its keys from bubbling', async () => {
    const { handle } = install();
    const field = document.createElement('input');
    field.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(field);
    press(SHORTCUT, field);
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(true));
  });

  it('closes with Escape from inside the panel, and gives the focus back to where it was', async () => {
    const { handle, button } = install();
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    press(SHORTCUT, before);
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    press({ key: 'Escape', code: 'Escape' }, button);
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(false));
    expect(document.activeElement).toBe(before);
  });

  it('leaves Escape outside the panel to the app, and the focus where the developer moved it', async () => {
    const { inspector, handle } = install();
    const before = document.createElement('button');
    const elsewhere = document.createElement('input');
    document.body.append(before, elsewhere);
    before.focus();
    await inspector.toggle();
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(true));
    elsewhere.focus();
    press({ key: 'Escape', code: 'Escape' }, elsewhere);
    await settled();
    expect(inspector.open.getSnapshot()).toBe(true);
    inspector.close();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('ends quick toggles in the last state asked for, even before the panel has loaded', async () => {
    const { inspector, handle } = install();
    const first = inspector.toggle();
    void inspector.toggle();
    await first;
    await settled();
    expect(inspector.open.getSnapshot()).toBe(false);
    expect(handle.element.isConnected).toBe(false);
  });

  it('logs a panel that fails to load, stays closed, and tries again on the next opening', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle } = fakePanel();
    const loadPanel = vi
      .fn<NonNullable<InspectorOptions['loadPanel']>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ mountInspectorPanel: () => handle });
    const { inspector } = install({ loadPanel });
    await inspector.toggle();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(new Error('chunk failed')));
    expect(inspector.open.getSnapshot()).toBe(false);
    await inspector.toggle();
    await vi.waitFor(() => expect(handle.element.isConnected).toBe(true));
    expect(loadPanel).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('stops listening and recording once disposed', async () => {
    const { inspector, services, loadPanel } = install();
    inspector.dispose();
    services.events.publish('post-login', { target: '/' });
    press(SHORTCUT);
    await settled();
    expect(inspector.recorder.events.getSnapshot()).toEqual([]);
    expect(loadPanel).not.toHaveBeenCalled();
  });
});
