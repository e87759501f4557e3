/**
 * A turn that reaches the dead-letter queue, through the whole Slack path with the queue as deployed:
 * the event source's poller and concurrency and the redrive's receives read from the stack's files
 * (test/support/deployed-event-source.ts), the worker told its last receive by the stack's environment.
 */

import { mondayMorning } from '../support/clock';
import { deployedEventSource, queueAsDeployed } from '../support/deployed-event-source';
import { blocksText, type SlackStack, startSlackStack } from '../support/slack-stack';

const SORRY =
  "Sorry, something went wrong on our side and I couldn't answer your last message. Please send it again.";

describe('a turn dead-lettered, with the event source as deployed', () => {
  const deployed = deployedEventSource();
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning(), ...queueAsDeployed(deployed) });
  });
  afterEach(() => stack.close());

  it('a turn that fails on every receive, in a crowd larger than the worker, is dead-lettered and the person is told once', async () => {
    const dana = stack.person('U0DANA');
    const crowd = Array.from({ length: 2 * deployed.reservedConcurrency }, (_, i) =>
      stack.person(`U0CROWD${String(i).padStart(2, '0')}`),
    );
    for (let i = 0; i < deployed.maxReceiveCount; i++)
      stack.slackApi.failNext(
        'chat.postMessage',
        'fatal_error',
        (args) => args.channel === dana.dm && args.text !== SORRY,
      );

    await Promise.all([dana.slash(), ...crowd.map((person) => person.slash())]);
    await stack.queue.drain();

    expect(stack.queue.deadLetters).toHaveLength(1);
    expect(dana.messages().map((m) => m.text)).toEqual([SORRY]);
    const danaTries = stack.workerLog.filter(
      (line) => line.messageId === stack.queue.deadLetters[0]?.attributes.MessageDeduplicationId,
    );
    // Every receive ran the turn: none was spent on a throttle.
    expect(danaTries.map((line) => line.msg)).toEqual([
      ...Array(deployed.maxReceiveCount - 1).fill('turn failed, will be retried'),
      'turn failed on its last try',
    ]);
    for (const person of crowd) expect(blocksText(person.openMenu().blocks)).toContain('mobile number');
    expect(stack.queue.throttled()).toBe(0);
  });
});
