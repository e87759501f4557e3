/** Whether two words are the same word allowing plurals, regional variants, one-letter typos, shared stems and shortenings. */

import { LAUNDRY_GLOSSARY } from '../words/laundry-glossary';
import { withinOneEdit } from './edit-distance';
import { isOccasion } from './for-whom';
import { isModifier, isNeutral } from './neutral-words';
import { tokenize } from './normalize';

/**
 * Regional words for the same thing, as the catalogues' word: "recolección" is Mexico's "recogida"
 * (a pickup), "orden" is "pedido" (an order); an address's words and their short forms ("apartment",
 * "apartamento": "Apt").
 */
const VARIANTS: Record<string, string> = {
  recoleccion: 'recogida',
  recolecciones: 'recogidas',
  recolecta: 'recogida',
  orden: 'pedido',
  ordenes: 'pedidos',
  envio: 'entrega',
  envios: 'entregas',
  chofer: 'repartidor',
  // An address's words as written short on its label ("Apt 4B", "Floor 3", "W 21st St"), in both languages.
  apartment: 'apt',
  apartamento: 'apt',
  apto: 'apt',
  depto: 'apt',
  departamento: 'apt',
  floor: 'fl',
  piso: 'fl',
  street: 'st',
  avenue: 'ave',
  avenida: 'ave',
  av: 'ave',
};

function variantOf(word: string): string {
  return Object.hasOwn(VARIANTS, word) ? (VARIANTS[word] as string) : word;
}

/** How two words matched: `exact` (also singular/plural), `fuzzy` (a typo or a shared stem). */
export type WordMatch = 'exact' | 'fuzzy';

/**
 * Compares two lower-case words. Exact, or one is the other plus "s"/"es": `exact`. Words of five
 * letters or more one edit apart (Damerau–Levenshtein: a letter changed, added, dropped, or two
 * neighbours swapped) once spelt as Spanish sounds them (`soundOf`), sharing their first five letters, or one the first four letters or more of
 * the other, at most half of it ("hypo", "hypoallergenic"): `fuzzy`. Words with digits match only
 * exactly.
 *
 * @example matchWord('cleening', 'cleaning') // 'fuzzy'
 */
