/**
 * A yes that names the price it accepts, in English or Spanish: "ok 9.99 is fine", "$12 works, go
 * ahead", "está bien aunque cueste los 9.99", "sí, con los $7.99 no hay problema".
 *
 * @invariant price-accepted-is-shown A price said with a yes confirms only where the question shows that
 *   price (the reader gives the amounts; the step holds them to what it shows): an amount it does not
 *   show, a "but" that takes something back, or a no, and the reply is asked back. A "but" after a
 *   complaint about the price itself ("9.99 is steep but ok") concedes it, and the yes after it stands.
 *   A price rounded to whole dollars ("¿diez dólares? bueno, sí" of $9.99, `isShownPrice`) is the one
 *   shown, said as people say it; any other dollar is not.
 */
import { FINDING_DEAR } from './finding-dear';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { readYesNo } from './yes-no';

/**
 * A price as typed: "$9.99", "9.99", "$12"; a bare whole number ("3") may be bags or a day, never a price
 * unless its unit follows ("5 bucks").
 */
const PRICE = /^(\$)?(\d{1,5})(?:\.(\d{2}))?$/;

/**
 * A price's cents after a decimal comma, as most of the Spanish-speaking world writes them ("9,99",
 * "$12,99"): two digits, no more, and no other group after ("1,000", "1,250,000" are thousands; "2,3"
 * is a list). Read as the point, before `tokenize` splits the comma off as a list's.
 */
const DECIMAL_COMMA = /(?<![\d,.])(\d{1,5}),(\d{2})(?!\d|,\d)/g;

/**
 * Sounds of surprise or a sigh at a price ("wow", Colombian "ños", Mexican "híjole", "uff"): said just
 * before it, or beside a cost found dear, they say how, never what.
 */
const SURPRISE = new Set(
  // Yiddish "oy", "oy vey", "gevalt" too.
  'wow whoa woah uff uf ufff ugh yikes jeez geez oof damn dang ay uy huy nos chale hijole caramba oy vey gevalt'.split(
    ' ',
  ),
);

/** Words before a price that concede it: "even if it costs", "aunque cueste los", "con los". */
const CONCEDING = phrases(
  'even if it costs',
  'even if it is',
  'even if its',
  'even at',
  'at',
  'for',
  'the',
  'paying',
  'aunque cueste',
  'aunque cueste los',
  'aunque sean',
  'aunque sea',
  'aunque salga en',
  'con los',
  // "lo de los 9.99": the thing about the price, named.
  'lo de',
  'lo de los',
  'eso de los',
  'por',
  'los',
  'pagar',
  // The fee named before its price: "fee 9.99 is fine", "el cargo de 9.99 está bien", Taglish "yung 9.99".
  'fee',
  'the fee',
  'fee of',
  'the fee of',
  'cargo',
  'el cargo',
  'el cargo de',
  'yung',
  // Worth it: "vale la pena los 9.99", "worth the 4.99".
  'vale la pena',
  'vale la pena los',
  'worth',
  'worth the',
  'aunque cobren',
  'aunque cobren los',
  'aunque me cobren',
  'aunque me cobren los',
  'even if you charge',
  // Surprise at the price, said just before it: "wow, 4.99!", "¡ños, 9.99!", "uff, 7.99".
  ...SURPRISE,
);

/** A price's unit, said after it: "4.99 dollars". */
const UNITS = new Set(['dollars', 'dollar', 'bucks', 'dolares']);

/**
 * What a price is for, said after it: "$5 per trip", "5 dólares por viaje" (a tip, a fee). It names the
 * price's unit of charging, no other value: the step still holds the price to what it shows.
 */
const PER = phrases(
  'per trip',
  'a trip',
  'each trip',
  'per ride',
  'each way',
  'por viaje',
  'cada viaje',
  'el viaje',
);

/** Words after a price that accept it: "is fine", "works", "está bien", "no hay problema". */
const ACCEPTING = phrases(
  'is fine',
  'is ok',
  'is okay',
  'is good',
  'is alright',
  'is no problem',
  'is right',
  'is correct',
  'sounds right',
  'is acceptable',
  'acceptable',
  'are fine',
  'estan bien',
  'es aceptable',
  'sounds good',
  'works',
  'works for me',
  'fine',
  'ok',
  'esta bien',
  'esta correcto',
  'ta bien',
  'me parece bien',
  // Not bad, so accepted: "$9.99 ain't bad", "9.99 no está mal".
  'aint bad',
  'isnt bad',
  'is not bad',
  'not bad',
  'no esta mal',
  'no es mucho',
  'no hay problema',
  'sin problema',
  'no problem',
  'no worries',
  'vale',
  'is worth it',
  'worth it',
  'vale la pena',
);

