/**
 * A time said where one window ends and another starts ("a las 5" among 3–5 and 5–7) is delivered by
 * then or from then: asked back naming both, nothing changed or placed, and the one then named is what
 * the sandbox records (invariant time-at-an-end-and-a-start-asked). End to end: createBot over
 * DynamoDB Local and the laundry sandbox.
 */
import type { ReplyOption as Option } from '../../lib/dialog/types';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';
import { DANA, orderToSummary, placedAndOpened } from './order-script';

const clock = mondayMorning();

const hourOf = (instant: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: false }).format(
      new Date(instant),
    ),
  );

/**
 * A window listed that starts at the hour another ends (the courier runs back to back), the one
 * ending then, and that hour on a 12-hour clock, as said without am/pm.
 */
function backToBack(options: Option[]): { ending: Option; starting: Option; hour: number } {
  const windows = options.filter((o) => o.window);
  for (const starting of windows)
    for (const ending of windows)
      if (hourOf(ending.window?.endTime ?? '') === hourOf(starting.window?.startTime ?? '')) {
        const hour = hourOf(starting.window?.startTime ?? '');
        // Only one window may start then, and the hour said alone must read as it (1–6 afternoon, 7–11 morning).
        const alone = windows.filter((w) => hourOf(w.window?.startTime ?? '') === hour).length === 1;
        if (alone && hour >= 7 && hour <= 18) return { ending, starting, hour: hour % 12 || 12 };
      }
  throw new Error('no window starts where another ends');
}

describe('a time where one window ends and another starts', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"a las N" at a delivery window is asked naming both, nothing changed; the one named by its start is then recorded', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.say('español');
    await bot.choose('Hora de entrega');
    await bot.say('el sábado');
    const { ending, starting, hour } = backToBack(bot.prompt().options);
    await bot.say(`a las ${hour}`);
    expect(bot.text()).toContain(ending.label);
    expect(bot.text()).toContain(starting.label);
    expect(bot.prompt().text).toMatch(/^Horarios de entrega/);
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? []).toEqual([]);
    await bot.say(`la de las ${hour}`);
    await bot.choose('Hacer este cambio');
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(starting.value) }) }),
    ]);
  });

  it('"at N" at a pickup window is asked naming both, nothing placed; the one ending then, once named, is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /^Pickup windows/ });
    const { ending, starting, hour } = backToBack(bot.prompt().options);
    await bot.say(`at ${hour}`);
    expect(bot.text()).toContain(ending.label);
    expect(bot.text()).toContain(starting.label);
    expect(bot.prompt().text).toMatch(/^Pickup windows/);
    await bot.choose(ending.label);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: { windowId: Number(ending.value) },
    });
  });
});
