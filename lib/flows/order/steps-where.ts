/** Where: the address, and with it the store that serves it. */

import { maskPhonesIn } from '../../dialog/mask-phone';
import { asking, choices, ok, picked, requireSession, retry, say } from '../../dialog/step-helpers';
import type { ReplyOption } from '../../dialog/types';
import { isLaundryApiError } from '../../laundry/errors';
import {
  addressNamedAlone,
  addressNamedAroundHome,
  addressNamedBy,
  addressNamedIn,
  addressNotNamed,
  saysAddressNumber,
  unitKindAlone,
} from '../../orders/named-by';
import { type OrderData, storeChoiceOf } from '../../orders/order-data';
import { readAddressSent } from '../../recognize';
import type { Words } from '../../words';
import type { Accepted } from '../flow';
import { handoffReachable } from '../handoff';
import { addresses, currentAddress } from './catalog';
import { type Ctx, draftFields, type OrderStep } from './fields';

const RETRY = 'retry';
const SEND_ADDRESS = 'send-address';

/** For staff, when the person asks for an address to be added (invariant no-address-says-what-next). */
const ADDRESS_BRIEF =
  "Their account has no pickup address the bot can use, and the bot can't add one: they type it next. Please add it to their account, then hand them back: the order they started carries on.";

/** For staff, when the person typed the address with the wish to send it ("enviar: 350 W 20th St"). */
const addressBrief = (address: string) =>
  `Their account has no pickup address the bot can use, and the bot can't add one. The address they typed: ${maskPhonesIn(address)}. Please add it to their account, then hand them back: the order they started carries on.`;

/**
 * The account has no address a store serves, and the service has no way to add one (the store's staff do).
 *
 * @invariant no-address-says-what-next Without an address the person is told that only the laundry's staff can add one, and offered what can be done here: where staff can answer in this channel (handoffReachable), to pass the address to them through the hand-off, the order kept below it and asked again when they hand back; otherwise the business's contact (SUPPORT_CONTACT) when there is one; and Try again, which reads the addresses afresh.
 */
function noAddress(ctx: Ctx, why: string) {
  ctx.data.catalog.addresses = undefined;
  const tryAgain: ReplyOption = {
    value: RETRY,
    label: ctx.words.t('order.tryAgain'),
    role: 'choice',
    // Trying again, or saying it can now work, in own words: "check again", "intentar otra vez", "ya la agregaron".
    synonyms: [
      'retry',
      'try again',
      'try it again',
      'check again',
      'look again',
      'one more time',
      'its added',
      'they added it',
      'reintentar',
      'intentar otra vez',
      'intentelo otra vez',
      'volver a intentar',
      'otra vez',
      'probar otra vez',
      'probar de nuevo',
      'ya la agregaron',
      'ya esta agregada',
    ],
  };
  if (handoffReachable(ctx.deps)) {
    return asking({
      kind: 'single',
      text: ctx.words.t('order.staffAddAddressesHere', { why }),
      hint: ctx.words.t('order.staffAddAddressesHint'),
      options: [
        {
          value: SEND_ADDRESS,
          label: ctx.words.t('order.sendAddress'),
          role: 'primary',
          // Passing it on in own words, in English or Spanish: "pass my address on", "mándensela a la lavandería".
          synonyms: [
            'send address',
            'add address',
            'add my address',
            'my address',
            'pass it on',
            'pass my address on',
            'send it to them',
            'send it to the laundry',
            'forward it',
            'mandarla',
            'mandarsela',
            'mandensela',
            'enviarla',
            'enviarsela',
            'envienla',
            'pasarsela',
            'pasensela',
            // Passing it on, or the laundry asked to add it, in tú and as a wish: "pásales mi address",
            // "que la agregue la lavandería", "have them add it" ("ya la agregaron" is Try again's).
            'pasales',
            'pasales mi direccion',
            'pasales mi address',
            'que la agregue',
            'que la agreguen',
            'que la anadan',
            'que la anada',
            'have them add it',
            'let them add it',
            'they can add it',
          ],
        },
        tryAgain,
      ],
    });
  }
  const contact = ctx.deps.supportContact;
  return asking({
    kind: 'single',
    text: ctx.words.t('order.askStaffToAdd', { why, contact: contact || 'none' }),
    hint: ctx.words.t('order.staffAddAddressesHint'),
    options: [{ ...tryAgain, role: 'primary' }],
  });
}

/**
 * Whether the addresses are asked as a list; else the one address is taken by itself, or, when it
 * can't be, the no-address question stands in for the list.
 */
const listed = (list: readonly unknown[], data: OrderData) =>
  list.length > 1 || (list.length === 1 && data.draft.addressId !== undefined);

/** A reply the no-address question can't read: what can be chosen there, never a list of addresses it hasn't. */
const noAddressRetry = (ctx: Ctx) =>
  retry(
    ctx.words.t('order.noAddressChoose', {
      handoff: handoffReachable(ctx.deps) ? 'yes' : 'no',
      send: ctx.words.t('order.sendAddress'),
      tryAgain: ctx.words.t('order.tryAgain'),
    }),
  );

