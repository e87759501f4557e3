/**
 * The weekly digest: a pure function of this week's days, last week's and the staff's words. Every
 * figure is read from the stored counters (counts.ts names them), each with last week's beside it, and
 * one plain sentence names the largest change.
 *
 * @invariant digest-of-counters-only The digest says nothing that is not in the days it is given: no read, no clock, no word anyone typed.
 */

import { addDays, dayInZone, formatDay, mondayOf } from '../calendar';
import { formatCents } from '../money';
import type { BotStats, DayStats } from '../store/bot-stats';
import type { MessageKey, Words } from '../words';
import { COUNTER, sumDays, type WeekCounts } from './counts';
import { stepInWords } from './step-in-words';

/**
 * The flows whose steps are an order under way: signing in or up to order, the order with its times,
 * a change of one. A conversation left elsewhere (with a person, at the menu, a reminder, the
 * preferences) is no unfinished order, though its counter keeps where it sits.
 */
const ORDERING_FLOWS = new Set(['sign-in', 'sign-up', 'order', 'slot', 'change']);
/** The steps where unfinished orders stopped, as many as the digest names. */
const STOPS_NAMED = 3;
/** The steps with replies not understood, as many as the digest names. */
const MISSED_NAMED = 5;

/** A week's figures, read from its counters. */
export interface WeekFigures {
  placed: number;
  /** Orders placed by `<channel>:<language>`. */
  placedBy: Record<string, number>;
  valueCents: number;
  started: number;
  /** Conversations sitting at each step (only those with some). */
  stopped: Record<string, number>;
  missed: number;
  missedAt: Record<string, number>;
  handoffs: number;
  unanswered: number;
  delaysMs: number[];
  reminders: number;
  reminderAnswers: { kept: number; moved: number; cancelled: number; person: number };
  failedBy: Record<string, number>;
  failed: number;
  changedByCustomers: number;
  changedByStaff: number;
}

/**
 * The figures of a week's summed counts.
 * @example weekFigures(sumDays(days)).placed // 8
 */
export function weekFigures({ counters, delaysMs }: WeekCounts): WeekFigures {
  const n = (name: string) => counters[name] ?? 0;
  const byPrefix = (prefix: string, positiveOnly = false) => {
    const found: Record<string, number> = {};
    for (const [name, count] of Object.entries(counters))
      if (name.startsWith(prefix) && (positiveOnly ? count > 0 : count !== 0))
        found[name.slice(prefix.length)] = count;
    return found;
  };
  const total = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);
  const placedBy = byPrefix('placed:');
  const missedAt = byPrefix('missed:');
  const failedBy = byPrefix('failed:');
  const handoffs = n(COUNTER.handoffs);
  return {
    placed: total(placedBy),
    placedBy,
    valueCents: total(byPrefix('value:')),
    started: total(byPrefix('started:')),
    stopped: Object.fromEntries(
      Object.entries(byPrefix('at:', true)).filter(([step]) => ORDERING_FLOWS.has(step.split('/')[0] ?? '')),
    ),
    missed: total(missedAt),
    missedAt,
    handoffs,
    unanswered: Math.max(handoffs - n(COUNTER.handoffsAnswered), 0),
    delaysMs,
    reminders: n(COUNTER.reminders),
    reminderAnswers: {
      kept: n(COUNTER.reminderAnswer('kept')),
      moved: n(COUNTER.reminderAnswer('moved')),
      cancelled: n(COUNTER.reminderAnswer('cancelled')),
      person: n(COUNTER.reminderAnswer('person')),
    },
    failedBy,
    failed: total(failedBy),
    changedByCustomers: n(COUNTER.changed('customer')),
    changedByStaff: n(COUNTER.changed('staff')),
  };
}

/**
 * A week's digest in its three parts, as a post or a Home tab lays them out: its title, its figures
 * (one a line; a line that details the one above starts with two spaces), and the sentence on the
 * largest change.
 */
export interface Digest {
  title: string;
  figures: string[];
  largest: string;
}

/**
 * The digest of `thisWeek` (7 days, the first its Monday) beside `lastWeek`, in `words`' language: the
 * one place its figures are put in words (the staff channel's post, the desk's answer, staff's Home tab).
 * @example composeDigest(await stats.week('2030-03-04'), await stats.week('2030-02-25'), await words('en')).title
 */
