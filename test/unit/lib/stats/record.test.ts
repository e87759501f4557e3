import { type Missed, recordFacts, type StatsRecorder } from '../../../../lib/stats/record';
import type { DayCounts } from '../../../../lib/store/bot-stats';

/** 22:30 on Mar 4 in New York, already Mar 5 in UTC. */
const LATE_EVENING = new Date('2030-03-05T03:30:00.000Z');

function recorder(options: { keepsMissed?: boolean } = {}) {
  const added: Array<{ at: Date; counts: DayCounts }> = [];
  const kept: Array<{ day: string; missed: readonly Missed[] }> = [];
  const rec: StatsRecorder = {
    stats: {
      add: async (at, counts) => {
        added.push({ at, counts });
      },
    },
    timeZone: 'America/New_York',
    ...(options.keepsMissed
      ? {
          keepMissed: async (day: string, missed: readonly Missed[]) => {
            kept.push({ day, missed });
          },
        }
      : {}),
  };
  return { rec, added, kept };
}

describe('recording a turn’s facts', () => {
  it('adds the counts at the turn’s instant: which of the business’s days it is of is the reader’s to say', async () => {
    const { rec, added } = recorder();
    await recordFacts(rec, [{ kind: 'started' }], { channel: 'slack', language: 'en' }, LATE_EVENING);
    expect(added).toEqual([
      { at: LATE_EVENING, counts: { counters: { 'started:slack:en': 1 }, delaysMs: [] } },
    ]);
  });

  it('keeps the replies not understood on the business’s own day', async () => {
    const { rec, added, kept } = recorder({ keepsMissed: true });
    await recordFacts(
      rec,
      [{ kind: 'missed', step: 'order/address', said: 'the usual spot' }],
      { channel: 'sms', language: 'en' },
      LATE_EVENING,
    );
    expect(kept).toEqual([
      { day: '2030-03-04', missed: [{ step: 'order/address', said: 'the usual spot' }] },
    ]);
    expect(added.map((a) => a.counts.counters)).toEqual([{ 'missed:order/address': 1 }]);
  });

  it('writes nothing for a turn without facts', async () => {
    const { rec, added, kept } = recorder({ keepsMissed: true });
    await recordFacts(rec, [], { channel: 'sms' }, LATE_EVENING);
    expect([added, kept]).toEqual([[], []]);
  });
});
