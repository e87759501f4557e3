/** The change shown old against new and confirmed, then sent; a change sent without an answer is checked. */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import { type CostChange, changeCost, changesNothing } from '../../orders/change-cost';
import { changedFields, changeReference } from '../../orders/change-spec';
import { endsAsking, wantsAChange } from '../../recognize/confirm';
import { DAY_WORDS } from '../../recognize/day-shift';
import { confirmsAsShown, keepsAsIs, saysKeep } from '../../recognize/keep-as-is';
import { isNegation } from '../../recognize/neutral-words';
import { tokenize } from '../../recognize/normalize';
import { readPartNamed } from '../../recognize/order-request';
import { isShownPrice, readPriceAccepted } from '../../recognize/price-accepted';
import { asksItBrought, collectsOnADay, readStoreCollection } from '../../recognize/store-collection';
import { readLeadingYesNo, readYesNo } from '../../recognize/yes-no';
import type { Accepted } from '../flow';
import type { ChangeData } from './change-data';
import { changeOf, clearChange, currentOrder, keepChange } from './change-data';
import { applyChange } from './change-order';
import { costLines, costSentence } from './change-replies';
import type { ChangeStep } from './types';

const CONFIRM = 'confirm';
const OTHER = 'other';
const KEEP = 'keep';
const CHECK = 'check';
/** Saying to make the change shown, in English and Spanish, as the person may write either. */
const CHANGE_IT = ['change it', 'make the change', 'cámbielo', 'cámbialo', 'cambiarlo', 'haga el cambio'];
/** The confirmation of a delivery dropped, said as its old label was ("Cancel the delivery", now named by its effect). */
const CANCEL_IT = ['cancel the delivery', 'cancel it', 'cancelar la entrega', 'cancélela', 'cancelarla'];

