/**
 * The change flow's slice of state: the order's ids, never a copy of its record,
 * read afresh by each step (invariant conversation-keeps-order-ids); the change being made; who makes it.
 */
import * as z from 'zod';
import { lazySchema } from '../../lazy-schema';
import { CHANGES, type ChangeSpec, changeSpecSchema, ledgerEntrySchema } from '../../orders/ledger-entry';
import { type OrderRecord, orderIdsSchema, orderRecordOf } from '../../orders/placed-order';
import type { StepContext } from '../flow';

export const changeArgsSchema = lazySchema(() =>
  z
    .object({
      orderId: z.number().optional(),
      /** Show the orders' summaries before asking which ("My orders"). */
      list: z.boolean().optional(),
      /** The support staff member acting for the customer (their Slack mention), when not the customer. */
      staff: z.string().optional(),
      /** The conversation of the customer, told what staff changed. */
      customerKey: z.string().optional(),
      /** The change to make, already chosen (a reminder's answer): the flow asks the new value. */
      change: z.enum(CHANGES).optional(),
      /** The change the person's words named ("move my pickup"): made only if the order allows it, else said why. */
      asked: z.enum(CHANGES).optional(),
      /** What the person said of the new time with the command ("move pickup to saturday morning"). */
      words: z.string().optional(),
      /** The day that tells which order, as typed ("move my wednesday pickup": `wednesday`). */
      which: z.string().optional(),
      /** What the order holds, as said to tell which ("change the suit order": `suit`). */
      holding: z.string().optional(),
      /** A second part said after the first ("… and move the delivery to thursday"), lined up after it. */
      secondPart: secondPartSchema.optional(),
    })
    .optional(),
);

/**
 * A second part said with the first (invariant second-part-lined-up): the part and its new value, or
 * only its words when it was not read for certain.
 */
const secondPartSchema = lazySchema(() =>
  z.object({
    change: z.enum(CHANGES).optional(),
    words: z.string().optional(),
    unread: z.string().optional(),
  }),
);

export type ChangeArgs = NonNullable<z.infer<typeof changeArgsSchema>>;

export const changeDataSchema = lazySchema(() =>
  changeSpecSchema.extend({
    orderId: z.number().optional(),
    list: z.boolean().optional(),
    staff: z.string().optional(),
    customerKey: z.string().optional(),
    /** The new time as said with the command, until the slot flow is pushed with it. */
    words: z.string().optional(),
    /** The day that tells which order ("my wednesday pickup"), until the order is chosen. */
    which: z.string().optional(),
    /** What the order holds, said to tell which ("the suit order"), until the order is chosen. */
    holding: z.string().optional(),
    /** The words of the listed orders' services while which order is asked: "the one without the suit" is read by them. */
    contents: z.array(z.string()).optional(),
    /** Who does each listed order's legs while which order is asked: "el que recoge el chofer de la tienda" is read by them. */
    couriers: z
      .array(
        z.object({
          pickup: z.object({ provider: z.enum(['OWN_DRIVER', 'ON_DEMAND']), providerName: z.string() }),
          returnWindow: z
            .object({ provider: z.enum(['OWN_DRIVER', 'ON_DEMAND']), providerName: z.string() })
            .optional(),
        }),
      )
      .optional(),
    /** The change the person's words named, until what to change is asked (when the order's options are known). */
    asked: z.enum(CHANGES).optional(),
    /** The order's ids; its record is read afresh (a copy would grow with its history). */
    order: orderIdsSchema.optional(),
    /** The new pickup ends after the order's delivery starts: the delivery moves too. */
    moveDelivery: z.boolean().optional(),
    /**
     * The change lined up before "Change something else" (invariant change-lined-up-kept): shown, and sent,
     * with the one asked after it.
     */
    kept: changeSpecSchema.optional(),
    /** A second part said with the first, lined up once the first is (invariant second-part-lined-up). */
    secondPart: secondPartSchema.optional(),
    /** The change's reference, set when it is shown for review: a re-run of its confirmation finds it. */
    changeId: z.string().optional(),
    /** The change was sent and no answer came: the next answer settles it. */
    unconfirmed: z.boolean().optional(),
    /**
     * The customer's addresses; `storeId`, once looked up, the store that serves one (null: none found),
     * so an address another store serves is never offered again (invariant address-offered-only-where-it-can-be-taken).
     */
    addresses: z
      .array(
        z.object({
          id: z.number(),
          label: z.string(),
          googlePlacesId: z.string(),
          storeId: z.number().nullable().optional(),
        }),
      )
      .optional(),
  }),
);
export type ChangeData = z.infer<typeof changeDataSchema>;

