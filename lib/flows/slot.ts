/**
 * Choose a day and a window: one sub-flow for the pickup and the return of an order (and, next, for
 * rescheduling). Pushed with where and what to look up; ends with the chosen window.
 *
 * @invariant day-windows-looked-up-once A day's windows are looked up once per frame (kept in `windows`): the day question looks up the week it lists, and the day then chosen costs no more.
 * @invariant day-list-offers-bookable-days The day question lists only the days of its week with a window for what was chosen (a day whose lookup failed is listed, not known to have none).
 * @invariant day-and-window-in-one-reply A day answer that also says a window ("tmrw 9am w doordash", "friday 12-2 with the store driver") is that day and the one window its other words pick, read as the window question reads them; words no one window fits leave the window question to ask.
 * @invariant typed-time-fitting-windows A time typed with the day ("friday after 5", "monday around 6pm", "mañana en la mañana") is read among the windows it fits (starting at or running over an exact time, and with those ending at it asked: `windowsFitting`; starting within a span): one, or several of one price and provider, is taken (the earliest); several that differ in price or provider are asked, the window question listing only those and naming the cheapest: never one picked for the person.
 * @invariant chosen-window-states-its-fee A window chosen for the person from a typed time is said with its fee, and with the free window of that day nearest to it when there is one.
 * @invariant return-after-turnaround A return is offered only from the store's turnaround after the pickup window's end (the order's `after`), its first day that instant's day.
 * @invariant several-days-named-asked Two days or more named in one reply with no correction ("jueves o viernes") are said back as a question between them, never the first taken nor "no day read"; a reply that corrects itself ("sat, no sorry, friday") or leaves a day out ("not wed, fri") is the day it means (invariants correction-last-named-meant, negated-excluded-never-taken), and one that only leaves a day out ("not monday") is asked which day, then.
 * @invariant typed-next-weekday-said A typed "next friday" is read as next week's Friday, and the day read is said.
 * @invariant command-words-answer-the-day Words said with the command ("move pickup to saturday morning") answer the day question (and with a time, the window) before it is asked; words it can't take are said back, and the question asked.
 * @invariant shift-from-current-day A day said as a shift ("one day later", "the day after", "un día antes") while the question shows the current day ("Now: Mon, Nov 30") is that many days from the current day, and said back; "tomorrow" stays tomorrow.
 * @invariant same-time-same-provider "Same time as before" is the window starting at the current one's time of day with its provider; with no such window that day, the bot says what there is at that time (another provider, its fee) or that there is none, and asks: it never picks another provider's window.
 * @invariant day-reason-is-commentary A day said with a clause of reason ("mañana que hoy trabajo", "friday since thursday I work") is the day said before it: a day in the reason is why, never a second day to ask between.
 * @invariant lookup-in-case-never-fails A lookup made only in case (a day after the first one found with windows, the hint's next store-driver day) never fails the turn.
 */
import * as z from 'zod';
import {
  addDays,
  type DayRange,
  daysNamedIn,
  formatDay,
  formatTimeRange,
  parseDay,
  relativeDayLabel,
  slashDateIn,
} from '../calendar';
import { end, finalStep } from '../dialog/prompts';
import { asking, picked, requireSession, retry, say } from '../dialog/step-helpers';
import type { Reply, ReplyOption } from '../dialog/types';
import { timeLeft } from '../laundry/deadline';
import { isLaundryApiError } from '../laundry/errors';
import { lazySchema } from '../lazy-schema';
import { formatCents, saidWithVowel } from '../money';
import {
  categorySchema,
  providerAfterWith,
  providerWords,
  type WindowChoice,
  windowChoiceSchema,
} from '../orders/choices';
import { recognizeChoice } from '../recognize';
import { readDayRefused } from '../recognize/day-refused';
import { DAY_ABBREVIATIONS, DAY_WORDS, readDayShift } from '../recognize/day-shift';
import { findSlashDate, readDaySpan, withDaysOnSpelled } from '../recognize/day-words';
import { readFirstChoice } from '../recognize/first-choice';
import { readMeant } from '../recognize/meant';
import { unplaced } from '../recognize/neutral-words';
import { stripFillers, tokenize } from '../recognize/normalize';
import { numberAt, readOrdinal } from '../recognize/number-words';
import { findSameTime, readsSameTime } from '../recognize/same-time';
import {
  findTimeOfDay,
  findTimesOfDay,
  isPartOfDaySaid,
  minutesInZone,
  readTimeOfDay,
} from '../recognize/time-of-day';
import { weekdaysWithDates } from '../recognize/weekday-date';
import {
  concludedAfterWhy,
  ownDoingsClause,
  reasonClause,
  windowsFitting,
  withUtmostSaid,
} from '../recognize/window-choice';
import { ENGLISH, type Words } from '../words';
import type { Language } from '../words/language';
import { zonedFormat } from '../zoned-format';
import type { Accepted, Answer, Flow, Step, StepContext } from './flow';

/** How far ahead a pickup can be booked (the sandbox and the service list 14 days). */
export const BOOKING_DAYS = 14;
/** Days the day question lists: a week from the first. */
const DAYS_LISTED = 7;
/** Days looked up at once after a chosen day with no windows. */
const PARALLEL_LOOKUPS = 4;
/** Time kept back from the turn's deadline for saving and replying. */
const DEADLINE_MARGIN_MS = 1500;

