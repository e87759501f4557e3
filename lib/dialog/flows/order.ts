/**
 * The order flow of the seed ("Recommended order flow"), in chat: address → store → laundry or dry
 * cleaning → services, modifiers and notes → bags → pickup day and window → return → frequency →
 * payment → tip, promo code, hang-dry, notes → summary → confirm → POST /service-order.
 */
import { isLaundryApiError } from '../../laundry/errors';
import type { WindowType } from '../../laundry/schemas';
import { formatDay } from '../calendar';
import { placeOrder } from '../place-order';
import { isSkip, readCount, readDollars } from '../read-text';
import {
  asking,
  askText,
  commandOption,
  draftField,
  type Flow,
  forget,
  ok,
  picked,
  requireSession,
  retry,
  type Step,
  type StepContext,
  say,
  yesNo,
} from '../step';
import { summaryReply } from '../summary';
import type { DialogState, WindowChoice } from '../types';
import { addresses, currentAddress, paymentMethods, services, windowLabel, windows } from './catalog';
import { chooseDay, dayPrompt, readDayAnswer } from './day-choice';

const MAX_BAGS = 20;
const MAX_NOTE = 500;

const RETRY = 'retry';

const address: Step = {
  id: 'address',
  title: 'Address',
  editable: true,
  filled: (s) => s.draft.addressId !== undefined && s.draft.store !== undefined,
  clear: (s) => {
    s.draft.addressId = undefined;
    s.draft.store = undefined;
    s.catalog.services = undefined;
    s.catalog.windows = undefined;
  },
  resets: [
    'services',
    'modifiers',
    'service-notes',
    'pickup-day',
    'pickup-window',
    'return-day',
    'return-window',
  ],
  async ask(ctx) {
    const list = await addresses(ctx);
    if (list.length === 0) {
      ctx.state.catalog.addresses = undefined;
      return asking({
        kind: 'single',
        text: "There's no pickup address on your account yet. The store adds it for you: please ask them to, then choose Try again.",
        hint: 'Addresses are managed by the store.',
        options: [{ value: RETRY, label: 'Try again' }],
      });
    }
    const [only] = list;
    if (list.length === 1 && only) {
      const found = await chooseAddress(ctx, only.id);
      if (found.kind === 'ok') return { kind: 'filled', ...(found.say ? { say: found.say } : {}) };
      // Nothing else to pick: say why, and let them try again once the store has added another.
      ctx.state.catalog.addresses = undefined;
      return asking({
        kind: 'single',
        text: `${found.kind === 'retry' ? found.reason : ''} Please ask the store to add an address they serve, then choose Try again.`,
        hint: 'Addresses are managed by the store.',
        options: [{ value: RETRY, label: 'Try again' }],
      });
    }
    return asking({
      kind: 'single',
      text: 'Where should we pick up?',
      hint: 'Pick one of your addresses.',
      options: list.map((a) => ({ value: String(a.id), label: a.label })),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === RETRY) {
      ctx.state.catalog.addresses = undefined;
      return ok();
    }
    if (!value) return retry('Pick one of the addresses.');
    return chooseAddress(ctx, Number(value));
  },
};

async function chooseAddress(ctx: StepContext, addressId: number) {
  const chosen = (await addresses(ctx)).find((a) => a.id === addressId);
  if (!chosen) return retry('Pick one of the addresses.');
  try {
    const store = await ctx.deps.laundry.findStore(requireSession(ctx).token, chosen.googlePlacesId);
    ctx.state.draft.addressId = chosen.id;
    ctx.state.draft.store = { id: store.id, name: store.name, address: store.address };
    return ok([say(`Your store for ${chosen.label}: ${store.name}, ${store.address}.`)]);
  } catch (error) {
    if (!isLaundryApiError(error, 'not_found')) throw error;
    return retry(`Sorry, no store serves ${chosen.label} yet.`);
  }
}

const category: Step = {
  id: 'category',
  title: 'Laundry or dry cleaning',
  editable: true,
  filled: (s) => s.draft.categories !== undefined,
  clear: (s) => {
    s.draft.categories = undefined;
    s.catalog.windows = undefined;
  },
  resets: ['pickup-day', 'pickup-window', 'return-day', 'return-window'],
  async ask() {
    return asking({
      kind: 'single',
      text: 'What are we cleaning?',
      hint: 'Laundry, dry cleaning, or both.',
      options: [
        { value: 'LAUNDRY', label: 'Laundry' },
        { value: 'DRY_CLEANING', label: 'Dry cleaning' },
        { value: 'BOTH', label: 'Both' },
      ],
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === 'LAUNDRY' || value === 'DRY_CLEANING') ctx.state.draft.categories = [value];
    else if (value === 'BOTH') ctx.state.draft.categories = ['LAUNDRY', 'DRY_CLEANING'];
    else return retry('Choose laundry, dry cleaning, or both.');
    return ok();
  },
};

const servicesStep: Step = {
  id: 'services',
  title: 'Services',
  editable: true,
  filled: (s) => s.draft.services !== undefined,
  clear: (s) => {
    s.draft.services = undefined;
    s.catalog.windows = undefined;
  },
  resets: ['modifiers', 'service-notes', 'pickup-day', 'pickup-window', 'return-day', 'return-window'],
  async ask(ctx) {
    const list = await services(ctx);
    return asking({
      kind: 'multi',
      text: `Which services from ${ctx.state.draft.store?.name ?? 'the store'}?`,
      hint: 'Pick one or more, e.g. 1,3.',
      options: list.map((svc) => ({ value: String(svc.id), label: svc.name, detail: svc.description })),
    });
  },
  async accept(ctx, answer) {
    const list = await services(ctx);
    const chosen = (answer.values ?? []).map((v) => list.find((svc) => String(svc.id) === v));
    if (chosen.length === 0 || chosen.some((svc) => !svc))
      return retry('Pick at least one service from the list.');
    ctx.state.draft.services = chosen.flatMap((svc) =>
      svc ? [{ servicePriceId: svc.id, name: svc.name }] : [],
    );
    return ok();
  },
};

/** The first chosen service still missing `field`, with its catalog entry. */
function nextService(state: DialogState, field: 'modifierIds' | 'notes') {
  const index = (state.draft.services ?? []).findIndex((svc) => svc[field] === undefined);
  const chosen = state.draft.services?.[index];
  return chosen
    ? { chosen, offered: state.catalog.services?.find((svc) => svc.id === chosen.servicePriceId) }
    : undefined;
}

const modifiers: Step = {
  id: 'modifiers',
  title: 'Extras',
  filled: (s) => (s.draft.services ?? []).every((svc) => svc.modifierIds !== undefined),
  clear: (s) => {
    for (const svc of s.draft.services ?? [])
      Object.assign(svc, { modifierIds: undefined, modifierNames: undefined });
  },
  async ask(ctx) {
    await services(ctx);
    const next = nextService(ctx.state, 'modifierIds');
    if (!next) return { kind: 'filled' };
    const options = next.offered?.modifiers ?? [];
    if (options.length === 0) {
      Object.assign(next.chosen, { modifierIds: [], modifierNames: [] });
      return { kind: 'filled' };
    }
    return asking({
      kind: 'multi',
      text: `Any extras for ${next.chosen.name}?`,
      hint: 'Pick any, e.g. 1,2 — or say none.',
      options: options.map((m) => ({ value: String(m.id), label: m.name })),
    });
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.state, 'modifierIds');
    if (!next) return ok();
    if (!answer.values && !isSkip(answer.text)) return retry('Pick extras from the list, or say none.');
    const offered = next.offered?.modifiers ?? [];
    const chosen = offered.filter((m) => answer.values?.includes(String(m.id)));
    Object.assign(next.chosen, {
      modifierIds: chosen.map((m) => m.id),
      modifierNames: chosen.map((m) => m.name),
    });
    return ok();
  },
};

const NO_NOTES = 'no-notes';
const NO_NOTES_ALL = 'no-notes-all';

const serviceNotes: Step = {
  id: 'service-notes',
  title: 'Notes per service',
  filled: (s) => (s.draft.services ?? []).every((svc) => svc.notes !== undefined),
  clear: (s) => {
    for (const svc of s.draft.services ?? []) svc.notes = undefined;
  },
  async ask(ctx) {
    const next = nextService(ctx.state, 'notes');
    if (!next) return { kind: 'filled' };
    const remaining = (ctx.state.draft.services ?? []).filter((svc) => svc.notes === undefined).length;
    return askText(
      `Any notes for the cleaners about ${next.chosen.name}?`,
      'Type a note (e.g. "no starch"), or skip.',
      [
        { value: NO_NOTES, label: 'No notes' },
        ...(remaining > 1 ? [{ value: NO_NOTES_ALL, label: 'No notes for any service' }] : []),
      ],
    );
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.state, 'notes');
    if (!next) return ok();
    const value = picked(answer);
    if (value === NO_NOTES_ALL) {
      for (const svc of ctx.state.draft.services ?? []) svc.notes ??= '';
      return ok();
    }
    if (value === NO_NOTES || isSkip(answer.text)) {
      next.chosen.notes = '';
      return ok();
    }
    const text = answer.text.trim();
    if (!text) return retry('Type a note, or skip.');
    if (text.length > MAX_NOTE) return retry(`Please keep notes under ${MAX_NOTE} characters.`);
    next.chosen.notes = text;
    return ok();
  },
};

