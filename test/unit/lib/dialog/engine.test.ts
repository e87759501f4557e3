/**
 * The dialog engine talked to turn by turn over in-memory fakes of its ports: whole conversations
 * as transcripts, and the rules of a turn (lib/dialog/engine.ts, header) one by one.
 */
import { parseDay } from '../../../../lib/calendar';
import {
  type DialogInput,
  type DialogState,
  dialogStateSchema,
  type Session,
} from '../../../../lib/dialog/types';
import type { OrderData } from '../../../../lib/orders/order-data';
import {
  createFakeWorld,
  FAKE,
  FAKE_COOL_DOWN_MS,
  FAKE_NOW,
  FAKE_TIME_ZONE,
  type FakeWorld,
  fakeWindowId,
  type Line,
  lastPrompt,
  type Transcript,
  transcript,
} from '../../../support/fake-ports';

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];
/** A whole order, one answer per question, up to the summary (placing it is the caller's choice). */
const ORDER = [
  'new order', // menu
  'wash and fold', // services
  'none', // extras
  'skip', // notes for the service (Wash & Fold says laundry: laundry or dry cleaning is not asked)
  'two bags', // bags
  'tomorrow', // pickup day
  '8am', // pickup window
  'collect', // return
  'weekly', // how often
  'the visa', // card
  'no', // promo code
  'skip', // hang-dry
  'skip', // order notes
];
const TOMORROW = '2025-06-10';

/** The answers of ORDER up to (not including) the question `upTo` answers. */
function orderUpTo(upTo: string): string[] {
  const index = ORDER.indexOf(upTo);
  if (index < 0) throw new Error(`no answer ${upTo} in ORDER`);
  return ORDER.slice(0, index);
}

/** A signed-in conversation driven through `lines` in a fresh world. */
async function reach(lines: Line[], options: Parameters<typeof createFakeWorld>[0] = {}) {
  const world = createFakeWorld(options);
  const at = await transcript(world.engine, [...SIGN_IN, ...lines]);
  return { world, at };
}

/** One more turn (or several) from where `at` ended. */
function next(
  world: FakeWorld,
  at: { state: DialogState; session: Session | undefined },
  lines: Line[],
): Promise<Transcript> {
  return transcript(world.engine, lines, { state: at.state, ...(at.session ? { session: at.session } : {}) });
}

function orderData(state: DialogState): OrderData {
  const frame = state.stack.find((f) => f.flow === 'order');
  if (!frame) throw new Error('no order frame');
  return frame.data as OrderData;
}

const promptId = (state: DialogState) => state.prompt?.id ?? 'no-prompt';

// chrono-node (reading typed days) pays a one-time cost of up to ~0.5 s in a fresh process: V8 compiles
// each of its large regexps to native code on its second run. Paid here, once, so that the tests below
// time the engine, not the warm-up.
beforeAll(async () => {
  for (let i = 0; i < 3; i++) {
    for (const text of ['tomorrow', 'friday', 'dec 3', '💥', '1/2 3/4', 'x'])
      await parseDay(text, FAKE_NOW, FAKE_TIME_ZONE);
  }
});