export const slotArgsSchema = lazySchema(() =>
  z.object({
    purpose: z.enum(['pickup', 'return']),
    storeId: z.number(),
    googlePlacesId: z.string(),
    categories: z.array(categorySchema),
    servicesIds: z.array(z.number()),
    /** The first day that can be chosen. */
    first: z.string(),
    /** Windows must start at or after this instant (a return after the pickup). */
    after: z.string().optional(),
    /**
     * A return's pickup day: a weekday said alone is the first one after it (invariant
     * weekday-after-the-pickup), so "friday" after a Thursday pickup is that Friday, said too soon
     * when the store needs longer, never the Friday of the week after.
     */
    pickupDay: z.string().optional(),
    timeZone: z.string(),
    /** The window chosen before (back, change): shown, and kept if the person backs out. */
    current: windowChoiceSchema.optional(),
    /**
     * What the person said of the day and time with the command ("move pickup to saturday morning"):
     * read as the answer to the day question before it is asked (invariant command-words-answer-the-day).
     */
    words: z.string().optional(),
  }),
);
export type SlotArgs = z.infer<typeof slotArgsSchema>;

const slotDataSchema = lazySchema(() =>
  slotArgsSchema.extend({
    day: z.string().optional(),
    /** Windows looked up in this frame, by day. */
    windows: z.record(z.string(), z.array(windowChoiceSchema)),
    /** The ids of the day's windows a typed time fits, when they differ: the window question lists only these. */
    near: z.array(z.number()).optional(),
  }),
);
type SlotData = z.infer<typeof slotDataSchema>;
type Ctx = StepContext<SlotData>;

/** What the flow hands back: the window chosen, or nothing when the person went back. */
const slotResultSchema = lazySchema(() =>
  z.union([
    z.object({ purpose: slotArgsSchema.shape.purpose, window: windowChoiceSchema }),
    z.object({ purpose: slotArgsSchema.shape.purpose, back: z.literal(true) }),
  ]),
);
export type SlotResult = z.infer<typeof slotResultSchema>;

/**
 * The earliest a return can start (invariant return-after-turnaround): the store's turnaround after
 * the pickup window ends, when the bags are at the store at the latest.
 */
export function afterTurnaround(pickup: Pick<WindowChoice, 'endTime'>, turnAroundHours: number): string {
  return new Date(Date.parse(pickup.endTime) + turnAroundHours * 3_600_000).toISOString();
}

/** The later of two days. */
export const laterDay = (a: string, b: string) => (a > b ? a : b);

const lastDay = (ctx: Ctx) => addDays(ctx.today, BOOKING_DAYS - 1);

/**
 * The days a typed day is read within: those on offer, and the day a weekday said alone counts from.
 *
 * @invariant weekday-after-the-pickup A return's weekday said alone is the first one after the pickup's
 *   day; one before the first day a return can start is said too soon and asked again, never moved to
 *   the next week's.
 */
const dayRange = (ctx: Ctx) => ({
  min: ctx.data.first,
  max: lastDay(ctx),
  ...(ctx.data.pickupDay ? { from: addDays(ctx.data.pickupDay, 1) } : {}),
});

