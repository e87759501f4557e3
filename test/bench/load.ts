/**
 * Load: many people ordering on Slack at the same moment, through the whole path (signed request →
 * Slack handler → in-process FIFO queue → worker → Slack Web API recorder), against the sandbox and
 * the DynamoDB engine.
 *
 * Each conversation signs up a customer of its own (the sandbox seeds only a few, and one phone's
 * texted code cannot serve many sign-ins at once), so "orders placed" is well-defined: every new
 * customer must end with exactly one order at the service, and that order is the one its DM was told
 * about. A duplicate is a second order for one customer; a lost turn is one the handler acked and the
 * worker never finished.
 */

import { mondayMorning } from '../support/clock';
import { BUSINESS_NUMBER } from '../support/sms-stack';
import { type BenchStack, startBenchStack } from './bench-stack';
import {
  type Conversation,
  type Customer,
  placeSimpleOrder,
  slackConversation,
  smsConversation,
  type TurnRecord,
} from './conversation';
import { type Summary, summarize } from './stats';

export const LOAD_CONVERSATIONS = 200;
/** The worker's reserved concurrency in infra/businesses/example.yml: batches in flight at once. */
export const WORKER_CONCURRENCY = 10;
/** The load runs once per worker concurrency: as deployed, and five times that. */
export const LOAD_CONCURRENCIES = [WORKER_CONCURRENCY, 50] as const;

export interface LoadResult {
  conversations: number;
  workerConcurrency: number;
  wallMs: number;
  turns: number;
  turnsPerSecond: number;
  /** Request → ack → queue → worker done, per turn. */
  latencyMs: Summary;
  ackMs: Summary;
  ordersExpected: number;
  ordersPlaced: number;
  duplicateOrders: number;
  lostTurns: number;
  /** Records the worker failed and the queue handed it again (each still finished once). */
  retriedRecords: number;
  /** Conversations that did not end with their own order confirmed (the first few reasons). */
  failedConversations: number;
  failures: string[];
}

export async function runLoad(
  conversations = LOAD_CONVERSATIONS,
  workerConcurrency = WORKER_CONCURRENCY,
): Promise<LoadResult> {
  const stack = await startBenchStack({ now: mondayMorning(), concurrency: workerConcurrency });
  try {
    const crowd = await orderAtOnce(stack, conversations, 'LOAD');
    const { turns } = crowd;
    return {
      conversations,
      workerConcurrency,
      wallMs: crowd.wallMs,
      turns: turns.length,
      turnsPerSecond: turns.length / (crowd.wallMs / 1000),
      latencyMs: summarize(turns.map((t) => t.latencyMs)),
      ackMs: summarize(turns.map((t) => t.ackMs)),
      ordersExpected: conversations,
      ordersPlaced: crowd.ordersPlaced,
      duplicateOrders: crowd.duplicateOrders,
      lostTurns: stack.tracker.lost(),
      retriedRecords: stack.tracker.counts.retried,
      failedConversations: crowd.failures.length,
      failures: crowd.failures.slice(0, 5),
    };
  } finally {
    await stack.close();
  }
}

/** What many people ordering at once got, checked against what the service recorded. */
export interface Crowd {
  wallMs: number;
  turns: TurnRecord[];
  ordersPlaced: number;
  /** Orders beyond the first of a customer. */
  duplicateOrders: number;
  /** Conversations that ended with their own order, the only one at the service, with no answer given twice and no apology. */
  clean: number;
  /** Conversations that did not end with their own order confirmed, and why. */
  failures: string[];
  /** Each person, in order: who they are, their conversation, and the order they were told of. */
  people: { customer: Customer; conversation: Conversation; orderId?: number }[];
}

/** Where a person orders: their Slack DM, or by text to the business number. */
export type Channel = 'slack' | 'sms';

/**
 * `conversations` new customers (phones 646555nnnn, Slack users U0<tag>nnnn) each signing up and
 * ordering at the same moment, on the channel `channelOf` gives the i-th (Slack unless said; by SMS
 * from their own phone to BUSINESS_NUMBER); every one waits only for its own turns.
 */
export async function orderAtOnce(
  stack: BenchStack,
  conversations: number,
  tag: string,
  channelOf: (i: number) => Channel = () => 'slack',
): Promise<Crowd> {
  const people = Array.from({ length: conversations }, (_, i) => {
    const n = String(i).padStart(4, '0');
    const customer: Customer = {
      phone: `646555${n}`,
      signUp: { name: nameOf(i), email: `${tag.toLowerCase()}-${n}@example.com` },
    };
    const conversation =
      channelOf(i) === 'sms'
        ? smsConversation(stack, customer.phone, BUSINESS_NUMBER)
        : slackConversation(stack, `U0${tag}${n}`);
    return { customer, conversation };
  });
  const turns: TurnRecord[] = [];
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    people.map(({ customer, conversation }) =>
      placeSimpleOrder(stack, conversation, customer, (turn) => {
        turns.push(turn);
      }),
    ),
  );
  const wallMs = performance.now() - started;
  await stack.queue.drain();

  // The service's side: every order of the customers these conversations created, by phone.
  const phoneOf = (customerId: number) => stack.sandbox.customer(customerId)?.phoneNumber;
  const phones = new Set(people.map((p) => p.customer.phone));
  const ordersByPhone = new Map<string, number[]>();
  for (const order of stack.sandbox.orders) {
    const phone = phoneOf(order.serviceCustomerId);
    if (!phone || !phones.has(phone)) continue;
    ordersByPhone.set(phone, [...(ordersByPhone.get(phone) ?? []), order.id]);
  }
  const ordersPlaced = [...ordersByPhone.values()].reduce((sum, ids) => sum + ids.length, 0);

  const failures: string[] = [];
  let clean = 0;
  outcomes.forEach((outcome, i) => {
    const person = people[i];
    const theirs = ordersByPhone.get(person?.customer.phone ?? '') ?? [];
    if (outcome.status === 'rejected') {
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      failures.push(`conversation ${i}: ${reason.split('\n')[0]}`);
    } else if (theirs.length !== 1 || theirs[0] !== outcome.value.orderId) {
      failures.push(
        `conversation ${i}: told order #${outcome.value.orderId}, the service has [${theirs.join(', ')}]`,
      );
    } else if (outcome.value.repeated === 0 && !APOLOGY.test(person?.conversation.transcript() ?? '')) {
      clean++;
    }
  });
  return {
    wallMs,
    turns,
    ordersPlaced,
    duplicateOrders: ordersPlaced - ordersByPhone.size,
    clean,
    failures,
    people: people.map((person, i) => {
      const outcome = outcomes[i];
      return outcome?.status === 'fulfilled' ? { ...person, orderId: outcome.value.orderId } : person;
    }),
  };
}

/** The words of a turn that gave up on the laundry service (lib/dialog/asking.ts). */
const APOLOGY = /isn't answering/;

const FIRST_NAMES =
  'Ana Bo Carla Dev Elena Femi Gus Hana Ivan Jade Kofi Lena Marco Nia Omar Pia Quinn Rosa Sam Tomas'.split(
    ' ',
  );
const LAST_NAMES =
  'Lima Kim Reyes Patel Soto Adeyemi Berg Sato Petrov Wu Mensah Fischer Rossi Clarke Haddad'.split(' ');

/**
 * A person's name as people type one, a different one for each of 300 people. Not "Load Tester AM": the
 * bot reads names as people write them, and a name that ends in "am" or "es" reads as a sentence.
 */
function nameOf(i: number): string {
  return `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`;
}
