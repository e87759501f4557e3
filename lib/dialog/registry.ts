/**
 * The flows an engine runs, handed to it when it is made (`createDialogEngine(registry, deps)`): the
 * engine, the stack and the commands look flows up here and name none themselves. The app's flows
 * and their registry live in lib/flows; a test can make an engine over flows of its own. `X` is the
 * app's deps, handed to every step (the engine reads none of them).
 *
 * @invariant registry-names-only-its-flows A flow id is a key of `flows`; every id a flow names (its transitions, `backAtStart`, `nevermind`) and every role is one of them, and no two entry points share a word. `checkRegistry` says which one is not, when the engine is made, not in the middle of someone's turn.
 * @invariant roles-are-what-the-engine-starts The roles are the flows the engine starts by itself; everything else is reached because a flow declares how (`menu`, `openings`, a push).
 * @invariant prerequisite-pushed-when-unmet Before the flow on top asks anything, each of the registry's prerequisites (`needs`) that applies to it is checked; one unmet has its flow pushed on top (or the stack dropped to its bottom, when it says so), the frames below kept. The engine knows no prerequisite by name: which ones there are (sign-in), and when they hold, is the app's.
 */
import type { Words } from '../words';
import type { ConversationFacts } from './channel-facts';
import type { StepDeps } from './deps';
import type { AnyFlow, Opening } from './step';
import type { DialogState, FlowId, Reply, Session } from './types';

/** The flows the engine starts by itself. */
export interface Roles {
  /** The bottom of a customer's conversation. */
  customer: FlowId;
  /** The bottom of a support staff member's conversation (its args: `{ staff }`). */
  staff: FlowId;
  /** What "restart" starts once signed in. */
  restart: FlowId;
  /** Offered by its word after the re-ask cap (invariant misses-point-to-help), when the flow has an `onTop` opening. */
  stuck?: FlowId;
}

export interface Registry<X = unknown> {
  flows: Readonly<Record<FlowId, AnyFlow<X>>>;
  /** Every entry point by word, with the flow that declares it. */
  openings: readonly { flow: FlowId; opening: Opening<X> }[];
  roles: Roles;
  /** "summary" with no held flow on the stack. */
  nothingHeld: string | ((words: Words) => string);
  /** What flows need before they ask anything, and the flow that satisfies each (invariant prerequisite-pushed-when-unmet). */
  needs?: readonly Prerequisite<X>[];
  /**
   * A state an older version of the flows stored, in today's shape; undefined when it is none.
   * Called for a stored state that does not load as it is: not in today's shape, or with a frame of a
   * flow not registered today (one since renamed). `fresh` is the engine's new conversation for that session.
   */
  migrate?(
    stored: unknown,
    customerId: number | undefined,
    fresh: (session: Session | undefined) => DialogState,
  ): DialogState | undefined;
  /**
   * A step's failure in the app's words (a service that did not answer, or refused): `say` is said
   * and nothing of the step is kept; `sessionRefused` drops the session, saying its `say` instead
   * when a customer's own was dropped (the prerequisites then ask for a new one). Undefined for
   * anything else: a bug, logged and answered with "something went wrong".
   */
  failure?(error: unknown, words: Words): { say: string; sessionRefused?: { say: string } } | undefined;
  /** The app's work before each turn reads its input (settling what an earlier turn could not). */
  beforeTurn?(turn: { deps: StepDeps<X>; state: DialogState; onError(error: unknown): void }): Promise<void>;
}

/**
 * Something flows need before they ask anything (a signed-in customer), and the flow that satisfies
 * it (invariant prerequisite-pushed-when-unmet).
 */
export interface Prerequisite<X = unknown> {
  /** The flow pushed when it is unmet; a flow it `appliesTo` may push it without declaring so. */
  flow: FlowId;
  /** What is missing, as the diagram labels the edge to `flow` ("no session"). */
  label: string;
  /** True for the flows that need it. */
  appliesTo(flow: AnyFlow<X>): boolean;
  /**
   * Undefined when it holds for `flow`, on top; else `say` is said and `flow` pushed, or with
   * `instead: 'bottom'` the stack is dropped to its bottom frame (where it cannot be met: staff).
   */
  unmet(
    flow: AnyFlow<X>,
    facts: ConversationFacts,
    session: Session | undefined,
    words: Words,
  ): { say?: Reply; instead?: 'bottom' } | undefined;
}

/** A registry that breaks invariant registry-names-only-its-flows: a programming error, found when the engine is made. */
export type RegistryError = Error & { name: 'RegistryError'; code: 'REGISTRY' };

/** An error whose stable `code` is 'REGISTRY', saying what of the registry is wrong. */
function registryError(message: string): RegistryError {
  return Object.assign(new Error(message), { name: 'RegistryError' as const, code: 'REGISTRY' as const });
}

/** True for the error `checkRegistry` and `flowOf` throw. */
export function isRegistryError(error: unknown): error is RegistryError {
  return error instanceof Error && (error as Partial<RegistryError>).code === 'REGISTRY';
}

/**
 * Throws RegistryError unless every id the flows and roles name is registered and no two entry
 * points share a word.
 * @example checkRegistry({ flows: { menu, order }, openings: [], roles, nothingHeld: 'Nothing yet.' });
 */
export function checkRegistry<X>(registry: Registry<X>): void {
  const known = (id: FlowId, where: string) => {
    if (!Object.hasOwn(registry.flows, id))
      throw registryError(`${where} names ${id}, which is not registered`);
  };
  for (const [role, id] of Object.entries(registry.roles)) if (id) known(id, `role ${role}`);
  for (const need of registry.needs ?? []) known(need.flow, `prerequisite ${need.label}`);
  for (const [id, flow] of Object.entries(registry.flows)) {
    if (flow.id !== id) throw registryError(`flow ${flow.id} is registered as ${id}`);
    for (const to of [...(flow.transitions.push ?? []), ...(flow.transitions.replace ?? [])])
      known(to, `flow ${id}'s transitions`);
    if (flow.backAtStart && flow.backAtStart !== 'pop')
      known(flow.backAtStart.replace, `flow ${id}'s backAtStart`);
    if (flow.nevermind && flow.nevermind !== 'nothing')
      known(flow.nevermind.replace, `flow ${id}'s nevermind`);
  }
  const words = registry.openings.flatMap(({ opening }) => [opening.word, ...(opening.synonyms ?? [])]);
  const twice = words.find((word, i) => words.indexOf(word) !== i);
  if (twice) throw registryError(`two entry points open with ${twice}`);
}

/** True when `flow` opens on top of whatever is open (an `onTop` opening): any flow may push it. */
export function opensOnTop<X>(registry: Registry<X>, flow: FlowId): boolean {
  return registry.openings.some((o) => o.flow === flow && o.opening.kind === 'push' && o.opening.onTop);
}

/** The flow registered as `id`; a frame naming no registered flow is a programming error. */
export function flowOf<X>(registry: Registry<X>, id: FlowId): AnyFlow<X> {
  const flow = Object.hasOwn(registry.flows, id) ? registry.flows[id] : undefined;
  if (!flow) throw registryError(`no flow ${id} is registered`);
  return flow;
}
