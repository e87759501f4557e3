/**
 * Which order, and what to change on it: the order is opened (a change left pending on it settled
 * first), then the changes it still allows are offered.
 *
 * @invariant part-said-with-its-value A part named with its new value ("move the pickup to friday", "raise the tip to 5", "pásela al viernes" when only one time can move) is that part, and the value answers its question; the review shows old and new before anything is sent.
 * @invariant brought-is-the-delivery Asking to have it brought ("can you bring it to me", "que me lo traigan el sábado") is the delivery: added to an order collected at the store, moved on an order delivered, the day said with it answering its question.
 */

import { end } from '../../dialog/prompts';
import { yesThenRest } from '../../dialog/rest';
import { asking, fields, ok, picked, requireSession, retry, say } from '../../dialog/step-helpers';
import type { Reply, ReplyOption } from '../../dialog/types';
import type { WindowChoice } from '../../orders/choices';
import { CHANGES, type ChangeKind, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import {
  addressNamedByPlace,
  addressNamedIn,
  contentsSaid,
  contentsWords,
  dayThingSaid,
  legByDay,
  orderByContents,
  orderByLegCourier,
  orderByLegDay,
  orderNamedBy,
  orderOnDay,
  pickupAtAddress,
  returnSaid,
} from '../../orders/named-by';
import {
  currentAddressId,
  idsOf,
  legLabel,
  type OrderRecord,
  placedOrderById,
  type RecentOrder,
  recentOrders,
} from '../../orders/placed-order';
import { BARE_YES, GO_AHEAD } from '../../recognize/answer-words';
import { cancelsUnnamed } from '../../recognize/bare-cancel';
import { readDayRefused, readWeekdaysRefused } from '../../recognize/day-refused';
import { deliveredElsewhere } from '../../recognize/delivered-elsewhere';
import { answerBeforeReason } from '../../recognize/items-with-reason';
import { keepsAllAsIs } from '../../recognize/keep-as-is';
import { takesTipAway } from '../../recognize/no-tip';
import { tokenize } from '../../recognize/normalize';
import { readNumberSaid, readOrdinal } from '../../recognize/number-words';
import {
  legChanged,
  namesAPart,
  type RequestedChange,
  readOrderRequest,
  readPartNamed,
  refusesADayOnly,
  speaksOfMoney,
} from '../../recognize/order-request';
import { awayOnADay, newTimeAlone } from '../../recognize/reminder-answer';
import {
  collectsOnADay,
  readBroughtInstead,
  readStoreCollection,
  refusesDeliveryOnly,
} from '../../recognize/store-collection';
import { readYesNo } from '../../recognize/yes-no';
import type { Glossary } from '../../words/glossary';
import type { Accepted } from '../flow';
import { legWish } from '../leg-wish';
import { namesADay } from '../slot';
import type { ChangeData } from './change-data';
import { currentOrder, restoreKept } from './change-data';
import { settleFound } from './change-order';
import { orderSummary, recentOrderSummary } from './my-orders';
import { tip } from './steps-new';
import type { ChangeStep, Ctx } from './types';

/** How many recent placed orders can be picked. */
export const MANAGE_ORDERS_LISTED = 5;

const DONE = 'done';

/** The customer's recent orders in the ledger, newest first: placed, or sent with the outcome unknown. */
function recent(ctx: Ctx): Promise<RecentOrder[]> {
  return recentOrders(
    ctx.deps.ledger,
    requireSession(ctx).serviceCustomerId,
    ctx.today,
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

/** The placed orders among the recent ones. */
const placedOf = (listed: RecentOrder[]) => listed.flatMap((o) => ('placed' in o ? [o.placed] : []));

export const orderStep: ChangeStep = {
  id: 'order',
  title: 'Order',
  ...fields<ChangeData, 'order'>('order'),
  async ask(ctx) {
    const { data } = ctx;
    if (data.orderId !== undefined) {
      const found = await placedOrderById(
        ctx.deps.ledger,
        requireSession(ctx).serviceCustomerId,
        data.orderId,
      );
      if (!found) return end({ changed: false }, notFound(ctx, data.orderId));
      const opened = await open(ctx, found);
      if (!opened.opened) return end({ changed: false }, ...opened.say);
      // "show me order 5001": the order, then what to change on it.
      const shown = data.list ? [await openedSummary(ctx)] : [];
      data.list = undefined;
      return { kind: 'filled', say: [...opened.say, ...shown] };
    }
    const listed = await recent(ctx);
    if (listed.length === 0) return end({ changed: false }, say(ctx.words.t('change.noOrders')));
    const orders = placedOf(listed);
    const [only] = orders;
    // "move my wednesday pickup to friday": the one order whose pickup is on that day, no question.
    const told =
      data.which !== undefined
        ? toldByDay(orders, data.which, data.asked)
        : data.holding !== undefined
          ? toldByContents(orders, data.holding, ctx.deps.glossary)
          : undefined;
    data.which = undefined;
    data.holding = undefined;
    if (told || ((data.words || data.asked) && only && listed.length === 1)) {
      // "move pickup to saturday morning" with one order: that order, no question.
      const opened = await open(ctx, told ?? (only as OrderRecord));
      if (!opened.opened) return end({ changed: false }, ...opened.say);
      // "show me my wednesday order": that order, then what to change on it.
      const shown = told && data.list && !data.words && !data.asked ? [await openedSummary(ctx)] : [];
      data.list = undefined;
      return { kind: 'filled', say: [...opened.say, ...shown] };
    }
    // The summaries once, when the list was asked for; asked again, the question alone.
    const summaries =
      data.list || orders.length === 0
        ? listed.map((o) => recentOrderSummary(o, ctx.deps, ctx.today, ctx.words))
        : [];
    // Only orders that may have been placed (invariant unknown-outcome-shown-until-settled): nothing to change yet.
    if (orders.length === 0)
      return end({ changed: false }, ...summaries, say(ctx.words.t('change.maybePlacedCantChange')));
    data.list = undefined;
    data.contents = contentsWords(
      orders.map((o) => o.entry),
      ctx.deps.glossary,
    );
    data.couriers = orders.map(({ entry }) => ({
      pickup: courierOf(entry.pickup),
      ...(entry.returnWindow ? { returnWindow: courierOf(entry.returnWindow) } : {}),
    }));
    return asking(
      {
        kind: 'single',
        text: !summaries.length
          ? ctx.words.t('change.whichOrder')
          : orders.length === 1
            ? listed.length === 1
              ? ctx.words.t('change.changeIt')
              : ctx.words.t('change.changeOrder', { orderId: String(orders[0]?.orderId) })
            : ctx.words.t('change.changeOne'),
        hint: ctx.words.t('change.whichOrderHint'),
        options: [
          ...orders.map(
            (o): ReplyOption => ({
              value: String(o.orderId),
              label: ctx.words.t('change.orderTitle', { orderId: String(o.orderId) }),
              role: 'choice',
              detail: ctx.words.t('change.pickupDetail', {
                window: legLabel(o.entry.pickup, entryTimeZone(o.entry, ctx.deps.timeZone), ctx.words),
              }),
              synonyms: [
                String(o.orderId),
                `#${o.orderId}`,
                ...orderNamedBy(o.entry, ctx.deps.glossary, ctx.words),
              ],
            }),
          ),
          {
            value: DONE,
            label: ctx.words.t('change.noChanges'),
            role: 'choice',
            synonyms: ['none', 'no', 'never mind', 'ninguno', 'ninguna'],
          },
        ],
      },
      summaries.length ? summaries : undefined,
    );
  },
  // "the one without the suit", "el que es solo lavado y doblado": the order by what it holds, read by
  // `orderHolding`, never one option by the words of another.
  // "the first one", "el segundo": the list's place, read here; "the last one" asked which it means.
  // "el que recoge el chofer de la tienda": the one order whose leg that courier does, though both name it.
  // "sí, quiero que me lo traigan a la casa" with one order listed: the yes picks it, the rest is offered
  // to what to change (invariant yes-with-the-change).
  readsFirst: (text, data) => {
    if (
      contentsSaid(text, new Set(data.contents ?? [])) ||
      positionSaid(text) ||
      orderByLegCourier(text, data.couriers ?? []) !== undefined
    )
      return {};
    const rest =
      data.couriers?.length === 1 && yesToTheOne(text) === undefined ? yesThenRest(text) : undefined;
    return rest === undefined ? undefined : { opens: true, offers: rest };
  },
  async accept(ctx, said) {
    // "nah leave em": keeping them all is no change (invariant bare-keep-is-no-change).
    if (!picked(said) && said.text && keepsAllAsIs(said.text) && !namesAPart(said.text))
      return end({ changed: false });
    // "the first one" where list and placing agree, or said of the list: the list's.
    const unsure = picked(said) ? undefined : await positionUnsure(ctx, said.text);
    if (unsure) return retry(unsure);
    const position = picked(said) ? undefined : positionSaid(said.text);
    const holding = picked(said)
      ? undefined
      : position
        ? orderAt(placedOf(await recent(ctx)), position.at, 'list')?.orderId.toString()
        : await orderHolding(ctx, said.text);
    ctx.data.contents = undefined;
    ctx.data.couriers = undefined;
    const answer = holding === undefined ? said : { text: '', values: [holding] };
    const yes = picked(answer)
      ? undefined
      : (yesToTheOne(answer.text) ?? (yesThenRest(answer.text) === undefined ? undefined : true));
    if (yes === false) return end({ changed: false });
    const value =
      picked(answer) ??
      (yes
        ? await theOnlyOrder(ctx)
        : (orderNamed(answer.text) ??
          (await orderComingBack(ctx, answer.text)) ??
          (await orderByCourier(ctx, answer.text)) ??
          (await orderByDayOfLeg(ctx, answer.text))));
    if (value === DONE) return end({ changed: false });
    const found =
      value === undefined
        ? undefined
        : await placedOrderById(ctx.deps.ledger, requireSession(ctx).serviceCustomerId, Number(value));
    if (!found)
      return retry(
        value ? ctx.words.t('change.notAmongOrders', { orderId: value }) : ctx.words.t('change.pickOrder'),
      );
    const opened = await open(ctx, found);
    if (!opened.opened) return end({ changed: false }, ...opened.say);
    // "move 5002 to friday morning": the part and the new time said with the order answer their questions.
    const request = picked(answer) ? undefined : readOrderRequest(answer.text);
    if (request?.wants === 'change' && String(request.orderId) === value) {
      if (request.change) ctx.data.asked = request.change;
      if (request.words !== undefined) ctx.data.words = request.words;
    }
    return ok(opened.say);
  },
};

/**
 * The one placed order a request tells by the weekday of its leg ("my wednesday pickup", "la entrega del
 * viernes"); none when no order, or two, fall on it.
 */
function toldByDay(orders: OrderRecord[], word: string, asked: ChangeKind | undefined) {
  const leg =
    asked === 'pickup' ? asked : asked === 'delivery' || asked === 'cancel-delivery' ? 'delivery' : undefined;
  const fits = orders.filter((o) => orderOnDay(o.entry, word, leg));
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * @invariant order-told-by-what-it-holds A request that tells its order by what it holds ("change the
 *   suit order", "el pedido del traje") opens the one placed order that holds it; when two do, or none,
 *   the orders are listed and which one asked, never the newest taken.
 */
function toldByContents(orders: OrderRecord[], holding: string, glossary: Glossary) {
  const at = orderByContents(
    holding,
    orders.map((o) => o.entry),
    glossary,
  );
  return at === undefined ? undefined : orders[at];
}

/** Words that point at the order listed: "that one", "ese". */
const POINTING = new Set([
  'that',
  'this',
  'one',
  'it',
  'ese',
  'esa',
  'este',
  'esta',
  'eso',
  'mismo',
  'misma',
]);

/**
 * Yes or no to "Would you like to change it?", pointing at the order listed or not: "yes", "sure,
 * that one", "ese", "no thanks". Undefined when the reply is neither.
 */
function yesToTheOne(text: string): boolean | undefined {
  const words = tokenize(text).filter((w) => w !== ',');
  const rest = words.filter((w) => !POINTING.has(w));
  if (rest.length === 0) return words.length > 0 ? true : undefined;
  return readYesNo(rest.join(' '));
}

/**
 * "yes" to "Would you like to change it?": the one order listed. With several, none (which one is asked).
 *
 * @invariant yes-with-the-change A yes said first to "Would you like to change it?" with one order listed,
 *   and more after it ("sí, quiero que me lo traigan a la casa", "yes, I want it delivered"), picks that
 *   order; what follows is offered to what to change as a reply's rest is (dialog/rest.ts), taken only
 *   when that question reads it for certain, else asked. Never "pick one of the orders" for the one listed.
 */
async function theOnlyOrder(ctx: Ctx): Promise<string | undefined> {
  const orders = placedOf(await recent(ctx));
  return orders.length === 1 ? String(orders[0]?.orderId) : undefined;
}

/** Words around a position that say nothing of which list: "the first one", "el primero nomás". */
const POSITION_FRAME = new Set('the one order el la uno una pedido orden please pls just nomas'.split(' '));

/** Words that say a position is the list's: "the first on the list", "el primero que sale ahí". */
const OF_THE_LIST = new Set(
  'on in at of the list listed top shown above de la lista que sale ahi aparece arriba'.split(' '),
);
const LIST_NAMED = new Set(['list', 'listed', 'lista', 'top', 'sale', 'aparece', 'arriba', 'shown', 'above']);

/**
 * An ordinal said of the orders ("the first one", "el segundo", "the last one"): said alone
 * (`alone`), or said of the list ("the first one on the list": `listed`); undefined for anything else.
 */
function positionSaid(text: string): { at: number | 'last'; alone: boolean } | undefined {
  // "el primero vale", "ok the second one": a go-ahead or a yes beside the place agrees, says no more.
  const words = tokenize(text).filter(
    (w) => w !== ',' && w !== '.' && !POSITION_FRAME.has(w) && !GO_AHEAD.has(w) && !BARE_YES.has(w),
  );
  const [said, ...rest] = words;
  const at = said === undefined ? undefined : readOrdinal([said]);
  if (at === undefined) return undefined;
  if (rest.length === 0) return { at, alone: true };
  return rest.every((w) => OF_THE_LIST.has(w)) && rest.some((w) => LIST_NAMED.has(w))
    ? { at, alone: false }
    : undefined;
}

/** The order at `at` among `orders` (newest first, as listed), by the list's place or by when placed. */
function orderAt<T>(orders: T[], at: number | 'last', by: 'list' | 'placed'): T | undefined {
  const list = by === 'list' ? orders : [...orders].reverse();
  return at === 'last' ? list.at(-1) : list[at - 1];
}

/**
 * @invariant order-position-asked-when-two-orders-fit "The last one" said of the orders ("el último") is
 *   asked back when the list's bottom and the latest placed (the list's top: the list is newest first)
 *   name different orders. A numbered ordinal said alone ("the first one", "el primero", "el segundo")
 *   is the list's place, as a clerk reads it with the numbered list on screen: writers of rounds 2 to 32
 *   who meant an order by "the first one" meant the list's first every time, none the one placed first
 *   (others asked back, which rounds 26 and 27 had made the rule). Said of the list ("the first on the
 *   list"), or where both readings name one order, it is that order.
 */
async function positionUnsure(ctx: Ctx, text: string): Promise<string | undefined> {
  const position = positionSaid(text);
  if (!position?.alone || position.at !== 'last') return undefined;
  const orders = placedOf(await recent(ctx));
  const listed = orderAt(orders, position.at, 'list')?.orderId;
  const placed = orderAt(orders, position.at, 'placed')?.orderId;
  if (listed === undefined || placed === undefined || listed === placed) return undefined;
  return ctx.words.t('change.positionWhich', { listed: String(listed), placed: String(placed) });
}

/** Words around an order's number said in words: "order number five thousand and two", "el pedido cinco mil uno". */
const NUMBER_FRAME = new Set(
  'order number no nro num pedido orden numero el la the its es is it please por favor'.split(' '),
);

/**
 * The order a typed answer names by its number: "5001", "#5001", "order 5001", "el pedido 5001", or in
 * words ("order number five thousand and two", "el cinco mil uno").
 */
function orderNamed(text: string): string | undefined {
  const named =
    /^#?(\d{1,15})$/.exec(text.trim())?.[1] ??
    readOrderRequest(text)?.orderId ??
    readNumberSaid(tokenize(text).filter((w) => w !== ',' && !NUMBER_FRAME.has(w)));
  // A small number in words is a position ("two"), read by the list itself; an order's number is long.
  return named === undefined || Number(named) < 100 ? undefined : String(named);
}

/**
 * The one listed order that comes back as the reply says ("el que yo voy a buscar a la tienda": the one
 * collected at the store; "the one you bring me": the one delivered); none when two do, or none does.
 */
async function orderComingBack(ctx: Ctx, text: string): Promise<string | undefined> {
  const said = returnSaid(text);
  if (!said) return undefined;
  const fits = placedOf(await recent(ctx)).filter((o) => !o.entry.returnWindow === (said === 'collected'));
  return fits.length === 1 ? String(fits[0]?.orderId) : undefined;
}

/**
 * The one listed order whose leg, said by its verb, the courier named does ("el que recoge el chofer de la
 * tienda"); none when the courier's name fits two, or none.
 */
async function orderByCourier(ctx: Ctx, text: string): Promise<string | undefined> {
  const orders = placedOf(await recent(ctx));
  const at = orderByLegCourier(
    text,
    orders.map((o) => o.entry),
  );
  return at === undefined ? undefined : String(orders[at]?.orderId);
}

/**
 * The one listed order a reply tells by the weekday of one of its legs ("the one coming back friday", "el
 * que se recoge el miércoles"); none when two fall on it, or none.
 */
async function orderByDayOfLeg(ctx: Ctx, text: string): Promise<string | undefined> {
  const orders = placedOf(await recent(ctx));
  const at = orderByLegDay(
    text,
    orders.map((o) => o.entry),
  );
  return at === undefined ? undefined : String(orders[at]?.orderId);
}

/** Who does a leg, as kept while which order is asked. */
const courierOf = ({ provider, providerName }: WindowChoice) => ({ provider, providerName });

/**
 * The one listed order a reply names by the services it holds, holds only, or holds not ("the one
 * without the suit", "el que es solo lavado y doblado"); none when it names none, or two fit.
 */
async function orderHolding(ctx: Ctx, text: string): Promise<string | undefined> {
  const orders = placedOf(await recent(ctx));
  const at = orderByContents(
    text,
    orders.map((o) => o.entry),
    ctx.deps.glossary,
  );
  return at === undefined ? undefined : String(orders[at]?.orderId);
}

/** The opened order's summary, as My orders shows it. */
async function openedSummary(ctx: Ctx): Promise<Reply> {
  const { orderId, entry } = await currentOrder(ctx);
  return orderSummary(orderId, entry, ctx.deps, ctx.today, ctx.words);
}

function notFound(ctx: Ctx, orderId: number) {
  return say(ctx.words.t('change.notPlacedInChat', { orderId: String(orderId) }), 'warning');
}

/** What can still be changed on an order, as options. */
function changeOptions(ctx: Ctx, entry: LedgerEntry): ReplyOption[] {
  const tz = entryTimeZone(entry, ctx.deps.timeZone);
  const { t } = ctx.words;
  const options: ReplyOption[] = [];
  const pickupOpen = !started(entry.pickup, ctx.now);
  if (pickupOpen)
    options.push({
      value: 'pickup',
      label: t('change.pickupTime'),
      role: 'choice',
      detail: t('change.now', { what: legLabel(entry.pickup, tz, ctx.words) }),
      synonyms: ['pickup', 'move pickup', 'reschedule pickup', 'pick up'],
    });
  if (entry.returnWindow && !started(entry.returnWindow, ctx.now)) {
    options.push({
      value: 'delivery',
      label: t('change.deliveryTime'),
      role: 'choice',
      detail: t('change.now', { what: legLabel(entry.returnWindow, tz, ctx.words) }),
      synonyms: ['delivery', 'move delivery', 'reschedule delivery', 'drop off'],
    });
  }
  if (!entry.returnWindow)
    options.push({
      value: 'add-delivery',
      label: t('change.haveItDelivered'),
      role: 'choice',
      detail: t(ctx.data.staff ? 'change.nowCollectedStaff' : 'change.nowCollected', {
        store: entry.store.name,
      }),
      synonyms: ['deliver', 'deliver it', 'add delivery'],
    });
  if (pickupOpen && movesElsewhere(ctx.data, entry))
    options.push({
      value: 'address',
      label: t('change.address'),
      role: 'choice',
      detail: t('change.now', { what: entry.addressLabel }),
    });
  const courier = [entry.pickup, entry.returnWindow].some((w) => w?.provider === 'ON_DEMAND');
  if (courier)
    options.push({ value: 'tip', label: t('change.courierTip'), role: 'choice', synonyms: ['tip'] });
  if (entry.returnWindow && !started(entry.returnWindow, ctx.now))
    options.push({
      value: 'cancel-delivery',
      // Staff's desk speaks as staff: the customer collects it, not the one reading.
      label: t(ctx.data.staff ? 'change.cancelDeliveryStaff' : 'change.cancelDelivery'),
      role: 'danger',
      detail: t(ctx.data.staff ? 'change.collectItStaff' : 'change.collectIt', { store: entry.store.name }),
      // The label it had ("Cancel the delivery") still reads typed, in either language.
      synonyms: [
        'cancel delivery',
        'cancel the delivery',
        'no delivery',
        'collect it',
        'collect',
        'cancelar la entrega',
        'sin entrega',
        // Staff who type the customer's own words for it mean the same.
        ...(ctx.data.staff ? [t('change.cancelDelivery')] : []),
      ],
    });
  return options;
}

/**
 * Whether the order may move to another of the customer's addresses: one that is not its own and is
 * not known to be another store's (a store is looked up only once the address is asked).
 *
 * @invariant address-offered-only-where-it-can-be-taken The address is offered as a change only while
 *   some other address of the customer may be served by the order's store; once every other one is known
 *   to be another store's, the address question is never asked (it could take no answer) and the address is
 *   no longer offered: said why, what to change is asked again.
 */
function movesElsewhere(data: ChangeData, entry: LedgerEntry): boolean {
  const addresses = data.addresses ?? [];
  const current = currentAddressId(entry);
  return (
    addresses.length > 1 &&
    addresses.some((a) => a.id !== current && (a.storeId === undefined || a.storeId === entry.store.id))
  );
}

export const changeStep: ChangeStep = {
  id: 'change',
  title: 'What to change',
  ...fields<ChangeData, 'change'>('change'),
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
      return end({ changed: false }, say(ctx.words.t('change.underWay', { orderId: String(orderId) })));
    // "move 5002 to friday": a new time said with no part is the order's one time that can move (as
    // `partWithValue` reads "pásala al viernes"); with two, which is asked.
    const times = options.filter((o) => o.value === 'pickup' || o.value === 'delivery');
    const oneTime = ctx.data.words !== undefined && times.length === 1 ? times[0]?.value : undefined;
    const asked = ctx.data.asked ?? CHANGES.find((c) => c === oneTime);
    ctx.data.asked = undefined;
    if (asked && options.some((o) => o.value === asked)) {
      ctx.data.change = asked;
      // "raise the tip to 5" at the menu: the amount answers the tip's question.
      const words = asked === 'tip' ? ctx.data.words : undefined;
      return { kind: 'filled', say: words === undefined ? [] : await tipSaid(ctx, words) };
    }
    // Named, but this order doesn't allow it: said why, and the time said with it is not another leg's.
    if (asked) ctx.data.words = undefined;
    return asking(
      {
        kind: 'single',
        text: ctx.words.t('change.whatToChange', { orderId: String(orderId) }),
        hint: ctx.words.t('change.whatToChangeHint'),
        options: [
          ...options,
          {
            value: DONE,
            label: ctx.words.t('change.nothing'),
            role: 'choice',
            // "nvm", "olvídalo": nothing to change after all.
            synonyms: ['none', 'done', 'nvm', 'never mind', 'nevermind', 'olvidalo', 'ya nada'],
          },
        ],
      },
      asked ? [say(notOffered(ctx, asked, orderId, entry), 'warning')] : undefined,
    );
  },
  // Invariant collecting-is-not-the-pickup: "I'll pick it up at the store" is no Pickup time.
  // Invariant part-said-with-its-value: "move the pickup to friday" is the pickup, and friday its day.
  // Invariant brought-is-not-collecting: "deliver it, I can't get to the store" is the delivery, never a collection.
  // A part named alone ("la recogida") is that option, so "la recogida, que pasen el viernes" is cut there
  // and the rest offered to the part's question (invariant rest-taken-only-when-certain).
  // "a la de la calle 20": one of the addresses named by its street is the address, and which.
  readsFirst(text, data) {
    // "deliver it to my office", "cambiar la entrega" of an order with none: left to accept, which
    // knows the order (invariants delivered-elsewhere-asked-at-a-change, absent-delivery-changed-asked).
    if (deliveredElsewhere(text) || legChanged(text) === 'delivery') return {};
    // "remove the tip", "quitar la propina": no tip, read by accept, never the tip's amount asked.
    if (namesTheTip(text) && takesTipAway(text)) return {};
    // "when they come get it": the leg wished by its verb, read by accept (invariant wish-read-by-its-parts),
    // never an option by the words of another ("pick up" is no Pickup time when where is asked).
    if (wishActed(legWish(text))) return {};
    // "The delivery time. Friday no longer suits me.": the part, then only why; the day refused is no new one.
    const named = partThenReason(text);
    if (named) return named.words === undefined ? { option: named.change } : {};
    if (
      cancelsUnnamed(text) ||
      readBroughtInstead(text) ||
      readStoreCollection(text) ||
      refusesDeliveryOnly(text) ||
      addressNamed(text, data)
    )
      return {};
    const part = readPartNamed(text);
    // "change where they're fixing to pick up" not read whole: where is the address's word, never
    // read as the time its other words name (the option's words are no answer there).
    if (!part && SAYS_WHERE.test(text)) return {};
    // "friday 8-10 instead, same driver": a new time alone, for the one time that can move (accept).
    // "the friday thing": the leg on that weekday, read by accept (invariant leg-named-by-its-day).
    if (!part && (newTimeAlone(text) || dayThingSaid(text))) return {};
    // "lo del pisto pal delivery": money with no courier named is a fee or a tip, never the delivery's option by its word.
    // "cant be home wed, got a double": the leg on that day, read by accept (invariant own-day-refused-moves-its-leg).
    if (!part) return speaksOfMoney(text) || readWeekdaysRefused(text) ? {} : undefined;
    return part.change && part.words === undefined && !part.bring ? { option: part.change } : {};
  },
  // "wednesday pickup, move it to friday": the part, or a value its order leaves one part for, said with
  // its new value is taken after the order named (its accept asks back when two parts could be meant).
  // "yes, I want it delivered" after the one order: having it brought, or a part named alone, is certain too.
  readsRest: (text) => {
    const part = readPartNamed(text);
    return (
      part?.words !== undefined ||
      part?.bring === true ||
      part?.change !== undefined ||
      readBroughtInstead(text) === 'bring'
    );
  },
  async accept(ctx, answer) {
    // "cancel it": the delivery, or what we are doing; both named, neither taken (invariant bare-cancel-asks-what).
    if (!picked(answer) && answer.text && cancelsUnnamed(answer.text)) return cancelWhich(ctx);
    const notTaken = answer.text ? await deliveryNotTaken(ctx, answer.text) : undefined;
    if (notTaken) return notTaken;
    // "The pickup time; Tuesday won't work": the part its first clause names, the rest only why (never read
    // as refusing a collection, nor as a day).
    const because = answer.text ? partThenReason(answer.text) : undefined;
    if (because) return partWithValue(ctx, because);
    const placed = picked(answer) ? undefined : await placeAndWhat(ctx, answer.text);
    if (placed) {
      ctx.data.change = placed;
      return ok();
    }
    // "where they pick it up", "que me la devuelvan otro día": the leg wished by its verb and who does it.
    const wished = picked(answer) || !answer.text ? undefined : await wishAt(ctx, answer.text);
    if (wished) return wished;
    // "I will collect it at the chelsea store", "I can't schlep to Chelsea": the order's store, named by its own name.
    const store = answer.text ? (await currentOrder(ctx)).entry.store.name : undefined;
    const brought = answer.text ? readBroughtInstead(answer.text, undefined, store) : undefined;
    if (brought) return broughtInstead(ctx, brought === 'bring', answer.text);
    const collecting = answer.text ? readStoreCollection(answer.text, { store }) : undefined;
    // "paso yo el viernes": the day they come says nothing against it (invariant collecting-on-a-day-is-collecting).
    if (collecting)
      return collectAtStore(ctx, collecting === 'collect' || collectsOnADay(answer.text, store));
    // "skip delivery", "forget the delivery": the delivery refused alone leaves it at the store to collect.
    if (answer.text && refusesDeliveryOnly(answer.text)) return collectAtStore(ctx, true);
    const part = picked(answer) ? undefined : readPartNamed(answer.text);
    // "switch it to the 20th street place": a value that names an address, no time part named, is the address.
    const address = !picked(answer) && !part?.bring && (part?.change ?? 'address') === 'address';
    if (address && addressNamed(answer.text, ctx.data))
      return partWithValue(ctx, { change: 'address', words: answer.text });
    // "que pasen a buscarlo a la 20": the pickup said with one of the addresses as its place, no time, is the address.
    if (part && pickupAddressed(answer.text, ctx.data))
      return partWithValue(ctx, { change: 'address', words: part.words });
    if (part) return partWithValue(ctx, part);
    // "quitar la propina", "remove the tip": the tip named and taken away whole is no tip.
    if (!picked(answer) && answer.text && namesTheTip(answer.text) && takesTipAway(answer.text))
      return partWithValue(ctx, { change: 'tip', words: ctx.words.t('tip.none') });
    // "friday 8-10 instead, same driver": the one time that can move, to that day; two, asked which.
    if (!picked(answer) && answer.text && newTimeAlone(answer.text))
      return partWithValue(ctx, { words: answer.text });
    // "the friday thing", "lo del viernes": the one leg on that weekday; both or neither on it, asked back
    // (invariant leg-named-by-its-day).
    if (!picked(answer) && answer.text && dayThingSaid(answer.text)) {
      const { orderId, entry } = await currentOrder(ctx);
      const byDay = legByDay(answer.text, entry);
      if (!byDay) return retry(ctx.words.t('change.choose'));
      if (!changeOptions(ctx, entry).some((o) => o.value === byDay))
        return retry(notOffered(ctx, byDay, orderId, entry));
      ctx.data.change = byDay;
      return ok();
    }
    const leg = !picked(answer) && answer.text ? await legRefused(ctx, answer.text) : undefined;
    if (leg?.change === 'delivery' && leg.words === undefined) {
      const asked = await moveOrCollect(ctx);
      if (asked) return asked;
    }
    if (leg) return partWithValue(ctx, leg);
    // Money named with no courier ("the money for the delivery"): asked back as it stands, never an
    // option picked by one of its words when asked again (a retry is read by the options' words).
    if (!picked(answer) && answer.text && speaksOfMoney(answer.text))
      return { kind: 'stay', say: [say(ctx.words.t('change.choose'), 'warning')] };
    // "na, déjalo", "nah, leave it": keeping it as it is is nothing to change (invariant
    // bare-keep-is-no-change); "leave the pickup" names a part, and is read as before.
    const kept = !picked(answer) && answer.text && keepsAllAsIs(answer.text) && !namesAPart(answer.text);
    const value = kept ? DONE : picked(answer);
    // Nothing else: a change kept at "Change something else" is confirmed again (invariant change-lined-up-kept).
    if (value === DONE) return restoreKept(ctx.data) ? ok() : end({ changed: false });
    const { orderId, entry } = await currentOrder(ctx);
    const offered = changeOptions(ctx, entry).map((o) => o.value);
    const change = CHANGES.find((c) => c === asOffered(value, offered));
    if (!change) return retry(ctx.words.t('change.choose'));
    if (!offered.includes(change)) return retry(notOffered(ctx, change, orderId, entry));
    ctx.data.change = change;
    return ok();
  },
};

/**
 * A delivery the order cannot take as said, asked back with why (a stay, never a retry: a retry is read
 * again by the options' words, and "delivery" names one of them); undefined for any other reply.
 *
 * @invariant delivered-elsewhere-asked-at-a-change At what to change, having it brought to a place other than the
 *   order's address ("Delivery to the Brooklyn address.", "llévenmelo a la oficina") is asked back, said
 *   that a delivery comes to the order's address: never a delivery added or moved, the place never read
 *   as its day.
 * @invariant absent-delivery-changed-asked A verb of changing acting on the delivery of an order that
 *   has none ("cambiar la entrega", "move the delivery to friday" of an order collected at the store) is
 *   asked back, said that it has none: another order may be meant, or having it brought, so neither is
 *   taken. Having it brought ("que me lo traigan", "switch it to delivery") still adds it.
 */
async function deliveryNotTaken(ctx: Ctx, text: string): Promise<Accepted | undefined> {
  const { orderId, entry } = await currentOrder(ctx);
  const order = String(orderId);
  const { t } = ctx.words;
  if (deliveredElsewhere(text, entry.addressLabel))
    return {
      kind: 'stay',
      say: [
        say(t('change.deliveredToItsAddress', { orderId: order, address: entry.addressLabel }), 'warning'),
      ],
    };
  if (legChanged(text) === 'delivery' && !entry.returnWindow)
    return {
      kind: 'stay',
      say: [say(t('change.noDelivery', { orderId: order, store: entry.store.name }), 'warning')],
    };
  return undefined;
}

/** "cancel it" asked back: the option that cancels the delivery where the order has one, and how to drop the change. */
async function cancelWhich(ctx: Ctx): Promise<Accepted> {
  const { entry } = await currentOrder(ctx);
  const { t } = ctx.words;
  const cancels = changeOptions(ctx, entry).some((o) => o.value === 'cancel-delivery');
  const option = cancels
    ? t('engine.leavingOrOption', { option: t('change.cancelDelivery') })
    : t('change.choose');
  // Stayed, never retried: a retry is read again by the options' words, and "cancel" names one of them.
  return { kind: 'stay', say: [say(`${option} ${t('engine.leavingDrop')}`, 'warning')] };
}

/**
 * The delivery's day refused alone, where collecting it is offered too: asked which, both named (invariant
 * own-day-refused-moves-its-leg); undefined where the delivery is the one way out.
 */
async function moveOrCollect(ctx: Ctx): Promise<Accepted | undefined> {
  const { entry } = await currentOrder(ctx);
  if (!changeOptions(ctx, entry).some((o) => o.value === 'cancel-delivery')) return undefined;
  const { t } = ctx.words;
  const which = t('change.moveOrCollect', {
    move: t('change.deliveryTime'),
    collect: t('change.cancelDelivery'),
    store: entry.store.name,
  });
  // Stayed, never retried: a retry is read again by the options' words.
  return { kind: 'stay', say: [say(which, 'warning')] };
}

/**
 * The order's leg on the one weekday a reply says cannot be had, naming no part (invariant
 * own-day-refused-moves-its-leg), with what it says of a new day beside it; undefined when no leg, or both, is on it.
 *
 * @invariant own-day-refused-moves-its-leg At what to change, a reply naming no part that says the day of
 *   one of the order's legs cannot be had ("cant be home wed, got a double", "no puedo el martes, tengo
 *   turno doble", "busy tuesday") is that leg's time, its new day asked, the refused day never taken
 *   (invariant refused-day-never-taken); a day of no leg or of both, or two days refused, is asked as before.
 *   The delivery's day refused with no new day, where collecting it is offered too ("el viernes no puedo"),
 *   is asked back naming both: either may be meant, so neither is taken.
 */
async function legRefused(
  ctx: Ctx,
  text: string,
): Promise<{ change: ChangeKind; words?: string } | undefined> {
  const refused = readWeekdaysRefused(text);
  if (refused?.weekdays.length !== 1) return undefined;
  const { entry } = await currentOrder(ctx);
  const on = (day: string | undefined) =>
    day !== undefined && new Date(`${day}T12:00:00Z`).getUTCDay() === refused.weekdays[0];
  const legs = (['pickup', 'delivery'] as const).filter((leg) =>
    on(leg === 'pickup' ? entry.pickup.day : entry.returnWindow?.day),
  );
  const [leg] = legs;
  if (legs.length !== 1 || !leg) return undefined;
  // "cant be home wed, can we do friday": the new day said beside it, for the leg's day question.
  return { change: leg, ...(namesADay(refused.left) ? { words: refused.left } : {}) };
}

/** A clause, its mark, and what follows it: "The delivery time. Friday no longer suits me." */
/** A dash set between spaces ends a clause too: "the delivery — nobody's in the office friday". */
const CLAUSE_THEN_REST = /^([^.,;:!?—–]+?)\s*(?:[.,;:!?]+|[—–]|\s-\s)\s*(\S.*)$/;

/**
 * The part a reply names in its first clause when all it says after is a day refused, the reason for
 * the change ("The delivery time. Friday no longer suits me.", "la recogida, que el miércoles no estoy"),
 * or a reason of any kind (`answerBeforeReason`: "tip the dasher more, they earn it"), with the new value
 * said before the reason or not ("tip, make it 5 theyre always so nice": the tip, and 5): that part, and
 * the value for its question, or its question asked; undefined when the first clause is not a part, or
 * more is said.
 *
 * @invariant value-before-reason-kept A part said with its new value, then why ("tip, make it 5 theyre
 *   always so nice", "move the pickup to friday, i work late thursday"), is that part and that value: the
 *   reason is never read for the value, nor makes the reply unread.
 * @example partThenReason('The delivery time. Friday no longer suits me.') // { change: 'delivery' }
 * @example partThenReason('tip, make it 5 theyre always so nice') // { change: 'tip', words: '5' }
 */
function partThenReason(text: string): { change: RequestedChange; words?: string } | undefined {
  // "tip the dasher more, they earn it", "la propina, que se lo merecen": the part, then only why.
  const before = valueBeforeReason(text);
  const alone = before === undefined ? undefined : readPartNamed(before);
  if (alone?.change && !alone.bring)
    return alone.words === undefined
      ? { change: alone.change }
      : { change: alone.change, words: alone.words };
  const [, head = '', rest = ''] = CLAUSE_THEN_REST.exec(text.trim()) ?? [];
  const part = head ? readPartNamed(head) : undefined;
  if (!part?.change || part.words !== undefined || part.bring) return undefined;
  // "change the pickup, office is closed wednesday": a day said unavailable is a reason too (invariant refused-day-never-taken).
  // "delivery — nobody's in the office friday", "I'll be out of town friday": someone away that day, a reason too.
  return refusesADayOnly(rest) || readDayRefused(rest)?.rest === '' || awayOnADay(rest)
    ? { change: part.change }
    : undefined;
}

/**
 * The reply before why it is said (`answerBeforeReason`), the why cut from the whole or from what follows
 * its first comma ("tip, make it 5 theyre always so nice": "tip, make it 5"); undefined with no why.
 */
function valueBeforeReason(text: string): string | undefined {
  const whole = answerBeforeReason(text);
  if (whole !== undefined) return whole;
  const comma = text.indexOf(',');
  const rest = comma > 0 ? answerBeforeReason(text.slice(comma + 1)) : undefined;
  return rest === undefined ? undefined : `${text.slice(0, comma + 1)} ${rest}`;
}

/**
 * Whether a reply names, by its street's or building's numbers alone, or by its place alone ("A
 * Brooklyn"), one of the customer's addresses ("a la de la calle 20", "to the one on 20th street"): the
 * address to change, and to which (the address question asks again when it is the order's own).
 */
function addressNamed(text: string, data: ChangeData): boolean {
  const labels = (data.addresses ?? []).map((a) => a.label);
  // "A Brooklyn": one of them named by its place alone, which no other has (invariant address-named-by-its-place).
  return (
    labels.length > 1 && (addressNamedIn(text, labels) ?? addressNamedByPlace(text, labels)) !== undefined
  );
}

/** Whether a reply names the pickup with one of the customer's addresses as its place (`pickupAtAddress`). */
function pickupAddressed(text: string, data: ChangeData): boolean {
  const labels = (data.addresses ?? []).map((a) => a.label);
  return labels.length > 1 && pickupAtAddress(text, labels) !== undefined;
}

/**
 * (invariant part-said-with-its-value) A part named with its new value ("move the pickup to friday",
 * "cambia la propina a 5", "pásala al viernes" when only one time can move): the part is taken, and the
 * value answers its question (the day, the amount), so the review shows old and new as always. A value
 * its question does not take is said, and the question asked; no part, or two it could be, is asked back.
 */
async function partWithValue(
  ctx: Ctx,
  part: { change?: ChangeKind; words?: string; bring?: true },
): Promise<Accepted> {
  const { orderId, entry } = await currentOrder(ctx);
  const offered = changeOptions(ctx, entry).map((o) => o.value);
  const times = offered.filter((v) => v === 'pickup' || v === 'delivery');
  // "can you bring it to me" (invariant brought-is-the-delivery): the delivery the order has, or one added.
  const brought = part.bring && offered.includes('add-delivery') ? 'add-delivery' : undefined;
  const change = brought ?? asOffered(part.change, offered) ?? (times.length === 1 ? times[0] : undefined);
  if (change === undefined) return retry(ctx.words.t('change.choose'));
  const kind = CHANGES.find((c) => c === change);
  if (!kind || !offered.includes(kind)) return retry(notOffered(ctx, kind ?? 'pickup', orderId, entry));
  ctx.data.change = kind;
  if (kind === 'tip') return ok(part.words === undefined ? [] : await tipSaid(ctx, part.words));
  // The new time, or the new address ("change the address to 200 w 20th"), for the part's question to read.
  if (kind === 'pickup' || kind === 'delivery' || kind === 'add-delivery' || kind === 'address')
    ctx.data.words = part.words;
  return ok();
}

/** Whether a wish says enough to be acted on: what of its leg (when, where), or the delivery wished. */
const wishActed = (wish: ReturnType<typeof legWish>) =>
  wish !== undefined && (wish.about !== undefined || wish.leg === 'delivery' || wish.leg === 'tip');

/**
 * The change a leg wished by its verb makes on this order (invariant wish-read-by-its-parts): where the
 * laundry comes for it, or one of the addresses named with its coming, is the address; when, the leg's
 * time (a visit of either leg, the order's one time that can move, else asked which), with the day said
 * for its question; the delivery wished alone, the delivery added (`broughtInstead`). Undefined when the
 * person's own collecting is said, or the wish says too little, for the other readers to read.
 */
async function wishAt(ctx: Ctx, text: string): Promise<Accepted | undefined> {
  const wish = legWish(text);
  if (!wish) return undefined;
  const store = (await currentOrder(ctx)).entry.store.name;
  if (readStoreCollection(text, { store }) === 'collect') return undefined;
  const taken = await wishTaken(ctx, text, wish);
  // Stayed, never retried: a retry is read again by the options' words, and "pick up" names one of them.
  return taken?.kind === 'retry' ? { kind: 'stay', say: [say(taken.reason, 'warning')] } : taken;
}

/** The change a wish read whole makes (`wishAt`), retried where the order cannot take it. */
async function wishTaken(
  ctx: Ctx,
  text: string,
  wish: NonNullable<ReturnType<typeof legWish>>,
): Promise<Accepted | undefined> {
  // "give yer man a fiver": the tip, and the amount for its question.
  if (wish.leg === 'tip')
    return partWithValue(ctx, { change: 'tip', ...(wish.words ? { words: wish.words } : {}) });
  // "que pasen por mi ropa a brooklyn": the laundry coming to one of the addresses is the address, and which.
  const place =
    wish.leg === 'delivery' || wish.about === 'time' ? undefined : addressAtTheEnd(text, ctx.data);
  if (place !== undefined) return partWithValue(ctx, { change: 'address', words: place });
  // "where you drop it off": a delivery elsewhere is asked back (invariant delivered-elsewhere-asked-at-a-change).
  if (wish.about === 'place')
    return wish.leg === 'delivery' ? undefined : partWithValue(ctx, { change: 'address' });
  if (wish.about === 'time')
    return partWithValue(ctx, {
      ...(wish.leg === 'visit' ? {} : { change: wish.leg }),
      ...(wish.words ? { words: wish.words } : {}),
    });
  return wish.leg === 'delivery' ? broughtInstead(ctx, true, text) : undefined;
}

/**
 * One of the customer's addresses named where a reply ends ("que pasen por mi ropa a brooklyn": "a brooklyn")
 * or anywhere in it (`addressNamed`): the words that name it, for the address question; undefined for none.
 */
function addressAtTheEnd(text: string, data: ChangeData): string | undefined {
  if (addressNamed(text, data)) return text;
  const words = text.trim().split(/\s+/);
  for (const k of [1, 2, 3]) {
    const tail = words.slice(-k).join(' ');
    if (words.length > k && addressNamed(tail, data)) return tail;
  }
  return undefined;
}

/** Where, asked or said: the address's word at the question of what to change. */
const SAYS_WHERE =
  /(?<![\p{L}])(?:where|wherever|d[oó]nde|ad[oó]nde|location|ubicaci[oó]n|lugar)(?![\p{L}])/iu;

/** A place said first, then what it is: "la 5, yo paso a buscarla", "3. the address". */
const PLACE_FIRST = /^\s*(?:(?:la|el|opci[oó]n|option|number|n[uú]mero|#)\s*)?(\d{1,2})\s*[,.:;-]\s*(\S.*)$/i;

/**
 * A place in the list said with what it means ("la 5, yo paso a buscarla": option 5, and collecting at
 * the store, which option 5 is): the change, when both name the same one; undefined otherwise, the
 * reply read as any other.
 *
 * @example await placeAndWhat(ctx, 'la 5, yo paso a buscarla') // 'cancel-delivery' where option 5 cancels the delivery
 */
async function placeAndWhat(ctx: Ctx, text: string): Promise<ChangeKind | undefined> {
  const [, place, rest = ''] = PLACE_FIRST.exec(text) ?? [];
  if (place === undefined) return undefined;
  const { entry } = await currentOrder(ctx);
  const options = changeOptions(ctx, entry).map((o) => o.value);
  const at = options[Number(place) - 1];
  const part = readPartNamed(rest);
  const means =
    readStoreCollection(rest) === 'collect'
      ? 'cancel-delivery'
      : readBroughtInstead(rest) === 'bring'
        ? 'add-delivery'
        : part?.words === undefined && !part?.bring
          ? asOffered(part?.change, options)
          : undefined;
  return at !== undefined && at === means ? CHANGES.find((c) => c === at) : undefined;
}

/**
 * A change named as the person may mean it on this order: "delivery" of an order collected at the
 * store is a delivery added; any other as named.
 *
 * @example asOffered('delivery', ['pickup', 'add-delivery']) // 'add-delivery'
 */
function asOffered(change: string | undefined, offered: string[]): string | undefined {
  return change === 'delivery' && !offered.includes('delivery') && offered.includes('add-delivery')
    ? 'add-delivery'
    : change;
}

/** The tip said with the change ("raise the tip to 5") as the tip question's answer; what it cannot take, said. */
async function tipSaid(ctx: Ctx, words: string): Promise<Reply[]> {
  ctx.data.words = undefined;
  const { entry } = await currentOrder(ctx);
  const taken = await tip.accept(ctx, { text: withoutCourier(words, entry), values: undefined });
  return taken.kind === 'retry' ? [say(taken.reason, 'warning')] : [];
}

/** Whether a reply names the courier's tip by its word: "tip", "propina". */
const namesTheTip = (text: string) => tokenize(text).some((t) => t === 'tip' || t === 'propina');

/** Who a tip is for, said before it: the order's courier by its name, or as a courier is called. */
const COURIER_WORDS = new Set(['courier', 'driver', 'dasher', 'guy', 'repartidor', 'mensajero', 'chofer']);
/** Words leading to whom, and to the amount: "al de doordash a 5", "for the doordash guy to 5". */
const LEADING = new Set(['de', 'del', 'al', 'el', 'para', 'pal', 'for', 'the', 'to', 'a']);

/**
 * The tip's words without whom it is for, when they name the order's courier ("de doordash a 5": "5",
 * where a DoorDash Drive courier runs a leg of it): who gets it is no part of the amount. As said otherwise.
 *
 * @example withoutCourier('de doordash a 5', entry) // '5' for an order with a DoorDash Drive leg
 */
function withoutCourier(words: string, entry: LedgerEntry): string {
  const names = new Set([
    ...COURIER_WORDS,
    ...[entry.pickup, entry.returnWindow]
      .filter((w) => w?.provider === 'ON_DEMAND')
      .flatMap((w) => tokenize(w?.providerName ?? '')),
  ]);
  const tokens = tokenize(words);
  let at = 0;
  while (at < tokens.length && (LEADING.has(tokens[at] ?? '') || names.has(tokens[at] ?? ''))) at++;
  const named = tokens.slice(0, at).some((t) => names.has(t));
  return named && at < tokens.length ? tokens.slice(at).join(' ') : words;
}

/** Why a change the person named is not offered on the order. */
function notOffered(ctx: Ctx, asked: ChangeKind, orderId: number, entry: LedgerEntry): string {
  const order = String(orderId);
  if ((asked === 'delivery' || asked === 'cancel-delivery') && !entry.returnWindow)
    return ctx.words.t('change.noDelivery', { orderId: order, store: entry.store.name });
  // "bring it to me instead" of an order delivered already: it has that.
  if (asked === 'add-delivery' && entry.returnWindow)
    return ctx.words.t('change.sameAsNow', { orderId: order });
  return ctx.words.t('change.notOffered', { change: asked, orderId: order });
}

/**
 * "deliver it, I can't get to the store", "I won't be able to come in" (invariant
 * brought-is-not-collecting): a delivery added to an order collected at the store. Said with words it
 * can't place (`whole` false), or of an order delivered already, it is asked back, nothing taken.
 */
async function broughtInstead(ctx: Ctx, whole: boolean, text: string): Promise<Accepted> {
  const { entry } = await currentOrder(ctx);
  const adds = changeOptions(ctx, entry).some((o) => o.value === 'add-delivery');
  // An order delivered already: "que la entreguen otro día" is its delivery, moved.
  const part = adds ? undefined : readPartNamed(text);
  if (part?.change === 'delivery') return partWithValue(ctx, part);
  if (!whole || !adds) return retry(ctx.words.t('change.choose'));
  ctx.data.change = 'add-delivery';
  return ok();
}

/**
 * "I'll just pick it up at the store" (invariant collecting-is-not-the-pickup): an order collected
 * already has nothing to change there; a delivered one has its delivery cancelled, shown for review
 * first. Said with words it can't place (`whole` false), it is asked back, nothing taken.
 */
async function collectAtStore(ctx: Ctx, whole: boolean): Promise<Accepted> {
  const { orderId, entry } = await currentOrder(ctx);
  const store = entry.store.name;
  const order = String(orderId);
  // Said with words it can't place ("the time he come get it": the driver's, or the person's?), it is
  // asked back, never answered as collecting.
  if (!entry.returnWindow && !whole) return retry(ctx.words.t('change.choose'));
  if (!entry.returnWindow)
    return { kind: 'stay', say: [say(ctx.words.t('change.collectedAlready', { orderId: order, store }))] };
  const offered = changeOptions(ctx, entry).some((o) => o.value === 'cancel-delivery');
  if (!offered) return retry(ctx.words.t('change.deliveryUnderWay', { orderId: order, store }));
  if (!whole)
    return retry(
      ctx.words.t('change.collectInstead', { store, cancel: ctx.words.t('change.cancelDelivery') }),
    );
  ctx.data.change = 'cancel-delivery';
  return ok();
}
