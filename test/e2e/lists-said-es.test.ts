/**
 * A Spanish list joined by "y" is read item by item (issue 34): an item the question reads only to ask
 * back ("y 2 camisas") is asked back with the whole list, never cut off and dropped as the next
 * question's; extras said in the customer's words ("con agua fría", "que le quiten la mancha") are the
 * extras they name. End to end: createBot over DynamoDB Local and the laundry sandbox; the test asserts
 * what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA } from './order-script';

const clock = mondayMorning();

describe('a Spanish list said in a reply', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () =>
    bot.sandbox.orders[0]?.body as
      | { orderServices: { servicePriceId: number; serviceModifierIds: number[] }[] }
      | undefined;

  it('"lavado y doblado y 2 trajes" is asked back, then both services and every extra named are placed', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    await bot.say('1');
    await bot.say('1');
    expect(bot.prompt().text).toMatch(/¿Qué servicios quiere/);
    await bot.say('lavado y doblado y 2 trajes');
    // "2" may be a quantity or the second option: asked back naming both services, never the first alone.
    expect(bot.text()).toMatch(/¿Se refiere a "Lavado y doblado \(Wash & Fold\)", "Tintorería – Traje/);
    expect(bot.prompt().text).toMatch(/¿Qué servicios quiere/);
    await bot.say('sí');
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('suavizante y con agua fría');
    expect(bot.prompt().text).toBe('¿Algún extra para Tintorería – Traje?');
    await bot.say('con raya, y que le quiten la mancha del pantalón');
    // The rest by the scripted answers: no notes, 2 bags, tomorrow's first window, collected, once.
    for (const answer of ['omitir', 'omitir', '2', 'mañana', '1', '1', '1', '1', 'omitir', 'no', 'omitir'])
      await bot.say(answer);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('sí');
    expect(placed()?.orderServices).toMatchObject([
      { servicePriceId: 201, serviceModifierIds: [302, 303] },
      { servicePriceId: 204, serviceModifierIds: [305, 306] },
    ]);
  });

  it('"suavizante y secado al sol" is asked back at the extras, never the softener taken and the rest dropped', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    for (const answer of ['1', '1', '1,4']) await bot.say(answer);
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('suavizante y secado al sol');
    // "secado al sol" names no extra here nor answers the suit's extras asked next: asked back, nothing taken.
    expect(bot.text()).toMatch(/^¿Se refiere a "Suavizante \(Fabric softener\)"\?/);
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('2,3');
    for (const answer of [
      '3',
      'omitir',
      'omitir',
      '2',
      'mañana',
      '1',
      '1',
      '1',
      '1',
      'omitir',
      'no',
      'omitir',
    ])
      await bot.say(answer);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('sí');
    expect(placed()?.orderServices).toMatchObject([
      { servicePriceId: 201, serviceModifierIds: [302, 303] },
      { servicePriceId: 204, serviceModifierIds: [] },
    ]);
  });
});
