/**
 * The bottom of a support staff member's conversation (in place of the menu): find an order by its
 * number or the customer's phone number, then change it for the customer with the customer's own
 * flow. Staff act with the customer's session, resolved by the staff desk port; they never see or
 * handle a token, and never sign in here themselves. `talk <order|phone>` opens a hand-off with the
 * customer instead (a thread in the staff channel for their conversation; invariant staff-opens-handoff-for-customer).
 *
 * @invariant customer-told-in-own-language What the customer is told of staff's work (a change, asked of them as a question: lib/flows/reminder.ts; a hand-off) runs in the customer's own conversation, so it is in the language and on the channel that conversation keeps, never the staff's.
 */
import * as z from 'zod';
import { addDays, dayInZone, formatDay } from '../calendar';
import { finalStep } from '../dialog/prompts';
import { askText, ok, say } from '../dialog/step-helpers';
import { lazySchema } from '../lazy-schema';
import { readBatchRequest } from '../orders/batch-request';
import { readPhone } from '../recognize';
import { tokenize } from '../recognize/normalize';
import { digestText, digestUnderWay } from '../stats/digest';
import { words } from '../words';
import { zonedFormat } from '../zoned-format';
import type { Accepted, ChannelWords, Flow, Step, StepContext } from './flow';
import { missedReport } from './missed-report';

export const actingForSchema = lazySchema(() =>
  z.object({
    serviceCustomerId: z.number(),
    /** The customer's conversation: where their sign-in is, and where they are told what changed. */
    key: z.string(),
  }),
);
export type ActingFor = z.infer<typeof actingForSchema>;

const deskDataSchema = lazySchema(() =>
  z.object({
    /** The staff member, as their channel names them (opaque here). */
    staff: z.string(),
    actingFor: actingForSchema.optional(),
  }),
);
type DeskData = z.infer<typeof deskDataSchema>;
type Ctx = StepContext<DeskData>;

/** The answer when the customer's session can't be had: nothing is half-done. */
export const signInAgain = (words: ChannelWords) =>
  `I can't act for this customer: their sign-in with the laundry has expired and there's no dispatch credential. Ask them to sign in again (${words.reachUs}), then try again. Nothing was changed.`;

/** The word of the hand-off's opening (handoff.ts), opened in the customer's conversation by `talk`. */
const TALK = 'agent';

/**
 * Finds the order or customer a staff query names, and opens the change flow for them; with `talk`
 * first, a hand-off in the customer's own conversation instead (invariant staff-opens-handoff-for-customer).
 */
export async function openForStaff(ctx: Ctx, query: string): Promise<Accepted> {
  const desk = ctx.deps.staffDesk;
  if (!desk) return { kind: 'retry', reason: "Staff tools aren't set up for this business." };
  if (/^\s*audit\s*$/i.test(query)) return { kind: 'stay', say: [say(await auditToday(ctx))] };
  if (/^\s*report\s+missed\s*$/i.test(query)) return { kind: 'stay', say: [say(await missedThisWeek(ctx))] };
  if (asksReport(query)) return { kind: 'stay', say: [say(await reportThisWeek(ctx))] };
  const batch = await readBatchRequest(query, ctx.now, ctx.deps.timeZone);
  if (batch) return { kind: 'push', flow: 'batch', args: { staff: ctx.data.staff, request: batch } };
  const talk = /^talk\s+(.*)$/is.exec(query.trim());
  const text = (talk?.[1] ?? query).trim();
  const phone = readPhone(text);
  const orderNumber = phone ? undefined : /^#?(\d{1,12})$/.exec(text)?.[1];
  let found: ActingFor | undefined;
  let orderId: number | undefined;
  const told: ReturnType<typeof say>[] = [];
  if (orderNumber) {
    orderId = Number(orderNumber);
    const order = await desk.findOrder(orderId);
    if (!order) return { kind: 'retry', reason: `No order #${orderId} was placed through the bot.` };
    found = { serviceCustomerId: order.serviceCustomerId, key: order.key };
    told.push(say(`Order #${orderId} was placed by ${order.placedBy}.`));
  } else if (phone) {
    found = await desk.findCustomer(phone);
    if (!found)
      return { kind: 'retry', reason: 'No customer has signed in with that number through the bot.' };
  } else {
    return { kind: 'retry', reason: "That's neither an order number nor a phone number." };
  }
  // The last text to this customer failed (invariant staff-see-last-text-failed): staff should know before they act.
  const problem = await desk.deliveryProblem?.(found.key);
  if (problem) told.push(say(problem, 'warning'));
  if (talk) {
    // The customer's own conversation opens the hand-off: it needs no session, and staff act in the thread.
    ctx.notify({ key: found.key, opens: { word: TALK, by: ctx.data.staff } });
    return {
      kind: 'stay',
      say: [
        ...told,
        say(
          'A thread with this customer opens in the staff channel: reply there to talk to them. By SMS at night, it opens at 8:00.',
        ),
      ],
    };
  }
  const session = await desk.sessionFor(found.serviceCustomerId, found.key);
  if (!session) return { kind: 'stay', say: [say(signInAgain(ctx.channel.words), 'warning')] };
  ctx.data.actingFor = found;
  return {
    kind: 'push',
    flow: 'change',
    args: {
      ...(orderId !== undefined ? { orderId } : { list: true }),
      staff: ctx.data.staff,
      customerKey: found.key,
    },
    actAs: session,
    ...(told.length ? { say: told } : {}),
  };
}

