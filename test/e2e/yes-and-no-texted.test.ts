/**
 * A yes or a no as people text it, at a change's confirmation: a letter held down ("siiii"), a term of
 * endearment ("mija"), a regional yes ("simón") or no ("nel"), at a cancel's confirmation too. End to
 * end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { placedAndOpened } from './order-script';

const clock = mondayMorning();

describe('a yes or a no texted at a change', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const recorded = (orderId: number) => bot.sandbox.orders.find((o) => o.id === orderId);

  it('"siiii" confirms the cancel of a delivery, which the sandbox records', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose("I'll collect it instead");
    expect(recorded(orderId)?.deliveryCancelled).toBeFalsy();
    await bot.say('siiii');
    expect(recorded(orderId)?.deliveryCancelled).toBe(true);
  });

  it('"nel mija" keeps the order as it is, nothing sent; "ok mijo, hágalo" then makes the change', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.say('nel mija');
    expect(recorded(orderId)?.transportationUpdates ?? []).toEqual([]);
    expect(bot.text()).toContain('OK, the order stays as it was.');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.choose(window.label);
    await bot.say('ok mijo, hágalo');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
  });

  it('a yes restating the old value ("yes, friday") is asked and changes nothing; one restating the new ("yep, saturday 8-10, confirmed") makes the change (invariant yes-names-the-new)', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.say('yes, friday');
    expect(recorded(orderId)?.transportationUpdates ?? []).toEqual([]);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('yep, saturday 8-10, confirmed');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
  });

  // Issue 34, round 33: the new day said to suit better is the yes; the old day said so is asked.
  it('"ok, but friday is better for me" is asked and changes nothing; "ok good, saturday is better for me" makes the change', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.say('ok, but friday is better for me');
    expect(recorded(orderId)?.transportationUpdates ?? []).toEqual([]);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('ok good, saturday is better for me');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
  });

  // Issue 34, round 13: "proceda" (usted's "proceed"), Spain's vosotros "enviadlo", "así" said of what is shown.
  it('"así no" changes nothing; "venga, enviadlo" then makes the change, which the sandbox records', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.say('así no');
    expect(recorded(orderId)?.transportationUpdates ?? []).toEqual([]);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.choose(window.label);
    await bot.say('venga, enviadlo');
    expect(recorded(orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
  });
});
