/**
 * Staff's batch as the platforms behave (issue 38): Twilio failing while customers are told, Slack
 * delivering staff's confirmation again, the queue delivering the batch again while it runs, the worker
 * killed between an order's update and its record, and the Lambda's time running out midway. Each order
 * is PATCHed once (as the sandbox records it), each customer told at most once, and staff's one progress
 * message ends with a tally that says what became of every order and every customer not told.
 */
import * as channels from '../../lib/worker/channels';
import { mondayMorning } from '../support/clock';
import { slashCommand } from '../support/slack-payloads';
import {
  blocksText,
  clickBody,
  controls,
  type SlackStack,
  signInOnSlack,
  typeSimpleOrder,
} from '../support/slack-stack';
import {
  type BatchStacks,
  patches,
  runQueued,
  smsOrders,
  startBatchStacks,
  updates,
} from '../support/staff-batch';

// `bind` as it is, through a mock a test can make miss a channel (a conversation no channel reaches).
jest.mock('../../lib/worker/channels', () => {
  const actual = jest.requireActual<typeof import('../../lib/worker/channels')>('../../lib/worker/channels');
  return { ...actual, bind: jest.fn(actual.bind) };
});

const machine = mondayMorning();
/** The stack's clock: the machine's, moved on by a test (the Lambda's time running out). */
let skew = 0;
const clock = () => new Date(machine().getTime() + skew);
const MOVE = "staff move tomorrow's pickups to Friday, same times";

