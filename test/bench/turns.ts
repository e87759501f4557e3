/**
 * A turn in the worker, measured one at a time on the bench stack (DynamoDB engine, sandbox at zero
 * added latency, so the bot's own cost shows): the worker's time for the record, the DynamoDB
 * requests it made (reads and writes, each named), the laundry API requests, and the same record
 * handed to the worker again, as SQS redelivers it.
 *
 * Each run is three whole orders, each in a fresh conversation: on Slack as a seeded customer (sign in
 * with the texted code), on Slack as a new customer (sign up), and by SMS as a seeded customer. The
 * first runs warm the JIT of this process and of DynamoDB Local and are not counted.
 *
 * A turn's kind is what it did at the laundry service: texted a code, created a customer, signed in,
 * placed the order; else the turn opening a conversation (the first under its key: an SMS one also
 * looks for an opt-out under the key older releases gave the phone: lib/turn/run-turn.ts); every other
 * turn is ordinary. After each order its reminder is fired at its time and measured the same way (kind
 * `reminder`: a turn EventBridge Scheduler queues), for what an order costs (order-cost.ts); the turn
 * rows leave it out.
 */

import type { SQSRecord } from 'aws-lambda';
import { segmentInfo } from '../../lib/channels/sms/gsm7';
import { STATS_SK } from '../../lib/store/keys';
import type { BenchStack } from './bench-stack';
import {
  type Conversation,
  type Customer,
  placeSimpleOrder,
  slackConversation,
  smsConversation,
  type TurnRecord,
} from './conversation';

export const TURN_RUNS = 3;
const WARM_UP_RUNS = 2;
const DANA = '2125550101';

export type TurnKind =
  | 'ordinary'
  | 'opening'
  | 'code sent'
  | 'account created'
  | 'signed in'
  | 'placed'
  | 'reminder';
export type Channel = 'slack' | 'sms';

export interface TurnSample {
  channel: Channel;
  /** The order signs a new customer up (else a seeded one signs in). */
  newCustomer: boolean;
  input: string;
  kind: TurnKind;
  /** The worker's time for the record (the turn, its delivery, the batch processor around it). */
  workerMs: number;
  /** Request → ack → queue → worker done. */
  latencyMs: number;
  /** The HTTP handler's time, from the request to the ack. */
  ackMs: number;
  reads: number;
  writes: number;
  /** DynamoDB capacity units the worker's requests consumed, as the engine reports them. */
  readUnits: number;
  writeUnits: number;
  /** What the platforms count: the turn's own text (SMS), the texts sent, the messages posted or updated (Slack). */
  segmentsIn: number;
  textsOut: number;
  segmentsOut: number;
  slackPosts: number;
  /** Reminders the turn scheduled. */
  remindersScheduled: number;
  /** Each DynamoDB request, `Query` or `PutItem NOTE`. */
  dynamo: string[];
  /** Each laundry API request, `GET stores/:id/services`. */
  laundry: string[];
  /** GETs this conversation had already made with the same path and query. */
  repeatedGets: string[];
  redelivery: { reads: number; writes: number; laundry: number; repliesSent: number };
}

interface Plan {
  channel: Channel;
  customer: Customer;
  conversation: Conversation;
}

function plans(stack: BenchStack, run: number): Plan[] {
  const fresh: Customer = {
    phone: `6465552${String(run).padStart(3, '0')}`,
    signUp: { name: 'Bench Newcomer', email: `bench-${run}@example.com` },
  };
  return [
    {
      channel: 'slack',
      customer: { phone: DANA },
      conversation: slackConversation(stack, `U0BENCHIN${run}`),
    },
    {
      channel: 'slack',
      customer: fresh,
      conversation: slackConversation(stack, `U0BENCHUP${run}`),
    },
    {
      channel: 'sms',
      customer: { phone: DANA },
      // A business number per run: the phone alone would resume the last run's conversation.
      conversation: smsConversation(stack, DANA, `+1500555${String(1000 + run)}`),
    },
  ];
}