const bags: Step = {
  id: 'bags',
  title: 'Bags',
  editable: true,
  ...draftField('bagCount'),
  async ask() {
    return askText(
      'How many bags?',
      `A number from 1 to ${MAX_BAGS}.`,
      [1, 2, 3, 4].map((n) => ({ value: String(n), label: `${n} bag${n === 1 ? '' : 's'}` })),
    );
  },
  async accept(ctx, answer) {
    const count = Number(picked(answer) ?? readCount(answer.text));
    if (!Number.isInteger(count) || count < 1 || count > MAX_BAGS)
      return retry(`Bags: a number from 1 to ${MAX_BAGS}.`);
    ctx.state.draft.bagCount = count;
    return ok();
  },
};
const pickupDay: Step = {
  id: 'pickup-day',
  title: 'Pickup day',
  ...draftField('pickupDay'),
  resets: ['pickup-window', 'return-day', 'return-window'],
  async ask(ctx) {
    return { kind: 'prompt', prompt: dayPrompt(ctx, 'Which day should we pick up?', ctx.today) };
  },
  async accept(ctx, answer) {
    const read = readDayAnswer(ctx, answer, ctx.today);
    if ('reason' in read) return retry(read.reason);
    const found = await chooseDay(ctx, 'PICKUP', read.day, () => true);
    if (!found)
      return retry(`There are no pickup windows from ${formatDay(read.day)} on. Try an earlier day.`);
    ctx.state.draft.pickupDay = found.day;
    return ok(found.note ? [say(found.note, 'warning')] : undefined);
  },
};

