/**
 * After the order: change a placed order's pickup or delivery (window, and with it the provider),
 * its address or its courier tip, have a collected order delivered, or cancel its delivery. Every
 * change is shown old against new and confirmed before the one transportation update is sent
 * (`lib/orders/change-order.ts`). The order comes from the bot's own ledger: the service lists no orders.
 *
 * The same flow serves support staff acting for a customer (args `staff`): the session is then the
 * customer's, and the customer is told what changed.
 *
 * The state keeps the order's ids, and each step reads the order's record as it is now. A change
 * found pending on the order is settled when the order is opened; a change whose answer never came
 * is settled by the next answer to the review ("check now").
 */
import {
  type ChangeData,
  changeArgsSchema,
  changeDataSchema,
  clearChange,
  currentOrder,
} from '../../orders/change-data';
import { applyChange, settleFound } from '../../orders/change-order';
import { changedFields, changeReference } from '../../orders/change-spec';
import { CHANGES, type ChangeKind, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import { myOrdersReplies, orderSummary } from '../../orders/my-orders';
import {
  currentAddressId,
  currentTipCents,
  idsOf,
  legLabel,
  type OrderRecord,
  placedOrderById,
  recentPlaced,
} from '../../orders/placed-order';
import { formatCents } from '../money';
import {
  type Accepted,
  asking,
  choices,
  type Flow,
  ok,
  picked,
  push,
  requireSession,
  retry,
  type Step,
  type StepContext,
  say,
} from '../step';
import type { Reply, ReplyOption, WindowChoice } from '../types';
import { type SlotArgs, type SlotResult, slotFlow } from './slot';
import { tipStep } from './tip';

/** How many recent placed orders can be picked. */
export const MANAGE_ORDERS_LISTED = 5;

type Ctx = StepContext<ChangeData>;
type ManageStep = Step<ChangeData>;

const DONE = 'done';
const CONFIRM = 'confirm';
const OTHER = 'other';
const KEEP = 'keep';
const CHECK = 'check';

/** The customer's placed orders whose records are in the ledger, newest first. */
function placedOrders(ctx: Ctx): Promise<OrderRecord[]> {
  return recentPlaced(
    ctx.deps.ledger,
    requireSession(ctx).serviceCustomerId,
    MANAGE_ORDERS_LISTED * 3,
    MANAGE_ORDERS_LISTED,
  );
}

const started = (w: WindowChoice | undefined, now: Date) => !!w && Date.parse(w.startTime) <= now.getTime();

/** Opens an order: a change left pending on it is settled first; not opened while that is still not known. */
async function open(ctx: Ctx, found: OrderRecord): Promise<{ opened: boolean; say: Reply[] }> {
  const settled = await settleFound(ctx, found);
  if (settled.order) ctx.data.order = idsOf(settled.order);
  return { opened: settled.order !== undefined, say: settled.say };
}

const orderStep: ManageStep = {
  id: 'order',
  title: 'Order',
  filled: (d) => d.order !== undefined,
  clear: (d) => {
    d.order = undefined;
  },
  value: (d) => d.order?.orderId,
  async ask(ctx) {
    const { data } = ctx;
    if (data.orderId !== undefined) {
      const found = await placedOrderById(ctx, data.orderId);
      if (!found) return { kind: 'done', result: { changed: false }, say: [notFound(data.orderId)] };
      const opened = await open(ctx, found);
      return opened.opened
        ? { kind: 'filled', say: opened.say }
        : { kind: 'done', result: { changed: false }, say: opened.say };
    }
    const orders = await placedOrders(ctx);
    if (orders.length === 0)
      return {
        kind: 'done',
        result: { changed: false },
        say: [say("You haven't placed an order with me yet.")],
      };
    // The summaries once, when the list was asked for; asked again, the question alone.
    const summaries = data.list
      ? orders.map((o) => orderSummary(o.orderId, o.entry, ctx.deps.timeZone, ctx.today))
      : [];
    data.list = undefined;
    return asking(
      {
        kind: 'single',
        text: !summaries.length
          ? 'Which order?'
          : orders.length === 1
            ? 'Would you like to change it?'
            : 'Would you like to change one of them?',
        hint: 'Pick an order to change it, or never mind.',
        options: [
          ...orders.map(
            (o): ReplyOption => ({
              value: String(o.orderId),
              label: `Order #${o.orderId}`,
              role: 'choice',
              detail: `Pickup ${legLabel(o.entry.pickup, entryTimeZone(o.entry, ctx.deps.timeZone))}`,
              synonyms: [String(o.orderId), `#${o.orderId}`],
            }),
          ),
          { value: DONE, label: 'No changes', role: 'choice', synonyms: ['none', 'no', 'never mind'] },
        ],
      },
      summaries.length ? summaries : undefined,
    );
  },
  async accept(ctx, answer) {
    const value = picked(answer) ?? /^#?(\d{1,15})$/.exec(answer.text.trim())?.[1];
    if (value === DONE) return { kind: 'done', result: { changed: false } };
    const found = value === undefined ? undefined : await placedOrderById(ctx, Number(value));
    if (!found)
      return retry(value ? `I don't have order #${value} among your orders.` : 'Pick one of the orders.');
    const opened = await open(ctx, found);
    return opened.opened ? ok(opened.say) : { kind: 'done', result: { changed: false }, say: opened.say };
  },
};

function notFound(orderId: number) {
  return say(`I don't have order #${orderId} among the orders placed in chat.`, 'warning');
}

/** What can still be changed on an order, as options. */
function changeOptions(ctx: Ctx, entry: LedgerEntry): ReplyOption[] {
  const tz = entryTimeZone(entry, ctx.deps.timeZone);
  const options: ReplyOption[] = [];
  const pickupOpen = !started(entry.pickup, ctx.now);
  if (pickupOpen)
    options.push({
      value: 'pickup',
      label: 'Pickup time',
      role: 'choice',
      detail: `Now ${legLabel(entry.pickup, tz)}`,
      synonyms: ['pickup', 'move pickup', 'reschedule pickup', 'pick up'],
    });
  if (entry.delivery && !started(entry.delivery, ctx.now)) {
    options.push({
      value: 'delivery',
      label: 'Delivery time',
      role: 'choice',
      detail: `Now ${legLabel(entry.delivery, tz)}`,
      synonyms: ['delivery', 'move delivery', 'reschedule delivery', 'drop off'],
    });
  }
  if (!entry.delivery)
    options.push({
      value: 'add-delivery',
      label: 'Have it delivered',
      role: 'choice',
      detail: `Now collected at ${entry.store.name}`,
      synonyms: ['deliver', 'deliver it', 'add delivery'],
    });
  if (pickupOpen && (ctx.data.addresses?.length ?? 0) > 1)
    options.push({ value: 'address', label: 'Address', role: 'choice', detail: `Now ${entry.addressLabel}` });
  const courier = [entry.pickup, entry.delivery].some((w) => w?.provider === 'ON_DEMAND');
  if (courier) options.push({ value: 'tip', label: 'Courier tip', role: 'choice', synonyms: ['tip'] });
  if (entry.delivery && !started(entry.delivery, ctx.now))
    options.push({
      value: 'cancel-delivery',
      label: 'Cancel the delivery',
      role: 'danger',
      detail: `I'll collect it at ${entry.store.name}`,
      synonyms: ['cancel delivery', 'no delivery', 'collect it', 'collect'],
    });
  return options;
}

const changeStep: ManageStep = {
  id: 'change',
  title: 'What to change',
  filled: (d) => d.change !== undefined,
  clear: (d) => {
    d.change = undefined;
  },
  value: (d) => d.change,
  async ask(ctx) {
    const { orderId, entry } = await currentOrder(ctx);
    const session = requireSession(ctx);
    ctx.data.addresses ??= (
      await ctx.deps.laundry.listAddresses(session.token, session.serviceCustomerId)
    ).map((a) => ({
      id: a.id,
      label: [a.address1, a.address2, a.city].filter(Boolean).join(', '),
      googlePlacesId: a.googlePlacesId,
    }));
    const options = changeOptions(ctx, entry);
    if (options.length === 0)
      return {
        kind: 'done',
        result: { changed: false },
        say: [say(`Order #${orderId} is under way, so it can't be changed in chat. Please call the store.`)],
      };
    return asking({
      kind: 'single',
      text: `What would you like to change on order #${orderId}?`,
      hint: 'Pick one. A new time can be with the store driver or the courier, whichever runs then.',
      options: [...options, { value: DONE, label: 'Nothing', role: 'choice', synonyms: ['none', 'done'] }],
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === DONE) return { kind: 'done', result: { changed: false } };
    const change = CHANGES.find((c) => c === value);
    if (!change || !changeOptions(ctx, (await currentOrder(ctx)).entry).some((o) => o.value === change))
      return retry('Choose one of the options.');
    ctx.data.change = change;
    return ok();
  },
};

/** The slot sub-flow's arguments for a new pickup or delivery window of the order. */
function slotArgs(ctx: Ctx, entry: LedgerEntry, purpose: SlotArgs['purpose']): SlotArgs {
  const pickup = ctx.data.newPickup ?? entry.pickup;
  const current = purpose === 'pickup' ? entry.pickup : entry.delivery;
  const address = ctx.data.addresses?.find((a) => a.id === currentAddressId(entry));
  return {
    purpose,
    storeId: entry.store.id,
    googlePlacesId: address?.googlePlacesId ?? entry.googlePlacesId,
    categories: entry.categories,
    servicesIds: entry.services.map((s) => s.servicePriceId),
    first: purpose === 'pickup' || pickup.day < ctx.today ? ctx.today : pickup.day,
    ...(purpose === 'return' ? { after: pickup.endTime } : {}),
    timeZone: entryTimeZone(entry, ctx.deps.timeZone),
    ...(current ? { current } : {}),
  };
}

const changes = (...kinds: ChangeKind[]) => ({
  test: (d: ChangeData) => d.change !== undefined && kinds.includes(d.change),
  label: kinds.join(' or '),
});

const pickupWindow: ManageStep = {
  id: 'pickup-window',
  title: 'New pickup time',
  when: changes('pickup'),
  filled: (d) => d.newPickup !== undefined,
  clear: (d) => {
    d.newPickup = undefined;
  },
  value: (d) => d.newPickup?.id,
  async ask(ctx) {
    return push(slotFlow, slotArgs(ctx, (await currentOrder(ctx)).entry, 'pickup'));
  },
  async accept() {
    return retry('Pick a day and a window.');
  },
};

/** True when the new pickup would end after the order's delivery starts: the delivery moves too. */
function deliveryBeforePickup(entry: LedgerEntry, newPickup: WindowChoice): boolean {
  const { delivery } = entry;
  return !!(delivery && Date.parse(delivery.startTime) < Date.parse(newPickup.endTime));
}

const deliveryWindow: ManageStep = {
  id: 'delivery-window',
  title: 'New delivery time',
  when: {
    test: (d) => d.change === 'delivery' || d.change === 'add-delivery' || d.moveDelivery === true,
    label: 'delivery, or a pickup after the delivery',
  },
  filled: (d) => d.newDelivery !== undefined,
  clear: (d) => {
    d.newDelivery = undefined;
  },
  value: (d) => d.newDelivery?.id,
  async ask(ctx) {
    const { entry } = await currentOrder(ctx);
    const moving = push(slotFlow, slotArgs(ctx, entry, 'return'));
    if (ctx.data.change !== 'pickup') return moving;
    const { delivery } = entry;
    return {
      ...moving,
      say: [
        say(
          `The delivery (${delivery ? legLabel(delivery, entryTimeZone(entry, ctx.deps.timeZone)) : ''}) would come before that pickup, so let's move it too.`,
        ),
      ],
    };
  },
  async accept() {
    return retry('Pick a day and a window.');
  },
};

const addressStep: ManageStep = {
  id: 'address',
  title: 'New address',
  when: changes('address'),
  filled: (d) => d.address !== undefined,
  clear: (d) => {
    d.address = undefined;
  },
  value: (d) => d.address?.id,
  async ask(ctx) {
    const current = currentAddressId((await currentOrder(ctx)).entry);
    return asking({
      kind: 'single',
      text: 'Which address should the driver come to?',
      hint: 'Pickup and delivery both go to it.',
      options: choices(
        (ctx.data.addresses ?? [])
          .filter((a) => a.id !== current)
          .map((a) => ({ value: String(a.id), label: a.label })),
      ),
    });
  },
  async accept(ctx, answer) {
    const chosen = ctx.data.addresses?.find((a) => String(a.id) === picked(answer));
    if (!chosen) return retry('Pick one of your addresses.');
    const { entry } = await currentOrder(ctx);
    // Windows and prices are the store's: another store's address is a new order, not a change.
    const store = await ctx.deps.laundry
      .findStore(requireSession(ctx).token, chosen.googlePlacesId)
      .catch(() => undefined);
    if (store?.id !== entry.store.id)
      return retry(
        `${chosen.label} is served by another store, so it needs a new order. Pick another address.`,
      );
    ctx.data.address = { id: chosen.id, label: chosen.label };
    return ok();
  },
};

const tip = tipStep<ChangeData>({
  id: 'tip',
  title: 'New courier tip',
  when: changes('tip'),
  filled: (d) => d.tipCents !== undefined,
  clear: (d) => {
    d.tipCents = undefined;
  },
  value: (d) => d.tipCents,
  async question(ctx) {
    const now = currentTipCents((await currentOrder(ctx)).entry);
    return {
      text: `The courier tip is now ${formatCents(now)} per trip. What should it be?`,
      hint: 'Pick an amount, or type one like $4.50.',
    };
  },
  noTip: ['none', 'no', 'zero'],
  set: (data, cents) => {
    data.tipCents = cents;
  },
});

const review: ManageStep = {
  id: 'review',
  title: 'Confirm the change',
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    const { orderId, entry } = await currentOrder(ctx);
    if (ctx.data.unconfirmed)
      return asking({
        kind: 'single',
        text: `I'm waiting to hear whether order #${orderId} changed (reference ${changeReference(ctx.data.changeId ?? '')}).`,
        hint: 'Answer anything, and I check with the laundry.',
        options: [{ value: CHECK, label: 'Check now', role: 'primary', synonyms: ['check', 'ok', 'yes'] }],
      });
    const fields = changedFields(ctx.data, entry, ctx.deps.timeZone);
    const cancel = ctx.data.change === 'cancel-delivery';
    // The change's reference from now on: a re-run of its confirmation sends nothing twice.
    ctx.data.changeId ??= ctx.deps.newId();
    return asking(
      {
        kind: 'confirm',
        text: cancel
          ? `Cancel the delivery of order #${orderId}? It will wait for you at ${entry.store.name}.`
          : `Make this change to order #${orderId}?`,
        hint: 'Confirm, or change something else.',
        options: [
          {
            value: CONFIRM,
            label: cancel ? 'Cancel the delivery' : 'Make this change',
            role: cancel ? 'danger' : 'primary',
            synonyms: ['yes', 'confirm', 'ok'],
          },
          { value: OTHER, label: 'Change something else', role: 'choice', synonyms: ['change', 'other'] },
          { value: KEEP, label: 'Keep it as it is', role: 'choice', synonyms: ['no', 'keep'] },
        ],
      },
      [
        {
          type: 'summary',
          title: `Order #${orderId}: old and new`,
          lines: fields.map((f) => ({
            label: f.field,
            value: { type: 'text', text: `${f.from} → ${f.to}` },
          })),
        },
      ],
    );
  },
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    const fields = () => currentOrder(ctx).then((o) => changedFields(ctx.data, o.entry, ctx.deps.timeZone));
    // Whatever the answer, a change sent without an answer is settled first.
    if (ctx.data.unconfirmed) return applyChange(ctx, await fields());
    if (value === KEEP)
      return { kind: 'done', result: { changed: false }, say: [say('OK, the order stays as it was.')] };
    if (value === OTHER) {
      clearChange(ctx.data);
      return ok();
    }
    if (value !== CONFIRM) return retry('Confirm the change, or choose something else.');
    return applyChange(ctx, await fields());
  },
};

