/**
 * Talk to a person: the conversation is handed to the business's staff (a thread in their channel,
 * reached by a notice to its `staffThread`) and handed back.
 *
 * @invariant handoff-opens-on-top The hand-off opens by its word or typed words at any step ("agent", "human", "talk to a person", "call me", "quiero hablar con alguien"), and is offered by its word after the re-ask cap (ROLES.stuck). It is pushed on top of whatever is open, which it keeps: the order below keeps its draft.
 * @invariant staff-told-once-without-secrets Staff are told once, when it opens: who (the service's customer id, or not signed in), the phone masked, the question asked with the request ("I'd like to ask someone: do you take rugs?"), the work in progress summed up, and the last few turns. No code is in them (a secret step is never echoed, and any run of 4 to 8 digits is hidden, but in an address typed to be sent: invariant address-sent-whole, whose ZIP staff need) and no phone in clear.
 * @invariant handoff-says-when-answered The person is told a person will answer, and roughly when: soon within the staffed hours (`deps.staffedHours`, in the business's zone); outside them, when they open next.
 * @invariant handoff-relays-until-handed-back While it is on top (invariant relay-passes-words-on) each thing the person types is one notice to the thread; what staff write is said as from them (`from` names them and the business); when staff hand back, or nothing was said either way for the idle time (the worker's check, named as the business), the person is told and the question they were at is asked again.
 * @invariant person-leaves-handoff-by-word The person leaves it with "bot", "back to the bot", "nevermind", "volver al bot", "olvídalo" and the like, or by asking staff to hand them back ("you can hand me back now", "regrésame"; "send me back a photo" is said to staff), thanks and agreement said with them ("Brilliant, thanks Alex. Back to the bot, please.", `leavesForTheBot`), or with thanks and being done, the bot unnamed ("ty, that's all", "gracias, eso es todo"; "that's all" alone may answer staff, and is passed on): the thread is told, with a notice that closes it, and the question they were at is asked again. A leaving within a longer message ("great thanks alex! i'd like to go back to the bot now, pickup wednesday morning", `leavingWithin`) is passed on whole, then closes it, and what was said after it is kept for the order's questions (invariant rest-kept-for-its-question); when something after it asks a question the order keeps nothing of, or something before it asks staff ("?"), or it comes after something staff are to do ("…, then back to the bot"), it is only passed on.
 * @invariant staff-opens-handoff-for-customer A staff member opens it for a customer from the staff desk (`/laundry staff talk <order|phone>`, desk.ts): the opening names them (`by`), the thread records them as its opener, and the person is told a person from the laundry is with them (no waiting time: someone is there).
 */
import * as z from 'zod';
import { formatTimeRange } from '../calendar';
import { maskPhone, maskPhonesIn } from '../dialog/mask-phone';
import { finalStep } from '../dialog/prompts';
import { askText, ok, say } from '../dialog/step-helpers';
import type { Reply, SummaryValue } from '../dialog/types';
import { lazySchema } from '../lazy-schema';
import { moneyText } from '../money';
import { ledgerEntrySchema } from '../orders/ledger-entry';
import { leavesForTheBot, leavingWithin, readPersonRequest } from '../recognize';
import { ENGLISH, type Language } from '../words';
import { zonedFormat } from '../zoned-format';
import { tellBatch } from './batch-answer';
import type { FlowDeps } from './deps';
import type { Below, Flow, StepContext } from './flow';

/** How many of the last lines of the conversation staff are shown. */
const LAST_LINES = 6;

