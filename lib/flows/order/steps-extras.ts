/** How it is paid and handled: payment, courier tip, promo code, hang-dry and notes for the laundry. */

import { type Field, readsOutcome, textPrompt, yesOrNo } from '../../dialog/prompts';
import { asking, choices, ok, picked, retry, say, yesNo } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import {
  brandNames,
  isSkip,
  itemsBeforeReason,
  namesNothing,
  namesOnlyAQuality,
  namesOnlyThings,
  type Outcomes,
  readPromoCode,
  saysHasPromoCode,
  saysNoPromoCode,
  saysOnlyWhy,
  saysVagueThings,
  withoutReason,
} from '../../recognize';
import { tokenize } from '../../recognize/normalize';
import { holdsDoubt } from '../../recognize/shrug';
import { tipStep } from '../tip';
import { paymentMethods } from './catalog';
import { hasCourierLeg } from './draft-summary';
import {
  askedOfTheStore,
  draftField,
  draftFields,
  noNotes,
  type OrderStep,
  type OrderStepId,
  readInstructionNote,
  readNote,
} from './fields';

/** The default card, as either language says it: the one the person always uses. */
const DEFAULT_CARD = [
  'default',
  'my default card',
  'the usual',
  'as usual',
  'same as always',
  'always',
  'predeterminada',
  'la de siempre',
  'la de costumbre',
  'la habitual',
  'la usual',
  'la misma de siempre',
];

export const payment: OrderStep = {
  id: 'payment',
  title: 'Payment',
  editable: true,
  ...draftFields('paymentMethodId', 'paymentLabel'),
  // "cambiar la tarjeta a la master": the card said with the part is taken when its words pick one card
  // (never by its place in a list not yet seen); else the question is asked (invariant rest-taken-only-when-certain).
  readsRest: true,
  async ask(ctx) {
    const methods = await paymentMethods(ctx);
    if (methods.length === 0) {
      ctx.data.draft.paymentMethodId = null;
      ctx.data.draft.paymentLabel = ctx.words.t('order.noCardOnFile');
      return { kind: 'filled', say: [say(ctx.words.t('order.noCard'))] };
    }
    return asking({
      kind: 'single',
      text: ctx.words.t('order.whichCard'),
      hint: ctx.words.t('order.whichCardHint'),
      options: choices(
        methods.map((m) => ({
          value: String(m.id),
          label: m.isDefault ? ctx.words.t('order.defaultCard', { card: m.label }) : m.label,
          synonyms: [
            m.last4,
            `ending in ${m.last4}`,
            `terminada en ${m.last4}`,
            ...(m.brand ? brandNames(m.brand) : []),
            ...(m.isDefault ? DEFAULT_CARD : []),
          ],
        })),
      ),
    });
  },
  async accept(ctx, answer) {
    const chosen = (await paymentMethods(ctx)).find((m) => String(m.id) === picked(answer));
    if (!chosen) return retry(ctx.words.t('order.pickCard'));
    ctx.data.draft.paymentMethodId = chosen.id;
    ctx.data.draft.paymentLabel = chosen.label;
    return ok();
  },
};

export const tip = tipStep<OrderData, OrderStepId>({
  id: 'tip',
  title: 'Courier tip',
  editable: true,
  when: { test: hasCourierLeg, label: 'an on-demand courier leg' },
  field: draftField('courierTipCents'),
  async question(ctx) {
    const { pickupWindow, returnWindow } = ctx.data.draft;
    const provider =
      pickupWindow?.provider === 'ON_DEMAND'
        ? pickupWindow.providerName
        : (returnWindow?.providerName ?? ctx.words.t('order.theCourier'));
    return { text: ctx.words.t('order.tip', { provider }), hint: ctx.words.t('order.tipHint') };
  },
  noTip: ['none', 'skip', 'no'],
  skip: true,
});

const NO_CODE = 'no-code';

export const promo: OrderStep = textPrompt({
  id: 'promo',
  title: 'Promo code',
  editable: true,
  field: draftField('promoCode'),
  question: async (ctx) => ({ text: ctx.words.t('order.promo'), hint: ctx.words.t('order.promoHint') }),
  skip: {
    option: (words) => ({
      value: NO_CODE,
      label: words.t('order.noCode'),
      role: 'choice',
      synonyms: ['no', 'none', 'skip', 'nope'],
    }),
    value: '',
  },
  read({ text }, ctx) {
    if (saysNoPromoCode(text)) return { value: '' };
    const code = readPromoCode(text);
    if (code) return { value: code };
    // "sí tengo uno": there is a code, not yet given (invariant promo-code-never-a-word).
    return { retry: ctx.words.t(saysHasPromoCode(text) ? 'order.promoWhatCode' : 'order.promoRetry') };
  },
});

/**
 * The hang-dry question's outcomes (invariant yes-no-by-outcome), in either language: the dryer negated
 * ("don't put the wool in the dryer", "no lo metan a la secadora") is a yes to hang-drying.
 */
const HANG_DRY_OUTCOMES: Outcomes = {
  yes: ['hang*', 'hung', 'air dry', 'air dried', 'line dry', 'lay flat', 'colga*', 'tendid*', 'al aire'],
  no: ['dryer*', 'tumble*', 'machine dr*', 'secadora*', 'maquina'],
};

const outcomeOf = readsOutcome(HANG_DRY_OUTCOMES, true);
/**
 * The outcome a reply's own words name, what it says of the things named left out (invariant
 * reason-never-the-items): in "sí, unos suéteres que se encogen en la secadora" the dryer is why, not no;
 * in "wool sweaters must be hung to dry" the hanging is what they need, and the sweaters are the answer
 * of the question after.
 */
