/** When: the pickup, the return (by courier or in store) and how often. */

import { dayInZone } from '../../calendar';
import { choicePrompt, subFlowPrompt } from '../../dialog/prompts';
import { choices, push } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import { afterTurnaround, laterDay, type SlotArgs, slotFlow } from '../slot';
import { currentAddress } from './catalog';
import { type Ctx, draftField, type OrderStep, orderTimeZone } from './fields';
import { turnAroundInHours } from './place-order';

async function slotArgs(ctx: Ctx, purpose: SlotArgs['purpose']): Promise<SlotArgs> {
  const { draft } = ctx.data;
  const address = currentAddress(ctx.data);
  if (!draft.store || !address) throw new Error('a slot asked before the store');
  const pickup = draft.pickupWindow;
  const current = purpose === 'pickup' ? draft.pickupWindow : draft.returnWindow;
  const timeZone = orderTimeZone(ctx.data, ctx.deps.timeZone);
  const returnAfter =
    purpose === 'return' && pickup
      ? afterTurnaround(pickup, await turnAroundInHours(ctx, draft.store.id))
      : undefined;
  return {
    purpose,
    storeId: draft.store.id,
    googlePlacesId: address.googlePlacesId,
    categories: draft.categories ?? ['LAUNDRY'],
    servicesIds: (draft.services ?? []).map((s) => s.servicePriceId),
    first: returnAfter ? laterDay(ctx.today, dayInZone(new Date(returnAfter), timeZone)) : ctx.today,
    ...(returnAfter ? { after: returnAfter } : {}),
    timeZone,
    ...(current ? { current } : {}),
  };
}

/** The turnaround is the one the return was chosen with (kept in the catalog when it was looked up). */
const returnFits = (d: OrderData) => {
  const { pickupWindow, returnWindow } = d.draft;
  if (
    !pickupWindow ||
    !returnWindow ||
    Date.parse(returnWindow.startTime) >=
      Date.parse(afterTurnaround(pickupWindow, d.catalog.turnAroundInHours ?? 0))
  )
    return true as const;
  const hours = d.catalog.turnAroundInHours;
  return `Your delivery time is too soon after the new pickup${hours ? ` (the store needs ${hours} hours)` : ''}, so please choose it again.`;
};

/** What a slot step says to a typed answer: the slot flow it pushed asks for the day and window. */
const PICK_A_WINDOW = 'Pick a day and a window.';

export const pickup: OrderStep = subFlowPrompt({
  id: 'pickup',
  title: 'Pickup time',
  editable: true,
  field: draftField('pickupWindow'),
  dependents: [{ step: 'return', fits: returnFits }],
  push: async (ctx) => push(slotFlow, await slotArgs(ctx, 'pickup')),
  retry: PICK_A_WINDOW,
});

const deliveryReturn = {
  test: (d: OrderData) => d.draft.returnMethod === 'DELIVERY',
  label: 'return by delivery',
};

export const returnMethod: OrderStep = choicePrompt({
  id: 'return-method',
  title: 'Return',
  editable: true,
  field: draftField('returnMethod'),
  async prompt(ctx) {
    const where = currentAddress(ctx.data)?.label ?? 'your address';
    return {
      kind: 'single',
      text: 'How should we get it back to you?',
      hint: 'Collect it at the store, or have it delivered.',
      options: choices([
        {
          value: 'IN_STORE_PICKUP',
          label: `I'll collect it at ${ctx.data.draft.store?.name ?? 'the store'}`,
          synonyms: ['collect', 'collect it', 'pick it up myself', 'in store', 'store pickup', 'pickup'],
        },
        {
          value: 'DELIVERY',
          label: `Deliver it to ${where}`,
          synonyms: ['delivery', 'deliver', 'deliver it', 'bring it back', 'drop it off', 'drop off'],
        },
      ]),
    };
  },
  read: (value) => (value === 'IN_STORE_PICKUP' || value === 'DELIVERY' ? value : undefined),
  retry: 'Choose collect or delivery.',
});

export const returnSlot: OrderStep = subFlowPrompt({
  id: 'return',
  title: 'Delivery time',
  editable: true,
  when: deliveryReturn,
  field: draftField('returnWindow'),
  push: async (ctx) => push(slotFlow, await slotArgs(ctx, 'return')),
  retry: PICK_A_WINDOW,
});

const INTERVALS = choices([
  {
    value: '0',
    label: 'Just this once',
    synonyms: ['once', 'one time', 'one-time', 'just once', 'this once'],
  },
  { value: '1', label: 'Every week', synonyms: ['weekly', 'each week', 'once a week'] },
  {
    value: '2',
    label: 'Every 2 weeks',
    synonyms: ['every other week', 'biweekly', 'fortnightly', 'every two weeks', 'twice a month'],
  },
  {
    value: '4',
    label: 'Every 4 weeks',
    synonyms: ['every four weeks', 'monthly', 'once a month', 'every month'],
  },
]);

export const frequency: OrderStep = choicePrompt({
  id: 'frequency',
  title: 'How often',
  editable: true,
  field: draftField('interval'),
  prompt: async () => ({
    kind: 'single',
    text: 'Is this a one-time order, or a regular pickup?',
    hint: 'Once, or every 1, 2 or 4 weeks.',
    options: INTERVALS,
  }),
  read(picked) {
    const value = Number(picked);
    return value === 0 || value === 1 || value === 2 || value === 4 ? value : undefined;
  },
  retry: 'Choose one of the options.',
});
