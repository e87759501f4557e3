/** Yes or no, in the forms people type, in English or Spanish (a person may mix). */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { holdsDoubt } from './shrug';

const YES = phrases(
  'yes',
  'y',
  'yeah',
  'yea',
  'yah',
  'ya',
  'yep',
  'yup',
  'yes sir',
  'sure',
  'sure thing',
  'ok',
  'okay',
  'okey',
  'k',
  'kk',
  'alright',
  'all right',
  'go ahead',
  'go for it',
  'please do',
  'do it',
  'place it',
  'place the order',
  'place order',
  'book it',
  'submit',
  'submit it',
  'proceed',
  'confirm',
  'confirmed',
  'i confirm',
  'sounds good',
  'sounds great',
  'looks good',
  'looks great',
  'all good',
  'lgtm',
  'good',
  'great',
  'perfect',
  'fine',
  'correct',
  'right',
  'thats right',
  'that is right',
  'thats correct',
  'that is correct',
  'that works',
  'works for me',
  'absolutely',
  'definitely',
  'of course',
  'affirmative',
  'agreed',
  'i agree',
  'i do',
  'yes i do',
  // Spanish (accents are dropped by `tokenize`: "sí" is "si").
  'si',
  'claro',
  'claro que si',
  'vale',
  'de acuerdo',
  'esta bien',
  'por supuesto',
  'dale',
  'perfecto',
  'correcto',
  'adelante',
  'hazlo',
  'confirmo',
  'confirmar',
  'seguro',
  'si claro',
  'si por supuesto',
  // Everyday US and Mexican Spanish.
  'simon',
  'sip',
  'sii',
  'siii',
  'sale',
  'orale',
  'andale',
  'va',
  'ok si',
  'si si',
  'si esta bien',
  'esta perfecto',
  'asi esta bien',
  // The usted and tu imperatives of the bot's own hints ("Hágalo").
  'hagalo',
  'haganlo',
  'haga el pedido',
  'haz el pedido',
  'hagan el pedido',
  'confirmelo',
  'confirmalo',
  'mandelo',
  'mandalo',
  'envielo',
  'envialo',
  'adelante con el pedido',
);

const NO = phrases(
  'no',
  'n',
  'nope',
  'nah',
  'no way',
  'not now',
  'not yet',
  'not really',
  'dont',
  'do not',
  'i dont',
  'dont do it',
  'negative',
  'incorrect',
  'wrong',
  'not right',
  'para nada',
  'todavia no',
  'aun no',
  'mejor no',
  'no quiero',
  'ahora no',
  'de ninguna manera',
  'nel',
  'nel pastel',
  'nop',
  'nones',
  'no gracias',
  'mejor no gracias',
);

const EMOJI: [RegExp, string][] = [
  [/👍|👌|✅|✔️?|🙆/gu, ' yes '],
  [/👎|❌|🙅/gu, ' no '],
];

/**
 * Yes (`true`) or no (`false`) when the whole reply is one, with politeness allowed; undefined
 * for anything else, including mixed replies like "yes but change the day".
 *
 * @example readYesNo('yes please') // true
 * @example readYesNo('no thanks') // false
 * @example readYesNo('sounds good 👍') // true
 */
export function readYesNo(text: string): boolean | undefined {
  const tokens = tokenize(EMOJI.reduce((t, [pattern, word]) => t.replace(pattern, word), text));
  // "no sé", "not sure": neither (invariant doubt-is-no-no).
  if (holdsDoubt(tokens)) return undefined;
  if (coveredBy(tokens, YES, POLITE)) return true;
  if (coveredBy(tokens, NO, POLITE)) return false;
  return undefined;
}

/** Words after a yes or a no that take it back in part: "yes but change the day". */
const CONTRAST = new Set([
  'but',
  'though',
  'although',
  'except',
  'only',
  'unless',
  'pero',
  'aunque',
  'excepto',
  'solo',
  'salvo',
]);
/** The longest yes or no a reply may start with, in words. */
const LONGEST_LEAD = 4;

/**
 * Yes (`true`) or no (`false`) said first, whatever follows as the person's reason ("no, the dryer is
 * fine", "sí, es para mi negocio", "yes invoice the business"); undefined when the reply does not start
 * with one, or goes on with a "but".
 *
 * @example readLeadingYesNo('nope, no texts') // false
 * @example readLeadingYesNo('yes but change the day') // undefined
 * @example readLeadingYesNo('no sé, ¿qué recomiendan?') // undefined
 */
export function readLeadingYesNo(text: string): boolean | undefined {
  const whole = readYesNo(text);
  if (whole !== undefined) return whole;
  const tokens = tokenize(EMOJI.reduce((t, [pattern, word]) => t.replace(pattern, word), text));
  if (holdsDoubt(tokens)) return undefined;
  for (let length = Math.min(LONGEST_LEAD, tokens.length - 1); length >= 1; length--) {
    const lead = tokens.slice(0, length);
    const rest = tokens.slice(length).filter((t) => t !== ',');
    if (rest.length === 0 || rest.some((t) => CONTRAST.has(t))) continue;
    if (coveredBy(lead, YES, POLITE)) return true;
    if (coveredBy(lead, NO, POLITE)) return false;
  }
  return undefined;
}
