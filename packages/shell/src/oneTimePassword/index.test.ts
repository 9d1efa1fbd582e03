import { describe, expect, it } from 'vitest';
import { textMessageNumberOf } from '.';

describe('textMessageNumberOf', () => {
  it('reads the masked number of a code sent by text message, for the dialog to say it in its language (issue 42 §2)', () => {
    expect(textMessageNumberOf('SMS ***1234')).toBe('***1234');
    expect(textMessageNumberOf('SMS ******789')).toBe('******789');
  });

  it('leaves any other delivery to be shown as the bank says it', () => {
    expect(textMessageNumberOf('+34 ••• ••• 412')).toBeNull();
    expect(textMessageNumberOf('SMS')).toBeNull();
    expect(textMessageNumberOf('email l***@bank.localhost')).toBeNull();
  });
});
