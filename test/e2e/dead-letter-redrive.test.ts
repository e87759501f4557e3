/**
 * The runbook's DLQ redrive (docs/operating.md, "Redrive the dead-letter queue"), tried on the local
 * stack: a "place order" turn dead-lettered after the service took the order is sent to the queue
 * again by hand (the same body, a new deduplication id, as a redrive long after the queue's
 * deduplication window), and the laundry service still records one order.
 * The queue runs as deployed (test/support/deployed-event-source.ts); the service is the sandbox over HTTP.
 */

import type { SQSRecord } from 'aws-lambda';
import { mondayMorning } from '../support/clock';
import { deployedEventSource, queueAsDeployed } from '../support/deployed-event-source';
import {
  blocksText,
  type SlackPerson,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeOrderToSummary,
} from '../support/slack-stack';

const DANA = '2125550101';
const SORRY =
  "Sorry, something went wrong on our side and I couldn't answer your last message. Please send it again.";

describe('a dead-lettered "place order" turn, redriven by hand', () => {
  const deployed = deployedEventSource();
  let stack: SlackStack;
  let dana: SlackPerson;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning(), ...queueAsDeployed(deployed) });
    dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, DANA);
    await typeOrderToSummary(dana);
  });
  afterEach(() => stack.close());

  /** What the runbook's redrive does: the dead letter's body, to its group, under a new deduplication id. */
  async function redrive(dead: SQSRecord | undefined): Promise<void> {
    if (!dead) throw new Error('nothing was dead-lettered');
    await stack.queue.send({
      groupId: dead.attributes.MessageGroupId ?? '',
      deduplicationId: `redriven-${dead.attributes.MessageDeduplicationId}`,
      body: dead.body,
    });
    await stack.queue.drain();
  }

  /** "Place order" while every post of the turn's answer fails (Slack down for this DM); the apology on the last try goes out. */
  async function placeWithEveryAnswerFailing(): Promise<void> {
    for (let i = 0; i < deployed.maxReceiveCount; i++)
      stack.slackApi.failNext(
        'chat.postMessage',
        'fatal_error',
        (args) => args.channel === dana.dm && args.text !== SORRY,
      );
    await dana.click('Place order');
  }

  const placedLines = () => dana.transcript().match(/Your order #\d+ is placed!/g) ?? [];

  it('its confirmation never went out: the redrive posts it once and places nothing again', async () => {
    await placeWithEveryAnswerFailing();
    expect(stack.queue.deadLetters).toHaveLength(1);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(placedLines()).toEqual([]);

    await redrive(stack.queue.deadLetters[0]);

    expect(stack.sandbox.orders).toHaveLength(1);
    expect(placedLines()).toEqual([`Your order #${stack.sandbox.orders[0]?.id} is placed!`]);
  });

  it('no try could save the conversation: the redriven turn runs again, finds the claimed confirmation and announces the order placed, placing none', async () => {
    // The table refuses the conversation's writes on every try (throttled), after the service took the order.
    const { store } = stack.bot;
    const save = jest.spyOn(store, 'save');
    for (let i = 0; i < deployed.maxReceiveCount; i++)
      save.mockRejectedValueOnce(
        Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
          name: 'ProvisionedThroughputExceededException',
        }),
      );
    await dana.click('Place order');
    expect(stack.queue.deadLetters).toHaveLength(1);
    expect(stack.sandbox.orders).toHaveLength(1);
    save.mockRestore();

    await redrive(stack.queue.deadLetters[0]);

    const orderPosts = stack.sandbox.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/service-order'),
    );
    expect(orderPosts).toHaveLength(1);
    expect(stack.sandbox.orders).toHaveLength(1);
    expect(placedLines().at(-1)).toBe(`Your order #${stack.sandbox.orders[0]?.id} is placed!`);
  });

  it('the person moved on since: the stale click is told its menu is out of date and places nothing', async () => {
    await placeWithEveryAnswerFailing();
    expect(stack.queue.deadLetters).toHaveLength(1);
    // More turns than the conversation remembers answers for: the dead letter's is forgotten.
    for (let i = 0; i < 3; i++) {
      await dana.type('my orders');
      await dana.type('nevermind');
    }
    const calls = stack.slackApi.calls.length;

    await redrive(stack.queue.deadLetters[0]);

    expect(stack.sandbox.orders).toHaveLength(1);
    // What the person sees: a note only they see, then the question they were at, asked again.
    const posted = stack.slackApi.calls.slice(calls).map((call) => [call.method, call.args.text]);
    expect(posted[0]).toEqual(['chat.postEphemeral', "That menu is out of date. Here's where we are now."]);
    expect(posted.slice(1).map(([method]) => method)).toEqual(['chat.postMessage']);
    expect(blocksText(dana.openMenu().blocks)).toContain('What would you like to do?');
  });
});
