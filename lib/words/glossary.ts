/**
 * The glossary: the service's words (its services and their descriptions, modifiers, preferences and
 * their options, products and their categories, always written in English) in the customer's
 * language, and every way either language says them, for reading replies. A default laundry
 * vocabulary (laundry-glossary.ts), to which a business adds its own entries or replaces some
 * (GLOSSARY, docs/languages.md "The glossary").
 *
 * It lives in lib/words, beside the catalogues: like them it decides what a person reads in their
 * language, and it knows no flow, order or service shape (it takes and gives plain strings), so the
 * configuration, the order domain and the flows can all use it. Unlike the catalogues its keys are
 * the service's own words, not the bot's message keys.
 *
 * @invariant glossary-whole-names-shown A service's text is shown in Spanish only when the glossary
 *   has the whole of it (a name, or a whole description); a text it lacks is shown as the service
 *   wrote it, never translated word by word. In English every text is shown as the service wrote it.
 * @invariant glossary-names-read-either-language The ways to say a name, for the recognizer, are the
 *   name itself, its entry's every phrase in both languages, and the name with each of its words (or
 *   word groups) the glossary knows said in any of their ways in either language ("limpieza en seco
 *   de traje"): a name the glossary lacks is still read by its own words and by the ones the glossary knows.
 * @invariant glossary-things-name-their-service The things a service takes (LAUNDRY_TAKES: "towels",
 *   "almohadas", "un traje") are among the ways to say it as an option (`option`), in either language:
 *   "the towels" picks Wash & Fold. A thing two services take names both, asked back.
 * @invariant glossary-business-entry-replaces-default A business's entry replaces every default entry
 *   naming one of its English phrases; its other entries are added.
 */
import { LANGUAGES, type Language } from './language';
import { LAUNDRY_GLOSSARY, LAUNDRY_TAKES } from './laundry-glossary';

/** One thing in both languages: the first phrase of each is the one shown, the others are understood too. */
export interface GlossaryEntry {
  readonly en: readonly [string, ...string[]];
  readonly es: readonly [string, ...string[]];
}

/** The service's words in the customer's language, and understood in either. */
export interface Glossary {
  /**
   * A text of the service (a name, or a whole description) as a person reads it in `language`.
   * @example glossary.shown('Wash & Fold', 'es') // 'Lavado y doblado'
   * @example glossary.shown('Wash & Fold', 'en') // 'Wash & Fold'
   */
  shown(text: string, language: Language): string;
  /**
   * An option naming one of the service's names, in a list the person picks from: its label (in
   * Spanish, the service's own name beside the glossary's, so either is recognized) and its synonyms.
   * @example glossary.option('Light starch', 'es') // { label: 'Almidón ligero (Light starch)', synonyms: ['light starch', 'almidon ligero', …] }
   */
  option(name: string, language: Language): { label: string; synonyms: string[] };
  /**
   * Every way to say `name` in either language, as the recognizer's synonyms (invariant glossary-names-read-either-language).
   * @example glossary.synonyms('Dry Clean – Shirt') // ['dry clean shirt', 'shirt dry cleaning', 'tintoreria camisa', …]
   */
  synonyms(name: string): string[];
}

/**
 * A text's words, folded as the recognizer folds a reply (lib/recognize/normalize.ts; lib/words may
 * not import it, lib/recognize depends on lib/words through the time formats): lower case, no accents,
 * `&` as "and", no apostrophes, other punctuation as spacing. The synonyms made of them are folded
 * again by the recognizer, so only the glossary's own lookups rely on this.
 */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const keyOf = (text: string) => wordsOf(text).join(' ');

/** How many ways of saying one name `synonyms` gives at most, its word groups said every way. */
const MAX_WAYS = 64;

/** The same word, or its plural ("camisa" ~ "camisas", "pantalón" ~ "pantalones"). */
const sameWord = (a: string, b: string) =>
  a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/**
 * The glossary of a business: the default laundry vocabulary with `own` entries added, each replacing
 * the default ones it names (invariant glossary-business-entry-replaces-default).
 * @example const glossary = businessGlossary(config.glossary);
 */
