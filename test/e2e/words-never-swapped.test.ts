/**
 * Replies read wrong without a question by held-out round 8 (issue #34), each now read for what it
 * says or asked back: "softener no" at one service's extras is no answer to the next service's extras
 * (invariant none-by-no-alone); an order's number said in words is that order, never the one listed
 * first (invariant number-words-whole); "ok" at a notes question is no note (invariant
 * note-never-a-yes); a dictated "period" ends a note; "2, maybe 3" is no 2 (invariant hedged-head-never-taken). End to end over DynamoDB Local and the laundry
 * sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placeOrder } from './order-script';

const clock = mondayMorning();
const WASH_AND_FOLD = 201;
const SUIT = 204;
const HYPOALLERGENIC = 301;
const CREASE_PRESS = 305;

type PlacedService = { servicePriceId: number; serviceModifierIds: number[]; serviceNotes: string | null };
const placedServices = (bot: TestBot) => (bot.sandbox.orders[0]?.body.orderServices ?? []) as PlacedService[];

/** An order number of four digits in English words, as a voice dictates it ("five thousand one"). */
function inWords(id: number): string {
  const units = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  const thousands = Math.floor(id / 1000);
  const rest = id % 1000;
  if (thousands < 1 || thousands > 9 || rest > 9) throw new Error(`no words here for ${id}`);
  return `${units[thousands]} thousand ${units[rest] || ''}`.trim();
}

describe('a reply never read as another answer than it says', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it.each([
    ['en', 'the detergent for allergies, softener no', /Any extras for Dry Clean – Suit\?/, 'Crease press'],
    [
      'es',
      'el detergente pa alergias, suavizante no',
      /Algún extra para Tintorería – Traje\?/,
      'Planchado con raya',
    ],
  ])(
    '(%s) "%s" at the laundry’s extras picks the detergent only, and the suit’s extras are still asked: each service placed with its own',
    async (language, reply, suitExtras, crease) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { services: ['Wash & Fold', 'Dry Clean – Suit'], until: /Any extras/ });
      if (language === 'es') await bot.say('español');
      await bot.say(reply);
      expect(bot.prompt().text).toMatch(suitExtras);
      await bot.click(crease);
      if (language === 'es') await bot.say('english');
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(placedServices(bot).map((s) => [s.servicePriceId, s.serviceModifierIds])).toEqual([
        [WASH_AND_FOLD, [HYPOALLERGENIC]],
        [SUIT, [CREASE_PRESS]],
      ]);
    },
  );

  it('"change order five thousand one", the earlier of two orders said in words, changes that order: the PATCH is on it, the other untouched', async () => {
    const earlier = await placeOrder(bot, 'collect');
    await bot.say('new order');
    await orderToSummary(bot);
    await bot.click('Place order');
    const later = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    expect(later).not.toBe(earlier);

    await bot.say(`change order ${inWords(earlier)}`);
    expect(bot.prompt().text).toBe(`What would you like to change on order #${earlier}?`);
    await bot.say('pickup time');
    await bot.say('wednesday');
    await bot.click(bot.option('Store driver').label);
    await bot.click('Make this change');

    const patched = bot.sandbox.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
    expect(patched).toEqual([expect.stringMatching(new RegExp(`/service-order/${earlier}/transportation$`))]);
  });

  it('"ok" at a service’s notes is no note: asked to type one or skip, and the note typed then (dictated, "period" and all) is the one placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Any notes for the cleaners/ });
    await bot.say('ok');
    expect(bot.prompt().text).toMatch(/Any notes for the cleaners about Wash & Fold\?/);
    await bot.say('no starch period');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(placedServices(bot).map((s) => s.serviceNotes)).toEqual(['no starch.']);
  });

  it('"2, maybe 3, I don’t know yet" at the bags is asked back: no count is kept, and the order placed has the count said after', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /How many bags/ });
    await bot.say("2, maybe 3, I don't know yet");
    expect(bot.prompt().text).toMatch(/How many bags/);
    await bot.say('3');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
  });
  // Issue 34, round 28: "a couple" and "una bolsa y la mochila del colegio" were kept as 2 and 1 bags.
  it.each(['a couple I think', 'one bag and the kids backpacks'])(
    '%j at the bags is asked back: no count is kept, and the order placed has the count said after (invariant count-all-said)',
    async (said) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /How many bags/ });
      await bot.say(said);
      expect(bot.prompt().text).toMatch(/How many bags/);
      await bot.say('3');
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 3 });
    },
  );
});
