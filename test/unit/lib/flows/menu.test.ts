/**
 * The menu (lib/flows/menu.ts) as a transcript over in-memory ports: the flows' entries in
 * their order, "same as last time" offered once an order is in the ledger and asking only the days
 * and times, and "sign out" dropping the session.
 */

import { REGISTRY } from '../../../../lib/flows';
import { createFakeWorld, FAKE, fakeWindowId, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, menuLabels, orderSaying, PLACE_ORDER, questions, SIGN_IN } from './conversations';

const MENU = 'What would you like to do?';
const WEDNESDAY = '2025-06-11';

/** Signed in with no order yet, `said` at the menu: what follows. */
async function atMenu(said: string) {
  const world = createFakeWorld();
  const menu = await transcript(world.engine, SIGN_IN);
  return continued(world, menu, [said]);
}

describe('menu flow', () => {
  it("a customer with no order in the ledger is offered the flows' entries, in order, and sign out", async () => {
    const world = createFakeWorld();
    const menu = await transcript(world.engine, SIGN_IN);

    expect(lastPrompt(menu.replies)?.text).toBe(MENU);
    expect(lastPrompt(menu.replies)?.options.map((o) => o.label)).toEqual(menuLabels(REGISTRY));
    expect(menuLabels(REGISTRY)).toContain('Start a new order');
  });

  it('"same as last time" asks only the pickup day and window, and places the last order\'s body again', async () => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    expect(lastPrompt(placed.replies)?.options.map((o) => o.label)).toContain(
      `Same as last time (order #${FAKE.firstOrderId})`,
    );

    const again = await continued(world, placed, ['same as last time', 'wed', '8am', 'place it']);
    expect(questions(again)).toEqual([
      'Which day should we pick up?',
      'Pickup windows on Wed, Jun 11:',
      'Shall I place this order?',
      MENU,
    ]);
    expect(again.text).toContain(`Same as order #${FAKE.firstOrderId}. I just need the days and times.`);
    expect(again.text).toContain(`Your order #${FAKE.firstOrderId + 1} is placed!`);

    const [first, second] = world.laundry.createOrderBodies();
    expect(world.laundry.createOrderBodies()).toHaveLength(2);
    // Everything but the pickup (and the chat reference) as the first order had it.
    const { orderDelivery: _firstPickup, orderNotes: _firstRef, ...firstRest } = first ?? {};
    const { orderDelivery, orderNotes: _secondRef, ...secondRest } = second ?? {};
    expect(secondRest).toEqual(firstRest);
    expect(orderDelivery?.pickup).toMatchObject({
      deliveryDay: WEDNESDAY,
      deliveryProvider: 'OWN_DRIVER',
      windowId: fakeWindowId(WEDNESDAY, 'OWN_DRIVER', 0),
    });
    expect(world.errors).toEqual([]);
  });

  // Stranger's try: "same as last time" had copied a note for that day and a delivery cancelled since.
  it('"same as last time" copies the order as it stands now, and leaves off a note for that day, saying so', async () => {
    const world = createFakeWorld();
    const notes = PLACE_ORDER.lastIndexOf('skip');
    const delivered = PLACE_ORDER.flatMap((answer, i) =>
      answer === 'collect'
        ? ['deliver', 'thursday', '4pm']
        : i === notes
          ? ["leave it with the doorman today, I'm at work"]
          : [answer],
    );
    const placed = await transcript(world.engine, [...SIGN_IN, ...delivered]);
    const cancelled = await continued(world, placed, [
      'my orders',
      'the first one',
      'cancel the delivery',
      'yes',
    ]);
    expect(world.laundry.callsOf('updateTransportation')).toHaveLength(1);

    const again = await continued(world, cancelled, ['same as last time', 'wed', '8am', 'place it']);
    expect(again.text).toContain(
      'I left off its note "leave it with the doorman today, I\'m at work": it was for that day.',
    );
    const [first, second] = world.laundry.createOrderBodies();
    expect(first?.orderNotes).toContain('doorman today');
    expect(second?.returnMethod).toBe('IN_STORE_PICKUP');
    expect(second?.orderDelivery.delivery).toBeFalsy();
    expect(second?.orderNotes).not.toContain('doorman');
    expect(world.errors).toEqual([]);
  });

  it.each([
    ['ring twice, the buzzer is broken', true],
    ['por la mañana mejor, gracias', true],
    ['solo esta vez, déjela con el portero', false],
    ['back tomorrow, use the side door', false],
  ])('"same as last time" with the note %j keeps it: %j', async (note, kept) => {
    const world = createFakeWorld();
    const notes = PLACE_ORDER.lastIndexOf('skip');
    const said = PLACE_ORDER.map((answer, i) => (i === notes ? note : answer));
    const placed = await transcript(world.engine, [...SIGN_IN, ...said]);
    await continued(world, placed, ['same as last time', 'wed', '8am', 'place it']);
    const [, second] = world.laundry.createOrderBodies();
    expect(second?.orderNotes.includes(note)).toBe(kept);
  });

  // A pickup asked for by itself is a new order; "my pickup" is one already placed.
  it.each([
    ['could I get a pickup', 'Which services from Main Street Laundry?'],
    ['hey there, I need a pickup please', 'Which services from Main Street Laundry?'],
    ['move my pickup', MENU],
    // Issue 34: a change verb wins over "pickup", whatever else says when or which.
    ['ahorita necesito cambiar una recogida', MENU],
    ['reschedule the friday pickup', MENU],
    // A change verb with a misspelt order ("pedio" is one typo from "pedido", the new order's word) is My orders.
    ['necesito cambiar el pedio', MENU],
    ['kero modificar mi pedio', MENU],
    ['I would like to order', 'Which services from Main Street Laundry?'],
    // Near misses of a change (invariant change-never-a-new-order): a pickup set up or fetched is a new one.
    ['I’d like to set up a pickup for my laundry', 'Which services from Main Street Laundry?'],
    ['quiero que pasen por mi ropa mañana', 'Which services from Main Street Laundry?'],
    ['can someone come pick up my clothes', 'Which services from Main Street Laundry?'],
  ])('%j at the menu asks %j', async (said, question) => {
    const next = await atMenu(said);
    expect(questions(next)).toEqual([question]);
    if (question === MENU) expect(next.text).toContain("You haven't placed an order with me yet.");
  });

  // Invariant change-never-a-new-order: a change said with words the menu cannot all place is never a new order.
  const NO_ORDERS = "You haven't placed an order with me yet.";
  const PREFERENCES = 'The laundry has no preferences to choose from.';
  const ORDERS_OR_PREFERENCES = 'Did you mean "My orders" or "Preferences and notes"?';
  it.each([
    ['we gotta push back my delivery, sorry', NO_ORDERS],
    ['necesito reprogramar el día que pasan por la ropa', NO_ORDERS],
    ['quick q: move when u come get my stuff xx', NO_ORDERS],
    ['take a look at my pickups brb', NO_ORDERS],
    // Round 26: orders looked at, said in the plural or as what the person ordered, are ones placed.
    ['nomás quiero revisar los pedidos, gracias', NO_ORDERS],
    ['can u show the orders real quick', NO_ORDERS],
    ['me gustaría ver lo que he pedido', NO_ORDERS],
    ['lemme check what I already ordered', NO_ORDERS],
    ['i wanna change how you guys fold my shirts', PREFERENCES],
    ['quisiera cambiar cómo me doblan la ropa, gracias', PREFERENCES],
    // Round 40: how they wash it, set up.
    ['quiero configurar cómo lavan mis toallas', PREFERENCES],
    // The preferences by their short form.
    ['my prefs', PREFERENCES],
    ['config', PREFERENCES],
    // A change that names nothing is asked back among the options it could be.
    ['modify it', ORDERS_OR_PREFERENCES],
    ['quiero cambiarle algo', ORDERS_OR_PREFERENCES],
    // A new order named beside a change: asked back with the new order among them.
    ['cambiar el pedido y hacer uno nuevo', 'Did you mean "Start a new order" or "My orders"?'],
    // Stranger's try: an order by its number, or the option's own "collect instead", had started a new order.
    // The order named is looked up itself, never the list (invariant order-number-is-the-order-named).
    ['can i make the tip on order 5004 $5 instead', "I don't have order #5004"],
    ['collect instead of a delivery', NO_ORDERS],
    ['pedido 5005: mejor paso yo a buscarlo a la tienda', "I don't have order #5005"],
  ])('%j at the menu starts no order: %j', async (said, told) => {
    const next = await atMenu(said);
    expect(next.text).toContain(told);
    expect(questions(next)).not.toContain('Which services from Main Street Laundry?');
  });

  // Round 39: "el pedido" had started a new order; "the order" may be one placed, and is asked which.
  it('"el pedido" at the Spanish menu is asked back; "quiero hacer un pedido" is a new order', async () => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER, 'español']);
    expect(placed.text).toContain('Lo mismo que la última vez');
    const asked = await continued(world, placed, [{ type: 'text', text: 'el pedido' }]);
    // The test's turns after the first carry no language: the menu is asked again in English.
    expect(asked.text).toMatch(/Did you mean|¿Quiso decir/);
    expect(asked.text).not.toMatch(/¿Qué servicios|Which services/);
    const ordered = await continued(world, asked, ['quiero hacer un pedido']);
    expect(ordered.text).toMatch(/¿Qué servicios|Which services/);
  });

  // Round 40: a bare "order" beside "Same as last time" had started a new one; with none placed it still does.
  it('a bare "order" is a new one, or asked between a new one and the last one once one is placed', async () => {
    const world = createFakeWorld();
    const fresh = await transcript(world.engine, [...SIGN_IN, 'order']);
    expect(questions(fresh).at(-1)).toBe('Which services from Main Street Laundry?');
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const asked = await continued(world, placed, ['order']);
    expect(asked.text).toContain('Did you mean "Start a new order" or "Same as last time');
    expect(questions(asked).at(-1)).toBe(MENU);
  });

  it('"sign out" drops the session and asks for the phone again', async () => {
    const world = createFakeWorld();
    const menu = await transcript(world.engine, SIGN_IN);
    const out = await continued(world, menu, ['sign out']);

    expect(questions(out)).toEqual(["To order, let's sign you in. What's your mobile number?"]);
    expect(out.text).toContain("You're signed out. This chat no longer holds your sign-in.");
    expect(out.outcomes[0]?.session).toBeNull();
    expect(out.session).toBeUndefined();
  });
});

