/**
 * After the order by SMS: "change <order>" opens it, a delivery is cancelled by numbered answers,
 * reminders come as texts, and a phone that opted out gets none.
 */
import { isGsm7 } from '../../lib/channels/sms/gsm7';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();

const DANA = '+12125550101';

describe('changing an order by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('"change <order>" moves the pickup by numbered answers; the reminder text follows it', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    const asked = await dana.text(`change ${orderId}`);
    expect(asked).toContain(`What would you like to change on order #${orderId}?`);
    expect(asked).toMatch(/^1 Pickup time/m);
    await dana.text('1');
    await dana.text('wednesday');
    await dana.text('1');
    const review = await dana.text('yes');
    expect(review).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });

    await stack.fireReminders();
    const reminder = dana.received().at(-1)?.body ?? '';
    expect(reminder).toContain(`Reminder: order #${orderId} is picked up on ${dayLabel(clock, 2)}`);
    expect(reminder).toMatch(/^1 Keep it\n2 Move the pickup\nReply 1 or 2$/m);
    expect(isGsm7(reminder)).toBe(true);
    for (const text of dana.received()) expect(isGsm7(text.body)).toBe(true);
  });

  it('by SMS: a delivery added then cancelled; preferences, notes and products read back from the sandbox', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await dana.text(`change ${orderId}`);
    await dana.text('have it delivered');
    await dana.text('friday');
    await dana.text('1');
    await dana.text('yes');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
    await dana.text(`change ${orderId}`);
    await dana.text('cancel the delivery');
    const cancelled = await dana.text('yes');
    expect(cancelled).toContain("when it's ready");
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();

    const menu = await dana.text('preferences');
    expect(menu).toContain('Which preference would you like to change?');
    await dana.text('detergent');
    await dana.text('hypoallergenic');
    expect(
      stack.sandbox
        .customer(1001)
        ?.selections.get(401)
        ?.map((s) => s.optionId),
    ).toEqual([412]);
    await dana.text('notes');
    await dana.text('Side door, please.');
    // Saved from the preferences list, the notes come back to it: done leaves it (issue 27).
    expect(await dana.text('save notes')).toContain('Which preference would you like to change?');
    expect(stack.sandbox.customer(1001)?.notes).toBe('Side door, please.');
    await dana.text('done');

    const products = await dana.text('do you sell detergent?');
    expect(products).toContain('Liquid detergent');
    for (const text of dana.received()) expect(isGsm7(text.body)).toBe(true);
  });

  it('an order whose ledger settle was throttled still gets its pickup reminder, and is then in the ledger', async () => {
    jest.spyOn(stack.bot.ledger, 'settle').mockImplementationOnce(async () => {
      throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ProvisionedThroughputExceededException',
      });
    });
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    expect(await stack.bot.ledger.getByOrderId(orderId)).toBeUndefined();

    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up`);
    expect(await stack.bot.ledger.getByOrderId(orderId)).toMatchObject({ status: 'PLACED', orderId });
  });

  it('a phone that opted out gets no reminder', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    await dana.text('STOP');
    const sent = dana.received().length;
    await stack.fireReminders();
    // The reminder came due and was handled, and nothing was sent.
    expect(stack.workerLog.map((line) => line.msg)).toContain('reminder done');
    expect(dana.received()).toHaveLength(sent);
  });
});
