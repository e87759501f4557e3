/**
 * The turn's plan of its commit (lib/conversation/turn-commit.ts `planCommit`), a function of what the
 * turn loaded, read and stepped: the state and link written, what goes outside the state item first,
 * and the order of delivery and commit (invariant ordinary-turn-delivers-then-commits). No I/O.
 */
import type { SharedAccount } from '../../../../lib/conversation/shared-account';
import { planCommit, refusedPlan } from '../../../../lib/conversation/turn-commit';
import type {
  Opened,
  Settled,
  Stepped,
  TurnContext,
  TurnRead,
} from '../../../../lib/conversation/turn-context';
import { guard } from '../../../../lib/conversation/turn-guard';
import { plainTurnWording } from '../../../../lib/conversation/turn-types';
import type { DialogOutcome } from '../../../../lib/dialog/engine';
import type { Reply } from '../../../../lib/dialog/types';
import type { LoadedConversation } from '../../../../lib/store/conversation-store';
import { words } from '../../../../lib/words';
import { AT, linkOf, loadedOf, storedState, turnContext } from '../../../support/turn-context';

const said = (text: string): Reply[] => [{ type: 'text', text }];
const ORDER = { serviceCustomerId: 1001, confirmationId: 'c-1', orderId: 5001 };
const NOTHING_SETTLED: Settled = { settled: [], left: [] };

/** The conversation as the guard opens it. */
function opened(turn: TurnContext, loaded: LoadedConversation): Opened {
  const guarded = guard(turn, loaded);
  if (!('opened' in guarded)) throw new Error('the guard stopped the turn');
  return guarded.opened;
}

/** What the read stage gives a turn in English, with `account` for a channel member. */
async function readOf(open: Opened, account?: SharedAccount): Promise<TurnRead> {
  const en = await words('en');
  return { language: 'en', said: en, words: plainTurnWording(en), account, session: open.session };
}

/** A step that answered `answer`, with `outcome`'s changes and what its ports did. */
function stepped(
  open: Opened,
  outcome: Partial<DialogOutcome> = {},
  did: Partial<Stepped['did']> = {},
): Stepped {
  const state = open.state ?? turnContext().bot.engine.freshState(undefined);
  return {
    outcome: { state, replies: said('answer'), ...outcome },
    did: { unsettled: [], kept: undefined, sideEffects: false, ...did },
  };
}