describe('engine transcripts over fake ports', () => {
  it('takes a whole order from "hi" to "placed", sending the answers in the order body', async () => {
    const world = createFakeWorld();
    const lines = [...SIGN_IN, 'new order', 'the first one', ...ORDER.slice(2), 'place it'];
    const { text, session, state } = await transcript(world.engine, lines);

    expect(text).toMatch(/What's your mobile number\?/);
    expect(text).toMatch(/You're signed in\./);
    expect(text).toMatch(/Which services from Main Street Laundry\?/);
    expect(text).toMatch(/Shall I place this order\?/);
    expect(text).toMatch(
      new RegExp(
        `Your order #${FAKE.firstOrderId} is placed! We'll pick up Tue, Jun 10, 8:00–10:00 AM EDT\\.`,
      ),
    );
    expect(session).toEqual({
      serviceCustomerId: FAKE.customerId,
      token: FAKE.token,
      phoneNumber: FAKE.phone,
    });
    expect(world.errors).toEqual([]);

    const bodies = world.laundry.createOrderBodies();
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body).toMatchObject({
      customerAddressId: FAKE.addressId,
      storeId: FAKE.storeId,
      serviceCustomerId: FAKE.customerId,
      orderServices: [{ servicePriceId: FAKE.laundryServiceId, serviceModifierIds: [], serviceNotes: null }],
      hasDryCleaning: false,
      bagCount: 2,
      returnMethod: 'IN_STORE_PICKUP',
      subscription: { interval: 1 },
      paymentToken: FAKE.paymentToken,
      isHangDrySelected: false,
      hangDryInstructions: '',
      turnAroundInHours: FAKE.turnAroundInHours,
      orderDelivery: {
        pickup: {
          deliveryDay: TOMORROW,
          deliveryProvider: 'OWN_DRIVER',
          windowId: fakeWindowId(TOMORROW, 'OWN_DRIVER', 0),
          courierTip: 0,
          thirdPartyDeliveryId: null,
        },
      },
    });
    expect(body?.orderDelivery.delivery).toBeUndefined();
    expect(body?.promoCode).toBeUndefined();
    expect(body?.orderNotes).toMatch(/^Chat ref [0-9A-Z]{8}$/);

    // The ledger holds the placed order, and the menu offers it again.
    const [record] = await world.ledger.listByCustomer(FAKE.customerId, 10);
    expect(record).toMatchObject({ status: 'PLACED', orderId: FAKE.firstOrderId });
    const menu = await next(world, { state, session }, [{ type: 'resume' }]);
    expect(lastPrompt(menu.replies)?.options.map((o) => o.label)).toContain(
      `Same as last time (order #${FAKE.firstOrderId})`,
    );
  });

  // Invariant rest-kept-for-its-question: a whole order said at the menu keeps each part for its question
  // (stranger's try: the bags and the services said with "new order" were asked again).
  it('"new order, 3 bags, wash and fold" at the menu: the services and the bags taken when asked, said back, never asked', async () => {
    // One address: taken by itself, the services next take their words in the same turn.
    const { world, at } = await reach(['new order, 3 bags, wash and fold']);
    expect(at.text).toContain('Which services from Main Street Laundry? Wash & Fold.');
    expect(at.text).toContain('Noted from your message, for the questions ahead: "3 bags".');
    expect(at.state.stack.find((f) => f.flow === 'order')?.ahead).toEqual([{ step: 'bags', said: '3 bags' }]);
    const then = await next(world, at, ['none', 'skip']);
    expect(then.text).toContain('How many bags? 3 bags.');
    expect(then.text).not.toMatch(/How many bags\?\n/);
    expect(orderData(then.state).draft.bagCount).toBe(3);
    expect(then.state.stack.find((f) => f.flow === 'order')?.ahead).toBeUndefined();
  });

  it('ignores a click on a prompt that is no longer on screen, and says the menu is out of date', async () => {
    const world = createFakeWorld();
    const before = await transcript(world.engine, [...SIGN_IN, 'new order']);
    const menuPromptId = before.outcomes[before.outcomes.length - 2]?.state.prompt?.id;
    expect(menuPromptId).toBeDefined();
    expect(menuPromptId).not.toBe(promptId(before.state));

    // The menu's "Start a new order" clicked again, and an answer to the services with a made-up id.
    for (const click of [
      { type: 'choice', promptId: menuPromptId ?? '', values: ['new'] },
      { type: 'choice', promptId: 'made-up', values: [String(FAKE.laundryServiceId)] },
    ] satisfies DialogInput[]) {
      const after = await next(world, before, [click]);
      expect(after.text).toMatch(/That menu is out of date\. Here's where we are now\./);
      expect(after.state).toEqual(before.state);
      expect(lastPrompt(after.replies)?.promptId).toBe(promptId(before.state));
      expect(lastPrompt(after.replies)?.text).toBe('Which services from Main Street Laundry?');
    }
  });

  it('"back" at the summary revisits the question before, keeping its answer', async () => {
    const { world, at } = await reach([...ORDER.slice(0, -1), 'ring the bell twice']);
    expect(lastPrompt(at.replies)?.text).toBe('Shall I place this order?');

    const back = await next(world, at, ['back']);
    const prompt = lastPrompt(back.replies);
    expect(prompt?.text).toBe('Any notes for the store or the driver?');
    expect(prompt?.current).toBe('ring the bell twice');
    expect(back.text).toMatch(/Now: ring the bell twice/);
    expect(orderData(back.state).draft).toMatchObject({
      orderNotes: 'ring the bell twice',
      bagCount: 2,
      interval: 1,
    });

    // Answering it again goes straight back to the summary, every other answer kept.
    const again = await next(world, back, ['leave it with the doorman']);
    expect(lastPrompt(again.replies)?.text).toBe('Shall I place this order?');
    expect(orderData(again.state).draft).toMatchObject({
      orderNotes: 'leave it with the doorman',
      bagCount: 2,
      interval: 1,
    });
  });

  it('a part named at the summary ("change the bags") is asked straight away, and a note beginning "no" stays a note', async () => {
    const { world, at } = await reach([...ORDER.slice(0, -1), 'no doorbell please']);
    expect(orderData(at.state).draft.orderNotes).toBe('no doorbell please');

    const change = await next(world, at, ['change the bags']);
    expect(lastPrompt(change.replies)?.text).toBe('How many bags?');
    expect(lastPrompt(change.replies)?.current).toBe('2');

    const done = await next(world, change, ['3']);
    expect(lastPrompt(done.replies)?.text).toBe('Shall I place this order?');
    expect(orderData(done.state).draft).toMatchObject({
      bagCount: 3,
      orderNotes: 'no doorbell please',
      interval: 1,
    });
  });

  it('"back" again and again walks from the summary to the services, asking each question and keeping every answer', async () => {
    const { world, at } = await reach(ORDER);
    let turn: Transcript = at;
    const asked: string[] = [];
    for (let i = 0; i < 15 && asked[asked.length - 1] !== 'Which services from Main Street Laundry?'; i++) {
      turn = await next(world, turn, ['back']);
      const prompt = lastPrompt(turn.replies);
      expect(prompt).toBeDefined();
      asked.push(prompt?.text ?? '');
    }
    expect(asked).toEqual(
      expect.arrayContaining([
        'How many bags?',
        'Any notes for the cleaners about Wash & Fold?',
        'Any extras for Wash & Fold?',
      ]),
    );
    expect(asked[asked.length - 1]).toBe('Which services from Main Street Laundry?');
    expect(orderData(turn.state).draft).toMatchObject({ bagCount: 2, interval: 1, categories: ['LAUNDRY'] });
    expect(world.errors).toEqual([]);
  });

  // A turn reads at most 600 characters (engine.ts MAX_READ): past it, nothing is taken from the part read.
  it('takes no request from a message too long to read whole, and says a long note’s real length', async () => {
    const { world, at } = await reach([]);
    const story = `new order please, ${'the kids got mud on everything again this week, '.repeat(14)}`;
    expect(story.length).toBeGreaterThan(600);
    const menu = await next(world, at, [story]);
    expect(menu.state.stack.some((f) => f.flow === 'order')).toBe(false);
    expect(menu.text).toMatch(/That's \d{3} characters, more than I can read as an answer\./);
    expect(lastPrompt(menu.replies)?.text).toBe(lastPrompt(at.replies)?.text);
    expect(world.errors).toEqual([]);
    // The order's notes, the last question before the summary: a note of 700 is told as 700, never kept.
    const notes = await reach(ORDER.slice(0, -1));
    expect(lastPrompt(notes.at.replies)?.text).toMatch(/notes/i);
    const long = await next(notes.world, notes.at, ['Ring twice. '.repeat(58).trim()]);
    expect(long.text).toMatch(/That's 695 characters; a note can be at most 500\./);
    expect(long.state.prompt?.id).toBe(notes.at.state.prompt?.id);
  });

  it('asks back an answer that could mean two options, naming both, and applies nothing', async () => {
    const { world, at } = await reach(orderUpTo('weekly'));
    expect(lastPrompt(at.replies)?.text).toMatch(/one-time order/);
    const every = await next(world, at, ['every']);
    expect(every.text).toMatch(/Did you mean "Every week", "Every 2 weeks" or "Every 4 weeks"\?/);
    expect(every.state).toEqual(at.state);
    expect(lastPrompt(every.replies)?.promptId).toBe(promptId(at.state));
  });

  it('asks back "8am" when two windows start at 8, naming both, and applies nothing', async () => {
    const { world, at } = await reach(orderUpTo('8am'), { onDemandWindows: [['08:00', '09:00']] });
    expect(lastPrompt(at.replies)?.text).toBe('Pickup windows on Tue, Jun 10:');
    const eight = await next(world, at, ['8am']);
    const named = /Did you mean "([^"]+)" or "([^"]+)"\?/.exec(eight.text);
    // Each named by its time and provider, so the two can be told apart.
    expect(named?.slice(1).sort()).toEqual(
      ['8:00–10:00 AM EDT, Store driver', `8:00–9:00 AM EDT, ${FAKE.courierName}`].sort(),
    );
    expect(eight.state).toEqual(at.state);
    expect(lastPrompt(eight.replies)?.promptId).toBe(promptId(at.state));
    // Naming the provider settles it.
    const courier = await next(world, eight, ['8am courier']);
    expect(orderData(courier.state).draft.pickupWindow).toMatchObject({
      provider: 'ON_DEMAND',
      day: TOMORROW,
    });
  });

  it('points to help and to a person after three answers in a row that do not fit', async () => {
    const { world, at } = await reach(orderUpTo('two bags'));
    const wrong = await next(world, at, ['lots', 'lots', 'lots']);
    const said = wrong.outcomes.map((o) =>
      o.replies.filter((r) => r.type === 'text').map((r) => (r.type === 'text' ? r.text : '')),
    );
    expect(said[0]).toEqual(['Bags: a number from 1 to 20.']);
    expect(said[1]).toEqual(['Bags: a number from 1 to 20.']);
    expect(said[2]).toEqual([
      'Bags: a number from 1 to 20.',
      'Say help if you are stuck, agent to talk to a person, or nevermind to drop this.',
    ]);
    expect(orderData(wrong.state).draft.bagCount).toBeUndefined();
    expect(lastPrompt(wrong.replies)?.promptId).toBe(promptId(at.state));
  });

  it('asks the question on screen again, under the same prompt id, on resume', async () => {
    const { world, at } = await reach(orderUpTo('two bags'));
    const resumed = await next(world, at, [{ type: 'resume' }]);
    expect(resumed.text).toMatch(/Welcome back! Here's where we were\./);
    expect(lastPrompt(resumed.replies)).toMatchObject({
      promptId: promptId(at.state),
      text: 'How many bags?',
    });
    expect(resumed.state).toEqual(at.state);
  });

  it('"sign out" drops the session (outcome.session === null) and asks for the phone', async () => {
    const { world, at } = await reach(orderUpTo('two bags'));
    expect(at.session).toBeDefined();
    const out = await next(world, at, ['sign out']);
    expect(out.outcomes[0]?.session).toBeNull();
    expect(out.session).toBeUndefined();
    expect(out.text).toMatch(/You're signed out\./);
    expect(lastPrompt(out.replies)?.text).toBe("To order, let's sign you in. What's your mobile number?");
    expect(out.state.stack.map((f) => f.flow)).toEqual(['menu', 'sign-in']);
  });

  // Found trying the bot: after "the service isn't answering" nothing was asked, so there was nothing to answer.
  it('keeps the state as it was when the laundry service is unavailable, and asks the pending question again at once', async () => {
    const { world, at } = await reach(orderUpTo('tomorrow'));
    expect(lastPrompt(at.replies)?.text).toBe('Which day should we pick up?');

    // A day past the week the question listed (its windows kept) is looked up when typed.
    world.laundry.failNext('listDeliveryWindows', 'unavailable');
    const failed = await next(world, at, ['jun 20']);
    expect(failed.text).toMatch(/The laundry service isn't answering right now\. Nothing is lost/);
    expect(lastPrompt(failed.replies)).toMatchObject({
      promptId: promptId(at.state),
      text: 'Which day should we pick up?',
    });
    expect(failed.state).toEqual(at.state);

    const answered = await next(world, failed, ['jun 20']);
    expect(lastPrompt(answered.replies)?.text).toBe('Pickup windows on Fri, Jun 20:');
    expect(world.errors).toEqual([]);
  });

  it('when the pending question itself needs the service that failed, says the next step instead, and asks it first on the next answer', async () => {
    const { world, at } = await reach(orderUpTo('weekly'));
    // How often taken, the card question (which lists the cards) fails to be asked, and again.
    world.laundry.failNext('listCards', 'unavailable');
    world.laundry.failNext('listCards', 'unavailable');
    const failed = await next(world, at, ['weekly']);
    expect(failed.text).toMatch(/The laundry service isn't answering right now\. Nothing is lost/);
    expect(failed.text).toContain("Write to me again in a minute and I'll pick up where we left off.");
    expect(failed.text.match(/isn't answering/g)).toHaveLength(1);
    expect(lastPrompt(failed.replies)).toBeUndefined();
    const asked = await next(world, failed, ['the visa']);
    expect(lastPrompt(asked.replies)?.text).toBe('Which card should we charge?');
  });

  it('an order the service took is announced with its id even when recording it fails, and is never sent twice', async () => {
    const { world, at } = await reach(ORDER);
    world.ledger.failNextSettle = true;
    const sent = await next(world, at, ['place it']);
    expect(sent.text).toMatch(/Your order #\d+ is placed!/);
    expect(sent.text).not.toContain('Nothing was changed');
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
    // The claim stands: the same confirmation can never be sent again. Settling it later is the turn's
    // (invariant placed-order-settled-later: test/e2e/order-settled-later.test.ts).
    const [record] = await world.ledger.listByCustomer(FAKE.customerId, 10);
    expect(record?.status).toBe('PENDING');
    await next(world, sent, ['place it']);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
  });

  it('locks the draft when the order POST has an unknown outcome, and re-sends only after a warning naming the reference', async () => {
    const { world, at } = await reach(ORDER);
    world.laundry.failNext('createOrder', 'unavailable', { outcomeUnknown: true });
    const sent = await next(world, at, ['place it']);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
    const reference = /Chat ref ([0-9A-Z]{8})/.exec(
      world.laundry.createOrderBodies()[0]?.orderNotes ?? '',
    )?.[1];
    expect(reference).toBeDefined();
    expect(sent.text).toContain(`your reference is ${reference}`);
    expect(sent.text).not.toMatch(/is placed/);
    const [record] = await world.ledger.listByCustomer(FAKE.customerId, 10);
    expect(record?.status).toBe('UNKNOWN');

    // "place order" again sends nothing.
    const again = await next(world, sent, ['place order']);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
    expect(again.text).not.toMatch(/is placed/);

    // "send it again" asks first, naming the reference; still nothing sent.
    const resend = await next(world, again, ['send it again']);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
    const confirm = lastPrompt(resend.replies);
    expect(confirm?.text).toContain(`If order ${reference} did go through, the store will get two orders.`);

    // Confirmed: sent once more, under a new reference.
    const yes = await next(world, resend, [
      { type: 'choice', promptId: confirm?.promptId ?? '', values: ['send-again'] },
    ]);
    const bodies = world.laundry.createOrderBodies();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.orderNotes).not.toContain(reference);
    expect(yes.text).toMatch(new RegExp(`Your order #${FAKE.firstOrderId} is placed!`));
  });

  it('locks sign-in for 10 minutes after 5 wrong codes', async () => {
    const world = createFakeWorld();
    const wrong = await transcript(world.engine, [
      'hi',
      FAKE.phone,
      '111111',
      '111111',
      '111111',
      '111111',
      '111111',
    ]);
    expect(wrong.text).toMatch(/That code isn't right\. 4 tries left\./);
    expect(wrong.text).toMatch(/that was the last try/);
    const locked = await next(world, wrong, [FAKE.otp]);
    expect(locked.text).toMatch(/Too many wrong codes\. Please wait 10 minutes/);
    expect(locked.session).toBeUndefined();
    world.clock.advance(FAKE_COOL_DOWN_MS);
    const signedIn = await next(world, locked, [FAKE.otp]);
    expect(signedIn.session).toEqual({
      serviceCustomerId: FAKE.customerId,
      token: FAKE.token,
      phoneNumber: FAKE.phone,
    });
  });
});

// ── Junk at every step ─────────────────────────────────────────────────────────────────────────────

const JUNK: ((state: DialogState | undefined) => DialogInput)[] = [
  () => ({ type: 'text', text: '' }),
  () => ({ type: 'text', text: '   ' }),
  () => ({ type: 'text', text: '\u0000' }),
  () => ({ type: 'text', text: '9999999999' }),
  () => ({ type: 'text', text: '💥' }),
  () => ({ type: 'text', text: "DROP TABLE orders; --'" }),
  () => ({ type: 'text', text: 'x'.repeat(5000) }),
  () => ({ type: 'text', text: 'and, '.repeat(1000) }),
  () => ({ type: 'text', text: '\u001b[31mred\u001b[0m \u202Eevil' }),
  (state) => ({ type: 'choice', promptId: state?.prompt?.id ?? 'none', values: ['forged'] }),
  (state) => ({ type: 'choice', promptId: state?.prompt?.id ?? 'none', values: [] }),
  (state) => ({ type: 'choice', promptId: state?.prompt?.id ?? 'none', values: ['2999-01-01', '__proto__'] }),
];

/** The question each line of the conversation answers. */
const STEPS = [
  'start',
  'phone',
  'code',
  'menu',
  'services',
  'extras',
  'service notes',
  'bags',
  'pickup day',
  'pickup window',
  'return method',
  'frequency',
  'payment',
  'promo code',
  'hang-dry',
  'order notes',
  'summary',
] as const;

interface Snapshot {
  world: FakeWorld;
  state: DialogState | undefined;
  session: Session | undefined;
}

describe('engine: junk at every step of an order', () => {
  const snapshots = new Map<string, Snapshot>();

  beforeAll(async () => {
    const world = createFakeWorld();
    let state: DialogState | undefined;
    let session: Session | undefined;
    const lines = [...SIGN_IN, ...ORDER];
    for (const [index, line] of lines.entries()) {
      snapshots.set(STEPS[index] ?? `line ${index}`, { world, state, session });
      const turn = await transcript(world.engine, [line], {
        ...(state ? { state } : {}),
        ...(session ? { session } : {}),
      });
      state = turn.state;
      session = turn.session;
    }
    snapshots.set('summary', { world, state, session });
    // The "change something" list and an order locked after an unknown outcome.
    const editing = await transcript(world.engine, ['change something'], {
      ...(state ? { state } : {}),
      ...(session ? { session } : {}),
    });
    snapshots.set('change list', { world, state: editing.state, session });
    const locked = createFakeWorld();
    const ready = await transcript(locked.engine, [...SIGN_IN, ...ORDER]);
    locked.laundry.failNext('createOrder', 'unavailable', { outcomeUnknown: true });
    const unknown = await transcript(locked.engine, ['place it'], {
      state: ready.state,
      ...(ready.session ? { session: ready.session } : {}),
    });
    snapshots.set('locked order', { world: locked, state: unknown.state, session: unknown.session });
  });

  it.each([...STEPS, 'change list', 'locked order'])('never throws at the %s step', async (step) => {
    const snapshot = snapshots.get(step);
    if (!snapshot) throw new Error(`no snapshot for ${step}`);
    const { world, state, session } = snapshot;
    const sent = world.laundry.createOrderBodies().length;
    for (const junk of JUNK) {
      const input = junk(state);
      const outcome = await world.engine.step({
        conversationKey: 'console:junk',
        state,
        expired: false,
        session,
        input,
      });
      expect(outcome.replies.length).toBeGreaterThan(0);
      expect(lastPrompt(outcome.replies)).toBeDefined();
      expect(() => dialogStateSchema.parse(outcome.state)).not.toThrow();
    }
    expect(world.laundry.createOrderBodies()).toHaveLength(sent);
    expect(world.errors).toEqual([]);
  });
});
