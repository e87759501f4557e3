/**
 * "Handled" is recorded once, in the conversation state (lib/conversation/state.ts, invariants
 * handled-recorded-once and previous-release-notes-read): a message redriven after its answer went out
 * posts nothing, whether this release marked it or the previous release listed it in the channel's note;
 * one whose answer never went out is posted then. Once delivered, an answer keeps only the words of its
 * replies (invariant delivered-answer-keeps-its-words).
 */

import { mondayMorning } from '../support/clock';
import { type SlackStack, startSlackStack } from '../support/slack-stack';

interface StoredState {
  recent: { messageId: string; replies: unknown[]; delivered?: true }[];
}

describe('a message handled once', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning() });
  });
  afterEach(() => stack.close());

  /** `/laundry` once, then the same queued message again past the queue's deduplication window; the Web API calls it made. */
  async function redriveAfter(change: (state: StoredState, note: Record<string, unknown>) => unknown) {
    const dana = stack.person('U0DANA');
    await dana.slash();
    const sent = stack.sent.at(-1);
    const key = sent?.groupId ?? '';
    const messageId = sent?.deduplicationId ?? '';
    const loaded = await stack.bot.store.load(key);
    const state = loaded.state as StoredState;
    expect(state.recent.find((turn) => turn.messageId === messageId)).toMatchObject({ delivered: true });
    const note = change(state, loaded.note as Record<string, unknown>);
    await stack.bot.store.save(key, { state, expectedVersion: loaded.version, note });
    const body = JSON.stringify({
      v: 1,
      kind: 'turn',
      key,
      messageId,
      input: { type: 'open', flow: 'order' },
      target: { channel: 'slack', teamId: 'T0LAUNDRY', userId: 'U0DANA' },
      receivedAt: Date.now(),
    });
    const before = stack.slackApi.calls.length;
    await stack.queue.send({ groupId: key, deduplicationId: `redriven-${messageId}`, body });
    await stack.queue.drain();
    return { methods: stack.slackApi.calls.slice(before).map((c) => c.method), messageId };
  }

  it('a delivered answer keeps the words of its replies, not the question on screen with its options (invariant delivered-answer-keeps-its-words)', async () => {
    await stack.person('U0DANA').slash();
    const sent = stack.sent.at(-1);
    const loaded = await stack.bot.store.load(sent?.groupId ?? '');
    const state = loaded.state as StoredState & { prompt?: { options: unknown[] } };
    const entry = state.recent.find((turn) => turn.messageId === sent?.deduplicationId);
    expect(entry).toMatchObject({ delivered: true });
    expect(entry?.replies.length).toBeGreaterThan(0);
    expect(entry?.replies).toEqual(entry?.replies.map(() => ({ type: 'text', text: expect.any(String) })));
    // The question on screen is still read against its options, synonyms and all.
    expect(JSON.stringify(state.prompt?.options)).toContain('synonyms');
  });

  it('the mark in the conversation state: nothing is posted again', async () => {
    const { methods } = await redriveAfter((_state, note) => note);
    expect(methods).toEqual([]);
  });

  it("the previous release's note lists it (no mark): nothing is posted again", async () => {
    const { methods } = await redriveAfter((state, note) => {
      const messageId = stack.sent.at(-1)?.deduplicationId;
      for (const turn of state.recent) delete turn.delivered;
      return { ...note, delivered: [messageId] };
    });
    expect(methods).toEqual([]);
  });

  it('neither a mark nor a listing (its answer never went out): it is posted now, once', async () => {
    const { methods } = await redriveAfter((state, note) => {
      for (const turn of state.recent) delete turn.delivered;
      return note;
    });
    expect(methods.filter((method) => method === 'chat.postMessage')).toHaveLength(1);
  });
});
