/** Whether two words are the same word allowing plurals, regional variants, one-letter typos and shared stems. */

/**
 * Regional words for the same thing, as the catalogues' word: "recolección" is Mexico's "recogida"
 * (a pickup), "orden" is "pedido" (an order).
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
};

function variantOf(word: string): string {
  return Object.hasOwn(VARIANTS, word) ? (VARIANTS[word] as string) : word;
}

/** How two words matched: `exact` (also singular/plural), `fuzzy` (a typo or a shared stem). */
export type WordMatch = 'exact' | 'fuzzy';

/**
 * Compares two lower-case words. Exact, or one is the other plus "s"/"es": `exact`. Words of five
 * letters or more one edit apart (Damerau–Levenshtein: a letter changed, added, dropped, or two
 * neighbours swapped), or sharing their first five letters: `fuzzy`. Words with digits match
 * only exactly.
 *
 * @example matchWord('cleening', 'cleaning') // 'fuzzy'
 */
export function matchWord(given: string, other: string): WordMatch | undefined {
  const a = variantOf(given);
  const b = variantOf(other);
  if (a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`) return 'exact';
  if (/\d/.test(a) || /\d/.test(b)) return undefined;
  if (a.length >= 5 && b.length >= 5 && withinOneEdit(a, b)) return 'fuzzy';
  if (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)) return 'fuzzy';
  return undefined;
}

/** Damerau–Levenshtein distance ≤ 1 (optimal string alignment), in one pass. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
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
 * Whether every word of `wanted` is among `words` (`matchWord`).
 * @example covers(['crease', 'press'], ['creese']) // true
 */
export function covers(words: readonly string[], wanted: readonly string[]): boolean {
  return typosIfCovered(words, wanted) !== undefined;
}
