/**
 * Reminders people can answer (issue 18): a due reminder is a question of its conversation, asked
 * over whatever is going on, with the actions valid for the order; its answer opens the change flow
 * on that order at that change, or says the window has passed. Through the SMS and Slack stacks,
 * asserting what the sandbox and the reminders recorded.
 */
import { isDecent } from '../../lib/reminders/quiet-hours';
import { day, mondayMorning, TIME_ZONE } from '../support/clock';
import { controls, signInOnSlack, startSlackStack, typeSimpleOrder } from '../support/slack-stack';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();
/** The stack's clock: the test's, moved on by `skewMs` (a customer answering late). */
let skewMs = 0;
const now = () => new Date(clock().getTime() + skewMs);

const DANA = '+12125550101';

describe('answerable reminders by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    skewMs = 0;
    // Long enough for an answer a day after the reminder to find its conversation as it was.
    stack = await startSmsStack({ now, env: { CONVERSATION_IDLE_HOURS: '72' } });
  });
  afterEach(() => stack.close());

  it('a reminder answered with "2" moves the pickup through the change flow, and the sandbox has the new window', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    const before = stack.sandbox.scheduledLegs(orderId)?.pickup;
    expect(before).toMatchObject({ deliveryDay: day(clock, 1) });

    await stack.fireReminders();
    const reminder = dana.received().at(-1)?.body ?? '';
    expect(reminder).toContain(`Reminder: order #${orderId} is picked up tomorrow`);
    // An order collected in the store: no delivery to cancel, and no hand-off until a flow offers one.
    expect(reminder).toMatch(/^1 Keep it\n2 Move the pickup\nReply 1 or 2$/m);

    const asked = await dana.text('2');
    expect(asked).not.toContain('What would you like to change');
    await dana.text('wednesday');
    await dana.text('1');
    const done = await dana.text('yes');
    expect(done).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    // The new window's reminder replaced the old one, at a decent hour.
    const [next] = stack.reminders.pending();
    expect(next).toMatchObject({ orderId, leg: 'pickup' });
    expect(next?.startTime).not.toBe(before?.startTime);
    expect(isDecent(next?.at ?? 0, TIME_ZONE)).toBe(true);
  });

  // Issue 34, round 17: "ay no, el viernes no puedo" was read by a bare "no" and cancelled a delivery.
  it('a bare "no" is asked back; the reminder\'s own day said not possible moves it (invariants bare-no-names-a-refusal-only, reminder-own-day-refused)', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up tomorrow`);

    const no = await dana.text('nope, no');
    expect(no).toMatch(/^1 Keep it\n2 Move the pickup/m);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 1) });

    // The pickup is tomorrow, a Tuesday: not possible then asks the new day.
    const asked = await dana.text("oh no, I can't do tuesday, sorry");
    expect(asked).not.toContain('What would you like to change');
    await dana.text('wednesday');
    await dana.text('1');
    expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  /**
   * The pickup reminder (tomorrow, a Tuesday) answered with `reply`, a move that says its new day
   * (Wednesday): the change asks only the window and the go-ahead, and the sandbox has the new window.
   */
  async function movedToWednesdayBy(reply: string) {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up tomorrow`);

    const asked = await dana.text(reply);
    expect(asked).not.toContain('Choose one of the options');
    expect(asked).not.toContain('right?');
    expect(asked).not.toContain('Which day');
    await dana.text('1');
    expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  }

  // Found trying it as a stranger: what happened said before the move ("something came up, …") was not understood.
  it('a move asked with what happened said first opens the change with its new day; the sandbox has the new window', async () => {
    await movedToWednesdayBy('my plans changed, could you come wednesday instead?');
  });

  // Issue 34, round 26: pushed ("push to sat 8-10"), brought or come by on the new day ("¿la pueden traer
  // el sábado?", "¿la pueden pasar para el sábado?") were asked back.
  // Issue 34, round 28 and a stranger's try: another day said alone, with its time or "the same time"
  // ("saturday 8-10 same driver", "mejor el domingo a la misma hora"), was "Choose one of the options".
  it("another day than the reminder's said alone opens the change with it; the sandbox has the new window (invariant reminder-move-carries-its-day)", async () => {
    await movedToWednesdayBy('wednesday');
  });

  // Issue 34, round 33: "cant do friday, can yall come sat mornin" was asked back: "cant do" before the
  // day that won't do was no clause of why.
  it('a day said not doable, then the day it may come, opens the change with that day; the sandbox has the new window', async () => {
    await movedToWednesdayBy('cant do tuesday, can yall come wed mornin');
  });

  it('another day said with "the same time" ("el miércoles a la misma hora") moves the pickup to that day at its time, once confirmed', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    const before = stack.sandbox.scheduledLegs(orderId)?.pickup;
    await stack.fireReminders();
    const asked = await dana.text('el miércoles a la misma hora');
    expect(asked).not.toContain('Choose one of the options');
    expect(asked).toContain(`Make this change to order #${orderId}?`);
    expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
    const after = stack.sandbox.scheduledLegs(orderId)?.pickup;
    const timeOfDay = (startTime?: string) =>
      startTime &&
      new Date(startTime).toLocaleTimeString('en-US', {
        timeZone: TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
      });
    expect(after).toMatchObject({ deliveryDay: day(clock, 2), provider: before?.provider });
    expect(timeOfDay(after?.startTime)).toBe(timeOfDay(before?.startTime));
  });

  // Issue 34, round 36: the new day said as a shift of the reminder's ("can it come a day later?") was asked back.
  it.each([
    'push it to wednesday pls',
    '¿la pueden pasar para el miércoles?',
    'can it come a day later?',
    '¿puede ser un día después?',
  ])('%j opens the change with its new day; the sandbox has the new window', async (reply) => {
    await movedToWednesdayBy(reply);
  });

  // Issue 34, round 30: the move in a clause of its own, its new day alone after it, asked ("gotta move it,
  // wed?"), opened the change without its day.
  it.each(['gotta move it, wednesday?', 'hay que cambiarla, ¿el miércoles?'])(
    '%j opens the change with the day said after the move; the sandbox has the new window',
    async (reply) => {
      await movedToWednesdayBy(reply);
    },
  );

  // Issue 34, round 21: who is away said in a sentence of its own, with dismay, and the leg named bare,
  // had been asked back ("Move the pickup, right?").
  it('a move said with who is away and its leg named bare opens the change with its new day; the sandbox has the new window', async () => {
    await movedToWednesdayBy("uy, he's not home tuesday!! reschedule pickup to wednesday");
  });

  // Issue 34, round 22: "cámbiala, que el viernes no estoy" moved the delivery to that Friday's windows:
  // the day given as why was taken as the new day. A move said with why the reminder's day won't do asks the day.
  it('a move said with why its own day will not do asks the new day; the sandbox has the day then chosen', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up tomorrow`);

    const asked = await dana.text('muévala, que el martes no voy a estar');
    expect(asked).not.toContain('Pickup windows');
    expect(asked).not.toContain('What would you like to change');
    await dana.text('wednesday');
    await dana.text('1');
    expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  // Issue 34, round 24: "acho, cámbiamela, que el viernes curro" moved the delivery to that Friday's
  // windows: the day in a reason ("que … curro", "because … I work") is the day that won't do.
  it.each([
    'oye, muévemela, que el martes curro',
    'move it please, because tuesday I work',
    'Tuesday is no good for us anymore, could you move it?',
    // Issue 34, round 34: a place closed said as why ("office is closed Friday") moved to that day's windows.
    'Please move the pickup, office is closed Tuesday',
    // Issue 34, round 36: what the own day is said as why ("Friday is erev Shabbos") moved to that day's windows.
    'move it, Tuesday is erev Shabbos, meshuggeneh',
    // Issue 34, round 38: nobody at a place said as why, after a dash, was carried to the day question as
    // its answer ("nobody's in the office Friday": that Friday's windows, asked again and again).
    "Please move the pickup — nobody's in the office Tuesday",
    'cámbienla, no va a haber nadie en la oficina el martes',
    // Issue 34, round 37: the day refused by a bare "not", and where the person will be all day, were asked back.
    "ugh not tuesday, i'll be on a run all day. move it",
  ])(
    '%j asks the new day, never moves to the day in its reason; the sandbox has the day then chosen',
    async (reply) => {
      const dana = stack.phone(DANA);
      await signIn(stack, dana);
      await placeOrder(dana);
      const orderId = stack.sandbox.orders[0]?.id as number;
      await stack.fireReminders();
      expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up tomorrow`);

      const asked = await dana.text(reply);
      expect(asked).not.toContain('Pickup windows');
      expect(asked).not.toContain('Choose one of the options');
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 1) });
      await dana.text('wednesday');
      await dana.text('1');
      expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    },
  );

  it('a reminder answered once its window has begun says so and changes nothing', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    const legs = stack.sandbox.scheduledLegs(orderId);
    await stack.fireReminders();

    // Tuesday 9:00: the pickup window (8:00-10:00) has begun.
    skewMs = 25 * 3600_000;
    const late = await dana.text('2');
    expect(late).toContain(`The pickup window of order #${orderId}`);
    expect(late).toContain('Nothing was changed.');
    expect(stack.sandbox.scheduledLegs(orderId)).toEqual(legs);
  });

  it("a person at a reminder's question reaches My orders by the same words as anywhere else, and the question is asked again", async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);

    const listed = await dana.text('my orders');
    expect(listed).toContain(`Order #${orderId}`);
    expect(listed).not.toContain('Choose one of the options');
    // The reminder's question is still the one to answer: "2" moves the pickup.
    expect(listed).toMatch(/1 Keep it\n2 Move the pickup/);
    await dana.text('2');
    await dana.text('wednesday');
    await dana.text('1');
    expect(await dana.text('yes')).toContain(`Done! Order #${orderId} is changed.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
  });

  it('a reminder due mid-order is answered, then the order goes on from the question it was at', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await dana.text('new order');
    const at = dana.lastReply.join('\n');
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);

    const kept = await dana.text('1');
    expect(kept).toContain(`order #${orderId} stays as it is`);
    // The draft's question, asked again.
    expect(kept).toContain(at.split('\n')[0]);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 1) });
  });
});

