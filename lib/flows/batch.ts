/**
 * Staff's batch (lib/orders/batch.ts), pushed by the desk when staff ask for many orders at once
 * ("move Tuesday's 2-4 pm pickups to Wednesday", "cancel the deliveries of Friday afternoon"): the
 * orders it would change, listed from the bot's own ledger with each one's customer, new window and
 * fee change; staff drop some or confirm all, and the worker runs it (lib/worker/batch.ts).
 * Staff's words are the desk's: English (the laundry's staff language, as the desk's are).
 *
 * @invariant batch-confirmed-as-listed What runs is the list staff confirmed (less what they dropped), kept in the flow's data since it was shown: the batch's id is set when it is first listed, so a confirmation run again starts the one batch (invariant batch-created-once).
 */
import * as z from 'zod';
import { formatDay, formatTimeRange } from '../calendar';
import { end, finalStep } from '../dialog/prompts';
import { asking, retry, say } from '../dialog/step-helpers';
import { lazySchema } from '../lazy-schema';
import { formatCents } from '../money';
import {
  BATCH_LIMIT,
  type Batch,
  type BatchItem,
  itemLine,
  ordersWord,
  runs,
  type SaidTime,
} from '../orders/batch';
import type { BatchRequest } from '../orders/batch-request';
import { providerWords, type WindowChoice, windowChoiceSchema } from '../orders/choices';
import { findTimesOfDay } from '../recognize/time-of-day';
import type { Accepted, Flow, Step, StepContext } from './flow';

const requestSchema = lazySchema(() =>
  z.object({
    action: z.enum(['move', 'cancel']),
    leg: z.enum(['pickup', 'delivery']),
    day: z.string(),
    span: z.object({ from: z.number(), to: z.number() }).optional(),
    provider: z.enum(['OWN_DRIVER', 'ON_DEMAND']).optional(),
    to: z.string().optional(),
  }),
);

const itemSchema = lazySchema(() =>
  z.object({
    orderId: z.number(),
    serviceCustomerId: z.number(),
    confirmationId: z.string(),
    customerKey: z.string(),
    customer: z.string(),
    timeZone: z.string(),
    from: windowChoiceSchema,
    to: windowChoiceSchema.optional(),
    fit: z.enum(['same', 'nearest', 'picked', 'none', 'cancel']),
    feesFrom: z.number(),
    feesTo: z.number(),
  }),
);

const batchDataSchema = lazySchema(() =>
  z.object({
    staff: z.string(),
    request: requestSchema,
    /** The batch's id, from its first listing on (invariant batch-confirmed-as-listed). */
    batchId: z.string().optional(),
    items: z.array(itemSchema).optional(),
  }),
);
type BatchData = z.infer<typeof batchDataSchema>;
type Ctx = StepContext<BatchData>;

const CONFIRM = 'confirm';
const LEAVE = 'leave';

/** What the request names, in staff's words. */
export function requestWords(request: BatchRequest): string {
  const legs = request.leg === 'pickup' ? 'pickups' : 'deliveries';
  const span = request.span ? ` starting ${clock(request.span.from)}–${clock(request.span.to)}` : '';
  const provider = request.provider
    ? request.provider === 'OWN_DRIVER'
      ? ' by the store driver'
      : ' by courier'
    : '';
  const what = `${formatDay(request.day)}'s ${legs}${span}${provider}`;
  return request.action === 'cancel'
    ? `cancel ${what}`
    : `move ${what} to ${formatDay(request.to as string)}, same times`;
}