export function businessGlossary(own: readonly GlossaryEntry[] = []): Glossary {
  // Read on first use, as `thingsTaken`: a turn that names no service (a first "hi") reads none of it,
  // and folding every phrase costs some 3 ms of a worker's first reply (docs/benchmark.md).
  let index: GlossaryIndex | undefined;
  const indexed = () => {
    index ??= indexOf(own);
    return index;
  };
  const startsAt = (said: string[], at: number, words: string[]) =>
    words.every((word, k) => said[at + k] !== undefined && sameWord(said[at + k] as string, word));

  /** `said` with every word group the glossary knows in `language`'s first phrase (the others kept). */
  function translated(said: string[], language: Language): string[] {
    const out: string[] = [];
    for (let at = 0; at < said.length; ) {
      const term = indexed().terms.find((t) => startsAt(said, at, t.words));
      out.push(...(term ? wordsOf(term.entry[language][0]) : [said[at] as string]));
      at += term ? term.words.length : 1;
    }
    return out;
  }

  /**
   * `said` with its word groups said in any of their ways, in either language ("limpieza en seco de
   * traje" for "Dry Clean – Suit"), at most MAX_WAYS of them.
   */
  function everyWay(said: string[]): string[] {
    let ways: string[][] = [[]];
    for (let at = 0; at < said.length; ) {
      // The name's own entry gives its whole ways already: here its parts.
      const term = indexed().terms.find((t) => t.words.length < said.length && startsAt(said, at, t.words));
      const options = term ? [...term.entry.en, ...term.entry.es].map(wordsOf) : [[said[at] as string]];
      ways = ways.flatMap((way) => options.map((words) => [...way, ...words])).slice(0, MAX_WAYS);
      at += term ? term.words.length : 1;
    }
    return ways.map((way) => way.join(' '));
  }

  const glossary: Glossary = {
    shown(text, language) {
      if (language === 'en') return text;
      return indexed().byName.get(keyOf(text))?.[language][0] ?? text;
    },
    option(name, language) {
      const shown = glossary.shown(name, language);
      const label = keyOf(shown) === keyOf(name) ? name : `${shown} (${name})`;
      // (invariant glossary-things-name-their-service) "the towels" is Wash & Fold.
      const things = thingsTaken().get(keyOf(name)) ?? [];
      return { label, synonyms: [...new Set([...glossary.synonyms(name), ...things])] };
    },
    synonyms(name) {
      const { terms } = indexed();
      const said = wordsOf(name);
      const found = new Set<string>([said.join(' ')]);
      const whole = terms.find((t) => t.words.length === said.length && startsAt(said, 0, t.words));
      for (const phrase of whole ? [...whole.entry.en, ...whole.entry.es] : []) found.add(keyOf(phrase));
      // Each word group the glossary knows, said in either language's first phrase, the rest as written.
      for (let at = 0; at < said.length; at += 1)
        for (const term of terms.filter((t) => startsAt(said, at, t.words)))
          for (const language of LANGUAGES)
            found.add(
              [
                ...said.slice(0, at),
                ...wordsOf(term.entry[language][0]),
                ...said.slice(at + term.words.length),
              ].join(' '),
            );
      for (const language of LANGUAGES) found.add(translated(said, language).join(' '));
      for (const way of everyWay(said)) found.add(way);
      found.delete('');
      return [...found];
    },
  };
  return glossary;
}

/** A glossary's entries by English name, and every phrase as its words, longest first. */
interface GlossaryIndex {
  byName: Map<string, GlossaryEntry>;
  terms: Array<{ words: string[]; entry: GlossaryEntry }>;
}

/** The default entries with `own` added, each replacing the default ones it names (invariant glossary-business-entry-replaces-default). */
function indexOf(own: readonly GlossaryEntry[]): GlossaryIndex {
  const replaced = new Set(own.flatMap((entry) => entry.en.map(keyOf)));
  const defaults = readEntries(LAUNDRY_GLOSSARY);
  if ('problem' in defaults) throw new Error(`the default glossary: ${defaults.problem}`);
  const entries = [
    ...own,
    ...defaults.entries.filter((entry) => !entry.en.some((phrase) => replaced.has(keyOf(phrase)))),
  ];
  const byName = new Map<string, GlossaryEntry>();
  for (const entry of entries)
    for (const phrase of entry.en) if (!byName.has(keyOf(phrase))) byName.set(keyOf(phrase), entry);
  // Every phrase of every entry, longest first (a word group, "dry clean", before its words), the
  // business's own first among those as long.
  const terms = entries
    .flatMap((entry) => [...entry.en, ...entry.es].map((phrase) => ({ words: wordsOf(phrase), entry })))
    .filter((term) => term.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  return { byName, terms };
}

let taken: Map<string, string[]> | undefined;

/**
 * (invariant glossary-things-name-their-service) The things each service takes (LAUNDRY_TAKES), by
 * its name's key, in both languages: read on first use.
 */
function thingsTaken(): Map<string, string[]> {
  if (taken) return taken;
  taken = new Map();
  for (const line of LAUNDRY_TAKES.split('\n').map((l) => l.trim())) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    // Either side may be empty ("= terno | flux": a word only Spanish has); both are read alike.
    const things = line
      .slice(at + 1)
      .split(/[=|]/)
      .map(keyOf)
      .filter(Boolean);
    taken.set(keyOf(line.slice(0, at)), things);
  }
  return taken;
}

/**
 * Entries as a business writes them (GLOSSARY, and the default in laundry-glossary.ts): one a line
 * or separated by ";", "English = Spanish", each side's ways of saying it separated by "|", the first
 * of each the one shown. Blank lines and lines starting with "#" are no entries.
 * @example readEntries('Wash & Press = Lavado y planchado; Eco-friendly | eco friendly = Ecológico')
 */
export function readEntries(text: string): { entries: GlossaryEntry[] } | { problem: string } {
  const entries: GlossaryEntry[] = [];
  for (const line of text.split(/[;\n]/).map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const sides = line.split('=');
    const [en, es] = sides.map((side) => side.split('|').map((phrase) => phrase.trim()));
    if (sides.length !== 2 || !en || !es || [...en, ...es].some((phrase) => keyOf(phrase) === ''))
      return { problem: `"${line}" is not "English = Spanish" (ways of saying either separated by "|")` };
    entries.push({ en: en as [string, ...string[]], es: es as [string, ...string[]] });
  }
  return { entries };
}
