/**
 * The languages the bot speaks, by their ISO 639-1 codes: a module of its own, with no catalogue in it,
 * so the configuration and the stored state can name a language without loading any words.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Ways one may take, as a list of alternatives in `language` ("a, b, or c"; "a, b o c").
 *
 * @example eitherOf(['restart', 'sign out'], 'en') // 'restart or sign out'
 */
export function eitherOf(ways: string[], language: Language): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(ways);
}

/** Whether `value` names a language the bot speaks. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
