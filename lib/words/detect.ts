/**
 * Whether a first message is Spanish: a small, honest detector, not a language model. It says Spanish
 * for a Spanish greeting ("hola", "buenos días") or a message with Spanish letters (ñ, ¿, ¡, an accented
 * vowel) or with more Spanish function words than English ones; anything else is not taken as Spanish
 * (the person can always say "español").
 */

const GREETINGS = /^(hola|buen[oa]s(\s+(d[ií]as|tardes|noches))?|qu[eé] tal|saludos)\b/;
const SPANISH_LETTERS = /[ñ¿¡áéíóú]/;
const SPANISH_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'que',
  'y',
  'en',
  'un',
  'una',
  'por',
  'para',
  'con',
  'mi',
  'mis',
  'su',
  'es',
  'quiero',
  'necesito',
  'puede',
  'pueden',
  'ropa',
  'recoger',
  'recojan',
  'mañana',
  'hoy',
  'gracias',
  'pedido',
  'lavar',
  'favor',
  'quisiera',
  'me',
  'lo',
  'al',
  'sí',
  'no',
  'pero',
]);
const ENGLISH_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'and',
  'in',
  'my',
  'i',
  'is',
  'for',
  'with',
  'please',
  'want',
  'need',
  'can',
  'you',
  'pick',
  'up',
  'order',
  'tomorrow',
  'today',
  'laundry',
  'hi',
  'hello',
  'thanks',
  'no',
]);

/** Whether `text` reads as Spanish (see the module's comment). */
export function looksSpanish(text: string): boolean {
  const said = text.trim().toLowerCase();
  if (GREETINGS.test(said)) return true;
  const tokens = said.split(/[^\p{L}]+/u).filter(Boolean);
  if (tokens.length === 0) return false;
  const spanish = tokens.filter((token) => SPANISH_WORDS.has(token) && !ENGLISH_WORDS.has(token)).length;
  const english = tokens.filter((token) => ENGLISH_WORDS.has(token) && !SPANISH_WORDS.has(token)).length;
  if (SPANISH_LETTERS.test(said) && english === 0) return true;
  return spanish >= 2 && spanish > english;
}
