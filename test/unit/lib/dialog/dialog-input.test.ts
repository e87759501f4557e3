/**
 * The `open` input's entry word is `word`; items the previous release queued named it `flow`, and
 * still parse (the migration in lib/dialog/types.ts), once, where the queued item is read.
 */
import { dialogInputSchema } from '../../../../lib/dialog/types';
import { queuedWorkSchema } from '../../../../lib/worker/work';

describe('the open input, as it crosses a queue', () => {
  it('parses as it is', () => {
    expect(dialogInputSchema.parse({ type: 'open', word: 'change', orderId: 5001 })).toEqual({
      type: 'open',
      word: 'change',
      orderId: 5001,
    });
  });

  it('of the previous release (`flow` for the word) parses with the word under `word`', () => {
    expect(dialogInputSchema.parse({ type: 'open', flow: 'reschedule', orderId: 5001, byBot: true })).toEqual(
      {
        type: 'open',
        word: 'reschedule',
        orderId: 5001,
        byBot: true,
      },
    );
  });

  it('of the previous release, in a queued turn the worker reads, is an open input with its word', () => {
    const queued = queuedWorkSchema.parse({
      v: 1,
      kind: 'turn',
      key: 'sms:+12125550101',
      messageId: 'SM0001',
      input: { type: 'open', flow: 'orders' },
      target: { channel: 'sms', phone: '+12125550101', businessNumber: '+12125550199' },
      receivedAt: 0,
    });
    expect(queued.kind === 'turn' && queued.input).toEqual({ type: 'open', word: 'orders' });
  });

  it('with neither field, or a word that is no string, is refused; other inputs are untouched', () => {
    expect(dialogInputSchema.safeParse({ type: 'open' }).success).toBe(false);
    expect(dialogInputSchema.safeParse({ type: 'open', flow: 7 }).success).toBe(false);
    expect(dialogInputSchema.parse({ type: 'text', text: 'hi', flow: 'x' })).toEqual({
      type: 'text',
      text: 'hi',
    });
  });
});
