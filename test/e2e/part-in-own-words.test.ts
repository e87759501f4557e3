/**
 * What to change on an order, said in the customer's own words (issue 34), in English and Spanish:
 * having it brought ("could you bring it back to my apartment", "me lo pueden traer el jueves") is the
 * delivery, added to an order collected at the store or moved on one delivered, the day said with it
 * answering the day's question; the pickup from another address is the address. At the review, a yes
 * naming the price shown ("ok 4.99 is fine") makes the change, a price not shown is asked back, and the
 * price refused ("4.99?? no, lo dejo así") keeps the order. A reminder answered with a new day ("could
 * it come wednesday instead") moves the leg to that day. Each asserts what the laundry sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { addNearbyAddress, placeOrder, updates } from './order-script';

const clock = mondayMorning();

/** Moves the pickup to tomorrow's store-driver lunch run ($4.99, the morning's being free): its review on screen. */
async function pickupAtLunch(bot: TestBot, orderId: number): Promise<void> {
  await bot.send({ type: 'open', word: 'reschedule', orderId });
  await bot.choose(/Pickup time|Hora de recogida/);
  await bot.say(/Pickup/.test(bot.text()) ? 'tomorrow' : 'mañana');
  const prompt = bot.prompt();
  const lunch = prompt.options.filter((o) => /Store driver|Chofer de la tienda/.test(o.label))[1];
  if (!lunch) throw new Error(bot.transcript());
  await bot.send({ type: 'choice', promptId: prompt.promptId, values: [lunch.value] });
}