export function composeDigest(
  thisWeek: readonly DayStats[],
  lastWeek: readonly DayStats[],
  words: Words,
): Digest {
  const now = weekFigures(sumDays(thisWeek));
  const was = weekFigures(sumDays(lastWeek));
  const t = (key: MessageKey, values?: Record<string, string | number>) => words.t(key, values);
  const title = t('digest.title', {
    from: dayInWords(thisWeek[0]?.day, words),
    to: dayInWords(thisWeek[thisWeek.length - 1]?.day, words),
  });
  const figures = [
    t('digest.orders', {
      n: now.placed,
      was: was.placed,
      value: formatCents(now.valueCents),
      wasValue: formatCents(was.valueCents),
    }),
    ...Object.keys({ ...was.placedBy, ...now.placedBy })
      .sort()
      .map((by) => {
        const [channel = '', language = ''] = by.split(':');
        return `  ${t('digest.ordersBy', { channel, language, n: now.placedBy[by] ?? 0, was: was.placedBy[by] ?? 0 })}`;
      }),
    t('digest.conversations', {
      n: now.started,
      was: was.started,
      rate: ratio(now.placed, now.started, words),
      wasRate: ratio(was.placed, was.started, words),
    }),
    stopsLine(now, was, words),
    t('digest.missed', {
      n: now.missed,
      was: was.missed,
      perOrder: ratio(now.missed, now.placed, words),
      wasPerOrder: ratio(was.missed, was.placed, words),
    }),
    ...(now.missed > 0
      ? [`  ${t('digest.missedAt', { steps: topSteps(now.missedAt, was.missedAt, MISSED_NAMED, words) })}`]
      : []),
    t('digest.handoffs', {
      n: now.handoffs,
      was: was.handoffs,
      unanswered: now.unanswered,
      wasUnanswered: was.unanswered,
    }),
    `  ${t('digest.handoffTimes', {
      median: minutes(median(now.delaysMs), words),
      wasMedian: minutes(median(was.delaysMs), words),
      worst: minutes(worst(now.delaysMs), words),
      wasWorst: minutes(worst(was.delaysMs), words),
    })}`,
    t('digest.reminders', {
      n: now.reminders,
      was: was.reminders,
      ...now.reminderAnswers,
      wasKept: was.reminderAnswers.kept,
      wasMoved: was.reminderAnswers.moved,
      wasCancelled: was.reminderAnswers.cancelled,
      wasPerson: was.reminderAnswers.person,
    }),
    t('digest.failed', { n: now.failed, was: was.failed }),
    ...Object.keys({ ...was.failedBy, ...now.failedBy })
      .sort()
      .map(
        (reason) =>
          `  ${t('digest.failedBy', { reason, n: now.failedBy[reason] ?? 0, was: was.failedBy[reason] ?? 0 })}`,
      ),
    t('digest.changed', {
      customer: now.changedByCustomers,
      wasCustomer: was.changedByCustomers,
      staff: now.changedByStaff,
      wasStaff: was.changedByStaff,
    }),
  ];
  return { title, figures, largest: largestChange(now, was, words) };
}

/**
 * The digest as one text, a line each: title, figures, largest change.
 * @example digestText({ title: 'How the bot did…', figures: ['Orders placed…'], largest: 'Nothing changed…' })
 */
export function digestText({ title, figures, largest }: Digest): string {
  return [title, ...figures, largest].join('\n');
}

function stopsLine(now: WeekFigures, was: WeekFigures, words: Words): string {
  if (Object.keys(now.stopped).length === 0) return words.t('digest.stoppedNone');
  return words.t('digest.stopped', { steps: topSteps(now.stopped, was.stopped, STOPS_NAMED, words) });
}

/** The `count` steps with the most this week (ties by name), each with last week's. */
function topSteps(
  now: Record<string, number>,
  was: Record<string, number>,
  count: number,
  words: Words,
): string {
  return Object.entries(now)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, count)
    .map(([step, n]) =>
      words.t('digest.stepCount', { step: stepInWords(step, words), n, was: was[step] ?? 0 }),
    )
    .join(', ');
}

