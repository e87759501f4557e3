/**
 * A change said in one breath (issue 34): the order told by its leg's day, the part and its new day, all in
 * one reply ("move my wednesday pickup to friday", "la recogida del miércoles, pásala al viernes"). Each
 * part is taken only when it is certain, the rest carried to the next question; each test asserts what
 * the laundry sandbox recorded: the one order moved, the other untouched.
 */
import { day, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';
import { addNearbyAddress, DANA, draftOf, orderToSummary, placeOrder, updates } from './order-script';

const clock = mondayMorning();

const patches = (bot: TestBot) => bot.sandbox.requests.filter((r) => r.method === 'PATCH');

/** An order number of four digits in Spanish words, as a voice dictates it ("cinco mil dos"). */
function enPalabras(id: number): string {
  const units = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
  const thousands = Math.floor(id / 1000);
  const rest = id % 1000;
  if (thousands < 2 || thousands > 9 || rest > 9) throw new Error(`no words here for ${id}`);
  return `${units[thousands]} mil ${units[rest]}`.trim();
}

const patched = (bot: TestBot) => bot.sandbox.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);

/** Places two orders collected at the store: Tuesday's pickup, then Wednesday's; their ids. */
async function twoOrders(bot: TestBot): Promise<{ tuesday: number; wednesday: number }> {
  await bot.signIn(DANA);
  const ids: number[] = [];
  for (const pickupDay of ['tuesday', 'wednesday']) {
    await orderToSummary(bot, { pickupDay });
    await bot.click('Place order');
    ids.push(Number(/order #(\d+) is placed/.exec(bot.text())?.[1]));
  }
  return { tuesday: ids[0] as number, wednesday: ids[1] as number };
}

/** Picks the store driver's window and confirms; the window's id. */
async function confirmStoreDriver(bot: TestBot, spanish = false): Promise<number> {
  const window = bot.option(spanish ? 'Chofer de la tienda' : 'Store driver');
  await bot.click(window.label);
  await bot.choose(spanish ? 'Hacer este cambio' : 'Make this change');
  return Number(window.value);
}

describe('a change said in one breath', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"reschedule my wednesday pickup to friday" at the menu moves the Wednesday order’s pickup to Friday, no question which', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('reschedule my wednesday pickup to friday');
    expect(bot.prompt().text).toContain(`Pickup windows on`);
    const windowId = await confirmStoreDriver(bot);
    expect(updates(bot, wednesday)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: windowId }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(wednesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, tuesday)).toEqual([]);
  });

  it('"change pick up for the wednesday order" at the menu is the Wednesday order’s pickup, its day then asked: only its PATCH has Friday', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('change pick up for the wednesday order');
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    await bot.say('friday');
    const windowId = await confirmStoreDriver(bot);
    expect(updates(bot, wednesday)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: windowId }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(wednesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, tuesday)).toEqual([]);
  });

  it('"cambiar la recogida del martes para el viernes" moves the Tuesday order’s pickup to Friday', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('español');
    await bot.say('cambiar la recogida del martes para el viernes');
    await confirmStoreDriver(bot, true);
    expect(bot.sandbox.scheduledLegs(tuesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, wednesday)).toEqual([]);
  });

  // Invariant same-time-beside-its-window.
  it('"same time po, 8-10" at Friday’s windows takes the 8-10 store driver window, as the pickup had: the sandbox records it', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('reschedule my wednesday pickup to friday');
    const window = bot.option('Store driver');
    await bot.say('same time po, 8-10');
    await bot.choose('Make this change');
    expect(updates(bot, wednesday)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(wednesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, tuesday)).toEqual([]);
  });

  it('"same time, but with the courier" at the windows is asked, nothing sent', async () => {
    const { wednesday } = await twoOrders(bot);
    await bot.say('reschedule my wednesday pickup to friday');
    await bot.say('same time, but with the courier');
    expect(bot.prompt().text).not.toContain('Make this change');
    expect(updates(bot, wednesday)).toEqual([]);
  });

  // Invariant same-time-same-provider: the day said with the same time and another provider.
  it('"friday, same time but with the courier" at the day shows Friday’s windows, never the store driver’s taken', async () => {
    const { wednesday } = await twoOrders(bot);
    await bot.say('reschedule my wednesday pickup');
    await bot.say('pickup time');
    await bot.say('friday, same time but with the courier');
    expect(bot.prompt().text).toMatch(/^Pickup windows on /);
    expect(updates(bot, wednesday)).toEqual([]);
  });

  it('a day no order’s pickup is on tells none: the orders are listed and asked, nothing sent', async () => {
    await twoOrders(bot);
    await bot.say('move my saturday pickup to friday');
    expect(bot.prompt().text).toBe('Would you like to change one of them?');
    expect(bot.sandbox.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('"the wednesday one, reschedule it to friday" at which order: that order, its one time moved to Friday', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('my orders');
    await bot.say('the wednesday one, reschedule it to friday');
    expect(bot.prompt().text).toContain('Pickup windows on');
    await confirmStoreDriver(bot);
    expect(bot.sandbox.scheduledLegs(wednesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, tuesday)).toEqual([]);
  });

  it('"el del martes, pásalo al viernes": the Tuesday order, moved to Friday', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('español');
    await bot.say('mis pedidos');
    await bot.say('el del martes, pásalo al viernes');
    await confirmStoreDriver(bot, true);
    expect(bot.sandbox.scheduledLegs(tuesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, wednesday)).toEqual([]);
  });

  it('"el pedido <número en palabras> quiero cambiarle algo" at the menu opens that order: the PATCH is on it, the other untouched', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('español');
    await bot.say(`el pedido ${enPalabras(wednesday)} quiero cambiarle algo`);
    expect(bot.prompt().text).toBe(`¿Qué desea cambiar del pedido #${wednesday}?`);
    await bot.say('la hora de recogida');
    await bot.say('el viernes');
    await confirmStoreDriver(bot, true);
    expect(patched(bot)).toEqual([
      expect.stringMatching(new RegExp(`/service-order/${wednesday}/transportation$`)),
    ]);
    expect(updates(bot, tuesday)).toEqual([]);
  });

  it('"need to change something on order <number>" at the menu opens that order', async () => {
    const { tuesday } = await twoOrders(bot);
    await bot.say(`need to change something on order ${tuesday}`);
    expect(bot.prompt().text).toBe(`What would you like to change on order #${tuesday}?`);
  });

  it('a reminder answered "muévanmela al viernes" moves that pickup to Friday once confirmed', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say('español');
    await bot.send({ type: 'open', word: 'remind-pickup', orderId: tuesday, byBot: true });
    await bot.say('muévanmela al viernes');
    expect(bot.prompt().text).toContain('viernes');
    await confirmStoreDriver(bot, true);
    expect(updates(bot, tuesday)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(tuesday)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    expect(updates(bot, wednesday)).toEqual([]);
  });

  it('"que me lo lleven a mi casa en vez de ir yo" adds a delivery to an order collected at the store: the PATCH has it', async () => {
    const orderId = await placeOrder(bot, 'collect', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('que me lo lleven a mi casa en vez de ir yo');
    expect(bot.prompt().text).toBe('¿Qué día se la devolvemos?');
    await bot.say('el sábado');
    const windowId = await confirmStoreDriver(bot, true);
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: windowId }) }),
    ]);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 5) });
  });

  it('"no me la traigan, voy yo enseguida" cancels the delivery once confirmed: the PATCH has none', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('no me la traigan, voy yo enseguida');
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose('La recojo yo');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  // Round 36: "the delivery boy" was read as the delivery's time.
  it.each(['I want to tip the driver more', 'give the delivery boy more'])(
    '%j is the courier tip: the amount then said is the PATCH’s',
    async (said) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
      await bot.click('Place order');
      const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(said);
      expect(bot.prompt().text).toContain('The courier tip is now $3.00 per trip.');
      await bot.say('$6');
      await bot.choose('Make this change');
      expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
        provider: 'ON_DEMAND',
        courierTip: 6,
      });
    },
  );

  // Round 47: "quitar la propina" at what to change was "Elija una de las opciones": the tip named and
  // taken away whole is no tip, shown for confirming, then the PATCH's.
  it('"remove the tip" at what to change is no tip: the PATCH has none', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3' });
    await bot.click('Place order');
    const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('remove the tip');
    expect(bot.text()).toContain('$3.00 → $0.00');
    await bot.choose('Make this change');
    expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
      provider: 'ON_DEMAND',
      courierTip: 0,
    });
  });

  it.each([
    ['es', 'a la de la calle 20, porfa', 'Hacer este cambio'],
    ['en', 'switch it to the 20th street place', 'Make this change'],
    // The pickup said with the address as its place, no time: the address, never the pickup's day.
    ['es', 'que pasen a buscarlo a la 20', 'Hacer este cambio'],
    // The pickup's address said by the Southern Cone's "retiro", the new one after an arrow.
    ['es', 'dirección de retiro → 200 W 20th St', 'Hacer este cambio'],
  ])(
    '%s: "%s" at what to change is the address, and which: the PATCH has 200 W 20th St',
    async (language, said, confirm) => {
      const added = addNearbyAddress(bot);
      const orderId = await placeOrder(bot, 'collect', language === 'es');
      await bot.send({ type: 'open', word: 'reschedule', orderId });
      await bot.say(said);
      await bot.choose(confirm);
      expect(updates(bot, orderId)).toEqual([
        expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
      ]);
    },
  );

  it('a doubt at the confirmation ("no sé, ¿eso me lo cobran?") is asked back, never the order kept: nothing sent till "Hacer este cambio" (invariant doubt-is-no-no)', async () => {
    const added = addNearbyAddress(bot);
    const orderId = await placeOrder(bot, 'collect', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('a la de la calle 20, porfa');
    const confirmation = bot.prompt().text;
    await bot.say('no sé, ¿eso me lo cobran?');
    expect(bot.prompt().text).toBe(confirmation);
    expect(patches(bot)).toEqual([]);
    await bot.choose('Hacer este cambio');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
    ]);
  });

  it("\"the pickup address, my sister's place this time\" is the pickup's address, never its time: the address picked is the PATCH's (invariant everyday-label-is-said)", async () => {
    const added = addNearbyAddress(bot);
    const orderId = await placeOrder(bot, 'collect');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say("the pickup address, my sister's place this time");
    expect(bot.prompt().text).toBe('Which address should the driver come to?');
    expect(patches(bot)).toEqual([]);
    await bot.choose('200 W 20th St');
    await bot.choose('Make this change');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ serviceCustomerAddressId: added }) }),
    ]);
  });
});

