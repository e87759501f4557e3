/**
 * The app's flows, by id, and the registry the engine is made with (lib/dialog/registry.ts). A flow
 * declares how it is reached (`menu`, `openings`) and what the commands do with it (`held`,
 * `nevermind`); the roles say which flows the engine starts on its own. A new flow is its file and
 * one line in `ABOVE_MENU`: its id, the menu's option, its `/laundry` word and the help follow.
 */
import type { Registry } from '../dialog/registry';
import { newFrame } from '../dialog/stack';
import { batchFlow } from './batch';
import { changeFlow } from './change';
import type { FlowDeps } from './deps';
import { deskFlow } from './desk';
import type { AnyFlow } from './flow';
import { handoffFlow } from './handoff';
import { menuFlow } from './menu';
import { laundryFailure, SIGN_IN_FIRST } from './middleware';
import { migrateFormerFlowIds } from './migrate-names';
import { migrateV1 } from './migrate-v1';
import { notesFlow } from './notes';
import { orderFlow } from './order';
import { preferencesFlow } from './preferences';
import { productsFlow } from './products';
import { reminderFlow } from './reminder';
import { signInFlow } from './sign-in';
import { signUpFlow } from './sign-up';
import { slotFlow } from './slot';

/** Every flow but the menu, which is made of their entries. A new flow is one line here. */
export const ABOVE_MENU = {
  'sign-in': signInFlow,
  'sign-up': signUpFlow,
  order: orderFlow,
  slot: slotFlow,
  change: changeFlow,
  preferences: preferencesFlow,
  notes: notesFlow,
  products: productsFlow,
  desk: deskFlow,
  batch: batchFlow,
  reminder: reminderFlow,
  handoff: handoffFlow,
} satisfies Record<string, AnyFlow>;

/**
 * The id of one of this app's flows: `menu`, or a key of `ABOVE_MENU`. The engine's `FlowId`
 * (lib/dialog/types.ts) is any registry's flow id, a string; this one is checked against ours.
 */
export type AppFlowId = 'menu' | keyof typeof ABOVE_MENU;

/** The flows the engine starts by itself. */
export const ROLES = {
  customer: 'menu',
  staff: 'desk',
  restart: 'order',
  stuck: 'handoff',
} as const satisfies Registry<FlowDeps>['roles'] & Record<string, AppFlowId>;

/**
 * The registry made of the flows above the menu: the menu from their entries, every entry point,
 * the v1 states and the frames of renamed flows brought to today's shape, and the app's middleware (middleware.ts).
 * @example const engine = createDialogEngine(registry({ ...ABOVE_MENU, hello: helloFlow }), deps);
 */
export function registry(aboveMenu: Record<string, AnyFlow>): Registry<FlowDeps> {
  const above: AnyFlow[] = Object.values(aboveMenu);
  const flows: Record<string, AnyFlow> = {
    menu: menuFlow(
      above.flatMap((flow) => (flow.menu ? [{ flow: flow.id, entry: flow.menu }] : [])),
      // The menu pushes its entries' flows, and a channel's entry point opens flows above it.
      above
        .filter((flow) => flow.menu || flow.openings?.some((opening) => opening.kind === 'push'))
        .map((flow) => flow.id),
    ),
    ...aboveMenu,
  };
  const made: Registry<FlowDeps> = {
    flows,
    openings: Object.values(flows).flatMap((flow) =>
      (flow.openings ?? []).map((opening) => ({ flow: flow.id, opening })),
    ),
    roles: ROLES,
    nothingHeld: (words) => words.t('menu.nothingHeld'),
    needs: [SIGN_IN_FIRST],
    migrate: (stored, customerId, fresh) =>
      migrateV1(stored, customerId, fresh, (flow, args) => newFrame(made, flow, args, undefined)) ??
      migrateFormerFlowIds(stored),
    failure: laundryFailure,
  };
  return made;
}

/** The app's registry: what the bot's engine is made with. */
export const REGISTRY = registry(ABOVE_MENU);
