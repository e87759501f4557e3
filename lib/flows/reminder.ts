/**
 * A reminder before a pickup or a delivery window, as a question the customer can answer: keep it,
 * move that window, cancel the delivery, or talk to a person. The worker opens it in the conversation
 * that placed the order when the reminder is due (`open` with the word `reminderWord(leg)`), pushed
 * over whatever is going on, which is asked again once it is answered.
 *
 * @invariant reminder-offers-valid-actions Only the actions valid for the order now are offered: moving a window that has not started, cancelling a delivery that has not started; "talk to a person" when a flow declares the entry point `agent` (the engine leaves the option out otherwise).
 * @invariant reminder-action-opens-change Moving or cancelling opens the change flow on that order at that change (it confirms before anything is sent, and asks for a sign-in first if the conversation has none).
 * @invariant reminder-move-carries-its-day A move said with its new day ("can it come saturday instead", "pásala pal sábado de 8 a 10") opens the change with that day (and time) as the answer to its first question; a day the person can't do ("el viernes no puedo") is never the new one.
 * @invariant started-window-changes-nothing An answer once the window has started says so, and changes nothing.
 * @invariant staff-change-asked-of-customer A change staff made is told to the customer as this question, opened by the bot in the customer's own conversation (so on their channel, in their language): who changed it, each field old and new, what the fees now are, and the same answers as a reminder's, at the leg staff changed. While the customer talks to a person it is told as a plain notice instead, once, their words still going to that person (invariant relay-told-notice-aside).
 * @invariant reminder-order-shown-to-owner The order is shown only in the conversation that placed it, or to the customer it belongs to: a reminder's word typed anywhere else opens nothing.
 */

import * as z from 'zod';
import { dayInZone, formatDay, formatTimeRange } from '../calendar';
import { end, finalStep } from '../dialog/prompts';
import { asking, opensValue, picked, retry, say } from '../dialog/step-helpers';
import type { OpeningWord, Reply, ReplyOption } from '../dialog/types';
import { lazySchema } from '../lazy-schema';
import { providerWords } from '../orders/choices';
import { entryTimeZone, ledgerEntrySchema } from '../orders/ledger-entry';
import { reminderText } from '../orders/reminder-text';
import {
  type ReminderAnswer,
  readReminderAnswer,
  readReminderMoveTo,
  readStaffChangeAnswer,
  withoutLeadingNo,
} from '../recognize';
import type { Words } from '../words';
import { tellBatch } from './batch-answer';
import { staffChangeLines } from './change/change-replies';
import type { Accepted, Flow, Step, StepContext } from './flow';

const legSchema = lazySchema(() => z.enum(['pickup', 'delivery']));

/** No order id: a reminder's word typed without one, which opens nothing. */
const reminderDataSchema = lazySchema(() =>
  z.object({
    orderId: z.number().int().positive().optional(),
    leg: legSchema,
    /** Asked after staff changed the order (invariant staff-change-asked-of-customer), not before a window. */
    changed: z.literal(true).optional(),
    /** The weekday of the window asked about (0 Sunday): "el viernes no puedo" said of it is a move. */
    weekday: z.number().int().min(0).max(6).optional(),
    /** The order's store's name: "la retiro yo en Chelsea" names it as where one collects. */
    store: z.string().optional(),
  }),
);
type ReminderData = z.infer<typeof reminderDataSchema>;
type Ctx = StepContext<ReminderData>;

const KEEP = 'keep';
const MOVE = 'move';
const CANCEL = 'cancel-delivery';

/** The order as its ledger record is now, if this conversation may see it (invariant reminder-order-shown-to-owner). */
async function orderOf(ctx: Ctx) {
  if (ctx.data.orderId === undefined) return undefined;
  const record = await ctx.deps.ledger.getByOrderId(ctx.data.orderId, { parse: ledgerEntrySchema });
  const mine =
    record?.entry.placedBy === ctx.conversationKey ||
    (record !== undefined && record.serviceCustomerId === ctx.session?.serviceCustomerId);
  return record?.status === 'PLACED' && mine ? record.entry : undefined;
}

const started = (window: { startTime: string } | null | undefined, now: Date) =>
  !!window && Date.parse(window.startTime) <= now.getTime();

/** Ends the reminder, saying why. */
const done = (text: string): Accepted => end({}, say(text, 'warning'));

