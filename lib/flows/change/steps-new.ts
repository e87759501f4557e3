/** What changes to: a new pickup or delivery window (the slot sub-flow), a new address, a new courier tip. */

import { dayInZone } from '../../calendar';
import { field, subFlowPrompt } from '../../dialog/prompts';
import { asking, choices, ok, picked, push, requireSession, retry, say } from '../../dialog/step-helpers';
import { isLaundryApiError } from '../../laundry/errors';
import { moneyText } from '../../money';
import type { WindowChoice } from '../../orders/choices';
import { type ChangeKind, entryTimeZone, type LedgerEntry } from '../../orders/ledger-entry';
import { addressNamedBy, addressNamedByPlace, addressNamedIn } from '../../orders/named-by';
import { currentAddressId, currentTipCents, legLabel } from '../../orders/placed-order';
import { ENGLISH } from '../../words';
import type { Accepted } from '../flow';
import { afterTurnaround, laterDay, type SlotArgs, slotFlow } from '../slot';
import { tipStep } from '../tip';
import { type ChangeData, currentOrder } from './change-data';
import type { ChangeStep, Ctx } from './types';

/** The slot sub-flow's arguments for a new pickup or delivery window of the order. */
function slotArgs(ctx: Ctx, entry: LedgerEntry, purpose: SlotArgs['purpose']): SlotArgs {
  // A pickup moved before "Change something else" is the one a delivery follows (invariant change-lined-up-kept).
  const pickup = ctx.data.newPickup ?? ctx.data.kept?.newPickup ?? entry.pickup;
  const current = purpose === 'pickup' ? entry.pickup : entry.returnWindow;
  const address = ctx.data.addresses?.find((a) => a.id === currentAddressId(entry));
  const timeZone = entryTimeZone(entry, ctx.deps.timeZone);
  // The words said with the command go to the first slot pushed, once.
  const { words } = ctx.data;
  ctx.data.words = undefined;
  const returnAfter =
    purpose === 'return' ? afterTurnaround(pickup, entry.request.turnAroundInHours) : undefined;
  return {
    purpose,
    storeId: entry.store.id,
    googlePlacesId: address?.googlePlacesId ?? entry.googlePlacesId,
    categories: entry.categories,
    servicesIds: entry.services.map((s) => s.servicePriceId),
    first: returnAfter ? laterDay(ctx.today, dayInZone(new Date(returnAfter), timeZone)) : ctx.today,
    ...(returnAfter && pickup ? { after: returnAfter, pickupDay: pickup.day } : {}),
    timeZone,
    ...(current ? { current } : {}),
    ...(words ? { words } : {}),
  };
}

const changes = (...kinds: ChangeKind[]) => ({
  test: (d: ChangeData) => d.change !== undefined && kinds.includes(d.change),
  label: kinds.join(' or '),
});

/**
 * What a slot step says to a typed answer: the slot flow it pushed asks for the day and window.
 * subFlowPrompt's `retry` is one string: `inWords` says it in the person's language.
 */
const PICK_A_WINDOW = ENGLISH.t('change.pickAWindow');

/** A slot step whose answer to a typed answer is in the person's language. */
function inWords(step: ChangeStep): ChangeStep {
  return { ...step, accept: async (ctx) => retry(ctx.words.t('change.pickAWindow')) };
}

export const pickupWindow: ChangeStep = inWords(
  subFlowPrompt({
    id: 'pickup-window',
    title: 'New pickup time',
    when: changes('pickup'),
    field: field<ChangeData, 'newPickup'>('newPickup'),
    push: async (ctx) => push(slotFlow, slotArgs(ctx, (await currentOrder(ctx)).entry, 'pickup')),
    retry: PICK_A_WINDOW,
  }),
);

/** True when the order's delivery would start within the store's turnaround of the new pickup: the delivery moves too. */
export function deliveryBeforePickup(entry: LedgerEntry, newPickup: WindowChoice): boolean {
  const { returnWindow: delivery } = entry;
  const earliest = afterTurnaround(newPickup, entry.request.turnAroundInHours);
  return !!(delivery && Date.parse(delivery.startTime) < Date.parse(earliest));
}

export const deliveryWindow: ChangeStep = inWords(
  subFlowPrompt({
    id: 'delivery-window',
    title: 'New delivery time',
    when: {
      test: (d) => d.change === 'delivery' || d.change === 'add-delivery' || d.moveDelivery === true,
      label: 'delivery, or a pickup after the delivery',
    },
    field: field<ChangeData, 'newDelivery'>('newDelivery'),
    async push(ctx) {
      const { entry } = await currentOrder(ctx);
      const moving = push(slotFlow, slotArgs(ctx, entry, 'return'));
      if (ctx.data.change !== 'pickup') return moving;
      const { returnWindow: delivery } = entry;
      return {
        ...moving,
        say: [
          say(
            ctx.words.t('change.deliveryTooSoon', {
              delivery: delivery
                ? legLabel(delivery, entryTimeZone(entry, ctx.deps.timeZone), ctx.words)
                : '',
              hours: String(entry.request.turnAroundInHours),
            }),
          ),
        ],
      };
    },
    retry: PICK_A_WINDOW,
  }),
);

