/**
 * A catalogue made of its parts (lib/words/en, lib/words/es: one part per area of the bot), as one
 * object with every part's keys, in order, a later part's key winning as in a spread.
 *
 * Why not `{ ...core, ...order, … }`: a spread of some 700 keys into one object literal keeps the object's
 * fast properties and builds a hidden class per key, each copying the keys before it (8–25 ms of the
 * worker's cold start, `BENCH_CPU_PROF=<dir> npm run bench -- cold`); `Object.assign` onto a new object
 * makes it a dictionary once it is large, which a catalogue is read as anyway (by a key made at run time).
 *
 * @example const en = catalogueOf(core, order); // { 'engine.failed': '…', …, 'order.…': '…' }
 */
export function catalogueOf<const T extends readonly object[]>(...parts: T): Merged<T> {
  return Object.assign({}, ...parts) as Merged<T>;
}

/** The parts' types, together. */
type Merged<T extends readonly object[]> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;