describe('the part to change, said in own words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"could you bring it back to my apartment" on an order collected at the store adds a delivery: the PATCH has it', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('could you bring it back to my apartment');
    expect(bot.prompt().text).toMatch(/Which day should we (?:bring|deliver)/);
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.choose(window.label);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  // Invariant brought-is-not-collecting: the store named in the refusal never makes it a collection.
  it.each([
    [
      'en',
      "I won't be able to come in, please bring it to me",
      'Store driver',
      'Make this change',
      'saturday',
    ],
    [
      'es',
      'no puedo pasar por la tienda, ¿me lo traen?',
      'Chofer de la tienda',
      'Hacer este cambio',
      'sábado',
    ],
    ['en', "I won't be able to make it to the shop", 'Store driver', 'Make this change', 'saturday'],
    // Issue 34, round 12: wanting it delivered, said as "have it delivered", "I'd like it delivered".
    ['en', 'i cant get to the store so id like it delivered', 'Store driver', 'Make this change', 'saturday'],
    // Issue 34, round 21: no time to go, said before having it brought.
    ['en', 'we have no time to pick it up, deliver it', 'Store driver', 'Make this change', 'saturday'],
    // Round 32: "a domicilio" (home delivery) was read as the address; ":truck:" as "track" (see the orders).
    ['es', 'a domicilio mejor', 'Chofer de la tienda', 'Hacer este cambio', 'sábado'],
    ['en', 'delivery this time :package:', 'Store driver', 'Make this change', 'saturday'],
    // Round 36: no car, and "schlep" to the store named by its name, were asked back.
    ['es', 'Que me lo traigan, que no tengo coche', 'Chofer de la tienda', 'Hacer este cambio', 'sábado'],
    ['en', "bring it to me, I can't schlep to Chelsea", 'Store driver', 'Make this change', 'saturday'],
    // Round 38: going refused by its act ("ir por ella", not driving), "luego" (then) said with it.
    [
      'es',
      'ya no voy a poder ir por ella, tráiganmela',
      'Chofer de la tienda',
      'Hacer este cambio',
      'sábado',
    ],
    ['es', 'quiero que me traigan luego, no puedo ir', 'Chofer de la tienda', 'Hacer este cambio', 'sábado'],
    ['en', "bring it to me, I'm not driving this week", 'Store driver', 'Make this change', 'saturday'],
    // Round 37: why the trip is hard said with it ("my knee hurt", "a bag on my back").
    [
      'en',
      'bring to me, I dont want go to store my knee hurt',
      'Store driver',
      'Make this change',
      'saturday',
    ],
    [
      'es',
      'tráiganmela, que me duele la rodilla y no puedo ir',
      'Chofer de la tienda',
      'Hacer este cambio',
      'sábado',
    ],
  ])(
    'asked to bring it, or the store refused (%s: %j), a delivery is added, never "already collected": the PATCH has it',
    async (lang, reply, driver, make, saturday) => {
      const orderId = await placeOrder(bot, 'collect');
      if (lang === 'es') await bot.say('español');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(reply);
      expect(bot.prompt().text).toMatch(/Which day should we (?:bring|deliver)|Qué día/);
      await bot.say(saturday);
      const window = bot.option(driver);
      await bot.choose(window.label);
      await bot.choose(make);
      expect(updates(bot, orderId)).toEqual([
        expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
      ]);
      expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
    },
  );

  // Round 34: an option numbered as a list numbers it ("2. Deliver."), its words agreeing, is that option.
  // Round 37: set apart by a dash ("2 - delivery") it was asked back.
  it.each(['2. Deliver.', '2 - delivery'])(
    '%j on an order collected at the store is Have it delivered: its day asked, nothing sent',
    async (said) => {
      const orderId = await placeOrder(bot, 'collect');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      expect(bot.prompt().options[1]?.label).toBe('Have it delivered');
      await bot.say(said);
      expect(bot.prompt().text).toBe('Which day should we deliver it back?');
      expect(updates(bot, orderId)).toEqual([]);
    },
  );

  // Round 38: the pickup said by the driver coming for it, in both languages, its day said with it.
  it.each([
    ['en', 'change when he comes to get it', 'Which day should we pick up?'],
    ['es', 'el día que vienen a buscar, para el viernes', 'Horarios de recogida el viernes'],
  ])('%s: %j is the pickup time: its day or windows asked, nothing sent', async (lang, said, asked) => {
    const orderId = await placeOrder(bot, 'collect', lang === 'es');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say(said);
    expect(bot.text()).toContain(asked);
    expect(updates(bot, orderId)).toEqual([]);
  });

  // Round 37: a new day and time alone, its one time the pickup ("friday 8-10 instead, same driver"), was asked back.
  it('"friday 8-10 instead, same driver" moves the one time that can move, the pickup, to Friday: nothing sent', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('friday 8-10 instead, same driver');
    expect(bot.text()).toMatch(/Pickup windows on Fri|Pickup: .* → Fri, .* 8:00–10:00 AM/);
    expect(updates(bot, orderId)).toEqual([]);
  });

  // Round 34: the leg named, then its day and times, as a note is written.
  it('"Pickup. Fri 0800-1000." moves the pickup to Friday 8–10: old and new shown, then the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('Pickup. Fri 0800-1000.');
    expect(bot.text()).toMatch(/Pickup: .* → Fri, .* 8:00–10:00 AM/);
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, orderId)).toHaveLength(1);
  });

  it('"me lo pueden traer el sábado" on a delivered order moves the delivery to Saturday: the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say('español');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('me lo pueden traer el sábado');
    expect(bot.prompt().text).toContain('sábado');
    const window = bot.option('Chofer de la tienda');
    await bot.choose(window.label);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  // Round 34: "vale" (ok) closing it, as Venezuela and Colombia say it, says no more.
  it.each(['quiero que recojan en una nueva dirección', 'que la recojan en otra dirección vale'])(
    '%j is the address: the PATCH has the address then chosen',
    async (said) => {
      const added = addNearbyAddress(bot);
      const orderId = await placeOrder(bot, 'collect');
      await bot.say('español');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(said);
      expect(bot.prompt().text).toBe('¿A qué dirección debe ir el chofer?');
      await bot.choose(bot.option(/200 W 20th/).label);
      await bot.choose('Hacer este cambio');
      expect(updates(bot, orderId)).toEqual([
        expect.objectContaining({
          pickup: expect.objectContaining({ serviceCustomerAddressId: added }),
        }),
      ]);
    },
  );

  it('"¿cuándo la traen?" on a delivered order is its delivery time: the PATCH has the delivery then chosen, the pickup untouched', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('¿cuándo la traen?');
    expect(bot.prompt().text).toBe('¿Qué día se la devolvemos?');
    await bot.say('sábado');
    const window = bot.option('Chofer de la tienda');
    await bot.choose(window.label);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toEqual([expect.not.objectContaining({ pickup: expect.anything() })]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({
      windowId: Number(window.value),
      deliveryDay: day(clock, 5),
    });
  });

  // Round 28: "where you pick up from" was read as the pickup's time; round 34: "my new place" too.
  it.each(['have it picked up somewhere else', 'where u pick it up from', 'pick up from my new place'])(
    '%j is the address: the PATCH has the address then chosen',
    async (said) => {
      const added = addNearbyAddress(bot);
      const orderId = await placeOrder(bot, 'collect');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(said);
      expect(bot.prompt().text).toBe('Which address should the driver come to?');
      await bot.choose(bot.option(/200 W 20th/).label);
      await bot.choose('Make this change');
      expect(updates(bot, orderId)).toEqual([
        expect.objectContaining({
          pickup: expect.objectContaining({ serviceCustomerAddressId: added }),
        }),
      ]);
    },
  );

  // Round 32: Dana's only other address is another store's, so the address question could never be
  // answered ("a domicilio pues" read as the address asked it again and again).
  // (invariant address-offered-only-where-it-can-be-taken)
  it("the address, where every other address is another store's, is said so and what to change asked again without it: nothing sent", async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Address');
    expect(bot.text()).toContain('is served by another store');
    expect(bot.prompt().text).toBe(`What would you like to change on order #${orderId}?`);
    expect(bot.prompt().options.map((o) => o.label)).not.toContain('Address');
    expect(updates(bot, orderId)).toEqual([]);
  });

  // The store of an address not found because the service failed is unknown, never another store's: the
  // failure is said, nothing kept, and the address asked again finds the store (second reading, the
  // seventeenth session).
  it("the address, when the store lookup fails, is not said to be another store's: the failure is said, and only a lookup answered says it", async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    // Every try of one lookup fails (the client's default: 5 retries after the first).
    bot.sandbox.failNext({ kind: 'error', method: 'GET', pathPrefix: '/stores/available', count: 6 });
    await bot.choose('Address');
    const said = bot.text();
    expect(said).toContain("isn't answering");
    // The question asked again after the failure looks the store up anew: the sandbox answered it.
    expect(said.indexOf("isn't answering")).toBeLessThan(said.indexOf('is served by another store'));
    const lookups = bot.sandbox.requests.filter((r) => r.path.endsWith('/stores/available'));
    expect(lookups.filter((r) => r.query.includes('Williamsburg'))).toHaveLength(7);
    expect(updates(bot, orderId)).toEqual([]);
  });

  it('"ok 4.99 is fine" at the review makes the change whose fee is shown; "ok 1.50 is fine" is asked back and sends nothing', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await pickupAtLunch(bot, orderId);
    await bot.say('ok 1.50 is fine');
    expect(bot.text()).toContain('Confirm the change, or choose something else.');
    expect(updates(bot, orderId)).toEqual([]);
    await bot.say('ok 4.99 is fine');
    expect(updates(bot, orderId)).toEqual([expect.objectContaining({ pickup: expect.anything() })]);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 1) });
  });

  it('"sí, cámbielo por favor" makes the change, and "4.99?? no, lo dejo así" keeps the order as it is', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say('español');
    await pickupAtLunch(bot, orderId);
    await bot.say('4.99?? no, lo dejo así');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    expect(updates(bot, orderId)).toEqual([]);
    await pickupAtLunch(bot, orderId);
    await bot.say('sí, cámbielo por favor');
    expect(updates(bot, orderId)).toHaveLength(1);
  });

  it('"uy, muy caro, mejor déjelo como estaba" keeps the order, then "sí, cámbiela así" makes the change: one PATCH, after the second', async () => {
    const orderId = await placeOrder(bot, 'collect', true);
    await pickupAtLunch(bot, orderId);
    await bot.say('uy, muy caro, mejor déjelo como estaba');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    expect(updates(bot, orderId)).toEqual([]);
    await pickupAtLunch(bot, orderId);
    await bot.say('sí, cámbiela así');
    expect(updates(bot, orderId)).toEqual([expect.objectContaining({ pickup: expect.anything() })]);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 1) });
  });

  it('collecting said at the review: "actually I\'ll swing by the store" keeps a delivery off, "sure, I\'ll come get it" cancels one: the PATCH has only the cancel', async () => {
    const collected = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId: collected });
    await bot.click('Have it delivered');
    await bot.say('saturday');
    await bot.click(bot.option('Store driver').label);
    expect(bot.prompt().kind).toBe('confirm');
    await bot.say("actually I'll swing by the store");
    expect(bot.prompt().text).toBe('What would you like to do?');
    expect(updates(bot, collected)).toEqual([]);
    const delivered = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'reschedule', orderId: delivered });
    await bot.click("I'll collect it instead");
    await bot.say("sure, I'll come get it");
    expect(updates(bot, delivered)).toEqual([expect.objectContaining({ delivery: null })]);
    expect(updates(bot, collected)).toEqual([]);
  }, 60_000);

  it('a reminder answered "could it come wednesday instead" moves the pickup to Wednesday: the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId, byBot: true });
    await bot.say('could it come wednesday instead');
    expect(bot.prompt().text).toContain('Wed');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  it('a reminder answered "could we do saturday instead" moves the pickup to Saturday: the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId, byBot: true });
    await bot.say('could we do saturday instead');
    expect(bot.prompt().text).toContain('Sat');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  // Issue 34, round 8: a short day with its window, and collecting said with the person's own verb.
  it('a reminder answered "sat 8-10 instead" moves the pickup to Saturday 8-10: the PATCH has the day', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId, byBot: true });
    await bot.say('sat 8-10 instead');
    // The day and its window both said: the review, with Saturday's 8–10 window.
    expect(bot.prompt().text).toBe(`Make this change to order #${orderId}?`);
    expect(bot.text()).toMatch(/Sat, [A-Z][a-z]+ \d+, 8:00–10:00 AM/);
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  it('a delivery reminder answered "yo la busco en la tienda" cancels the delivery once confirmed: the PATCH has no delivery', async () => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.say('español');
    await bot.send({ type: 'open', word: 'remind-delivery', orderId, byBot: true });
    await bot.say('yo la busco en la tienda');
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose('La recojo yo');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  // Issue 34, round 37: a thumbs-up alone at a reminder was asked back.
  it.each(['👍', ':+1:'])('a delivery reminder answered %j keeps it: nothing sent', async (said) => {
    const orderId = await placeOrder(bot, 'delivery');
    await bot.send({ type: 'open', word: 'remind-delivery', orderId, byBot: true });
    await bot.say(said);
    expect(bot.text()).toContain(`Great: order #${orderId} stays as it is.`);
    expect(updates(bot, orderId)).toEqual([]);
  });

  // Issue 34, rounds 36–38: "el viernes no puedo" alone at a delivery reminder moved it, and moving or
  // collecting both fit: asked back naming both (invariant reminder-own-day-refused).
  it.each([
    ['el viernes no puedo', true],
    ["I can't do friday, sorry", false],
  ] as const)(
    'a delivery reminder answered %j asks back, moved or collected; nothing changes',
    async (said, spanish) => {
      const orderId = await placeOrder(bot, 'delivery', spanish);
      await bot.send({ type: 'open', word: 'remind-delivery', orderId, byBot: true });
      await bot.say(said);
      expect(bot.text()).toContain(
        spanish
          ? 'Elija "Cambiar la entrega" para que se la llevemos otro día o "La recojo yo"'
          : 'Choose "Move the delivery" to have it brought another day, or "I\'ll collect it instead"',
      );
      expect(bot.prompt().options.map((o) => o.value)).toEqual(['keep', 'move', 'cancel-delivery']);
      await bot.say('2');
      expect(bot.prompt().text).toMatch(spanish ? /¿Qué día/ : /Which day/);
      expect(updates(bot, orderId)).toEqual([]);
    },
  );

  it('"el martes no me sirve, mejor el sábado" moves the pickup to Saturday, never Tuesday', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say('español');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId, byBot: true });
    await bot.say('el martes no me sirve, mejor el sábado');
    expect(bot.prompt().text).toContain('sábado');
    await bot.choose(bot.option('Chofer de la tienda').label);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  // Round 32: "yo misma voy" after the delivery refused is going oneself, at the change as at a reminder.
  it.each([
    ['a delivery reminder', 'ya no me lo traigan, paso a recogerlo', 'remind-delivery'],
    ['the change', 'ya no quiero la entrega, yo mismo voy', 'reschedule'],
    // Rounds 37–38: collecting said by its act: vosotros, "pasar a traer" (go and get it).
    ['the change', 'Cancelad la entrega, pasamos a recogerlo nosotros', 'reschedule'],
    ['the change', 'yo la paso a traer', 'reschedule'],
    ['a delivery reminder', 'mejor la paso a traer yo', 'remind-delivery'],
  ] as const)(
    '%s answered %j cancels the delivery once confirmed: the PATCH has no delivery',
    async (_at, said, word) => {
      const orderId = await placeOrder(bot, 'delivery', true);
      await bot.send({ type: 'open', word, orderId, byBot: word === 'remind-delivery' ? true : undefined });
      await bot.say(said);
      expect(bot.prompt().text).toBe(
        `Entonces, sin entrega para el pedido #${orderId}: su ropa se queda en Spin City Laundry – Chelsea para que la recoja. ¿De acuerdo?`,
      );
      expect(updates(bot, orderId)).toEqual([]);
      await bot.choose('La recojo yo');
      expect(updates(bot, orderId)).toHaveLength(1);
      expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
    },
  );

  it('"el martes no puedo, pásela pal viernes" moves the pickup to Friday, never Tuesday', async () => {
    const orderId = await placeOrder(bot, 'collect');
    await bot.say('español');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId, byBot: true });
    await bot.say('el martes no puedo, pásela pal viernes');
    expect(bot.prompt().text).toContain('viernes');
    await bot.choose(bot.option('Chofer de la tienda').label);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
  });
});
