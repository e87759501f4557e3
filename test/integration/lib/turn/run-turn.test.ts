import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DialogEngine, TurnOutcome } from '../../../../lib/dialog/engine';
import type { DialogState } from '../../../../lib/dialog/types';
import {
  type ConversationStore,
  createDynamoConversationStore,
} from '../../../../lib/store/conversation-store';
import { createTokenCipher } from '../../../../lib/store/token-cipher';
import { redactKey, smsKey } from '../../../../lib/turn/conversation-key';
import { TurnConflictError } from '../../../../lib/turn/errors';
import { runTurn, type TurnDeps, type TurnEvent } from '../../../../lib/turn/run-turn';
import { countRequests, createTestTable, testEngine } from '../../../support/dynamodb';

// dynalite (the no-Java fallback) has no TransactWriteItems: link writes need the real engine.
const itWithTransactions = testEngine() === 'dynalite' ? it.skip : it;

type StepArgs = Parameters<DialogEngine['step']>[0];
/** What a test adds to the scripted engine's outcome for one step (a session change), after any waiting. */
type Script = (args: StepArgs) => Promise<Partial<TurnOutcome>> | Partial<TurnOutcome>;

let client: DynamoDBClient;
let requested: { count: number };
let store: ConversationStore;
let phoneCounter = 0;

beforeAll(async () => {
  let tableName: string;
  ({ client, tableName } = await createTestTable());
  requested = countRequests(client);
  store = createDynamoConversationStore({
    client,
    tableName,
    cipher: createTokenCipher(randomBytes(32)),
    idleTtlSeconds: 3600,
  });
});

afterAll(() => client.destroy());

beforeEach(() => {
  requested.count = 0;
});

/** A fresh SMS conversation per test, so its key holds a phone number the logs must not show. */
function newKey(): string {
  phoneCounter++;
  return smsKey('+15005550006', `+1212555${String(1000 + phoneCounter)}`);
}

function initialState(): DialogState {
  return { v: 1, flow: 'idle', history: [], misses: 0, signIn: { otpAttempts: 0 }, draft: {}, catalog: {} };
}

/**
 * The turn's collaborator, scripted: appends each input's text to `history` (so lost or doubled turns
 * show), answers `got <text>`, and records what it was given.
 */
function scriptedEngine(script: Script = () => ({})): { engine: DialogEngine; calls: StepArgs[] } {
  const calls: StepArgs[] = [];
  const engine: DialogEngine = {
    async step(args) {
      calls.push(structuredClone(args));
      const text = args.input.type === 'text' ? args.input.text : args.input.type;
      const extra = await script(args);
      const state = args.state ?? initialState();
      return {
        state: { ...state, history: [...state.history, text] },
        replies: [{ type: 'text', text: `got ${text}` }],
        ...extra,
      };
    },
  };
  return { engine, calls };
}

function deps(engine: DialogEngine, extra: Partial<TurnDeps> = {}): TurnDeps & { events: TurnEvent[] } {
  const events: TurnEvent[] = [];
  return { store, engine, log: (event) => events.push(event), ...extra, events };
}

const say = (text: string) => ({ type: 'text' as const, text });

async function storedHistory(key: string): Promise<unknown> {
  return ((await store.load(key)).state as DialogState).history;
}

