/**
 * The order flow of the seed ("Recommended order flow"), in chat: address → store → services,
 * extras and notes → laundry or dry cleaning (only when the services do not say) → bags → pickup
 * day and window → return → frequency → payment → tip, promo code, hang-dry, notes → summary →
 * confirm → POST /service-order. Days and windows are the "slot" sub-flow.
 */
import { isLaundryApiError } from '../../laundry/errors';
import { addresses, currentAddress, paymentMethods, services } from '../../orders/catalog';
import { hasCourierLeg, summaryReply } from '../../orders/draft-summary';
import { placeOrder } from '../../orders/place-order';
import { cleanText } from '../clean-text';
import { brandNames, isSkip, readCount, readPromoCode } from '../recognize';
import {
  type Accepted,
  asking,
  askText,
  choices,
  type Flow,
  fields,
  ok,
  picked,
  requireSession,
  retry,
  type Step,
  type StepContext,
  say,
  yesNo,
} from '../step';
import type { ReplyOption } from '../types';
import { type Draft, type OrderData, type OrderResult, orderDataSchema } from './order-data';
import type { SlotArgs, SlotResult } from './slot';
import { tipStep } from './tip';

type Ctx = StepContext<OrderData>;
type OrderStep = Step<OrderData>;

const MAX_BAGS = 20;
export const MAX_NOTE = 500;
const RETRY = 'retry';

/** `filled`/`clear`/`value` of a step answering draft fields. */
function draftFields(
  first: keyof Draft,
  ...others: (keyof Draft)[]
): Pick<OrderStep, 'filled' | 'clear' | 'value'> {
  const inner = fields<Draft, keyof Draft>(first, ...others);
  return {
    filled: (d) => inner.filled(d.draft),
    clear: (d) => inner.clear(d.draft),
    value: (d) => inner.value?.(d.draft),
  };
}

/** A typed note within `limit`, cleaned; or why not. */
function readNote(text: string, limit = MAX_NOTE): { note: string } | { reason: string } {
  const cleaned = cleanText(text, limit);
  if (cleaned.ok) return { note: cleaned.text };
  if (cleaned.reason === 'too-long')
    return { reason: `That's ${cleaned.length} characters; please keep it under ${limit}.` };
  return { reason: 'Type a note, or skip.' };
}

const sameStore = (d: OrderData) =>
  d.draft.servicesStoreId === undefined || d.draft.servicesStoreId === d.draft.store?.id
    ? (true as const)
    : `The new address is served by ${d.draft.store?.name ?? 'another store'}, so let's choose the services there.`;