/** An answer in own words, as the option it stands for (invariant reminder-answer-whole); collecting is a delivery's. */
const OWN_WORDS: Record<ReminderAnswer, (leg: ReminderData['leg']) => string | undefined> = {
  keep: () => KEEP,
  move: () => MOVE,
  collect: (leg) => (leg === 'delivery' ? CANCEL : undefined),
  // (invariant reminder-own-day-refused) A pickup's own day refused moves it; a delivery's is asked, by `accept`.
  refused: (leg) => (leg === 'pickup' ? MOVE : undefined),
};

/** Whether a reply only refuses a delivery reminder's own day: moving and collecting both fit, so it is asked which. */
const deliveryDayRefused = (text: string, data: ReminderData) =>
  data.leg === 'delivery' &&
  !data.changed &&
  readReminderAnswer(text, data.weekday, data.store) === 'refused';

/**
 * Staff's change, told plainly while the customer talks to a person (invariant relay-told-notice-aside):
 * who changed it, each field old and new, what the fees now are; no question, their words go to staff.
 */
async function staffChangeNotice(ctx: Ctx): Promise<Reply[]> {
  const entry = await orderOf(ctx);
  const change = entry?.changes?.findLast((c) => c.staff !== undefined);
  if (ctx.data.orderId === undefined || !entry || !change) return [];
  return [say(staffChangeLines(ctx.words, ctx.data.orderId, entry, change, ctx.deps.timeZone).join('\n'))];
}

const answerStep: Step<ReminderData> = finalStep({
  id: 'answer',
  title: 'Keep, move or cancel',
  readsFirst: (text, data) => {
    // Staff's change is asked "Does that work for you?": a yes keeps it, a no moves it (invariant staff-change-yes-keeps-no-moves).
    const said = data.changed
      ? readStaffChangeAnswer(text, data.weekday)
      : readReminderAnswer(text, data.weekday, data.store);
    const option = said && OWN_WORDS[said](data.leg);
    // "el viernes no puedo" of a delivery: read here, so no option's word takes it; `accept` asks which.
    if (option === undefined) return deliveryDayRefused(text, data) ? {} : undefined;
    return { option };
  },
  async ask(ctx) {
    const { orderId } = ctx.data;
    const entry = await orderOf(ctx);
    const staffChange = ctx.data.changed && entry?.changes?.findLast((c) => c.staff !== undefined);
    // Staff's change is asked about at the leg it moved.
    if (staffChange) ctx.data.leg = staffChange.spec?.newDelivery ? 'delivery' : 'pickup';
    const { leg } = ctx.data;
    const window = leg === 'pickup' ? entry?.pickup : entry?.returnWindow;
    if (orderId === undefined || !entry || !window || (ctx.data.changed && !staffChange)) return end({});
    // (invariant reminder-own-day-refused) The day the reply may say is not possible.
    const weekday = new Date(`${window.day}T12:00:00Z`).getUTCDay();
    if (Number.isInteger(weekday)) ctx.data.weekday = weekday;
    ctx.data.store = entry.store.name;
    const { words } = ctx;
    const timeZone = entryTimeZone(entry, ctx.deps.timeZone);
    // The synonyms are read in either language (an English word in a Spanish conversation too).
    const options: ReplyOption[] = [
      {
        value: KEEP,
        label: words.t('reminder.keep'),
        role: 'choice',
        synonyms: ['keep', 'ok', 'okay', 'fine', 'thanks', 'vale', 'bien', 'gracias'],
      },
    ];
    if (!started(window, ctx.now))
      options.push({
        value: MOVE,
        label: words.t('reminder.move', { leg }),
        role: 'choice',
        // "change delivery day", "cambiala de día", "push it": another day for it, in either language.
        synonyms: [
          'move',
          'change',
          'reschedule',
          'another time',
          'another day',
          'change the day',
          'change day',
          'push it',
          'cambiar',
          'mover',
          'otra hora',
          'otro dia',
          'cambiar de dia',
          'cambiala de dia',
          'cambialo de dia',
        ],
      });
    if (entry.returnWindow && !started(entry.returnWindow, ctx.now))
      options.push({
        value: CANCEL,
        label: words.t('reminder.cancelDelivery'),
        role: 'danger',
        detail: words.t('reminder.collectAt', { store: entry.store.name }),
        synonyms: [
          'cancel delivery',
          'cancel the delivery',
          'no delivery',
          'collect it',
          'sin entrega',
          'lo recojo',
          'cancelar la entrega',
        ],
      });
    options.push({
      value: opensValue('agent', orderId),
      label: words.t('reminder.talk'),
      role: 'choice',
      synonyms: ['person', 'human', 'agent', 'call me', 'persona'],
    });
    return asking({
      kind: 'single',
      text: staffChange
        ? [
            ...staffChangeLines(words, orderId, entry, staffChange, ctx.deps.timeZone),
            words.t('reminder.staffChangedAsk'),
          ].join('\n')
        : reminderText({ orderId, leg, window, timeZone, today: dayInZone(ctx.now, timeZone) }, words),
      hint: '',
      options,
    });
  },
  async accept(ctx, answer) {
    const { orderId, leg } = ctx.data;
    const { words } = ctx;
    // "sat 8-10", "el domingo a la misma hora": another day, said alone, is where it moves. Read here, on
    // the reply no option took, never by `readsFirst`: a day after a move ("reschedule, sat 8-10") is the
    // move's own, carried to its day question, never a second answer of this one.
    const otherDay = picked(answer) ? undefined : readReminderMoveTo(answer.text, ctx.data.weekday);
    const value = otherDay === undefined ? picked(answer) : MOVE;
    const entry = await orderOf(ctx);
    if (
      value === undefined &&
      answer.text &&
      entry?.returnWindow &&
      deliveryDayRefused(answer.text, ctx.data)
    )
      return retry(
        words.t('change.moveOrCollect', {
          move: words.t('reminder.move', { leg }),
          collect: words.t('reminder.cancelDelivery'),
          store: entry.store.name,
        }),
      );
    if (value !== KEEP && value !== MOVE && value !== CANCEL) return retry(words.t('reminder.choose'));
    const window = leg === 'pickup' ? entry?.pickup : entry?.returnWindow;
    if (!entry || !window) return done(words.t('reminder.noLeg', { orderId: String(orderId), leg }));
    if (started(window, ctx.now)) {
      const timeZone = entryTimeZone(entry, ctx.deps.timeZone);
      return done(
        words.t('reminder.begun', {
          leg,
          orderId: String(orderId),
          day: formatDay(window.day, words.language),
          time: formatTimeRange(window.startTime, window.endTime, timeZone, words.language),
          provider: providerWords(window, words),
        }),
      );
    }
    if (value === KEEP) {
      ctx.count({ kind: 'reminder-answered', answer: 'kept' });
      await tellBatch(ctx, orderId as number, entry, 'kept');
      return end({}, say(words.t('reminder.kept', { orderId: String(orderId) }), 'success'));
    }
    if (value === CANCEL && !entry.returnWindow) return retry(words.t('reminder.choose'));
    // "can it come saturday instead": the day said answers the change's day question (invariant reminder-move-carries-its-day).
    // "no, can we do thursday instead" at staff's change: the day after the no.
    const moveTo =
      value === MOVE && answer.text
        ? readReminderMoveTo(withoutLeadingNo(answer.text), ctx.data.weekday)
        : undefined;
    ctx.count({ kind: 'reminder-answered', answer: value === CANCEL ? 'cancelled' : 'moved' });
    return {
      kind: 'replace',
      flow: 'change',
      args: {
        orderId,
        change: value === CANCEL ? 'cancel-delivery' : leg,
        ...(moveTo === undefined ? {} : { words: moveTo }),
      },
    };
  },
});