const handoffSchema = lazySchema(() =>
  z.object({
    /** The work in progress and the last lines, for staff (invariant staff-told-once-without-secrets): sent once, then dropped. */
    brief: z.string().optional(),
    /** When the person or staff last wrote (epoch ms): an idle check since then ends nothing (invariant handoff-relays-until-handed-back). */
    lastAt: z.number().optional(),
    /** The staff member who opened it from the staff desk (invariant staff-opens-handoff-for-customer); the person did, when absent. */
    by: z.string().optional(),
    /** What the person is asked to write, when a step opened it for one thing (the pickup address); their question otherwise. */
    about: z.string().optional(),
    /** The question said with the request was sent to staff: the person is not asked to write it again. */
    questionSent: z.boolean().optional(),
    /** The order it was asked about (a reminder's, a staff change's question): a batch that asked is told (invariant batch-answer-told-staff). */
    orderId: z.number().optional(),
  }),
);
type HandoffData = z.infer<typeof handoffSchema>;
type Ctx = StepContext<HandoffData>;

/** The work in progress and the last lines of the conversation, in words for staff (invariant staff-told-once-without-secrets). */
function briefOf(below: Below, question: string | undefined): string {
  const lines: string[] = question ? [`Their question: ${hideCodes(question)}`] : [];
  if (below.held?.type === 'summary') {
    lines.push(`${below.held.title}:`);
    for (const line of below.held.lines) lines.push(`  ${line.label}: ${valueText(line.value)}`);
  }
  const said = below.recent.flatMap(lineOf).slice(-LAST_LINES);
  if (said.length) lines.push('Last messages:', ...said.map((line) => `  ${line}`));
  return maskPhonesIn(lines.join('\n'));
}

function lineOf(reply: Reply): string[] {
  if (reply.type === 'closed') return [`Customer: ${hideCodes(reply.answer)}`];
  if (reply.type === 'prompt' || reply.type === 'text') return [`Bot: ${reply.text}`];
  return [];
}

/** What the person asked beside their request for a person ("do you take rugs?"), from the typed words' arguments. */
function questionOf(typed: unknown): string | undefined {
  const question = (typed as { question?: unknown } | undefined)?.question;
  return typeof question === 'string' ? question : undefined;
}

/** A value of the work in progress for staff, who read the laundry's language (English). */
function valueText(value: SummaryValue): string {
  if (value.type === 'text') return value.own ?? value.text;
  if (value.type === 'money') return moneyText(value, ENGLISH);
  return `${value.day} ${formatTimeRange(value.window.startTime, value.window.endTime, value.window.timeZone, 'en')}`;
}

/** Someone can answer (a staff channel, or the terminal's player of staff): otherwise the person would wait for no one. */
export const handoffReachable = (deps: Pick<FlowDeps, 'canHandOff'>) => deps.canHandOff === true;

/** A code typed as a free answer never reaches staff (a secret step is not echoed at all). */
const hideCodes = (text: string) => text.replace(/\b\d{4,8}\b/g, '****');

