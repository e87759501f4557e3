/**
 * Conversations the flows' transcript tests share: signing in as the fake customer, the menu a
 * registry makes, and placing the order that the change flow and the staff desk change (#9001: Wash &
 * Fold, picked up tomorrow 8–10 AM by the store's driver, collected at the store).
 */
import { menuOption } from '../../../../lib/dialog/opening';
import type { Registry } from '../../../../lib/dialog/registry';
import { ENGLISH } from '../../../../lib/words';
import {
  createFakeWorld,
  FAKE,
  type FakeWorld,
  type Line,
  lastPrompt,
  type Transcript,
  transcript,
} from '../../../support/fake-ports';

export const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];

/**
 * The menu's labels for a customer with no order yet, as `registry` declares them: each flow's entry
 * by its `position`, then sign out. Read from the registry, so a new flow changes no test.
 */
export function menuLabels(registry: Registry): string[] {
  const entries = Object.values(registry.flows).flatMap((flow) => (flow.menu ? [flow.menu] : []));
  return [
    ...entries.sort((a, b) => a.position - b.position).map((entry) => menuOption(entry, ENGLISH).label),
    'Sign out',
  ];
}

/** From the menu to "placed", one answer per question. */
export const PLACE_ORDER = [
  'new order',
  'wash and fold',
  'none',
  'skip',
  'two bags',
  'tomorrow',
  '8am',
  'collect',
  'weekly',
  'the visa',
  'no',
  'skip',
  'skip',
  'place it',
];

/**
 * Signed in, the first `answers` of PLACE_ORDER and then `lines`, on a fresh world: what was said, and
 * the orders the laundry was sent.
 * @example const { said, bodies } = await orderSaying(7, ["I'll come get it", ...PLACE_ORDER.slice(8)]);
 */
export async function orderSaying(answers: number, lines: Line[]) {
  const world = createFakeWorld();
  const said = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER.slice(0, answers), ...lines]);
  return { said, bodies: world.laundry.createOrderBodies() };
}

/** The question each turn ended on, in order. */
export const questions = (t: Pick<Transcript, 'outcomes'>) =>
  t.outcomes.map((o) => lastPrompt(o.replies)?.text);

/** More turns from where `at` ended, in the same world. */
export function continued(world: FakeWorld, at: Transcript, lines: Line[]): Promise<Transcript> {
  return transcript(world.engine, lines, { state: at.state, ...(at.session ? { session: at.session } : {}) });
}
