/** oncePerTurn takes which calls to make once from the lists declared beside each port, and nothing else. */

import { oncePerTurn } from '../../../../lib/conversation/once-per-turn';
import type { FlowDeps } from '../../../../lib/flows/deps';
import { LAUNDRY_MUTATING, LAUNDRY_READING } from '../../../../lib/laundry/port';
import { LEDGER_MUTATING, LEDGER_READING } from '../../../../lib/store/order-ledger';
import { SIGN_IN_MUTATING, SIGN_IN_READING } from '../../../../lib/store/sign-in-attempts';

type Method = (...args: unknown[]) => Promise<unknown>;

const PORTS: Record<string, { mutating: readonly string[]; reading: readonly string[] }> = {
  laundry: { mutating: LAUNDRY_MUTATING, reading: LAUNDRY_READING },
  ledger: { mutating: LEDGER_MUTATING, reading: LEDGER_READING },
  signInAttempts: { mutating: SIGN_IN_MUTATING, reading: SIGN_IN_READING },
};

describe('oncePerTurn', () => {
  it('makes every call declared mutating once across a re-run of the turn, and every reading call each time', async () => {
    const calls: Record<string, number> = {};
    const fakePort = (port: string, names: readonly string[]): Record<string, Method> =>
      Object.fromEntries(
        names.map((name) => [
          name,
          async () => {
            calls[`${port}.${name}`] = (calls[`${port}.${name}`] ?? 0) + 1;
            return name;
          },
        ]),
      );
    const deps = Object.fromEntries(
      Object.entries(PORTS).map(([port, { mutating, reading }]) => [
        port,
        fakePort(port, [...mutating, ...reading]),
      ]),
    ) as unknown as FlowDeps;
    const effects = new Map<string, Promise<unknown>>();

    for (const attempt of [oncePerTurn(deps, effects), oncePerTurn(deps, effects)]) {
      for (const [port, { mutating, reading }] of Object.entries(PORTS)) {
        const methods = attempt[port as keyof FlowDeps] as unknown as Record<string, Method>;
        for (const name of [...mutating, ...reading])
          await expect(methods[name]?.('same', 1)).resolves.toBe(name);
      }
    }

    const expected = Object.entries(PORTS).flatMap(([port, { mutating, reading }]) => [
      ...mutating.map((name) => [`${port}.${name}`, 1]),
      ...reading.map((name) => [`${port}.${name}`, 2]),
    ]);
    expect(calls).toEqual(Object.fromEntries(expected));
  });
});