function windowStep(type: WindowType): Step {
  const pickup = type === 'PICKUP';
  const field = pickup ? 'pickupWindow' : 'returnWindow';
  const dayField = pickup ? 'pickupDay' : 'returnDay';
  const usable = (s: DialogState) => (w: WindowChoice) =>
    pickup || !s.draft.pickupWindow || Date.parse(w.startTime) >= Date.parse(s.draft.pickupWindow.endTime);
  return {
    id: pickup ? 'pickup-window' : 'return-window',
    title: pickup ? 'Pickup time' : 'Delivery time',
    editable: true,
    ...(pickup ? {} : { when: deliveryReturn }),
    filled: (s) => s.draft[field] !== undefined,
    clear: (s) => {
      s.draft[field] = undefined;
      if (!pickup) return;
      s.draft.returnDay = undefined;
      s.draft.returnWindow = undefined;
    },
    resets: pickup ? ['return-day', 'return-window', 'tip'] : ['tip'],
    async ask(ctx) {
      const day = ctx.state.draft[dayField] ?? ctx.today;
      const list = (await windows(ctx, type, day)).filter(usable(ctx.state));
      if (list.length === 0) {
        // Windows fill up between turns: go back to the day.
        ctx.state.draft[dayField] = undefined;
        return {
          kind: 'filled',
          say: [say(`The windows on ${formatDay(day)} are gone. Please pick another day.`, 'warning')],
        };
      }
      return asking({
        kind: 'single',
        text: `${pickup ? 'Pickup' : 'Delivery'} windows on ${formatDay(day)}:`,
        hint: 'Store drivers and the on-demand courier, side by side, with their fees.',
        options: list.map((w) => windowLabel(w, ctx.deps.timeZone)),
      });
    },
    async accept(ctx, answer) {
      const day = ctx.state.draft[dayField] ?? ctx.today;
      const chosen = (await windows(ctx, type, day)).find((w) => String(w.id) === picked(answer));
      if (!chosen) return retry('Pick one of the windows.');
      ctx.state.draft[field] = chosen;
      return ok();
    },
  };
}

const deliveryReturn = {
  test: (s: DialogState) => s.draft.returnMethod === 'DELIVERY',
  label: 'return by delivery',
};

