/**
 * Options named in the customer's own words (issue 34): a service by its description's words and by
 * whose it is ("el traje de dos piezas de mi marido"), extras as people say them ("el jabón hipo",
 * "ambas cosas", "nothing extra"), the default card as the usual one ("la de costumbre"), and a tip
 * given to someone ("denle cuatro al repartidor"). End to end: createBot over DynamoDB Local and the
 * laundry sandbox; each test asserts what the sandbox recorded for the order.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

/** Picks the option of the prompt on screen whose label holds `label`. */
const pickLabelled = (bot: TestBot, label: string) => {
  const { promptId, options } = bot.prompt();
  const option = options.find((o) => o.label.includes(label));
  if (!option) throw new Error(`no option "${label}" in ${JSON.stringify(options.map((o) => o.label))}`);
  return bot.send({ type: 'choice', promptId, values: [option.value] }, `[pick ${option.label}]`);
};

/** Bags, tomorrow's DoorDash window, collected at the store, once: the questions before the card. */
async function toCard(bot: TestBot) {
  await bot.say('2');
  await bot.say(bot.words().language === 'es' ? 'mañana' : 'tomorrow');
  await pickLabelled(bot, 'DoorDash');
  await pickLabelled(bot, bot.words().language === 'es' ? 'La recojo' : 'collect');
  await bot.say('1');
}

