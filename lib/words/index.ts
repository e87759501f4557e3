/**
 * The words of the bot in the person's language: one catalogue per language (en.ts defines the keys,
 * es.ts has the same), formatted by `intl-messageformat` (ICU MessageFormat: plurals and selections).
 * Chosen over `messageformat` v4 (Unicode MessageFormat 2) for a smaller bundle's cold start and
 * because MF2 wraps every placeholder in bidi isolation marks by default (U+2068/U+2069: not GSM-7).
 *
 * @invariant catalogue-loaded-for-language-in-use A catalogue other than English is loaded only when a
 *   turn is in its language (a dynamic import), and a message is parsed on its first use only.
 *
 * @example const w = await words('es'); w.t('menu.hint', { help: 'ayuda' });
 */
import type { IntlMessageFormat } from 'intl-messageformat';
import { type Catalogue, en, type MessageKey } from './en';

export type { MessageKey } from './en';

import type { Language } from './language';

export { eitherOf, isLanguage, LANGUAGES, type Language } from './language';

/** A message's arguments: strings as they are; numbers only for plurals (formatted by the language). */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * What a flow declares it says outside a step (an entry point's label, a refusal): said as it is, or
 * in the person's language.
 */
export type Wording = string | ((words: Words) => string);

/** `text` in `words`' language. */
export function inWords(text: Wording, words: Words): string {
  return typeof text === 'string' ? text : text(words);
}

/** The bot's words in one language. */
export interface Words {
  readonly language: Language;
  /** The message `key`, with `values` in its placeholders. */
  t(key: MessageKey, values?: MessageValues): string;
  /** Whether `key`, made up at run time (`step.<flow>.<step>`), is a message of the catalogues. */
  has(key: string): key is MessageKey;
}

let library: typeof IntlMessageFormat | undefined;

/**
 * The formatter, loaded on the first message that has arguments: most of a turn's messages have none
 * and format to themselves, so a cold start whose first turn says only those never evaluates it
 * (`npm run bench -- cold`: the worker at 1.52x the bare Bolt app with it loaded up front, budget 1.5x).
 */
function formatter(): typeof IntlMessageFormat {
  if (library) return library;
  // A require, not an import: `t` is synchronous, and esbuild evaluates a required module on the call.
  const { IntlMessageFormat: loaded } = require('intl-messageformat') as typeof import('intl-messageformat');
  // The library resolves a message's locale with `Intl.NumberFormat.supportedLocalesOf`, which lists
  // every locale ICU has: 50–85 ms of a cold start, measured (the worker went from 1.25x to 1.95x the
  // bare Bolt app). Our languages are known and in Node's full ICU: taken as they are.
  loaded.resolveLocale = (locales) =>
    new Intl.Locale(Array.isArray(locales) ? (locales[0] ?? 'en') : locales);
  library = loaded;
  return loaded;
}

const loaded = new Map<Language, Words>();

/** The words of `language`, its catalogue loaded on first use (invariant catalogue-loaded-for-language-in-use). */
export async function words(language: Language): Promise<Words> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue: Catalogue = language === 'es' ? (await import('./es/index.js')).es : en;
  const made = wordsOf(language, catalogue);
  loaded.set(language, made);
  return made;
}

/** English words, ready without a load: what a turn uses before it knows the person's language. */
export const ENGLISH: Words = wordsOf('en', en);

function wordsOf(language: Language, catalogue: Catalogue): Words {
  const parsed = new Map<MessageKey, IntlMessageFormat>();
  return {
    language,
    has: (key): key is MessageKey => key in catalogue,
    t(key, values) {
      const text = catalogue[key];
      // No argument and no quoted brace: the message formats to itself (ICU reads a lone apostrophe as itself).
      if (!/[{}]|''/.test(text)) return text;
      let format = parsed.get(key);
      if (!format) {
        const Format = formatter();
        format = new Format(text, language);
        parsed.set(key, format);
      }
      return String(format.format(values));
    },
  };
}
