/**
 * A module-level value built the first time it is read, not when its module loads: `lazy(() => …)`
 * gives a function that builds the value on its first call and returns that same value ever after.
 *
 * Why: every Lambda bundle loads every module it holds, and a table or a regular expression built at a
 * module's top level is built at every cold start, whether or not a turn reads it. A regular expression
 * made with `new RegExp(…)` is parsed when it is made, and one with the `u` and `i` flags and a class of
 * `\p{…}` properties costs milliseconds there (its case-insensitive class worked out over all of
 * Unicode): the personal-detail masks (dialog/mask-phone.ts), read only when a missed reply is kept,
 * were built at every cold start of the worker, the address's alone about 5 ms of CPU.
 * What a turn reads anyway gains nothing from it: this is for what most cold starts never read.
 * Zod schemas have their own (lazy-schema.ts), which keeps the schema's type and methods.
 *
 * A global (`g`) expression is one object still, its `lastIndex` shared as before.
 *
 * @example
 * const ADDRESS = lazy(() => new RegExp(`…`, 'giu'));
 * text.replace(ADDRESS(), '‹address›'); // built here, once
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T | undefined;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