/** Words after a price that find it dear, before a "but" that concedes it: "is a lot but", "es caro pero". */
const COMPLAINING = phrases(
  'is a lot',
  'is a bit much',
  'is too much',
  'is steep',
  'is pricey',
  'is expensive',
  'is high',
  'seems high',
  'seems like a lot',
  'es mucho',
  'es un poco caro',
  'es caro',
  'esta caro',
  'esta carito',
  'sale caro',
  'es bastante',
);

/**
 * Resignation beside the yes, which gives in to the price rather than refusing it: "ok aunque sean 9.99,
 * qué se va a hacer", "fine, what can you do".
 */
const RESIGNED = phrases(
  'que se va a hacer',
  'que le vamos a hacer',
  'que le voy a hacer',
  'que mas da',
  'ni modo',
  'what can you do',
  'what can i do',
  'it is what it is',
  'its what it is',
);

/** The words left with `phrases`' runs taken out: "ok que se va a hacer" is "ok". */
function without(tokens: readonly string[], list: readonly (readonly string[])[]): string[] {
  const left: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const length = phraseLength(list, tokens, i);
    if (length === 0) left.push(tokens[i] as string);
    i += Math.max(length, 1);
  }
  return left;
}

/** The "but" that concedes a complaint: "9.99 is steep but ok". */
const CONCEDING_BUT = phrases('but', 'though', 'pero', 'aunque');

/** The longest phrase of `list` at `tokens[at]`, as its length (0: none). */
function phraseLength(list: readonly (readonly string[])[], tokens: readonly string[], at: number): number {
  return Math.max(0, ...list.filter((p) => p.every((w, k) => tokens[at + k] === w)).map((p) => p.length));
}

/**
 * The prices a yes accepts, in cents, when the reply is a yes once they and the words conceding or
 * accepting them are set aside ("ok 9.99 is fine": 999); undefined when it names no price or is no yes.
 *
 * @example readPriceAccepted('ok 9.99 is fine') // [999]
 * @example readPriceAccepted('esta bien aunque cueste los 9.99') // [999]
 * @example readPriceAccepted('9.99 is steep but ok, go ahead') // [999]
 * @example readPriceAccepted('ok aunque sean 9.99, qué se va a hacer') // [999]
 * @example readPriceAccepted('9.99?? no way') // undefined
 */
export function readPriceAccepted(text: string): number[] | undefined {
  const said = tokenize(text.replace(DECIMAL_COMMA, '$1.$2')).filter((t) => t !== ',');
  const tokens = withoutDearConceded(said);
  const conceded = tokens.length < said.length;
  const cents: number[] = [];
  const rest: string[] = [];
  let accepted = false;
  for (let i = 0; i < tokens.length; i++) {
    const price = PRICE.exec(tokens[i] as string);
    // "ten dollars", "diez dólares": a whole number in words, with its unit after it, is a price too.
    const inWords = price ? undefined : numberAt(tokens, i);
    if (inWords && !/\d/.test(tokens[i] as string) && UNITS.has(tokens[i + inWords.length] ?? '')) {
      cents.push(inWords.value * 100);
      i += inWords.length;
      continue;
    }
    // "5 bucks": a whole number is a price when its unit follows it.
    if (!price || (!price[1] && !price[3] && !UNITS.has(tokens[i + 1] ?? ''))) {
      rest.push(tokens[i] as string);
      continue;
    }
    cents.push(Number(price[2]) * 100 + Number(price[3] ?? 0));
    // The longest run of words conceding it, just before: taken back from what is left.
    for (let back = Math.min(4, rest.length); back >= 1; back--)
      if (phraseLength(CONCEDING, rest, rest.length - back) === back) {
        rest.splice(rest.length - back, back);
        break;
      }
    // "4.99 dollars is fine": its unit, then each accepting phrase after it, in a run.
    if (UNITS.has(tokens[i + 1] ?? '')) i += 1;
    i += phraseLength(PER, tokens, i + 1);
    for (
      let after = phraseLength(ACCEPTING, tokens, i + 1);
      after > 0;
      after = phraseLength(ACCEPTING, tokens, i + 1)
    ) {
      accepted = true;
      i += after;
    }
    // "9.99 is a lot but fine": the complaint conceded, the yes after it read with the rest.
    const complaint = phraseLength(COMPLAINING, tokens, i + 1);
    const but = complaint && phraseLength(CONCEDING_BUT, tokens, i + 1 + complaint);
    if (complaint && but) i += complaint + but;
    // "ugh 9.99 but fine yes": the price said alone is the complaint, the "but" after it concedes it.
    else if (!complaint) i += phraseLength(CONCEDING_BUT, tokens, i + 1);
  }
  if (!cents.length && !conceded) return undefined;
  const left = without(rest, RESIGNED).filter((t) => !SURPRISE.has(t));
  // "well 4.99 is fine": politeness alone beside the accepting words leaves them the yes.
  const yes = left.length === 0 || coveredBy(left, POLITE) ? accepted : readYesNo(left.join(' ')) === true;
  return yes ? cents : undefined;
}

