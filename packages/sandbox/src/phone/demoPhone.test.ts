import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES_KEPT, createDemoPhone } from './demoPhone';

describe('the demo phone', () => {
  it('keeps each customer’s messages apart, the newest first', () => {
    const phone = createDemoPhone();
    phone.receive({ personId: 'a', text: 'first', sentAtMs: 1 });
    phone.receive({ personId: 'b', text: 'other', sentAtMs: 2 });
    phone.receive({ personId: 'a', text: 'second', sentAtMs: 3 });
    expect(phone.messagesFor('a').map((message) => message.text)).toEqual(['second', 'first']);
    expect(phone.messagesFor('b').map((message) => message.text)).toEqual(['other']);
    expect(phone.messagesFor('nobody')).toEqual([]);
  });

  it(`keeps only the newest ${PHONE_MESSAGES_KEPT} messages of a customer`, () => {
    const phone = createDemoPhone();
    for (let n = 1; n <= PHONE_MESSAGES_KEPT + 2; n += 1) phone.receive({ personId: 'a', text: `code ${n}`, sentAtMs: n });
    const kept = phone.messagesFor('a');
    expect(kept).toHaveLength(PHONE_MESSAGES_KEPT);
    expect(kept[0]?.text).toBe(`code ${PHONE_MESSAGES_KEPT + 2}`);
  });
});