describe('runTurn', () => {
  it('costs one load and one save per turn and carries the state from turn to turn', async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine();
    const turn = deps(engine);

    await expect(runTurn(turn, key, say('hello'))).resolves.toEqual([{ type: 'text', text: 'got hello' }]);
    expect(requested.count).toBe(2);
    requested.count = 0;
    await expect(runTurn(turn, key, say('again'))).resolves.toEqual([{ type: 'text', text: 'got again' }]);
    expect(requested.count).toBe(2);

    expect(calls.map((call) => call.state?.history)).toEqual([undefined, ['hello']]);
    expect(calls[0]).toMatchObject({
      conversationKey: key,
      expired: false,
      session: undefined,
      input: say('hello'),
    });
    const loaded = await store.load(key);
    expect(loaded.version).toBe(2);
    expect(loaded.state).toEqual({ ...initialState(), history: ['hello', 'again'] });
    expect(turn.events.map(({ outcome, attempt }) => ({ outcome, attempt }))).toEqual([
      { outcome: 'saved', attempt: 1 },
      { outcome: 'saved', attempt: 1 },
    ]);
  });

  it('logs the key redacted, never the phone number', async () => {
    const key = newKey();
    const turn = deps(scriptedEngine().engine);
    await runTurn(turn, key, say('hi'));
    const phone = key.split(':')[2] ?? '';
    expect(turn.events[0]?.key).toBe(redactKey(key));
    expect(JSON.stringify(turn.events)).not.toContain(phone);
    expect(turn.events[0]?.ms).toEqual(expect.any(Number));
  });

  itWithTransactions('stores a session from the engine as the link and hands it back decrypted', async () => {
    const key = newKey();
    const session = { serviceCustomerId: 1001, token: 'bearer-token-from-verify-otp' };
    const { engine, calls } = scriptedEngine(({ input }) => {
      if (input.type === 'text' && input.text === 'sign in') return { session };
      if (input.type === 'text' && input.text === 'sign out') return { session: null };
      return {};
    });
    const turn = deps(engine);

    const before = new Date().toISOString();
    await runTurn(turn, key, say('sign in'));
    expect(requested.count).toBe(2);
    const link = (await store.load(key)).link;
    expect(link).toMatchObject(session);
    const linkedAt = link?.linkedAt ?? '';
    expect(linkedAt >= before && linkedAt <= new Date().toISOString()).toBe(true);

    await runTurn(turn, key, say('order'));
    expect(calls[1]?.session).toEqual(session);

    requested.count = 0;
    await runTurn(turn, key, say('sign out'));
    expect(requested.count).toBe(2);
    expect((await store.load(key)).link).toBeUndefined();
    await runTurn(turn, key, say('hello?'));
    expect(calls[3]?.session).toBeUndefined();
    expect(await storedHistory(key)).toEqual(['sign in', 'order', 'sign out', 'hello?']);
  });

  it('starts afresh, without failing, when the stored state no longer parses', async () => {
    const key = newKey();
    await store.save(key, { state: { v: 0, step: 'from an older release' }, expectedVersion: 0 });
    const { engine, calls } = scriptedEngine();
    const turn = deps(engine);

    await expect(runTurn(turn, key, say('hi'))).resolves.toEqual([{ type: 'text', text: 'got hi' }]);

    expect(calls[0]?.state).toBeUndefined();
    expect(turn.events.map((event) => event.outcome)).toEqual(['state-reset', 'saved']);
    const loaded = await store.load(key);
    expect(loaded.version).toBe(2);
    expect(loaded.state).toEqual({ ...initialState(), history: ['hi'] });
  });

  it('runs the loser of a race again on fresh state, so neither input is lost', async () => {
    const key = newKey();
    await runTurn(deps(scriptedEngine().engine), key, say('first'));

    // Both turns load before either saves: exactly one save must lose.
    let open = () => {};
    const bothLoaded = new Promise<void>((resolve) => {
      open = resolve;
    });
    let steps = 0;
    const { engine, calls } = scriptedEngine(async () => {
      steps++;
      if (steps === 2) open();
      if (steps <= 2) await bothLoaded;
      return {};
    });
    const turn = deps(engine);

    const [a, b] = await Promise.all([runTurn(turn, key, say('a')), runTurn(turn, key, say('b'))]);

    expect(a).toEqual([{ type: 'text', text: 'got a' }]);
    expect(b).toEqual([{ type: 'text', text: 'got b' }]);
    expect(calls).toHaveLength(3);
    expect(turn.events.filter((event) => event.outcome === 'conflict')).toHaveLength(1);
    const history = await storedHistory(key);
    expect(history).toHaveLength(3);
    expect(history).toEqual(expect.arrayContaining(['first', 'a', 'b']));
    expect((await store.load(key)).version).toBe(3);
  });

  it('gives up with TurnConflictError after maxAttempts lost saves, storing nothing of the turn', async () => {
    const key = newKey();
    await runTurn(deps(scriptedEngine().engine), key, say('first'));
    // Another writer saves while every attempt of the turn is in the engine.
    const { engine, calls } = scriptedEngine(async () => {
      const current = await store.load(key);
      await store.save(key, { state: current.state, expectedVersion: current.version });
      return {};
    });
    const turn = deps(engine);

    const error = await runTurn(turn, key, say('lost')).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(TurnConflictError);
    expect(error).toMatchObject({ code: 'TURN_CONFLICT', attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(turn.events.map((event) => event.outcome)).toEqual(['conflict', 'conflict', 'conflict']);
    expect(await storedHistory(key)).toEqual(['first']);
  });

  it('honours a smaller maxAttempts', async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine(async () => {
      const current = await store.load(key);
      await store.save(key, { state: current.state ?? initialState(), expectedVersion: current.version });
      return {};
    });

    await expect(runTurn(deps(engine, { maxAttempts: 1 }), key, say('x'))).rejects.toBeInstanceOf(
      TurnConflictError,
    );
    expect(calls).toHaveLength(1);
  });

  it('lets an engine failure through without saving or retrying', async () => {
    const key = newKey();
    await runTurn(deps(scriptedEngine().engine), key, say('first'));
    const failure = new Error('laundry service down');
    const { engine, calls } = scriptedEngine(() => {
      throw failure;
    });
    requested.count = 0;

    await expect(runTurn(deps(engine), key, say('boom'))).rejects.toBe(failure);
    expect(calls).toHaveLength(1);
    expect(requested.count).toBe(1);
    expect((await store.load(key)).version).toBe(1);
  });
});