function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Order numbers staff name to drop: "drop 5003 5004", "without #5003", "quita 5003". */
function dropped(text: string): number[] | undefined {
  if (!/\b(?:drop|remove|without|except|skip|not|quit[ea]|sin|excepto)\b/i.test(text)) return undefined;
  const ids = [...text.matchAll(/#?(\d{3,12})/g)].map((m) => Number(m[1]));
  return ids.length ? ids : undefined;
}

/** The orders staff pick a window for, and at what time: "5003 to 10-12", "5003 5004 10am", "all to 2-4pm", "todos a las 2". */
function picking(text: string): { ids: number[] | 'all'; at: SaidTime; said: string } | undefined {
  const { times, rest } = findTimesOfDay(text, { windows: true });
  const [time] = times;
  if (times.length !== 1 || !time) return undefined;
  const at = { ...time.range, span: time.span };
  if (/\b(?:all|todos|todas)\b/.test(rest)) return { ids: 'all', at, said: time.said };
  const ids = [...rest.matchAll(/#?(\d{3,12})/g)].map((m) => Number(m[1]));
  return ids.length ? { ids, at, said: time.said } : undefined;
}

/** What staff are told when orders have no window at the time they picked: the windows each has (orders with the same ones together). */
function noWindowLines(
  missing: { orderId: number; windows: WindowChoice[] }[],
  items: BatchItem[],
  request: BatchRequest,
  said: string,
): string {
  const groups = new Map<string, number[]>();
  for (const { orderId, windows } of missing) {
    const zone = items.find((i) => i.orderId === orderId)?.timeZone ?? 'UTC';
    const has = [...windows]
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .map(
        (w) =>
          `${formatTimeRange(w.startTime, w.endTime, zone)} ${providerWords(w)} (${formatCents(w.feeInCents)})`,
      )
      .join('; ');
    groups.set(has, [...(groups.get(has) ?? []), orderId]);
  }
  const day = formatDay(request.to as string);
  return [...groups]
    .map(([has, ids]) => {
      const orders = ids.map((id) => `#${id}`).join(', ');
      return `No window at ${said} on ${day} for ${orders}. ${has ? `${ids.length === 1 ? 'Its' : 'Their'} windows: ${has}.` : 'That day has none.'}`;
    })
    .join('\n');
}

/** Order numbers as staff read them: "#5003, #5004". */
function orderNumbers(orders: (number | { orderId: number })[]): string {
  return orders.map((o) => `#${typeof o === 'number' ? o : o.orderId}`).join(', ') || 'no orders';
}

/** One of staff's actions on the batch, on the audit trail (invariant audit-once-per-action: `step` tells it apart). */
async function audited(ctx: Ctx, step: string, action: string): Promise<void> {
  await ctx.deps.staffAudit?.record({
    at: ctx.now,
    staff: ctx.data.staff,
    action: `batch ${ctx.data.batchId}: ${action}`,
    id: `${ctx.data.batchId}:${step}`,
  });
}

const review: Step<BatchData> = finalStep({
  id: 'review',
  title: 'The orders, confirmed',
  // A drop or a window picked is read whole ("all to 2-4pm"), never as the confirmation its "all" is a word of.
  readsFirst: (text) => (dropped(text) || picking(text) ? {} : undefined),
  // Every order of the list named at once ("drop #5011, #5012, …": up to 12 digits, a mark, a comma and
  // a space each), read whole past what a turn reads of other answers.
  readsLong: BATCH_LIMIT * 16 + 100,
  async ask(ctx: Ctx) {
    const port = ctx.deps.batches;
    if (!port) return end({}, say("Batches aren't set up for this business.", 'warning'));
    const { data } = ctx;
    if (!data.items) {
      const planned = await port.plan(data.request);
      if ('tooMany' in planned)
        return end(
          {},
          say(
            `${planned.tooMany} orders match: a batch takes at most ${BATCH_LIMIT}, what one person can review. Narrow it (a time span, a provider) and ask again.`,
            'warning',
          ),
        );
      data.items = planned.items;
      data.batchId ??= ctx.deps.newId();
      await audited(ctx, 'listed', `listed ${requestWords(data.request)}: ${orderNumbers(planned.items)}`);
    }
    const items = data.items as BatchItem[];
    const run = items.filter(runs);
    const source =
      "From the bot's own ledger: orders placed through the bot (the laundry service can't list orders).";
    if (run.length === 0)
      return end(
        {},
        say(
          `${source} None would change for: ${requestWords(data.request)}.${items.length ? `\n${items.map((i) => itemLine(i, i.timeZone)).join('\n')}` : ''}`,
        ),
      );
    // The count in the label's words, not in brackets: the pop-up that confirms it shows it in its own.
    const one = run.length === 1;
    const verb =
      data.request.action === 'cancel'
        ? one
          ? 'Cancel this delivery'
          : `Cancel these ${run.length} deliveries`
        : one
          ? 'Move this order'
          : `Move these ${run.length} orders`;
    return asking(
      {
        kind: 'confirm',
        text: `${source}\nTo ${requestWords(data.request)}: ${run.length} order${run.length === 1 ? '' : 's'}.\n${items.map((i) => itemLine(i, i.timeZone)).join('\n')}`,
        hint: 'Confirm all; type "drop" and the order numbers to leave out (drop 5003 5004); or an order and a time to pick another window of that day (5003 to 10-12, all to 2-4pm). Each customer is told in their language, on their channel, and can answer.',
        options: [
          {
            value: CONFIRM,
            label: verb,
            role: 'primary',
            confirm:
              run.length === 1
                ? 'This order is changed with the service, once, and its customer told.'
                : `Each of these ${run.length} orders is changed with the service, once, and its customer told.`,
            synonyms: ['yes', 'confirm', 'ok', 'all', 'confirm all', 'sí', 'si', 'confirmar'],
          },
          { value: LEAVE, label: 'Leave them as they are', role: 'choice', synonyms: ['no', 'cancel'] },
        ],
      },
      [],
    );
  },
  async accept(ctx: Ctx, answer): Promise<Accepted> {
    const { data } = ctx;
    const items = data.items ?? [];
    const drop = dropped(answer.text);
    if (drop) {
      const unknown = drop.filter((id) => !items.some((i) => i.orderId === id));
      if (unknown.length)
        return retry(
          `${unknown.map((id) => `#${id}`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in this list.`,
        );
      data.items = items.filter((i) => !drop.includes(i.orderId));
      await audited(ctx, 'dropped', `dropped ${orderNumbers(drop)}`);
      return { kind: 'stay', say: [say(`Left out: ${drop.map((id) => `#${id}`).join(', ')}.`)] };
    }
    const pick = picking(answer.text);
    if (pick) {
      const port = ctx.deps.batches;
      if (!port || data.request.action === 'cancel')
        return retry('A cancel takes no new window: confirm, or "drop" the orders to leave out.');
      const chosen =
        pick.ids === 'all' ? items : items.filter((i) => (pick.ids as number[]).includes(i.orderId));
      const unknown = pick.ids === 'all' ? [] : pick.ids.filter((id) => !items.some((i) => i.orderId === id));
      if (unknown.length)
        return retry(
          `${unknown.map((id) => `#${id}`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in this list.`,
        );
      const picked = await port.repick(data.request, chosen, pick.at);
      if ('missing' in picked) return retry(noWindowLines(picked.missing, items, data.request, pick.said));
      data.items = items.map((i) => picked.items.find((p) => p.orderId === i.orderId) ?? i);
      await audited(ctx, 'picked', picked.items.map((i) => `picked ${itemLine(i, i.timeZone)}`).join('\n'));
      return {
        kind: 'stay',
        say: [
          say(
            `New window for ${picked.items.map((i) => `#${i.orderId}`).join(', ')}: the list again, with the fees.`,
          ),
        ],
      };
    }
    const value = answer.values?.[0];
    if (value === LEAVE) return end({}, say('Nothing was changed.'));
    if (value !== CONFIRM)
      return retry(
        'Confirm the list, leave them as they are, type "drop" and order numbers, or an order and a time (5003 to 10-12).',
      );
    const port = ctx.deps.batches;
    if (!port || !data.batchId) return end({}, say("Batches aren't set up for this business.", 'warning'));
    const batch: Batch = {
      id: data.batchId,
      staff: data.staff,
      staffKey: ctx.conversationKey,
      request: data.request,
      items: items.filter(runs),
      at: ctx.now.toISOString(),
    };
    await audited(ctx, 'confirmed', `confirmed: ${orderNumbers(batch.items)}`);
    await port.start(batch);
    return end(
      {},
      say(
        `Started: ${ordersWord(batch.items.length)}, one at a time. Progress shows below in one message, then the tally; each customer's answer comes back here.`,
        'success',
      ),
    );
  },
});

export const batchFlow: Flow<BatchData> = {
  id: 'batch',
  title: 'Staff batch',
  schema: batchDataSchema,
  needsSession: false,
  init: (args) => batchDataSchema.parse(args),
  steps: [review],
  transitions: {},
  result: 'nothing',
};
