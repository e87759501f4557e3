/**
 * Options said by their places in words around them ("opciones 1 y 4", "la opción 2, de 9 a 11"), and
 * "the other" beside a refusal ("no la visa, la otra"). End to end: createBot over DynamoDB Local and
 * the laundry sandbox; the test asserts what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

/** The hour an instant starts in the store's zone, on a 12-hour clock. */
const hourOf = (instant: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: true })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'hour')?.value,
  );

describe('places said in words, and the other one', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"opciones N y M", "la opción 2, de H a H", "no la visa, la otra" place those services, that window and the Mastercard', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    const services = bot.prompt().options.filter((o) => o.role !== 'command');
    const place = (label: string) => services.findIndex((o) => o.label.includes(label)) + 1;
    await bot.say(`opciones ${place('Wash & Fold')} y ${place('Suit')}`);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const second = bot.prompt().options.filter((o) => o.window)[1];
    if (!second?.window) throw new Error(bot.transcript());
    await bot.say(`la opción 2, de ${hourOf(second.window.startTime)} a ${hourOf(second.window.endTime)}`);
    expect(bot.prompt().text).not.toMatch(/^Pickup windows/);
    await orderToSummary(bot, { until: /Which card/ });
    await bot.say('no la visa, la otra');
    expect(bot.prompt().text).not.toMatch(/Which card/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    const body = bot.sandbox.orders[0]?.body as {
      orderServices: { servicePriceId: number }[];
      orderDelivery: { pickup: { windowId: number } };
      paymentToken: string;
    };
    expect(body.orderServices.map((s) => s.servicePriceId)).toEqual([201, 204]);
    expect(body.orderDelivery.pickup.windowId).toBe(Number(second.value));
    expect(body.paymentToken).toBe('pm_sbx_dana_mastercard_5555');
  });
});