export async function measureTurns(stack: BenchStack): Promise<TurnSample[]> {
  const samples: TurnSample[] = [];
  let batches: { records: SQSRecord[]; ms: number }[] = [];
  const stop = stack.onBatch((records, ms) => batches.push({ records, ms }));
  try {
    for (let run = 0; run < WARM_UP_RUNS + TURN_RUNS; run++) {
      for (const plan of plans(stack, run)) {
        const fetched = new Set<string>();
        let mark = marks(stack);
        let opening = true;
        batches = [];
        await placeSimpleOrder(stack, plan.conversation, plan.customer, async (turn) => {
          const sample = await measureOne(
            stack,
            { channel: plan.channel, opening, newCustomer: Boolean(plan.customer.signUp) },
            turn,
            mark,
            batches,
            fetched,
          );
          opening = false;
          if (run >= WARM_UP_RUNS) samples.push(sample);
          mark = marks(stack);
          batches = [];
        });
        // The order's reminders, each at its time: a turn EventBridge Scheduler queues, not a person.
        for (const due of stack.reminders.pending().filter((r) => r.key === plan.conversation.key)) {
          await stack.reminders.comeDue(due.at);
          await stack.queue.drain();
          const reminder = { input: `[reminder: ${due.leg}]`, messageId: '', ackMs: 0, latencyMs: 0 };
          const sample = await measureOne(
            stack,
            { channel: plan.channel, opening: false, newCustomer: Boolean(plan.customer.signUp) },
            reminder,
            mark,
            batches,
            fetched,
          );
          if (run >= WARM_UP_RUNS)
            samples.push({
              ...sample,
              kind: 'reminder',
              segmentsIn: 0,
              // Its own schedule is gone once fired: only a reminder it set anew counts.
              remindersScheduled: Math.max(0, sample.remindersScheduled + 1),
            });
          mark = marks(stack);
          batches = [];
        }
      }
    }
  } finally {
    stop();
  }
  return samples;
}

interface Marks {
  dynamo: number;
  laundry: number;
  slackCalls: number;
  texts: number;
  reminders: number;
}

function marks(stack: BenchStack): Marks {
  return {
    dynamo: stack.dynamoCalls.length,
    laundry: stack.sandbox.requests.length,
    slackCalls: stack.slackApi.calls.length,
    texts: stack.twilio.messages.length,
    reminders: stack.reminders.pending().length,
  };
}

async function measureOne(
  stack: BenchStack,
  conversation: { channel: Channel; opening: boolean; newCustomer: boolean },
  turn: TurnRecord,
  mark: Marks,
  batches: { records: SQSRecord[]; ms: number }[],
  fetched: Set<string>,
): Promise<TurnSample> {
  const [batch, ...more] = batches;
  if (!batch || more.length > 0 || batch.records.length !== 1)
    throw new Error(`"${turn.input}" was not one record in one batch: ${batches.length} batches`);
  const dynamo = stack.dynamoCalls.slice(mark.dynamo);
  const sent = stack.twilio.messages.slice(mark.texts).filter((m) => m.sid);
  const posts = stack.slackApi.calls
    .slice(mark.slackCalls)
    .filter((c) => c.method === 'chat.postMessage' || c.method === 'chat.update');
  const remindersScheduled = stack.reminders.pending().length - mark.reminders;
  const requests = stack.sandbox.requests.slice(mark.laundry);
  const laundry = requests.map((r) => `${r.method} ${pathTemplate(r.path)}`);
  const kind = kindOf(laundry, conversation.opening);
  const repeatedGets: string[] = [];
  for (const { method, path, query } of requests) {
    if (method !== 'GET') continue;
    const get = `${path}?${query}`;
    const named = `GET ${pathTemplate(path)}`;
    // The card's payment token is read again to place the order: the state never keeps it.
    if (fetched.has(get) && !(kind === 'placed' && named === PAYMENT_TOKEN_READ)) repeatedGets.push(named);
    fetched.add(get);
  }

  // The same record again, as SQS hands it over when its deletion was lost: nothing may happen twice.
  const again = marks(stack);
  const record = batch.records[0] as SQSRecord;
  const response = await stack.worker([
    { ...record, attributes: { ...record.attributes, ApproximateReceiveCount: '2' } },
  ]);
  if (response.batchItemFailures.length > 0) throw new Error(`the redelivered "${turn.input}" failed`);
  const redone = stack.dynamoCalls.slice(again.dynamo);
  return {
    channel: conversation.channel,
    newCustomer: conversation.newCustomer,
    input: turn.input,
    kind,
    workerMs: batch.ms,
    latencyMs: turn.latencyMs,
    ackMs: turn.ackMs,
    // The turn's own requests; the day's counters' one ADD after it (`STATS_SK`, bot-stats.ts) is
    // issue 39's, counted in the units below but not against the turn's one read and one write.
    reads: dynamo.filter((c) => c.read && c.items !== STATS_SK).length,
    writes: dynamo.filter((c) => !c.read && c.items !== STATS_SK).length,
    readUnits: dynamo.reduce((sum, c) => sum + c.readUnits, 0),
    writeUnits: dynamo.reduce((sum, c) => sum + c.writeUnits, 0),
    segmentsIn: conversation.channel === 'sms' ? segmentInfo(turn.input).segments : 0,
    textsOut: sent.length,
    segmentsOut: sent.reduce((sum, m) => sum + segmentInfo(m.body).segments, 0),
    slackPosts: posts.length,
    remindersScheduled,
    dynamo: dynamo.map((c) => (c.items ? `${c.op} ${c.items}` : c.op)),
    laundry,
    repeatedGets,
    redelivery: {
      reads: redone.filter((c) => c.read).length,
      writes: redone.filter((c) => !c.read).length,
      laundry: stack.sandbox.requests.length - again.laundry,
      repliesSent:
        stack.slackApi.calls.filter((c, i) => i >= again.slackCalls && /^chat\./.test(c.method)).length +
        (stack.twilio.messages.length - again.texts),
    },
  };
}

