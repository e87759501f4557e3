/**
 * The dialog's ports as one attempt of a turn makes them (lib/conversation/turn-ports.ts): what they
 * did comes back as a value, and nothing is shared with the turn but its effects across attempts.
 */
import { keyOf } from '../../../../lib/conversation/conversation';
import { portsOfTurn, settledIn } from '../../../../lib/conversation/turn-ports';
import type { ReminderSpec } from '../../../../lib/reminders/reminders';
import type { LedgerRecord } from '../../../../lib/store/order-ledger';
import { createFakeWorld, FAKE } from '../../../support/fake-ports';
import { AT, DM } from '../../../support/turn-context';

const now = () => AT;
const none = { kept: undefined, known: [], now };

/** A fake port as the production ports are made: an object of functions (its class's methods, bound). */
function plain<T extends object>(port: T): T {
  const names = new Set<string>();
  for (let at: object | null = port; at && at !== Object.prototype; at = Object.getPrototypeOf(at))
    for (const name of Object.getOwnPropertyNames(at)) names.add(name);
  const methods = [...names].filter(
    (name) => name !== 'constructor' && typeof (port as Record<string, unknown>)[name] === 'function',
  );
  return Object.fromEntries(
    methods.map((name) => [name, ((port as Record<string, unknown>)[name] as () => unknown).bind(port)]),
  ) as T;
}

describe('portsOfTurn', () => {
  it("gives back a placed order whose PLACED write failed, after the dialog's own failure", async () => {
    const world = createFakeWorld();
    await world.ledger.claim(1001, 'c-1', {});
    await world.ledger.claim(1001, 'c-2', {});
    const ports = portsOfTurn(world.deps, { ...none, conversation: DM, effects: new Map() });
    world.ledger.failNextSettle = true;
    await expect(ports.deps.ledger.settle(1001, 'c-1', { status: 'PLACED', orderId: 5001 })).rejects.toThrow(
      /throughput/,
    );
    world.ledger.failNextSettle = true;
    await expect(ports.deps.ledger.settle(1001, 'c-2', { status: 'UNKNOWN' })).rejects.toThrow();
    expect(ports.did()).toEqual({
      unsettled: [{ serviceCustomerId: 1001, confirmationId: 'c-1', orderId: 5001 }],
      kept: undefined,
      sideEffects: true,
    });
  });

  it("a re-run's ports replay the first attempt's side effects, and each attempt reports only its own failures", async () => {
    const world = createFakeWorld();
    await world.ledger.claim(1001, 'c-1', {});
    const effects = new Map<string, Promise<unknown>>();
    const first = portsOfTurn(world.deps, { ...none, conversation: DM, effects });
    world.ledger.failNextSettle = true;
    await first.deps.ledger.settle(1001, 'c-1', { status: 'PLACED', orderId: 5001 }).catch(() => {});
    const rerun = portsOfTurn(world.deps, { ...none, conversation: DM, effects });
    expect(rerun.did()).toEqual({ unsettled: [], kept: undefined, sideEffects: true });
    // The same write again: its failure replayed, not made twice, and kept again by this attempt.
    await rerun.deps.ledger.settle(1001, 'c-1', { status: 'PLACED', orderId: 5001 }).catch(() => {});
    expect(rerun.did().unsettled).toEqual([
      { serviceCustomerId: 1001, confirmationId: 'c-1', orderId: 5001 },
    ]);
    expect(world.ledger.records.get('1001#c-1')?.status).toBe('PENDING');
  });

  it('answers a record the turn was handed without reading the ledger', async () => {
    const world = createFakeWorld();
    const record: LedgerRecord = {
      confirmationId: 'c-1',
      serviceCustomerId: 1001,
      status: 'PLACED',
      orderId: 5001,
      entry: { kept: 'as handed' },
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    };
    const read = jest.spyOn(world.ledger, 'getByOrderId');
    const deps = { ...world.deps, ledger: plain(world.ledger) };
    const ports = portsOfTurn(deps, { ...none, known: [record], conversation: DM, effects: new Map() });
    await expect(ports.deps.ledger.getByOrderId(5001)).resolves.toEqual(record);
    expect(read).not.toHaveBeenCalled();
    await ports.deps.ledger.getByOrderId(5002);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("a reminder of the turn's own conversation carries it; one of another conversation does not", async () => {
    const scheduled: ReminderSpec[] = [];
    const reminders = {
      schedule: async (spec: ReminderSpec) => void scheduled.push(spec),
      cancel: async () => {},
    };
    const { deps } = createFakeWorld();
    const ports = portsOfTurn({ ...deps, reminders }, { ...none, conversation: DM, effects: new Map() });
    const spec = {
      orderId: 5001,
      leg: 'pickup' as const,
      serviceCustomerId: 1001,
      startTime: AT.toISOString(),
      timeZone: 'America/New_York',
    };
    await ports.deps.reminders?.schedule({ ...spec, key: keyOf(DM) });
    await ports.deps.reminders?.schedule({ ...spec, key: 'sms:+15005550006:other' });
    expect(scheduled.map((one) => one.conversation)).toEqual([DM, undefined]);
  });

  it('answers a list the state kept without asking the service, and gives back what to keep', async () => {
    const world = createFakeWorld();
    const asked = jest.spyOn(world.laundry, 'listServices');
    const deps = { ...world.deps, laundry: plain(world.laundry) };
    const first = portsOfTurn(deps, { ...none, conversation: DM, effects: new Map() });
    const services = await first.deps.laundry.listServices(FAKE.token, FAKE.storeId, 'place');
    const kept = first.did().kept;
    expect(kept).toHaveLength(1);
    asked.mockClear();
    const next = portsOfTurn(deps, { ...none, kept, conversation: DM, effects: new Map() });
    await expect(next.deps.laundry.listServices(FAKE.token, FAKE.storeId, 'place')).resolves.toEqual(
      services,
    );
    expect(asked).not.toHaveBeenCalled();
    expect(next.did()).toEqual({ unsettled: [], kept, sideEffects: false });
  });
});

describe('settledIn', () => {
  it('marks the records of the orders just settled PLACED, with their order ids', () => {
    const pending: LedgerRecord = {
      confirmationId: 'c-1',
      serviceCustomerId: 1001,
      status: 'PENDING',
      entry: {},
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    };
    const other = { ...pending, confirmationId: 'c-2' };
    const settled = [{ serviceCustomerId: 1001, confirmationId: 'c-1', orderId: 5001 }];
    expect(settledIn([pending, other], settled)).toEqual([
      { ...pending, status: 'PLACED', orderId: 5001 },
      other,
    ]);
  });
});
