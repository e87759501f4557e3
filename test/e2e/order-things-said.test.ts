/**
 * What goes in the order, said in people's words (issue 34): a tip given with a verb of giving in any
 * person ("ponele 3 al pibe") or refused in words ("nada de propina"); a count of bags typed as a word
 * that sounds like it ("too bags" is 2; "for bags" is asked back as 4); an address named by its numbers
 * in words ("noventa y cinco norte calle siete"), with the rest of the reply left to the questions after,
 * and an apartment no address has asked back whole; one of two addresses named by a word of its own and
 * a neighbourhood, the other refused ("Brooklyn, por Williamsburg, no la de Manhattan"); services called
 * services in a long sentence, and an extra by a describing word with the reason beside it ("the mild
 * detergent, my husband gets itchy"); extras said with their service at the services question ("lavado y
 * doblado con el hipoalergénico, y el traje con raya"), taken for it.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox
 * recorded for the order. The readers take either language whatever the conversation's, so the Spanish
 * replies are typed in the English conversation the order script speaks.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('what goes in the order, said in own words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () => bot.sandbox.orders[0]?.body;

  it.each([
    ['póngale 4 al muchacho', 4],
    ['ninguna propina esta vez', 0],
    ["I don't want to leave a tip", 0],
  ])('%j at the tip sends a $%i tip', async (said, dollars) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: said });
    await bot.click('Place order');
    expect(placed()?.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: dollars },
    });
  });

  it('"too bags" is two bags; "for bags" is four bags, by sound where a count must be (invariant sounded-number-only-where-a-number-must-be)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: 'too bags' });
    await bot.click('Place order');
    expect(placed()?.bagCount).toBe(2);

    await orderToSummary(bot, { until: /How many bags/ });
    await bot.say('for bags');
    expect(bot.text()).not.toContain('right?');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[1]?.body.bagCount).toBe(4);
  });

  /** Says each reply at the address question, the last one answering it; the address the placed order records. */
  async function addressPlaced(...replies: string[]): Promise<number | undefined> {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Where should we pick up/ });
    for (const reply of replies) await bot.say(reply);
    expect(bot.prompt().text).not.toBe('Where should we pick up?');
    await orderToSummary(bot);
    await bot.click('Place order');
    return placed()?.customerAddressId as number | undefined;
  }

  it.each([
    // Said in words.
    ['noventa y cinco norte calle siete', 2002],
    // One of two named by a word of its own, the other refused.
    ['Brooklyn, por Williamsburg, no la de Manhattan', 2002],
    // The rest of the reply left to the questions after.
    ['the one on twenty first street, for friday', 2001],
  ])('%j at the address question is address %i', async (said, id) => {
    expect(await addressPlaced(said)).toBe(id);
  });

  it('"210 west 21st, apt 4c", an apartment no address has, is asked back whole, nothing taken', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Where should we pick up/ });
    await bot.say('210 west 21st, apt 4c');
    expect(bot.prompt().text).toBe('Where should we pick up?');
    expect(bot.sandbox.orders).toEqual([]);
  });

  it('services called services in a sentence, and "the mild detergent, my husband gets itchy" is the hypoallergenic detergent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say("I'd like your wash and fold service and the dry cleaning service for a suit");
    expect(bot.prompt().text).toBe('Any extras for Wash & Fold?');
    await bot.say('the mild detergent, my husband gets itchy');
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placed()?.orderServices).toEqual([
      expect.objectContaining({ servicePriceId: 201, serviceModifierIds: [301] }),
      expect.objectContaining({ servicePriceId: 204, serviceModifierIds: [] }),
    ]);
  });

  it('extras said with their service ("lavado y doblado con el hipoalergénico, y el traje con raya") are taken, their questions not asked (invariant extras-said-with-their-service)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('lavado y doblado con el hipoalergénico, y el traje con raya');
    expect(bot.text()).not.toContain('Any extras');
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placed()?.orderServices).toEqual([
      expect.objectContaining({ servicePriceId: 201, serviceModifierIds: [301] }),
      expect.objectContaining({ servicePriceId: 204, serviceModifierIds: [305] }),
    ]);
  });
});
