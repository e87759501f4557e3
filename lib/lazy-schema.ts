/**
 * A module-level zod schema built the first time it is used, not when its module loads.
 *
 * Why: every Lambda bundle loads every module it holds, and a zod schema is an object with dozens of
 * closures per node, so building all of them (over a thousand nodes in the worker) costs a few ms of
 * each cold start plus the garbage collections they trigger, while a turn uses a handful: the laundry
 * API's responses, the order ledger and each flow's state are parsed only on the turns that reach them
 * (`npm run bench -- cold`).
 *
 * The value stands for the schema itself (same type, same methods, `z.infer` alike), so a module
 * declares `export const fooSchema = lazySchema(() => z.object({ … }))` and nothing that uses it
 * changes. A schema built from other lazy ones (`.extend`, `z.array(…)`) is wrapped too, or it would
 * build them at load.
 *
 * @example
 * export const itemSchema = lazySchema(() => z.object({ id: z.number() }));
 * itemSchema.parse({ id: 1 }); // built here, once
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
