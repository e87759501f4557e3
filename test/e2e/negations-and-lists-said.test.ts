/**
 * Replies read by what they negate and by every item they list (issue 34): keeping things out of the
 * dryer is a yes to hang-drying; a service listed with "+" beside one said with "no" is taken and the
 * other left out; a day named that has no windows is said so and asked again, never swapped for the
 * next day; a Spanish list joined by "y" is read item by item, an item named with a count ("y 2 trajes")
 * or naming no option ("y secado al sol") asked back, never cut off and dropped (invariant
 * list-item-never-dropped), extras said in the customer's words ("con agua fría", "que le quiten la
 * mancha") being the extras they name. End to end: createBot over DynamoDB Local and the laundry
 * sandbox; each test asserts what the sandbox recorded for the order.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();
/** In Spanish, after the extras: no notes for either service, 2 bags, tomorrow's first window, collected, once, the Visa. */
const REST_IN_SPANISH = ['omitir', 'omitir', '2', 'mañana', '1', '1', '1', '1', 'omitir', 'no', 'omitir'];

describe('negations and lists said in replies', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () =>
    bot.sandbox.orders[0]?.body as
      | {
          orderServices: { servicePriceId: number; serviceModifierIds: number[] }[];
          orderDelivery: { pickup: unknown };
        }
      | undefined;

  /** Dana signed in in Spanish, at the services question. */
  const toServicesInSpanish = async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    for (const answer of ['1', '1']) await bot.say(answer);
    expect(bot.prompt().text).toMatch(/¿Qué servicios quiere/);
  };

  /** The rest answered as scripted to the summary, and the order placed. */
  const placeInSpanish = async (answers: string[]) => {
    for (const answer of answers) await bot.say(answer);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say('sí');
  };

  it('"keep the linen pants out of the dryer" hang-dries what is then said, and is placed so', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('keep the linen pants out of the dryer');
    expect(bot.prompt().text).toBe('What should we hang-dry?');
    await orderToSummary(bot, { hangDry: 'the linen pants' });
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(placed()).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the linen pants' });
  });

  it('"regular laundry + a dress, no bedding" places Wash & Fold and the dress, no bedding', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('regular laundry + a dress, no bedding');
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placed()?.orderServices.map((s) => s.servicePriceId)).toEqual([201, 206]);
  });

  it('a day named with no windows is said so and asked again; the day then named is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    // Thursday, three days on, has no windows in the sandbox.
    await bot.say('thursday');
    expect(bot.text()).toMatch(/There are no pickup windows on .+\. The next day with windows is .+\./);
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    await orderToSummary(bot, { pickupDay: 'friday' });
    await bot.click('Place order');
    expect(placed()?.orderDelivery.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
  });

  it('"lavado y doblado y 2 trajes" is both services, and every extra named is placed', async () => {
    await toServicesInSpanish();
    await bot.say('lavado y doblado y 2 trajes');
    // A count right before the thing a service names is how many of it, never the second option (c5,
    // this session: five rounds' writers read "2 shirts dry clean" as the shirts; it was asked back).
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('suavizante y con agua fría');
    expect(bot.prompt().text).toBe('¿Algún extra para Tintorería – Traje?');
    await bot.say('con raya, y que le quiten la mancha del pantalón');
    await placeInSpanish(REST_IN_SPANISH);
    expect(placed()?.orderServices).toMatchObject([
      { servicePriceId: 201, serviceModifierIds: [302, 303] },
      { servicePriceId: 204, serviceModifierIds: [305, 306] },
    ]);
  });

  it('"suavizante y secado al sol" is asked back at the extras, never the softener taken and the rest dropped', async () => {
    await toServicesInSpanish();
    await bot.say('1,4');
    await bot.say('suavizante y secado al sol');
    // "secado al sol" names no extra here nor answers the suit's extras asked next: asked back, nothing taken.
    expect(bot.text()).toMatch(/^¿Se refiere a "Suavizante \(Fabric softener\)"\?/);
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('2,3');
    await placeInSpanish(['3', ...REST_IN_SPANISH]);
    expect(placed()?.orderServices).toMatchObject([
      { servicePriceId: 201, serviceModifierIds: [302, 303] },
      { servicePriceId: 204, serviceModifierIds: [] },
    ]);
  });
});
