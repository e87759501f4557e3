/**
 * Changing an order like a careful clerk (issue 34): what is clear is acted on, what could mean two
 * things is asked back and changes nothing. End to end: createBot over DynamoDB Local and the laundry
 * sandbox; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { placedAndOpened } from './order-script';

const clock = mondayMorning();

describe('changing an order, carefully', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const recorded = (orderId: number) => bot.sandbox.orders.find((o) => o.id === orderId);

  // Invariant bare-cancel-asks-what: "cancel" could be the delivery or the change itself.
  it('a bare "cancel" at the delivery\'s cancellation asks what to cancel; the option then cancels it', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose("I'll collect it instead");
    const asked = bot.prompt();
    for (const word of ['cancel', 'Cancel!', 'cancelar']) {
      await bot.say(word);
      expect(bot.text()).toContain(`If you mean "I'll collect it instead", choose it.`);
      expect(bot.text()).toContain('nevermind');
      expect(bot.prompt().promptId).toBe(asked.promptId);
    }
    expect(recorded(orderId)?.deliveryCancelled).toBeFalsy();
    await bot.choose("I'll collect it instead");
    expect(recorded(orderId)?.deliveryCancelled).toBe(true);
  }, 60_000);

  it('a bare "cancelar" at what to change asks, and nothing is sent', async () => {
    const orderId = await placedAndOpened(bot);
    const asked = bot.prompt();
    expect(asked.text).toContain('What would you like to change');
    await bot.say('cancelar');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    // "cancel it" names nothing cancelled either: the delivery's option and nevermind named, neither taken.
    for (const said of ['cancel it', 'cancelar eso por favor']) {
      await bot.say(said);
      expect(bot.text()).toContain(`If you mean "I'll collect it instead", choose it.`);
      expect(bot.prompt().promptId).toBe(asked.promptId);
    }
    expect(recorded(orderId)?.deliveryCancelled).toBeFalsy();
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
  });

  // Invariant collecting-is-not-the-pickup: someone else collecting may be the driver's pickup; asked back.
  it('"he\'ll pick it up" at what to change asks back naming the collecting; no pickup day is asked', async () => {
    const orderId = await placedAndOpened(bot);
    const asked = bot.prompt();
    for (const said of ["he'll pick it up", 'mi esposo lo recoge']) {
      await bot.say(said);
      expect(bot.prompt().promptId).toBe(asked.promptId);
    }
    expect(bot.text()).toContain("I'll collect it instead");
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
  });

  // Invariant span-of-days-asked-back: a week said without a day of it moves nothing.
  it('a pickup moved "later on in the week" is asked which day, and nothing is sent', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Pickup time');
    const asked = bot.prompt();
    for (const said of ['later on in the week', 'más tarde en la semana']) {
      await bot.say(said);
      expect(bot.prompt().promptId).toBe(asked.promptId);
    }
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
    await bot.say('wednesday');
    expect(bot.prompt().text).toContain('Pickup windows on Wed');
  });

  // Invariant keep-names-the-old.
  it('"keep" with the day the delivery has now keeps it; with the new day it is asked back; nothing is sent', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.say('1');
    const review = bot.prompt();
    expect(review.kind).toBe('confirm');
    await bot.say('keep it on saturday');
    expect(bot.text()).toContain('Confirm the change, or choose something else.');
    expect(bot.prompt().promptId).toBe(review.promptId);
    await bot.say('hmm no, leave the delivery on fri');
    expect(bot.text()).toContain('OK, the order stays as it was.');
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
  });

  // Invariant collecting-is-not-the-pickup: collecting said with the delivery called off is that cancellation.
  it('"cancel the delivery please, I\'ll come get it" shows the delivery\'s cancellation, which then cancels it', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.say("cancel the delivery please, I'll come get it");
    expect(bot.prompt().text).toContain('No delivery for order');
    expect(recorded(orderId)?.deliveryCancelled).toBeFalsy();
    await bot.choose("I'll collect it instead");
    expect(recorded(orderId)?.deliveryCancelled).toBe(true);
  });

  // Issue 34, round 23: "yo nomás recogeré" at what to change was read as the pickup time ("recogida").
  it.each([
    'nomás la recogeré yo',
    // Round 36: the delivery said "not needed" beside the collecting was asked back.
    "We'll collect at the store — no delivery needed",
  ])("%j at what to change is the delivery's cancellation, which then cancels it", async (said) => {
    const orderId = await placedAndOpened(bot);
    await bot.say(said);
    expect(bot.prompt().text).toContain('No delivery for order');
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
    await bot.choose("I'll collect it instead");
    expect(recorded(orderId)?.deliveryCancelled).toBe(true);
  });

  // Issue 34, rounds 22 and 23: "Sí, está bien así" at a change's review kept the order unchanged.
  it('a yes, then the change said fine "like that", makes the change shown; without the yes it is asked back', async () => {
    const orderId = await placedAndOpened(bot);
    await bot.choose('Delivery time');
    await bot.say('saturday');
    await bot.say('1');
    const review = bot.prompt();
    expect(review.kind).toBe('confirm');
    await bot.say("that's fine like that");
    expect(bot.prompt().promptId).toBe(review.promptId);
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(0);
    await bot.say('claro, así está correcto');
    expect(bot.text()).toContain(`Order #${orderId} is changed.`);
    expect(recorded(orderId)?.transportationUpdates ?? []).toHaveLength(1);
  });
});