/** The one GET a conversation may repeat: the card's token, read when the order is placed. */
export const PAYMENT_TOKEN_READ = 'GET customers/payment-methods';
/** The GET never kept in a conversation (lib/turn/kept-reads.ts keeps no delivery windows): the windows fill up by the minute. */
export const WINDOWS_READ = 'GET stores/:id/delivery-windows';

/**
 * A second order in one conversation, placed right after the first (a seeded customer on Slack): the
 * GETs it repeats of the first's, but for the windows (`WINDOWS_READ`) and the one read of the cards'
 * payment tokens at placing. The lists are kept in the conversation for 10 minutes
 * (lib/turn/kept-reads.ts), so there should be none.
 */
export async function measureSecondOrder(stack: BenchStack): Promise<string[]> {
  const conversation = slackConversation(stack, 'U0BENCHTWICE');
  const gets = (from: number, to?: number) =>
    stack.sandbox.requests.slice(from, to).filter((request) => request.method === 'GET');
  const first = stack.sandbox.requests.length;
  await placeSimpleOrder(stack, conversation, { phone: DANA });
  const second = stack.sandbox.requests.length;
  await placeSimpleOrder(stack, conversation, { phone: DANA });
  const fetched = new Set(gets(first, second).map(({ path, query }) => `${path}?${query}`));
  const repeated = gets(second)
    .filter(({ path, query }) => fetched.has(`${path}?${query}`))
    .map(({ path }) => `GET ${pathTemplate(path)}`)
    .filter((named) => named !== WINDOWS_READ);
  const placing = repeated.indexOf(PAYMENT_TOKEN_READ);
  return placing < 0 ? repeated : repeated.filter((_, i) => i !== placing);
}

function kindOf(laundry: string[], opening: boolean): TurnKind {
  if (laundry.includes('POST service-order')) return 'placed';
  if (laundry.includes('POST customers')) return 'account created';
  if (laundry.includes('POST verify-otp')) return 'signed in';
  if (laundry.includes('POST request-otp')) return 'code sent';
  return opening ? 'opening' : 'ordinary';
}

/** `/api/v1/common/stores/101/services` → `stores/:id/services`. */
function pathTemplate(path: string): string {
  return path.replace(/^\/api\/v1\/(common|auth)\//, '').replace(/\/\d+(?=\/|$)/g, '/:id');
}
