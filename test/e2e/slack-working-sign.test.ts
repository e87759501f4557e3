/**
 * A turn that runs long shows the person that the bot is working (invariant slow-turn-shows-working):
 * in Slack a "…" message, then updated in place with the reply (invariant working-sign-replaced-in-place).
 * Through the Slack path as deployed (signed requests, the queue, the worker, Bolt's WebClient against the
 * Slack Web API recorder over HTTP); the worker's timers are the test's, so nothing waits 2 s: one that
 * fires at once is a turn that took longer, one that never fires a quick turn.
 */
import type { Timers } from '../../lib/worker/working-sign';
import { mondayMorning } from '../support/clock';
import { QUICK_TURNS, type SlackStack, startSlackStack } from '../support/slack-stack';

const clock = mondayMorning();

/** Timers that set off what they are given at once (each turn took over the time asked), and say what was asked. */
function elapsedAtOnce(asked: number[]): Timers {
  return {
    after(ms, fire) {
      asked.push(ms);
      fire();
      return () => {};
    },
  };
}

describe('a long turn in Slack', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it('posts "…" in the DM, then updates that message with the reply, after 2 s on the worker\'s timers', async () => {
    const asked: number[] = [];
    stack = await startSlackStack({ now: clock, timers: elapsedAtOnce(asked) });
    const dana = stack.person('U0DANA');
    await dana.slash();
    expect(asked).toEqual([2000]);
    const calls = stack.slackApi.calls.filter((c) => c.method.startsWith('chat.'));
    const [sign, reply] = calls;
    expect(sign).toMatchObject({ method: 'chat.postMessage', args: { channel: dana.dm, text: '…' } });
    expect(reply).toMatchObject({ method: 'chat.update', args: { channel: dana.dm, ts: sign?.ts } });
    // One message in the DM: the sign, now showing the reply.
    const messages = dana.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ts: sign?.ts, updated: 1 });
    expect(messages[0]?.text).toContain('Hi! I can book');
    // And the question in it is answered as any other: the update kept its buttons.
    await dana.click(/new here/i);
    expect(dana.transcript()).toContain("What's your first and last name?");
  });

  it('a sign that can no longer be edited is answered by a new message: the reply is not lost', async () => {
    stack = await startSlackStack({ now: clock, timers: elapsedAtOnce([]) });
    // Each try would meet it (the queue's tries, past the first): it is the message, not the moment.
    for (let tries = 0; tries < 5; tries += 1) stack.slackApi.failNext('chat.update', 'cant_update_message');
    const dana = stack.person('U0DANA');
    await dana.slash();
    const texts = dana.messages().map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe('…');
    expect(texts[1]).toContain('Hi! I can book');
  });

  it('a quick turn posts its reply with no sign', async () => {
    stack = await startSlackStack({ now: clock, timers: QUICK_TURNS });
    const dana = stack.person('U0DANA');
    await dana.slash();
    expect(stack.slackApi.calls.filter((c) => c.method.startsWith('chat.')).map((c) => c.method)).toEqual([
      'chat.postMessage',
    ]);
    expect(dana.messages()[0]?.text).toContain('Hi! I can book');
  });
});