describe('planCommit', () => {
  it('an ordinary turn is delivered first, then its state saved against the version loaded', async () => {
    const turn = turnContext();
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 3 }));
    const kept = [{ key: 'listServices:x', at: AT.getTime(), value: [] }];
    const plan = planCommit(turn, open, await readOf(open), NOTHING_SETTLED, stepped(open, {}, { kept }));
    expect(plan).toEqual({
      order: 'deliver-then-commit',
      result: expect.objectContaining({ replies: said('answer'), redelivered: false, notices: [] }),
      save: { state: expect.objectContaining({ recent: [], kept }), expectedVersion: 3 },
    });
  });

  it('a turn with a side effect is committed first', async () => {
    const turn = turnContext();
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 3 }));
    const plan = planCommit(
      turn,
      open,
      await readOf(open),
      NOTHING_SETTLED,
      stepped(open, {}, { sideEffects: true }),
    );
    expect(plan.order).toBe('commit-then-deliver');
  });

  it('a sign-in saves the new link with its phone and language, keeps no lists, and remembers the phone for staff', async () => {
    const turn = turnContext({ phone: '+12125550101' });
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 1 }));
    const session = { serviceCustomerId: 1001, token: 'new-token', phoneNumber: '2125550101' };
    const kept = [{ key: 'listServices:x', at: AT.getTime(), value: [] }];
    const outcome = { session, language: 'es' as const };
    const plan = planCommit(
      turn,
      open,
      await readOf(open),
      NOTHING_SETTLED,
      stepped(open, outcome, { kept, sideEffects: true }),
    );
    expect(plan).toMatchObject({
      order: 'commit-then-deliver',
      result: { language: 'es' },
      save: {
        link: {
          serviceCustomerId: 1001,
          token: 'new-token',
          linkedAt: AT.toISOString(),
          phone: '+12125550101',
          language: 'es',
        },
        remember: { phoneNumber: '2125550101', serviceCustomerId: 1001, key: turn.key },
        state: { language: 'es' },
      },
    });
    expect(plan).not.toHaveProperty('save.state.kept');
  });

  it('keeps the orders left to settle and those whose PLACED write failed, and queues a settle for the failed', async () => {
    const turn = turnContext();
    const left = { ...ORDER, confirmationId: 'c-0', orderId: 5000 };
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 2 }));
    const settled: Settled = { settled: [], left: [left] };
    const plan = planCommit(
      turn,
      open,
      await readOf(open),
      settled,
      stepped(open, {}, { unsettled: [ORDER], sideEffects: true }),
    );
    expect(plan).toMatchObject({
      order: 'commit-then-deliver',
      save: { state: { unsettled: [left, ORDER] }, before: { unsettled: [ORDER] } },
    });
  });

  it('a turn that settled orders kept from before is committed first', async () => {
    const turn = turnContext();
    const state = { ...(storedState(turn) as object), unsettled: [ORDER] };
    const open = opened(turn, loadedOf({ state, version: 2 }));
    const plan = planCommit(turn, open, await readOf(open), { settled: [ORDER], left: [] }, stepped(open));
    expect(plan.order).toBe('commit-then-deliver');
    expect(plan).not.toHaveProperty('save.state.unsettled');
  });

  it("a member's sign-in as the channel's customer refreshes the shared link, keeping its age and maker, and changes no link of its own", async () => {
    const turn = turnContext({
      conversation: { kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U0SAM' },
    });
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 1 }));
    const shared = linkOf({ linkedBy: 'U0DANA' });
    const account: SharedAccount = { key: 'slack:T1:channel:C1', link: shared, notice: [], ended: [] };
    const session = { serviceCustomerId: 1001, token: 'fresh-token' };
    const plan = planCommit(
      turn,
      open,
      await readOf(open, account),
      NOTHING_SETTLED,
      stepped(open, { session }),
    );
    expect(plan).toMatchObject({
      order: 'commit-then-deliver',
      save: {
        before: {
          sharedLink: {
            key: account.key,
            link: { token: 'fresh-token', linkedAt: shared.linkedAt, linkedBy: 'U0DANA' },
          },
        },
      },
    });
    expect(plan).not.toHaveProperty('save.link');
  });

  it("another customer's sign-in ends the old one's shares, and forgets the replies that showed its work", async () => {
    const turn = turnContext();
    const recent = [{ messageId: 'm-0', replies: said('your order') }];
    const open = opened(turn, loadedOf({ state: storedState(turn, { recent }), version: 5, link: linkOf() }));
    const outcome = {
      session: { serviceCustomerId: 2002, token: 't' },
      anotherCustomerBefore: true as const,
    };
    const plan = planCommit(
      turn,
      open,
      await readOf(open),
      NOTHING_SETTLED,
      stepped(open, outcome, { sideEffects: true }),
    );
    expect(plan).toMatchObject({
      save: {
        link: { serviceCustomerId: 2002 },
        state: { recent: [] },
        before: { endShares: { loaded: open.loaded } },
      },
    });
  });

  it("a member's first turn says first what account it orders on", async () => {
    const turn = turnContext({
      conversation: { kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U0SAM' },
    });
    const open = opened(turn, loadedOf());
    const account: SharedAccount = {
      key: 'slack:T1:channel:C1',
      link: linkOf(),
      notice: said('On the company account.'),
      ended: [],
    };
    const plan = planCommit(turn, open, await readOf(open, account), NOTHING_SETTLED, stepped(open));
    expect(plan.result.replies).toEqual([...said('On the company account.'), ...said('answer')]);
  });

  it("a sign-in used again after a day has its use stamped in the turn's own write", async () => {
    const turn = turnContext();
    const link = linkOf({ linkedAt: '2030-03-01T13:00:00.000Z' });
    const open = opened(turn, loadedOf({ state: storedState(turn), version: 1, link }));
    const plan = planCommit(turn, open, await readOf(open), NOTHING_SETTLED, stepped(open));
    expect(plan).toMatchObject({
      order: 'commit-then-deliver',
      save: { link: { ...link, lastUsedAt: AT.toISOString() } },
    });
  });
});

describe('refusedPlan', () => {
  it('a member with no company account to order on is told so, in a state saved before delivery', async () => {
    const turn = turnContext({
      conversation: { kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U0SAM' },
    });
    const open = opened(turn, loadedOf({ version: 0 }));
    const plan = refusedPlan(turn, open, await readOf(open), said('No company account here.'));
    expect(plan).toMatchObject({
      order: 'commit-then-deliver',
      result: { replies: said('No company account here.') },
      save: { expectedVersion: 0, state: { recent: [] } },
    });
  });

  it('keeps the language it was told in, for the next turn of the conversation it starts', async () => {
    const turn = turnContext({
      conversation: { kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U0SAM' },
    });
    const open = opened(turn, loadedOf({ version: 0 }));
    const read = { ...(await readOf(open)), language: 'es' as const };
    const plan = refusedPlan(turn, open, read, said('No hay cuenta de empresa aquí.'));
    expect(plan).toMatchObject({ result: { language: 'es' }, save: { state: { language: 'es' } } });
  });
});
