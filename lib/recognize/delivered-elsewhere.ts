/**
 * Having it brought to a place other than the address on screen: "drop it at my office instead",
 * "tráemela a la pega", "deliver it to my Brooklyn place".
 *
 * @invariant delivered-elsewhere-asked A reply that asks to have it brought to a place (a verb of
 *   bringing, then "to", "at", "a", "al", "en" and the place) that is not the person's home ("home", "my
 *   place", "la casa", "el depa"), the same address, a spot of it ("the front desk", "con el portero"),
 *   or a word of the address on screen, names another place, as someone else's home does ("my mom's
 *   place", "la casa de mi hermana"): the delivery there is never taken, the
 *   question asked again. Another address by its number ("bring it to 95 N 7th St") is another place too;
 *   a time after the verb ("deliver it at 6pm", "tráemela a las 5") names no place.
 */
import { isModifier, isNeutral } from './neutral-words';
import { tokenize } from './normalize';

/** Verbs of having it brought, as said or with their pronouns joined ("tráemela", "llévenla"). */
const BRING =
  /^(?:deliver\p{L}*|drop|dropping|bring|brought|send|take|return|tra(?:e|i|ig)\p{L}*|llev\p{L}*|mand\p{L}*|entreg\p{L}*|devuelv\p{L}*)$/u;
/** Between the verb and where it goes: "drop it off at", "bring them back to", "llévemela de vuelta a". */
const BETWEEN = new Set([
  'it',
  'them',
  'off',
  'back',
  'over',
  'me',
  'us',
  'lo',
  'la',
  'los',
  'las',
  'de',
  'vuelta',
  'regreso',
]);
/** Where to: "to", "at", "into", "a", "al", "en", "hasta". */
const TO = new Set(['to', 'at', 'a', 'al', 'en', 'hasta']);
/** The words before a place that say nothing of which: articles and whose. */
const ARTICLES = new Set([
  'the',
  'my',
  'our',
  'his',
  'her',
  'la',
  'el',
  'los',
  'las',
  'mi',
  'mis',
  'su',
  'sus',
  'nuestra',
  'nuestro',
]);
/** The person's home, the address on screen, or a spot of it: no other place. */
const HERE = new Set(
  `home house place apartment apt flat unit building door front desk lobby doorman porter concierge
  mailroom usual same address here casa depa depto departamento apartamento apto domicilio misma mismo
  lugar direccion puerta portero porteria conserje recepcion edificio aqui aca
  store shop tienda`.split(/\s+/),
);

/** Whose a home is, said of the usual one: "la dirección de siempre", "la de la recogida". */
const USUAL = new Set(['siempre', 'antes', 'recogida', 'recoleccion', 'pickup', 'ayer', 'costumbre', '']);

/**
 * Whether the reply asks to have it brought to a place other than `address` (invariant
 * delivered-elsewhere-asked).
 * @example deliveredElsewhere('drop it at my office instead', '210 W 21st St, Apt 4B') // true
 * @example deliveredElsewhere('drop it at my place', '210 W 21st St, Apt 4B') // false
 */
export function deliveredElsewhere(text: string, address?: string): boolean {
  const tokens = tokenize(text);
  const own = new Set(address ? tokenize(address) : []);
  return tokens.some((word, at) => {
    if (!BRING.test(word)) return false;
    let i = at + 1;
    while (BETWEEN.has(tokens[i] ?? '')) i++;
    if (!TO.has(tokens[i] ?? '')) return false;
    const to = tokens[i] ?? '';
    i++;
    // Spanish "a" is a place only with its article: "a la pega", never "a" as English says it.
    if (to === 'a' && !ARTICLES.has(tokens[i] ?? '') && !HERE.has(tokens[i] ?? '')) return false;
    while (ARTICLES.has(tokens[i] ?? '')) i++;
    const place = tokens[i];
    if (place === undefined || place === ',') return false;
    // "to 95 N 7th St": a number with a street after it is an address, another one unless the one on screen's.
    const next = tokens[i + 1];
    if (/\d/.test(place)) return !own.has(place) && next !== undefined && next !== ',' && !isModifier(next);
    // "my mom's place", "la casa de mi hermana": someone else's home is another place.
    if (/s$/.test(place) && isNeutral(place) && HERE.has(next ?? '')) return true;
    if (HERE.has(place) && next === 'de')
      return !USUAL.has(tokens.slice(i + 2).find((t) => !ARTICLES.has(t)) ?? '');
    return !HERE.has(place) && !own.has(place) && !isModifier(place) && !isNeutral(place);
  });
}
