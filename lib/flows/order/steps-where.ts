/** Where: the address, and with it the store that serves it. */

import { asking, choices, ok, picked, requireSession, retry, say } from '../../dialog/step-helpers';
import type { ReplyOption } from '../../dialog/types';
import { isLaundryApiError } from '../../laundry/errors';
import type { OrderData } from '../../orders/order-data';
import type { Accepted } from '../flow';
import { addresses, currentAddress } from './catalog';
import { type Ctx, draftFields, type OrderStep } from './fields';

const RETRY = 'retry';

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