/** Both providers' windows of one day that fit, sorted by start time. */
async function windowsOn(ctx: Ctx, day: string): Promise<WindowChoice[]> {
  const cached = ctx.data.windows[day];
  if (cached) return cached;
  const { data } = ctx;
  const lists = await ctx.deps.laundry.listDeliveryWindows(requireSession(ctx).token, data.storeId, {
    date: day,
    type: data.purpose === 'pickup' ? 'PICKUP' : 'RETURN',
    googlePlacesId: data.googlePlacesId,
    categories: data.categories,
    servicesIds: data.servicesIds,
  });
  const tag =
    (provider: WindowChoice['provider'], providerName: string) =>
    (w: (typeof lists.onDemandDelivery)[number]) => ({
      id: w.id,
      provider,
      day,
      startTime: w.startTime,
      endTime: w.endTime,
      feeInCents: w.deliveryFeeInCents,
      providerName,
    });
  const after = Math.max(ctx.now.getTime(), data.after ? Date.parse(data.after) : 0);
  const choices = [
    ...lists.ownDelivery.map(tag('OWN_DRIVER', 'Store driver')),
    ...lists.onDemandDelivery.map(tag('ON_DEMAND', lists.onDemandProviderDetails.name)),
  ]
    .filter((w) => Date.parse(w.startTime) >= after)
    .sort(
      (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.provider.localeCompare(b.provider),
    );
  data.windows[day] = choices;
  return choices;
}

/**
 * The days of `week` that can be booked (invariant day-list-offers-bookable-days): all looked up at once,
 * and kept (invariant day-windows-looked-up-once), so the day then chosen costs no more. A day whose
 * lookup failed is listed: whether it has windows is not known, and choosing it looks it up again.
 */
async function bookableDays(ctx: Ctx, week: string[]): Promise<string[]> {
  const looked = await Promise.allSettled(week.map((d) => windowsOn(ctx, d)));
  const days: string[] = [];
  for (const [i, result] of looked.entries()) {
    if (result.status === 'rejected' && isLaundryApiError(result.reason, 'unauthorized')) throw result.reason;
    if (result.status === 'rejected' || result.value.length > 0) days.push(week[i] as string);
  }
  return days;
}

/**
 * The first day from `from` on (to the end of the range) with a window that `fits`. `from` is looked
 * up alone (a day that has windows costs one GET); the days after it a few at a time in parallel,
 * stopping at the turn's deadline. `checked` is the last day looked at.
 *
 * A day after the first one found was looked up only in case: its failure never fails the turn. A
 * failed day before it does (whether that day has windows is not known).
 */
async function firstDayWith(
  ctx: Ctx,
  from: string,
  fits: (w: WindowChoice) => boolean = () => true,
): Promise<{ day?: string; checked: string }> {
  if (from > lastDay(ctx)) return { checked: addDays(from, -1) };
  if ((await windowsOn(ctx, from)).some(fits)) return { day: from, checked: from };
  let checked = from;
  for (let start = addDays(from, 1); start <= lastDay(ctx); start = addDays(start, PARALLEL_LOOKUPS)) {
    const left = timeLeft();
    if (left !== undefined && left < DEADLINE_MARGIN_MS) break;
    const days = Array.from({ length: PARALLEL_LOOKUPS }, (_, i) => addDays(start, i)).filter(
      (d) => d <= lastDay(ctx),
    );
    const found = await Promise.allSettled(days.map(async (d) => (await windowsOn(ctx, d)).some(fits)));
    for (const [i, result] of found.entries()) {
      if (result.status === 'rejected') throw result.reason;
      if (result.value) return { day: days[i], checked: days[i] as string };
    }
    checked = days[days.length - 1] ?? checked;
  }
  return { checked };
}

const day: Step<SlotData> = {
  id: 'day',
  readsRest: true,
  title: 'Day',
  filled: (d) => d.day !== undefined,
  clear: (d) => {
    d.day = undefined;
    d.near = undefined;
  },
  value: (d) => d.day,
  async ask(ctx) {
    const { data } = ctx;
    let said: Reply[] | undefined;
    if (data.words) {
      const words = data.words;
      data.words = undefined;
      const read = await readDayAnswer(ctx, { text: words, values: undefined });
      // Said before this question was on screen: which leg it was taken for is said first.
      const leg = say(ctx.words.t('placing.asYouAsked', { purpose: data.purpose }));
      if (read.kind === 'ok') return { kind: 'filled', say: [leg, ...(read.say ?? [])] };
      if (read.kind === 'retry') said = [say(`"${words}": ${read.reason}`, 'warning')];
      else if (read.kind === 'stay') said = read.say;
      else return 'say' in read ? { ...read, say: [leg, ...(read.say ?? [])] } : read;
    }
    const last = lastDay(ctx);
    const week = Array.from({ length: DAYS_LISTED }, (_, i) => addDays(data.first, i)).filter(
      (d) => d <= last,
    );
    const days = await bookableDays(ctx, week);
    const weekEnd = week[week.length - 1] ?? data.first;
    const { words } = ctx;
    const { language } = words;
    const { purpose } = data;
    return asking(
      {
        kind: 'date',
        text: days.length
          ? words.t('placing.whichDay', { purpose })
          : words.t('placing.noWindowsWeek', {
              purpose,
              from: formatDay(data.first, language),
              to: formatDay(weekEnd, language),
            }),
        hint: days.length
          ? words.t('placing.dayHint', {
              tomorrow: days.includes(addDays(ctx.today, 1)) ? 'yes' : 'no',
              ...dayHintExamples(days, ctx.today, language),
            })
          : words.t('placing.laterDayHint', { last: formatDay(last, language) }),
        options: days.map((d) => ({
          value: d,
          label: relativeDayLabel(d, ctx.today, words),
          role: 'choice',
          day: d,
        })),
        range: { min: data.first, max: last },
        ...(data.current ? { current: formatDay(data.current.day, language) } : {}),
      },
      said,
    );
  },
  accept: readDayAnswer,
};

/**
 * The day an answer names (a day picked, a shift from the current one, or a day typed) and what it
 * says of the time: words to read a time of day from, or the current window's time (`sameTime`).
 */
type DayRead = { day: string; time: string; sameTime: boolean; read: Reply[] };

async function dayRead(ctx: Ctx, answer: Answer): Promise<DayRead | { retry: string }> {
  const { data, words } = ctx;
  const chosen = picked(answer);
  if (chosen) return { day: chosen, time: '', sameTime: false, read: [] };
  // "friday if you can, if not saturday": the first choice or the fallback, before the fallback's "not"
  // is read as a correction (invariant first-choice-if-offered).
  const said = await firstChoiceOffered(ctx, answer.text);
  // "saturday, office is closed friday" is Saturday; "busy friday" no day, asked (invariant refused-day-never-taken).
  const open = readDayRefused(said);
  if (open?.rest === '') return { retry: words.t('placing.whichDayThen') };
  // "sat, no sorry, friday" is Friday; "not wed, fri" Friday; "not monday" no day, asked (invariants
  // correction-last-named-meant, negated-excluded-never-taken).
  const meant = readMeant(open?.rest ?? said);
  if (meant?.text === '') return { retry: words.t('placing.whichDayThen') };
  // "T+1, 9-11": the day counted on, in words, its "1" no time.
  const text = withDaysOnSpelled(
    withoutReplaced(await withoutReason(ctx, meant?.text ?? open?.rest ?? said)),
  );
  const day = (d: string) => formatDay(d, words.language);
  // "one day later" while the current day is shown: from that day, not today (invariant shift-from-current-day).
  const shift = data.current ? readDayShift(text) : undefined;
  if (shift && data.current) {
    const shifted = addDays(data.current.day, shift.days);
    const sameTime = readsSameTime(shift.rest);
    // "the day after, Saturday": the day said again is the shifted one, or asked (invariant shift-from-current-day).
    const again = shift.rest ? await parseDay(shift.rest, ctx.now, data.timeZone, dayRange(ctx)) : undefined;
    if (again === shifted) {
      const read = [say(words.t('placing.tookDayAs', { typed: shift.said, day: day(shifted) }))];
      return { day: shifted, time: readTimeOfDay(shift.rest) ? shift.rest : '', sameTime: false, read };
    }
    if (shift.rest && !sameTime && !readTimeOfDay(shift.rest))
      return { retry: words.t('placing.shiftNotAll', { typed: shift.said, day: day(shifted) }) };
    const read = [say(words.t('placing.tookDayAs', { typed: shift.said, day: day(shifted) }))];
    return { day: shifted, time: sameTime ? '' : shift.rest, sameTime, read };
  }
  const range = dayRange(ctx);
  // "this weekend", "early next week": more than one day, asked back (invariant span-of-days-asked-back).
  const span = readDaySpan(text);
  if (span && !(await parseDay(span.rest, ctx.now, data.timeZone, range)))
    return { retry: words.t('placing.spanOfDays', { typed: span.said }) };
  // "6/6": a date typed in numbers, read the language's way, asked when its other reading is on offer too
  // (invariant slash-date-is-a-date); its other words are read for a time.
  const slashed = findSlashDate(text);
  if (slashed) {
    const read = slashDateIn(slashed, range, words.language);
    // Read the other way ("03/06" in English: Jun 3, March being months away): said how it was read
    // (invariant slash-date-months-away-read-the-other-way).
    const told = (d: string) => [say(words.t('placing.tookDayAs', { typed: slashed.said, day: day(d) }))];
    if ('day' in read)
      return {
        day: read.day,
        time: text.replace(slashed.said, ' '),
        sameTime: false,
        read: read.otherWay ? told(read.day) : [],
      };
    const [only, second] = read.ask.map(day);
    return {
      retry: second
        ? words.t('placing.whichOfDays', { some: only ?? '', last: second })
        : words.t('placing.slashDateOtherWay', { typed: slashed.said, day: only ?? '' }),
    };
  }
  // The day from the words beside the times ("vie temprano de 8 a 10": "vie temprano"), else from all of
  // them; a weekday said with its date ("el sábado 12 en la tarde") from all of them, its number no
  // time, and its time words read without it (invariant weekday-with-its-date).
  const dated = weekdaysWithDates(text);
  const { rest } = findTimesOfDay(text, { windows: true });
  const typed =
    (rest && dated.length === 0 && (await parseDay(rest, ctx.now, data.timeZone, range))) ||
    (await parseDay(text, ctx.now, data.timeZone, range));
  if (!typed) return { retry: await noDayRead(ctx, text, range) };
  // "next friday" on a Thursday is not tomorrow: the day read is said (invariant typed-next-weekday-said).
  const next = /\bnext\s+[a-z]+/i.exec(text)?.[0];
  const read = next
    ? [say(words.t('placing.tookDayAs', { typed: next.toLowerCase(), day: day(typed) }))]
    : [];
  // "friday, same time": the current window's; "friday, same time but with doordash" says more than the
  // day beside it, and is read for the windows it names (invariant same-time-same-provider).
  const same = data.current ? findSameTime(text) : undefined;
  const sameTime =
    same !== undefined && unplaced(tokenize(same.rest), [...DAY_WORDS, ...DAY_ABBREVIATIONS]).length === 0;
  const dateSaid = dated.find((d) => Number(typed.slice(8, 10)) === d.date);
  return { day: typed, time: sameTime ? '' : (dateSaid?.rest ?? text), sameTime, read };
}

/**
 * "today if you can still make it, otherwise tomorrow": the first choice's words when its day is on
 * offer, else the fallback's (invariant first-choice-if-offered); as said otherwise.
 */
async function firstChoiceOffered(ctx: Ctx, text: string): Promise<string> {
  const choice = readFirstChoice(text);
  if (!choice) return text;
  const range = dayRange(ctx);
  const first = await parseDay(choice.first, ctx.now, ctx.data.timeZone, range);
  // Offered: on the list's days, and not looked up and found without windows.
  if (first && first >= range.min && first <= range.max && ctx.data.windows[first]?.length !== 0)
    return choice.first;
  return (await parseDay(choice.fallback, ctx.now, ctx.data.timeZone, range)) ? choice.fallback : text;
}

/** "instead of monday", "en vez del lunes": the day a day answer replaces, to its clause's end. */
const REPLACED = /\s*\b(?:instead of|rather than|en (?:vez|lugar) del?)\s+[^,.;]*/giu;

/**
 * A day answer without the day it replaces ("el martes en vez del lunes": "el martes"), when a day is
 * left (invariant replaced-day-left-out); as said otherwise.
 *
 * @invariant replaced-day-left-out "X instead of Y", "X en vez del Y", "en lugar del Y, X" at a day
 *   question is X: the day it replaces is never asked between, nor taken.
 */
function withoutReplaced(text: string): string {
  const left = text.replace(REPLACED, ' ').trim();
  return left && left !== text.trim() && namesADay(left) ? left : text;
}

/**
 * A day answer without a clause of reason, when what comes before it says a day (invariant
 * day-reason-is-commentary): "mañana que hoy trabajo" is tomorrow, its "hoy" only why; as said otherwise.
 */
async function withoutReason(ctx: Ctx, text: string): Promise<string> {
  const found = reasonClause(text) ?? ownDoingsClause(text);
  if (!found) return text;
  const range = dayRange(ctx);
  // "my sister's in town Saturday, so let's do Friday", "…el sábado, así que el viernes": the day the why
  // leads to, said first thing after its "so" (never "so the suit is ready for sunday", a purpose).
  const concluded = concludedAfterWhy(text);
  if (concluded && DAY_CONCLUDED.test(tokenize(concluded).join(' ')))
    return (await parseDay(concluded, ctx.now, ctx.data.timeZone, range)) ? concluded : text;
  return (await parseDay(found.head, ctx.now, ctx.data.timeZone, range)) ? found.head : text;
}

/** A conclusion that is a day, said first thing (after a "let's do", "make it", "mejor"): "friday please", "let's do friday", "el viernes". */
const DAY_CONCLUDED = new RegExp(
  String.raw`^(?:(?:then|lets|let|us|do|go|with|make|it|its|i|guess|id|say|think|how|about|just|pues|mejor|entonces|que|sea|ponlo|ponla|on|the|this|next|el|este|la)\s+)*(?:${[...DAY_WORDS, ...DAY_ABBREVIATIONS].filter((w) => w !== 'now' && w !== 'ahora').join('|')})\b`,
);

/**
 * Why a typed answer gave no day: two days or more named ("el lunes, no, mejor el martes") are said
 * back as a question between them, never as a day unread (invariant several-days-named-asked).
 */
async function noDayRead(ctx: Ctx, text: string, range: DayRange): Promise<string> {
  const { words } = ctx;
  const named = await daysNamedIn(text, ctx.now, ctx.data.timeZone, range);
  if (named.length < 2) return words.t('placing.noDayRead');
  const days = named.map((d) => formatDay(d, words.language));
  return words.t('placing.whichOfDays', {
    some: days.slice(0, -1).join(', '),
    last: days[days.length - 1] ?? '',
  });
}

/**
 * The typed examples the day question's hint gives, each a day on its list: a weekday ("friday", "el
 * viernes") of a day after tomorrow, or `none`, and a date ("dec 3", "el 3 de diciembre") of its last.
 *
 * @invariant day-hint-examples-listed Every example the day hint suggests typing names a day on the
 *   list it is shown under: never "friday" where Friday is not offered, to be refused once typed.
 */
export function dayHintExamples(
  days: string[],
  today: string,
  language: Language,
): { weekday: string; date: string } {
  const last = days[days.length - 1] ?? today;
  const other = days.find((d) => d > addDays(today, 1) && d !== last);
  const at = (day: string, options: Intl.DateTimeFormatOptions) =>
    zonedFormat(language === 'es' ? 'es-MX' : 'en-US', { timeZone: 'UTC', ...options })
      .format(new Date(`${day}T12:00:00Z`))
      .toLowerCase()
      .replace('.', '');
  const article = language === 'es' ? 'el ' : '';
  const weekday = other ? `${article}${at(other, { weekday: 'long' })}` : 'none';
  const date =
    language === 'es'
      ? `el ${at(last, { day: 'numeric', month: 'long' })}`
      : at(last, { month: 'short', day: 'numeric' });
  return { weekday, date };
}

/**
 * The first day the day question lists (invariant day-list-offers-bookable-days): the range's first
 * not looked up and found without windows ("today" late at night has none left), so a message naming
 * the days on offer starts where the list does.
 */
function firstListed(ctx: Ctx, range: DayRange): string {
  let day = range.min;
  while (day < range.max && ctx.data.windows[day]?.length === 0) day = addDays(day, 1);
  return day;
}

/** The day question's answer: a day picked or typed, and with a typed time, the window it fits or the windows to ask among. */
async function readDayAnswer(ctx: Ctx, answer: Answer): Promise<Accepted> {
  const { data, words } = ctx;
  const { purpose } = data;
  const day = (d: string) => formatDay(d, words.language);
  const range = dayRange(ctx);
  data.near = undefined;
  const said = await dayRead(ctx, answer);
  if ('retry' in said) return retry(said.retry);
  const { day: chosen, read } = said;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(chosen)) return retry(words.t('placing.noDayRead'));
  const offered = words.t('placing.pickDayFromTo', {
    from: day(firstListed(ctx, range)),
    to: day(range.max),
  });
  if (chosen < range.min && range.from && chosen >= range.from)
    return retry(`${words.t('placing.tooSoonToReturn', { day: day(chosen) })} ${offered}`);
  // "nov 28" two days on: said to have passed (invariant recent-date-is-past), never "can't be booked".
  if (chosen < ctx.today && !picked(answer))
    return retry(`${words.t('placing.dayPassed', { day: day(chosen) })} ${offered}`);
  if (chosen < range.min || chosen > range.max)
    return retry(
      picked(answer) ? offered : `${words.t('placing.cantBeBooked', { day: day(chosen) })} ${offered}`,
    );
  const found = await firstDayWith(ctx, chosen);
  if (!found.day) {
    return retry(
      found.checked < range.max
        ? words.t('placing.noWindowsSlow', { purpose, from: day(chosen), to: day(found.checked) })
        : words.t('placing.noWindowsFrom', { purpose, from: day(chosen) }),
    );
  }
  // A day named with no windows is said so and asked again, never swapped for the next day with windows.
  if (found.day !== chosen)
    return retry(words.t('placing.noWindowsOn', { purpose, day: day(chosen), next: day(found.day) }));
  data.day = found.day;
  const list = data.windows[chosen] ?? [];
  // "same time": the current window's time that day, with its provider, or why not.
  const same = said.sameTime && data.current ? sameTimeAs(ctx, data.current, list) : undefined;
  if (same && 'differs' in same) return { kind: 'ok', say: [...read, say(same.differs, 'warning')] };
  // "friday after 5", "tomorrow morning": the windows that time fits (invariant typed-time-fitting-windows).
  // The whole reply's times, a reason's among them: two apart say no one time (invariant times-apart-all-windows-asked).
  const apart = timesApart(findTimesOfDay(answer.text, { windows: true }).times);
  const told = same ?? (apart ? { ask: list } : await windowTold(ctx, said.time, list));
  // Words several windows fit ("after 5" with a courier and a store driver then): the window question, among those.
  if (told && 'ask' in told) {
    data.near = told.ask.length < list.length ? told.ask.map((w) => w.id) : undefined;
    return { kind: 'ok', say: read };
  }
  const window = told?.window;
  if (window) {
    const result: SlotResult = { purpose: data.purpose, window };
    // Starting at the time asked ("friday 6-8pm", "same time"): said so, never "the nearest".
    const start = minutesInZone(window.startTime, data.timeZone);
    const startsThen =
      same !== undefined ||
      findTimesOfDay(answer.text, { windows: true }).times.some((t) => t.range.fromMinutes === start);
    return end(result, ...read, say(chosenForYou(window, list, data.timeZone, words, startsThen)));
  }
  return { kind: 'ok', say: read };
}