const address: OrderStep = {
  id: 'address',
  title: 'Address',
  editable: true,
  ...draftFields('addressId', 'store'),
  dependents: [
    { step: 'services', fits: sameStore },
    { step: 'pickup', fits: sameStore },
    { step: 'return', fits: sameStore },
  ],
  async ask(ctx) {
    const list = await addresses(ctx);
    const tryAgain: ReplyOption[] = [{ value: RETRY, label: 'Try again', role: 'primary' }];
    if (list.length === 0) {
      ctx.data.catalog.addresses = undefined;
      return asking({
        kind: 'single',
        text: "There's no pickup address on your account yet. The store adds it for you: please ask them to, then choose Try again.",
        hint: 'Addresses are managed by the store.',
        options: tryAgain,
      });
    }
    const [only] = list;
    if (list.length === 1 && only && ctx.data.draft.addressId === undefined) {
      const found = await chooseAddress(ctx, only.id);
      if (found.kind === 'ok') return { kind: 'filled', ...(found.say ? { say: found.say } : {}) };
      ctx.data.catalog.addresses = undefined;
      return asking({
        kind: 'single',
        text: `${found.kind === 'retry' ? found.reason : ''} Please ask the store to add an address they serve, then choose Try again.`,
        hint: 'Addresses are managed by the store.',
        options: tryAgain,
      });
    }
    return asking({
      kind: 'single',
      text: 'Where should we pick up?',
      hint: 'Pick one of your addresses.',
      options: choices(list.map((a) => ({ value: String(a.id), label: a.label }))),
      ...(currentAddress(ctx.data) ? { current: currentAddress(ctx.data)?.label } : {}),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === RETRY) {
      ctx.data.catalog.addresses = undefined;
      return ok();
    }
    if (!value) return retry('Pick one of the addresses.');
    return chooseAddress(ctx, Number(value));
  },
};

async function chooseAddress(ctx: Ctx, addressId: number): Promise<Accepted> {
  const chosen = (await addresses(ctx)).find((a) => a.id === addressId);
  if (!chosen) return retry('Pick one of the addresses.');
  try {
    const store = await ctx.deps.laundry.findStore(requireSession(ctx).token, chosen.googlePlacesId);
    const { draft, catalog } = ctx.data;
    if (draft.store?.id !== store.id) catalog.services = undefined;
    draft.addressId = chosen.id;
    draft.store = {
      id: store.id,
      name: store.name,
      address: store.address,
      ...(store.timeZone ? { timeZone: store.timeZone } : {}),
    };
    return ok([say(`Your store for ${chosen.label}: ${store.name}, ${store.address}.`)]);
  } catch (error) {
    if (!isLaundryApiError(error, 'not_found')) throw error;
    return retry(`Sorry, no store serves ${chosen.label} yet.`);
  }
}

const servicesStep: OrderStep = {
  id: 'services',
  title: 'Services',
  editable: true,
  filled: (d) => d.draft.services !== undefined,
  clear: (d) => {
    d.draft.services = undefined;
    d.draft.servicesStoreId = undefined;
    d.draft.categories = undefined;
  },
  value: (d) => d.draft.services?.map((s) => s.servicePriceId),
  dependents: [{ step: 'category' }],
  async ask(ctx) {
    const list = await services(ctx);
    return asking({
      kind: 'multi',
      text: `Which services from ${ctx.data.draft.store?.name ?? 'the store'}?`,
      hint: 'Pick one or more.',
      options: choices(
        list.map((svc) => ({ value: String(svc.id), label: svc.name, detail: svc.description })),
      ),
      ...(ctx.data.draft.services ? { current: ctx.data.draft.services.map((s) => s.name).join(', ') } : {}),
    });
  },
  async accept(ctx, answer) {
    const list = await services(ctx);
    const chosen = (answer.values ?? []).map((v) => list.find((svc) => String(svc.id) === v));
    if (chosen.length === 0 || chosen.some((svc) => !svc))
      return retry('Pick at least one service from the list.');
    const before = ctx.data.draft.services ?? [];
    // A service chosen again keeps its extras and notes.
    ctx.data.draft.services = chosen.flatMap((svc) =>
      svc
        ? [before.find((b) => b.servicePriceId === svc.id) ?? { servicePriceId: svc.id, name: svc.name }]
        : [],
    );
    ctx.data.draft.servicesStoreId = ctx.data.draft.store?.id;
    return ok();
  },
};

/** The first chosen service still missing `field`, with its catalog entry. */
function nextService(data: OrderData, field: 'modifierIds' | 'notes') {
  const chosen = (data.draft.services ?? []).find((svc) => svc[field] === undefined);
  return chosen
    ? { chosen, offered: data.catalog.services?.find((svc) => svc.id === chosen.servicePriceId) }
    : undefined;
}

const modifiers: OrderStep = {
  id: 'modifiers',
  title: 'Extras',
  filled: (d) => (d.draft.services ?? []).every((svc) => svc.modifierIds !== undefined),
  clear: (d) => {
    for (const svc of d.draft.services ?? [])
      Object.assign(svc, { modifierIds: undefined, modifierNames: undefined });
  },
  onRevisit: (d) => modifiers.clear(d),
  async ask(ctx) {
    await services(ctx);
    const next = nextService(ctx.data, 'modifierIds');
    if (!next) return { kind: 'filled' };
    const offered = next.offered?.modifiers ?? [];
    if (offered.length === 0) {
      Object.assign(next.chosen, { modifierIds: [], modifierNames: [] });
      return { kind: 'filled' };
    }
    return asking({
      kind: 'multi',
      text: `Any extras for ${next.chosen.name}?`,
      hint: 'Pick any, or say none.',
      options: [
        ...choices(offered.map((m) => ({ value: String(m.id), label: m.name }))),
        { value: NONE, label: 'No extras', role: 'choice', synonyms: ['none', 'no', 'nothing', 'skip'] },
      ],
    });
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.data, 'modifierIds');
    if (!next) return ok();
    const values = answer.values ?? (isSkip(answer.text) ? [NONE] : undefined);
    if (!values) return retry('Pick extras from the list, or say none.');
    const offered = next.offered?.modifiers ?? [];
    const chosen = offered.filter((m) => values.includes(String(m.id)));
    Object.assign(next.chosen, {
      modifierIds: chosen.map((m) => m.id),
      modifierNames: chosen.map((m) => m.name),
    });
    return ok();
  },
};