export const review: ChangeStep = finalStep({
  id: 'review',
  title: 'Confirm the change',
  async ask(ctx) {
    const { orderId, entry } = await currentOrder(ctx);
    const { t } = ctx.words;
    if (ctx.data.unconfirmed)
      return asking({
        kind: 'single',
        text: t('change.waiting', {
          orderId: String(orderId),
          reference: changeReference(ctx.data.changeId ?? ''),
        }),
        hint: t('change.waitingHint'),
        options: [
          { value: CHECK, label: t('change.checkNow'), role: 'primary', synonyms: ['check', 'ok', 'yes'] },
        ],
      });
    // A second part said with the first: the first lined up, the second asked next (invariant second-part-lined-up).
    const { secondPart } = ctx.data;
    if (secondPart) {
      ctx.data.secondPart = undefined;
      keepChange(ctx.data);
      if (secondPart.change) {
        ctx.data.asked = secondPart.change;
        if (secondPart.words !== undefined) ctx.data.words = secondPart.words;
        return { kind: 'filled', say: [] };
      }
      return {
        kind: 'filled',
        say: [say(t('change.secondUnread', { said: secondPart.unread ?? '' }), 'warning')],
      };
    }
    // The change kept at "Change something else" and this one, shown and sent together (invariant change-lined-up-kept).
    const spec = changeOf(ctx.data);
    if (changesNothing(spec, entry)) {
      // The same window picked again: nothing to confirm, nothing sent; what to change is asked again.
      clearChange(ctx.data);
      return { kind: 'filled', say: [say(t('change.sameAsNow', { orderId: String(orderId) }))] };
    }
    const fields = changedFields(spec, entry, ctx.deps.timeZone, ctx.words);
    // Invariant change-cost-shown-before-confirming: the fees before and after, staff told the customer's.
    const cost = changeCost(spec, entry);
    // A cancel's own words only when the cancel is all there is to confirm.
    const cancel =
      spec.change === 'cancel-delivery' && !spec.newPickup && !spec.address && spec.tipCents === undefined;
    // The change's reference from now on: a re-run of its confirmation sends nothing twice.
    ctx.data.changeId ??= ctx.deps.newId();
    return asking(
      {
        kind: 'confirm',
        text: cancel
          ? t('change.confirmCancel', { orderId: String(orderId), store: entry.store.name })
          : t('change.confirmChange', { orderId: String(orderId) }),
        hint: t('change.confirmHint'),
        options: [
          {
            value: CONFIRM,
            label: cancel
              ? t(ctx.data.staff ? 'change.cancelDeliveryStaff' : 'change.cancelDelivery')
              : t('change.makeChange'),
            role: cancel ? 'danger' : 'primary',
            confirm: cancel
              ? t('change.cancelConfirm', { orderId: String(orderId), store: entry.store.name })
              : t('change.makeChangeConfirm', { orderId: String(orderId), store: entry.store.name }),
            // A yes picks it, though it may be the danger of a cancel: English and Spanish, as the person may write either.
            // "change it", "cámbielo": the change shown, made (not said of a cancel).
            synonyms: ['yes', 'confirm', 'ok', 'sí', 'si', 'confirmar', ...(cancel ? CANCEL_IT : CHANGE_IT)],
          },
          { value: OTHER, label: t('change.somethingElse'), role: 'choice', synonyms: ['change', 'other'] },
          {
            value: KEEP,
            label: t('change.keep'),
            role: 'choice',
            // The ways to leave an order alone, in English and Spanish, as the person may write either.
            synonyms: [
              'no',
              'keep',
              'keep it',
              'leave it',
              'leave it as is',
              'leave it as it was',
              "don't change it",
              'déjalo',
              'déjalo así',
              'déjalo como está',
              'déjalo como estaba',
              'no lo cambies',
            ],
          },
        ],
      },
      [
        ...(ctx.data.staff ? [say(costSentence(ctx.words, cost, 'change.customerCost'))] : []),
        {
          type: 'summary',
          title: t('change.oldAndNew', { orderId: String(orderId) }),
          lines: [
            ...fields.map((f) => ({
              label: f.field,
              value: { type: 'text' as const, text: t('change.fromTo', { from: f.from, to: f.to }) },
            })),
            ...costLines(ctx.words, cost),
          ],
        },
      ],
    );
  },
  // Invariant keep-names-the-old: "actually keep wed" is read here, against what the order has now.
  // Invariant price-accepted-is-shown: "ok 9.99 is fine" is read here, against the cost shown.
  // Invariant collecting-is-not-the-pickup: "mejor la recojo yo" keeps an added delivery off, and makes a cancelled one.
  // "wait, something's wrong": another change, never this one made.
  // A whole yes or no ("sip", "nel") answers "Shall we make this change?", a cancel's as well.
  // "wait, also the address": another part of the order added, "Change something else".
  // At a delivery's cancel, "yes bring it", "mejor sí que me lo lleven": the delivery asked for, whatever
  // its yes, never the cancel made (invariant brought-is-not-collecting); read as a keep (invariant
  // keep-names-the-old), else asked.
  // "I'll pick it up at the Chelsea store, no need to send anybody": collecting said with a negation and
  // words placed only by the order's store, never "Keep it as it is" by its "no".
  readsFirst: (text, data) =>
    collectingSaid(text, data)
      ? { option: collectingSaid(text, data) }
      : data.change === 'cancel-delivery' && (asksItBrought(text) || collectingWithNo(text))
        ? {}
        : wantsAChange(text) || anotherPartAdded(text, data)
          ? { option: OTHER }
          : saysKeep(text) || readPriceAccepted(text)
            ? {}
            : readYesNo(text) !== undefined && !endsAsking(text)
              ? { option: readYesNo(text) ? CONFIRM : KEEP }
              : restatesValues(text)
                ? {}
                : undefined,
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    const fields = () =>
      currentOrder(ctx).then((o) => changedFields(changeOf(ctx.data), o.entry, ctx.deps.timeZone, ctx.words));
    // Whatever the answer, a change sent without an answer is settled first.
    if (ctx.data.unconfirmed) return applyChange(ctx, await fields());
    const prices = value ? undefined : readPriceAccepted(answer.text);
    if (prices) {
      // "yea that's right, 5 bucks": the new tip shown is a price the yes may name too.
      const shown = [
        ...pricesShown(changeCost(changeOf(ctx.data), (await currentOrder(ctx)).entry)),
        ...(await fields()).flatMap((f) => amountsIn(f.to)),
      ];
      if (!prices.every((cents) => isShownPrice(cents, shown)))
        return retry(ctx.words.t('change.confirmOrOther'));
      return applyChange(ctx, await fields());
    }
    // "Correcto: viernes 6, 8:00–10:00. Confirmo." (invariant yes-names-the-new).
    if (!value && restatesValues(answer.text)) {
      const changed = await fields();
      if (
        !confirmsAsShown(
          answer.text,
          changed.map((f) => f.to),
        )
      )
        return retry(ctx.words.t('change.confirmOrOther'));
      return applyChange(ctx, changed);
    }
    const cancelling = ctx.data.change === 'cancel-delivery';
    // "That's right, I'll pick it up at the Chelsea store": collecting, the store named by its own name.
    const store = !value && cancelling ? (await currentOrder(ctx)).entry.store.name : undefined;
    if (store !== undefined && collectingSaid(answer.text, ctx.data, store) === CONFIRM)
      return applyChange(ctx, await fields());
    // "yes bring it" at a delivery's cancel: the delivery as it is now, wanted (invariant keep-names-the-old).
    const brought = cancelling && asksItBrought(answer.text);
    const kept = !value && (saysKeep(answer.text) || brought);
    const changed = kept ? await fields() : [];
    const now = changed.flatMap((f) => [f.field, f.from]);
    const refused = kept ? await newValues(ctx) : [];
    // "nah keep it, I'll pick it up" while a delivery is being added: collecting is what the order has now.
    const restatesOld = (words: string) =>
      ctx.data.change === 'add-delivery'
        ? readStoreCollection(words) === 'collect'
        : cancelling && asksItBrought(words, true);
    const keeps = keepsAsIs(
      answer.text,
      now,
      [...changed.map((f) => f.to), ...refused],
      restatesOld,
      cancelling,
    );
    if (kept && !keeps) return retry(ctx.words.t('change.confirmOrOther'));
    if (value === KEEP || kept) return end({ changed: false }, say(ctx.words.t('change.kept')));
    if (value === OTHER) {
      // What is shown stays lined up, and what else to change is asked (invariant change-lined-up-kept).
      keepChange(ctx.data);
      return ok();
    }
    if (value !== CONFIRM) return retry(ctx.words.t('change.confirmOrOther'));
    return applyChange(ctx, await fields());
  },
});