/**
 * The window of `list` starting at the current window's time of day with its provider (invariant
 * same-time-same-provider); else the one at that time with another provider (`other`), if any.
 *
 * @example windowAtSameTime(tuesdayEightAmStoreDriver, wednesdayWindows, 'America/New_York') // { window: wednesday's 8 AM store driver }
 */
export function windowAtSameTime(
  current: WindowChoice,
  list: WindowChoice[],
  timeZone: string,
): { window: WindowChoice } | { other: WindowChoice | undefined } {
  const start = minutesInZone(current.startTime, timeZone);
  const atThatTime = list.filter((w) => minutesInZone(w.startTime, timeZone) === start);
  const same = atThatTime.find((w) => w.provider === current.provider);
  return same ? { window: same } : { other: atThatTime[0] };
}

/** "Same time" on the day of `list`: the window, or what is said when there is none with the current provider. */
function sameTimeAs(
  ctx: Ctx,
  current: WindowChoice,
  list: WindowChoice[],
): { window: WindowChoice } | { differs: string } {
  const { timeZone } = ctx.data;
  const { words } = ctx;
  const found = windowAtSameTime(current, list, timeZone);
  if ('window' in found) return found;
  const time = (w: WindowChoice) =>
    words.t('placing.windowWith', {
      times: formatTimeRange(w.startTime, w.endTime, timeZone, words.language),
      provider: providerAfterWith(w, words),
    });
  const day = formatDay(list[0]?.day ?? current.day, words.language);
  const { other } = found;
  return {
    differs: other
      ? words.t('placing.sameTimeOther', {
          window: time(current),
          day,
          other: time(other),
          fee: feeWords(other.feeInCents, words),
        })
      : words.t('placing.sameTimeNone', { window: time(current), day }),
  };
}