const hangDryOutcome = (text: string) => outcomeOf(withoutReason(text));

export const hangDry: OrderStep = {
  id: 'hang-dry',
  title: 'Hang-dry',
  editable: true,
  ...draftFields('hangDry'),
  async ask(ctx) {
    return {
      kind: 'prompt',
      prompt: yesNo(ctx.words.t('order.hangDry'), ctx.words.t('order.hangDryHint'), ctx.words),
    };
  },
  // Only where the outcome differs from a leading yes or no: "yes, the wool sweaters" is still cut after
  // its yes. "Solo un par de cosas": there are things to hang-dry, which the next question asks for.
  // "los sweaters de lana porfa": things alone are a yes and what to hang-dry (invariant things-alone-are-the-things).
  readsFirst: (text) =>
    hangDryOutcome(text) ??
    (saysVagueThings(text) ? { option: 'yes' } : namesOnlyThings(text) ? {} : undefined),
  async accept(ctx, answer) {
    if (!answer.values && namesOnlyThings(answer.text)) {
      const things = readNote(answer, ctx.words);
      if (!('value' in things)) return retry(things.retry);
      Object.assign(ctx.data.draft, { hangDry: true, hangDryInstructions: things.value });
      return ok();
    }
    const own = answer.values ? undefined : hangDryOutcome(answer.text);
    const read = own ? (own.option ?? 'unsure') : yesOrNo(answer, HANG_DRY_OUTCOMES);
    if (read === 'unsure') return { kind: 'stay', say: [say(ctx.words.t('dialog.answerYesOrNo'))] };
    const value = read ?? (isSkip(answer.text) ? 'no' : undefined);
    if (value !== 'yes' && value !== 'no') return retry(ctx.words.t('order.yesOrNo'));
    ctx.data.draft.hangDry = value === 'yes';
    // No hang-dry sends empty instructions; a yes after a no asks for them.
    if (value === 'no') ctx.data.draft.hangDryInstructions = '';
    else if (!ctx.data.draft.hangDryInstructions) ctx.data.draft.hangDryInstructions = undefined;
    return ok();
  },
};

export const hangDryInstructions: OrderStep = textPrompt({
  id: 'hang-dry-instructions',
  title: 'Hang-dry instructions',
  // "yes, the wool sweaters" at the hang-dry question: what follows the yes is what to hang-dry.
  readsRest: 'after-yes',
  when: { test: (d) => d.draft.hangDry === true, label: 'hang-dry' },
  field: nothingToHangDryIsNone(draftField('hangDryInstructions')),
  question: async (ctx) => ({
    text: ctx.words.t('order.whatToHangDry'),
    hint: ctx.words.t('order.whatToHangDryHint'),
    current: ctx.data.draft.hangDryInstructions || undefined,
  }),
  // "a couple things", "the usual stuff" name none of them (invariant vague-things-name-nothing); the
  // things are kept, never why they are named (invariant reason-never-the-items).
  // "whatever you think", "delicate": no things named either (invariant deferral-names-nothing); nor
  // "there are some things that shrink", things said only by what may happen to them.
  // "which ones do you think are best?", "¿lo delicado se puede?": a question, asked back as a note's is.
  read: (answer, ctx) =>
    askedOfTheStore(answer.text, ctx.words, 'order.hangDryAsksTheStore') ??
    (isSkip(withoutRetraction(answer.text)) ? { value: '' } : undefined) ??
    (namesNothing(answer.text) ||
    namesOnlyAQuality(answer.text) ||
    saysVagueThings(answer.text) ||
    saysOnlyWhy(answer.text) ||
    // "ay ya no sé, mejor nada", "idk, whatever shouldnae go in the dryer": unsure what, asked, never sent.
    holdsDoubt(tokenize(answer.text))
      ? { retry: ctx.words.t('order.whichToHangDry') }
      : readNote({ ...answer, text: itemsBeforeReason(answer.text) ?? answer.text }, ctx.words)),
});

/** "never mind", "nevermind", "olvídalo": taking back what was said, before what is said instead. */
const RETRACTION =
  /^\s*(?:never\s*mind|neva\s*mind|nevamind|forget it|olv[ií]dalo|mejor no|no importa)[\s,.!]*/iu;
const withoutRetraction = (text: string) => text.replace(RETRACTION, '');

/**
 * @invariant nothing-to-hang-dry-is-no-hang-dry "Nothing", "never mind, nothing", "nada" asked what to
 *   hang-dry is no hang-dry after all: never written on the order as the things to hang-dry ("Hang-dry:
 *   nothing" had been placed with hang-dry selected).
 */
function nothingToHangDryIsNone(inner: Field<OrderData, string>): Field<OrderData, string> {
  return {
    get: inner.get,
    set: (data, value) => {
      inner.set(data, value);
      if (value === '') data.draft.hangDry = false;
    },
  };
}

export const orderNotes: OrderStep = textPrompt({
  id: 'order-notes',
  title: 'Order notes',
  editable: true,
  field: draftField('orderNotes'),
  question: async (ctx) => ({
    text: ctx.words.t('order.orderNotes'),
    hint: ctx.words.t('order.orderNotesHint'),
    current: ctx.data.draft.orderNotes || undefined,
  }),
  skip: { option: noNotes, value: '' },
  read: (answer, ctx) => readInstructionNote(answer, ctx.words),
});
