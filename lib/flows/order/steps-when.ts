/** When: the pickup, the return (by courier or in store) and how often. */

import { dayInZone } from '../../calendar';
import { choicePrompt, subFlowPrompt } from '../../dialog/prompts';
import { choices, push } from '../../dialog/step-helpers';
import type { OrderData } from '../../orders/order-data';
import { deliveredElsewhere } from '../../recognize/delivered-elsewhere';
import { readBroughtInstead, readStoreCollection, refusesCollecting } from '../../recognize/store-collection';
import type { MessageKey, Words } from '../../words';
import { legWish } from '../leg-wish';
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
  // Said with the request for the order: read once, by the day question, as a typed answer.
  const words = purpose === 'pickup' ? ctx.data.pickupSaid : undefined;
  ctx.data.pickupSaid = undefined;
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
    ...(returnAfter && pickup ? { after: returnAfter, pickupDay: pickup.day } : {}),
    timeZone,
    ...(current ? { current } : {}),
    ...(words ? { words } : {}),
  };
}

/** The turnaround is the one the return was chosen with (kept in the catalog when it was looked up). */
const returnFits = (d: OrderData, words: Words) => {
  const { pickupWindow, returnWindow } = d.draft;
  if (
    !pickupWindow ||
    !returnWindow ||
    Date.parse(returnWindow.startTime) >=
      Date.parse(afterTurnaround(pickupWindow, d.catalog.turnAroundInHours ?? 0))
  )
    return true as const;
  const hours = d.catalog.turnAroundInHours;
  return words.t('placing.returnTooSoon', { hours: hours ? String(hours) : 'none' });
};

/** What a slot step says to a typed answer: the slot flow it pushed asks for the day and window. */
const PICK_A_WINDOW = (words: Words) => words.t('placing.pickDayAndWindow');

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

/** Brought to a place no option offers: read as no answer, asked again. */
const ELSEWHERE = 'ELSEWHERE';
/** Collecting refused, and no bringing read for sure: read as no answer, asked again. */
const NOT_COLLECTING = 'NOT_COLLECTING';

export const returnMethod: OrderStep = choicePrompt({
  id: 'return-method',
  title: 'Return',
  editable: true,
  field: draftField('returnMethod'),
  async prompt(ctx) {
    const { words } = ctx;
    const where = currentAddress(ctx.data)?.label ?? words.t('placing.yourAddress');
    return {
      kind: 'single',
      text: words.t('placing.howBack'),
      hint: words.t('placing.howBackHint'),
      options: choices([
        {
          value: 'IN_STORE_PICKUP',
          label: words.t('placing.collectAt', {
            store: ctx.data.draft.store?.name ?? words.t('placing.theStore'),
          }),
          // Never a bare "pickup" or "pick up": said with no one doing it, it may be the person's or the
          // driver's, and is asked back; "I'll pick it up", "pickup at the store" are collecting
          // (invariant collecting-is-not-the-pickup, readStoreCollection below).
          synonyms: ['collect', 'collect it', 'in store', 'recoger', 'la recojo', 'en la tienda'],
        },
        {
          value: 'DELIVERY',
          label: words.t('placing.deliverTo', { address: where }),
          synonyms: [
            'delivery',
            'deliver',
            'deliver it',
            'bring it back',
            'drop it off',
            'drop off',
            'entrega',
            'a domicilio',
            'llévenla',
            'tráiganla',
            // Brought to where they live, by its words: "drop it at the apt", "a la misma dirección",
            // "tráemela", "to my place".
            'drop it at',
            'the apt',
            'my apt',
            'my place',
            'to my house',
            'home',
            'a la misma direccion',
            'misma direccion',
            'a mi casa',
            'a la casa',
            'traemela',
            'traemelo',
            'traigamela',
            'traigamelo',
          ],
        },
      ]),
    };
  },
  // "I'll come get it", "yo paso a buscarla": the person collecting, whatever the options' words (invariant collecting-is-not-the-pickup).
  // "tráiganla, que no puedo caminar hasta allá": brought, the collecting refused (invariant brought-is-not-collecting).
  // "traédmela a casa, al 210": the address on screen said by its number is where it is brought.
  // "drop it at my office instead", "tráemela a la pega": brought to another place than the one offered,
  // asked again, never delivered to the address on screen (invariant delivered-elsewhere-asked): a value
  // no option has, so the options' words never take it either.
  readsFirst: (text, data) =>
    deliveredElsewhere(text, currentAddress(data)?.label) || legWish(text)?.about === 'place'
      ? { option: ELSEWHERE }
      : readStoreCollection(text) === 'collect'
        ? { option: 'IN_STORE_PICKUP' }
        : readBroughtInstead(text, currentAddress(data)?.label) === 'bring' || broughtWished(text)
          ? { option: 'DELIVERY' }
          : // "dont wanna go get it, idk": collecting refused, the rest not read for sure; never the
            // collecting a "not X" of the options' words would leave (invariant refused-collecting-never-collecting).
            refusesCollecting(text, data.draft.store?.name)
            ? { option: NOT_COLLECTING }
            : undefined,
  // "delivery friday 8 to 10": delivered, and the day and window for the slot's questions.
  cutsAtDay: true,
  read: (value) => (value === 'IN_STORE_PICKUP' || value === 'DELIVERY' ? value : undefined),
  retry: (words) => words.t('placing.collectOrDelivery'),
});