/** Words adding to what is shown: "also the address", "y la propina también". */
const ADDING = new Set(['also', 'too', 'and', 'plus', 'tambien', 'ademas', 'tmb', 'y']);
/** Waiting before saying more, which says nothing of what: "wait", "hold on", "espera". */
const WAITING = new Set([
  'wait',
  'hold',
  'hang',
  'on',
  'up',
  'oh',
  'espera',
  'espere',
  'esperate',
  'un',
  'momento',
]);

/**
 * Another part of the order than the one shown, said as added to it ("wait also the address", "y la
 * propina también"): "Change something else", where that part is picked. Never with a yes or a no ("yes,
 * and the tip too" confirms first), nor of the part being changed: those are read as they stand.
 *
 * @example anotherPartAdded('wait also the address', { change: 'pickup' }) // true
 */
function anotherPartAdded(text: string, data: ChangeData): boolean {
  const words = tokenize(text).filter((w) => w !== ',' && w !== '.');
  if (!words.some((w) => ADDING.has(w)) || readLeadingYesNo(text) !== undefined) return false;
  const part = readPartNamed(words.filter((w) => !ADDING.has(w) && !WAITING.has(w)).join(' '));
  const shown = data.change === 'add-delivery' ? 'delivery' : data.change;
  return part?.change !== undefined && part.change !== shown;
}

