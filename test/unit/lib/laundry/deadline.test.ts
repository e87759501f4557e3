import { currentDeadline, timeLeft, withDeadline } from '../../../../lib/laundry/deadline';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('withDeadline', () => {
  it('is undefined outside a turn', () => {
    expect(currentDeadline()).toBeUndefined();
    expect(timeLeft()).toBeUndefined();
  });

  it('is seen across awaits and timers inside fn, and gone after it', async () => {
    const deadline = Date.now() + 5_000;
    const seen = await withDeadline(deadline, Date.now, async () => {
      await tick();
      const inTimer = await new Promise<number | undefined>((resolve) =>
        setTimeout(() => resolve(currentDeadline()), 1),
      );
      return { afterAwait: currentDeadline(), inTimer, left: timeLeft() };
    });
    expect(seen.afterAwait).toBe(deadline);
    expect(seen.inTimer).toBe(deadline);
    expect(seen.left).toBeGreaterThan(4_000);
    expect(seen.left).toBeLessThanOrEqual(5_000);
    expect(currentDeadline()).toBeUndefined();
  });

  it('keeps concurrent turns apart', async () => {
    const a = Date.now() + 1_000;
    const b = Date.now() + 2_000;
    const read = async () => {
      await tick();
      return currentDeadline();
    };
    await expect(
      Promise.all([withDeadline(a, Date.now, read), withDeadline(b, Date.now, read)]),
    ).resolves.toEqual([a, b]);
  });

  it('nested: the earlier deadline applies', async () => {
    const outer = Date.now() + 1_000;
    await withDeadline(outer, Date.now, async () => {
      await expect(withDeadline(outer + 5_000, Date.now, async () => currentDeadline())).resolves.toBe(outer);
      await expect(withDeadline(outer - 500, Date.now, async () => currentDeadline())).resolves.toBe(
        outer - 500,
      );
      expect(currentDeadline()).toBe(outer);
    });
  });

  it('measures the time left on the clock the deadline was set on, not the machine clock', async () => {
    // A turn on an injected clock a year behind the machine's: its deadline is in the machine's past.
    const yearMs = 365 * 24 * 3600_000;
    const injected = () => Date.now() - yearMs;
    await withDeadline(injected() + 5_000, injected, async () => {
      expect(timeLeft()).toBeGreaterThan(4_000);
    });
    const ahead = () => Date.now() + yearMs;
    await withDeadline(Date.now() + 5_000, ahead, async () => {
      expect(timeLeft()).toBe(0);
    });
  });

  it('timeLeft is 0 once the deadline has passed', async () => {
    await withDeadline(Date.now() - 1_000, Date.now, async () => {
      expect(timeLeft()).toBe(0);
    });
  });

  it('passes the result and the rejection of fn through, synchronous throws included', async () => {
    await expect(withDeadline(Date.now() + 1_000, Date.now, async () => 42)).resolves.toBe(42);
    await expect(
      withDeadline(Date.now() + 1_000, Date.now, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