/** The flow's result: whether the order changed. */
export type ManageResult = { changed: boolean };

export const manageFlow: Flow<ChangeData> = {
  id: 'manage',
  title: 'Change an order',
  schema: changeDataSchema,
  needsSession: true,
  needsFreshSession: true,
  init: (args) => changeDataSchema.parse({ ...(changeArgsSchema.parse(args) ?? {}) }),
  steps: [orderStep, changeStep, pickupWindow, deliveryWindow, addressStep, tip, review],
  transitions: { push: ['slot'] },
  result: 'whether the order changed',
  menu: {
    position: 3,
    option: {
      value: 'orders',
      label: 'My orders',
      role: 'choice',
      detail: 'See them, move a pickup or delivery, cancel a delivery',
      synonyms: ['orders', 'my order', 'reschedule', 'change my order', 'cancel delivery', 'move pickup'],
    },
    args: { list: true },
  },
  openings: [
    // "change 5001", "reschedule order 5001": typed anywhere (a reminder by SMS says so), like the Slack command.
    {
      kind: 'push',
      word: 'reschedule',
      label: 'Change an order',
      args: (orderId) => ({ orderId }),
      typed: /^(?:change|reschedule|move)(?: my)?(?: order)? #?(\d{1,12})$/i,
    },
    // My orders are listed without touching the conversation.
    {
      kind: 'show',
      word: 'orders',
      signedOut: 'Sign in first, then I can show your orders.',
      replies: myOrdersReplies,
    },
  ],
  backAtStart: 'pop',
  async onResult(ctx, from, result) {
    if (from !== 'slot') return ok();
    const slot = result as SlotResult;
    if ('back' in slot) return { kind: 'ok', back: true };
    if (slot.purpose === 'pickup') {
      ctx.data.newPickup = slot.window;
      ctx.data.moveDelivery = deliveryBeforePickup((await currentOrder(ctx)).entry, slot.window);
    } else ctx.data.newDelivery = slot.window;
    return { kind: 'ok', answered: slot.purpose === 'pickup' ? 'pickup-window' : 'delivery-window' };
  },
};