/** Words that concede what follows them: "aunque es caro", "even though it's pricey". */
const ALTHOUGH = phrases(
  'aunque',
  'aunque es',
  'aunque esta',
  'aunque sea',
  'aunque sale',
  'though',
  'although',
  'although its',
  'although it is',
  'even though',
  'even though its',
  'even though it is',
  'even if',
  'even if its',
  'even if it is',
  'even with',
);
/** Words of degree before the cost found dear: "kinda expensive", "un poco caro". */
const DEGREE = phrases(
  'kinda',
  'kind of',
  'a bit',
  'a little',
  'bit',
  'quite',
  'un poco',
  'algo',
  'medio',
  'bien',
);
const DEAR = [...FINDING_DEAR, ...phrases('carito', 'esta carito', 'es carito', 'sale carito')];

/**
 * The charge itself, without its price, after an "although" that concedes it: "aunque cobren", "aunque me
 * cobren el envío", "even if you charge", "even with the fee".
 */
const CHARGED = phrases(
  ...['cobren', 'me cobren', 'cobran', 'me cobran'].flatMap((charge) => [
    charge,
    `${charge} el envio`,
    `${charge} la entrega`,
  ]),
  'cueste',
  'cueste mas',
  'haya cargo',
  'tenga cargo',
  'con el cargo',
  'you charge',
  'you charge me',
  'it costs',
  'it costs more',
  'it costs extra',
  'its extra',
  'it is extra',
  'theres a fee',
  'there is a fee',
  'the fee',
);

/** Whether the words at `at` follow no price nor its "is": "worth it" said of its own, not "12.99 is worth it". */
const ofItsOwn = (tokens: readonly string[], at: number) =>
  !PRICE.test(tokens[at - 1] ?? '') && !['is', 'are', 'es'].includes(tokens[at - 1] ?? '');

/** The cost said to be worth it, beside a yes: "yeah do it, worth it", "sí, vale la pena". */
const WORTH_IT = phrases(
  'worth it',
  'its worth it',
  'it is worth it',
  'well worth it',
  'totally worth it',
  'vale la pena',
  'lo vale',
);

/**
 * The reply without the cost found dear where it is conceded: before a "but" ("pricey but yeah go
 * ahead", "está carito pero dale") or after an "although" ("vale, aunque está caro"). A complaint not
 * conceded ("ok but it's too expensive") is left in, so no yes is read around it.
 */
function withoutDearConceded(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const although = phraseLength(ALTHOUGH, tokens, i);
    // The charge conceded without its price ("aunque cobren"), or the cost said worth it on its own ("yeah
    // do it, worth it"; "12.99 is worth it" is the price's, read with it): set aside as the cost found
    // dear is, the yes beside it read alone.
    const charged = although && phraseLength(CHARGED, tokens, i + although);
    const worth = ofItsOwn(tokens, i) ? phraseLength(WORTH_IT, tokens, i) : 0;
    if (charged || worth) {
      i += charged ? although + charged : worth;
      continue;
    }
    const degree = phraseLength(DEGREE, tokens, i + although);
    const dear = phraseLength(DEAR, tokens, i + although + degree);
    const but = dear && !although ? phraseLength(CONCEDING_BUT, tokens, i + degree + dear) : 0;
    if (dear && (although || but)) {
      i += although + degree + dear + but;
      continue;
    }
    out.push(tokens[i] as string);
    i += 1;
  }
  return out;
}

/**
 * Whether a price said is one of the prices shown (invariant price-accepted-is-shown): the same cents, or
 * a shown price with cents rounded to its nearest whole dollar ("ten dollars?" of $9.99).
 *
 * @example isShownPrice(1000, [999]) // true
 * @example isShownPrice(1100, [999]) // false
 */
export function isShownPrice(cents: number, shown: readonly number[]): boolean {
  return shown.some(
    (s) => s === cents || (cents % 100 === 0 && s % 100 !== 0 && Math.round(s / 100) * 100 === cents),
  );
}