const returnMethod: Step = {
  id: 'return-method',
  title: 'Return',
  editable: true,
  ...draftField('returnMethod'),
  resets: ['return-day', 'return-window', 'tip'],
  async ask(ctx) {
    const where = currentAddress(ctx.state)?.label ?? 'your address';
    return asking({
      kind: 'single',
      text: 'How should we get it back to you?',
      hint: 'Collect it at the store, or have it delivered.',
      options: [
        {
          value: 'IN_STORE_PICKUP',
          label: `I'll collect it at ${ctx.state.draft.store?.name ?? 'the store'}`,
        },
        { value: 'DELIVERY', label: `Deliver it to ${where}` },
      ],
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value !== 'IN_STORE_PICKUP' && value !== 'DELIVERY') return retry('Choose collect or delivery.');
    ctx.state.draft.returnMethod = value;
    return ok();
  },
};

const returnDay: Step = {
  id: 'return-day',
  title: 'Delivery day',
  when: deliveryReturn,
  ...draftField('returnDay'),
  resets: ['return-window'],
  async ask(ctx) {
    return {
      kind: 'prompt',
      prompt: dayPrompt(ctx, 'Which day should we deliver it back?', ctx.state.draft.pickupDay ?? ctx.today),
    };
  },
  async accept(ctx, answer) {
    const pickupWindow = ctx.state.draft.pickupWindow;
    const read = readDayAnswer(ctx, answer, ctx.state.draft.pickupDay ?? ctx.today);
    if ('reason' in read) return retry(`${read.reason} Delivery can't be before the pickup.`);
    const after = (w: WindowChoice) =>
      !pickupWindow || Date.parse(w.startTime) >= Date.parse(pickupWindow.endTime);
    const found = await chooseDay(ctx, 'RETURN', read.day, after);
    if (!found)
      return retry(`There are no delivery windows from ${formatDay(read.day)} on. Try an earlier day.`);
    ctx.state.draft.returnDay = found.day;
    return ok(found.note ? [say(found.note, 'warning')] : undefined);
  },
};

const INTERVALS = [
  { value: '0', label: 'Just this once' },
  { value: '1', label: 'Every week' },
  { value: '2', label: 'Every 2 weeks' },
  { value: '4', label: 'Every 4 weeks' },
];

const frequency: Step = {
  id: 'frequency',
  title: 'How often',
  editable: true,
  ...draftField('interval'),
  async ask() {
    return asking({
      kind: 'single',
      text: 'Is this a one-time order, or a regular pickup?',
      hint: '',
      options: INTERVALS,
    });
  },
  async accept(ctx, answer) {
    const value = Number(picked(answer));
    if (value !== 0 && value !== 1 && value !== 2 && value !== 4) return retry('Choose one of the options.');
    ctx.state.draft.interval = value;
    return ok();
  },
};

const payment: Step = {
  id: 'payment',
  title: 'Payment',
  editable: true,
  ...draftField('paymentToken', 'paymentLabel'),
  async ask(ctx) {
    const methods = await paymentMethods(ctx);
    if (methods.length === 0) {
      ctx.state.draft.paymentToken = '';
      ctx.state.draft.paymentLabel = 'No card on file';
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
      options: methods.map((m, i) => ({
        value: String(i),
        label: m.isDefault ? `${m.label} (default)` : m.label,
      })),
    });
  },
  async accept(ctx, answer) {
    const chosen = (await paymentMethods(ctx))[Number(picked(answer))];
    if (!chosen) return retry('Pick one of your cards.');
    ctx.state.draft.paymentToken = chosen.token;
    ctx.state.draft.paymentLabel = chosen.label;
    return ok();
  },
};

const onDemandLeg = (s: DialogState) =>
  s.draft.pickupWindow?.provider === 'ON_DEMAND' ||
  (s.draft.returnMethod === 'DELIVERY' && s.draft.returnWindow?.provider === 'ON_DEMAND');

const tip: Step = {
  id: 'tip',
  title: 'Courier tip',
  editable: true,
  when: { test: onDemandLeg, label: 'an on-demand courier leg' },
  ...draftField('courierTip'),
  async ask(ctx) {
    const provider =
      ctx.state.draft.pickupWindow?.provider === 'ON_DEMAND'
        ? ctx.state.draft.pickupWindow.providerName
        : (ctx.state.draft.returnWindow?.providerName ?? 'the courier');
    return askText(
      `Add a tip for the ${provider} courier? (per trip)`,
      'Pick one, type an amount like $4.50, or skip.',
      [
        { value: '0', label: 'No tip' },
        { value: '2', label: '$2' },
        { value: '3', label: '$3' },
        { value: '5', label: '$5' },
      ],
    );
  },
  async accept(ctx, answer) {
    const amount = isSkip(answer.text) ? 0 : Number(picked(answer) ?? readDollars(answer.text));
    if (!Number.isFinite(amount) || amount < 0 || amount > 100)
      return retry('A tip is an amount like $3, up to $100.');
    ctx.state.draft.courierTip = amount;
    return ok();
  },
};

const NO_CODE = 'no-code';

