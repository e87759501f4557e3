/** How it is paid and handled: payment, courier tip, promo code, hang-dry and notes for the laundry. */

import { textPrompt } from '../../dialog/prompts';
import { asking, choices, ok, picked, retry, say, yesNo } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import { brandNames, isSkip, readPromoCode } from '../../recognize';
import { tipStep } from '../tip';
import { paymentMethods } from './catalog';
import { hasCourierLeg } from './draft-summary';
import { draftField, draftFields, noNotes, type OrderStep, type OrderStepId, readNote } from './fields';

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
  field: draftField('courierTipCents'),
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
});

const NO_CODE = 'no-code';

export const promo: OrderStep = textPrompt({
  id: 'promo',
  title: 'Promo code',
  editable: true,
  field: draftField('promoCode'),
  question: async () => ({ text: 'Do you have a promo code?', hint: 'Type it, or skip.' }),
  skip: {
    option: { value: NO_CODE, label: 'No code', role: 'choice', synonyms: ['no', 'none', 'skip', 'nope'] },
    value: '',
  },
  read({ text }) {
    const code = readPromoCode(text);
    return code ? { value: code } : { retry: 'A promo code is letters and digits, like FALL10.' };
  },
});

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

export const hangDryInstructions: OrderStep = textPrompt({
  id: 'hang-dry-instructions',
  title: 'Hang-dry instructions',
  when: { test: (d) => d.draft.hangDry === true, label: 'hang-dry' },
  field: draftField('hangDryInstructions'),
  question: async (ctx) => ({
    text: 'What should we hang-dry?',
    hint: 'For example: "the wool sweaters".',
    current: ctx.data.draft.hangDryInstructions || undefined,
  }),
  read: (answer) => readNote(answer),
});

export const orderNotes: OrderStep = textPrompt({
  id: 'order-notes',
  title: 'Order notes',
  editable: true,
  field: draftField('orderNotes'),
  question: async (ctx) => ({
    text: 'Any notes for the store or the driver?',
    hint: 'Type a note (e.g. "ring the bell twice"), or skip.',
    current: ctx.data.draft.orderNotes || undefined,
  }),
  skip: { option: noNotes(), value: '' },
  read: (answer) => readNote(answer),
});
