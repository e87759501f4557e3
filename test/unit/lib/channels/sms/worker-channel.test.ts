/**
 * The SMS worker channel's own answers (keywords, MORE), with an in-memory store and a sender that
 * records: no network.
 */

import { createSmsWorkerChannel } from '../../../../../lib/channels/sms/worker-channel';
import type { TurnResult } from '../../../../../lib/conversation/turn';
import type { PromptReply } from '../../../../../lib/dialog/types';
import type { LoadedConversation } from '../../../../../lib/store/conversation-store';
import type { QueuedTurn, SmsReplyTarget } from '../../../../../lib/worker/work';

const PHONE = '+12125550101';
const BUSINESS = '+15005550006';
const KEY = 'sms:15005550006:12125550101';
const CONVERSATION = {
  kind: 'sms',
  businessNumber: BUSINESS,
  fingerprint: '12125550101',
  phone: PHONE,
} as const;
const TARGET: SmsReplyTarget = { channel: 'sms', phone: PHONE, businessNumber: BUSINESS };

function setup() {
  const sent: string[] = [];
  let note: unknown;
  let optedOut = false;
  const store = {
    load: async (): Promise<LoadedConversation> => ({
      state: undefined,
      version: 0,
      expired: false,
      link: undefined,
      linkOutdated: false,
      note,
      optedOut,
    }),
    saveDeliveryNote: async (_key: string, next: unknown) => {
      note = next;
    },
    setOptedOut: async (_key: string, value: boolean) => {
      optedOut = value;
    },
  };
  const adapter = createSmsWorkerChannel({
    messages: {
      send: async (to, from, body) => {
        expect([to, from]).toEqual([PHONE, BUSINESS]);
        sent.push(body);
        return { sid: `SM${sent.length}` };
      },
    },
    store,
    businessName: 'Spin City Laundry',
  });
  /** The adapter as the worker calls it, for this test's one conversation. */
  const channel = {
    intercept: (queued: QueuedTurn) =>
      adapter.intercept?.(CONVERSATION, { messageId: queued.messageId, input: queued.input, target: TARGET }),
    deliver: (queued: QueuedTurn, ran: TurnResult) =>
      adapter.deliver(CONVERSATION, { messageId: queued.messageId, target: TARGET }, ran),
    apologize: (target: SmsReplyTarget, _key: string) => adapter.apologize(CONVERSATION, target),
  };
  let id = 0;
  const turn = (text: string): QueuedTurn => ({
    v: 1,
    kind: 'turn',
    key: KEY,
    messageId: `sms:SM${++id}`,
    input: { type: 'text', text },
    target: { channel: 'sms', phone: PHONE, businessNumber: BUSINESS },
    receivedAt: 0,
  });
  const result = (replies: TurnResult['replies']): TurnResult => ({
    replies,
    notices: [],
    language: 'en',
    redelivered: false,
    deliveryNote: note,
    optedOut,
    facts: [],
  });
  /** Delivers as the worker does: the note the channel returns is kept. */
  const deliver = async (queued: QueuedTurn, ran: TurnResult) => {
    const kept = await channel.deliver(queued, ran);
    if (kept !== undefined) note = kept;
  };
  /** A note the previous release kept (its `sent` list). */
  const keepOldNote = (old: unknown) => {
    note = old;
  };
  return { sent, channel, deliver, turn, result, keepOldNote, optedOut: () => optedOut };
}

const manyAddresses: PromptReply = {
  type: 'prompt',
  promptId: 'p1',
  kind: 'single',
  text: 'Where should we pick up?',
  hint: 'Pick one of your addresses.',
  options: Array.from({ length: 30 }, (_, i) => ({
    value: String(2000 + i),
    label: `${100 + i} West ${20 + i}th Street, Apartment ${i + 1}, New York`,
    role: 'choice' as const,
  })),
};

describe('the SMS worker channel', () => {
  it('pages a long list: MORE shows the next choices with their own numbers, without a turn', async () => {
    const t = setup();
    await t.deliver(t.turn('new order'), t.result([manyAddresses]));
    const first = t.sent.join('\n');
    expect(first).toContain('Reply MORE');
    expect(first).toMatch(/^1 100 West/m);
    t.sent.length = 0;
    await expect(t.channel.intercept?.(t.turn('more'))).resolves.toEqual({ handled: true });
    const second = t.sent.join('\n');
    expect(second).not.toMatch(/^1 100 West/m);
    expect(second).toMatch(/^\d{1,2} 1\d\d West/m);
    for (const text of t.sent) expect(text.length).toBeLessThanOrEqual(1600);
  });

  it('MORE with nothing more is the dialog’s to answer', async () => {
    const t = setup();
    await expect(t.channel.intercept?.(t.turn('more'))).resolves.toMatchObject({ handled: false });
  });

  it('STOP records the opt-out and sends nothing: Twilio’s Advanced Opt-Out confirms it, once', async () => {
    const t = setup();
    await expect(t.channel.intercept?.(t.turn('Stop.'))).resolves.toEqual({ handled: true });
    expect(t.optedOut()).toBe(true);
    await expect(t.channel.intercept?.(t.turn('STOP'))).resolves.toEqual({ handled: true });
    expect(t.sent).toEqual([]);
  });

  it('REVOKE and OPTOUT, in Twilio’s current opt-out list, opt the phone out: never a dialog answer', async () => {
    for (const word of ['REVOKE', 'optout.']) {
      const t = setup();
      await expect(t.channel.intercept?.(t.turn(word))).resolves.toEqual({ handled: true });
      expect(t.optedOut()).toBe(true);
      expect(t.sent).toEqual([]);
    }
  });

  it('HELP gets no reply of ours: Twilio answers it, so it is answered once', async () => {
    const t = setup();
    await expect(t.channel.intercept?.(t.turn('HELP'))).resolves.toEqual({ handled: true });
    await expect(t.channel.intercept?.(t.turn('info'))).resolves.toEqual({ handled: true });
    expect(t.sent).toEqual([]);
  });

  it('YES is the dialog’s yes unless the phone opted out; then it opts back in and resumes', async () => {
    const t = setup();
    await expect(t.channel.intercept?.(t.turn('yes'))).resolves.toMatchObject({ handled: false });
    await t.channel.intercept?.(t.turn('STOP'));
    await expect(t.channel.intercept?.(t.turn('yes'))).resolves.toMatchObject({
      handled: false,
      input: { type: 'resume' },
    });
    expect(t.optedOut()).toBe(false);
    // Twilio confirmed the opt-in: the question is asked again by the turn, nothing is sent here.
    expect(t.sent).toEqual([]);
  });

  it('sends nothing for a message the previous release listed as sent in its note', async () => {
    const t = setup();
    const help = t.turn('HELP');
    t.keepOldNote({ sent: [help.messageId] });
    await expect(t.channel.intercept?.(help)).resolves.toEqual({ handled: true });
    expect(t.sent).toEqual([]);
  });

  it('an apology to an opted-out phone is not sent', async () => {
    const t = setup();
    await t.channel.intercept?.(t.turn('STOP'));
    await t.channel.apologize({ channel: 'sms', phone: PHONE, businessNumber: BUSINESS }, t.turn('x').key);
    expect(t.sent).toEqual([]);
  });
});
