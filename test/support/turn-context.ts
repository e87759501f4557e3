/**
 * A turn's context and its loaded conversation as values, for the unit tests of the turn's stages that
 * do no I/O (lib/conversation/turn-guard.ts, turn-read.ts, turn-commit.ts): the real engine over the
 * app's flows, on the fake world's ports; the stores throw on any use, so a stage that reaches for one
 * fails its test.
 */
import type { Conversation } from '../../lib/conversation/conversation';
import { keyOf, slackWorkspaceOf } from '../../lib/conversation/conversation';
import { type Answered, withTurnParts } from '../../lib/conversation/state';
import type { TurnContext } from '../../lib/conversation/turn-context';
import type { TurnBot, TurnRequest } from '../../lib/conversation/turn-types';
import type { DialogState } from '../../lib/dialog/types';
import type { CustomerLink, LoadedConversation } from '../../lib/store/conversation-store';
import { createFakeWorld } from './fake-ports';

/** The instant every stage test runs at. */
export const AT = new Date('2030-03-04T13:00:00.000Z');

export const DM: Conversation = { kind: 'slack-own', teamId: 'T1', userId: 'U0DANA' };

/** A port that fails its test when a stage uses it. */
function unused<T>(name: string): T {
  return new Proxy({} as object, {
    get: (_, method) => () => {
      throw new Error(`a pure stage used ${name}.${String(method)}`);
    },
  }) as T;
}

/** A turn of `request` (a DM's "hi" by default) on a bot with the real engine and no stores. */
export function turnContext(request: Partial<TurnRequest> = {}, bot: Partial<TurnBot> = {}): TurnContext {
  const world = createFakeWorld();
  const full: TurnRequest = {
    conversation: DM,
    messageId: 'm-1',
    input: { type: 'text', text: 'hi' },
    ...request,
  };
  return {
    bot: {
      store: unused('store'),
      phones: unused('phones'),
      now: () => AT,
      engine: world.engine,
      ports: { customer: world.deps, staff: world.deps },
      ...bot,
    },
    request: full,
    key: keyOf(full.conversation),
    workspace: slackWorkspaceOf(full.conversation),
    effects: new Map(),
  };
}

/** A conversation as loaded: none stored, unless `over` says otherwise. */
export function loadedOf(over: Partial<LoadedConversation> = {}): LoadedConversation {
  return {
    state: undefined,
    version: 0,
    expired: false,
    link: undefined,
    linkOutdated: false,
    note: undefined,
    optedOut: false,
    ...over,
  };
}

/** A stored state under way: the engine's fresh one, with its turn parts. */
export function storedState(
  turn: TurnContext,
  parts: { recent?: Answered[]; language?: 'en' | 'es'; state?: DialogState } = {},
): unknown {
  const dialog = parts.state ?? turn.bot.engine.freshState(undefined);
  return withTurnParts(dialog, {
    recent: parts.recent ?? [],
    kept: undefined,
    orders: [],
    ...(parts.language ? { language: parts.language } : {}),
  });
}

/** A sign-in linked at `linkedAt` (the day before AT by default). */
export function linkOf(over: Partial<CustomerLink> = {}): CustomerLink {
  return { serviceCustomerId: 1001, token: 'token-1001', linkedAt: '2030-03-03T13:00:00.000Z', ...over };
}
