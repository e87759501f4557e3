/**
 * Every flow of the dialog, by id: the stack module and the engine look flows up here, and name no
 * flow themselves. A flow declares how it is reached (`openings`) and what the commands do with it
 * (`held`, `nevermind`); the roles below say which flows the engine starts on its own.
 */
import type { AnyFlow, Opening } from '../step';
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

/** Every flow but the menu, which is made of their entries. A new flow is one line here. */
export const ABOVE_MENU = {
  'sign-in': signInFlow,
  'sign-up': signUpFlow,
  order: orderFlow,
  slot: slotFlow,
  manage: manageFlow,
  preferences: preferencesFlow,
  notes: notesFlow,
  products: productsFlow,
  desk: deskFlow,
} satisfies Record<Exclude<FlowId, 'menu'>, AnyFlow>;

/** The registry made of the flows above the menu: the menu from their entries, and every entry point. */
export function registry(aboveMenu: Record<Exclude<FlowId, 'menu'>, AnyFlow>) {
  const above: AnyFlow[] = Object.values(aboveMenu);
  const flows: Record<FlowId, AnyFlow> = {
    menu: menuFlow(
      above.flatMap((flow) => (flow.menu ? [{ flow: flow.id, entry: flow.menu }] : [])),
      // The menu pushes its entries' flows, and a channel's entry point opens flows above it.
      above
        .filter((flow) => flow.menu || flow.openings?.some((opening) => opening.kind === 'push'))
        .map((flow) => flow.id),
    ),
    ...aboveMenu,
  };
  /** Every entry point, with the flow that declares it. */
  const openings: { flow: FlowId; opening: Opening }[] = Object.values(flows).flatMap((flow) =>
    (flow.openings ?? []).map((opening) => ({ flow: flow.id, opening })),
  );
  return { FLOWS: flows, OPENINGS: openings };
}

export const { FLOWS, OPENINGS } = registry(ABOVE_MENU);

/** The flows the engine starts by itself. */
export const ROLES = {
  /** The bottom of a customer's conversation. */
  customer: 'menu',
  /** The bottom of a support staff member's conversation (its args: `{ staff }`). */
  staff: 'desk',
  /** Pushed on a flow that needs a session when there is none (or an idle one would order). */
  signIn: 'sign-in',
  /** What "restart" starts once signed in. */
  restart: 'order',
} as const satisfies Record<string, FlowId>;

/** "summary" with no held flow on the stack. */
export const NOTHING_HELD = "There's no order in progress yet.";
