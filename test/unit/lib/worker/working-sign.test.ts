import { startWorkingSign, type Timers, WORKING_AFTER_MS } from '../../../../lib/worker/working-sign';

/** Timers a test sets off by hand. */
function manualTimers() {
  const pending: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const timers: Timers = {
    after(ms, fire) {
      const timer = { ms, fire, cancelled: false };
      pending.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  const fireAll = () => {
    for (const timer of pending) if (!timer.cancelled) timer.fire();
  };
  return { timers, pending, fireAll };
}

function way() {
  const shown: string[] = [];
  const withdrawn: unknown[] = [];
  return {
    shown,
    withdrawn,
    show: async () => {
      shown.push('…');
      return { ts: `sign-${shown.length}` };
    },
    withdraw: async (sign: unknown) => {
      withdrawn.push(sign);
    },
  };
}

describe('startWorkingSign (invariant slow-turn-shows-working)', () => {
  it('shows nothing for a turn delivered within the time, and stops its timer', async () => {
    const manual = manualTimers();
    const channel = way();
    const sign = startWorkingSign(channel, manual.timers);
    expect(manual.pending.map((t) => t.ms)).toEqual([WORKING_AFTER_MS]);
    expect(await sign.take()).toBeUndefined();
    await sign.end();
    manual.fireAll();
    expect(channel.shown).toEqual([]);
    expect(manual.pending[0]?.cancelled).toBe(true);
  });

  it('shows the sign once the time is up, and gives it to the delivery to replace, once', async () => {
    const manual = manualTimers();
    const channel = way();
    const sign = startWorkingSign(channel, manual.timers);
    manual.fireAll();
    expect(await sign.take()).toEqual({ ts: 'sign-1' });
    await sign.end();
    expect(channel.shown).toEqual(['…']);
    expect(channel.withdrawn).toEqual([]);
  });

  it('removes a sign shown when the turn delivered nothing', async () => {
    const manual = manualTimers();
    const channel = way();
    const sign = startWorkingSign(channel, manual.timers);
    manual.fireAll();
    await sign.end();
    expect(channel.withdrawn).toEqual([{ ts: 'sign-1' }]);
  });

  it('a sign that fails to show changes nothing of the turn', async () => {
    const manual = manualTimers();
    const sign = startWorkingSign(
      { show: () => Promise.reject(new Error('ratelimited')), withdraw: async () => {} },
      manual.timers,
    );
    manual.fireAll();
    expect(await sign.take()).toBeUndefined();
  });

  it('a channel with no way to show it (SMS) starts no timer', async () => {
    const manual = manualTimers();
    const sign = startWorkingSign(undefined, manual.timers);
    expect(manual.pending).toEqual([]);
    expect(await sign.take()).toBeUndefined();
  });
});
