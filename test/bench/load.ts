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
import { startBenchStack } from './bench-stack';
import { type Customer, placeSimpleOrder, slackConversation, type TurnRecord } from './conversation';
import { type Summary, summarize } from './stats';

export const LOAD_CONVERSATIONS = 200;
/** The worker's reserved concurrency in infra/businesses/example.yml: batches in flight at once. */
export const WORKER_CONCURRENCY = 10;

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

export async function runLoad(conversations = LOAD_CONVERSATIONS): Promise<LoadResult> {
  const stack = await startBenchStack({ now: mondayMorning(), concurrency: WORKER_CONCURRENCY });
  try {
    const people = Array.from({ length: conversations }, (_, i) => {
      const n = String(i).padStart(4, '0');
      const customer: Customer = {
        phone: `646555${n}`,
        // Letters, not digits: a name with three digits in a row is taken for a phone number.
        signUp: { name: `Load Tester ${letters(i)}`, email: `load-${n}@example.com` },
      };
      return { customer, conversation: slackConversation(stack, `U0LOAD${n}`) };
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
    const loadPhones = new Set(people.map((p) => p.customer.phone));
    const ordersByPhone = new Map<string, number[]>();
    for (const order of stack.sandbox.orders) {
      const phone = phoneOf(order.serviceCustomerId);
      if (!phone || !loadPhones.has(phone)) continue;
      ordersByPhone.set(phone, [...(ordersByPhone.get(phone) ?? []), order.id]);
    }
    const ordersPlaced = [...ordersByPhone.values()].reduce((sum, ids) => sum + ids.length, 0);

    const failures: string[] = [];
    outcomes.forEach((outcome, i) => {
      const phone = people[i]?.customer.phone ?? '';
      const theirs = ordersByPhone.get(phone) ?? [];
      if (outcome.status === 'rejected') {
        const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        failures.push(`conversation ${i}: ${reason.split('\n')[0]}`);
      } else if (theirs.length !== 1 || theirs[0] !== outcome.value.orderId) {
        failures.push(
          `conversation ${i}: told order #${outcome.value.orderId}, the service has [${theirs.join(', ')}]`,
        );
      }
    });

    return {
      conversations,
      workerConcurrency: WORKER_CONCURRENCY,
      wallMs,
      turns: turns.length,
      turnsPerSecond: turns.length / (wallMs / 1000),
      latencyMs: summarize(turns.map((t) => t.latencyMs)),
      ackMs: summarize(turns.map((t) => t.ackMs)),
      ordersExpected: conversations,
      ordersPlaced,
      duplicateOrders: ordersPlaced - ordersByPhone.size,
      lostTurns: stack.tracker.lost(),
      retriedRecords: stack.tracker.counts.retried,
      failedConversations: failures.length,
      failures: failures.slice(0, 5),
    };
  } finally {
    await stack.close();
  }
}

/** 0 → `A`, 25 → `Z`, 26 → `AA`. */
function letters(n: number): string {
  const letter = String.fromCharCode(65 + (n % 26));
  return n < 26 ? letter : `${letters(Math.floor(n / 26) - 1)}${letter}`;
}
