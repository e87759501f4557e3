/**
 * DynamoDB slow to answer a write it applied: the bot's attempt gives up before the answer comes and
 * the SDK sends the write again, which meets its own write in the table. That second attempt must be
 * recognised as the bot's own (lib/store/dynamodb-client.ts, invariant own-write-recognised): never a
 * version conflict, never "not claimed". An order is placed once, a change is sent once, a turn's
 * save is not run again.
 *
 * End to end: createBot over the local DynamoDB engine through a proxy (test/support/slow-dynamodb-proxy.ts)
 * that forwards each request at once and holds the engine's answer to one write 1.2 s; the bot's
 * client gives each attempt 1 s, as the HTTP functions' light calls do, so the answer comes after its
 * attempt gave up. Each test asserts what the sandbox and the table recorded, that the write did go
 * out again (the proxy's attempts), and what the bot sent besides (its commands, counted once per send
 * whatever the SDK retried, so a slow moment of the machine elsewhere changes nothing).
 */
import type { TurnEvent } from '../../lib/conversation/turn';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { day, mondayMorning } from '../support/clock';
import { aroundSends } from '../support/dynamodb';
import { type SlowDynamoProxy, startSlowDynamoProxy } from '../support/slow-dynamodb-proxy';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, DANA_ID, orderToSummary, requestsTo } from './order-script';

const clock = mondayMorning();
/** Longer than an attempt of the bot's client (ATTEMPT_MS). */
const LATE_MS = 1200;
const ATTEMPT_MS = 1000;
/** Each test waits out a late answer or two, on a machine that may be busy. */
const TEST_MS = 60_000;

/** A request as the proxy saw it, or a command as the bot sent it. */
interface Request {
  operation: string;
  input: object;
}
type Attributes = Record<string, { S?: string } | undefined>;
const fields = (request: Request) =>
  request.input as {
    Item?: Attributes;
    Key?: Attributes;
    ExpressionAttributeValues?: Attributes;
    UpdateExpression?: string;
  };
const sortKeyOf = (request: Request) => (fields(request).Item ?? fields(request).Key)?.sk?.S ?? '';
const partitionOf = (request: Request) =>
  (fields(request).Item ?? fields(request).Key)?.pk?.S ??
  fields(request).ExpressionAttributeValues?.[':pk']?.S;

/** The ledger's claim of a confirmation: the conditional put of its `ORDER#` record. */
const isClaim = (request: Request) =>
  request.operation === 'PutItem' && sortKeyOf(request).startsWith('ORDER#');
/** A read of an order's ledger record. */
const isLedgerRead = (request: Request) =>
  request.operation === 'GetItem' && sortKeyOf(request).startsWith('ORDER#');
/** A placed order's entry replaced (a change recorded). */
const isAmend = (request: Request) =>
  request.operation === 'UpdateItem' &&
  sortKeyOf(request).startsWith('ORDER#') &&
  String(fields(request).UpdateExpression).includes('#entry');

describe('DynamoDB answering a write late, after it was applied', () => {
  let proxy: SlowDynamoProxy;
  let bot: TestBot;
  let events: TurnEvent[];
  let commands: Request[];
  const sent = (matches: (request: Request) => boolean) => commands.filter(matches).length;

  beforeEach(async () => {
    proxy = await startSlowDynamoProxy(String(process.env.TEST_DYNAMODB_ENDPOINT));
    bot = await startTestBot({ now: clock, dynamo: { endpoint: proxy.endpoint, timeoutMs: ATTEMPT_MS } });
    events = [];
    Object.assign(bot.bot, { log: (event: TurnEvent) => events.push(event) });
    commands = [];
    aroundSends(bot.bot.dynamoClient, (command, next) => {
      commands.push(command);
      return next();
    });
  });
  afterEach(async () => {
    await bot.close();
    await proxy.close();
  });

  it(
    'an order whose claim is answered late is placed once: one order, one ledger record, no unknown outcome',
    async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot);
      const attempts = proxy.count(isClaim);
      proxy.answerLate(isClaim, LATE_MS);
      await bot.click('Place order');

      expect(proxy.count(isClaim) - attempts).toBeGreaterThanOrEqual(2);
      expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
      expect(bot.text()).not.toContain("can't tell whether it went through");
      expect(requestsTo(bot, '/service-order')).toHaveLength(1);
      expect(bot.sandbox.orders).toHaveLength(1);
      const records = await bot.ledger.listByCustomer(DANA_ID, 10);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ status: 'PLACED', orderId: bot.sandbox.orders[0]?.id });
    },
    TEST_MS,
  );

  it(
    'a change whose ledger write is answered late is sent once, recorded, and costs what one answered at once does',
    async () => {
      await bot.signIn(DANA);
      await orderToSummary(bot);
      await bot.click('Place order');
      const orderId = Number(/order #(\d+) is placed/.exec(bot.text())?.[1]);
      /** Moves the pickup to `weekday`: the window picked, and the ledger's reads and amends the change sent. */
      async function movePickup(weekday: string, late: boolean) {
        await bot.send({ type: 'open', word: 'reschedule', orderId });
        await bot.choose('Pickup time');
        await bot.say(weekday);
        const window = bot.option('Store driver');
        await bot.choose(window.label);
        const [reads, amends, attempts] = [sent(isLedgerRead), sent(isAmend), proxy.count(isAmend)];
        if (late) proxy.answerLate(isAmend, LATE_MS);
        await bot.choose('Make this change');
        expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);
        return {
          window,
          reads: sent(isLedgerRead) - reads,
          amends: sent(isAmend) - amends,
          retried: proxy.count(isAmend) - attempts > sent(isAmend) - amends,
        };
      }
      const onTime = await movePickup('wednesday', false);
      const late = await movePickup('friday', true);

      expect(late.retried).toBe(true);
      // No conflict: the late amend was not read again and written over.
      expect({ reads: late.reads, amends: late.amends }).toEqual({
        reads: onTime.reads,
        amends: onTime.amends,
      });
      expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(2);
      const record = await bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
      expect(record?.entry.pickup).toMatchObject({ id: Number(late.window.value), day: day(clock, 4) });
      expect(record?.entry.changes).toHaveLength(2);
    },
    TEST_MS,
  );

  it(
    'a turn whose save is answered late is saved once: no version conflict, the turn not run again',
    async () => {
      await bot.signIn(DANA);
      const partition = `CONV#${bot.key}`;
      const { version } = await bot.store.load(bot.key);
      const isSave = (request: Request) =>
        request.operation === 'UpdateItem' &&
        partitionOf(request) === partition &&
        sortKeyOf(request) === 'STATE';
      const isLoad = (request: Request) =>
        request.operation === 'Query' && partitionOf(request) === partition;
      const [loads, attempts] = [sent(isLoad), proxy.count(isSave)];
      events.length = 0;
      proxy.answerLate(isSave, LATE_MS);
      await bot.click('Start a new order');

      expect(proxy.count(isSave) - attempts).toBeGreaterThanOrEqual(2);
      expect(events.map((event) => event.outcome)).toEqual(['saved']);
      expect(sent(isLoad) - loads).toBe(1);
      expect(bot.prompt().text).toMatch(/Where should we pick up/);
      expect((await bot.store.load(bot.key)).version).toBe(version + 1);
    },
    TEST_MS,
  );
});
