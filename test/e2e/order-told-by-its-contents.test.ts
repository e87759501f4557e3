/**
 * Which order and what to change, told in the person's words (issue 34, round 28): at the menu, an order
 * told by what it holds ("edit the comforter order", "cambiar el pedido de la camisa") is the one order
 * holding it, never the newest; two holding it are asked which. Each asserts what the laundry sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, updates } from './order-script';

const clock = mondayMorning();

/** Places an order with a shirt dry cleaned, then a newer one of Wash & Fold alone: their numbers. */
async function twoOrders(bot: TestBot): Promise<{ shirt: number; plain: number }> {
  await bot.signIn(DANA);
  await orderToSummary(bot, { services: ['Wash & Fold', 'Dry Clean – Shirt'], deliveryDay: 'friday' });
  await bot.choose('Place order');
  const shirt = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
  await orderToSummary(bot, { services: ['Wash & Fold'] });
  await bot.choose('Place order');
  const plain = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
  return { shirt, plain };
}

describe('an order told by what it holds', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it.each([
    ['edit the shirt order', false],
    ['quiero cambiar el pedido de la camisa', true],
  ])(
    '%j at the menu opens the older order, the one with the shirt: only its delivery is PATCHed',
    async (said, spanish) => {
      const { shirt, plain } = await twoOrders(bot);
      if (spanish) await bot.say('español');
      await bot.say(said);
      expect(bot.prompt().text).toBe(
        spanish
          ? `¿Qué desea cambiar del pedido #${shirt}?`
          : `What would you like to change on order #${shirt}?`,
      );
      await bot.choose(spanish ? 'Hora de entrega' : 'Delivery time');
      await bot.say(spanish ? 'el sábado' : 'saturday');
      const window = bot.option(spanish ? 'Chofer de la tienda' : 'Store driver');
      await bot.click(window.label);
      await bot.choose(spanish ? 'Hacer este cambio' : 'Make this change');
      expect(updates(bot, shirt)).toEqual([
        expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
      ]);
      expect(bot.sandbox.scheduledLegs(shirt)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
      expect(updates(bot, plain)).toEqual([]);
    },
  );

  it('"edit the wash and fold order", which both hold, asks which order: nothing is sent', async () => {
    const { shirt, plain } = await twoOrders(bot);
    await bot.say('edit the wash and fold order');
    expect(bot.prompt().text).not.toMatch(/^What would you like to change/);
    expect(bot.prompt().options?.map((o) => o.value)).toEqual(
      expect.arrayContaining([String(shirt), String(plain)]),
    );
    expect(updates(bot, shirt)).toEqual([]);
    expect(updates(bot, plain)).toEqual([]);
  });
});
