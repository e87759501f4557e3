/**
 * Several answers in one reply (issue 34): services listed with texting's "n" ("wash n fold n the suit"),
 * and the extras of two services said at the first one's question ("cold water for the laundry, crease on
 * the suit"), each taken by its own question (invariant rest-taken-only-when-certain). End to end:
 * createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('several answers in one reply', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const placedServices = () => bot.sandbox.orders[0]?.body.orderServices;

  it('"wash n fold n the suit" picks both services, and "cold water for the laundry, crease on the suit" gives each its extra', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('wash n fold n the suit');
    expect(bot.prompt().text).toBe('Any extras for Wash & Fold?');
    await bot.say('cold water for the laundry, crease on the suit');
    expect(bot.prompt().text).not.toMatch(/Any extras/);
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placedServices()).toEqual([
      expect.objectContaining({ servicePriceId: 201, serviceModifierIds: [303] }),
      expect.objectContaining({ servicePriceId: 204, serviceModifierIds: [305] }),
    ]);
  });

  // Round 36: services said with why, with their details, or with how they are dried were asked back.
  it.each([
    ['just warsh and fold, and a dress I need cleaned for church Sunday', [201, 206]],
    ["the bedding, and the good tablecloths hung to dry, they're delicate", [202, 203]],
    // Rounds 37–38: whose a thing is, what it is for, thanks in passing, and a yes between the items.
    ['wash fold. also my grandson suit for graduation', [201, 204]],
    ["practice gear by the pound + the head coach's suit :pray:", [201, 204]],
    ['regular laundry and the suit pls. obrigada', [201, 204]],
    ['uno, cuatro... y sí, el vestido de mi mujer también, el 6', [201, 204, 206]],
  ])('%j at the services places %j, the extras asked next', async (reply, ids) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say(reply);
    expect(bot.prompt().text).toMatch(/^Any extras for /);
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placedServices()).toEqual(ids.map((id) => expect.objectContaining({ servicePriceId: id })));
  });

  // Round 38: extras said with their service are that service's (invariant extras-said-with-their-service).
  it('"wash and fold with hypoallergenic soap, and a suit with a crease" takes both with their extras, none asked', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('wash and fold with hypoallergenic soap, and a suit with a crease');
    expect(bot.text()).not.toMatch(/Any extras/);
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placedServices()).toEqual([
      expect.objectContaining({ servicePriceId: 201, serviceModifierIds: [301] }),
      expect.objectContaining({ servicePriceId: 204, serviceModifierIds: [305] }),
    ]);
  });

  it('"los 2" at two extras is both; "the two of them" at three is asked, never the second taken (invariant both-of-exactly-two)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('wash and fold and the suit');
    expect(bot.prompt().text).toBe('Any extras for Wash & Fold?');
    await bot.say('the two of them');
    expect(bot.prompt().text).toBe('Any extras for Wash & Fold?');
    await bot.say('no extras');
    expect(bot.prompt().text).toMatch(/Any extras for Dry Clean/);
    await bot.say('los 2');
    expect(bot.prompt().text).not.toMatch(/Any extras/);
    await orderToSummary(bot, { category: 'Both' });
    await bot.click('Place order');
    expect(placedServices()).toEqual([
      expect.objectContaining({ servicePriceId: 201, serviceModifierIds: [] }),
      expect.objectContaining({ servicePriceId: 204, serviceModifierIds: [305, 306] }),
    ]);
  });

  // "a couple shirts" is the shirts counted (invariant count-of-the-named-thing): a thing no service
  // names ("tunics") is the second item here.
  it('"comforter and a couple tunics", its second item read as no service, is asked back whole: never the comforter taken alone (invariant list-item-never-dropped)', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /Which services/ });
    await bot.say('comforter and a couple tunics');
    expect(bot.prompt().text).toMatch(/Which services/);
    await orderToSummary(bot, { services: ['Comforter', 'Shirt'], category: 'Both' });
    await bot.click('Place order');
    expect(placedServices()).toEqual([
      expect.objectContaining({ servicePriceId: 203 }),
      expect.objectContaining({ servicePriceId: 205 }),
    ]);
  });
});
