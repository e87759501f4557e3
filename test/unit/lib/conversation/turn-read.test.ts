/**
 * The turn's read stage (lib/conversation/turn-read.ts): whether the channel is asked the person's
 * locale (invariant first-message-chooses-language), and the language, words and session read with the
 * locale handed in as a value. A conversation with no shared account reads no store.
 */
import type { Opened } from '../../../../lib/conversation/turn-context';
import { guard } from '../../../../lib/conversation/turn-guard';
import { asksLocale, readTurn } from '../../../../lib/conversation/turn-read';
import type { TurnRequest } from '../../../../lib/conversation/turn-types';
import type { LoadedConversation } from '../../../../lib/store/conversation-store';
import { linkOf, loadedOf, storedState, turnContext } from '../../../support/turn-context';

function opened(
  request: Partial<TurnRequest>,
  loaded: (turn: ReturnType<typeof turnContext>) => LoadedConversation,
) {
  const turn = turnContext(request);
  const guarded = guard(turn, loaded(turn));
  if (!('opened' in guarded)) throw new Error('the guard stopped the turn');
  return { turn, open: guarded.opened as Opened };
}

const text = (said: string) => ({ input: { type: 'text' as const, text: said } });

describe('asksLocale', () => {
  it('asks the channel only for a conversation starting afresh that its first words and sign-in leave open', () => {
    const asks = (
      request: Partial<TurnRequest>,
      loaded: (turn: ReturnType<typeof turnContext>) => LoadedConversation,
    ) => {
      const { turn, open } = opened(request, loaded);
      return asksLocale(turn, open);
    };
    expect(asks(text('hi'), () => loadedOf())).toBe(true);
    expect(asks(text('hola, quiero que recojan mi ropa'), () => loadedOf())).toBe(false);
    expect(asks(text('hi'), () => loadedOf({ link: linkOf({ language: 'es' }) }))).toBe(false);
    expect(asks(text('hi'), (turn) => loadedOf({ state: storedState(turn), version: 1 }))).toBe(false);
  });
});

describe('readTurn', () => {
  it("reads the language from the locale handed in, and the turn's words in it", async () => {
    const { turn, open } = opened(text('hi'), () => loadedOf());
    const reading = await readTurn(turn, open, 'es-LA');
    expect(reading).toMatchObject({ read: { language: 'es', account: undefined, session: undefined } });
    if (!('read' in reading)) throw new Error('stopped');
    expect(reading.read.said.t('channel.orderAsYourself')).toBe(reading.read.words.orderAsYourself);
  });

  it('keeps a conversation under way in its own language, whatever the locale', async () => {
    const { turn, open } = opened(text('hi'), (t) =>
      loadedOf({ state: storedState(t, { language: 'es' }), version: 2 }),
    );
    await expect(readTurn(turn, open, 'en-US')).resolves.toMatchObject({ read: { language: 'es' } });
  });

  it("acts with the conversation's own sign-in, and with none for staff", async () => {
    const own = opened(text('hi'), () => loadedOf({ link: linkOf() }));
    await expect(readTurn(own.turn, own.open, undefined)).resolves.toMatchObject({
      read: { session: { serviceCustomerId: 1001, token: 'token-1001' } },
    });
    const staff = opened(
      { ...text('hi'), conversation: { kind: 'slack-staff', teamId: 'T1', userId: 'U0STAFF' } },
      () => loadedOf({ link: linkOf() }),
    );
    await expect(readTurn(staff.turn, staff.open, undefined)).resolves.toMatchObject({
      read: { session: undefined },
    });
  });
});
