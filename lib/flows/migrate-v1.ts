/**
 * States saved by older code, brought to the current shape by their `v` instead of being reset:
 * a conversation in the middle of an order when a new version is deployed finishes that order. The
 * engine calls it (the registry's `migrate`) for a stored state that is not in today's shape.
 *
 * v1 (one flat state, `flow` switched by hand) → v2 (a stack of frames):
 * 1. The menu is the bottom frame; an order, a sign-in or a sign-up in progress goes on top of it.
 * 2. v1 kept no owner: an order is given the signed-in customer when there is one, otherwise an
 *    owner nobody has, so it is dropped at the next sign-in rather than shown to someone else.
 * 3. Payment tokens are no longer kept in the state: the card is asked again. Tips move to cents.
 *    Cached windows are dropped (they are looked up again). The prompt on screen is not carried
 *    over: the next message is answered with the question, asked again.
 */
import * as z from 'zod';
import {
  type DialogState,
  dialogStateSchema,
  type Frame,
  type Session,
  STATE_VERSION,
} from '../dialog/types';
import { lazySchema } from '../lazy-schema';
import { catalogSchema, draftSchema, orderDataSchema } from '../orders/order-data';

/** The owner of a migrated frame whose customer cannot be known: nobody's. */
const NOBODY = -1;

const v1Schema = lazySchema(() =>
  z.looseObject({
    v: z.literal(1),
    flow: z.enum(['sign-in', 'sign-up', 'order', 'idle']),
    signIn: z.looseObject({
      phoneNumber: z.string().optional(),
      signUp: z.record(z.string(), z.unknown()).optional(),
      resumeOrder: z.boolean().optional(),
    }),
    draft: z.looseObject({
      courierTip: z.number().optional(),
      confirmationId: z.string().optional(),
      pickupWindow: z.unknown().optional(),
      services: z.unknown().optional(),
      store: z.looseObject({ id: z.number() }).optional(),
    }),
    catalog: z.looseObject({}),
    reorderOf: z.number().optional(),
    lastOrderId: z.number().nullable().optional(),
  }),
);

function orderFrameFromV1(v1: z.infer<typeof v1Schema>, owner: number): Frame {
  const { courierTip, confirmationId, ...rest } = v1.draft;
  const draft = draftSchema.parse({
    ...rest,
    paymentToken: undefined,
    paymentLabel: undefined,
    ...(courierTip !== undefined ? { courierTipCents: Math.round(courierTip * 100) } : {}),
    ...(rest.services && rest.store ? { servicesStoreId: rest.store.id } : {}),
  });
  const { paymentMethods: _tokens, windows: _windows, ...catalog } = v1.catalog;
  const data = orderDataSchema.parse({
    draft,
    catalog: catalogSchema.parse(catalog),
    ...(v1.reorderOf !== undefined ? { reorderOf: v1.reorderOf } : {}),
    ...(confirmationId ? { confirmationId } : {}),
  });
  return { flow: 'order', owner, data, history: [] };
}

/**
 * A state v1 stored, in the current shape, or undefined when it is not one. `customerId` is who the
 * conversation is signed in as now; `fresh` is the engine's new conversation, and `newFrame` a frame
 * of a registered flow.
 */
export function migrateV1(
  stored: unknown,
  customerId: number | undefined,
  fresh: (session: Session | undefined) => DialogState,
  newFrame: (flow: string, args: unknown) => Frame,
): DialogState | undefined {
  const v1 = v1Schema.safeParse(stored);
  if (!v1.success) return undefined;
  const old = v1.data;
  const state = fresh(customerId === undefined ? undefined : { serviceCustomerId: customerId, token: '' });
  const [menu] = state.stack;
  if (menu && old.lastOrderId !== undefined && customerId !== undefined)
    menu.data = { lastOrderId: old.lastOrderId };
  const hasOrder = old.flow === 'order' || (old.flow === 'sign-in' && old.signIn.resumeOrder === true);
  if (hasOrder) state.stack.push(orderFrameFromV1(old, customerId ?? NOBODY));
  if (old.flow === 'sign-in' && old.signIn.phoneNumber)
    state.stack.push(newFrame('sign-in', { phoneNumber: old.signIn.phoneNumber }));
  if (old.flow === 'sign-up') {
    const { created: _created, ...signUp } = old.signIn.signUp ?? {};
    state.stack.push(newFrame('sign-up', undefined));
    const top = state.stack[state.stack.length - 1] as Frame;
    top.data = { ...(top.data as object), ...signUp, phoneNumber: old.signIn.phoneNumber };
  }
  return dialogStateSchema.parse({ ...state, v: STATE_VERSION });
}
