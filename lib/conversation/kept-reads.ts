/**
 * Lists the laundry service answered, kept in the conversation's state for a short while, so a second
 * order, a change or the products list in the same conversation does not fetch them again.
 *
 * @invariant kept-lists-only Kept: the answers of the endpoints in `LAUNDRY_KEPT` (the store for an address, its services, its
 *    delivery settings and products, the customer's addresses and cards: nothing the bot can change),
 *    each for `KEPT_READS_MS` (10 minutes) from when it was fetched, on the turn's clock. An older one
 *    is fetched again, and dropped from the state.
 * @invariant empty-address-list-not-kept An empty address list is not kept: it is what the laundry's staff are expected to fill
 *    (invariant no-address-says-what-next), so "Try again" and the hand-back read it afresh.
 * @invariant tokens-and-windows-never-kept Not kept: the payment methods with their payment tokens (`listPaymentMethods`, read to place or
 *    change an order; the cards are kept as `listCards` answers them, without tokens), delivery windows
 *    (they fill up by the minute), the preference choices (they carry the customer's own selections,
 *    which the bot changes). Nothing that changes anything.
 * @invariant kept-by-endpoint-and-argument-hash A kept answer is found by its endpoint and a hash of its arguments, the session token among them:
 *    another sign-in never finds this one's lists, and the token is not written down.
 * @invariant failed-call-keeps-nothing A call that fails keeps nothing; two calls alike in one turn make one request.
 * @invariant kept-state-stays-small An answer larger than `MAX_KEPT_CHARS` as JSON (a long product list) is used but not kept, and at
 *    most `MAX_KEPT_READS` are kept, the newest (staff look up many customers), so the state item stays
 *    small.
 * @invariant not-found-drops-everything-kept Any call the service answers "not found" (an order naming an address since removed) drops
 *    everything kept: what was kept may be what is gone, and the next question shows the lists afresh.
 * @invariant sign-in-keeps-nothing A turn that signs someone in or out keeps nothing (invariant kept-reads-per-attempt): one customer's addresses
 *    are not left in a conversation another has taken over.
 */
import { createHash } from 'node:crypto';
import { isLaundryApiError } from '../laundry/errors';
import { LAUNDRY_MUTATING, LAUNDRY_READING, type LaundryPort } from '../laundry/port';

/** How long a kept list is used: short enough that a change made elsewhere shows within minutes. */
export const KEPT_READS_MS = 10 * 60_000;
/** The largest answer kept, in characters of JSON. */
export const MAX_KEPT_CHARS = 16_000;
/** The most answers a conversation keeps. */
export const MAX_KEPT_READS = 12;

/** The reads kept (invariant kept-lists-only); the other reads are made every time (invariant tokens-and-windows-never-kept). */
export const LAUNDRY_KEPT = [
  'findStore',
  'listServices',
  'getDeliverySettings',
  'listProducts',
  'listAddresses',
  'listCards',
] as const satisfies readonly (typeof LAUNDRY_READING)[number][];

/** Answers of a kept endpoint that are not kept (invariant empty-address-list-not-kept). */
const NOT_KEPT: Partial<Record<string, (value: unknown) => boolean>> = {
  listAddresses: (value) => Array.isArray(value) && value.length === 0,
};

/** One kept answer, as the state stores it. */
export interface KeptRead {
  /** `<endpoint>:<hash of the arguments>`. */
  key: string;
  /** When it was fetched (epoch ms, the turn's clock). */
  at: number;
  value: unknown;
}

/**
 * A turn attempt's kept reads: started from the loaded state's, added to by the calls the turn makes,
 * and given back for the state to save.
 */
export class KeptReads {
  private kept = new Map<string, KeptRead>();
  private pending = new Map<string, Promise<unknown>>();

  constructor(private readonly now: () => number) {}

  /** Starts an attempt from what the state kept, dropping what is too old (invariant kept-lists-only). */
  start(stored: readonly KeptRead[] | undefined): void {
    this.pending.clear();
    this.kept = new Map(
      (stored ?? []).filter((read) => this.fresh(read)).map((read) => [read.key, read] as const),
    );
  }

  /** What to save with the state: the reads still fresh; none at all is undefined. */
  toSave(): KeptRead[] | undefined {
    const fresh = [...this.kept.values()]
      .filter((read) => this.fresh(read))
      .sort((a, b) => a.at - b.at)
      .slice(-MAX_KEPT_READS);
    return fresh.length ? fresh : undefined;
  }

  /**
   * `port` with the reads of `LAUNDRY_KEPT` answered from here when fresh, and kept when fetched. A
   * proxy, not a copy: a port that is a class instance keeps its methods and its fields.
   */
  wrap(port: LaundryPort): LaundryPort {
    const keptEndpoints = new Set<string>(LAUNDRY_KEPT);
    const endpoints = new Set<string>([...LAUNDRY_MUTATING, ...LAUNDRY_READING]);
    return new Proxy(port, {
      get: (target, name, receiver) => {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof name !== 'string' || !endpoints.has(name) || typeof value !== 'function') return value;
        const call = (...args: unknown[]) => this.forgetOnNotFound(value.apply(target, args));
        return keptEndpoints.has(name)
          ? (...args: unknown[]) => this.read(keyOf(name, args), () => call(...args), NOT_KEPT[name])
          : call;
      },
    });
  }

  /** Drops everything kept (invariant not-found-drops-everything-kept). */
  private forgetOnNotFound<T>(made: Promise<T>): Promise<T> {
    return made.catch((error: unknown) => {
      if (isLaundryApiError(error, 'not_found')) {
        this.kept.clear();
        this.pending.clear();
      }
      throw error;
    });
  }

  private read(
    key: string,
    fetch: () => Promise<unknown>,
    notKept: (value: unknown) => boolean = () => false,
  ): Promise<unknown> {
    const kept = this.kept.get(key);
    // A copy: a step that changes what it was given must not change what is kept.
    if (kept && this.fresh(kept)) return Promise.resolve(structuredClone(kept.value));
    let pending = this.pending.get(key);
    if (!pending) {
      const at = this.now();
      pending = fetch().then((value) => {
        const json = JSON.stringify(value);
        if (json !== undefined && json.length <= MAX_KEPT_CHARS && !notKept(value))
          this.kept.set(key, { key, at, value: JSON.parse(json) });
        return value;
      });
      pending.catch(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending.then((value) => structuredClone(value));
  }

  private fresh(read: KeptRead): boolean {
    const age = this.now() - read.at;
    return age >= 0 && age < KEPT_READS_MS;
  }
}

/** The key (invariant kept-by-endpoint-and-argument-hash): the endpoint, and a hash of its arguments (the session token among them). */
function keyOf(endpoint: string, args: unknown[]): string {
  return `${endpoint}:${createHash('sha256').update(JSON.stringify(args)).digest('base64url').slice(0, 22)}`;
}