/**
 * The windows a typed time of day fits (invariant typed-time-fitting-windows): those that start at or
 * cover an exact time ("6pm"; with those ending then, asked), or start within a span ("after 5", "morning"); for both ends said ("8-10"),
 * those that run exactly then. One is the `window`; several of one price and provider, the earliest;
 * several that differ in price or provider, or a span no window runs exactly ("9-10"), are all asked
 * back (`ask`), never one picked. Undefined when the text names no time or no window fits it.
 *
 * @example windowsAtTime('6pm', [courierFiveToSeven, storeDriverSixToEight], 'America/New_York') // { ask: [both] }
 */
export function windowsAtTime(
  text: string,
  list: WindowChoice[],
  timeZone: string,
): { window: WindowChoice } | { ask: WindowChoice[] } | undefined {
  const time = findTimeOfDay(text, { windows: true });
  if (!time) return undefined;
  const { range, span, starts, ends } = time;
  const start = (w: WindowChoice) => minutesInZone(w.startTime, timeZone);
  const end = (w: WindowChoice) => minutesInZone(w.endTime, timeZone);
  const byStart = (a: WindowChoice, b: WindowChoice) => a.startTime.localeCompare(b.startTime);
  // "8-10": the windows that run exactly then; a span none runs ("9-10") is no window's, only asked.
  const running = span
    ? list.filter((w) => start(w) === range.fromMinutes && end(w) === range.toMinutes)
    : [];
  const fits = (running.length > 0 ? running : windowsFitting(range, starts, list, start, end, ends)).sort(
    byStart,
  );
  const [first] = fits;
  if (!first) return undefined;
  // One ending at an exact time and one starting then are two meanings, however alike (invariant time-at-an-end-and-a-start-asked).
  const endsThen = fits.some((w) => end(w) === range.fromMinutes);
  // A part of the day several windows fit is any of them to the person (invariant part-of-day-fitting-several-asked).
  const alike =
    !endsThen &&
    !(isPartOfDaySaid(time) && fits.length > 1) &&
    fits.every((w) => w.feeInCents === first.feeInCents && w.provider === first.provider);
  return alike && (!span || running.length > 0) ? { window: first } : { ask: fits };
}

