/** Reading a reply as a sequence of known phrases, for the small closed vocabularies (yes, no, skip). */
import { VOCATIVE_WORDS } from './vocative';

/**
 * Whether the tokens are covered end to end by phrases of `vocabulary` and `fillers`, with at
 * least one phrase of `vocabulary`. Longer phrases are tried first, and a shorter one where the longer
 * leaves words no phrase takes ("sí, está bien así": "sí" and "está bien así", where "sí está bien" leaves
 * "así"); commas are ignored.
 */
export function coveredBy(words: string[], vocabulary: string[][], fillers: string[][] = []): boolean {
  const tokens = words.filter((t) => t !== ',');
  const phrases = [
    ...vocabulary.map((words) => ({ words, counts: true })),
    ...fillers.map((words) => ({ words, counts: false })),
  ].sort((a, b) => b.words.length - a.words.length);
  // From each position: whether the rest is covered with a phrase of `vocabulary`, or with fillers only.
  const memo = new Map<number, { any: boolean; counted: boolean }>();
  const from = (i: number): { any: boolean; counted: boolean } => {
    if (i === tokens.length) return { any: true, counted: false };
    const known = memo.get(i);
    if (known) return known;
    const found = { any: false, counted: false };
    for (const phrase of phrases) {
      if (!phrase.words.every((word, k) => tokens[i + k] === word)) continue;
      const rest = from(i + phrase.words.length);
      if (!rest.any) continue;
      found.any = true;
      found.counted ||= phrase.counts || rest.counted;
      if (found.counted) break;
    }
    memo.set(i, found);
    return found;
  };
  return from(0).counted;
}

/**
 * Whether any phrase of `vocabulary` stands somewhere in `tokens`, its words in a row.
 * @example holdsPhrase(['2', 'maybe', '3'], phrases('maybe', 'tal vez')) // true
 */
export function holdsPhrase(tokens: readonly string[], vocabulary: readonly string[][]): boolean {
  return tokens.some((_, i) => vocabulary.some((words) => words.every((word, k) => tokens[i + k] === word)));
}

/** Phrases written as plain strings ("go ahead"), split into words. */
export function phrases(...texts: string[]): string[][] {
  return texts.map((t) => t.split(' '));
}

/**
 * Discourse words that say how, never what: regional fillers and interjections ("sí po", "ideay, quiero
 * hablar con alguien", "bacán, ya terminé", "la de la 21 vaya", "dale che", "ok lol").
 */
export const FILLERS = phrases(
  // Singapore and Malaysia's particles: "number one lah", "the first one leh".
  'lah',
  'leh',
  'po',
  // Tagalog's particles in a Taglish reply, saying how, never what: "wala po pala" (none, it turns out),
  // "ok naman" (dialect.ts, invariant taglish-particles-say-how).
  'pala',
  'naman',
  'pue',
  'ideay',
  'idiay',
  'bacan',
  'vaya',
  'che',
  'al tiro',
  'pucha',
  'oe',
  'ey',
  'ah',
  'oh',
  'ay',
  'eh',
  'uh',
  'um',
  'hmm',
  'mmm',
  // Dismay said first: "oy, wrong number", "oy vey", "ugh".
  'oy',
  'oy vey',
  'oi',
  'ugh',
  // Dismay in Andean, Venezuelan and general Spanish: "chuta, me equivoqué", "guá, ese no es", "caramba".
  'chuta',
  'gua',
  'caramba',
  // Vocatives and tags ("lol", "jaja"), from the one list of them (vocative.ts).
  ...VOCATIVE_WORDS,
);

/** Politeness around a short reply, in English and Spanish: "yes please", "no thanks", "ninguno, gracias". */
/**
 * Thanks in a third language said in passing, beside an answer in English or Spanish: "regular laundry
 * and the suit pls. obrigada", "the suit, merci". Courtesy (POLITE), and neutral beside an option
 * (neutral-words.ts): never an item of a list left unread.
 */
export const THANKS_ABROAD = phrases(
  'obrigada',
  'obrigado',
  'merci',
  'merci beaucoup',
  'grazie',
  'grazie mille',
  'danke',
  'danke schon',
  'mahalo',
  'salamat',
);

export const POLITE = [
  ...phrases(
    'please',
    'thanks',
    'thank you',
    'thx',
    'ty',
    'so much',
    'very much',
    'por favor',
    // Said fondly, as Andean Spanish does: "por favorcito".
    'por favorcito',
    'favorcito',
    'porfavor',
    'porfa',
    // "por favor" as texted: "x fa", "x favor".
    'x fa',
    'x favor',
    'gracias',
    'muchas gracias',
    // Thanks in Portuguese, said by a writer in English or Spanish: "im good now, obrigada".
    'obrigado',
    'obrigada',
    // Thanks for what the person was given, after a request ("haga el pedido, gracias por su paciencia").
    'for your patience',
    'for your help',
    'por su paciencia',
    'por tu paciencia',
    'por su ayuda',
    'por tu ayuda',
    'pues',
    'bueno',
    // English's "well", "oh well" before what is said: "well $9.99 ain't bad, go ahead".
    'well',
    'oh well',
    // Thanks as a blessing: "hágalo, Dios le pague", "Dios te bendiga".
    'dios le pague',
    'dios te pague',
    'que dios le pague',
    'dios lo bendiga',
    'dios la bendiga',
    'dios te bendiga',
    'dios le bendiga',
    'que dios le bendiga',
    'pls',
    'plz',
    'plis',
    // Courtesy of a formal or regional register around a reply: "Yes, kindly.", "ring the bell, cheers",
    // "no notes, God bless", "Friday, if you please" (invariant courtesy-is-no-content).
    'kindly',
    'cheers',
    'god bless',
    'bless you',
    'if you please',
    'if you would',
    'if you could',
    'much obliged',
    // Colombian "sorry to trouble you" before a request ("qué pena, ¿me comunica con una persona?").
    'que pena',
    'que pena con usted',
    // Thanks in another language said in passing, the one place such words live (their yes is
    // answer-words.ts' BARE_YES): Diné "ahéhee'", Basque "eskerrik asko", "mila esker".
    'ahehee',
    'eskerrik asko',
    'mila esker',
    // And in other languages a person may thank in (issue 34, rounds 37–38): Portuguese, French, German,
    // Italian, Cantonese ("m̀h gōi", "dò jeh"), Mandarin, Japanese, Korean, Hawaiian, Tongan ("mālō
    // ʻaupito": "mālō" alone is Spanish "bad"), Samoan, Fijian, Tagalog, Hindi and Urdu, Arabic, Swahili.
    'obrigado',
    'obrigada',
    'valeu',
    'merci',
    'merci beaucoup',
    'danke',
    'danke schon',
    'grazie',
    'grazie mille',
    'm goi',
    'mgoi',
    'm goi sai',
    'do jeh',
    'xie xie',
    'xiexie',
    'arigato',
    'arigatou',
    'kamsahamnida',
    'gomawo',
    'mahalo',
    'malo aupito',
    'faafetai',
    'vinaka',
    'salamat',
    'salamat po',
    'dhanyavaad',
    'dhanyawad',
    'shukriya',
    'shukran',
    'asante',
    'spasibo',
    'mil gracias',
  ),
  ...THANKS_ABROAD,
  ...FILLERS,
];