export const addressStep: ChangeStep = {
  id: 'address',
  title: 'New address',
  when: changes('address'),
  filled: (d) => d.address !== undefined,
  clear: (d) => {
    d.address = undefined;
  },
  value: (d) => d.address?.id,
  async ask(ctx) {
    const { entry } = await currentOrder(ctx);
    const current = currentAddressId(entry);
    const listed = (ctx.data.addresses ?? []).filter((a) => a.id !== current);
    // No other address this order's store serves: a question no answer can take (round 32 asked it
    // again and again). Said why, and what to change asked again, the address no longer offered.
    const stores = await Promise.all(listed.map((a) => storeOf(ctx, a)));
    if (!stores.includes(entry.store.id)) {
      ctx.data.change = undefined;
      ctx.data.words = undefined;
      const elsewhere = listed.map((a) => a.label);
      const said =
        elsewhere.length === 1
          ? ctx.words.t('change.addressElsewhere', { address: elsewhere.join('') })
          : ctx.words.t('change.addressesElsewhere', { addresses: elsewhere.join('; ') });
      return { kind: 'filled', say: [say(said, 'warning')] };
    }
    // "change the address to 200 w 20th": the address said with the change, when it names one for certain.
    const { words } = ctx.data;
    ctx.data.words = undefined;
    const said = words === undefined ? undefined : namedIn(words, listed, ctx.data.addresses);
    const taken = said && (await choose(ctx, said.id));
    if (taken?.kind === 'ok') return { kind: 'filled' };
    return asking(
      {
        kind: 'single',
        text: ctx.words.t('change.whichAddress'),
        hint: ctx.words.t('change.whichAddressHint'),
        options: choices(
          listed.map((a) => ({ value: String(a.id), label: a.label, synonyms: addressNamedBy(a.label) })),
        ),
      },
      taken?.kind === 'retry' ? [say(taken.reason, 'warning')] : undefined,
    );
  },
  // "I'll be at 20th Street that day", "que vayan a la de la 20": an address named by its numbers alone.
  readsFirst(text, data) {
    const named = namedIn(text, data.addresses ?? []);
    return named ? { option: String(named.id) } : undefined;
  },
  accept: (ctx, answer) => choose(ctx, Number(picked(answer))),
};

/**
 * The one of `listed` a reply names by its numbers (`addressNamedIn`), or by its place alone, the place
 * no other of `all` the customer's addresses has (`addressNamedByPlace`: "a Brooklyn").
 */
function namedIn<A extends { label: string }>(
  text: string,
  listed: readonly A[],
  all: readonly A[] = listed,
): A | undefined {
  const at = addressNamedIn(
    text,
    listed.map((a) => a.label),
  );
  if (at !== undefined) return listed[at];
  const place = addressNamedByPlace(
    text,
    all.map((a) => a.label),
  );
  const found = place === undefined ? undefined : all[place];
  return found && listed.includes(found) ? found : undefined;
}

/** The address `id` taken as the order's new one: one of the customer's, not the order's own, served by its store. */
async function choose(ctx: Ctx, id: number): Promise<Accepted> {
  const chosen = ctx.data.addresses?.find((a) => a.id === id);
  const { entry } = await currentOrder(ctx);
  // Named by its numbers, the order's own address is none of the choices.
  if (!chosen || chosen.id === currentAddressId(entry)) return retry(ctx.words.t('change.pickAddress'));
  // Windows and prices are the store's: another store's address is a new order, not a change.
  if ((await storeOf(ctx, chosen)) !== entry.store.id)
    return retry(ctx.words.t('change.otherStore', { address: chosen.label }));
  ctx.data.address = { id: chosen.id, label: chosen.label };
  return ok();
}

/** One of the customer's addresses, as the change keeps them. */
type Address = NonNullable<ChangeData['addresses']>[number];

/**
 * The store that serves `address` (null: the service found none), looked up once and kept on it: the
 * address question and what to change read it (invariant address-offered-only-where-it-can-be-taken).
 * A lookup the service failed is no answer: it is thrown to the step's failure ("isn't answering…
 * nothing is lost"), nothing kept, and looked up anew next time, as the order's address step does.
 */
async function storeOf(ctx: Ctx, address: Address): Promise<number | null> {
  if (address.storeId === undefined) {
    const store = await ctx.deps.laundry
      .findStore(requireSession(ctx).token, address.googlePlacesId)
      .catch((error: unknown) => {
        if (isLaundryApiError(error, 'not_found')) return undefined;
        throw error;
      });
    address.storeId = store?.id ?? null;
  }
  return address.storeId;
}

export const tip = tipStep<ChangeData>({
  id: 'tip',
  title: 'New courier tip',
  when: changes('tip'),
  field: field<ChangeData, 'tipCents'>('tipCents'),
  async question(ctx) {
    const now = currentTipCents((await currentOrder(ctx)).entry);
    return {
      text: ctx.words.t('change.tipNow', { amount: moneyText({ cents: now }, ctx.words) }),
      hint: ctx.words.t('change.tipHint'),
      now,
    };
  },
  noTip: ['none', 'no', 'zero'],
});
