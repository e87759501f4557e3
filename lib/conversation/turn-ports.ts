/**
 * The ports as one turn's dialog sees them, made afresh for each attempt of the turn from the ports
 * built once per container. What they did comes back as a value (`PortsDid`), read once the dialog
 * stepped: no array is shared with the turn. The laundry service: its side effects made at most once
 * per turn (once-per-turn.ts), its lists answered from those the state kept (kept-reads.ts). The
 * ledger: a placed order whose PLACED write fails is kept for the turn to settle later (invariant
 * placed-order-settled-later), and a record the turn was handed already read (a reminder's order,
 * invariant reminder-reads-its-order-once) is not read again. The reminders: one scheduled for the
 * turn's own conversation carries that Conversation value, so the worker reads no key when it fires
 * (invariant reminder-carries-its-conversation).
 *
 * @invariant reminder-carries-its-conversation A reminder scheduled by a turn of the conversation that placed the order carries that conversation; one scheduled for another conversation (staff changing a customer's order, by the ledger's stored `placedBy` key) carries the key only, read when it fires by the migration reader (stored-key.ts).
 */
import type { FlowDeps } from '../flows/deps';
import type { OrderToSettle } from '../orders/settle-placed';
import type { LedgerRecord, OrderLedger, ReadOptions } from '../store/order-ledger';
import { type Conversation, keyOf } from './conversation';
import { type KeptRead, KeptReads } from './kept-reads';
import { oncePerTurn } from './once-per-turn';

/** What one attempt's ports are made for. */
export interface PortsFor {
  /** The turn's own conversation. */
  conversation: Conversation;
  /** The side effects of the turn's attempts so far, by call (once-per-turn.ts): kept across attempts. */
  effects: Map<string, Promise<unknown>>;
  /** The service's lists the state kept (kept-reads.ts); none for a conversation starting afresh. */
  kept: readonly KeptRead[] | undefined;
  /** Records already read for this turn (a reminder's order), as the ledger has them now. */
  known: readonly LedgerRecord[];
  /** The bot's clock, for the kept lists' age. */
  now: () => Date;
}

/** What one attempt's ports did, read once its dialog stepped. */
export interface PortsDid {
  /** The placed orders whose PLACED write failed (invariant placed-order-settled-later). */
  unsettled: OrderToSettle[];
  /** The service's lists to keep in the state (kept-reads.ts); undefined for none. */
  kept: KeptRead[] | undefined;
  /** Whether the turn made a side effect (a code texted, a customer created, an order sent), in this attempt or an earlier one. */
  sideEffects: boolean;
}

/**
 * The dialog's ports for one attempt of a turn, and what they did.
 * @example const ports = portsOfTurn(bot.ports.customer, { conversation, effects, kept: undefined, known: [], now }); await engine.step(args, ports.deps); ports.did();
 */
export function portsOfTurn(deps: FlowDeps, turn: PortsFor): { deps: FlowDeps; did(): PortsDid } {
  const kept = new KeptReads(() => turn.now().getTime());
  kept.start(turn.kept);
  const unsettled: OrderToSettle[] = [];
  const once = oncePerTurn({ ...deps, laundry: kept.wrap(deps.laundry) }, turn.effects);
  // Outside the once-per-turn wrapper: a failure it replays to a re-run is kept again by that attempt.
  const ledger = ledgerOfTurn(once.ledger, turn.known, unsettled);
  const reminders = once.reminders && remindersOfTurn(once.reminders, turn.conversation);
  return {
    deps: { ...once, ledger, ...(reminders ? { reminders } : {}) },
    did: () => ({ unsettled: [...unsettled], kept: kept.toSave(), sideEffects: turn.effects.size > 0 }),
  };
}

/** `reminders` with one for the turn's own conversation carrying it (invariant reminder-carries-its-conversation). */
function remindersOfTurn(
  reminders: NonNullable<FlowDeps['reminders']>,
  conversation: Conversation,
): NonNullable<FlowDeps['reminders']> {
  const own = keyOf(conversation);
  return {
    ...reminders,
    schedule: (spec) => reminders.schedule(spec.key === own ? { ...spec, conversation } : spec),
  };
}

/** `ledger` with a failed PLACED write kept in `unsettled` (then thrown as before), and a known record answered without a read. */
function ledgerOfTurn<L extends Pick<OrderLedger, 'settle' | 'getByOrderId'>>(
  ledger: L,
  known: readonly LedgerRecord[],
  unsettled: OrderToSettle[],
): L {
  return {
    ...ledger,
    settle: (serviceCustomerId, confirmationId, outcome) =>
      ledger.settle(serviceCustomerId, confirmationId, outcome).catch((error: unknown) => {
        if (outcome.status === 'PLACED')
          unsettled.push({ serviceCustomerId, confirmationId, orderId: outcome.orderId });
        throw error;
      }),
    getByOrderId: async <E>(orderId: number, options?: ReadOptions<E>) => {
      const record = known.find((one) => one.status === 'PLACED' && one.orderId === orderId);
      if (!record) return ledger.getByOrderId(orderId, options);
      const parse = options?.parse;
      const entry = !parse
        ? record.entry
        : typeof parse === 'function'
          ? parse(record.entry)
          : parse.parse(record.entry);
      return { ...record, entry } as LedgerRecord<E>;
    },
  };
}

/** `known` with the records of the orders just settled marked PLACED, as the ledger now has them. */
export function settledIn(known: readonly LedgerRecord[], settled: readonly OrderToSettle[]): LedgerRecord[] {
  return known.map((record) => {
    const order = settled.find((one) => one.confirmationId === record.confirmationId);
    return order ? { ...record, status: 'PLACED', orderId: order.orderId } : record;
  });
}
