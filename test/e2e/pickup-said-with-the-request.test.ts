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
/** Dana's 210 W 21st St (Chelsea), its store, and Wash & Fold there. */
const CHELSEA = { customerAddressId: 2001, storeId: 101 };
const WASH_AND_FOLD = [{ servicePriceId: 201 }];

/** Signs Dana in, the conversation in Spanish. */
async function signInInSpanish(bot: TestBot): Promise<void> {
  for (const said of ['hi', 'español', DANA]) await bot.say(said);
  await bot.say(bot.sandbox.lastOtp(DANA) ?? '');
}

/** Answers the rest to the summary, places the order, and checks what the sandbox recorded (`friday`: picked up on Friday). */
async function placedAsSaid(bot: TestBot, { friday, ...placed }: Record<string, unknown>): Promise<void> {
  await orderToSummary(bot);
  await bot.click('Place order');
  const pickup = friday ? { orderDelivery: { pickup: { deliveryDay: FRIDAY } } } : {};
  expect(bot.sandbox.orders[0]?.body).toMatchObject({ ...placed, ...pickup });
}

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
    await signInInSpanish(bot);
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
    await signInInSpanish(bot);
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

  // Invariants request-parts-each-for-its-question, rest-kept-for-its-question (stranger's try: only the day
  // was kept; the address, the services and the bags were asked again).
  describe('a whole order said at the menu: each part kept for its question', () => {
    it('"new order, 2 bags of wash and fold, pick up friday morning from 21st st": placed with all of it, none asked again', async () => {
      await bot.signIn(DANA);
      await bot.say('new order, 2 bags of wash and fold, pick up friday morning from 21st st');
      expect(bot.text()).toContain(
        'Noted from your message, for the questions ahead: "2 bags", "from 21st st", "friday morning".',
      );
      expect(bot.text()).toContain('Where should we pick up? 210 W 21st St, Apt 4B, New York.');
      expect(bot.text()).toContain('Which services from Spin City Laundry – Chelsea? Wash & Fold.');
      await orderToSummary(bot, { until: /Pickup windows/ });
      expect(bot.transcript()).toContain('How many bags? 2 bags.');
      expect(bot.prompt().text).toMatch(/^Pickup windows on Fri/);
      for (const asked of ['Which day should we pick up?', 'How many bags?\n'])
        expect(bot.transcript()).not.toContain(asked);
      await placedAsSaid(bot, { ...CHELSEA, bagCount: 2, orderServices: WASH_AND_FOLD, friday: true });
    });

    it('"Start new order. Pick up at the 21st St place": the address taken, never asked back', async () => {
      await bot.signIn(DANA);
      await bot.say('Start new order. Pick up at the 21st St place');
      expect(bot.transcript()).not.toContain('Where should we pick up?');
      expect(bot.prompt().text).toBe('Which services from Spin City Laundry – Chelsea?');
      await placedAsSaid(bot, CHELSEA);
    });

    // Round 38 (invariant fresh-named-first-opens-it): "shop" of the rest is no Products and prices.
    it.each(['new order pls, is shop rags again', 'nuevo pedido: trapos de taller otra vez'])(
      '%j starts the order, never asked which option',
      async (said) => {
        await bot.signIn(DANA);
        await bot.say(said);
        expect(bot.text()).not.toMatch(/Did you mean|¿Se refiere/);
        expect(bot.prompt().text).toMatch(/^(Where should we pick up\?|¿Dónde recogemos\?)$/);
      },
    );

    it('"new order, 3 bags, wash and fold": the bags and the services kept past the address, never asked', async () => {
      await bot.signIn(DANA);
      await bot.say('new order, 3 bags, wash and fold');
      expect(bot.text()).toContain('Noted from your message, for the questions ahead: "3 bags".');
      expect(bot.prompt().text).toBe('Where should we pick up?');
      await bot.say('the brooklyn one');
      expect(bot.text()).toMatch(/Which services from Spin City Laundry – [^?]+\? Wash & Fold\./);
      await orderToSummary(bot, { until: /Which day should we pick up/ });
      expect(bot.transcript()).toContain('How many bags? 3 bags.');
      await placedAsSaid(bot, { customerAddressId: 2002, bagCount: 3, orderServices: WASH_AND_FOLD });
    });

    it('en español, "pedido nuevo, recojan en la 21 el viernes temprano, 2 bolsas de lavado y doblado": la 21 es la dirección, nunca las 21:00', async () => {
      await signInInSpanish(bot);
      await bot.say('pedido nuevo, recojan en la 21 el viernes temprano, 2 bolsas de lavado y doblado');
      expect(bot.text()).toContain('"en la 21", "2 bolsas", "viernes temprano"');
      expect(bot.text()).toContain('¿Dónde recogemos? 210 W 21st St, Apt 4B, New York.');
      for (const answer of ['sin extras', 'omitir']) await bot.say(answer);
      expect(bot.transcript()).toContain('¿Cuántas bolsas? 2 bolsas.');
      expect(bot.transcript()).not.toContain('21:00');
      expect(bot.transcript()).not.toContain('¿Qué día pasamos a recoger?');
      expect(bot.prompt().text).toMatch(/viernes/);
      await bot.say('english');
      await placedAsSaid(bot, { ...CHELSEA, bagCount: 2, orderServices: WASH_AND_FOLD, friday: true });
    });
  });
});
