import { randomBytes } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Conversation } from '../../../../lib/conversation/conversation';
import { TurnConflictError } from '../../../../lib/conversation/errors';
import { consoleKey, legacySmsKey, redactKey, slackStaffKey } from '../../../../lib/conversation/key';
import { oncePerTurn } from '../../../../lib/conversation/once-per-turn';
import { STAFF_PROMPT_PREFIX } from '../../../../lib/conversation/prompt-id';
import type { StoredState } from '../../../../lib/conversation/state';
import { conversationOfStoredKey } from '../../../../lib/conversation/stored-key';
import { RECENT_TURNS, runTurn, type TurnBot, type TurnEvent } from '../../../../lib/conversation/turn';
import type { DialogEngine, DialogOutcome, StepArgs } from '../../../../lib/dialog/engine';
import type { DialogState, Reply } from '../../../../lib/dialog/types';
import type { FlowDeps } from '../../../../lib/flows/deps';
import { currentDeadline } from '../../../../lib/laundry/deadline';
import {
  type ConversationStore,
  createDynamoConversationStore,
} from '../../../../lib/store/conversation-store';
import { createDynamoPhoneDirectory, type PhoneDirectory } from '../../../../lib/store/phone-directory';
import { phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import { createTokenCipher } from '../../../../lib/store/token-cipher';
import { aroundSends, countRequests, createTestTable, testEngine } from '../../../support/dynamodb';
import { createFakeWorld } from '../../../support/fake-ports';

// dynalite (the no-Java fallback) has no TransactWriteItems: link writes need the real engine.
const itWithTransactions = testEngine() === 'dynalite' ? it.skip : it;

/** What a test adds to the scripted engine's outcome for one step (a session change), after any waiting; `deps` are the turn's ports. */
type Script = (
  args: StepArgs,
  deps: FlowDeps | undefined,
) => Promise<Partial<DialogOutcome>> | Partial<DialogOutcome>;

let client: DynamoDBClient;
let tableName: string;
let requested: { count: number };
let commands: string[];
let store: ConversationStore;
let phones: PhoneDirectory;
let phoneCounter = 0;
let messageCounter = 0;

beforeAll(async () => {
  ({ client, tableName } = await createTestTable());
  requested = countRequests(client);
  commands = [];
  aroundSends(client, (command, next) => {
    commands.push(`${command.operation}Command`);
    return next();
  });
  const cipher = createTokenCipher(randomBytes(32));
  phones = createDynamoPhoneDirectory({ client, tableName, fingerprint: phoneFingerprint(cipher) });
  store = createDynamoConversationStore({
    client,
    tableName,
    cipher,
    idleTtlSeconds: 3600,
    transactions: testEngine() !== 'dynalite',
  });
});

afterAll(() => client.destroy());

beforeEach(() => {
  requested.count = 0;
  commands.length = 0;
});

/** A fresh conversation per test under a key holding a phone number (as older code's SMS keys did), which the logs must not show. */
function newKey(): string {
  phoneCounter++;
  return legacySmsKey('+15005550006', `+1212555${String(1000 + phoneCounter)}`);
}

/** A state of the current shape: the menu frame alone, its `history` holding the inputs seen so far. */
function initialState(history: string[] = []): DialogState {
  return { v: 2, stack: [{ flow: 'menu', data: {}, history }], misses: 0 };
}

const historyOf = (state: DialogState | undefined) => state?.stack[0]?.history;

/**
 * The turn's collaborator, scripted: appends each input's text to the menu frame's `history` (so lost
 * or doubled turns show), answers `got <text>`, and records what it was given.
 */
function scriptedEngine(script: Script = () => ({})): { engine: DialogEngine<FlowDeps>; calls: StepArgs[] } {
  const calls: StepArgs[] = [];
  const engine: DialogEngine<FlowDeps> = {
    // Loading is the real engine's: a stored state parsed, an older one migrated, over the app's flows.
    freshState: () => initialState(),
    load: (stored, customerId) => createFakeWorld().engine.load(stored, customerId),
    async step(args, deps) {
      // The channel's wording is a function: kept as given, the rest cloned.
      const { channel, ...rest } = args;
      calls.push({ ...structuredClone(rest), ...(channel ? { channel: { ...channel } } : {}) });
      const text = args.input.type === 'text' ? args.input.text : args.input.type;
      const extra = await script(args, deps);
      const state = args.state ?? initialState();
      return {
        state: {
          ...state,
          stack: [{ flow: 'menu', data: {}, history: [...(historyOf(state) ?? []), text] }],
        },
        replies: [{ type: 'text', text: `got ${text}` }],
        ...extra,
      };
    },
  };
  return { engine, calls };
}

/** A TurnBot around an engine and the fake world's ports, logging its events. */
function botFor(
  engine: DialogEngine<FlowDeps>,
  extra: Partial<TurnBot> = {},
): TurnBot & { events: TurnEvent[] } {
  const events: TurnEvent[] = [];
  const { deps } = createFakeWorld();
  return {
    store,
    phones,
    now: () => new Date(),
    engine,
    ports: { customer: deps, staff: deps },
    log: (event) => events.push(event),
    ...extra,
    events,
  };
}

/** The conversation a test's key names. */
function as(key: string): Conversation {
  const conversation = conversationOfStoredKey(key);
  if (!conversation) throw new Error(`no conversation for ${key}`);
  return conversation;
}

const say = (text: string) => ({ type: 'text' as const, text });
const got = (text: string): Reply[] => [{ type: 'text', text: `got ${text}` }];

/** One message with a fresh id. */
function turn(bot: TurnBot, key: string, text: string, messageId = `msg-${++messageCounter}`) {
  return runTurn(bot, { conversation: as(key), messageId, input: say(text) });
}

async function storedHistory(key: string): Promise<unknown> {
  return historyOf((await store.load(key)).state as DialogState);
}

describe('runTurn', () => {
  it('costs one Query and one conditional write per turn and carries the state from turn to turn', async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine();
    const bot = botFor(engine);

    await expect(turn(bot, key, 'hello', 'm-1')).resolves.toEqual(got('hello'));
    expect(requested.count).toBe(2);
    expect(commands).toEqual(['QueryCommand', 'UpdateItemCommand']);
    requested.count = 0;
    await expect(turn(bot, key, 'again', 'm-2')).resolves.toEqual(got('again'));
    expect(requested.count).toBe(2);

    expect(calls.map((call) => historyOf(call.state))).toEqual([undefined, ['hello']]);
    expect(calls[0]).toMatchObject({
      conversationKey: key,
      expired: false,
      session: undefined,
      input: say('hello'),
    });
    const loaded = await store.load(key);
    expect(loaded.version).toBe(2);
    // The turns' message ids and replies are saved with the state.
    expect(loaded.state).toEqual({
      ...initialState(['hello', 'again']),
      recent: [
        { messageId: 'm-1', replies: got('hello') },
        { messageId: 'm-2', replies: got('again') },
      ],
    });
    expect(bot.events.map(({ outcome, attempt }) => ({ outcome, attempt }))).toEqual([
      { outcome: 'saved', attempt: 1 },
      { outcome: 'saved', attempt: 1 },
    ]);
  });

  it('answers a redelivered message with its saved replies for one read, running nothing', async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine();
    const bot = botFor(engine);
    const first = await turn(bot, key, 'hello', 'twice');
    await turn(bot, key, 'next', 'after');
    requested.count = 0;
    commands.length = 0;

    // The same message id again (a channel's retry), even with other content: the first answer, unchanged.
    await expect(turn(bot, key, 'hello again', 'twice')).resolves.toEqual(first);

    expect(commands).toEqual(['QueryCommand']);
    expect(calls).toHaveLength(2);
    expect(bot.events.at(-1)?.outcome).toBe('redelivered');
    expect((await store.load(key)).version).toBe(2);
    expect(await storedHistory(key)).toEqual(['hello', 'next']);
  });

  it(`remembers the last ${RECENT_TURNS} message ids only`, async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine();
    const bot = botFor(engine);
    for (let i = 0; i <= RECENT_TURNS; i++) await turn(bot, key, `t${i}`, `id-${i}`);
    const state = (await store.load(key)).state as StoredState;
    expect(state.recent.map((r) => r.messageId)).toEqual(
      Array.from({ length: RECENT_TURNS }, (_, i) => `id-${i + 1}`),
    );

    await turn(bot, key, 't1 again', `id-1`);
    expect(calls).toHaveLength(RECENT_TURNS + 1);
    await turn(bot, key, 't0 again', 'id-0');
    expect(calls).toHaveLength(RECENT_TURNS + 2);
  });

  it('logs the key redacted, never the phone number', async () => {
    const key = newKey();
    const bot = botFor(scriptedEngine().engine);
    await turn(bot, key, 'hi');
    const phone = key.split(':')[2] ?? '';
    expect(bot.events[0]?.key).toBe(redactKey(key));
    expect(JSON.stringify(bot.events)).not.toContain(phone);
    expect(bot.events[0]?.ms).toEqual(expect.any(Number));
  });

  it("runs the engine under the turn's deadline, and without one when none is given", async () => {
    const key = newKey();
    const seen: (number | undefined)[] = [];
    const bot = botFor(
      scriptedEngine(() => {
        seen.push(currentDeadline());
        return {};
      }).engine,
    );
    const deadline = Date.now() + 5000;
    await runTurn(bot, { conversation: as(key), messageId: 'with', input: say('a'), deadline });
    await runTurn(bot, { conversation: as(key), messageId: 'without', input: say('b') });
    expect(seen).toEqual([deadline, undefined]);
  });

  itWithTransactions('stores a session from the engine as the link and hands it back decrypted', async () => {
    const key = newKey();
    const session = { serviceCustomerId: 1001, token: 'bearer-token-from-verify-otp' };
    const { engine, calls } = scriptedEngine(({ input }) => {
      if (input.type === 'text' && input.text === 'sign in') return { session };
      if (input.type === 'text' && input.text === 'sign out') return { session: null };
      return {};
    });
    const bot = botFor(engine);

    const before = new Date().toISOString();
    await turn(bot, key, 'sign in');
    expect(requested.count).toBe(2);
    expect(commands).toEqual(['QueryCommand', 'TransactWriteItemsCommand']);
    const link = (await store.load(key)).link;
    expect(link).toMatchObject(session);
    const linkedAt = link?.linkedAt ?? '';
    expect(linkedAt >= before && linkedAt <= new Date().toISOString()).toBe(true);

    await turn(bot, key, 'order');
    expect(calls[1]?.session).toEqual(session);

    requested.count = 0;
    await turn(bot, key, 'sign out');
    expect(requested.count).toBe(2);
    expect((await store.load(key)).link).toBeUndefined();
    await turn(bot, key, 'hello?');
    expect(calls[3]?.session).toBeUndefined();
    expect(await storedHistory(key)).toEqual(['sign in', 'order', 'sign out', 'hello?']);
  });

  itWithTransactions(
    'a sign-in encrypted under the previous key still works after rotation, and its next turn seals it under the new key',
    async () => {
      const key = newKey();
      const oldKey = randomBytes(32);
      const storeUnder = (cipher: ReturnType<typeof createTokenCipher>) =>
        createDynamoConversationStore({ client, tableName, cipher, idleTtlSeconds: 3600 });
      const session = { serviceCustomerId: 1001, token: 'bearer-token-from-verify-otp' };
      const { engine, calls } = scriptedEngine(({ input }) =>
        input.type === 'text' && input.text === 'sign in' ? { session } : {},
      );
      await turn(botFor(engine, { store: storeUnder(createTokenCipher(oldKey)) }), key, 'sign in');

      const rotated = storeUnder(createTokenCipher(randomBytes(32), [oldKey]));
      await turn(botFor(engine, { store: rotated }), key, 'order');
      expect(calls[1]?.session).toEqual(session);
      await expect(rotated.load(key)).resolves.toMatchObject({ link: session, linkOutdated: false });
      // Sealed anew: the old key alone no longer opens it.
      await expect(storeUnder(createTokenCipher(oldKey)).load(key)).resolves.toMatchObject({
        link: undefined,
      });
    },
  );

  itWithTransactions(
    'an SMS sign-in keeps the phone it came from sealed with the link, and offers the code there',
    async () => {
      const key = newKey();
      const session = { serviceCustomerId: 1001, token: 'bearer-token-from-verify-otp' };
      const { engine, calls } = scriptedEngine(() => ({ session }));
      await runTurn(botFor(engine), {
        conversation: as(key),
        phone: '+12125550101',
        messageId: 'sms-1',
        input: say('123456'),
      });
      expect(calls[0]?.sender).toBe('2125550101');
      await expect(store.loadLink(key)).resolves.toMatchObject({ ...session, phone: '+12125550101' });
    },
  );

  it('tells the dialog the channel facts the turn carries, not a key to read them from', async () => {
    const { engine, calls } = scriptedEngine();
    const words = {
      ...{ reachUs: 'wave', lookupExample: 'like #5001', help: 'help' },
      ...{ orderAsYourself: 'ask me', linkAgain: 'relink', relink: 'Relink it.' },
    };
    const key = consoleKey(`facts-${++phoneCounter}`);
    await runTurn(botFor(engine), {
      conversation: as(newKey()),
      phone: '+12125550101',
      messageId: 'texted',
      input: say('hi'),
    });
    const wording = () => words;
    await runTurn(botFor(engine), {
      conversation: as(key),
      messageId: 'typed',
      input: say('hi'),
      words: wording,
    });
    await runTurn(botFor(engine), {
      conversation: as(slackStaffKey('T1', 'U0STAFF')),
      messageId: 'staff',
      input: say('hi'),
    });
    expect(calls.map((call) => call.channel)).toEqual([
      { textsFromPhone: true },
      { textsFromPhone: false, wording },
      { textsFromPhone: false, promptPrefix: STAFF_PROMPT_PREFIX },
    ]);
  });

  it('starts afresh, without failing, when the stored state no longer parses', async () => {
    const key = newKey();
    await store.save(key, { state: { v: 0, step: 'from an older release' }, expectedVersion: 0 });
    const { engine, calls } = scriptedEngine();
    const bot = botFor(engine);

    await expect(turn(bot, key, 'hi', 'fresh')).resolves.toEqual(got('hi'));

    expect(calls[0]?.state).toBeUndefined();
    expect(bot.events.map((event) => event.outcome)).toEqual(['state-reset', 'saved']);
    const loaded = await store.load(key);
    expect(loaded.version).toBe(2);
    expect(loaded.state).toEqual({
      ...initialState(['hi']),
      recent: [{ messageId: 'fresh', replies: got('hi') }],
    });
  });

  it('hands the engine a state saved by the previous release migrated, not reset', async () => {
    const key = newKey();
    const v1 = {
      v: 1,
      flow: 'idle',
      history: [],
      misses: 0,
      signIn: { otpAttempts: 0 },
      draft: {},
      catalog: {},
    };
    await store.save(key, { state: v1, expectedVersion: 0 });
    const { engine, calls } = scriptedEngine();
    const bot = botFor(engine);

    await turn(bot, key, 'hi');

    expect(calls[0]?.state).toMatchObject({ v: 2, stack: [{ flow: 'menu' }] });
    expect(bot.events.map((event) => event.outcome)).toEqual(['saved']);
  });

  describe("the answered messages (`recent`), the turn's part of the stored state", () => {
    /** An item as the release that declared `recent` in the dialog's schema wrote it. */
    const previousRelease = (recent: unknown[]) => ({
      v: 2,
      stack: [{ flow: 'menu', data: {}, history: ['hello'] }],
      misses: 0,
      recent,
    });
    /** The dialog state schema of that release: `recent` was required. */
    const previousReleaseLoads = (stored: unknown) =>
      Array.isArray((stored as { recent?: unknown }).recent) &&
      createFakeWorld().engine.load(stored, undefined) !== undefined;

    it('an item of the previous release: a redelivered message gets its replies, the dialog is told them, and the item still loads there', async () => {
      const key = newKey();
      const answered = [{ messageId: 'old-1', replies: got('hello'), delivered: true }];
      await store.save(key, { state: previousRelease(answered), expectedVersion: 0 });
      const { engine, calls } = scriptedEngine();
      const bot = botFor(engine);

      await expect(turn(bot, key, 'hello again', 'old-1')).resolves.toEqual(got('hello'));
      expect(calls).toHaveLength(0);

      await turn(bot, key, 'next', 'new-1');
      expect(calls[0]?.earlierReplies).toEqual(got('hello'));
      expect(calls[0]?.state).not.toHaveProperty('recent');
      const stored = (await store.load(key)).state as StoredState;
      expect(stored.recent.map((r) => r.messageId)).toEqual(['old-1', 'new-1']);
      expect(previousReleaseLoads(stored)).toBe(true);
    });

    it('a v1 state: its list is dropped with its migration, and nothing is replayed from it', async () => {
      const key = newKey();
      const v1 = {
        v: 1,
        flow: 'idle',
        signIn: {},
        draft: {},
        catalog: {},
        recent: [{ messageId: 'v1-1', replies: [] }],
      };
      await store.save(key, { state: v1, expectedVersion: 0 });
      const { engine, calls } = scriptedEngine();

      await expect(turn(botFor(engine), key, 'hi', 'v1-1')).resolves.toEqual(got('hi'));
      expect(calls[0]?.earlierReplies).toEqual([]);
    });

    it("another customer's sign-in: the earlier replies are forgotten, as the dialog says", async () => {
      const key = newKey();
      const { engine } = scriptedEngine((args) =>
        args.input.type === 'text' && args.input.text === 'switch' ? { anotherCustomerBefore: true } : {},
      );
      const bot = botFor(engine);
      await turn(bot, key, 'first', 'a-1');
      await turn(bot, key, 'switch', 'a-2');
      const stored = (await store.load(key)).state as StoredState;
      expect(stored.recent.map((r) => r.messageId)).toEqual(['a-2']);
    });
  });

  it('runs the loser of a race again on fresh state, so neither input is lost', async () => {
    const key = newKey();
    await turn(botFor(scriptedEngine().engine), key, 'first');

    // Both turns load before either saves: exactly one save must lose.
    let open = () => {};
    const bothLoaded = new Promise<void>((resolve) => {
      open = resolve;
    });
    let steps = 0;
    const world = createFakeWorld();
    const codesSent = jest.spyOn(world.signInAttempts, 'recordSend');
    const { engine, calls } = scriptedEngine(async (args, deps) => {
      steps++;
      if (steps === 2) open();
      if (steps <= 2) await bothLoaded;
      // A side effect of the turn's own (one per input): made by each attempt that steps.
      await deps?.signInAttempts.recordSend(args.input.type === 'text' ? args.input.text : '');
      return {};
    });
    const bot = botFor(engine, { ports: { customer: world.deps, staff: world.deps } });

    const [a, b] = await Promise.all([turn(bot, key, 'a'), turn(bot, key, 'b')]);

    expect(a).toEqual(got('a'));
    expect(b).toEqual(got('b'));
    expect(calls).toHaveLength(3);
    // The re-run shares its turn's effects: a turn's side effects happen at most once.
    // Which turn reaches the engine first is the engine's race, so the order is not asserted.
    expect([...codesSent.mock.calls].sort()).toEqual([['a'], ['b']]);
    expect(bot.events.filter((event) => event.outcome === 'conflict')).toHaveLength(1);
    const history = await storedHistory(key);
    expect(history).toHaveLength(3);
    expect(history).toEqual(expect.arrayContaining(['first', 'a', 'b']));
    expect((await store.load(key)).version).toBe(3);
  });

  it('gives up with TurnConflictError after maxAttempts lost saves, storing nothing of the turn', async () => {
    const key = newKey();
    await turn(botFor(scriptedEngine().engine), key, 'first');
    // Another writer saves while every attempt of the turn is in the engine.
    const { engine, calls } = scriptedEngine(async () => {
      const current = await store.load(key);
      await store.save(key, { state: current.state, expectedVersion: current.version });
      return {};
    });
    const bot = botFor(engine);

    const error = await turn(bot, key, 'lost').catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(TurnConflictError);
    expect(error).toMatchObject({ code: 'TURN_CONFLICT', attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(bot.events.map((event) => event.outcome)).toEqual(['conflict', 'conflict', 'conflict']);
    expect(await storedHistory(key)).toEqual(['first']);
  });

  it('honours a smaller maxAttempts', async () => {
    const key = newKey();
    const { engine, calls } = scriptedEngine(async () => {
      const current = await store.load(key);
      await store.save(key, { state: current.state ?? initialState(), expectedVersion: current.version });
      return {};
    });

    await expect(turn(botFor(engine, { maxAttempts: 1 }), key, 'x')).rejects.toBeInstanceOf(
      TurnConflictError,
    );
    expect(calls).toHaveLength(1);
  });

  it('lets an engine failure through without saving or retrying', async () => {
    const key = newKey();
    await turn(botFor(scriptedEngine().engine), key, 'first');
    const failure = new Error('laundry service down');
    const { engine, calls } = scriptedEngine(() => {
      throw failure;
    });
    requested.count = 0;

    await expect(turn(botFor(engine), key, 'boom')).rejects.toBe(failure);
    expect(calls).toHaveLength(1);
    expect(requested.count).toBe(1);
    expect((await store.load(key)).version).toBe(1);
  });
});