/**
 * The window a day answer says besides its day (invariant day-and-window-in-one-reply): its other
 * words read as an answer to the window question ("tmrw 9am w doordash": "9am w doordash"); a time
 * alone ("friday 6pm", "tomorrow morning") is read by `windowsAtTime`; words one window does not
 * account for are asked by the window question (`ask`: the windows they fit, or all), never guessed.
 */
async function windowTold(
  ctx: Ctx,
  text: string,
  list: WindowChoice[],
): Promise<{ window: WindowChoice } | { ask: WindowChoice[] } | undefined> {
  const { timeZone } = ctx.data;
  // The times said, and the other words without those that say a day ("tmrw", "next friday", "el viernes");
  // "early as y'all can" kept whole, the earliest, before its "as" is dropped as a filler.
  const { times, rest } = findTimesOfDay(withUtmostSaid(text), { windows: true });
  const saysDay = async (words: string) =>
    (await parseDay(words, ctx.now, timeZone, dayRange(ctx))) !== undefined;
  const words = stripFillers(tokenize(rest).filter((t) => t !== ','));
  // A day's last word is its own only where the day needs it: "next friday", "el martes tres", never
  // the "temprano" of "mañana temprano", which is the window's.
  const needed = async (said: string[], at: number, length: number) =>
    length === 1 ||
    !(await saysDay(said.slice(at, at + length - 1).join(' '))) ||
    countsDays(said[at + length - 1] ?? '');
  const kept: string[] = [];
  for (let at = 0; at < words.length; ) {
    let day = 0;
    for (let length = Math.min(3, words.length - at); length > 0 && !day; length--)
      if ((await saysDay(words.slice(at, at + length).join(' '))) && (await needed(words, at, length)))
        day = length;
    if (!day) kept.push(words[at] as string);
    at += day || 1;
  }
  const other = unplaced(kept, []);
  if (other.length === 0) return windowsAtTime(text, list, timeZone);
  // A number or an ordinal left beside a day ("friday 5", "June sixth") is no window's position: the
  // window question asks.
  if (other.some(countsDays)) return { ask: list };
  const reading = recognizeChoice(
    [...times.map((t) => t.said), ...other].join(' '),
    list.map((w) => windowOption(w, timeZone, ctx.words)),
    { multi: false, timeZone },
  );
  const named = reading.kind === 'picked' || reading.kind === 'ambiguous' ? reading.values : [];
  const fits = list.filter((w) => named.includes(String(w.id)));
  const [one] = fits;
  return one && fits.length === 1 ? { window: one } : { ask: fits.length > 0 ? fits : list };
}

