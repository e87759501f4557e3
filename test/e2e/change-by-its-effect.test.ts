/**
 * Changing an order said by what it should do, or by the order's number and its part alone (issue 34,
 * round 17), in English and Spanish: "5003 pickup to saturday" at the menu, "move 5003 to saturday" at
 * the question of which order (the one time it can move), "give 6 dollars as a tip", "no delivery,
 * she'll collect it", "que me la traigan otro día, el jueves no puedo" (the delivery, its day asked, the
 * refused one never taken), "sat, at the same time" at the day. Each asserts what the laundry sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placeOrder, updates } from './order-script';

const clock = mondayMorning();

const patches = (bot: TestBot) => bot.sandbox.requests.filter((r) => r.method === 'PATCH');

/**
 * An order picked up by DoorDash with a $3 tip, placed, then its change opened and `said` at what to
 * change (in Spanish when it opens with "la "): the order's number.
 */
async function tipChangedBy(bot: TestBot, said: string): Promise<number> {
  await bot.signIn(DANA);
  await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
  await bot.click('Place order');
  const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
  if (said.startsWith('la ')) await bot.say('español');
  await bot.say(`change order ${orderId}`);
  await bot.say(said);
  return orderId;
}

describe('a change said by its effect, or by the order and its part', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"N pickup to saturday" at the menu, with no verb, moves that order\'s pickup to Saturday: the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say(`${orderId} pickup to saturday`);
    expect(bot.prompt().text).toContain('Sat');
    await bot.choose(bot.option('Store driver').label);
    expect(patches(bot)).toEqual([]);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  it('"move N to saturday" at the question of which order is its one time that can move, the pickup: the PATCH has Saturday', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say('show me my orders');
    expect(bot.prompt().text).toBe('Would you like to change it?');
    await bot.say(`move ${orderId} to saturday`);
    expect(bot.prompt().text).toContain('Sat');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  // Round 37: the part named, then why ("tip the dasher more, they earn it"), was asked back.
  it.each([
    ['tip the dasher more, they earn it', 'The courier tip is now $3.00'],
    ['la propina, que se lo merecen', 'La propina del mensajero ahora es de $3.00'],
  ])('%j is the courier tip, its amount asked: nothing sent', async (said, asked) => {
    const orderId = await tipChangedBy(bot, said);
    expect(bot.text()).toContain(asked);
    expect(updates(bot, orderId)).toEqual([]);
  });

  // Round 38: "la propina, subila a 6" (vos) asked the amount again.
  it.each([
    ["i'd like to give 6 dollars as a tip", 'Courier tip: $3.00 → $6.00'],
    ['la propina, subila a 6', 'Propina del mensajero: $3.00 → $6.00'],
  ])('%j is the courier tip at $6: old and new shown, then the PATCH has $6', async (said, shown) => {
    const orderId = await tipChangedBy(bot, said);
    expect(bot.text()).toContain(shown);
    expect(patches(bot)).toEqual([]);
    await bot.click(said.startsWith('la ') ? 'Hacer este cambio' : 'Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ courierTip: 6 });
  });

  // Issue 34, rounds 37–38: collecting said by its act, the person unsaid, or the driver waved off.
  it.each([
    'Cancel delivery. Will pick up.',
    "I'll grab it on my way home from the yard",
    "I'll swing by and get it, dont need a driver",
  ])('%j cancels the delivery once confirmed: the PATCH has no delivery', async (said) => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say(`change order ${orderId}`);
    await bot.say(said);
    expect(bot.prompt().text).toMatch(/^No delivery for order/);
    expect(patches(bot)).toEqual([]);
    await bot.choose("I'll collect it instead");
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"no delivery please, she\'ll collect it" cancels the delivery once confirmed: the PATCH has no delivery', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say(`change order ${orderId}`);
    await bot.say("no delivery please, she'll collect it");
    expect(bot.prompt().text).toMatch(/^No delivery for order/);
    expect(patches(bot)).toEqual([]);
    await bot.choose("I'll collect it instead");
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"que me la traigan otro día, el jueves no puedo" is the delivery, its day asked: the PATCH has the Saturday then said, never Thursday', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.say(`cambiar el pedido ${orderId}`);
    await bot.say('que me la traigan otro día, el jueves no puedo');
    expect(bot.prompt().text).not.toContain('jueves');
    await bot.say('sábado');
    await bot.choose(bot.option('Chofer de la tienda').label);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  it('"sat, at the same time" at the delivery day is Saturday at the current window\'s time: the PATCH has Saturday', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say(`change order ${orderId}`);
    await bot.choose('Delivery time');
    await bot.say('sat, at the same time');
    expect(bot.prompt().kind).toBe('confirm');
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });
});