/** A yes said first with a number or a day after it ("Correcto: viernes 6, 8:00–10:00"): values restated, to check against the new. */
function restatesValues(text: string): boolean {
  const tokens = tokenize(text);
  return (
    readLeadingYesNo(text) === true &&
    tokens.some((t) => /\d/.test(t) || DAY_WORDS.has(t)) &&
    !readPriceAccepted(text)
  );
}

/**
 * The person collecting it themselves, said at the review of a delivery (invariant
 * collecting-is-not-the-pickup): a delivery being added is kept off ("mejor la recojo yo"), a delivery
 * being cancelled is confirmed ("yep i'll pick it up", a yes before it allowed); undefined otherwise.
 */
function collectingSaid(
  text: string,
  data: ChangeData,
  store?: string,
): typeof KEEP | typeof CONFIRM | undefined {
  if (data.change === 'add-delivery') return readStoreCollection(text) === 'collect' ? KEEP : undefined;
  if (data.change !== 'cancel-delivery') return undefined;
  const tokens = tokenize(text).filter((t) => t !== ',');
  // "no, I'll pick it up" to a cancel: the no and the collecting pull apart, asked back.
  if ([1, 2].some((length) => readYesNo(tokens.slice(0, length).join(' ')) === false)) return undefined;
  // "yep, I'll pick it up": the yes, then the collecting alone; "yes, I'll collect it friday afternoon":
  // the day she comes takes nothing, the clothes wait at the store (invariant collecting-on-a-day-is-collecting).
  const yes = [1, 2, 3].find((length) => readYesNo(tokens.slice(0, length).join(' ')) === true) ?? 0;
  const rest = tokens.slice(yes).join(' ');
  return readStoreCollection(rest, { store }) === 'collect' || collectsOnADay(rest, store)
    ? CONFIRM
    : undefined;
}

/**
 * The person collecting, said with words the collecting reader cannot place without the order's store,
 * and a negation ("I'll pick it up at the Chelsea store myself, no need to send anybody"): its "no" is
 * no "Keep it as it is", so the step reads it with the store's name, or asks.
 */
function collectingWithNo(text: string): boolean {
  return readStoreCollection(text) === 'mentions' && tokenize(text).some(isNegation);
}

/** The prices the review shows, as typed ("9.99"): a keep may name them before refusing them. */
async function newValues(ctx: Parameters<ChangeStep['accept']>[0]): Promise<string[]> {
  const { entry } = await currentOrder(ctx);
  return pricesShown(changeCost(changeOf(ctx.data), entry)).map((cents) => (cents / 100).toFixed(2));
}

/** The amounts a value shown names, in cents: "$5.00" of "$5.00 per trip". */
const amountsIn = (text: string) =>
  [...text.matchAll(/\$(\d+)(?:\.(\d{2}))?/g)].map((m) => Number(m[1]) * 100 + Number(m[2] ?? 0));

/**
 * The prices the review shows as the change's cost (invariant price-accepted-is-shown): each fee and the
 * total after it, and what the change adds to each.
 */
function pricesShown({ from, to }: CostChange): number[] {
  const after = [to.pickupFeeCents, to.deliveryFeeCents, to.feesCents, to.totalCents];
  const before = [from.pickupFeeCents, from.deliveryFeeCents, from.feesCents, from.totalCents];
  const added = after.map((cents, i) =>
    cents === undefined || before[i] === undefined ? undefined : cents - (before[i] ?? 0),
  );
  return [...after, ...added].filter((cents): cents is number => cents !== undefined && cents > 0);
}
