/**
 * A turn's side effects made at most once (invariant conflict-reruns-without-repeating-effects): a turn re-run after a version conflict
 * gets the first attempt's results instead of making them again.
 */
import type { FlowDeps } from '../flows/deps';
import { LAUNDRY_MUTATING } from '../laundry/port';
import { LEDGER_MUTATING } from '../store/order-ledger';
import { SIGN_IN_MUTATING } from '../store/sign-in-attempts';

/**
 * The dialog's ports with every side effect made at most once per `effects` map: a turn re-run after a
 * version conflict gets the first attempt's result (or failure) instead of texting a second code,
 * creating a second customer or sending a second order. Reads are not kept: a re-run reads afresh.
 * Which calls are side effects is declared beside each port (`LAUNDRY_MUTATING`, `LEDGER_MUTATING`,
 * `SIGN_IN_MUTATING`).
 */
export function oncePerTurn(deps: FlowDeps, effects: Map<string, Promise<unknown>>): FlowDeps {
  function once<A extends unknown[], R>(
    name: string,
    fn: (...args: A) => Promise<R>,
  ): (...args: A) => Promise<R> {
    return (...args: A) => {
      const key = `${name}:${JSON.stringify(args)}`;
      let made = effects.get(key) as Promise<R> | undefined;
      if (!made) {
        made = fn(...args);
        effects.set(key, made);
      }
      return made;
    };
  }
  /** The port with each of its `mutating` methods made once. */
  function onceEach<P, K extends keyof P & string>(port: P, mutating: readonly K[]): P {
    const wrapped = { ...port };
    for (const name of mutating) {
      const method = port[name] as (...args: unknown[]) => Promise<unknown>;
      wrapped[name] = once(name, method.bind(port)) as P[K];
    }
    return wrapped;
  }
  return {
    ...deps,
    laundry: onceEach(deps.laundry, LAUNDRY_MUTATING),
    ledger: onceEach(deps.ledger, LEDGER_MUTATING),
    signInAttempts: onceEach(deps.signInAttempts, SIGN_IN_MUTATING),
  };
}
