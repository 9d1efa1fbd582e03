import { describe, expect, it } from 'vitest';
import { createSnackbarQueue } from './snackbars';

/** issue 17 §3, features.md §9: "snackbar auto-close 5000 ms". */
const AUTO_CLOSE_MS = 5000;

const texts = (queue: ReturnType<typeof createSnackbarQueue>) => queue.messages.getSnapshot().map((message) => message.text);

describe('the snackbar queue (issue 17 §3)', () => {
  it('starts empty', () => {
    expect(createSnackbarQueue().messages.getSnapshot()).toEqual([]);
  });

  it('show returns the id of the message it added, a new one each time', () => {
    const queue = createSnackbarQueue();
    const first = queue.show('Transferencia enviada');
    const second = queue.show('Transferencia enviada');
    expect(first).not.toBe(second);
    expect(queue.messages.getSnapshot().map((message) => message.id)).toEqual([first, second]);
  });

  it('a message is of kind info and closes itself after 5000 ms unless its caller says otherwise', () => {
    const queue = createSnackbarQueue();
    const id = queue.show('Datos guardados');
    expect(queue.messages.getSnapshot()).toEqual([{ id, kind: 'info', text: 'Datos guardados', autoCloseMs: AUTO_CLOSE_MS }]);
  });

  it('keeps the kind and time its caller gives, null meaning it stays until closed', () => {
    const queue = createSnackbarQueue();
    queue.show('Compra confirmada', { kind: 'success', autoCloseMs: 8000 });
    queue.show('No hemos podido confirmar la operación', { kind: 'error', autoCloseMs: null });
    expect(queue.messages.getSnapshot()).toMatchObject([
      { kind: 'success', text: 'Compra confirmada', autoCloseMs: 8000 },
      { kind: 'error', text: 'No hemos podido confirmar la operación', autoCloseMs: null },
    ]);
  });

  it('shows at most 3 messages: a fourth pushes the oldest out, the newest are kept', () => {
    const queue = createSnackbarQueue();
    const ids = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((text) => queue.show(text));
    expect(texts(queue)).toEqual(['tres', 'cuatro', 'cinco']);
    expect(queue.messages.getSnapshot().map((message) => message.id)).toEqual(ids.slice(2));
  });

  it('close removes that message only', () => {
    const queue = createSnackbarQueue();
    queue.show('uno');
    const second = queue.show('dos');
    queue.show('tres');
    queue.close(second);
    expect(texts(queue)).toEqual(['uno', 'tres']);
  });

  it('close of a message no longer shown changes nothing', () => {
    const queue = createSnackbarQueue();
    const id = queue.show('uno');
    queue.close(id);
    queue.show('dos');
    queue.close(id);
    expect(texts(queue)).toEqual(['dos']);
  });

  it('each queue is its own: a fresh queue does not see the messages of another', () => {
    const page = createSnackbarQueue();
    page.show('uno');
    expect(createSnackbarQueue().messages.getSnapshot()).toEqual([]);
  });
});
