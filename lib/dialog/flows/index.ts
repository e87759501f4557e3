/** Every flow of the dialog, by id: the stack module and the engine look flows up here. */
import type { AnyFlow } from '../step';
import type { FlowId } from '../types';
import { deskFlow } from './desk';
import { manageFlow } from './manage';
import { menuFlow } from './menu';
import { notesFlow } from './notes';
import { orderFlow } from './order';
import { preferencesFlow } from './preferences';
import { productsFlow } from './products';
import { signInFlow } from './sign-in';
import { signUpFlow } from './sign-up';
import { slotFlow } from './slot';

export const FLOWS: Record<FlowId, AnyFlow> = {
  menu: menuFlow,
  'sign-in': signInFlow,
  'sign-up': signUpFlow,
  order: orderFlow,
  slot: slotFlow,
  manage: manageFlow,
  preferences: preferencesFlow,
  notes: notesFlow,
  products: productsFlow,
  desk: deskFlow,
};
