/**
 * Confirming, placing and dropping in everyday words (issue 34): "de una pues" places the order, "bórrelo"
 * drops it, and "sure, make the change" at a change's confirmation makes it (a bare "cancel" is asked
 * what it cancels: careful-change.test.ts).
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, placedAndOpened } from './order-script';

const clock = mondayMorning();

describe('confirming in everyday words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"de una pues" at the summary places the order', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('de una pues');
    expect(bot.sandbox.orders).toHaveLength(1);
    // The file's first test pays the bot's cold start on a loaded machine.
  }, 60_000);

  it('"bórrelo" at the summary drops the order: nothing is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('bórrelo');
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  // Issue 34, rounds 25 and 26: a drop with a change of mind as why, and "pídala" (order it), were asked back.
  it('"nope, scrap it, I changed my mind" at the summary drops the order; "listo, pídala" then places the next', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('nope, scrap it, I changed my mind');
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(bot.sandbox.orders).toHaveLength(0);
    await orderToSummary(bot);
    await bot.say('listo, pídala');
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  // Issue 34, round 17 (invariant drop-with-later): dropping said with ordering another time.
  it('"cancel it, I\'ll order another day" at the summary drops the order; "everything is in order, please place it" then places the next', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say("cancel it, I'll order another day");
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(bot.sandbox.orders).toHaveLength(0);
    await orderToSummary(bot);
    // "order" names placing it, never the dropping a cancel does.
    await bot.say('Everything is in order, please place it.');
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  // Issue 34, round 36: the later day named of oneself ("descartar, lo hago mañana") was asked back.
  it('"scrap it, I\'ll order tomorrow" at the summary drops the order: nothing is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say("scrap it, I'll order tomorrow");
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it('"sure, make the change" at a change\'s confirmation makes it', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.choose(bot.option('Store driver').label);
    await bot.say('sure, make the change');
    const recorded = bot.sandbox.orders.find((o) => o.id === orderId);
    expect(recorded?.transportationUpdates).toHaveLength(1);
  });

  // Issue 34, round 26: the cost found dear before the go-ahead, and the yes said with the change to the
  // value shown ("Sí, cámbialo a 5"), were asked back; "ya, así" (yes, like that) kept the order as it
  // was, the change never made. Round 36: the Yiddish "jah" was asked back.
  it.each([
    'is costly... ok go ahead',
    'yes, change it to saturday',
    'sí, así',
    'yeah like that',
    "jah that's right",
  ])('"%s" at a change\'s confirmation makes it', async (reply) => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.choose(bot.option('Store driver').label);
    await bot.say(reply);
    const recorded = bot.sandbox.orders.find((o) => o.id === orderId);
    expect(recorded?.transportationUpdates).toHaveLength(1);
  });

  // Issue 34, round 36: "jah, I'll get it" at the delivery's cancellation was asked back.
  it('"jah, I\'ll get it" at the delivery\'s cancellation cancels it', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose("I'll collect it instead");
    await bot.say("jah, I'll get it");
    expect(bot.sandbox.orders.find((o) => o.id === orderId)?.deliveryCancelled).toBe(true);
  });
});