describe('a leg named with its day, in one breath', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  const hourOf = (instant: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: false }).format(
        new Date(instant),
      ),
    );

  it.each([
    ['deliver it saturday 8 to 10', 5],
    ['entrega el viernes de 8 a 10', 4],
  ])(
    '"%s" at how it comes back is delivered that day in the 8–10 window: the placed order has it',
    async (said, days) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /get it back to you/ });
      await bot.say(said);
      expect(bot.prompt().text).not.toMatch(/get it back to you|Which day should we deliver/);
      const chosen = (draftOf(await bot.state())?.returnWindow ?? {}) as { id?: number; startTime?: string };
      expect(hourOf(chosen.startTime ?? '')).toBe(8);
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        delivery: { deliveryDay: day(clock, days), windowId: chosen.id },
      });
    },
  );

  it('"deliver it friday, no wait, saturday" is never cut at the first day: Friday is not taken', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /get it back to you/ });
    await bot.say('deliver it friday, no wait, saturday');
    expect(bot.prompt().text).not.toMatch(/Delivery windows on Fri/);
  });

  it.each([['yes tomorrow with the door dash guy nine to eleven'], ['mañana con el de door dash de 9 a 11']])(
    '"%s" at the pickup day is tomorrow’s DoorDash 9–11 window: the placed order has it',
    async (said) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /Which day should we pick up/ });
      await bot.say(said);
      const chosen = (draftOf(await bot.state())?.pickupWindow ?? {}) as { id?: number; startTime?: string };
      expect(hourOf(chosen.startTime ?? '')).toBe(9);
      await orderToSummary(bot, { tip: '$3' });
      await bot.click('Place order');
      expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
        pickup: { deliveryDay: day(clock, 1), windowId: chosen.id, deliveryProvider: 'ON_DEMAND' },
      });
    },
  );

  it.each([
    ['could you update the number of bags to five', 5],
    ['quiero cambiar el número de bolsas a cuatro', 4],
  ])('"%s" at what to change places that many bags', async (said, bags) => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { bags: '2' });
    await bot.click('Change something');
    await bot.say(said);
    expect(bot.prompt().text).toBe('Shall I place this order?');
    await bot.click('Place order');
    expect(bot.sandbox.orders.map((o) => o.body.bagCount)).toEqual([bags]);
  });
});

