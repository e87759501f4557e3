/** Where: the address, and with it the store that serves it. */

import { asking, choices, ok, picked, requireSession, retry, say } from '../../dialog/step-helpers';
import type { ReplyOption } from '../../dialog/types';
import { isLaundryApiError } from '../../laundry/errors';
import type { OrderData } from '../../orders/order-data';
import type { Accepted } from '../flow';
import { handoffReachable } from '../handoff';
import { addresses, currentAddress } from './catalog';
import { type Ctx, draftFields, type OrderStep } from './fields';

const RETRY = 'retry';
const SEND_ADDRESS = 'send-address';

/** For staff, when the person asks for an address to be added (invariant no-address-says-what-next). */
const ADDRESS_BRIEF =
  "Their account has no pickup address the bot can use, and the bot can't add one: they type it next. Please add it to their account, then hand them back: the order they started carries on.";
const ADDRESS_ABOUT = 'your pickup address (street, apartment, city and ZIP)';

/**
 * The account has no address a store serves, and the service has no way to add one (the store's staff do).
 *
 * @invariant no-address-says-what-next Without an address the person is told that only the laundry's staff can add one, and offered what can be done here: where staff can answer in this channel (handoffReachable), to pass the address to them through the hand-off, the order kept below it and asked again when they hand back; otherwise the business's contact (SUPPORT_CONTACT) when there is one; and Try again, which reads the addresses afresh.
 */
function noAddress(ctx: Ctx, why: string) {
  ctx.data.catalog.addresses = undefined;
  const tryAgain: ReplyOption = { value: RETRY, label: 'Try again', role: 'choice' };
  if (handoffReachable(ctx.deps, ctx.channel)) {
    return asking({
      kind: 'single',
      text: `${why} The laundry's staff add addresses: I can pass yours to them here, and once they've added it we carry on with this order.`,
      hint: 'The laundry adds addresses to accounts.',
      options: [
        {
          value: SEND_ADDRESS,
          label: 'Send my address to the laundry',
          role: 'primary',
          synonyms: ['send address', 'add address', 'add my address', 'my address'],
        },
        tryAgain,
      ],
    });
  }
  const contact = ctx.deps.supportContact;
  return asking({
    kind: 'single',
    text: `${why} The laundry's staff add addresses: please ask them to add yours${contact ? ` (${contact})` : ''}, then choose Try again.`,
    hint: 'The laundry adds addresses to accounts.',
    options: [{ ...tryAgain, role: 'primary' }],
  });
}

const sameStore = (d: OrderData) =>
  d.draft.servicesStoreId === undefined || d.draft.servicesStoreId === d.draft.store?.id
    ? (true as const)
    : `The new address is served by ${d.draft.store?.name ?? 'another store'}, so let's choose the services there.`;

export const address: OrderStep = {
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
    if (list.length === 0)
      return noAddress(ctx, "Your account has no pickup address yet, and I can't add one.");
    const [only] = list;
    if (list.length === 1 && only && ctx.data.draft.addressId === undefined) {
      const found = await chooseAddress(ctx, only.id);
      if (found.kind === 'ok') return { kind: 'filled', ...(found.say ? { say: found.say } : {}) };
      return noAddress(ctx, `${found.kind === 'retry' ? found.reason : ''} I can't add another address.`);
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
    if (value === SEND_ADDRESS && handoffReachable(ctx.deps, ctx.channel)) {
      ctx.data.catalog.addresses = undefined;
      return { kind: 'push', flow: 'handoff', args: { brief: ADDRESS_BRIEF, about: ADDRESS_ABOUT } };
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
