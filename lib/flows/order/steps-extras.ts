/** How it is paid and handled: payment, courier tip, promo code, hang-dry and notes for the laundry. */

import { asking, askText, choices, ok, picked, retry, say, yesNo } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import { brandNames, isSkip, readPromoCode } from '../../recognize';
import { tipStep } from '../tip';
import { paymentMethods } from './catalog';
import { hasCourierLeg } from './draft-summary';
import { draftFields, NO_NOTES, noNotes, type OrderStep, type OrderStepId, readNote } from './fields';

export const payment: OrderStep = {
  id: 'payment',
  title: 'Payment',
  editable: true,
  ...draftFields('paymentMethodId', 'paymentLabel'),
  async ask(ctx) {
    const methods = await paymentMethods(ctx);
    if (methods.length === 0) {
      ctx.data.draft.paymentMethodId = null;
      ctx.data.draft.paymentLabel = 'No card on file';
      return {
        kind: 'filled',
        say: [
          say(
            "There's no card on your account, so the order goes without one and the store will arrange payment.",
          ),
        ],
      };
    }
    return asking({
      kind: 'single',
      text: 'Which card should we charge?',
      hint: 'Your default card is first.',
      options: choices(
        methods.map((m) => ({
          value: String(m.id),
          label: m.isDefault ? `${m.label} (default)` : m.label,
          synonyms: [
            m.last4,
            `ending in ${m.last4}`,
            ...(m.brand ? brandNames(m.brand) : []),
            ...(m.isDefault ? ['default', 'my default card'] : []),
          ],
        })),
      ),
    });
  },
  async accept(ctx, answer) {
    const chosen = (await paymentMethods(ctx)).find((m) => String(m.id) === picked(answer));
    if (!chosen) return retry('Pick one of your cards.');
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
  ...draftFields('courierTipCents'),
  async question(ctx) {
    const { pickupWindow, returnWindow } = ctx.data.draft;
    const provider =
      pickupWindow?.provider === 'ON_DEMAND'
        ? pickupWindow.providerName
        : (returnWindow?.providerName ?? 'the courier');
    return {
      text: `Add a tip for the ${provider} courier? (per trip)`,
      hint: 'Pick an amount, type one like $4.50, or skip.',
    };
  },
  noTip: ['none', 'skip', 'no'],
  skip: true,
  set: (data, cents) => {
    data.draft.courierTipCents = cents;
  },
});

const NO_CODE = 'no-code';

export const promo: OrderStep = {
  id: 'promo',
  title: 'Promo code',
  editable: true,
  ...draftFields('promoCode'),
  async ask() {
    return askText('Do you have a promo code?', 'Type it, or skip.', [
      { value: NO_CODE, label: 'No code', role: 'choice', synonyms: ['no', 'none', 'skip', 'nope'] },
    ]);
  },
  async accept(ctx, answer) {
    if (picked(answer) === NO_CODE || isSkip(answer.text)) {
      ctx.data.draft.promoCode = '';
      return ok();
    }
    const code = readPromoCode(answer.text);
    if (!code) return retry('A promo code is letters and digits, like FALL10.');
    ctx.data.draft.promoCode = code;
    return ok();
  },
};

export const hangDry: OrderStep = {
  id: 'hang-dry',
  title: 'Hang-dry',
  editable: true,
  ...draftFields('hangDry'),
  async ask() {
    return {
      kind: 'prompt',
      prompt: yesNo('Anything to hang-dry instead of tumble-dry?', 'Yes or no (skip means no).'),
    };
  },
  async accept(ctx, answer) {
    const value = picked(answer) ?? (isSkip(answer.text) ? 'no' : undefined);
    if (value !== 'yes' && value !== 'no') return retry('Please answer yes or no.');
    ctx.data.draft.hangDry = value === 'yes';
    // No hang-dry sends empty instructions; a yes after a no asks for them.
    if (value === 'no') ctx.data.draft.hangDryInstructions = '';
    else if (!ctx.data.draft.hangDryInstructions) ctx.data.draft.hangDryInstructions = undefined;
    return ok();
  },
};

export const hangDryInstructions: OrderStep = {
  id: 'hang-dry-instructions',
  title: 'Hang-dry instructions',
  when: { test: (d) => d.draft.hangDry === true, label: 'hang-dry' },
  ...draftFields('hangDryInstructions'),
  async ask(ctx) {
    return askText(
      'What should we hang-dry?',
      'For example: "the wool sweaters".',
      [],
      ctx.data.draft.hangDryInstructions || undefined,
    );
  },
  async accept(ctx, answer) {
    const read = readNote(answer.text);
    if ('reason' in read) return retry(read.reason);
    ctx.data.draft.hangDryInstructions = read.note;
    return ok();
  },
};

export const orderNotes: OrderStep = {
  id: 'order-notes',
  title: 'Order notes',
  editable: true,
  ...draftFields('orderNotes'),
  async ask(ctx) {
    return askText(
      'Any notes for the store or the driver?',
      'Type a note (e.g. "ring the bell twice"), or skip.',
      [noNotes()],
      ctx.data.draft.orderNotes || undefined,
    );
  },
  async accept(ctx, answer) {
    if (picked(answer) === NO_NOTES || isSkip(answer.text)) {
      ctx.data.draft.orderNotes = '';
      return ok();
    }
    const read = readNote(answer.text);
    if ('reason' in read) return retry(read.reason);
    ctx.data.draft.orderNotes = read.note;
    return ok();
  },
};
