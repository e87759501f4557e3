/**
 * A part to change said with its new value (issue 34): "5 bags, not 2" at the summary or at what to
 * change is the bags and their count; "4 bags not 2 weeks" names nothing for certain and is asked.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox
 * recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { addNearbyAddress, DANA, orderToSummary, placeOrder } from './order-script';

const clock = mondayMorning();

describe('a part to change said with its new value', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"actually 5 bags, not 2" at the summary places 5 bags, the summary shown again first', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.say('actually 5 bags, not 2');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([5]);
  });

  it('"cinco bolsas, no dos" at what to change places 5 bags; "4 bags not 2 weeks" there is asked, nothing taken', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.click('Change something');
    await bot.say('4 bags not 2 weeks');
    expect(bot.prompt().text).toBe('What would you like to change?');
    await bot.say('cinco bolsas, no dos');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([5]);
  });

  // Issue 34, rounds 25 and 26: the value said inside the words of a change was dropped, the bags asked
  // again (invariant value-said-in-a-change-kept).
  it('"gotta fix it, its 4 bags not 2" at the summary places 4 bags: the bags are not asked again', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.say('gotta fix it, its 4 bags not 2');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([4]);
  });

  it('"the tip, better 6" at what to change places a $6 tip: the tip is not asked again', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
    await bot.click('Change something');
    await bot.say('the tip, better 6');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({ pickup: { courierTip: 6 } });
  });

  it('"the pickup, wednesday" then "la recogida, el viernes" at what to change move the pickup: the day is not asked', async () => {
    const orderId = await placeOrder(bot, 'collect');
    for (const [said, days] of [
      ['the pickup, wednesday', 2],
      ['la recogida, el viernes', 4],
    ] as const) {
      await bot.say(`change order ${orderId}`);
      await bot.say(said);
      expect(bot.prompt().text).toMatch(/^(Pickup windows|Horarios de recogida)/);
      await bot.click(bot.option(/Store driver|Chofer de la tienda/).label);
      await bot.click(bot.option(/Make this change|Hacer este cambio/).label);
      expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, days) });
    }
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(2);
  });

  /** Dana's order collected at the store, with a second address the store serves (200 W 20th St). */
  async function orderWithTwoAddresses() {
    const added = addNearbyAddress(bot);
    const orderId = await placeOrder(bot, 'collect');
    return { orderId, added };
  }
  const updates = (orderId: number) =>
    bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

  it('"the address, I\'ll be on 20th street that week" at what to change moves the pickup to 200 W 20th St: no address asked', async () => {
    const { orderId, added } = await orderWithTwoAddresses();
    await bot.say(`change order ${orderId}`);
    await bot.say("the address, I'll be on 20th street that week");
    expect(bot.prompt().text).not.toBe('Which address should the driver come to?');
    await bot.click('Make this change');
    expect(updates(orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
    ]);
  });

  it('"la dirección, mándenlo a la 20" moves the pickup to 200 W 20th St; "the address, on the 20th" (a date) asks which address', async () => {
    const { orderId, added } = await orderWithTwoAddresses();
    await bot.say(`change order ${orderId}`);
    await bot.say('the address, on the 20th');
    expect(bot.prompt().text).toBe('Which address should the driver come to?');
    await bot.say('nevermind');
    expect(updates(orderId)).toEqual([]);
    await bot.say('español');
    await bot.say(`cambiar el pedido ${orderId}`);
    await bot.say('la dirección, mándenlo a la 20');
    await bot.click('Hacer este cambio');
    expect(updates(orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
    ]);
  });

  it('"cámbienle la dirección a la 200 west 20th" takes that address with the change: no address asked', async () => {
    const { orderId, added } = await orderWithTwoAddresses();
    await bot.say('español');
    await bot.say(`cambiar el pedido ${orderId}`);
    await bot.say('cámbienle la dirección a la 200 west 20th');
    expect(bot.prompt().text).not.toBe('¿A qué dirección debe ir el chofer?');
    await bot.click('Hacer este cambio');
    expect(updates(orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
    ]);
  });

  it('"the pickup on N has to be moved to wednesday" at the menu moves that order\'s pickup to Wednesday', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say(`the pickup on ${orderId} has to be moved to wednesday`);
    expect(bot.prompt().text).toMatch(/^Pickup windows/);
    await bot.click(bot.option('Store driver').label);
    await bot.click('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });
});