/** A day of the week as staff read it ("Mon, Jun 2"). */
function dayInWords(day: string | undefined, words: Words): string {
  return day ? formatDay(day, words.language) : '';
}

/** One figure over another, to one decimal; `none` when there is nothing to divide by. */
function ratio(top: number, bottom: number, words: Words): string {
  if (bottom === 0) return words.t('digest.none');
  return new Intl.NumberFormat(words.language, { maximumFractionDigits: 1 }).format(top / bottom);
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function worst(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : Math.max(...values);
}

/** A delay in whole minutes (rounded), or `none`. */
function minutes(ms: number | undefined, words: Words): string {
  return ms === undefined
    ? words.t('digest.none')
    : words.t('digest.minutes', { n: Math.round(ms / 60_000) });
}

/**
 * The one sentence on the largest change: the figure that moved most from last week (the first of
 * equals, in the digest's order); a step where more orders stopped is said as the place to look.
 */
function largestChange(now: WeekFigures, was: WeekFigures, words: Words): string {
  const figures: { figure: MessageKey | { step: string }; n: number; was: number }[] = [
    { figure: 'digest.figure.orders', n: now.placed, was: was.placed },
    { figure: 'digest.figure.conversations', n: now.started, was: was.started },
    ...Object.keys({ ...was.stopped, ...now.stopped })
      .sort()
      .map((step) => ({ figure: { step }, n: now.stopped[step] ?? 0, was: was.stopped[step] ?? 0 })),
    { figure: 'digest.figure.missed', n: now.missed, was: was.missed },
    { figure: 'digest.figure.handoffs', n: now.handoffs, was: was.handoffs },
    { figure: 'digest.figure.unanswered', n: now.unanswered, was: was.unanswered },
    { figure: 'digest.figure.reminders', n: now.reminders, was: was.reminders },
    { figure: 'digest.figure.failed', n: now.failed, was: was.failed },
    { figure: 'digest.figure.changedByCustomers', n: now.changedByCustomers, was: was.changedByCustomers },
    { figure: 'digest.figure.changedByStaff', n: now.changedByStaff, was: was.changedByStaff },
  ];
  let largest = figures[0];
  for (const one of figures)
    if (largest && Math.abs(one.n - one.was) > Math.abs(largest.n - largest.was)) largest = one;
  if (!largest || largest.n === largest.was) return words.t('digest.noChange');
  const { figure, n, was: before } = largest;
  if (typeof figure !== 'string')
    return words.t('digest.largestStop', { step: stepInWords(figure.step, words), n, was: before });
  return words.t('digest.largest', {
    figure: words.t(figure),
    n,
    was: before,
    up: n > before ? 'yes' : 'no',
  });
}

/**
 * The digest of the week starting `monday` beside the week before it, read from the stored days (two
 * BatchGetItems), in `words`' language.
 * @example digestText(await digestOfWeek(stats, weekToReport(today, 'ended'), await words('en')))
 */
export async function digestOfWeek(
  stats: Pick<BotStats, 'week'>,
  monday: string,
  words: Words,
): Promise<Digest> {
  const [thisWeek, lastWeek] = await Promise.all([stats.week(monday), stats.week(addDays(monday, -7))]);
  return composeDigest(thisWeek, lastWeek, words);
}

/**
 * The digest of the week under way at `now` (the business's week, in its zone `timeZone`), as staff
 * see it on demand: the desk's `report` and staff's Home tab.
 * @example digestText(await digestUnderWay(stats, ctx.now, 'America/New_York', await words('en')))
 */
export function digestUnderWay(
  stats: Pick<BotStats, 'week'>,
  now: Date,
  timeZone: string,
  words: Words,
): Promise<Digest> {
  return digestOfWeek(stats, weekToReport(dayInZone(now, timeZone), 'current'), words);
}

/**
 * The Monday of the week a digest reports on `today`: the week under way (staff asking), or the one
 * that ended (the Monday digest, which is sent on the Monday after it).
 * @example weekToReport('2030-03-11', 'ended') // '2030-03-04'
 */
export function weekToReport(today: string, which: 'current' | 'ended'): string {
  const monday = mondayOf(today);
  return which === 'current' ? monday : addDays(monday, -7);
}