/**
 * Whether a reply says two times of day that share no minute ("shop closed that afternoon so morning",
 * "choir tuesday evening so the morning is better"): one of them is only why.
 *
 * @invariant times-apart-all-windows-asked A day answer saying two times of day that share no minute
 *   lists all the day's windows, never those of one time: the time given as a reason is never the
 *   one the windows are picked by. Two that overlap ("morning, 8-10") still narrow them.
 */
export function timesApart(times: readonly { range: { fromMinutes: number; toMinutes: number } }[]): boolean {
  return times.some((a, i) =>
    times
      .slice(i + 1)
      .some((b) => a.range.toMinutes <= b.range.fromMinutes || b.range.toMinutes <= a.range.fromMinutes),
  );
}

/** A number or an ordinal, in digits or words ("3", "3rd", "tres", "sixth"): a date's part beside a day. */
const countsDays = (word: string) =>
  /^\d/.test(word) || numberAt([word], 0) !== undefined || readOrdinal([word]) !== undefined;

/** A fee in words: `a $4.99 fee`, `an $8.99 fee`, `no fee`. */
const feeWords = (cents: number, words: Words) =>
  cents
    ? words.t('placing.aFee', { amount: formatCents(cents), vowel: saidWithVowel(cents) ? 'yes' : 'no' })
    : words.t('placing.noFee');

/**
 * What is said of a window chosen from a typed time (invariant chosen-window-states-its-fee): the window, its fee,
 * that it starts at the time asked (`startsThen`) or else is the nearest to it, and, when it has a fee, the
 * free window of that day nearest to it.
 */
function chosenForYou(
  window: WindowChoice,
  day: WindowChoice[],
  timeZone: string,
  words: Words,
  startsThen: boolean,
): string {
  const time = (w: WindowChoice) =>
    words.t('placing.windowWith', {
      times: formatTimeRange(w.startTime, w.endTime, timeZone, words.language),
      provider: providerAfterWith(w, words),
    });
  const said = words.t(startsThen ? 'placing.chosenStartsThen' : 'placing.chosenForYou', {
    day: formatDay(window.day, words.language),
    window: time(window),
    fee: feeWords(window.feeInCents, words),
  });
  if (!window.feeInCents) return said;
  const distance = (w: WindowChoice) => Math.abs(Date.parse(w.startTime) - Date.parse(window.startTime));
  const [free] = day.filter((w) => !w.feeInCents).sort((a, b) => distance(a) - distance(b));
  return free ? `${said} ${words.t('placing.freeNearest', { window: time(free) })}` : said;
}

/**
 * Words that pick a window by its kind, in both languages (an English word is read in Spanish too). The
 * store's own drivers are the ones the person speaks of as the store's: "your own driver", "your guy",
 * "el chofer de ustedes", "su propio chofer".
 */
export const KIND_WORDS: Record<WindowChoice['provider'], string[]> = {
  OWN_DRIVER: [
    'store driver',
    'chofer',
    'chofer de la tienda',
    'your own driver',
    'your driver',
    'your guy',
    'chofer de ustedes',
    'su propio chofer',
    // Spain's vosotros, and "suyo" after the noun: the store's own.
    'vuestro chofer',
    'chofer vuestro',
    'vuestro propio chofer',
    'chofer suyo',
  ],
  ON_DEMAND: ['courier', 'mensajero'],
};

function windowOption(w: WindowChoice, timeZone: string, words: Words): ReplyOption {
  return {
    value: String(w.id),
    label: providerWords(w, words),
    role: 'choice',
    feeCents: w.feeInCents,
    window: { startTime: w.startTime, endTime: w.endTime, timeZone },
    synonyms: KIND_WORDS[w.provider],
  };
}

/**
 * The hint under the windows a typed time fits (invariant typed-time-fitting-windows): the cheapest of
 * them, when one is cheaper than the rest.
 */
function cheapestHint(near: WindowChoice[], timeZone: string, words: Words): string | undefined {
  const least = Math.min(...near.map((w) => w.feeInCents));
  const cheapest = near.filter((w) => w.feeInCents === least);
  const [window] = cheapest;
  if (!window || cheapest.length > 1) return undefined;
  const times = formatTimeRange(window.startTime, window.endTime, timeZone, words.language);
  return words.t('placing.cheapestAtTime', {
    window: words.t('placing.windowWith', { times, provider: providerAfterWith(window, words) }),
    fee: feeWords(window.feeInCents, words),
  });
}

/** The hint under the windows: which kinds run that day, and when store drivers next run if not. */
async function windowsHint(ctx: Ctx, list: WindowChoice[]): Promise<string> {
  const { words } = ctx;
  const own = list.some((w) => w.provider === 'OWN_DRIVER');
  const courier = list.find((w) => w.provider === 'ON_DEMAND');
  if (own && courier) return words.t('placing.hintBoth', { courier: courier.providerName });
  if (own) return words.t('placing.hintOwn');
  const courierName = courier?.providerName ?? words.t('placing.onDemand');
  // Only a hint: a lookup that fails leaves it out rather than failing the turn.
  const next = await firstDayWith(
    ctx,
    addDays(ctx.data.day ?? ctx.today, 1),
    (w) => w.provider === 'OWN_DRIVER',
  ).catch((error: unknown) => {
    if (isLaundryApiError(error, 'unauthorized')) throw error;
    return { day: undefined };
  });
  return next.day
    ? words.t('placing.hintCourierNext', {
        courier: courierName,
        day: formatDay(next.day, words.language),
      })
    : words.t('placing.hintCourierOnly', { courier: courierName });
}

