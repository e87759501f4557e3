/**
 * States saved by older code, brought to the current shape by their `v` instead of being reset:
 * a conversation in the middle of an order when a new version is deployed finishes that order.
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
import { freshState } from './engine';
import { FLOWS } from './flows';
import { catalogSchema, draftSchema, orderDataSchema } from './flows/order-data';
import { newFrame } from './stack';
import { type DialogState, dialogStateSchema, type Frame, STATE_VERSION } from './types';

/** True when every frame's data parses by its flow's schema (each flow owns its slice). */
function framesParse(state: DialogState): boolean {
  return state.stack.every((frame) => {
    const parsed = FLOWS[frame.flow].schema.safeParse(frame.data);
    if (parsed.success) frame.data = parsed.data;
    return parsed.success;
  });
}

/** The owner of a migrated frame whose customer cannot be known: nobody's. */
const NOBODY = -1;

const v1Schema = z.looseObject({
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
});

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
 * The stored state in the current shape, or undefined when it is not a state any version wrote
 * (then the conversation starts afresh). `customerId` is who the conversation is signed in as now.
 */
export function migrateState(stored: unknown, customerId: number | undefined): DialogState | undefined {
  const current = dialogStateSchema.safeParse(stored);
  if (current.success) return framesParse(current.data) ? current.data : undefined;
  const v1 = v1Schema.safeParse(stored);
  if (!v1.success) return undefined;
  const old = v1.data;
  const state = freshState(
    customerId === undefined ? undefined : { serviceCustomerId: customerId, token: '' },
  );
  const [menu] = state.stack;
  if (menu && old.lastOrderId !== undefined && customerId !== undefined)
    menu.data = { lastOrderId: old.lastOrderId };
  const hasOrder = old.flow === 'order' || (old.flow === 'sign-in' && old.signIn.resumeOrder === true);
  if (hasOrder) state.stack.push(orderFrameFromV1(old, customerId ?? NOBODY));
  if (old.flow === 'sign-in' && old.signIn.phoneNumber)
    state.stack.push({ ...newFrame('sign-in', { phoneNumber: old.signIn.phoneNumber }, undefined) });
  if (old.flow === 'sign-up') {
    const { created: _created, ...signUp } = old.signIn.signUp ?? {};
    state.stack.push(newFrame('sign-up', undefined, undefined));
    const top = state.stack[state.stack.length - 1] as Frame;
    top.data = { ...(top.data as object), ...signUp, phoneNumber: old.signIn.phoneNumber };
  }
  return dialogStateSchema.parse({ ...state, v: STATE_VERSION });
}
