import { localClock } from '../../../../infra/local/local-clock';

/** A machine clock that a test moves by hand. */
function machine(at: number) {
  const clock = { at, now: () => clock.at };
  return clock;
}

describe("the local stack's clock", () => {
  it("is the machine's without LOCAL_CLOCK_START", () => {
    const host = machine(Date.parse('2026-11-28T23:00:00Z'));
    const now = localClock({}, host.now);
    expect(now.startedAt).toBeUndefined();
    expect(now().toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });

  it('starts at LOCAL_CLOCK_START and runs at the machine’s speed from there', () => {
    const host = machine(Date.parse('2026-11-28T23:00:00Z'));
    const now = localClock({ LOCAL_CLOCK_START: '2026-12-07T22:00:00-05:00' }, host.now);
    expect(now.startedAt).toBe(Date.parse('2026-12-08T03:00:00Z'));
    expect(now().toISOString()).toBe('2026-12-08T03:00:00.000Z');
    host.at += 90_000;
    expect(now().toISOString()).toBe('2026-12-08T03:01:30.000Z');
  });

  it('refuses an instant without its offset, or none at all, naming the variable', () => {
    const host = machine(Date.parse('2026-11-28T23:00:00Z'));
    expect(() => localClock({ LOCAL_CLOCK_START: '2026-12-07T22:00:00' }, host.now)).toThrow(
      'LOCAL_CLOCK_START=2026-12-07T22:00:00 is no instant',
    );
    expect(() => localClock({ LOCAL_CLOCK_START: 'next monday' }, host.now)).toThrow(RangeError);
  });

  it("refuses an instant before now: the table's expiry times would be in the machine's past", () => {
    const host = machine(Date.parse('2026-11-28T23:00:00Z'));
    expect(() => localClock({ LOCAL_CLOCK_START: '2026-11-27T10:00:00Z' }, host.now)).toThrow(
      /is before now/,
    );
  });
});