const sameStore = (d: OrderData, words: Words) =>
  d.draft.servicesStoreId === undefined || d.draft.servicesStoreId === d.draft.store?.id
    ? (true as const)
    : words.t('order.newAddressOtherStore', {
        store: d.draft.store?.name ?? words.t('order.anotherStore'),
      });

export const address: OrderStep = {
  id: 'address',
  title: 'Address',
  editable: true,
  ...draftFields('addressId', 'store'),
  // At the no-address question (no addresses read), an address typed with words of sending it is sent;
  // at the list, one named by its numbers alone ("la de la 21", "doscientos oeste calle veinte").
  readsFirst(text, data) {
    const list = data.catalog.addresses;
    if (list === undefined) return readAddressSent(text) ? { option: SEND_ADDRESS } : undefined;
    const labels = list.map((a) => a.label);
    // "chelsea apt not the bk studio": of two, the one kept when the other is taken away by its words
    // (invariant address-kept-by-the-other-excluded).
    const at =
      addressNamedAlone(text, labels) ??
      addressNotNamed(text, labels) ??
      addressNamedAroundHome(text, labels);
    const named = at === undefined ? undefined : list[at];
    if (named) return { option: String(named.id) };
    // "my apartment", "el piso": the kind of home alone names none of several (invariant unit-kind-alone-names-none).
    return list.length > 1 && unitKindAlone(text) ? {} : undefined;
  },
  // "210 west 21st, apt 4c": numbers of an address none listed has are all about the address, asked back
  // whole; never "210 west 21st" taken and the apartment left to the questions after.
  readsWhole(text, data) {
    const labels = data.catalog.addresses?.map((a) => a.label) ?? [];
    return saysAddressNumber(text) && addressNamedIn(text, labels) === undefined;
  },
  dependents: [
    { step: 'services', fits: sameStore },
    { step: 'pickup', fits: sameStore },
    { step: 'return', fits: sameStore },
  ],
  async ask(ctx) {
    const list = await addresses(ctx);
    if (list.length === 0) return noAddress(ctx, ctx.words.t('order.noAddress'));
    const [only] = list;
    if (only && !listed(list, ctx.data)) {
      const found = await chooseAddress(ctx, only.id);
      if (found.kind === 'ok') return { kind: 'filled', ...(found.say ? { say: found.say } : {}) };
      return noAddress(
        ctx,
        ctx.words.t('order.noOtherAddress', { why: found.kind === 'retry' ? found.reason : '' }),
      );
    }
    return asking({
      kind: 'single',
      text: ctx.words.t('order.whereToPickUp'),
      hint: ctx.words.t('order.whereToPickUpHint'),
      options: choices(
        list.map((a) => ({ value: String(a.id), label: a.label, synonyms: addressNamedBy(a.label) })),
      ),
      ...(currentAddress(ctx.data) ? { current: currentAddress(ctx.data)?.label } : {}),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === RETRY) {
      ctx.data.catalog.addresses = undefined;
      return ok();
    }
    if (value === SEND_ADDRESS) {
      if (!handoffReachable(ctx.deps)) return noAddressRetry(ctx);
      ctx.data.catalog.addresses = undefined;
      // "enviar: 350 W 20th St": the address typed with the wish goes to staff with the brief.
      const typed = readAddressSent(answer.text ?? '');
      return {
        kind: 'push',
        flow: 'handoff',
        args: typed
          ? { brief: addressBrief(typed), about: ctx.words.t('order.addressGivenAbout') }
          : { brief: ADDRESS_BRIEF, about: ctx.words.t('order.addressAbout') },
      };
    }
    if (!value) {
      const list = await addresses(ctx);
      // Asked back naming them, no miss: a retry would be read again by the options' words, "apartment" naming Apt 4B.
      if (list.length > 1 && answer.text && unitKindAlone(answer.text)) {
        const labels = list.map((a) => `"${a.label}"`);
        const question = ctx.words.t('dialog.didYouMean', {
          some: labels.slice(0, -1).join(', '),
          last: labels.at(-1) ?? '',
        });
        return { kind: 'stay', say: [say(question, 'warning')] };
      }
      return listed(list, ctx.data) ? retry(ctx.words.t('order.pickAddress')) : noAddressRetry(ctx);
    }
    return chooseAddress(ctx, Number(value));
  },
};

async function chooseAddress(ctx: Ctx, addressId: number): Promise<Accepted> {
  const chosen = (await addresses(ctx)).find((a) => a.id === addressId);
  if (!chosen) return retry(ctx.words.t('order.pickAddress'));
  try {
    const store = await ctx.deps.laundry.findStore(requireSession(ctx).token, chosen.googlePlacesId);
    const { draft, catalog } = ctx.data;
    if (draft.store?.id !== store.id) catalog.services = undefined;
    draft.addressId = chosen.id;
    draft.store = storeChoiceOf(store);
    return ok([
      say(
        ctx.words.t('order.yourStore', {
          address: chosen.label,
          store: store.name,
          storeAddress: store.address,
        }),
      ),
    ]);
  } catch (error) {
    if (!isLaundryApiError(error, 'not_found')) throw error;
    return retry(ctx.words.t('order.noStore', { address: chosen.label }));
  }
}