describe('a reminder to a conversation idle past its expiry', () => {
  it('is the reminder alone: no greeting, no "started over" (the business named first, as in every conversation started afresh), and "2" still moves the pickup', async () => {
    skewMs = 0;
    const stack = await startSmsStack({ now });
    try {
      const dana = stack.phone(DANA);
      await signIn(stack, dana);
      await placeOrder(dana);
      const orderId = stack.sandbox.orders[0]?.id as number;
      await dana.text(`change ${orderId}`);
      await dana.text('1');
      await dana.text(`${day(clock, 6)}`);
      await dana.text('1');
      await dana.text('yes');
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 6) });
      // Saturday 19:00, five days on: the conversation (24 hours idle at most) has expired.
      skewMs = 5 * 24 * 3600_000 + 11 * 3600_000;

      await stack.fireReminders();
      const reminder = dana.received().at(-1)?.body ?? '';
      // invariant sms-first-text-introduces: the forgotten conversation's first text names the business.
      expect(reminder).toMatch(
        /^Spin City Laundry: Reply STOP to opt out, HELP for help\. Msg & data rates may apply\.\nReminder: order #\d+ is picked up/,
      );
      expect(reminder).not.toContain('started over');
      expect(reminder).not.toContain('Hi!');
      await dana.text('2');
      expect(dana.lastReply.join('\n')).not.toContain('What would you like to do?');
    } finally {
      await stack.close();
    }
  });
});