const NONE = 'none';
const NO_NOTES = 'no-notes';
const NO_NOTES_ALL = 'no-notes-all';
const noNotes = (label = 'No notes'): ReplyOption => ({
  value: NO_NOTES,
  label,
  role: 'choice',
  synonyms: ['none', 'no', 'skip', 'nothing', 'no thanks'],
});

const serviceNotes: OrderStep = {
  id: 'service-notes',
  title: 'Notes per service',
  filled: (d) => (d.draft.services ?? []).every((svc) => svc.notes !== undefined),
  clear: (d) => {
    for (const svc of d.draft.services ?? []) svc.notes = undefined;
  },
  onRevisit: (d) => serviceNotes.clear(d),
  async ask(ctx) {
    const next = nextService(ctx.data, 'notes');
    if (!next) return { kind: 'filled' };
    const remaining = (ctx.data.draft.services ?? []).filter((svc) => svc.notes === undefined).length;
    return askText(
      `Any notes for the cleaners about ${next.chosen.name}?`,
      'Type a note (e.g. "no starch"), or skip.',
      [
        noNotes(),
        ...(remaining > 1
          ? [{ value: NO_NOTES_ALL, label: 'No notes for any service', role: 'choice' as const }]
          : []),
      ],
    );
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.data, 'notes');
    if (!next) return ok();
    const value = picked(answer);
    if (value === NO_NOTES_ALL) {
      for (const svc of ctx.data.draft.services ?? []) svc.notes ??= '';
      return ok();
    }
    if (value === NO_NOTES || isSkip(answer.text)) {
      next.chosen.notes = '';
      return ok();
    }
    const read = readNote(answer.text);
    if ('reason' in read) return retry(read.reason);
    next.chosen.notes = read.note;
    return ok();
  },
};

/** The categories the chosen services name themselves, when every one of them does. */
function categoriesOfServices(data: OrderData): Draft['categories'] {
  const found = (data.draft.services ?? []).map(
    (svc) => data.catalog.services?.find((c) => c.id === svc.servicePriceId)?.category,
  );
  if (found.length === 0 || found.some((c) => c === undefined)) return undefined;
  return (['LAUNDRY', 'DRY_CLEANING'] as const).filter((c) => found.includes(c));
}

