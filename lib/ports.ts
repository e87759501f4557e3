/**
 * Ports whose calls are sorted once, beside the port, into those that change the world and those that
 * only read it: a turn re-run after a version conflict makes the first kind at most once (see
 * turn/once-per-turn.ts `oncePerTurn`) and the second afresh.
 *
 * @invariant every-port-method-classified-once Every method is in exactly one list, checked when compiling: the reading list `satisfies` the
 *    methods less the mutating ones (a method in both does not compile), and `Classified` needs every
 *    method in one of them (a method in neither does not compile). A new endpoint or store method
 *    therefore does not compile until it is sorted.
 */

/**
 * `Methods`, checked to be covered by the lists `Mutating` and `Reading` (invariant every-port-method-classified-once).
 * @example export type LedgerMethod = Classified<keyof OrderLedger, typeof LEDGER_MUTATING, typeof LEDGER_READING>;
 */
export type Classified<
  Methods extends Mutating[number] | Reading[number],
  Mutating extends readonly PropertyKey[],
  Reading extends readonly PropertyKey[],
> = Methods;