/**
 * An order's number said in a longer request at the menu (invariant order-named-in-a-longer-request):
 * that order is opened and what to change asked, whatever else the request says; never with a negation.
 */
describe('an order named in a longer request at the menu', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"hiya, gotta alter order #<n> cause my plans shifted" opens that order: the PATCH is on it, the other untouched', async () => {
    const { tuesday, wednesday } = await twoOrders(bot);
    await bot.say(`hiya, gotta alter order #${tuesday} cause my plans shifted`);
    expect(bot.prompt().text).toBe(`What would you like to change on order #${tuesday}?`);
    await bot.say('pickup time');
    await bot.say('friday');
    await confirmStoreDriver(bot);
    expect(patched(bot)).toEqual([
      expect.stringMatching(new RegExp(`/service-order/${tuesday}/transportation$`)),
    ]);
    expect(updates(bot, wednesday)).toEqual([]);
  });

  it('"necesito modificar el pedido número <n> porque me salió un viaje" opens that order', async () => {
    const { wednesday } = await twoOrders(bot);
    await bot.say('español');
    await bot.say(`necesito modificar el pedido número ${wednesday} porque me salió un viaje`);
    expect(bot.prompt().text).toBe(`¿Qué desea cambiar del pedido #${wednesday}?`);
  });

  it('"please don’t change order <n>, the sheets in it are fine" opens no order and sends nothing', async () => {
    const { tuesday } = await twoOrders(bot);
    await bot.say(`please don't change order ${tuesday}, the sheets in it are fine`);
    expect(bot.prompt().text).not.toContain(`order #${tuesday}?`);
    expect(patched(bot)).toEqual([]);
  });
});