describe("staff's batch as the platforms behave", () => {
  let stack: SlackStack;
  let twilio: BatchStacks['twilio'];
  let sms: BatchStacks['sms'];
  let close: () => Promise<void>;
  beforeEach(async () => {
    skew = 0;
    ({ stack, twilio, sms, close } = await startBatchStacks(clock));
  });
  afterEach(() => close());

  /** Staff's one progress message (updated in place), as it reads now. */
  const progress = () =>
    stack
      .person('U0STAFF')
      .messages()
      .filter((m) => /^Batch (running|done)/.test(m.text));

  /** Dana signs in on Slack and places `count` orders; their ids. */
  async function slackOrders(count: number) {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    for (let i = 0; i < count; i++) await typeSimpleOrder(dana);
    return { dana, orders: stack.sandbox.orders.map((o) => o.id) };
  }

  /** Staff ask for the move and confirm the `count` orders listed. */
  async function confirmMove(count: number) {
    const staff = stack.person('U0STAFF');
    await staff.slash(MOVE);
    await staff.click(count === 1 ? 'Move this order' : `Move these ${count} orders`);
  }

  /**
   * The worker dies at the ledger's `n`th write of the batch's run (each order's change is two: its
   * claim, then its record once the service took it), before the write or right after it.
   */
  function killAtLedgerWrite(n: number, when: 'before' | 'after') {
    const ledger = stack.bot.ledger;
    const amend = ledger.amend.bind(ledger);
    let writes = 0;
    jest.spyOn(ledger, 'amend').mockImplementation(async (...args) => {
      if (when === 'before' && ++writes === n) throw new Error('worker killed');
      const written = await amend(...args);
      if (when === 'after' && ++writes === n) throw new Error('worker killed');
      return written;
    });
  }

  /** Dana's notices of a change by the support team. */
  const slackTold = (dana: ReturnType<SlackStack['person']>) =>
    dana
      .messages()
      .filter((m) => (blocksText(m.blocks) || m.text).includes('Our support team changed your order'));

  /** The notices Twilio took for a phone (a sid), since `since` texts. */
  const told = (phone: ReturnType<typeof sms.phone>, since: number) =>
    phone
      .received()
      .slice(since)
      .filter((m) => m.sid && m.body.includes('Our support team changed your order'));

  it("Twilio's 429 and 500 while customers are told: retried, each customer told once, the one whose text never went counted in the tally; each order PATCHed once", async () => {
    const dana = await smsOrders(stack, sms, '+12125550101', 2);
    const sam = await smsOrders(stack, sms, '+12125550102', 1);
    const orders = stack.sandbox.orders.map((o) => o.id);
    expect(orders).toHaveLength(3);
    const [danaFirst, , samOrder] = orders as [number, number, number];
    const before = { dana: dana.received().length, sam: sam.received().length };

    await confirmMove(3);
    // Dana's first notice meets Twilio's 500 on every try; her second, its rate limit, then a bare 500,
    // then goes; Sam's phone is one Twilio refuses for good (not reachable by text).
    for (let i = 0; i < 3; i++) twilio.failNext({ status: 500, code: 20500 });
    twilio.failNext({ status: 429, code: 20429 });
    twilio.failNext({ status: 500 });
    twilio.failFor(sam.number, { status: 400, code: 21612 });
    await runQueued(stack, clock);

    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1]);
    expect(orders.map((id) => updates(stack, id).length)).toEqual([1, 1, 1]);
    expect(told(dana, before.dana)).toHaveLength(1);
    expect(told(sam, before.sam)).toHaveLength(0);
    // Dana's texts were tried again, the first given up after 3 tries, the second sent on its third; Sam's, refused for good, once.
    expect(dana.received().length - before.dana).toBe(6);
    expect(sam.received().length - before.sam).toBe(1);
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toContain('Batch done: 3 of 3 orders handled. Moved: 3. Not told: 2.');
    expect(tally[0]?.text).toMatch(new RegExp(`Not told #${danaFirst} \\([^)]*\\): the message failed`));
    expect(tally[0]?.text).toMatch(new RegExp(`Not told #${samOrder} \\([^)]*\\): their channel refused`));
    expect(tally[0]?.text).not.toMatch(/555/);
    expect(stack.queue.deadLetters).toHaveLength(0);
  }, 300_000);

  it('a customer no channel of the bot reaches (SMS switched off since the order): moved, not told, and the tally says to call them', async () => {
    await smsOrders(stack, sms, '+12125550101', 1);
    const [order] = stack.sandbox.orders.map((o) => o.id) as [number];
    await confirmMove(1);
    const bind = jest.mocked(channels.bind);
    const actual = jest.requireActual<typeof channels>('../../lib/worker/channels').bind;
    bind.mockImplementation((...args) => (args[1].kind === 'sms' ? undefined : actual(...args)));
    await runQueued(stack, clock);
    bind.mockImplementation(actual);

    expect(patches(stack, order)).toBe(1);
    const tally = progress();
    expect(tally[0]?.text).toContain('Batch done: 1 of 1 order handled. Moved: 1. Not told: 1.');
    expect(tally[0]?.text).toMatch(
      new RegExp(`Not told #${order} \\([^)]*\\): no channel of the bot reaches them`),
    );
  }, 300_000);

  it('the queue delivers the batch again while its first run goes on: two runs at once, no order PATCHed twice, each customer told once', async () => {
    const { dana, orders } = await slackOrders(3);
    const created = jest.spyOn(stack.bot.batches.store, 'create');
    await confirmMove(3);
    const batchId = created.mock.calls[0]?.[0] as string;
    // Both runs read the first order's record before either claims it: its visibility timeout ran out
    // while the first run went on, and the queue gave the record to a second worker.
    const ledger = stack.bot.ledger;
    const read = ledger.getByOrderId.bind(ledger);
    const waiting: (() => void)[] = [];
    jest.spyOn(ledger, 'getByOrderId').mockImplementation(async (...args) => {
      const record = await read(...args);
      if (args[0] === orders[0] && waiting.length < 2)
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === 2) for (const go of waiting) go();
          // A run the other never meets (it ran nothing) goes on alone.
          setTimeout(resolve, 2000);
        });
      return record;
    });
    // The second delivery first, in an invocation of its own (SQS hands the worker one batch of records
    // at a time, and runs its records one after another); then the first, as queued.
    const again = {
      v: 1,
      kind: 'batch',
      key: `batch:${batchId}`,
      messageId: `batch:${batchId}`,
      batchId,
      receivedAt: clock().getTime(),
    };
    await stack.queue.send({
      groupId: `batch:${batchId}:again`,
      deduplicationId: `batch:${batchId}:again`,
      body: JSON.stringify(again),
    });
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await runQueued(stack, clock);
    // The batch is looked at again once the first run's lease is over (its Lambda's time and some).
    await stack.reminders.comeDue(clock().getTime() + 60_000);
    await stack.queue.drain();

    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1]);
    expect(orders.map((id) => updates(stack, id).length)).toEqual([1, 1, 1]);
    expect(slackTold(dana)).toHaveLength(3);
    expect(stack.workerLog.some((l) => l.msg.startsWith('batch run elsewhere'))).toBe(true);
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toContain('Batch done: 3 of 3 orders handled. Moved: 3.');
  }, 300_000);

  /** The pickup reminder scheduled for each order: its window's start. */
  const pickupReminders = (orders: number[]) =>
    orders.map(
      (id) => stack.reminders.pending().find((r) => r.orderId === id && r.leg === 'pickup')?.startTime,
    );

  it("the worker killed after the service took an order's change, before the ledger's record: resumed, not PATCHed again, unknown in the tally with what to do", async () => {
    const { dana, orders } = await slackOrders(3);
    const second = orders[1] as number;
    await confirmMove(3);
    // The second order's change is taken by the service; the worker dies before the ledger records it.
    killAtLedgerWrite(4, 'before');
    await runQueued(stack, clock);

    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1]);
    expect(orders.map((id) => updates(stack, id).length)).toEqual([1, 1, 1]);
    expect(stack.workerLog.some((l) => l.msg === 'batch failed, will be retried')).toBe(true);
    // Its customer is not told what the bot does not know; the others are, once each.
    expect(slackTold(dana).map((m) => /#(\d+)/.exec(m.text)?.[1])).toEqual(
      [orders[0], orders[2]].map(String),
    );
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toContain('Batch done: 3 of 3 orders handled. Moved: 2.');
    expect(tally[0]?.text).toContain(`Unknown #${second}: `);
    expect(tally[0]?.text).toContain(`open order #${second} at the desk`);
  }, 300_000);

  it("the worker killed after the ledger's record, and again after a customer was told: resumed, each order counted moved and PATCHed once, each customer told once, the reminders following", async () => {
    const { dana, orders } = await slackOrders(3);
    const before = pickupReminders(orders);
    await confirmMove(3);
    // The worker dies once right after the second order's change is recorded in the ledger, and once
    // after the third's customer was told, before the batch records its outcome.
    killAtLedgerWrite(4, 'after');
    const store = stack.bot.batches.store;
    const record = store.record.bind(store);
    jest.spyOn(store, 'record').mockImplementation(async (...args) => {
      if (args[1] === orders[2] && !killed) {
        killed = true;
        throw new Error('worker killed');
      }
      return record(...args);
    });
    let killed = false;
    await runQueued(stack, clock);

    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1]);
    expect(orders.map((id) => updates(stack, id).length)).toEqual([1, 1, 1]);
    expect(killed).toBe(true);
    expect(slackTold(dana).map((m) => /#(\d+)/.exec(m.text)?.[1])).toEqual(orders.map(String));
    const after = pickupReminders(orders);
    expect(new Set(after).size).toBe(1);
    expect(after[0]).not.toBe(before[0]);
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toBe('Batch done: 3 of 3 orders handled. Moved: 3.');
  }, 300_000);

  it("the Lambda's time runs out midway: the rest queued and finished by the next record, each order PATCHed once, the tally one message", async () => {
    const { dana, orders } = await slackOrders(5);
    await confirmMove(5);
    // Each pause between two orders takes 10 s of the worker's 30: its time is up after the fourth.
    stack.bot.batches.sleep = async (ms) => {
      skew += ms > 0 ? 10_000 : 0;
    };
    await runQueued(stack, clock);
    expect(stack.workerLog.filter((l) => l.msg === 'batch continues in a new record')).toHaveLength(1);
    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1, 1, 0]);
    await runQueued(stack, clock);

    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1, 1, 1, 1]);
    expect(orders.map((id) => updates(stack, id).length)).toEqual([1, 1, 1, 1, 1]);
    expect(slackTold(dana).map((m) => /#(\d+)/.exec(m.text)?.[1])).toEqual(orders.map(String));
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toBe('Batch done: 5 of 5 orders handled. Moved: 5.');
  }, 300_000);

  it("Slack delivers staff's command and confirmation click again (X-Slack-Retry-Num, signed anew), and staff click twice: one batch, one progress message, each order PATCHed once", async () => {
    const { dana, orders } = await slackOrders(2);
    const staff = stack.person('U0STAFF');
    const created = jest.spyOn(stack.bot.batches.store, 'create');
    const command = slashCommand({ user: 'U0STAFF', text: MOVE });
    expect((await stack.events.send(command)).statusCode).toBe(200);
    expect((await stack.events.retry(command, 'http_timeout')).statusCode).toBe(200);
    const listed = () =>
      staff.messages().filter((m) => blocksText(m.blocks).includes("From the bot's own ledger"));
    expect(listed()).toHaveLength(1);
    const menu = staff.openMenu();
    const confirm = controls(menu.blocks).find((c) => c.text === 'Move these 2 orders');
    if (!confirm) throw new Error(`no confirmation on:\n${blocksText(menu.blocks)}`);
    const click = clickBody('U0STAFF', menu, confirm);
    expect((await stack.events.send(click)).statusCode).toBe(200);
    // Slack's retries: at once, a minute on, five minutes on (past the queue's deduplication window).
    expect((await stack.events.retry(click, 'http_timeout')).statusCode).toBe(200);
    skew += 60_000;
    expect((await stack.events.retry(click, 'http_timeout')).statusCode).toBe(200);
    skew += 5 * 60_000;
    expect((await stack.events.retry(click, 'http_error')).statusCode).toBe(200);
    // Staff click again themselves: a click of its own, on the list as it was shown.
    expect((await stack.events.send(clickBody('U0STAFF', menu, confirm))).statusCode).toBe(200);
    await runQueued(stack, clock);
    await runQueued(stack, clock);

    // The last retry and the second click reached the worker, whose turns ran them once.
    const clicks = stack.workerLog.filter(
      (l) => l.msg === 'turn done' && l.messageId?.startsWith('a:U0STAFF:'),
    );
    expect(clicks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(created.mock.calls.map(([id]) => id)).size).toBe(1);
    expect(orders.map((id) => patches(stack, id))).toEqual([1, 1]);
    expect(slackTold(dana).map((m) => /#(\d+)/.exec(m.text)?.[1])).toEqual(orders.map(String));
    expect(listed()).toHaveLength(1);
    const tally = progress();
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toBe('Batch done: 2 of 2 orders handled. Moved: 2.');
  }, 300_000);
});