describe('oncePerTurn', () => {
  it('makes each side effect once per effects map, reads every time', async () => {
    const made: string[] = [];
    const fake = (name: string) =>
      jest.fn(async (...args: unknown[]) => {
        made.push(`${name}:${JSON.stringify(args)}`);
        return name === 'createOrder' ? 5001 : undefined;
      });
    const laundry = {
      createCustomer: fake('createCustomer'),
      requestOtp: fake('requestOtp'),
      verifyOtp: fake('verifyOtp'),
      createOrder: fake('createOrder'),
      updateTransportation: fake('updateTransportation'),
      updatePreferences: fake('updatePreferences'),
      updateNotes: fake('updateNotes'),
      listAddresses: fake('listAddresses'),
    };
    const deps = {
      laundry,
      ledger: {
        claim: fake('claim'),
        settle: fake('settle'),
        amend: fake('amend'),
        markReminded: fake('markReminded'),
        listByCustomer: fake('listByCustomer'),
      },
      signInAttempts: {
        status: fake('status'),
        recordFailure: fake('recordFailure'),
        reset: fake('reset'),
        recordSend: fake('recordSend'),
        recordSignUp: fake('recordSignUp'),
      },
      businessId: 42,
      timeZone: 'America/New_York',
      defaultTurnAroundHours: 48,
    } as unknown as FlowDeps;

    const effects = new Map<string, Promise<unknown>>();
    const first = oncePerTurn(deps, effects);
    const rerun = oncePerTurn(deps, effects);
    await expect(first.laundry.createOrder('token', { bagCount: 1 } as never)).resolves.toBe(5001);
    await expect(rerun.laundry.createOrder('token', { bagCount: 1 } as never)).resolves.toBe(5001);
    await rerun.laundry.createOrder('token', { bagCount: 2 } as never);
    await first.laundry.listAddresses('token', 1001);
    await rerun.laundry.listAddresses('token', 1001);
    await oncePerTurn(deps, new Map()).laundry.createOrder('token', { bagCount: 1 } as never);

    const change = { delivery: null };
    await first.laundry.updateTransportation('token', 5001, change);
    await rerun.laundry.updateTransportation('token', 5001, change);
    await rerun.ledger.amend(1001, 'c1', {}, '2026-11-23T13:00:00.000Z');
    await first.ledger.amend(1001, 'c1', {}, '2026-11-23T13:00:00.000Z');
    await first.signInAttempts.recordSend('2125550101');
    await rerun.signInAttempts.recordSend('2125550101');

    expect(made.filter((m) => m.startsWith('createOrder'))).toHaveLength(3);
    expect(made.filter((m) => m.startsWith('listAddresses'))).toHaveLength(2);
    expect(made.filter((m) => m.startsWith('updateTransportation'))).toHaveLength(1);
    expect(made.filter((m) => m.startsWith('amend'))).toHaveLength(1);
    expect(made.filter((m) => m.startsWith('recordSend'))).toHaveLength(1);
  });
});
