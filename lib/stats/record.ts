/**
 * Where a turn's facts are written: once the turn is saved, in one UpdateItem of the counters of its
 * instant (invariant stats-day-item-additive; which of the business's days that is, is decided where
 * they are read: lib/store/stats-day.ts). The worker calls it after each turn that ran (a redelivered
 * message carries no facts), and never fails a turn for it: a count lost is better than a turn retried
 * (its notices would not be made again).
 *
 * @invariant missed-words-one-door The words of a reply not understood (`missed` facts' `said`) leave a turn through `keepMissed` only: the day's counters keep the step alone, and nothing here logs or stores them.
 */
import { dayInZone } from '../calendar';
import type { BotStats } from '../store/bot-stats';
import { type CountedBy, type CountedFact, countsOf } from './counts';

/** A reply not understood at a step: the raw words, for the one store that keeps them masked. */
export interface Missed {
  step: string;
  said: string;
}

export interface StatsRecorder {
  stats: Pick<BotStats, 'add'>;
  /** The business's zone (TIME_ZONE): the day replies not understood are kept on. */
  timeZone: string;
  /**
   * The replies not understood in one turn, with the day they are of (invariant missed-words-one-door):
   * the business's opted-in store of them masks before it keeps anything. Absent: they are not kept.
   */
  keepMissed?: (day: string, missed: readonly Missed[], language: CountedBy['language']) => Promise<void>;
}

/**
 * Writes `facts` at `at`, the turn's clock; a date is formatted in the business's zone only for replies
 * not understood that are kept (a first "hi" formats none: lib/store/stats-day.ts says why it matters).
 * @example await recordFacts(recorder, result.facts, { channel: 'sms', language: 'es' }, bot.now());
 */
export async function recordFacts(
  recorder: StatsRecorder,
  facts: readonly CountedFact[],
  by: CountedBy,
  at: Date,
): Promise<void> {
  if (facts.length === 0) return;
  const missed = facts.flatMap((fact) =>
    fact.kind === 'missed' ? [{ step: fact.step, said: fact.said }] : [],
  );
  await Promise.all([
    recorder.stats.add(at, countsOf(facts, by)),
    missed.length > 0 && recorder.keepMissed
      ? recorder.keepMissed(dayInZone(at, recorder.timeZone), missed, by.language)
      : undefined,
  ]);
}