/** When a person answers, from the staffed hours in the business's zone (invariant handoff-says-when-answered). */
export function whenAnswered(ctx: Pick<Ctx, 'deps' | 'now' | 'words'>): string {
  const { words } = ctx;
  const hours = ctx.deps.staffedHours;
  if (!hours) return words.t('handoff.shortly');
  const now = zonedFormat('en-GB', {
    timeZone: ctx.deps.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ctx.now);
  if (now >= hours.opens && now < hours.closes) return words.t('handoff.shortly');
  const [hour = 0, minute = 0] = hours.opens.split(':').map(Number);
  return words.t('handoff.whenWeOpen', {
    time: `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`,
    half: hour < 12 ? 'am' : 'pm',
    tomorrow: now < hours.opens ? 'no' : 'yes',
  });
}

/** The language's name for staff, who read the laundry's language (English). */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

function whoAndWhere(ctx: Ctx): string {
  const who = ctx.session ? `customer #${ctx.session.serviceCustomerId}` : 'not signed in';
  const phone = ctx.senderPhone ?? ctx.session?.phoneNumber;
  const why = ctx.data.by ? 'Opened from the staff desk' : 'Asks for a person';
  // Staff read the laundry's language; a customer who writes another is named so (English is the default).
  const writes = ctx.words.language === 'en' ? '' : ` Writes in ${LANGUAGE_NAMES[ctx.words.language]}.`;
  return `${why}: ${who}${phone ? `, phone ${maskPhone(phone)}` : ''}.${writes}`;
}

/** A batch that asked the customer about the order is told they asked for a person (invariant batch-answer-told-staff). */
async function toldBatch(ctx: Ctx): Promise<void> {
  const { orderId } = ctx.data;
  if (orderId === undefined || ctx.data.by) return;
  const record = await ctx.deps.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
  if (record?.entry.placedBy === ctx.conversationKey)
    await tellBatch(ctx, orderId, record.entry, 'asked for a person');
}

export const handoffFlow: Flow<HandoffData> = {
  id: 'handoff',
  title: 'Talk to a person',
  schema: handoffSchema,
  needsSession: false,
  init: (args) => handoffSchema.parse(args ?? {}),
  steps: [
    finalStep({
      id: 'waiting',
      title: 'With a person',
      async ask(ctx) {
        if (ctx.data.brief !== undefined) {
          const brief = ctx.data.brief;
          ctx.notify({
            staffThread: true,
            text: `${whoAndWhere(ctx)}\n${brief}`.trim(),
            language: ctx.words.language,
            ...(ctx.data.by ? { openedBy: ctx.data.by } : {}),
          });
          ctx.data.brief = undefined;
          ctx.count({ kind: 'handoff-opened' });
          // Opened on an order by its customer: the answer to the bot's question about it (a reminder's "talk to a person").
          if (ctx.data.orderId !== undefined && !ctx.data.by)
            ctx.count({ kind: 'reminder-answered', answer: 'person' });
          await toldBatch(ctx);
        }
        const { words } = ctx;
        const when = whenAnswered(ctx);
        return askText(
          ctx.data.by
            ? words.t('handoff.withYou')
            : ctx.data.questionSent && !ctx.data.about
              ? words.t('handoff.askedQuestionSent', { when })
              : words.t('handoff.asked', { when, about: ctx.data.about ?? words.t('handoff.yourQuestion') }),
          words.t('handoff.hint'),
        );
      },
      accept: async () => ok(),
    }),
  ],
  transitions: {},
  result: 'nothing (staff hand back; the question below is asked again)',
  openings: [
    {
      kind: 'push',
      word: 'agent',
      label: (words) => words.t('handoff.openLabel'),
      does: (words) => words.t('handoff.openDoes'),
      typed: (text) => {
        const request = readPersonRequest(text);
        return request && { args: request };
      },
      onTop: true,
      unavailable: (words) => words.t('handoff.unavailable'),
      // Offered and opened only where someone can answer.
      when: handoffReachable,
      args: (orderId, below, by, typed) => ({
        brief: briefOf(below, questionOf(typed)),
        ...(questionOf(typed) ? { questionSent: true } : {}),
        ...(by ? { by } : {}),
        ...(orderId === undefined ? {} : { orderId }),
      }),
    },
  ],
  relay: {
    heard(ctx, text) {
      ctx.data.lastAt = ctx.now.getTime();
      ctx.notify({ staffThread: true, text: maskPhonesIn(text), language: ctx.words.language });
    },
    said(ctx, from, text) {
      ctx.data.lastAt = ctx.now.getTime();
      return [say(`${from}: ${text}`)];
    },
    ended: (ctx, from) => [say(ctx.words.t('handoff.handedBack', { from }))],
    lastActive: (ctx) => ctx.data.lastAt ?? 0,
    leaves: leavesForTheBot,
    leavesWithin: leavingWithin,
    left(ctx) {
      ctx.notify({
        staffThread: true,
        text: 'The customer went back to the bot: this hand-off is closed.',
        closes: true,
      });
      return [say(ctx.words.t('handoff.left'))];
    },
  },
};