const promo: Step = {
  id: 'promo',
  title: 'Promo code',
  editable: true,
  ...draftField('promoCode'),
  async ask() {
    return askText('Do you have a promo code?', 'Type it, or skip.', [{ value: NO_CODE, label: 'No code' }]);
  },
  async accept(ctx, answer) {
    if (picked(answer) === NO_CODE || isSkip(answer.text)) {
      ctx.state.draft.promoCode = '';
      return ok();
    }
    const code = answer.text.trim().toUpperCase();
    if (!/^[A-Z0-9_-]{2,32}$/.test(code)) return retry('A promo code is letters and digits, like FALL10.');
    ctx.state.draft.promoCode = code;
    return ok();
  },
};

const hangDry: Step = {
  id: 'hang-dry',
  title: 'Hang-dry',
  editable: true,
  ...draftField('hangDry'),
  resets: ['hang-dry-instructions'],
  async ask() {
    return {
      kind: 'prompt',
      prompt: yesNo('Anything to hang-dry instead of tumble-dry?', 'Yes or no (skip means no).'),
    };
  },
  async accept(ctx, answer) {
    // Optional, so skippable in one word like the other extras.
    const value = picked(answer) ?? (isSkip(answer.text) ? 'no' : undefined);
    if (value !== 'yes' && value !== 'no') return retry('Please answer yes or no.');
    ctx.state.draft.hangDry = value === 'yes';
    if (value === 'no') ctx.state.draft.hangDryInstructions = '';
    return ok();
  },
};

const hangDryInstructions: Step = {
  id: 'hang-dry-instructions',
  title: 'Hang-dry instructions',
  when: { test: (s) => s.draft.hangDry === true, label: 'hang-dry' },
  ...draftField('hangDryInstructions'),
  async ask() {
    return askText('What should we hang-dry?', 'For example: "the wool sweaters".');
  },
  async accept(ctx, answer) {
    const text = answer.text.trim();
    if (!text || text.length > MAX_NOTE)
      return retry(`Tell us which items, in under ${MAX_NOTE} characters.`);
    ctx.state.draft.hangDryInstructions = text;
    return ok();
  },
};

const orderNotes: Step = {
  id: 'order-notes',
  title: 'Order notes',
  editable: true,
  ...draftField('orderNotes'),
  async ask() {
    return askText(
      'Any notes for the store or the driver?',
      'Type a note (e.g. "ring the bell twice"), or skip.',
      [{ value: NO_NOTES, label: 'No notes' }],
    );
  },
  async accept(ctx, answer) {
    if (picked(answer) === NO_NOTES || isSkip(answer.text)) {
      ctx.state.draft.orderNotes = '';
      return ok();
    }
    const text = answer.text.trim();
    if (!text || text.length > MAX_NOTE)
      return retry(`Type a note in under ${MAX_NOTE} characters, or skip.`);
    ctx.state.draft.orderNotes = text;
    return ok();
  },
};

export const PLACE = 'place';
export const EDIT_PREFIX = 'edit:';

const summary: Step = {
  id: 'summary',
  title: 'Summary',
  // Left only by placing the order or by "nevermind".
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    ctx.state.draft.confirmationId ??= ctx.deps.newId();
    return {
      kind: 'prompt',
      say: [summaryReply(ctx.state, ctx.deps.timeZone)],
      prompt: {
        kind: 'confirm',
        text: 'Shall I place this order?',
        hint: 'Place it, change a part, or say nevermind to drop it.',
        options: [
          { value: PLACE, label: 'Place order' },
          ...orderFlow.steps
            .filter((step) => step.editable && (!step.when || step.when.test(ctx.state)))
            .map((step) => ({
              value: `${EDIT_PREFIX}${step.id}`,
              label: `Change ${step.title.toLowerCase()}`,
            })),
          { value: commandOption('nevermind'), label: 'Drop this order' },
        ],
      },
    };
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === PLACE) return placeOrder(ctx, (stepId) => forget(orderFlow, stepId, ctx.state));
    if (value?.startsWith(EDIT_PREFIX)) {
      forget(orderFlow, value.slice(EDIT_PREFIX.length), ctx.state);
      return ok();
    }
    return retry('Choose "Place order" or a part to change.');
  },
};

export const orderFlow: Flow = {
  id: 'order',
  steps: [
    address,
    category,
    servicesStep,
    modifiers,
    serviceNotes,
    bags,
    pickupDay,
    windowStep('PICKUP'),
    returnMethod,
    returnDay,
    windowStep('RETURN'),
    frequency,
    payment,
    tip,
    promo,
    hangDry,
    hangDryInstructions,
    orderNotes,
    summary,
  ],
};
