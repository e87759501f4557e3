/**
 * The person's language as a turn decides it (invariants first-message-chooses-language and
 * stored-state-without-language-is-english, language-among-those-offered).
 */
import { localeDecides, turnLanguage } from '../../../../lib/conversation/language';
import { turnPartsOf, withTurnParts } from '../../../../lib/conversation/state';
import { STATE_VERSION } from '../../../../lib/dialog/types';

const text = (said: string) => ({ type: 'text' as const, text: said });
const fresh = {
  stored: undefined,
  underway: false,
  signIn: undefined,
  locale: undefined,
  offered: ['en', 'es'] as const,
};

describe('turnLanguage', () => {
  test('a conversation starting afresh with Spanish words is in Spanish', () => {
    expect(turnLanguage({ ...fresh, input: text('hola, quiero que recojan mi ropa mañana') })).toBe('es');
  });

  test('a conversation starting afresh with English words is in the language its sign-in kept, else English', () => {
    expect(turnLanguage({ ...fresh, input: text('hi') })).toBe('en');
    expect(turnLanguage({ ...fresh, signIn: 'es', input: text('hi') })).toBe('es');
    expect(turnLanguage({ ...fresh, input: { type: 'open', word: 'reminder', byBot: true } })).toBe('en');
  });

  test("the channel's locale counts only where nothing else says, and is asked only then", () => {
    expect(turnLanguage({ ...fresh, locale: 'es-LA', input: text('hi') })).toBe('es');
    expect(turnLanguage({ ...fresh, locale: 'es-MX', signIn: 'en', input: text('hi') })).toBe('en');
    expect(turnLanguage({ ...fresh, locale: 'es-US', underway: true, input: text('hi') })).toBe('en');
    expect(turnLanguage({ ...fresh, locale: 'en-US', input: text('hola') })).toBe('es');
    expect(localeDecides({ ...fresh, input: text('hi') })).toBe(true);
    expect(localeDecides({ ...fresh, signIn: 'en', input: text('hi') })).toBe(false);
    expect(localeDecides({ ...fresh, underway: true, input: text('hi') })).toBe(false);
    expect(localeDecides({ ...fresh, input: text('hola') })).toBe(false);
  });

  test('a conversation under way keeps its language whatever is said; without one it is English', () => {
    expect(turnLanguage({ ...fresh, underway: true, stored: 'es', input: text('hello') })).toBe('es');
    expect(turnLanguage({ ...fresh, underway: true, signIn: 'es', input: text('hola') })).toBe('en');
  });

  // Stranger's try: "hola otra vez" at the menu of an English conversation was answered in English.
  test("coming back in the other language's words is answered in it, as a first message; a bare greeting keeps it", () => {
    const english = { ...fresh, underway: true, stored: undefined };
    expect(turnLanguage({ ...english, input: text('hola otra vez') })).toBe('es');
    expect(turnLanguage({ ...english, input: text('hola de nuevo') })).toBe('es');
    expect(turnLanguage({ ...english, input: text('¿dónde me quedé?') })).toBe('es');
    expect(turnLanguage({ ...english, input: text('hola') })).toBe('en');
    expect(turnLanguage({ ...english, input: text('otra vez') })).toBe('en');
    expect(turnLanguage({ ...fresh, underway: true, stored: 'es', input: text('hi again') })).toBe('en');
    expect(turnLanguage({ ...fresh, underway: true, stored: 'es', input: text('hi') })).toBe('es');
    expect(turnLanguage({ ...fresh, offered: ['en'], underway: true, input: text('hola otra vez') })).toBe(
      'en',
    );
  });

  test("a language the business doesn't offer is never the turn's: its own first language is", () => {
    const englishOnly = { ...fresh, offered: ['en'] as const };
    const spanishFirst = text('hola, quiero que recojan mi ropa mañana');
    expect(turnLanguage({ ...englishOnly, input: spanishFirst })).toBe('en');
    expect(turnLanguage({ ...englishOnly, underway: true, stored: 'es', input: text('hola') })).toBe('en');
    expect(turnLanguage({ ...englishOnly, signIn: 'es', locale: 'es-LA', input: text('hi') })).toBe('en');
    expect(turnLanguage({ ...fresh, offered: ['es', 'en'], input: text('ok') })).toBe('es');
  });
});

describe('the stored state keeps the language', () => {
  const state = { v: STATE_VERSION, stack: [], misses: 0 } as unknown as Parameters<typeof withTurnParts>[0];
  const parts = { recent: [], kept: undefined, orders: [] };

  test('Spanish is written and read back; English is the absence of one, as items written before it', () => {
    const spanish = withTurnParts(state, { ...parts, language: 'es' });
    expect(turnPartsOf(JSON.parse(JSON.stringify(spanish))).language).toBe('es');
    const english = withTurnParts(state, { ...parts, language: 'en' });
    expect(english).not.toHaveProperty('language');
    expect(turnPartsOf(english).language).toBeUndefined();
  });

  test('a language the bot does not speak reads as none', () => {
    expect(turnPartsOf({ ...state, recent: [], language: 'fr' }).language).toBeUndefined();
  });
});
