/**
 * What to change said by its parts (issue 34, rounds 21–24): the delivery refused by a refusal and a word
 * of bringing ("drop the delivery", "ya no quiero que me lo traigan, lo busco yo") is collecting at the
 * store; brought to where the person is ("a la casa me la llevarán, prima"), or the store refused by "no"
 * after it ("bring it home, shop no"), is the delivery added; of two orders, "the one without the suit" /
 * "el que es solo lavado y doblado" is the one that holds no suit. Each asserts what the laundry sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placeOrder, updates } from './order-script';

const clock = mondayMorning();

describe('what to change, said by its parts', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"drop the delivery" cancels the delivery once confirmed, never moves it: the PATCH has no delivery', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('drop the delivery');
    expect(bot.prompt().text).toMatch(/^No delivery for order/);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose("I'll collect it instead");
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"ya no quiero que me lo traigan, lo busco yo" cancels the delivery once confirmed: the PATCH has none', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('ya no quiero que me lo traigan, lo busco yo');
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose('La recojo yo');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it.each([
    ['a la casa me la llevarán, prima', true],
    ['bring it home, shop no', false],
  ])('%j adds a delivery to an order collected at the store: the PATCH has it', async (said, spanish) => {
    const orderId = await placeOrder(bot, 'collect', spanish);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say(said);
    expect(bot.prompt().text).toBe(
      spanish ? '¿Qué día se la devolvemos?' : 'Which day should we deliver it back?',
    );
    await bot.say(spanish ? 'el sábado' : 'saturday');
    const window = bot.option(spanish ? 'Chofer de la tienda' : 'Store driver');
    await bot.click(window.label);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose(spanish ? 'Hacer este cambio' : 'Make this change');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  it.each([
    ['the one without the suit', false],
    ['el que es solo lavado y doblado', true],
  ])('of two orders, %j is the one with no suit: only its pickup is PATCHed', async (said, spanish) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { services: ['Wash & Fold', 'Dry Clean – Suit'], deliveryDay: 'friday' });
    await bot.choose('Place order');
    const suit = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    await orderToSummary(bot, { services: ['Wash & Fold'] });
    await bot.choose('Place order');
    const plain = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    if (spanish) await bot.say('español');
    await bot.say(spanish ? 'mis pedidos' : 'my orders');
    await bot.say(said);
    expect(bot.prompt().text).toBe(
      spanish
        ? `¿Qué desea cambiar del pedido #${plain}?`
        : `What would you like to change on order #${plain}?`,
    );
    await bot.choose(spanish ? 'Hora de recogida' : 'Pickup time');
    await bot.say(spanish ? 'el viernes' : 'friday');
    const window = bot.option(spanish ? 'Chofer de la tienda' : 'Store driver');
    await bot.click(window.label);
    await bot.choose(spanish ? 'Hacer este cambio' : 'Make this change');
    expect(updates(bot, plain)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(plain)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, suit)).toEqual([]);
  });
});
