import { countsOf, sumDays } from '../../../../lib/stats/counts';

describe('the counts facts make', () => {
  it('names each counter by channel, language and step; a step moved adds one and takes one', () => {
    const counts = countsOf(
      [
        { kind: 'started' },
        { kind: 'order-placed', valueCents: 1250 },
        { kind: 'step-moved', from: 'order/address', to: 'order/pickup' },
        { kind: 'missed', step: 'order/pickup', said: 'call me at 212 555 0101' },
        { kind: 'missed', step: 'order/pickup', said: 'whenever' },
        { kind: 'handoff-opened' },
        { kind: 'handoff-answered', delayMs: 90_000 },
        { kind: 'reminder-sent' },
        { kind: 'reminder-answered', answer: 'kept' },
        { kind: 'text-failed', reason: '30006' },
        { kind: 'order-changed', by: 'customer' },
      ],
      { channel: 'sms', language: 'es' },
    );
    expect(counts).toEqual({
      counters: {
        'started:sms:es': 1,
        'placed:sms:es': 1,
        'value:sms:es': 1250,
        'at:order/pickup': 1,
        'at:order/address': -1,
        'missed:order/pickup': 2,
        handoffs: 1,
        'handoffs-answered': 1,
        reminders: 1,
        'reminder:kept': 1,
        'failed:30006': 1,
        'changed:customer': 1,
      },
      delaysMs: [90_000],
    });
    // invariant stats-without-people: no word typed is in a counter's name or value.
    expect(JSON.stringify(counts)).not.toMatch(/555|whenever/);
  });

  it('sums a week of days, counter by counter', () => {
    const week = sumDays([
      { day: '2030-03-04', counters: { handoffs: 2, 'at:order/address': 1 }, delaysMs: [60_000] },
      { day: '2030-03-05', counters: {}, delaysMs: [] },
      { day: '2030-03-06', counters: { handoffs: 1, 'at:order/address': -1 }, delaysMs: [120_000] },
    ]);
    expect(week).toEqual({ counters: { handoffs: 3, 'at:order/address': 0 }, delaysMs: [60_000, 120_000] });
  });
});
