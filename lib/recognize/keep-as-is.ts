/**
 * "actually keep wed", "no keep the delivery", "no, déjalo el viernes": at a change's review, keeping
 * the order as it is, said with what it has now, in English or Spanish.
 *
 * @invariant keep-names-the-old A reply keeps the order as it is only when it holds a verb of keeping
 *   and every other word is a marker ("no", "actually", "mejor"), a filler, the part changed, or a word
 *   of what the order has now (its day, time, address, amount, in either language's weekday names):
 *   "keep friday" while the change moves Wednesday to Friday names the new value and is asked back.
 *   The present state restated in other words (the caller's reader: "bring it" at a delivery's cancel),
 *   where the caller says it is one (`restatedKeeps`), is itself the keep, with the same words around it and a yes, which is the restated clause's:
 *   "mejor sí que me lo lleven", "No, please bring it. Keep the delivery."
 */

import { WEEKDAYS } from './day-words';
import { FINDING_DEAR } from './finding-dear';
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { coveredBy, holdsPhrase, POLITE, phrases } from './phrase-match';
import { readLeadingYesNo, readYesNo } from './yes-no';

/** The verbs of keeping: "keep", "leave it", "stick with", "déjalo", "que se quede", "que siga". */
const KEEP = phrases(
  'keep',
  'leave',
  'stay',
  'stick with',
  'stick to',
  'deja',
  'deje',
  'dejen',
  'dejo',
  'lo dejo',
  'dejalo',
  'dejala',
  'dejelo',
  'dejela',
  'dejenlo',
  'dejenla',
  'dejarlo',
  'dejarla',
  // The infinitive, said as advice: "mejor dejar como estaba", "dejar igual".
  'dejar',
  'mantenlo',
  'mantenla',
  'mantengalo',
  'mantengala',
  'mantener',
  'que se quede',
  'se queda',
  'que quede',
  'queda',
  'que siga',
  'sigue',
  // Said of "us": "mejor lo dejamos como estaba", "dejémoslo así"; "leave it be".
  'dejamos',
  'lo dejamos',
  'la dejamos',
  'dejemos',
  'dejemoslo',
  'dejemosla',
  'leave it be',
  'let it be',
  // Spain's vosotros: "dejadlo igual", "dejadla como está".
  'dejad',
  'dejadlo',
  'dejadla',
  'dejadlos',
  'dejadlas',
);

/** The parts a change is to, by their names: "the tip", "la dirección" (confirm.ts reads them too). */
export const CHANGE_PARTS = phrases(
  'pickup',
  'pick up',
  'pickup time',
  'delivery',
  'delivery time',
  'address',
  'tip',
  'time',
  'day',
  'window',
  'recogida',
  'entrega',
  'direccion',
  'propina',
  'hora',
  'dia',
  'horario',
  'hora de entrega',
  'hora de recogida',
);