describe("options named in the customer's own words", () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('a Spanish order: services by description and whose, extras as said, the usual card, a tip given to the courier', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    // Texted Spanish ("kiero") and laundry sent to be washed: a new order.
    await bot.say('buenas, kiero mandar mi ropa pa lavar');
    expect(bot.prompt().text).toBe('¿Dónde recogemos?');
    await bot.say('la primera');
    await bot.say('lavado y doblado, y el traje de dos piezas de mi marido pa limpiar en seco');
    expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
    await bot.say('el jabón hipo, mi hija tiene la piel delicada');
    expect(bot.prompt().text).toBe('¿Algún extra para Tintorería – Traje?');
    await bot.say('ambas cosas');
    await bot.say('sin notas');
    await bot.say('sin notas');
    await toCard(bot);
    expect(bot.prompt().text).toBe('¿A qué tarjeta le cobramos?');
    await bot.say('la de costumbre');
    expect(bot.prompt().text).toMatch(/propina/);
    await bot.say('denle cuatro al repartidor');
    for (const answer of ['no', 'no', 'no']) await bot.say(answer);
    await pickLabelled(bot, 'Hacer el pedido');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      orderServices: [
        { servicePriceId: 201, serviceModifierIds: [301] },
        { servicePriceId: 204, serviceModifierIds: [305, 306] },
      ],
      paymentToken: 'pm_sbx_dana_visa_4242',
      orderDelivery: { pickup: { deliveryDay: day(clock, 1), deliveryProvider: 'ON_DEMAND', courierTip: 4 } },
    });
  }, 60_000);

  // Round 30: "con la Visa, la default" opened a hand-off ("Visa" read as a person's name).
  it('a card named by its brand after "con" ("con la Mastercard, porfa") is the card, never a person asked for', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    await bot.say('pedido nuevo');
    await bot.say('la primera');
    await bot.say('el traje');
    await bot.say('ninguno');
    await bot.say('sin notas');
    await toCard(bot);
    expect(bot.prompt().text).toBe('¿A qué tarjeta le cobramos?');
    await bot.say('con la Mastercard, porfa');
    expect(bot.prompt().text).toMatch(/propina/);
    await bot.say('sin propina');
    for (const answer of ['no', 'no', 'no']) await bot.say(answer);
    await pickLabelled(bot, 'Hacer el pedido');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ paymentToken: 'pm_sbx_dana_mastercard_5555' });
  }, 60_000);

  it('an English order: "my wife\'s two-piece suit", "nothing extra", "the usual", "give the driver 2 bucks"', async () => {
    await bot.signIn(DANA);
    await bot.say('new order');
    await bot.say('1');
    await bot.say("my wife's two-piece suit and a shirt");
    expect(bot.prompt().text).toBe('Any extras for Dry Clean – Suit?');
    await bot.say('nothing extra');
    expect(bot.prompt().text).toBe('Any extras for Dry Clean – Shirt?');
    await bot.say('none');
    await bot.say('no notes');
    await bot.say('no notes');
    await toCard(bot);
    expect(bot.prompt().text).toBe('Which card should we charge?');
    await bot.say('the usual');
    await bot.say('give the driver 2 bucks');
    for (const answer of ['no', 'no', 'no']) await bot.say(answer);
    await pickLabelled(bot, 'Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      orderServices: [
        { servicePriceId: 204, serviceModifierIds: [] },
        { servicePriceId: 205, serviceModifierIds: [] },
      ],
      paymentToken: 'pm_sbx_dana_visa_4242',
      orderDelivery: { pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 2 } },
    });
  }, 60_000);

  it('a preference named at the menu ("quisiera cambiar el jabón", "switch my detergent") opens that preference’s question (invariant preference-is-not-the-order), and the option said is saved', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    await bot.say('quisiera cambiar el jabón de mi ropa');
    expect(bot.prompt().text).toBe('Detergente: ¿cuál?');
    await bot.say('ese que no da alergia porfa');
    expect(bot.text()).toContain('Detergente: Hipoalergénico. Guardado.');
    await bot.say('listo');
    await bot.say('switch my detergent please');
    expect(bot.prompt().text).toBe('Detergente: ¿cuál?');
    await bot.say('el ecológico');
    const updates = bot.sandbox.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/customers/1001/preferences/update'))
      .map((r) => r.body);
    expect(updates).toEqual([
      { businessId: 42, preferenceOptions: { '401': [412] } },
      { businessId: 42, preferenceOptions: { '401': [413] } },
    ]);
  }, 60_000);

  // Rounds 37 and 38: an address by its place with the list's noun after it or misspelt, and with a
  // particle (invariant place-after-the-lists-noun); the kind of home alone names neither
  // (invariant unit-kind-alone-names-none).
  it.each(['Address one.', 'first adress, apt 4B', 'number one lah', 'dirección uno'])(
    '%j at the addresses is the first one',
    async (reply) => {
      await bot.signIn(DANA);
      await bot.say('new order');
      expect(bot.prompt().text).toBe('Where should we pick up?');
      await bot.say(reply);
      expect(bot.text()).toContain('Your store for 210 W 21st St, Apt 4B, New York');
    },
  );

  it.each(['my apartment', 'el piso'])('%j at the addresses is asked back, none taken', async (reply) => {
    await bot.signIn(DANA);
    await bot.say('new order');
    await bot.say(reply);
    expect(bot.text()).not.toContain('Your store for');
    expect(bot.prompt().text).toBe('Where should we pick up?');
  });

  it('"nomás unas cuantas prendas" at hang-dry is a yes: which things is asked, and placed with them', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('nomás unas cuantas prendas');
    expect(bot.prompt().text).toBe('What should we hang-dry?');
    await orderToSummary(bot, { hangDry: 'the linen shirts' });
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });

  // Issue 34, round 36: the card named at the summary with the card it becomes ("cambiar la tarjeta a la
  // master") opened the card question and dropped the card said.
  it('"change the card to the master" at the summary takes the Mastercard at once, and the order is charged to it', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('change the card to the master');
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ paymentToken: 'pm_sbx_dana_mastercard_5555' });
  });

  // Round 28: a Slack bullet list, and a count announcing the list ("las dos cosas: …"), were asked back.
  it.each([
    ['a bullet list, one service a line', '• Comforter & Bedding\n• Dry Clean – Dress'],
    ['a count announcing the list', 'two things: the sheets and a dress'],
  ])(
    '%s picks every service it names, and the order is placed with them',
    async (_, reply) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /Which services/ });
      await bot.say(reply);
      expect(bot.prompt().text).not.toMatch(/Which services|right\?/);
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderServices).toMatchObject([
        { servicePriceId: 203 },
        { servicePriceId: 206 },
      ]);
    },
    60_000,
  );
});