const category: OrderStep = {
  id: 'category',
  title: 'Laundry or dry cleaning',
  editable: true,
  ...draftFields('categories'),
  async ask(ctx) {
    // GAP: the seed's services carry no category. When the service data names one, the order
    // follows the services; otherwise the person says it, after choosing the services, so the
    // answer and the services can't contradict each other.
    const known = categoriesOfServices(ctx.data);
    if (known) {
      ctx.data.draft.categories = known;
      return { kind: 'filled' };
    }
    return asking({
      kind: 'single',
      text: 'Is this laundry, dry cleaning, or both?',
      hint: 'Laundry, dry cleaning, or both.',
      options: choices([
        { value: 'LAUNDRY', label: 'Laundry', synonyms: ['wash', 'wash and fold'] },
        { value: 'DRY_CLEANING', label: 'Dry cleaning', synonyms: ['dry clean'] },
        { value: 'BOTH', label: 'Both', synonyms: ['laundry and dry cleaning'] },
      ]),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === 'LAUNDRY' || value === 'DRY_CLEANING') ctx.data.draft.categories = [value];
    else if (value === 'BOTH') ctx.data.draft.categories = ['LAUNDRY', 'DRY_CLEANING'];
    else return retry('Choose laundry, dry cleaning, or both.');
    return ok();
  },
};

const bags: OrderStep = {
  id: 'bags',
  title: 'Bags',
  editable: true,
  ...draftFields('bagCount'),
  async ask(ctx) {
    return askText(
      'How many bags?',
      `A number from 1 to ${MAX_BAGS}.`,
      [1, 2, 3, 4].map((n) => ({
        value: String(n),
        label: `${n} bag${n === 1 ? '' : 's'}`,
        role: 'choice' as const,
      })),
      ctx.data.draft.bagCount?.toString(),
    );
  },
  async accept(ctx, answer) {
    const count = Number(picked(answer) ?? readCount(answer.text));
    if (!Number.isInteger(count) || count < 1 || count > MAX_BAGS)
      return retry(`Bags: a number from 1 to ${MAX_BAGS}.`);
    ctx.data.draft.bagCount = count;
    return ok();
  },
};

/** The zone window times are shown in: the store's own when its data names one. */
export function orderTimeZone(data: OrderData, fallback: string): string {
  return data.draft.store?.timeZone ?? fallback;
}

function slotArgs(ctx: Ctx, purpose: SlotArgs['purpose']): SlotArgs {
  const { draft } = ctx.data;
  const address = currentAddress(ctx.data);
  if (!draft.store || !address) throw new Error('a slot asked before the store');
  const pickup = draft.pickupWindow;
  const current = purpose === 'pickup' ? draft.pickupWindow : draft.returnWindow;
  return {
    purpose,
    storeId: draft.store.id,
    googlePlacesId: address.googlePlacesId,
    categories: draft.categories ?? ['LAUNDRY'],
    servicesIds: (draft.services ?? []).map((s) => s.servicePriceId),
    first: purpose === 'pickup' || !pickup ? ctx.today : pickup.day,
    ...(purpose === 'return' && pickup ? { after: pickup.endTime } : {}),
    timeZone: orderTimeZone(ctx.data, ctx.deps.timeZone),
    ...(current ? { current } : {}),
  };
}

const returnFits = (d: OrderData) => {
  const { pickupWindow, returnWindow } = d.draft;
  if (
    !pickupWindow ||
    !returnWindow ||
    Date.parse(returnWindow.startTime) >= Date.parse(pickupWindow.endTime)
  )
    return true as const;
  return 'Your delivery time was before the new pickup, so please choose it again.';
};

const pickup: OrderStep = {
  id: 'pickup',
  title: 'Pickup time',
  editable: true,
  ...draftFields('pickupWindow'),
  dependents: [{ step: 'return', fits: returnFits }],
  async ask(ctx) {
    return { kind: 'push', flow: 'slot', args: slotArgs(ctx, 'pickup') };
  },
  async accept() {
    return retry('Pick a day and a window.');
  },
};

const deliveryReturn = {
  test: (d: OrderData) => d.draft.returnMethod === 'DELIVERY',
  label: 'return by delivery',
};

const returnMethod: OrderStep = {
  id: 'return-method',
  title: 'Return',
  editable: true,
  ...draftFields('returnMethod'),
  async ask(ctx) {
    const where = currentAddress(ctx.data)?.label ?? 'your address';
    return asking({
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
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value !== 'IN_STORE_PICKUP' && value !== 'DELIVERY') return retry('Choose collect or delivery.');
    ctx.data.draft.returnMethod = value;
    return ok();
  },
};

const returnSlot: OrderStep = {
  id: 'return',
  title: 'Delivery time',
  editable: true,
  when: deliveryReturn,
  ...draftFields('returnWindow'),
  async ask(ctx) {
    return { kind: 'push', flow: 'slot', args: slotArgs(ctx, 'return') };
  },
  async accept() {
    return retry('Pick a day and a window.');
  },
};

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

const frequency: OrderStep = {
  id: 'frequency',
  title: 'How often',
  editable: true,
  ...draftFields('interval'),
  async ask() {
    return asking({
      kind: 'single',
      text: 'Is this a one-time order, or a regular pickup?',
      hint: 'Once, or every 1, 2 or 4 weeks.',
      options: INTERVALS,
    });
  },
  async accept(ctx, answer) {
    const value = Number(picked(answer));
    if (value !== 0 && value !== 1 && value !== 2 && value !== 4) return retry('Choose one of the options.');
    ctx.data.draft.interval = value;
    return ok();
  },
};

const payment: OrderStep = {
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

const tip = tipStep<OrderData>({
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

const promo: OrderStep = {
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

const hangDry: OrderStep = {
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

const hangDryInstructions: OrderStep = {
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

const orderNotes: OrderStep = {
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

export const PLACE = 'place';
const CHANGE = 'change';
const DROP = 'drop';
const SEND_AGAIN = 'send-again';
const KEEP = 'keep';

/** The parts of the order the person can change from the summary, as they stand now. */
function editableSteps(data: OrderData): OrderStep[] {
  return orderFlow.steps.filter((step) => step.editable && (!step.when || step.when.test(data)));
}

const dropOption: ReplyOption = {
  value: DROP,
  label: 'Drop this order',
  role: 'danger',
  synonyms: ['nevermind', 'never mind', 'drop it', 'forget it'],
};

const summary: OrderStep = {
  id: 'summary',
  title: 'Summary',
  // Left only by placing the order or by dropping it.
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    const { data } = ctx;
    const zone = orderTimeZone(data, ctx.deps.timeZone);
    if (data.unknownOutcome) return lockedSummary(data);
    if (data.editing) {
      return asking({
        kind: 'single',
        text: 'What would you like to change?',
        hint: 'Pick a part; the rest stays as it is.',
        options: [
          ...editableSteps(data).map((step) => ({
            value: step.id,
            label: step.title,
            role: 'choice' as const,
          })),
          {
            value: KEEP,
            label: 'Nothing, back to the summary',
            role: 'command',
            synonyms: ['nothing', 'back'],
          },
        ],
      });
    }
    data.confirmationId ??= ctx.deps.newId();
    return {
      kind: 'prompt',
      say: [summaryReply(data, zone)],
      prompt: {
        kind: 'confirm',
        text: 'Shall I place this order?',
        hint: 'Place it, change something, or drop it.',
        options: [
          {
            value: PLACE,
            label: 'Place order',
            role: 'primary',
            synonyms: ['place it', 'confirm', 'order', 'yes'],
          },
          { value: CHANGE, label: 'Change something', role: 'choice', synonyms: ['change', 'edit', 'no'] },
          dropOption,
        ],
      },
    };
  },
  async accept(ctx, answer) {
    const { data } = ctx;
    const value = picked(answer);
    if (data.unknownOutcome) return acceptLocked(ctx, value);
    if (data.editing) {
      data.editing = false;
      if (value === KEEP) return ok();
      const step = editableSteps(data).find((s) => s.id === value);
      if (!step) return retry('Pick a part to change.');
      return { kind: 'ok', revisit: step.id };
    }
    // "change the bags", "the pickup time": a part named straight away.
    const named = editableSteps(data).find(
      (s) => answer.text && new RegExp(`\\b${s.title.toLowerCase()}\\b`).test(answer.text.toLowerCase()),
    );
    if (named) return { kind: 'ok', revisit: named.id };
    if (value === PLACE) return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
    if (value === CHANGE) {
      data.editing = true;
      return ok();
    }
    if (value === DROP) return dropped();
    return retry('Say "place order", "change something", or "drop this order".');
  },
};

function dropped(): Accepted {
  const result: OrderResult = { dropped: true };
  return { kind: 'done', result, say: [say("OK, I've dropped this order. Nothing was placed.")] };
}

function lockedSummary(data: OrderData) {
  const reference = data.unknownOutcome?.reference ?? '';
  if (data.resendConfirmed === false) {
    return asking({
      kind: 'confirm',
      text: `Send it again? If order ${reference} did go through, the store will get two orders.`,
      hint: 'Only if the store told you it has no order with that reference.',
      options: [
        { value: SEND_AGAIN, label: 'Yes, send it again', role: 'danger' },
        { value: KEEP, label: 'No, wait', role: 'choice', synonyms: ['no', 'wait'] },
      ],
    });
  }
  return asking({
    kind: 'single',
    text: `I sent this order (reference ${reference}) but never heard back, so I can't tell whether it went through. Please check with the store before ordering again.`,
    hint: 'Drop it, or send it again once the store says it has no such order.',
    options: [
      { ...dropOption, label: 'Drop it', role: 'primary' },
      { value: SEND_AGAIN, label: 'Send it again', role: 'danger', synonyms: ['try again', 'resend'] },
    ],
  });
}

async function acceptLocked(ctx: Ctx, value: string | undefined): Promise<Accepted> {
  const { data } = ctx;
  if (value === DROP) return dropped();
  if (value === KEEP) {
    data.resendConfirmed = undefined;
    return ok();
  }
  if (value !== SEND_AGAIN) return retry('This order is on hold: drop it, or send it again.');
  if (data.resendConfirmed === undefined) {
    data.resendConfirmed = false;
    return ok();
  }
  data.unknownOutcome = undefined;
  data.resendConfirmed = undefined;
  data.confirmationId = ctx.deps.newId();
  return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
}

/** Forgets an order step's answer (the service said what it names no longer exists). */
function clearOrderStep(data: OrderData, stepId: string): void {
  ORDER_STEPS.find((step) => step.id === stepId)?.clear(data);
}

export const ORDER_STEPS: OrderStep[] = [
  address,
  servicesStep,
  modifiers,
  serviceNotes,
  category,
  bags,
  pickup,
  returnMethod,
  returnSlot,
  frequency,
  payment,
  tip,
  promo,
  hangDry,
  hangDryInstructions,
  orderNotes,
  summary,
];

export const orderFlow: Flow<OrderData> = {
  id: 'order',
  title: 'Order',
  schema: orderDataSchema,
  needsSession: true,
  needsFreshSession: true,
  init: (args) => orderDataSchema.parse({ draft: {}, catalog: {}, ...(args ?? {}) }),
  steps: ORDER_STEPS,
  transitions: { push: ['slot'] },
  result: 'the order id, or dropped',
  held: {
    summary: (data, deps) => summaryReply(data, orderTimeZone(data, deps.timeZone)),
    // An order whose outcome was unknown may have gone through: whoever drops it is told so.
    dropped: ({ unknownOutcome }) =>
      unknownOutcome
        ? [
            say(
              `Remember: order reference ${unknownOutcome.reference} may have gone through. Please check with the store before ordering again.`,
              'warning',
            ),
          ]
        : [],
    nevermind: "OK, I've dropped this order. Nothing new was placed.",
    busy: 'First finish this order, or say nevermind to drop it.',
  },
  onResult(ctx, from, result) {
    if (from !== 'slot') return ok();
    const slot = result as SlotResult;
    if ('back' in slot) return { kind: 'ok', back: true };
    const { draft } = ctx.data;
    if (slot.purpose === 'pickup') draft.pickupWindow = slot.window;
    else draft.returnWindow = slot.window;
    return { kind: 'ok', answered: slot.purpose === 'pickup' ? 'pickup' : 'return' };
  },
};