/** Markers and fillers around it: "oh wait", "nah", "mejor", "the old", "igual", "como está". */
const AROUND = [
  ...phrases(
    'no',
    'nah',
    'na',
    'nope',
    'nahi',
    'actually',
    // The now said fine again, "after all": "keep it, wednesday is fine after all", "al final está bien".
    'after all',
    'al final',
    'despues de todo',
    'is fine',
    'is ok',
    'is good',
    'works',
    'thats fine',
    'thats ok',
    'esta bien',
    // Keeping wished, by the person or whom it is for: "she wants to keep it", "prefiero dejarla", "let's keep it".
    'lets',
    'let us',
    'i want to',
    'want to',
    'wants to',
    'he wants to',
    'she wants to',
    'they want to',
    'we want to',
    'id rather',
    'i would rather',
    'quiero',
    'quiere',
    'queremos',
    'prefiero',
    'prefiere',
    'preferimos',
    'wait',
    // "oops no keep 21st": the slip noticed before keeping.
    'oops',
    'ups',
    'oh',
    'hmm',
    'hm',
    'sorry',
    'on second thought',
    'never mind',
    'nvm',
    'nevermind',
    // As said in Hawaiʻi and the Caribbean: "nevamind, keep um wednesday".
    'nevamind',
    'neva mind',
    // Pidgin's "um" (it): "keep um wednesday"; and the hesitation "um".
    'um',
    'uh',
    'i changed my mind',
    // The change given up, beside the keep: "nah forget it, leave it", "olvídalo, déjalo igual". Never a
    // keep alone: "forget it" may give up more than the change.
    'forget it',
    'forget that',
    'forget about it',
    'olvidalo',
    'olvidelo',
    'olvidenlo',
    'it',
    // "just leave it": only the keeping, nothing more.
    'just',
    // Them kept, as said in a hurry: "nah leave em", "keep them".
    'them',
    'em',
    'as',
    'is',
    'as is',
    'as it is',
    'as it was',
    // The way it is or was, said the everyday way: "like it was", "the way it is", "how it was", "como lo tenía".
    ...['like', 'how', 'the way'].flatMap((how) => [`${how} it is`, `${how} it was`, `${how} it was before`]),
    'like before',
    'as before',
    'everything',
    'all',
    'todo',
    'como lo tenia',
    'como lo tengo',
    'como la tenia',
    'como lo tenemos',
    'como antes',
    'the',
    'old',
    'same',
    'on',
    'at',
    'for',
    'to',
    'with',
    'mejor',
    'mejor no',
    'pensandolo bien',
    'perdon',
    // Colombia's "qué pena" (sorry): "qué pena, mejor déjelo así".
    'que pena',
    'espera',
    'lo',
    'la',
    'el',
    'los',
    'las',
    // The old amount's unit: "deja los 3 dólares", "keep the 3 bucks".
    'dollars',
    'bucks',
    'dolares',
    'dls',
    'en',
    'a',
    'para',
    'de',
    'con',
    'igual',
    'asi',
    'como esta',
    'como estaba',
    'mismo',
    'misma',
    'de antes',
    'uff',
    'uf',
    'ugh',
    'yikes',
    'whoa',
    'huy',
    'uy',
    // Mexico's and the Caribbean's "no way!" at the cost, surprise that refuses nothing by its "no": "no
    // manches, 9.99, déjalo igual", "no inventes", "no jodas".
    'no manches',
    'no mames',
    'no inventes',
    'no friegues',
    'no jodas',
    'no way',
  ),
  ...CHANGE_PARTS,
  // The cost complained of, as the reason to keep it: "no, muy caro, déjalo igual", "too pricey, keep it".
  ...FINDING_DEAR,
];

const weekdayOf = (token: string) => WEEKDAYS.find((names) => names.includes(token))?.[0] ?? token;
/** A street's direction spelled out, as an address shows it: "West 20th" is "W 20th". */
const DIRECTIONS: Readonly<Record<string, string>> = { west: 'w', east: 'e', north: 'n', south: 's' };
/**
 * Tokens as compared: weekdays as one word, "$3.00" and "3", "8:00" and "8", a street's "20th" and
 * "20" ("sí, a la 20" of "200 W 20th St") alike, and its direction spelled or not ("West", "W").
 */
const compared = (text: string) =>
  tokenize(text).map((t) =>
    weekdayOf(
      spelled(
        (DIRECTIONS[t] ?? t)
          .replace(/^\$/, '')
          .replace(/[.:]00$/, '')
          // A clock's leading zero: "08:00" is the "8:00" shown.
          .replace(/^0(?=\d)/, '')
          .replace(/^(\d+)(?:st|nd|rd|th|ta|va|na|ma)$/, '$1'),
      ),
    ),
  );
/** A small number spelled, as its digits: "leave three dollars" keeps "$3.00" ("one" is as often "the one"). */
const spelled = (token: string) => {
  const number = /^\p{L}+$/u.test(token) ? numberAt([token], 0) : undefined;
  return number && number.length === 1 && number.value >= 2 && number.value <= 100
    ? String(number.value)
    : token;
};