const windowStep: Step<SlotData> = finalStep({
  id: 'window',
  title: 'Time',
  async ask(ctx) {
    const when = ctx.data.day ?? ctx.today;
    const { words } = ctx;
    const day = formatDay(when, words.language);
    const all = await windowsOn(ctx, when);
    const near = all.filter((w) => ctx.data.near?.includes(w.id));
    const list = near.length > 0 ? near : all;
    if (list.length === 0) {
      // Windows fill up between turns: go back to the day.
      ctx.data.day = undefined;
      return {
        kind: 'filled',
        say: [say(words.t('placing.windowsGone', { day }), 'warning')],
      };
    }
    const { purpose, timeZone } = ctx.data;
    return asking({
      kind: 'single',
      text: words.t(near.length > 0 ? 'placing.windowsAtTime' : 'placing.windowsOn', { purpose, day }),
      hint: (near.length > 0 && cheapestHint(near, timeZone, words)) || (await windowsHint(ctx, list)),
      options: list.map((w) => windowOption(w, ctx.data.timeZone, words)),
    });
  },
  // "same time as before": the current window's time, read before the windows' own words are; "same
  // time, 8-10 store driver": the one window both name (invariant same-time-beside-its-window).
  readsFirst: (text, data) => {
    if (data.current && readsSameTime(text)) return {};
    // "mejor el sábado a las 6:30": the day question's answer, its time never a window of the day on screen.
    if (namesADay(text)) return {};
    const named = sameWindowNamed(text, data);
    return named ? { option: String(named.id) } : undefined;
  },
  async accept(ctx, answer: Answer): Promise<Accepted> {
    const list = await windowsOn(ctx, ctx.data.day ?? ctx.today);
    const { current } = ctx.data;
    const same =
      !picked(answer) && current && readsSameTime(answer.text) ? sameTimeAs(ctx, current, list) : undefined;
    if (same && 'differs' in same) return retry(same.differs);
    const chosen = same?.window ?? list.find((w) => String(w.id) === picked(answer));
    if (!chosen && !picked(answer) && namesADay(answer.text)) return readDayAnswer(ctx, answer);
    if (!chosen) return retry(ctx.words.t('placing.pickWindow'));
    const result: SlotResult = { purpose: ctx.data.purpose, window: chosen };
    return end(result);
  },
});

/**
 * Words by which a reply at the windows names a day: the weekdays, as said and shortened, and
 * yesterday, today and tomorrow. Spanish "mañana" alone is left out: "la de la mañana" is the morning's window.
 */
const DAY_NAMING = new Set(
  [...DAY_WORDS, ...DAY_ABBREVIATIONS, 'yesterday', 'ayer'].filter(
    (w) => !['tonight', 'now', 'ahora', 'manana'].includes(w),
  ),
);

/**
 * Whether a reply names a day by its word ("no, this friday", "mejor el jueves", "pasado mañana").
 *
 * @invariant day-named-at-windows-answers-the-day A reply at the window question that picks no window
 *   but names a day is read as the day question reads it: that day's windows next (or the one window
 *   its other words pick), a day it can't take said why; never "pick one of the windows" of the day
 *   the person just turned away from. "La de la mañana" names no day.
 */
export function namesADay(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.some((t) => DAY_NAMING.has(t)) || /\bpasado manana\b/.test(tokens.join(' '));
}

/**
 * The window a reply names beside "same time" ("same time po, 8-10", "la de siempre, de 8 a 10", "same
 * as I had, the eight o'clock one with your own driver"): taken only when its other words pick exactly
 * one window of the day shown and that is the window at the current one's time with its provider, so
 * "same" adds nothing that could mean another window; otherwise undefined, and the options' words read it.
 *
 * @invariant same-time-beside-its-window "Same as before" beside a window's own words is taken only when
 *   both name the one same window of the day shown; a time or a driver that differs from the current
 *   window's, or words several windows fit, are read by the options' words (asked back), never taken.
 */
export function sameWindowNamed(
  text: string,
  data: Pick<SlotData, 'day' | 'windows' | 'current' | 'timeZone'>,
): WindowChoice | undefined {
  const found = findSameTime(text);
  const list = data.day === undefined ? undefined : data.windows[data.day];
  if (!found?.rest || !data.current || !list) return undefined;
  const same = windowAtSameTime(data.current, list, data.timeZone);
  if (!('window' in same)) return undefined;
  // The options as the window question shows them; their synonyms read the drivers in either language.
  const options = list.map((w) => windowOption(w, data.timeZone, ENGLISH));
  const reading = recognizeChoice(found.typed, options, { multi: false, timeZone: data.timeZone });
  const [one] = reading.kind === 'picked' ? reading.values : [];
  return reading.kind === 'picked' && reading.values.length === 1 && one === String(same.window.id)
    ? same.window
    : undefined;
}

export const slotFlow: Flow<SlotData, SlotArgs, SlotResult> = {
  id: 'slot',
  args: slotArgsSchema,
  returns: slotResultSchema,
  title: 'Choose a day and a window',
  schema: slotDataSchema,
  needsSession: true,
  init: (args) => ({ ...slotArgsSchema.parse(args), windows: {} }),
  steps: [day, windowStep],
  transitions: {},
  result: 'the window',
  backAtStart: 'pop',
};
