/** Yes or no, in the forms people type, in English or Spanish (a person may mix). */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

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
  if (coveredBy(tokens, YES, POLITE)) return true;
  if (coveredBy(tokens, NO, POLITE)) return false;
  return undefined;
}