/**
 * Whether a reply holds a verb of keeping (the review's own reader takes it, to check what it names).
 * @example saysKeep('actually keep wed') // true
 */
export function saysKeep(text: string): boolean {
  const tokens = tokenize(text);
  return holdsPhrase(tokens, KEEP);
}

/**
 * Whether a reply only keeps, naming nothing but "it" or "them" ("nah, leave em", "na, déjalo", "déjalo
 * así"): where which order or what to change is asked, nothing to change (the caller sets aside a reply
 * naming one of its parts: "leave the pickup" may keep that one and change another).
 *
 * @invariant bare-keep-is-no-change A verb of keeping with only markers, "it" or "them" around it is
 *   nothing to change where the person picks what to change; never with a part, a day or an amount named.
 * @example keepsAllAsIs('na, déjalo') // true
 * @example keepsAllAsIs('leave it friday') // false
 */
export function keepsAllAsIs(text: string): boolean {
  return keepsAsIs(text, []);
}

/**
 * Whether a reply keeps the order as it is (invariant keep-names-the-old), given the texts of what the
 * order has now (the review's parts and their old values) and of the new values it may refuse first.
 * @example keepsAsIs('actually keep wed', ['Pickup', 'Wed, Jun 4, 8:00–10:00 AM EDT']) // true
 * @example keepsAsIs('keep friday', ['Pickup', 'Wed, Jun 4, 8:00–10:00 AM EDT']) // false
 * @example keepsAsIs('9.99?? no, lo dejo igual', ['Delivery', 'Collect'], ['$9.99']) // true
 */
export function keepsAsIs(
  text: string,
  old: readonly string[],
  refused: readonly string[] = [],
  restatesOld: (words: string) => boolean = () => false,
  restatedKeeps = false,
): boolean {
  const now = [...new Set(old.flatMap(compared))].map((t) => [t]);
  const tokens = comparedWithAsking(text).filter((t) => t !== '$');
  const refusedLeft = withoutRefused(tokens, refused);
  const kept = withoutRestated(refusedLeft, restatesOld);
  // The present state restated is the keep itself where the caller says so: "mejor sí que me lo lleven"
  // at a delivery's cancel (invariant keep-names-the-old).
  const restated =
    restatedKeeps && kept.filter((t) => t !== ',').length < refusedLeft.filter((t) => t !== ',').length;
  const around = [...AROUND, ...POLITE, ...now];
  return (
    coveredBy(kept, KEEP, around) ||
    (restated && coveredBy([...kept, KEPT], [[KEPT]], [...around, ...YES_TO_IT]))
  );
}

/** The restated present, standing for the keep it says ("yes bring it" at a cancel: keep the delivery). */
const KEPT = '#kept';
/** A yes said to the present restated, never to the change: "yes, bring it", "sí, que me lo traigan". */
const YES_TO_IT = phrases('yes', 'yeah', 'yep', 'yea', 'si', 'sure', 'ok', 'okay', 'claro', 'dale', 'vale');

/** Where a question mark stood, as a word: `tokenize` drops it, but "9.99? mejor déjalo" refuses by it. */
const ASKING = '?';

/** The reply's words as compared, each run of question marks kept as one word of its own (`ASKING`). */
function comparedWithAsking(text: string): string[] {
  // A sentence's end parts clauses as a comma does: "No, please bring it. Keep the delivery."
  const pieces = text.replace(/(?<=\p{L})[.!;]+(?=\s|$)/gu, ' , ').split(/[?¿]+/);
  return pieces.flatMap((piece, i) => [...compared(piece), ...(i < pieces.length - 1 ? [ASKING] : [])]);
}

/**
 * The reply without a clause the caller reads as the order's present state said in other words ("I'll
 * pick it up" while the order is collected at the store): said beside a keep, it is why, never more.
 * Whole clauses only, by their commas, or what follows the keep's own clause; the keep itself stays.
 */
