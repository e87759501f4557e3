/**
 * The business's counts as facts make them: what each fact adds to its day's counters (the store keeps
 * them by these names: lib/store/bot-stats.ts), and a week's days summed back into named figures.
 * One place names every counter, for the writer and the reader alike.
 */
import type { DialogFact } from '../dialog/facts';
import type { DayCounts, DayStats } from '../store/bot-stats';
import type { Language } from '../words';

/** What a turn says happened: its dialog's facts, and its own (lib/conversation/turn-facts.ts makes them). */
export type TurnFact =
  | DialogFact
  /** A customer's conversation started afresh with their own message (its first turn, or its first after it expired). */
  | { kind: 'started' }
  /** The step of work in progress moved (invariant step-moves-counted-as-pairs, turn-facts.ts); absent: none. */
  | { kind: 'step-moved'; from?: string; to?: string };

/** The channels a customer's counts are kept by. */
export type CountedChannel = 'slack' | 'sms' | 'console';

/** Every fact counted: a turn's, and those the worker and the texts' status know outside a turn. */
export type CountedFact =
  | TurnFact
  /** The bot sent a reminder of an order's window (its turn ran). */
  | { kind: 'reminder-sent' }
  /** A hand-off's first answer from staff, `delayMs` after it was opened. */
  | { kind: 'handoff-answered'; delayMs: number }
  /** A text to a customer failed; `reason`: Twilio's error code. */
  | { kind: 'text-failed'; reason: string };

/** Who the facts are of: a customer's channel and language (none for staff's own conversations). */
export interface CountedBy {
  channel?: CountedChannel | undefined;
  language?: Language | undefined;
}

/** The counters, by name: each a function of what it is counted by. */
export const COUNTER = {
  started: (channel: string, language: string) => `started:${channel}:${language}`,
  placed: (channel: string, language: string) => `placed:${channel}:${language}`,
  value: (channel: string, language: string) => `value:${channel}:${language}`,
  at: (step: string) => `at:${step}`,
  missed: (step: string) => `missed:${step}`,
  handoffs: 'handoffs',
  handoffsAnswered: 'handoffs-answered',
  reminders: 'reminders',
  reminderAnswer: (answer: string) => `reminder:${answer}`,
  failed: (reason: string) => `failed:${reason}`,
  changed: (by: string) => `changed:${by}`,
} as const;

/**
 * What `facts` add to their day: one counter or more each; a fact of a customer's channel is counted
 * by channel and language (`-` when it has none: staff's).
 * @example countsOf([{ kind: 'order-placed', valueCents: 1299 }], { channel: 'sms', language: 'es' }) // { counters: { 'placed:sms:es': 1, 'value:sms:es': 1299 }, delaysMs: [] }
 */
export function countsOf(facts: readonly CountedFact[], by: CountedBy): DayCounts {
  const counters: Record<string, number> = {};
  const add = (name: string, n = 1) => {
    counters[name] = (counters[name] ?? 0) + n;
  };
  const delaysMs: number[] = [];
  const channel = by.channel ?? '-';
  const language = by.language ?? '-';
  for (const fact of facts) {
    switch (fact.kind) {
      case 'started':
        add(COUNTER.started(channel, language));
        break;
      case 'order-placed':
        add(COUNTER.placed(channel, language));
        add(COUNTER.value(channel, language), fact.valueCents);
        break;
      case 'step-moved':
        if (fact.to) add(COUNTER.at(fact.to));
        if (fact.from) add(COUNTER.at(fact.from), -1);
        break;
      case 'missed':
        add(COUNTER.missed(fact.step));
        break;
      case 'handoff-opened':
        add(COUNTER.handoffs);
        break;
      case 'handoff-answered':
        add(COUNTER.handoffsAnswered);
        delaysMs.push(fact.delayMs);
        break;
      case 'reminder-sent':
        add(COUNTER.reminders);
        break;
      case 'reminder-answered':
        add(COUNTER.reminderAnswer(fact.answer));
        break;
      case 'text-failed':
        add(COUNTER.failed(fact.reason));
        break;
      case 'order-changed':
        add(COUNTER.changed(fact.by));
        break;
    }
  }
  return { counters, delaysMs };
}

/** A week's days summed: every counter, and every delay. */
export interface WeekCounts {
  counters: Record<string, number>;
  delaysMs: number[];
}

/**
 * The sum of `days`' counts.
 * @example sumDays([{ day: '2030-03-04', counters: { handoffs: 2 }, delaysMs: [60000] }]) // { counters: { handoffs: 2 }, delaysMs: [60000] }
 */
export function sumDays(days: readonly DayStats[]): WeekCounts {
  const counters: Record<string, number> = {};
  const delaysMs: number[] = [];
  for (const day of days) {
    for (const [name, n] of Object.entries(day.counters)) counters[name] = (counters[name] ?? 0) + n;
    delaysMs.push(...day.delaysMs);
  }
  return { counters, delaysMs };
}