// Issue 34, rounds 24, 25 and 28: the order before said in own words is "same as last time".
describe('"same as last time" in own words', () => {
  it.each([
    'pide lo mismo que la vez pasada',
    'the same thing as before please',
    // Round 34: the order repeated, said by its verb.
    'repetir el pedido anterior',
    'repeat my last order',
  ])('%j asks only the pickup day, as "same as last time" does', async (reply) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const again = await continued(world, placed, [reply]);
    expect(questions(again)).toEqual(['Which day should we pick up?']);
    expect(again.text).toContain(`Same as order #${FAKE.firstOrderId}.`);
  });
});

// Issue 34, round 36: a new order asked for in own words ("I want to order a pickup", "quiero que
// retiren ropa", "agendar un retiro"), a pickup named as the Southern Cone says it ("un retiro") in a
// change, and an order named by its number alone.
describe('the menu, asked in own words', () => {
  it.each([
    'I want to order a pickup',
    'can I order a pickup please',
    'quiero que retiren ropa',
    'quiero que retiren mi ropa',
    'hola! necesito agendar un retiro de ropa para la oficina :pray:',
    'necesito agendar una recogida',
    'quiero programar un retiro',
    // Round 35: the first order of the account just made, whoever's ("his first order", "su primer pedido").
    'his first order',
    'my first order please',
    'her very first order',
    'es su primer pedido',
    'mi primer pedido',
    // Round 43: "do" makes an order as "make" does; another one is a new one (vos: "hacé").
    'do an order please',
    'quiero hacer otro pedido',
    'hagamos un pedido',
    'please do another order',
    // Round 43: the first pickup, or one to schedule, asked for by "retiro".
    'programar mi primer retiro',
  ])('%j starts a new order', async (said) => {
    const next = await atMenu(said);
    expect(questions(next)).toEqual(['Which services from Main Street Laundry?']);
  });

  it.each(['necesito reprogramar un retiro', 'quiero cambiar el retiro del viernes'])(
    '%j is a placed order: My orders',
    async (said) => {
      const next = await atMenu(said);
      expect(next.text).toContain("You haven't placed an order with me yet.");
    },
  );

  // Rounds 37 and 38: laundry already sent, asked after (invariant laundry-asked-after-is-no-new-order).
  it.each([
    "where's the stuff I sent last wk bro",
    "how's my wash coming",
    'is my laundry ready yet?',
    'qué pasó con la ropa que mandé',
  ])('%j is asked after laundry sent: My orders, never a new order', async (said) => {
    const next = await atMenu(said);
    expect(next.text).toContain("You haven't placed an order with me yet.");
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu']);
  });

  it.each([
    "I'm is wantin to see about my wash",
    'need to check on my laundry',
    'quiero preguntar por mi ropa',
  ])('%j is asked back: a new order, or My orders', async (said) => {
    const next = await atMenu(said);
    expect(next.text).toMatch(
      /"Start a new order" or "My orders[^"]*"\?|"Hacer un pedido nuevo" o "Mis pedidos/,
    );
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu']);
  });

  // Round 38: the new order named first, then what it is for, which another option's word may be in
  // ("shop rags": the Products' "shop"); and "new" said of it in Spanish ("uno nuevo").
  it.each([
    'new order pls, is shop rags again',
    'new order, shop towels like last week',
    'nuevo pedido: trapos de taller, lo de siempre',
    'uno nuevo porfa',
    'quiero uno nuevo',
  ])('%j starts a new order', async (said) => {
    const next = await atMenu(said);
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
  });

  // Near misses: two options offered, a correction, a question after it.
  it.each([
    ['new order, no wait, show my orders', ['menu']],
    ['new order, how much are your prices?', ['menu']],
    ['no quiero uno nuevo', ['menu']],
  ])('%j starts no new order', async (said, stack) => {
    const next = await atMenu(said);
    expect(next.state.stack.map((f) => f.flow)).toEqual(stack);
  });

  // Round 44 (invariant order-told-by-its-day-is-placed): "the … order" told by its day names one placed.
  it.each([
    'the monday pickup order',
    'that tuesday delivery order',
    'el pedido del martes',
    'la orden del lunes',
    // "one" standing for the order; the leg with its day after "on"/"for", after "the".
    'the friday pickup one',
    'that monday delivery one',
    'the thursday one',
  ])('%j opens the order told by its day, never a new one', async (said) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const next = await continued(world, placed, [said]);
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu', 'change']);
    expect(next.text).not.toContain('Which services');
  });

  // The leg told by its day after "on"/"for" ("the pickup on friday") is that order's leg, as "the friday pickup" is.
  it.each([
    'the friday pickup',
    'the pickup on friday',
    'the pickup for monday pls',
    'that pickup for thursday',
  ])('%j opens the leg of the order told by its day, never a new order', async (said) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const next = await continued(world, placed, [said]);
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu', 'change', 'slot']);
    expect(next.text).not.toContain('Which services');
  });

  // Typed at another question, one told only by its day is left to it, whose answer it may be: no orders shown.
  it.each(['the friday one', 'the friday pickup one'])(
    '%j at the pickup day is that day, never My orders',
    async (said) => {
      const { said: run } = await orderSaying(PLACE_ORDER.indexOf('tomorrow'), [said]);
      expect(run.text).not.toContain("You haven't placed an order");
      expect(questions(run).at(-1)).toMatch(/^Pickup windows on Fri/);
    },
  );

  it('the number of an order of theirs, alone, is that order', async () => {
    const world = createFakeWorld();
    // Two placed: the first is no longer the one "Same as last time" names.
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER, ...PLACE_ORDER]);
    const next = await continued(world, placed, [String(FAKE.firstOrderId)]);
    expect(lastPrompt(next.replies)?.text).toBe(
      `What would you like to change on order #${FAKE.firstOrderId}?`,
    );
  });

  // Round 44 (invariant past-order-named-asks-copy-or-see): the order "Same as last time" names, named
  // alone by its number or as the one before, may be copied or seen: asked, never placed nor opened.
  it.each([
    String(FAKE.firstOrderId),
    `the ${FAKE.firstOrderId} one pls`,
    `orden #${FAKE.firstOrderId}`,
    'mi pedido anterior',
    'la orden de la vez pasada',
    'my previous order',
    'the order from last time',
  ])('%j is asked: the copy, or My orders', async (said) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const next = await continued(world, placed, [said]);
    expect(next.text).toContain(
      `Did you mean "Same as last time (order #${FAKE.firstOrderId})" or "My orders"?`,
    );
    expect(next.state.stack.map((f) => f.flow)).toEqual(['menu']);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
  });

  // Near misses: sameness copies it; a verb changes it.
  it.each([
    ['the same as my previous order', 'Which day should we pick up?'],
    ['igual que el pedido de la otra vez', 'Which day should we pick up?'],
    [`modify ${FAKE.firstOrderId}`, `What would you like to change on order #${FAKE.firstOrderId}?`],
  ])('%j is not asked: %j', async (said, question) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const next = await continued(world, placed, [said]);
    expect(lastPrompt(next.replies)?.text).toBe(question);
  });

  it.each(['2', '12'])('%j alone is still an option or asked back, never an order', async (said) => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER]);
    const next = await continued(world, placed, [said]);
    expect(next.text).not.toContain('What would you like to change on order');
  });
});

// Issue 34, round 36: leaving said last after words that say nothing of their own ("mmm mejor no,
// salir") is asked back as the bare word is, naming how to sign out; never signed out on a guess.
describe('leaving said at the menu with a lead-in', () => {
  it.each(['mmm mejor no, salir', 'nah, exit', 'ok thanks, quit'])(
    '%j is told how to sign out',
    async (said) => {
      const next = await atMenu(said);
      expect(next.text).toContain('To sign out of this chat, say sign out.');
      expect(next.text).not.toContain("You're signed out.");
    },
  );

  it.each(['voy a salir el viernes', 'exit 5 off the highway'])('%j is not told so', async (said) => {
    const next = await atMenu(said);
    expect(next.text).not.toContain('To sign out of this chat');
  });
});
