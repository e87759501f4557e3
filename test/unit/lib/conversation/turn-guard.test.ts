/**
 * The turn's guard (lib/conversation/turn-guard.ts), a function of what was loaded: whether the turn
 * runs, decided once, with no I/O (invariants opted-out-runs-nothing, replay-returns-stored-replies,
 * handled-recorded-once, first-message-chooses-language, idle-sign-in-asks-again).
 */
import { guard } from '../../../../lib/conversation/turn-guard';
import type { Reply } from '../../../../lib/dialog/types';
import { AT, linkOf, loadedOf, storedState, turnContext } from '../../../support/turn-context';

const said = (text: string): Reply[] => [{ type: 'text', text }];

describe('guard', () => {
  it('stops an opted-out conversation with nothing to deliver, its state not even read', () => {
    const turn = turnContext();
    const load = jest.spyOn(turn.bot.engine, 'load');
    const guarded = guard(turn, loadedOf({ optedOut: true, state: { v: 0 }, version: 3 }));
    expect(guarded).toEqual({
      stop: { order: 'nothing-to-deliver', result: expect.objectContaining({ optedOut: true, replies: [] }) },
      stateReset: false,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('opens a new conversation afresh, with no answered messages', () => {
    const guarded = guard(turnContext(), loadedOf());
    expect(guarded).toMatchObject({
      stateReset: false,
      opened: { state: undefined, recent: [], session: undefined },
    });
  });

  it('drops a stored state that does not parse, and says so', () => {
    const turn = turnContext();
    const recent = [{ messageId: 'm-0', replies: said('before') }];
    const guarded = guard(turn, loadedOf({ state: { v: 0, step: 'gone', recent }, version: 2 }));
    expect(guarded).toMatchObject({ stateReset: true, opened: { state: undefined, recent: [] } });
  });

  it("starts afresh a state that used a channel's sign-in, without calling it a reset", () => {
    const turn = turnContext();
    const stored = { ...(storedState(turn) as object), account: 'slack:T1:channel:C1' };
    expect(guard(turn, loadedOf({ state: stored, version: 1 }))).toMatchObject({
      stateReset: false,
      opened: { state: undefined },
    });
  });

  it('stops "show the question again" with no conversation: nothing shown, nothing started', () => {
    const guarded = guard(turnContext({ input: { type: 'resume' } }), loadedOf());
    expect(guarded).toEqual({
      stop: {
        order: 'nothing-to-deliver',
        result: expect.objectContaining({ replies: [], redelivered: false }),
      },
      stateReset: false,
    });
  });

  it('answers a message delivered before with its stored replies, and nothing to deliver', () => {
    const turn = turnContext({ messageId: 'm-1' });
    const recent = [{ messageId: 'm-1', replies: said('first answer'), delivered: true as const }];
    const guarded = guard(turn, loadedOf({ state: storedState(turn, { recent }), version: 4 }));
    expect(guarded).toEqual({
      stop: {
        order: 'nothing-to-deliver',
        result: expect.objectContaining({ replies: said('first answer'), redelivered: true }),
      },
      stateReset: false,
    });
  });

  it("counts a message the previous release's Slack note lists as delivered", () => {
    const turn = turnContext({ messageId: 'm-1' });
    const recent = [{ messageId: 'm-1', replies: said('first answer') }];
    const loaded = loadedOf({
      state: storedState(turn, { recent }),
      version: 4,
      note: { delivered: ['m-1'] },
    });
    expect(guard(turn, loaded)).toMatchObject({ stop: { order: 'nothing-to-deliver' } });
  });

  it('sends again a message answered but not delivered, committing nothing new before it', () => {
    const turn = turnContext({ messageId: 'm-1' });
    const recent = [{ messageId: 'm-1', replies: said('first answer') }];
    const guarded = guard(
      turn,
      loadedOf({ state: storedState(turn, { recent, language: 'es' }), version: 4 }),
    );
    expect(guarded).toMatchObject({
      stop: {
        order: 'commit-then-deliver',
        result: { replies: said('first answer'), redelivered: true, language: 'es' },
        // Recorded sent on the state as loaded: its language kept with it.
        save: { expectedVersion: 4, written: true, state: { recent, language: 'es' } },
      },
    });
  });

  it("opens a conversation under way with its sign-in's session, idle once unused for too long", () => {
    const idleMs = 7 * 24 * 3600_000;
    const turn = turnContext({}, { signInIdleMs: idleMs });
    const state = storedState(turn);
    const fresh = linkOf({ lastUsedAt: new Date(AT.getTime() - idleMs + 60_000).toISOString() });
    const stale = linkOf({ lastUsedAt: new Date(AT.getTime() - idleMs - 60_000).toISOString() });
    expect(guard(turn, loadedOf({ state, version: 1, link: fresh }))).toMatchObject({
      opened: { session: { serviceCustomerId: 1001, token: 'token-1001' } },
    });
    expect(guard(turn, loadedOf({ state, version: 1, link: stale }))).toMatchObject({
      opened: { session: { serviceCustomerId: 1001, idle: true } },
    });
  });
});
