/**
 * The person's language, decided once per turn, before the dialog runs (it is told it:
 * ConversationFacts.language).
 *
 * @invariant stored-state-without-language-is-english A stored conversation state or customer link
 *   without a `language` (an item of a release before #28) is an English conversation: it loads as
 *   English and is written with its language from then on.
 * @invariant first-message-chooses-language A conversation starting afresh (no state, or an expired
 *   one) is in Spanish when its first message reads as Spanish (lib/words/detect.ts), else in the
 *   language its sign-in kept, else in the language its channel gives for the person, else in the
 *   business's own (its first offered: English by default).
 *   A conversation under way keeps its own until the person asks for the other ("english please",
 *   "en español": lib/recognize/language-request.ts), or comes back in the other's words, as a first
 *   message would ("hola otra vez", "¿dónde me quedé?", "hi again": lib/recognize/where-was-i.ts); a
 *   bare greeting ("hola", "hi") keeps it.
 * @invariant language-among-those-offered A turn is only ever in a language the business offers
 *   (LANGUAGES): one it doesn't offer (Spanish in an English-only business, a state kept before the
 *   business dropped it) is the business's own, its first.
 */
import type { DialogInput } from '../dialog/types';
import { greetsOnly } from '../recognize/greeting';
import { comingBack } from '../recognize/where-was-i';
import type { Language } from '../words';
import { looksSpanish } from '../words/detect';

/** What decides a turn's language, before its channel is asked. */
export interface LanguageGiven {
  /** The stored state's language; undefined with a state means English. */
  stored: Language | undefined;
  /** Whether the conversation is under way (a state was loaded and kept). */
  underway: boolean;
  /** The language the conversation's sign-in kept. */
  signIn: Language | undefined;
  input: DialogInput;
}

/**
 * Whether the person's locale, as their channel gives it, decides this turn's language: nothing before
 * it does (invariant first-message-chooses-language). The channel is asked then only.
 * @example localeDecides({ stored: undefined, underway: false, signIn: undefined, input: { type: 'text', text: 'hi' } }); // true
 */
export function localeDecides(given: LanguageGiven): boolean {
  return pointedLanguage(given) === undefined;
}

/**
 * The language of this turn (invariants stored-state-without-language-is-english, first-message-chooses-language).
 * @example turnLanguage({ ...given, locale: 'es-LA', offered: ['en', 'es'] }); // 'es' for a first "hi"
 */
export function turnLanguage(
  given: LanguageGiven & {
    /** The person's locale as their channel gave it (Slack's user locale, like `es-LA`), asked when `localeDecides`. */
    locale: string | undefined;
    /** The languages the business offers, its own first (LANGUAGES). */
    offered: readonly Language[];
  },
): Language {
  const [own = 'en'] = given.offered;
  const chosen = pointedLanguage(given) ?? localeLanguage(given.locale);
  return chosen && given.offered.includes(chosen) ? chosen : own;
}

/**
 * The language the conversation and the person's first words point to, whether or not the business
 * offers it; undefined when nothing does (a first "hi" with no sign-in): the locale decides then.
 */
function pointedLanguage(given: LanguageGiven): Language | undefined {
  if (given.underway) return cameBackIn(given.input) ?? given.stored ?? 'en';
  if (given.input.type === 'text' && looksSpanish(given.input.text)) return 'es';
  return given.signIn;
}

/**
 * The language a person coming back writes in ("hola otra vez", "where was I?"), as a first message
 * chooses one; none for a bare greeting ("hola" keeps the conversation's) or anything else.
 */
function cameBackIn(input: DialogInput): Language | undefined {
  if (input.type !== 'text' || !comingBack(input.text) || greetsOnly(input.text)) return undefined;
  return looksSpanish(input.text) ? 'es' : 'en';
}

/** A locale's language (`es-LA`: Spanish; any other: English); none without one. */
function localeLanguage(locale: string | undefined): Language | undefined {
  if (!locale) return undefined;
  return locale.toLowerCase().startsWith('es') ? 'es' : 'en';
}