function withoutRestated(tokens: string[], restatesOld: (words: string) => boolean): string[] {
  const clauses = tokens
    .join(' ')
    .split(' , ')
    .map((clause) => clause.split(' ').filter((t) => t && t !== ','));
  const left = clauses.filter((clause) => holdsPhrase(clause, KEEP) || !restatesOld(clause.join(' ')));
  // "nah keep it I'll pick it up": the restating run after the keep, without a comma.
  return left.flatMap((clause) => {
    for (let at = 1; at < clause.length; at++)
      if (holdsPhrase(clause.slice(0, at), KEEP) && restatesOld(clause.slice(at).join(' ')))
        return clause.slice(0, at);
    return clause;
  });
}

/**
 * Whether a reply says yes to a change's review restating what it shows as new (invariant
 * yes-names-the-new): "Correcto: viernes 6, 8:00–10:00. Confirmo." while the change is to Fri, Jun 6,
 * 8–10. Every word is a yes, politeness, or a word of the new values; one of the old only, and it is
 * no confirmation.
 *
 * @invariant yes-names-the-new A yes said with the values of a change's review is that change made only
 *   when each value it says is one the review shows as new: the old value restated, or another, is asked back.
 * @example confirmsAsShown('sí, el sábado 7', ['Sat, Jun 7, 8:00–10:00 AM EDT']) // true
 * @example confirmsAsShown('sí, el viernes', ['Sat, Jun 7, 8:00–10:00 AM EDT']) // false
 */
export function confirmsAsShown(text: string, shown: readonly string[]): boolean {
  const values = new Set(shown.flatMap(compared));
  // "yes, five dollars": a price's unit said with it, where the review shows a price.
  const priced = shown.some((value) => value.includes('$'));
  const restated = (t: string) => values.has(t) || (priced && MONEY_UNITS.has(t));
  const rest = compared(text).filter((t) => !restated(t) && !isNeutral(t));
  return (
    readLeadingYesNo(text) === true &&
    (rest.length === 0 ||
      readYesNo(rest.join(' ').replace(CHANGED_TO, ' ')) === true ||
      coveredBy(
        rest.filter((t) => readYesNo(t) !== true),
        SUITS_BETTER,
        SUITS_AROUND,
      ) ||
      saidAroundRestated(compared(text), restated))
  );
}

/**
 * The reply's clauses but those that only restate the new values ("Friday eight to ten", "five
 * dollars"), as said: a yes ("yes, that's right, go right ahead"), or a yes and the value said to be
 * what was wanted ("yes, that's just what I wanted"). A clause with any other value is kept, and no yes.
 */
function saidAroundRestated(tokens: string[], restated: (t: string) => boolean): boolean {
  const clauses = tokens
    .join(' ')
    .split(',')
    .map((clause) => clause.split(' ').filter(Boolean));
  const values = (clause: string[]) =>
    clause.some(restated) && clause.every((t) => restated(t) || isNeutral(t));
  const said = clauses.filter((clause) => !values(clause));
  if (said.length === clauses.length) return false;
  const words = said.flat();
  return (
    readYesNo(said.map((clause) => clause.join(' ')).join(' , ')) === true ||
    coveredBy(
      words.filter((t) => readYesNo(t) !== true),
      AS_WANTED,
      [...AS_WANTED_AROUND, ...POLITE],
    )
  );
}

/** A price's unit, said with its amount: "five dollars", "6 dólares", "5 bucks". */
const MONEY_UNITS = new Set(['dollars', 'dollar', 'bucks', 'buck', 'dolares', 'dolar', 'dls', 'usd']);

/**
 * The new value said to be what the person wanted, after a yes ("yes, saturday, that's just what I
 * wanted", "sí, el sábado, justo lo que quería"): that yes again. A negation is no word of it.
 */
const AS_WANTED = phrases(
  ...['what i wanted', 'what i want', 'what i needed', 'what i need', 'what i asked for'],
  ...['lo que queria', 'lo que quiero', 'lo que necesitaba', 'lo que necesito', 'lo que pedi'],
);
/** Words said around it: "that's just what I wanted", "exactly what I needed", "eso es justo lo que quería". */
const AS_WANTED_AROUND = phrases(
  ...['thats', 'that is', 'just', 'exactly', 'precisely', 'its', 'it is'],
  ...['eso es', 'es', 'justo', 'justamente', 'exactamente', 'precisamente'],
);