describe('answerable reminders in Slack', () => {
  it('a reminder has buttons; "Move the pickup" opens the change at the pickup; its old button is out of date', async () => {
    skewMs = 0;
    const stack = await startSlackStack({ now });
    try {
      const dana = stack.person('U0DANA');
      await signInOnSlack(stack, dana, '2125550101');
      await typeSimpleOrder(dana);
      const orderId = stack.sandbox.orders[0]?.id as number;
      await stack.fireReminders();
      const posted = dana.messages().find((m) => m.text.startsWith('Reminder:'));
      if (!posted) throw new Error(`no reminder:\n${dana.transcript()}`);
      // As the person's Slack shows it, buttons and all, even once the bot has updated it.
      const reminder = structuredClone(posted);
      expect(controls(reminder.blocks).map((c) => c.text)).toEqual(['Keep it', 'Move the pickup']);

      await dana.click('Move the pickup', reminder);
      await dana.pickDate(day(clock, 2));
      await dana.click(/Choose/);
      await dana.click('Make this change');
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });

      const count = dana.messages().length;
      await dana.click('Keep it', reminder);
      expect(stack.slackApi.messages.filter((m) => m.ephemeralFor).at(-1)?.text).toContain(
        'That menu is out of date',
      );
      expect(dana.messages()).toHaveLength(count + 1);
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    } finally {
      await stack.close();
    }
  });
});
