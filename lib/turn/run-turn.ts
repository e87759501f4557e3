/**
 * One turn of a conversation, the same for every channel: load the state, step the dialog, save with the
 * loaded version. A concurrent writer makes the save fail; the whole turn then runs again on fresh state,
 * so no input is lost and none is applied twice.
 */
import type { DialogEngine } from '../dialog/engine';
import {
  type DialogInput,
  type DialogState,
  dialogStateSchema,
  type Reply,
  type Session,
} from '../dialog/types';
import type { ConversationStore, CustomerLink, LoadedConversation } from '../store/conversation-store';
import { VersionConflictError } from '../store/errors';
import { redactKey } from './conversation-key';
import { TurnConflictError } from './errors';

export interface TurnEvent {
  /** Redacted (no phone number). */
  key: string;
  attempt: number;
  outcome: 'saved' | 'conflict' | 'state-reset';
  ms: number;
}

export interface TurnDeps {
  store: ConversationStore;
  engine: DialogEngine;
  /** Attempts in all before TurnConflictError; default 3. */
  maxAttempts?: number;
  log?: (event: TurnEvent) => void;
}

const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * Runs one input through the conversation `key` and returns the replies. One load and one save when nothing
 * races; throws TurnConflictError when every attempt lost its save.
 */
export async function runTurn(deps: TurnDeps, key: string, input: DialogInput): Promise<Reply[]> {
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = deps.log ?? (() => {});
  let lastConflict: VersionConflictError | undefined;

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const startedAt = performance.now();
    const report = (outcome: TurnEvent['outcome']) =>
      log({ key: redactKey(key), attempt, outcome, ms: Math.round(performance.now() - startedAt) });
    try {
      const replies = await attemptTurn(deps, key, input, () => report('state-reset'));
      report('saved');
      return replies;
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      report('conflict');
      lastConflict = error;
    }
  }
  throw new TurnConflictError(maxAttempts, { cause: lastConflict });
}

async function attemptTurn(
  deps: TurnDeps,
  key: string,
  input: DialogInput,
  onStateReset: () => void,
): Promise<Reply[]> {
  const loaded = await deps.store.load(key);
  const outcome = await deps.engine.step({
    conversationKey: key,
    state: parseState(loaded.state, onStateReset),
    expired: loaded.expired,
    session: sessionOf(loaded),
    input,
  });
  await deps.store.save(key, {
    state: outcome.state,
    expectedVersion: loaded.version,
    link: linkChange(outcome.session),
  });
  return outcome.replies;
}

/** A stored state from an older shape (or a corrupt one) starts the conversation afresh instead of failing. */
function parseState(stored: unknown, onReset: () => void): DialogState | undefined {
  if (stored === undefined) return undefined;
  const parsed = dialogStateSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  onReset();
  return undefined;
}

function sessionOf(loaded: LoadedConversation): Session | undefined {
  if (!loaded.link) return undefined;
  return { serviceCustomerId: loaded.link.serviceCustomerId, token: loaded.link.token };
}

/** undefined = unchanged, null = signed out, a session = a new sign-in, stamped now. */
function linkChange(session: Session | null | undefined): CustomerLink | null | undefined {
  if (session === undefined || session === null) return session;
  return {
    serviceCustomerId: session.serviceCustomerId,
    token: session.token,
    linkedAt: new Date().toISOString(),
  };
}