/** What to change said by its effect, in words of wanting (issue 34, round 15): the change the sandbox records. */
describe('the delivery waved off, or wanted, said as a wish', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"necesito cancelar la entrega, yo la recogeré en la tienda" cancels the delivery once confirmed: the PATCH has none', async () => {
    const orderId = await placeOrder(bot, 'delivery', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('necesito cancelar la entrega, yo la recogeré en la tienda');
    expect(updates(bot, orderId)).toEqual([]);
    await bot.choose('La recojo yo');
    expect(updates(bot, orderId)).toHaveLength(1);
    expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
  });

  it('"quisiera que me la entreguen a domicilio en lugar de recogerla" adds a delivery: the PATCH has it', async () => {
    const orderId = await placeOrder(bot, 'collect', true);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('quisiera que me la entreguen a domicilio en lugar de recogerla');
    expect(bot.prompt().text).toBe('¿Qué día se la devolvemos?');
    await bot.say('el sábado');
    const windowId = await confirmStoreDriver(bot, true);
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: windowId }) }),
    ]);
  });

  it('"I’d prefer delivery instead of collecting", then "sige po" at the review, adds the delivery: the PATCH has it', async () => {
    const orderId = await placeOrder(bot, 'collect', false);
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say("I'd prefer delivery instead of collecting");
    await bot.say('saturday');
    const window = bot.option('Store driver');
    await bot.click(window.label);
    expect(updates(bot, orderId)).toEqual([]);
    await bot.say('sige po');
    expect(updates(bot, orderId)).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ timingsId: Number(window.value) }) }),
    ]);
  });
});
