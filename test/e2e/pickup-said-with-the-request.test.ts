/**
 * A new order asked for with its pickup's day and time ("new order, pick up thursday at 8am"): the day
 * question reads them when it comes, says which leg it took them for, and asks no day again (stranger's
 * try: the day and time said first were asked for again later). Invariant pickup-said-once-or-not-at-all.
 * End to end over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();
const WEDNESDAY = day(clock, 2);
const FRIDAY = day(clock, 4);

describe('the pickup said with the request for a new order', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"new order, pick up wednesday at 8am please": no day asked, and the order placed is picked up then', async () => {
    await bot.signIn(DANA);
    await bot.say('new order, pick up wednesday at 8am please');
    await orderToSummary(bot, { until: /get it back to you/ });
    expect(bot.transcript()).not.toContain('Which day should we pick up?');
    expect(bot.transcript()).toContain('The pickup, as you asked:');
    await orderToSummary(bot);
    expect(bot.sandbox.orders).toHaveLength(0);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      orderDelivery: { pickup: { deliveryDay: WEDNESDAY, deliveryProvider: 'OWN_DRIVER' } },
    });
  });

  it('en español, "hacer un pedido para el viernes en la mañana": los horarios de la mañana del viernes, sin preguntar el día', async () => {
    await bot.say('hi');
    await bot.say('español');
    await bot.say(DANA);
    await bot.say(bot.sandbox.lastOtp(DANA) ?? '');
    await bot.say('hacer un pedido para el viernes en la mañana');
    for (const answer of ['1', 'lavado y doblado', 'sin extras', 'omitir', '2']) await bot.say(answer);
    expect(bot.transcript()).not.toContain('¿Qué día pasamos a recoger?');
    expect(bot.transcript()).toContain('La recogida, como pidió:');
    expect(bot.prompt().text).toMatch(/^Horarios de recogida el viernes .* a la hora que indicó/);
    await bot.say('1');
    await bot.say('english');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ orderDelivery: { pickup: { deliveryDay: FRIDAY } } });
  });

  // Round 36 (invariant retiro-asked-is-a-new-pickup): the pickup asked for as "un retiro" at the menu.
  it('en español, "necesito agendar un retiro de ropa para el viernes en la mañana": un pedido nuevo, recogido el viernes', async () => {
    await bot.say('hi');
    await bot.say('español');
    await bot.say(DANA);
    await bot.say(bot.sandbox.lastOtp(DANA) ?? '');
    await bot.say('necesito agendar un retiro de ropa para el viernes en la mañana');
    for (const answer of ['1', 'lavado y doblado', 'sin extras', 'omitir', '2']) await bot.say(answer);
    expect(bot.transcript()).not.toContain('¿Qué día pasamos a recoger?');
    expect(bot.prompt().text).toMatch(/^Horarios de recogida el viernes/);
    await bot.say('1');
    await bot.say('english');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ orderDelivery: { pickup: { deliveryDay: FRIDAY } } });
  });

  it('en español, "la de manhattan porfa, y que pasen el miércoles en la tarde" at the address: the pickup\'s day kept for its question, never dropped (stranger\'s try)', async () => {
    await bot.say('hi');
    await bot.say('español');
    await bot.say(DANA);
    await bot.say(bot.sandbox.lastOtp(DANA) ?? '');
    await bot.say('hacer un pedido');
    await bot.say('la de manhattan porfa, y que pasen el miércoles en la tarde');
    expect(bot.transcript()).toContain('Anotado para la recogida: "que pasen el miércoles en la tarde".');
    for (const answer of ['lavado y doblado', 'sin extras', 'omitir', '2']) await bot.say(answer);
    expect(bot.transcript()).not.toContain('¿Qué día pasamos a recoger?');
    expect(bot.prompt().text).toMatch(/^Horarios de recogida el miércoles .* a la hora que indicó/);
    await bot.say('1');
    await bot.say('english');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      orderDelivery: { pickup: { deliveryDay: WEDNESDAY } },
    });
  });

  it('"the first one, and pick it up monday and bring it back friday" keeps nothing of two legs: the day asked as usual', async () => {
    await bot.signIn(DANA);
    await bot.say('new order');
    await bot.say('the first one, and pick it up monday and bring it back friday');
    expect(bot.transcript()).not.toContain('Noted for the pickup');
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    expect(bot.prompt().text).toBe('Which day should we pick up?');
  });

  // Invariant refused-day-never-taken: a day said as one the person cannot have is why, never the day.
  it.each([["new order, can't do wednesday"], ['new order please, office is closed wednesday']])(
    '%j keeps nothing: the pickup day is asked as usual, never Wednesday taken',
    async (request) => {
      await bot.signIn(DANA);
      await bot.say(request);
      await orderToSummary(bot, { until: /Which day should we pick up/ });
      expect(bot.transcript()).not.toContain('The pickup, as you asked:');
      expect(bot.prompt().text).toBe('Which day should we pick up?');
    },
  );

  it('"new order, pick up monday, deliver friday" keeps nothing: the pickup day is asked as usual', async () => {
    await bot.signIn(DANA);
    await bot.say('new order, pick up monday, deliver friday');
    await orderToSummary(bot, { until: /Which day should we pick up/ });
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    expect(bot.sandbox.orders).toHaveLength(0);
  });
});
