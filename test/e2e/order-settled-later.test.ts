/**
 * A placed order whose ledger write failed is settled later, in one place (invariant
 * placed-order-settled-later): the conversation keeps it, its next turn settles it, and a reminder of it
 * reads its ledger record once, as any reminder does (invariant reminder-reads-its-order-once). Through
 * the SMS stack, with the ledger's PLACED write failing once.
 */
import { DeleteItemCommand } from '@aws-sdk/client-dynamodb';
import type { QueueMessage } from '../../lib/queue/queue';
import type { LedgerRecord, SettleOutcome } from '../../lib/store/order-ledger';
import { createStaffDesk } from '../../lib/worker/staff-desk';
import { mondayMorning } from '../support/clock';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const DANA = '+12125550101';
const MINUTE = 60_000;

const now = mondayMorning();

describe('an order settled later', () => {
  let stack: SmsStack;
  let reads: string[];
  /** Whether the next PLACED write fails (once). */
  let failPlaced: boolean;
  beforeEach(async () => {
    failPlaced = true;
    stack = await startSmsStack({ now });
    const { ledger } = stack.bot;
    const { settle, get, getByOrderId } = ledger;
    reads = [];
    Object.assign(ledger, {
      settle: (customer: number, confirmation: string, outcome: SettleOutcome) => {
        if (outcome.status === 'PLACED' && failPlaced) {
          failPlaced = false;
          return Promise.reject(new Error('ProvisionedThroughputExceededException'));
        }
        return settle.call(ledger, customer, confirmation, outcome);
      },
      get: (...args: Parameters<typeof get>) => {
        reads.push('get');
        return get.apply(ledger, args);
      },
      getByOrderId: (...args: Parameters<typeof getByOrderId>) => {
        reads.push('getByOrderId');
        return getByOrderId.apply(ledger, args);
      },
    });
  });
  afterEach(() => stack.close());

  /** Dana signed in with an order placed whose PLACED write failed: its id, and its ledger record. */
  async function placedUnsettled() {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    expect(dana.lastReply.join('\n')).toContain(`#${orderId}`);
    const key = stack.keyOf(DANA);
    const state = (await stack.bot.store.load(key)).state as { unsettled?: unknown[] };
    expect(state.unsettled).toEqual([expect.objectContaining({ orderId })]);
    const [record] = await stack.bot.ledger.listByCustomer(1001, 10);
    expect(record?.status).toBe('PENDING');
    return { dana, orderId, key };
  }

  /** The conversation's state expires (its TTL; deleted here as DynamoDB would). */
  const expire = (key: string) =>
    stack.table.client.send(
      new DeleteItemCommand({
        TableName: stack.table.tableName,
        Key: { pk: { S: `CONV#${key}` }, sk: { S: 'STATE' } },
      }),
    );

  const recordOf = async () => ((await stack.bot.ledger.listByCustomer(1001, 10)) as LedgerRecord[])[0];

  it('the next turn settles it, and the state forgets it', async () => {
    const { dana, key } = await placedUnsettled();
    await dana.text('hi');
    expect((await recordOf())?.status).toBe('PLACED');
    expect((await stack.bot.store.load(key)).state).not.toHaveProperty('unsettled');
    expect(stack.sandbox.orders).toHaveLength(1);
  });

  it('its reminder, its settle never queued (the Scheduler refused it), reads its ledger record once, is sent, and its turn settles it', async () => {
    // The queued settle is best effort: the conversation keeps the order too.
    const { deliverAt } = stack.bot;
    Object.assign(stack.bot, {
      deliverAt: (message: QueueMessage, at: number) =>
        (JSON.parse(message.body) as { kind: string }).kind === 'settle'
          ? Promise.reject(new Error('ServiceUnavailableException'))
          : deliverAt?.(message, at),
    });
    const { dana, orderId, key } = await placedUnsettled();
    reads.length = 0;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);
    // The pointer by order id is not there yet; the record is read once, by its confirmation.
    expect(reads).toEqual(['getByOrderId', 'get']);
    expect((await recordOf())?.status).toBe('PLACED');
    expect((await stack.bot.store.load(key)).state).not.toHaveProperty('unsettled');
  });

  it('a reminder of an order settled when placed reads its record once, by its order id', async () => {
    failPlaced = false;
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    // Scheduled by the conversation's own turn: it carries the conversation (invariant reminder-carries-its-conversation).
    expect(stack.reminders.pending()[0]).toMatchObject({ conversation: { kind: 'sms' } });
    reads.length = 0;
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);
    expect(reads).toEqual(['getByOrderId']);
  });

  it('a placed order whose ledger write failed, its conversation expired, is still in My orders, reminded of, and found by staff', async () => {
    // invariant placed-order-settled-without-its-conversation
    const { dana, orderId, key } = await placedUnsettled();
    // The conversation's state expires before Dana's next text.
    await expire(key);
    expect((await stack.bot.store.load(key)).state).toBeUndefined();

    // A minute on, the worker settles it from the queue; then its reminder comes due.
    await stack.fireReminders(now().getTime() + 2 * MINUTE);
    expect(await recordOf()).toMatchObject({ status: 'PLACED', orderId });
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);

    const staffDesk = createStaffDesk({ ...stack.bot, dispatchToken: undefined });
    expect(await staffDesk.findOrder(orderId)).toMatchObject({ serviceCustomerId: 1001 });

    await dana.text('hi');
    expect(await dana.text('my orders')).toContain(`#${orderId}`);
  });

  it("a reminder that reaches the worker with its order's delayed settle, ahead of it in one batch, is sent: the settle runs first", async () => {
    const { dana, orderId, key } = await placedUnsettled();
    // The conversation keeps the order no more (its state expired): only the queued settle knows its id.
    await expire(key);
    // The reminder and the settle come due together, the reminder first (scheduled first, at placing).
    const before = stack.queued.length;
    await stack.fireReminders();
    const kinds = stack.queued
      .slice(before)
      .map((message) => (JSON.parse(message.body) as { kind: string }).kind);
    expect(kinds.indexOf('reminder')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('reminder')).toBeLessThan(kinds.indexOf('settle'));
    expect(await recordOf()).toMatchObject({ status: 'PLACED', orderId });
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);
    expect(stack.workerLog.map((line) => line.msg)).not.toContain(
      'reminder skipped: the window moved or was cancelled',
    );
  });
});
