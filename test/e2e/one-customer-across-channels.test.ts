/**
 * One customer across Slack and SMS (issue 18): signed in on both, they see every order in "My orders"
 * whatever channel placed it; a reminder goes to the conversation the order was placed from; a STOP on
 * SMS silences that phone only, never Slack, and nothing said in Slack silences the phone. One stack:
 * the Slack handler and the SMS handler in front of the same queue, worker, table and sandbox.
 */
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import { mondayMorning } from '../support/clock';
import {
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeOrderToSummary,
  typeSimpleOrder,
} from '../support/slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, placeOrder, signIn, smsEnv, smsPhones } from '../support/sms-stack';

const clock = mondayMorning();
const DANA = '+12125550101';

describe('one customer across Slack and SMS', () => {
  let stack: SlackStack;
  let twilio: Awaited<ReturnType<typeof startTwilioApiRecorder>>;
  let sms: ReturnType<typeof smsPhones>;
  beforeEach(async () => {
    twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    stack = await startSlackStack({ now: clock, env: smsEnv(twilio.url) });
    sms = smsPhones({ ...stack, twilio });
  });
  afterEach(async () => {
    await stack.close();
    await twilio.close();
  });

  const reminders = (dana: ReturnType<SlackStack['person']>) =>
    dana.messages().filter((m) => m.text.startsWith('Reminder:'));

  it('an order placed by SMS shows in the same customer’s Slack "My orders", and its reminder goes by SMS', async () => {
    const phone = sms.phone(DANA);
    await signIn(stack, phone);
    await placeOrder(phone);
    const orderId = stack.sandbox.orders[0]?.id as number;

    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await dana.slash('orders');
    expect(dana.transcript()).toContain(`Order #${orderId}`);

    await stack.fireReminders();
    expect(phone.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);
    expect(reminders(dana)).toHaveLength(0);
  });

  it('a STOP by SMS silences that phone only: the Slack order is reminded in Slack, the phone receives nothing', async () => {
    const phone = sms.phone(DANA);
    await signIn(stack, phone);
    await placeOrder(phone);
    const smsOrder = stack.sandbox.orders[0]?.id as number;
    await phone.text('STOP');
    const texted = phone.received().length;

    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    // "stop" in Slack is no carrier keyword: it opts nothing out, here or by SMS.
    await dana.type('stop');
    await typeSimpleOrder(dana);
    const slackOrder = stack.sandbox.orders[1]?.id as number;
    expect(slackOrder).not.toBe(smsOrder);

    await stack.fireReminders();
    expect(reminders(dana).map((m) => m.text)).toEqual([expect.stringContaining(`order #${slackOrder}`)]);
    expect(phone.received()).toHaveLength(texted);
    expect(stack.workerLog.filter((line) => line.msg === 'reminder done')).toHaveLength(2);
  });

  it('"Same as last time" copies the order it names, not a later one placed in another channel', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    // Slack's order is returned by delivery; the later SMS one is collected in the store.
    await typeOrderToSummary(dana, 'delivery');
    await dana.click('Place order');
    const slackOrder = stack.sandbox.orders[0]?.id as number;
    const phone = sms.phone(DANA);
    await signIn(stack, phone);
    await placeOrder(phone);
    const smsOrder = stack.sandbox.orders[1]?.id as number;
    expect(stack.sandbox.orders.map((o) => (o.body as { returnMethod?: string }).returnMethod)).toEqual([
      'DELIVERY',
      'IN_STORE_PICKUP',
    ]);

    await dana.click(`Same as last time (order #${slackOrder})`);
    expect(dana.transcript()).toContain(`Same as order #${slackOrder}.`);
    expect(dana.transcript()).not.toContain(`Same as order #${smsOrder}.`);
    for (const answer of ['tomorrow', '1', 'friday', '1']) await dana.type(answer);
    await dana.click('Place order');
    const copy = stack.sandbox.orders[2];
    expect((copy?.body as { returnMethod?: string } | undefined)?.returnMethod).toBe('DELIVERY');
  });
});