/** The order of the flow as its record is now (one consistent read). */
export async function currentOrder(ctx: StepContext<ChangeData>): Promise<OrderRecord> {
  const ids = ctx.data.order;
  if (!ids) throw new Error('a change step asked before the order');
  const record = await ctx.deps.ledger.get(ids.serviceCustomerId, ids.confirmationId, {
    parse: ledgerEntrySchema,
  });
  if (record?.status !== 'PLACED') throw new Error(`order ${ids.orderId} is no longer a placed order`);
  return orderRecordOf(record, ids.orderId);
}

/**
 * The whole change the flow has lined up: what was kept at "Change something else", with the change
 * asked after it over it (invariant change-lined-up-kept).
 *
 * @invariant change-lined-up-kept "Change something else" keeps the change shown: the next one is added
 *   to it, the review shows both (old and new for each, the fees of both), and the one transportation
 *   update sends both (the service takes pickup, delivery, address and tip in one PATCH), so none is lost
 *   or sent twice. A later value of the same part replaces the earlier; a delivery cancelled after a new
 *   delivery window drops that window, and a delivery being added stays added.
 * @example changeOf({ kept: { change: 'pickup', newPickup }, change: 'delivery', newDelivery }) // both windows
 */
export function changeOf(data: ChangeData): ChangeSpec {
  const now: ChangeSpec = {
    change: data.change,
    newPickup: data.newPickup,
    newDelivery: data.newDelivery,
    address: data.address,
    tipCents: data.tipCents,
  };
  const { kept } = data;
  if (!kept) return now;
  const merged: ChangeSpec = {
    change: now.change ?? kept.change,
    newPickup: now.newPickup ?? kept.newPickup,
    newDelivery: now.newDelivery ?? kept.newDelivery,
    address: now.address ?? kept.address,
    tipCents: now.tipCents ?? kept.tipCents,
  };
  if (now.change === 'cancel-delivery') merged.newDelivery = undefined;
  // A delivery being added stays added (its address goes with it); a cancel stays unless a new window replaced it.
  else if (kept.change === 'add-delivery') merged.change = 'add-delivery';
  else if (kept.change === 'cancel-delivery' && !now.newDelivery) merged.change = 'cancel-delivery';
  return merged;
}

/**
 * "Change something else": the change shown is kept (invariant change-lined-up-kept) and the next
 * question is what else to change.
 */
export function keepChange(data: ChangeData): void {
  const kept = changeOf(data);
  clearChange(data);
  data.kept = kept;
}

/**
 * "Nothing (else)" after "Change something else": the change kept is the one to confirm again, never
 * dropped unsaid (invariant change-lined-up-kept). False when none was kept.
 */
export function restoreKept(data: ChangeData): boolean {
  const { kept } = data;
  if (!kept) return false;
  clearChange(data);
  Object.assign(data, {
    change: kept.change,
    newPickup: kept.newPickup,
    newDelivery: kept.newDelivery,
    address: kept.address,
    tipCents: kept.tipCents,
  });
  return true;
}

/** Forgets the change being made (not the order): the next question is what to change. */
export function clearChange(data: ChangeData): void {
  data.kept = undefined;
  data.change = undefined;
  data.newPickup = undefined;
  data.newDelivery = undefined;
  data.moveDelivery = undefined;
  data.address = undefined;
  data.tipCents = undefined;
  data.changeId = undefined;
  data.unconfirmed = undefined;
}