export function matchWord(given: string, other: string): WordMatch | undefined {
  const a = variantOf(given);
  const b = variantOf(other);
  if (a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`) return 'exact';
  if (/\d/.test(a) || /\d/.test(b)) return undefined;
  if (isDiminutiveOf(a, b) || isDiminutiveOf(b, a)) return 'fuzzy';
  if (namesAnother(a, b) || isOccasion(a) || isOccasion(b)) return undefined;
  if (otherPersonOf(a, b) || otherPersonOf(b, a)) return undefined;
  if (a.length >= 5 && b.length >= 5 && withinOneEdit(soundOf(a), soundOf(b))) return 'fuzzy';
  if (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)) return 'fuzzy';
  if (isShortFor(a, b) || isShortFor(b, a)) return 'fuzzy';
  return undefined;
}

/** Each one-word way of saying something in the laundry glossary, with the lines (entries) that say it; built on first use. */
let glossaryWords: Map<string, Set<number>> | undefined;

function entriesOf(word: string): Set<number> | undefined {
  if (!glossaryWords) {
    const words = new Map<string, Set<number>>();
    LAUNDRY_GLOSSARY.split('\n').forEach((line, entry) => {
      if (line.startsWith('#')) return;
      for (const way of line.split(/[=|]/)) {
        const [only, ...more] = tokenize(way.trim()).filter((t) => t !== ',');
        if (only !== undefined && more.length === 0)
          words.set(only, (words.get(only) ?? new Set()).add(entry));
      }
    });
    glossaryWords = words;
  }
  return glossaryWords.get(word);
}

/**
 * @invariant occasion-never-a-typo What a thing is worn to ("a dress for my cousin's wedding", "el traje
 *   pa la boda": for-whom.ts `isOccasion`) is a word of its own, never a typo of a laundry word:
 *   "wedding" is no "bedding".
 */
/**
 * @invariant glossary-words-never-typos-of-each-other Two words the laundry glossary knows as ways of
 *   saying different things ("press" and "dress", "shirt" and "skirt") are never a typo, stem or
 *   shortening of each other: each is said as meant. Ways of the same entry ("planchado", "planchada")
 *   still match, and a word the glossary lacks ("suite") may still be a typo of one it has.
 */
function namesAnother(a: string, b: string): boolean {
  const ofA = entriesOf(a);
  const ofB = entriesOf(b);
  return ofA !== undefined && ofB !== undefined && ![...ofA].some((entry) => ofB.has(entry));
}

/**
 * @invariant verb-persons-never-one-word A Spanish verb said by the person ("recojo", "traigo",
 *   "entrego": its stem and "-o") and the same verb said of others ("recojan", "traigan", "entreguen":
 *   its stem and "-an"/"-en", as "que lo recojan" asks the laundry to do it) are never a typo or shared
 *   stem of each other: who does it is the whole difference ("La recojo yo" is the person collecting,
 *   "que lo recojan" the laundry's pickup).
 */
function otherPersonOf(own: string, others: string): boolean {
  if (!own.endsWith('o') || own.length < 5) return false;
  const stem = own.slice(0, -1);
  // The stem as spelt before "e": "entrego" / "entreguen", "busco" / "busquen".
  const beforeE = stem.replace(/g$/, 'gu').replace(/c$/, 'qu');
  return others === `${stem}an` || others === `${stem}en` || others === `${beforeE}en`;
}

/**
 * @invariant diminutive-is-its-word A Spanish diminutive is the word it makes small: "rayita" is
 *   "raya", "camisitas" "camisas", "trajecito" "traje", "viernesito" "viernes", "vecita" "vez" (a fuzzy
 *   match, as a typo is).
 */
export function isDiminutiveOf(small: string, word: string): boolean {
  // Words of their own that only look small: "visita" (a visit) is no little Visa.
  if (/^visit/.test(small)) return false;
  // A word ending in z is made small with c: "vez" → "vecita" ("veces" → "vecitas"), "lápiz" → "lapicito".
  const z = /^([a-z]{2,})cit[oa](s?)$/.exec(small);
  if (z && [`${z[1]}z`, `${z[1]}ces`].includes(word)) return true;
  const m = /^([a-z]{3,}?)(c?)it([oa])(s?)$/.exec(small);
  if (!m) return false;
  const [, stem = '', c, vowel = '', plural = ''] = m;
  const bases = c
    ? [`${stem}${plural}`, `${stem}e${plural}`]
    : [`${stem}${vowel}${plural}`, `${stem}${plural}`];
  return bases.some((base) => base === word || `${base}s` === word || base === `${word}s`);
}

/**
 * A word as Spanish sounds it, the letters that sound alike made one: "suabisante" is "suavizante",
 * "alerjia" "alergia" (b/v, s/z/soft c, j/soft g, y/ll), so a word spelt by ear is one typo at most.
 */
export function soundOf(word: string): string {
  return word
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/c(?=[ei])/g, 's')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/ll/g, 'y');
}

/**
 * A long word's first letters, as a person shortens it: "hypo" for "hypoallergenic", "temp" for
 * "temperature". A word of its own that changes or surrounds a meaning ("every" of "everything") is
 * never a shortening.
 */
function isShortFor(short: string, long: string): boolean {
  return (
    short.length >= 4 &&
    long.length >= 2 * short.length &&
    long.startsWith(short) &&
    !isNeutral(short) &&
    !isModifier(short)
  );
}

/** How many of `wanted` words are found in `words` by `matchWord`, typos counted; undefined if one is missing. */
export function typosIfCovered(words: readonly string[], wanted: readonly string[]): number | undefined {
  let typos = 0;
  for (const w of wanted) {
    const matches = words.map((word) => matchWord(w, word));
    if (matches.includes('exact')) continue;
    if (!matches.includes('fuzzy')) return undefined;
    typos += 1;
  }
  return typos;
}

/**
 * @invariant one-reply-word-per-phrase-word A phrase is said whole only when each of its words has a
 *   word of the reply of its own: a reply word a phrase word matched exactly is spent, never the typo
 *   or shared stem of another of its words too. "lavado y secado" says no "lavado y secado en
 *   secadora" (its "secado" is no "secadora" as well), so it is as much that as "lavado y secado
 *   colgado", and asked between them.
 * `typosIfCovered` with each word of `words` standing for one word of `wanted` at most: exact matches
 * first, then typos among the words left.
 */
export function typosIfEachCovered(words: readonly string[], wanted: readonly string[]): number | undefined {
  const spent = new Set<number>();
  const fuzzy: string[] = [];
  for (const w of wanted) {
    const at = words.findIndex((word, i) => !spent.has(i) && matchWord(w, word) === 'exact');
    if (at < 0) fuzzy.push(w);
    else spent.add(at);
  }
  for (const w of fuzzy) {
    const at = words.findIndex((word, i) => !spent.has(i) && matchWord(w, word) !== undefined);
    if (at < 0) return undefined;
    spent.add(at);
  }
  return fuzzy.length;
}

/**
 * Whether every word of `wanted` is among `words` (`matchWord`).
 * @example covers(['crease', 'press'], ['creese']) // true
 */
export function covers(words: readonly string[], wanted: readonly string[]): boolean {
  return typosIfCovered(words, wanted) !== undefined;
}

/**
 * Whether `typed` is `word` with one slip of a thumb on a phone keyboard: its first letter kept (a
 * thumb seldom misses the first), and then, between words of five letters or more (or four against
 * five: "evry", "every"), one edit (a letter changed, added, dropped, or two neighbours swapped); between
 * shorter words only two neighbours swapped ("yse", "adn"), as any other edit of a short word makes
 * another word ("yes": "yet", "yea"). Words with digits are never typos.
 *
 * @example isTypoOf('firday', 'friday') // true
 * @example isTypoOf('yet', 'yes') // false
 */
export function isTypoOf(typed: string, word: string): boolean {
  if (typed === word || typed.length < 3 || typed[0] !== word[0] || /\d/.test(typed + word)) return false;
  const shorter = Math.min(typed.length, word.length);
  const longer = Math.max(typed.length, word.length);
  if (shorter >= 4 && longer >= 5) return withinOneEdit(typed, word);
  const letters = (w: string) => [...w].sort().join('');
  return typed.length === word.length && withinOneEdit(typed, word) && letters(typed) === letters(word);
}

/**
 * The word of a step's vocabulary a typed word is a typo of (`isTypoOf`), read only when it is sure:
 * the typed word is no word of the vocabulary itself, and every vocabulary word it is near means one
 * thing (`vocabulary` maps each word to what it means there: "yes" and "yep" both yes). Near words of
 * two meanings are no reading: the reply is asked back. The vocabulary is what matters at the step,
 * rivals included (the words that mean something else there: the other days beside a day, "set"
 * beside "sat"), so a typo is never read as one word when it is as near another.
 *
 * @example typoOf('saturdy', new Map([['saturday', 'sat'], ['sunday', 'sun']])) // 'saturday'
 * @example typoOf('lanes', new Map([['lunes', 'mon'], ['lines', 'lines']])) // undefined: "lines" is as near
 */
export function typoOf(typed: string, vocabulary: ReadonlyMap<string, string>): string | undefined {
  if (vocabulary.has(typed)) return undefined;
  const near = [...vocabulary.keys()].filter((word) => isTypoOf(typed, word));
  const meanings = new Set(near.map((word) => vocabulary.get(word)));
  return meanings.size === 1 ? near[0] : undefined;
}

/** `typoOf` over words that each mean themselves (`meaning` given, one meaning for all). */
export function vocabularyOf(words: Iterable<string>, meaning?: string): ReadonlyMap<string, string> {
  return new Map([...words].map((word) => [word, meaning ?? word]));
}