/**
 * The word of the entry point a due reminder opens in its conversation.
 * @example reminderWord('pickup') // 'remind-pickup'
 */
export function reminderWord(leg: 'pickup' | 'delivery'): OpeningWord {
  return `remind-${leg}`;
}

/** The word of the entry point a change staff made opens in the customer's conversation (invariant staff-change-asked-of-customer). */
export const STAFF_CHANGED: OpeningWord = 'staff-changed';

export const reminderFlow: Flow<ReminderData> = {
  id: 'reminder',
  title: 'Reminder',
  schema: reminderDataSchema,
  needsSession: false,
  init: (args) => reminderDataSchema.parse(args),
  steps: [answerStep],
  transitions: { replace: ['change'] },
  result: 'nothing',
  // Staff's change while the customer talks to a person; a reminder asks the hand-off's question again.
  aside: (ctx) => (ctx.data.changed ? staffChangeNotice(ctx) : Promise.resolve(undefined)),
  openings: [
    ...legSchema.options.map((leg) => ({
      kind: 'push' as const,
      word: reminderWord(leg),
      label: (words: Words) => words.t('reminder.openLabel'),
      onTop: true as const,
      byBot: true as const,
      args: (orderId: number | undefined) => ({ orderId, leg }),
    })),
    {
      kind: 'push' as const,
      word: STAFF_CHANGED,
      label: (words: Words) => words.t('reminder.staffChangedLabel'),
      onTop: true as const,
      byBot: true as const,
      args: (orderId: number | undefined) => ({ orderId, leg: 'pickup' as const, changed: true as const }),
    },
  ],
};
