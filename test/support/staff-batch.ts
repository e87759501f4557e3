/**
 * Staff's batch in the end-to-end tests (test/e2e/staff-batch*.test.ts): orders placed on Slack and by
 * text, the batch's queued run let come due, and what the sandbox recorded of each order.
 */
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import type { TestClock } from './clock';
import { SIMPLE_ORDER_ANSWERS } from './order-answers';
import { blocksText, type SlackPerson, type SlackStack, startSlackStack } from './slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, placeOrder, smsEnv, smsPhones } from './sms-stack';

/**
 * The Slack stack with Twilio's stand-in, U0STAFF its staff, and phones that text it.
 * @example ({ stack, twilio, sms } = await startBatchStacks(clock)); … await close();
 */
export async function startBatchStacks(now: () => Date, env: Record<string, string> = {}) {
  const twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const stack = await startSlackStack({
    now,
    env: { ...smsEnv(twilio.url), STAFF_SLACK_USER_IDS: 'U0STAFF', ...env },
  });
  const sms = smsPhones({ ...stack, twilio });
  return {
    stack,
    twilio,
    sms,
    async close() {
      await stack.close();
      await twilio.close();
    },
  };
}

export type BatchStacks = Awaited<ReturnType<typeof startBatchStacks>>;

/** The transportation updates the sandbox took for an order. */
export const updates = (stack: SlackStack, orderId: number) =>
  stack.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

/** The PATCHes the service was sent for an order, whatever it answered. */
export const patches = (stack: SlackStack, orderId: number) =>
  stack.sandbox.requests.filter((r) => r.method === 'PATCH' && r.path.includes(`/${orderId}/`)).length;

/**
 * A Slack order typed from the menu, each question answered as asked, then placed.
 * @example await typeAnyOrder(stack.person('U0SAM'));
 */
export async function typeAnyOrder(person: SlackPerson) {
  await person.type('new order');
  for (let i = 0; i < 20; i++) {
    const asked = blocksText(person.openMenu().blocks);
    if (asked.includes('Shall I place this order?')) return person.click('Place order');
    const answer = SIMPLE_ORDER_ANSWERS.find(([question]) => question.test(asked));
    if (!answer) throw new Error(`no answer for:\n${asked}`);
    await person.type(answer[1]);
  }
  throw new Error(`not at the summary:\n${person.transcript()}`);
}

/**
 * Lets the batch's queued run (or the rest it queued) come due, and waits for the worker.
 * @example await runQueued(stack, clock);
 */
export async function runQueued(stack: SlackStack, clock: TestClock | (() => Date)) {
  await stack.reminders.comeDue(clock().getTime() + 1000);
  await stack.queue.drain();
}

/**
 * A phone signs in by text (the code goes to it) and places `count` orders.
 * @example const riley = await smsOrders(stack, sms, '+13105550105', 1);
 */
export async function smsOrders(
  stack: SlackStack,
  sms: ReturnType<typeof smsPhones>,
  number: string,
  count: number,
) {
  const phone = sms.phone(number);
  await phone.text('hi');
  await phone.text('yes');
  await phone.text(String(stack.sandbox.lastOtp(number.slice(2))));
  for (let i = 0; i < count; i++) await placeOrder(phone);
  return phone;
}