/**
 * The new value said to suit the person better, after a yes ("ok good, saturday is better for me", "sí,
 * el sábado me queda mejor"): that yes again. A negation is no word of it ("saturday is not better").
 */
const SUITS_BETTER = phrases(
  'better',
  'works better',
  'suits me better',
  'best',
  'mejor',
  'queda mejor',
  'viene mejor',
  'conviene',
  'conviene mas',
);
/** Words said around it: "is better for me", "much better", "es mejor para mí". */
const SUITS_AROUND = phrases('is', 'for me', 'much', 'way', 'a lot', 'es', 'para mi', 'mucho');

/** The change made, said to the new value after a yes: "sí, cámbialo a 5", "yes, change it to 5". */
const CHANGED_TO =
  /(?<!\S)(?:change(?: it)?|make(?: it)?|cambialo|cambiala|cambielo|cambiela|ponlo|ponla)(?: (?:a|to))?(?!\S)/;

/** Sounds said with a price before refusing it: "uff $9.99? no". */
const SIGHS = new Set(['uff', 'uf', 'ugh', 'yikes', 'whoa', 'wow', 'huy', 'uy', 'ay', 'hmm']);
/** Said of a price found too much, beside it: "9.99 itna?" (Hindi: that much?), "¿tanto?", "that much?". */
const THAT_MUCH = new Set(['itna', 'tanto', 'that', 'much', 'so']);

/** The words that refuse what is before them: "9.99?? no", "friday? nah", "10 bucks?? nvm". */
const REFUSING = new Set(['no', 'nah', 'nope', 'nvm', 'nevermind', 'never', 'nahi']);

/**
 * A price as a person rounds it when refusing it ("10 bucks?? nvm" of $9.99, "uff 10 pesos? no"): an
 * amount, or its unit. Only before a refusal, where whatever it names is what is not wanted: keeping
 * changes nothing.
 */
const PRICE_SAID = /^\$?\d{1,4}(?:\.\d{2})?$|^(?:bucks|dollars|dolares|pesos|dls)$/;

/**
 * The reply without what it names of the new values before refusing them ("9.99?? no, mejor lo dejo
 * igual": the new price, refused): said before a no, a new value is what is not wanted.
 */
function withoutRefused(tokens: string[], refused: readonly string[]): string[] {
  const values = new Set(refused.flatMap(compared));
  const priced = (t: string) => values.has(t) || PRICE_SAID.test(t);
  // "9.99, mejor no": a comma, and the "mejor" (better) of "mejor no", stand between a price and its refusal.
  const aside = (t: string) =>
    priced(t) || SIGHS.has(t) || THAT_MUCH.has(t) || t === ASKING || t === ',' || t === 'mejor';
  // Each run of the new values (and sighs) just before a refusal, wherever it stands: "uy no, 10
  // dólares no, déjelo como estaba" refuses the price after a first "no".
  const left = [...tokens];
  // A new value asked back in surprise, then kept: "uy, $9.99? mejor déjalo igual", "friday?? keep it as
  // it is" (the keep after it is the refusal). A question mark after the keep ("keep friday?") refuses nothing.
  const keptAfter = (at: number) => holdsPhrase(left.slice(at + 1), KEEP);
  for (let at = left.length - 1; at > 0; at--) {
    if (!REFUSING.has(left[at] as string) && !(left[at] === ASKING && keptAfter(at))) continue;
    let start = at;
    while (start > 0 && aside(left[start - 1] as string)) start--;
    if (left.slice(start, at).some(priced)) {
      left.splice(start, at - start + (left[at] === ASKING ? 1 : 0));
      at = start;
    }
  }
  // Any other question mark counts for nothing here, as before it was kept.
  return left.filter((t) => t !== ASKING);
}