/**
 * Brought back, wished by its verb and who does it ("no I don't come, you bring", "que me la traigan"), to
 * no other place than the one on screen (invariant wish-read-by-its-parts): the delivery.
 */
const broughtWished = (text: string) => {
  const wish = legWish(text);
  // With a time said ("deliver it saturday 8 to 10") it is the options' and the day's to read, cut at the day.
  return wish?.leg === 'delivery' && wish.about === undefined;
};

export const returnSlot: OrderStep = subFlowPrompt({
  id: 'return',
  title: 'Delivery time',
  editable: true,
  when: deliveryReturn,
  field: draftField('returnWindow'),
  push: async (ctx) => push(slotFlow, await slotArgs(ctx, 'return')),
  retry: PICK_A_WINDOW,
});

/** How often, by the weeks between pickups (0: once): its label's key, and the words that pick it in either language. */
const INTERVALS = [
  {
    value: '0',
    label: 'placing.once',
    // "nada más esta vez", "nomás esta vez": Mexican and Central American "only", said of this time.
    synonyms: [
      'once',
      'one time',
      'one-time',
      'just once',
      'this once',
      'una vez',
      'solo una vez',
      'nada mas esta vez',
      'nomas esta vez',
      'por esta vez',
    ],
  },
  {
    value: '1',
    label: 'placing.everyWeek',
    synonyms: ['weekly', 'each week', 'once a week', 'semanal', 'cada semana', 'todas las semanas'],
  },
  {
    value: '2',
    label: 'placing.every2Weeks',
    synonyms: [
      'every other week',
      'fortnightly',
      'every two weeks',
      'twice a month',
      'quincenal',
      'cada dos semanas',
    ],
  },
  {
    value: '4',
    label: 'placing.every4Weeks',
    synonyms: ['every four weeks', 'monthly', 'once a month', 'every month', 'mensual', 'cada mes'],
  },
] as const satisfies readonly { value: string; label: MessageKey; synonyms: string[] }[];

/** How often as the summary says it (`Every 2 weeks`), in `words`' language. */
export function intervalWords(interval: number, words: Words): string {
  const found = INTERVALS.find((i) => i.value === String(interval));
  return found ? words.t(found.label) : '';
}

export const frequency: OrderStep = choicePrompt({
  id: 'frequency',
  title: 'How often',
  editable: true,
  field: draftField('interval'),
  prompt: async ({ words }) => ({
    kind: 'single',
    text: words.t('placing.howOften'),
    hint: words.t('placing.howOftenHint'),
    options: choices(
      INTERVALS.map(({ value, label, synonyms }) => ({
        value,
        label: words.t(label),
        synonyms: [...synonyms],
        everyWeeks: Number(value),
      })),
    ),
  }),
  read(picked) {
    const value = Number(picked);
    return value === 0 || value === 1 || value === 2 || value === 4 ? value : undefined;
  },
  retry: (words) => words.t('placing.chooseOption'),
});