/** Today's staff audit trail (the business's day), newest first: who did what, and when. */
async function auditToday(ctx: Ctx): Promise<string> {
  const audit = ctx.deps.staffAudit;
  if (!audit) return "The staff audit trail isn't set up for this business.";
  const { timeZone } = ctx.deps;
  const today = dayInZone(ctx.now, timeZone);
  const records = await audit.day(today);
  if (!records.length) return `No staff actions today (${formatDay(today)}).`;
  const time = zonedFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return [
    `Staff actions today (${formatDay(today)}), newest first:`,
    ...records.map((r) => `${time.format(new Date(r.at))} ${r.staff}: ${r.action}`),
  ].join('\n');
}

/** What customers typed that the bot did not understand in the seven days to today (the business's days), in the staff's language. */
async function missedThisWeek(ctx: Ctx): Promise<string> {
  const { missedReplies, timeZone, businessId } = ctx.deps;
  const staffWords = await words(ctx.languages[0] ?? 'en');
  if (!missedReplies?.optedIn) return staffWords.t('missed.off');
  const firstDay = addDays(dayInZone(ctx.now, timeZone), -6);
  return missedReport(await missedReplies.week(businessId, firstDay), firstDay, staffWords);
}

/** `report`, or staff asking how the bot did this week, in either language. */
function asksReport(query: string): boolean {
  // Accents and punctuation off ("¿cómo le fue…?"), as every reply is read.
  const plain = tokenize(query).join(' ');
  return (
    plain === 'report' ||
    /^how (did|is|was|has) the bot (do|doing|done|been)( this week)?$/.test(plain) ||
    /^como le (fue|va|ha ido) al bot( esta semana)?$/.test(plain)
  );
}

/** The digest of the week under way (lib/stats/digest.ts), in the business's own language (the first of LANGUAGES). */
async function reportThisWeek(ctx: Ctx): Promise<string> {
  const { stats, timeZone } = ctx.deps;
  const staffWords = await words(ctx.languages[0] ?? 'en');
  if (!stats) return staffWords.t('digest.notSetUp');
  return digestText(await digestUnderWay(stats, ctx.now, timeZone, staffWords));
}

const find: Step<DeskData> = finalStep({
  id: 'find',
  title: 'Order or customer',
  async ask(ctx) {
    return askText(
      `Which order? Give its number, or the customer’s phone number (${ctx.channel.words.lookupExample}).`,
      `You act for the customer: they are told what you change. Many orders at once: "move Tuesday's 2-4 pm pickups to Wednesday", "cancel Friday afternoon's deliveries". "audit": what staff did today. "report": how the bot did this week.`,
    );
  },
  accept: (ctx, answer) => openForStaff(ctx, answer.text),
});

export const deskFlow: Flow<DeskData> = {
  id: 'desk',
  title: 'Staff desk',
  schema: deskDataSchema,
  needsSession: false,
  init: (args) => deskDataSchema.parse(args),
  steps: [find],
  transitions: { push: ['change', 'batch'] },
  result: 'nothing (it is the bottom of a staff conversation)',
  staffDesk: {
    async actingSession(data, deps) {
      const acting = actingForSchema.optional().parse(data.actingFor);
      if (!acting || !deps.staffDesk) return undefined;
      return deps.staffDesk.sessionFor(acting.serviceCustomerId, acting.key);
    },
    lookUp: openForStaff,
  },
  onResult(ctx) {
    ctx.data.actingFor = undefined;
    return ok();
  },
};
