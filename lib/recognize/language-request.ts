/**
 * A message that is wholly a request to be written to in English or in Spanish ("english please", "in
 * English", "en inglés", "inglés por favor", "spanish please", "¿habla español?"), in either language.
 *
 * @invariant language-request-whole A message switches the language only when each of its words is a
 *   request's and it names one language: "the English muffin place", "receipt in English for my boss",
 *   "english or spanish" name more than a language and are read where they were typed. Where any
 *   text is an answer (a note, a name), only the language with "in"/"en" and politeness is a request
 *   ("english please", "en español"): "habla español" there may be a note about who answers the door.
 */
import type { Language } from '../words/language';
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Each language, as either language names it (accents dropped by `tokenize`). */
const NAMES: Record<Language, string[][]> = {
  en: phrases('english', 'ingles'),
  es: phrases('spanish', 'espanol', 'castellano'),
};

/** Around the name anywhere: "in", "en", "ok", and politeness. */
const PLAIN = [...POLITE, ...phrases('in', 'en', 'ok', 'okay', 'yes', 'si')];

/** Around it where the question has options to pick from: how a person asks to be written to in it. */
const ASKING = phrases(
  'i',
  'we',
  'you',
  'me',
  'do',
  'can',
  'could',
  'want',
  'would like',
  'id like',
  'prefer',
  'speak',
  'talk',
  'write',
  'text',
  'reply',
  'switch',
  'change',
  'to',
  'the',
  'language',
  'lets',
  'let us',
  'habla',
  'hablas',
  'hable',
  'hableme',
  'hablame',
  'hablemos',
  'hablar',
  'escriba',
  'escribame',
  'escribeme',
  'escribir',
  'puede',
  'puedes',
  'podemos',
  'podria',
  'quiero',
  'quisiera',
  'prefiero',
  'mejor',
  'cambiar',
  'cambie',
  'cambiemos',
  'a',
  'al',
  'el',
  'idioma',
);

/**
 * The language the whole message asks to be written in, or undefined (invariant language-request-whole).
 * `freeText`: the question takes any text as its answer, so only the plain request is one.
 *
 * @example readLanguageRequest('English please') // 'en'
 * @example readLanguageRequest('¿Habla español?') // 'es'
 * @example readLanguageRequest('habla español', { freeText: true }) // undefined
 * @example readLanguageRequest('the English muffin place') // undefined
 */
export function readLanguageRequest(
  text: string,
  options: { freeText?: boolean } = {},
): Language | undefined {
  const words = tokenize(text);
  const around = options.freeText ? PLAIN : [...PLAIN, ...ASKING];
  const asked = (Object.keys(NAMES) as Language[]).filter((language) =>
    coveredBy(words, NAMES[language], around),
  );
  return asked.length === 1 ? asked[0] : undefined;
}
