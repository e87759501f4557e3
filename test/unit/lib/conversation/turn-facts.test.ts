import type { Conversation } from '../../../../lib/conversation/conversation';
import { countedChannel, turnFacts } from '../../../../lib/conversation/turn-facts';
import type { DialogState } from '../../../../lib/dialog/types';

const sms: Conversation = { kind: 'sms', businessNumber: '+12125550100', fingerprint: 'fp1' };
const staff: Conversation = { kind: 'slack-staff', teamId: 'T1', userId: 'U1' };

/** A state at the menu (depth 0) or at `step` of `flow` above it. */
function stateAt(flow?: string, step?: string): DialogState {
  const menu = { flow: 'menu', data: {}, history: [] };
  const stack = flow ? [menu, { flow, data: {}, history: [] }] : [menu];
  return {
    stack,
    misses: 0,
    prompt: {
      id: 'p1',
      depth: stack.length - 1,
      step: step ?? 'choose',
      kind: 'single',
      options: [],
      shown: true,
    },
  } as unknown as DialogState;
}

describe('a turn’s facts', () => {
  it('a customer’s first message starts a conversation, and the step it reaches is counted', () => {
    const facts = turnFacts({
      conversation: sms,
      input: { type: 'text', text: 'hi' },
      before: undefined,
      after: stateAt('order', 'address'),
      dialog: [],
    });
    expect(facts).toEqual([{ kind: 'started' }, { kind: 'step-moved', to: 'order/address' }]);
  });

  it('a step moved names the one left and the one reached; back at the menu names only the one left', () => {
    const moved = turnFacts({
      conversation: sms,
      input: { type: 'text', text: '1' },
      before: stateAt('order', 'address'),
      after: stateAt('order', 'pickup'),
      dialog: [],
    });
    expect(moved).toEqual([{ kind: 'step-moved', from: 'order/address', to: 'order/pickup' }]);
    const done = turnFacts({
      conversation: sms,
      input: { type: 'text', text: 'yes' },
      before: stateAt('order', 'summary'),
      after: stateAt(),
      dialog: [{ kind: 'order-placed', valueCents: 599 }],
    });
    expect(done).toEqual([
      { kind: 'step-moved', from: 'order/summary' },
      { kind: 'order-placed', valueCents: 599 },
    ]);
  });

  it('a step asked again counts no move, and a reminder the bot opens starts no conversation', () => {
    const facts = turnFacts({
      conversation: sms,
      input: { type: 'open', word: 'remind-pickup', orderId: 5, byBot: true },
      before: undefined,
      after: stateAt('reminder', 'answer'),
      dialog: [],
    });
    expect(facts).toEqual([{ kind: 'step-moved', to: 'reminder/answer' }]);
    const again = turnFacts({
      conversation: sms,
      input: { type: 'text', text: 'purple' },
      before: stateAt('order', 'address'),
      after: stateAt('order', 'address'),
      dialog: [{ kind: 'missed', step: 'order/address', said: 'purple' }],
    });
    expect(again).toEqual([{ kind: 'missed', step: 'order/address', said: 'purple' }]);
  });

  it('staff’s own conversation counts only what its dialog says (a change for a customer), never a start or a step', () => {
    const facts = turnFacts({
      conversation: staff,
      input: { type: 'staff', query: '5001' },
      before: undefined,
      after: stateAt('change', 'what'),
      dialog: [{ kind: 'order-changed', by: 'staff' }],
    });
    expect(facts).toEqual([{ kind: 'order-changed', by: 'staff' }]);
    expect(countedChannel(staff)).toBeUndefined();
    expect(countedChannel({ kind: 'slack-member', teamId: 'T', channelId: 'C', userId: 'U' })).toBe('slack');
  });
});
