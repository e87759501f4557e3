/**
 * The words people name a listed address or order by, beside its label: the borough of its city, the
 * number of its street ("la de la 21", "21st"), the weekday and courier of a pickup ("the wednesday
 * one", "el del martes con doordash"), its services, how it comes back ("the one I'm collecting at the
 * store"). Given as one synonym of all those words (invariant choice-by-words): any of them together
 * pick the option that has them all, and words two options share pick neither (asked which).
 */

import { recognizeChoice } from '../recognize/choice';
import { readMeant } from '../recognize/meant';
import { isModifier, isNegation } from '../recognize/neutral-words';
import { tokenize } from '../recognize/normalize';
import { numberAt, readOrdinal } from '../recognize/number-words';
import { readPartNamed } from '../recognize/order-request';
import { readStoreCollection } from '../recognize/store-collection';
import type { Words } from '../words';
import type { Glossary } from '../words/glossary';
import { providerWords, type WindowChoice } from './choices';
import type { LedgerEntry } from './ledger-entry';

/** Words every address of a list shares, so "the first addy" is the first (invariant choice-by-position). */
const ADDRESS = 'address addy addr direccion dir';
/** Words every order of a list shares: "the second order", "el pedido del martes", "the wednesday pickup". */
const ORDER = 'order pedido orden pickup recogida';
/** A street's kind as written on a label, and how either language says it: "la calle 21" is "W 21st St". */
const STREET_KINDS: Record<string, string> = {
  st: 'street calle',
  street: 'calle',
  ave: 'avenue avenida',
  av: 'avenue avenida',
  avenue: 'avenida',
  rd: 'road',
  blvd: 'boulevard bulevar',
  pl: 'place',
};
/** The borough a city line names where the service writes it otherwise: Manhattan's is "New York". */
const BOROUGH: Record<string, string> = {
  'new york': 'manhattan nyc ny nueva york',
  // "the bk studio": Brooklyn as New Yorkers write it.
  brooklyn: 'bk bklyn',
};
/** Weekdays from Sunday, as people write them in English and in Spanish, accents off. */
const WEEKDAYS = [
  'sunday sun domingo dom',
  'monday mon lunes lun',
  'tuesday tue tues martes mar',
  'wednesday wed miercoles mie',
  'thursday thu thurs jueves jue',
  'friday fri viernes vie',
  'saturday sat sabado sab',
];
/** How an order comes back: collected at the store, or delivered. */
const COLLECTED = 'collect collecting collected store pick up recoger recojo recogerlo tienda';
const DELIVERED = 'delivery deliver delivered entrega domicilio';

/**
 * An address's synonym: its label, the borough, its street numbers without their ordinal ("21" of
 * "W 21st St"), its street's kind in either language ("calle"), and the words for an address.
 *
 * @example addressNamedBy('210 W 21st St, Apt 4B, New York') // ['210 W 21st St, Apt 4B, New York 21 street calle manhattan nyc ny nueva york address addy addr direccion dir']
 */
export function addressNamedBy(label: string): string[] {
  const streets = [...label.matchAll(/\b(\d+)(?:st|nd|rd|th)\b/gi)].map((m) => m[1]);
  const kinds = [...label.toLowerCase().matchAll(/\b[a-z]+\b/g)].map((m) =>
    Object.hasOwn(STREET_KINDS, m[0]) ? (STREET_KINDS[m[0]] as string) : '',
  );
  const city = label.split(',').at(-1)?.trim().toLowerCase() ?? '';
  return [[label, ...streets, ...new Set(kinds), BOROUGH[city] ?? '', ADDRESS].filter(Boolean).join(' ')];
}

/** Words beside a number that make it a street's or a building's: "20th st", "la 21", "200 w 20th". */
const STREET_AFTER = new Set(
  'st street str ave av avenue avenida calle w e n s west east north south oeste norte sur'.split(' '),
);
const STREET_BEFORE = new Set('la calle w e n s west east north south oeste norte sur'.split(' '));
/** Words before a number that make it an apartment's, a floor's or a suite's: "apt 4b", "apartamento cuatro b", "piso 3". */
const UNIT_BEFORE = new Set(
  'apt apartment apartamento apto depto departamento unit suite ste fl floor piso'.split(' '),
);
/** Words said around a unit's kind that name nothing: "my apartment", "el piso", "the apartment one". */
const AROUND_A_UNIT = new Set(
  'my our the mi mis nuestro nuestra el la one place please pls at in en de'.split(' '),
);

/**
 * @invariant unit-kind-alone-names-none The kind of a home said alone ("my apartment", "mi depto", "el
 *   piso") names no address: whether a label says "Apt" or "Floor" is how it was typed, and "piso" is a
 *   flat in Spain. It is asked back; said with a number, a street or a borough, it is read as before.
 *
 * @example unitKindAlone('my apartment') // true
 * @example unitKindAlone('apt 4B') // false
 */
export function unitKindAlone(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  return (
    tokens.some((t) => UNIT_BEFORE.has(t)) && tokens.every((t) => UNIT_BEFORE.has(t) || AROUND_A_UNIT.has(t))
  );
}

/** A street's direction, in either language, as a label writes it. */
const DIRECTIONS: Record<string, string> = {
  w: 'w',
  west: 'w',
  oeste: 'w',
  e: 'e',
  east: 'e',
  n: 'n',
  north: 'n',
  norte: 'n',
  s: 's',
  south: 's',
  sur: 's',
};
/** Words that are a number only beside a street word: "the one on 20th" is no address at number 1. */
const ARTICLES = new Set(['one', 'un', 'una', 'uno']);
/** A street's kind, after which an ordinal word is the street's number: "seventh street", "séptima avenida". */
const STREET_KIND = new Set(
  'st street ave avenue av avenida calle blvd boulevard rd road pl place'.split(' '),
);

/** Whether the token at `at` stands where a street's or a building's number does. */
const streetAt = (tokens: readonly string[], at: number) =>
  STREET_AFTER.has(tokens[at + 1] ?? '') || STREET_BEFORE.has(tokens[at - 1] ?? '');

/**
 * An address's words with its numbers in digits, as a label writes them: numbers said in words
 * ("doscientos diez" 210, "ninety five" 95) or in pairs ("two ten west" 210), ordinal streets ("twenty first street" 21st, "seventh
 * street" 7th), an apartment's letter joined to its number ("apartamento cuatro b" 4b), and "este" a
 * direction between a number and a street ("210 este calle 21"), never "this".
 */
function addressWords(said: readonly string[]): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < said.length; ) {
    const token = said[i] as string;
    const number = /\d/.test(token) ? undefined : numberAt([...said], i);
    const ordinal = /^[a-z]+$/.test(token) ? readOrdinal([token]) : undefined;
    const paired = inPairs(said, i);
    if (paired) {
      tokens.push(paired.number);
      i += paired.length;
    } else if (number && !(ARTICLES.has(token) && number.length === 1 && !streetAt(said, i))) {
      // "twenty first": the tens said as a number, the unit as an ordinal.
      const unit = /^[a-z]+$/.test(said[i + number.length] ?? '')
        ? readOrdinal([said[i + number.length] as string])
        : undefined;
      const joined = typeof unit === 'number' && unit < 10 && number.value % 10 === 0 && number.value >= 20;
      tokens.push(joined ? `${number.value + unit}th` : String(number.value));
      i += number.length + (joined ? 1 : 0);
    } else if (typeof ordinal === 'number' && STREET_KIND.has(said[i + 1] ?? '')) {
      tokens.push(`${ordinal}th`);
      i += 1;
    } else {
      tokens.push(token === 'este' && /^\d/.test(tokens.at(-1) ?? '') ? 'e' : token);
      i += 1;
    }
  }
  // "apt 4 b": the apartment's letter is part of its number.
  return tokens.flatMap((t, i) =>
    /^[a-z]$/.test(t) && /^\d+$/.test(tokens[i - 1] ?? '') && UNIT_BEFORE.has(tokens[i - 2] ?? '')
      ? []
      : /^\d+$/.test(t) && UNIT_BEFORE.has(tokens[i - 1] ?? '') && /^[a-z]$/.test(tokens[i + 1] ?? '')
        ? [`${t}${tokens[i + 1]}`]
        : [t],
  );
}

/**
 * A building's number said in pairs, as English says it, before a street word or a direction: "two ten
 * west" is 210, "twelve oh five" 1205. Undefined elsewhere ("two ten dollars" is no address).
 */
function inPairs(said: readonly string[], at: number): { number: string; length: number } | undefined {
  const words = [...said];
  const first = /\d/.test(said[at] ?? '') ? undefined : numberAt(words, at);
  if (!first || first.value < 1 || first.value > 99) return undefined;
  const zero = ['oh', 'zero', 'cero'].includes(said[at + first.length] ?? '') ? 1 : 0;
  const next = at + first.length + zero;
  const second = /\d/.test(said[next] ?? '') ? undefined : numberAt(words, next);
  const fits = second && (zero ? second.value <= 9 : second.value >= 10 && second.value <= 99);
  if (!second || !fits || !STREET_AFTER.has(said[next + second.length] ?? '')) return undefined;
  return {
    number: `${first.value}${zero ? '0' : ''}${second.value}`,
    length: first.length + zero + second.length,
  };
}

/** A number of an address: a street's or a building's (20 of "20th"), or an apartment's ("4b"), with where it stands. */
interface AddressNumber {
  number: string;
  unit: boolean;
  at: number;
}

/** The numbers of an address's words, ordinals without their ending ("20th" is 20), apartments whole ("4b"). */
const numbersIn = (tokens: readonly string[]): AddressNumber[] =>
  tokens.flatMap((t, at): AddressNumber[] => {
    if (UNIT_BEFORE.has(tokens[at - 1] ?? '') && /^\d+[a-z]?$/.test(t))
      return [{ number: t, unit: true, at }];
    const number = /^(\d+)(?:st|nd|rd|th)?$/.exec(t)?.[1];
    return number === undefined ? [] : [{ number, unit: false, at }];
  });

/** The directions said beside a number ("200 W 20th", "doscientos oeste"), as a label writes them. */
const directionsIn = (tokens: readonly string[]) =>
  tokens.flatMap((t, i) =>
    Object.hasOwn(DIRECTIONS, t) && (/^\d/.test(tokens[i - 1] ?? '') || /^\d/.test(tokens[i + 1] ?? ''))
      ? [DIRECTIONS[t] as string]
      : [],
  );

/**
 * The one listed address a reply names by the numbers of its street or building, with words around them
 * ("I'll be at 20th Street that day", "que vayan a la de la 20", "200 W 20th", "doscientos oeste calle
 * veinte apartamento cinco c"): every number said is a street's or a building's (a street word or a
 * direction beside it, "la" before it: never "the 21st", a date) or an apartment's after one, and is on
 * that address alone, as are the directions said beside them and the apartment said whole ("5c", never
 * "5" for "5C"). An apartment said alone with its letter ("pick up from apartment 4B", "el depto
 * 5c") names the one label that has it whole (invariant unit-said-whole-names-its-address). Undefined when any number is none of those, nothing is named
 * by one, two addresses have it, the reply says a word only another address has ("la veinte de
 * brooklyn"), or it negates or corrects anything ("not the one on 20th").
 *
 * @invariant unit-said-whole-names-its-address An apartment or suite said alone with its number and
 *   letter whole ("apartment 4B", "depto cinco c") that one listed label has, and no other, names that
 *   address, the kind of unit aside ("Apt" or "Unit" is how it was typed); a number alone ("floor 3",
 *   "apt 2": many homes have one), a part of it ("apto 5" for "Apt 5C"), or one two labels have, names
 *   none and is asked back.
 * @example addressNamedIn("I'll be at 20th Street", ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // 1
 * @example addressNamedIn('doscientos oeste calle veinte', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // 1
 * @example addressNamedIn('pick up on the 20th', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // undefined
 */
export function addressNamedIn(text: string, labels: readonly string[]): number | undefined {
  return namedIn(text, labels)?.index;
}

/** Words said around a place named alone: "a Brooklyn", "to the brooklyn one", "la de Brooklyn", "over in brooklyn". */
const AROUND_A_PLACE = new Set(
  'a to the one in over at my mi la el de del al en para pa pal place address direccion please pls porfa'.split(
    ' ',
  ),
);

/**
 * The one listed address a reply names by its place alone, the last part of its label (its city or
 * borough: "a Brooklyn", "to the brooklyn one", "la de Brooklyn"), said with nothing but the words around
 * a place: undefined when another label holds that place too ("New York" twice), the reply says anything
 * else, or no place.
 *
 * @invariant address-named-by-its-place A place that ends one listed address's label and no other's,
 *   said alone where an address may be named ("A Brooklyn"), is that address; one that two share, or more
 *   said beside it, names none and is asked.
 * @example addressNamedByPlace('A Brooklyn', ['210 W 21st St, New York', '95 N 7th St, Brooklyn']) // 1
 * @example addressNamedByPlace('to new york', ['210 W 21st St, New York', '200 W 20th St, New York']) // undefined
 */
export function addressNamedByPlace(text: string, labels: readonly string[]): number | undefined {
  const said = tokenize(text).filter((t) => t !== ',' && !AROUND_A_PLACE.has(t));
  if (said.length === 0) return undefined;
  const places = labels.map((label) => tokenize(label.split(',').at(-1) ?? ''));
  const fits = places.flatMap((place, index) =>
    place.length > 0 && place.join(' ') === said.join(' ') ? [index] : [],
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** Words said of a home that tell no address from another: "the bk studio", "the other place", "mi casa". */
const AROUND_A_HOME = new Set([
  ...AROUND_A_PLACE,
  ...'studio house home building apartment apt flat loft casa depto departamento apartamento edificio lugar that other otra otro'.split(
    ' ',
  ),
]);

/** Words of a home said fondly or as slang, as telling as "home": "my pad", "the crib", "el depa". */
const HOME_SLANG = new Set('pad crib digs spot depa place casita po pues'.split(' '));

/**
 * The one listed address a reply names once the words said of any home are set aside ("manhattan pad,
 * 4B", "en el depa 4B po", "en mi casa, la primera"): read by the addresses' own words and places, and
 * taken only when that picks one for certain; undefined when nothing is left, or it names none or two.
 *
 * @invariant home-words-tell-no-address Words said of any home ("my pad", "la casa", "the apartment")
 *   neither name an address nor keep one named beside them from being read: "manhattan pad, 4B" is the
 *   Manhattan apartment 4B; "my apartment" alone names none of two (invariant unit-kind-alone-names-none).
 * @example addressNamedAroundHome('manhattan pad, 4B', ['210 W 21st St, Apt 4B, New York', '95 N 7th St, Floor 3, Brooklyn']) // 0
 */
export function addressNamedAroundHome(text: string, labels: readonly string[]): number | undefined {
  const tokens = tokenize(text);
  // Only where a word of a home was said ("pad", "depa", "casa"), never articles alone; and "el piso",
  // "my apartment" alone name none (invariant unit-kind-alone-names-none).
  const home = (t: string) => HOME_SLANG.has(t) || (AROUND_A_HOME.has(t) && !AROUND_A_PLACE.has(t));
  if (!tokens.some(home) || unitKindAlone(text)) return undefined;
  const left = tokens.filter((t) => !AROUND_A_HOME.has(t) && !HOME_SLANG.has(t) && t !== ',');
  if (left.length === 0) return undefined;
  const options = labels.map((label, i) => ({
    value: String(i),
    label,
    role: 'choice' as const,
    synonyms: addressNamedBy(label),
  }));
  const read = recognizeChoice(left.join(' '), options, { multi: false, timeZone: 'UTC' });
  return read.kind === 'picked' && read.values.length === 1 ? Number(read.values[0]) : undefined;
}

/**
 * Of two listed addresses, the one a reply keeps by taking the other away after it ("chelsea apt not the
 * bk studio", "la del 4b, no la de brooklyn"): the words after the one "not" name one address by words
 * only its label has (its borough, its street's number, its apartment's), with nothing else but words
 * said of any home; the words before it name nothing only that one has. Undefined with more or fewer than
 * two addresses, a "not" first ("no, the brooklyn one" is that one) or twice, or anything unsure.
 *
 * @invariant address-kept-by-the-other-excluded Of two addresses, "X not Y" where Y names one of them
 *   alone and X nothing of it is the other; X is never needed to name it (a neighbourhood the label
 *   doesn't write, "chelsea"), never said against it.
 * @example addressNotNamed('chelsea apt not the bk studio', ['210 W 21st St, Apt 4B, New York', '95 N 7th St, Floor 3, Brooklyn']) // 0
 * @example addressNotNamed('no, the brooklyn one', ['210 W 21st St, Apt 4B, New York', '95 N 7th St, Floor 3, Brooklyn']) // undefined
 */
export function addressNotNamed(text: string, labels: readonly string[]): number | undefined {
  const meant = readMeant(text);
  const [left] = meant?.excluded ?? [];
  if (labels.length !== 2 || !meant || meant.excluded?.length !== 1 || !left) return undefined;
  const words = labels.map((label) => new Set(tokenize(addressNamedBy(label).join(' '))));
  const only = (t: string, i: number) => (words[i]?.has(t) ?? false) && !words[1 - i]?.has(t);
  const plain = (said: string) => tokenize(said).filter((t) => ![',', '.', '!'].includes(t));
  const after = plain(left.what).filter((t) => !AROUND_A_HOME.has(t));
  const excluded = [0, 1].filter((i) => after.length > 0 && after.every((t) => only(t, i)));
  const [out] = excluded;
  const before = plain(meant.text).filter((t) => !AROUND_A_HOME.has(t));
  if (excluded.length !== 1 || out === undefined || plain(meant.text).length === 0) return undefined;
  const kept = 1 - out;
  // Before the "not": the kept one's own words ("la del 5c"), or words naming neither ("chelsea apt"),
  // never a day, a number or another negation, which may say something else.
  const fine = (t: string) => only(t, kept) || !(only(t, out) || isModifier(t) || isNegation(t));
  return before.every(fine) ? kept : undefined;
}

/**
 * `addressNamedIn`, for a reply that says the address and nothing more that could change an answer
 * (invariant reply-words-accounted-for): "la de la veinte pues" is the address; "la de la 20 para
 * mañana", "20th st next week" say a day too, left to the questions after it.
 *
 * @example addressNamedAlone('la de la veinte pues', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // 1
 * @example addressNamedAlone('la de la 20 para mañana', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // undefined
 */
export function addressNamedAlone(text: string, labels: readonly string[]): number | undefined {
  const named = namedIn(text, labels);
  if (!named) return undefined;
  const { tokens, said } = named;
  const own = new Set(said.map((n) => n.at));
  // "the one on 20th": an article left a word ("one", "una") points, and counts nothing.
  return tokens.every((t, i) => own.has(i) || ARTICLES.has(t) || !isModifier(t)) ? named.index : undefined;
}

/**
 * The listed address a reply names as where the pickup is to be, said with the pickup and no time ("que
 * pasen a buscarlo a la 20", "que pasen a recogerlo a la veinte"): the pickup's place is the address to
 * change, never its day. Undefined when no pickup is named, a day is said too ("a la 20 el viernes"), or
 * the place is no listed address by `addressNamedAlone` ("el 20" is a date).
 *
 * @example pickupAtAddress('que pasen a buscarlo a la 20', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // 1
 */
export function pickupAtAddress(text: string, labels: readonly string[]): number | undefined {
  const part = readPartNamed(text);
  if (part?.change !== 'pickup' || part.bring || part.words === undefined) return undefined;
  return addressNamedAlone(part.words, labels);
}

/**
 * Whether a reply says a number of an address: a street's or a building's beside a street word or a
 * direction, or an apartment's ("apt 4c"). A reply that says one and names no listed address by it is
 * about the address whole: never cut for the questions after (`Step.readsWhole`), its apartment dropped.
 *
 * @example saysAddressNumber('210 west 21st, apt 4c') // true
 * @example saysAddressNumber('the second one, tomorrow') // false
 */
export function saysAddressNumber(text: string): boolean {
  const tokens = addressWords(tokenize(text));
  return numbersIn(tokens).some(({ unit, at }) => unit || streetAt(tokens, at));
}

/** Words that lead to an address said inside a longer reply: "from 21st st", "at the 21st St place", "en la 21". */
const LEADS = new Set('on from at in to by en de desde al a'.split(' '));
/** Words after an address's street that still name it: "the 21st St place", "the one on 21st". */
const TRAILING = new Set('place one address spot location building apartment'.split(' '));
/** A street's or a building's number, an ordinal's ending kept ("21st", "210"). */
const NUMBER = /^\d+(?:st|nd|rd|th)?$/;

/**
 * The words of a reply that name an address by its numbers, with the words that lead to them ("from
 * 21st st", "at the 21st St place", "en la 21", "la de la 21", "at 210 w 21st st"), and the reply without
 * them: the address's words for the address question (which takes them only when one listed address
 * fits: `addressNamedAlone`), the rest for the questions after it. A number is a street's when a street
 * word or a direction stands beside it or "la" before it (as `addressNamedIn` reads), or an ordinal
 * follows "on", "from", "at" with no article ("on 21st"; "on the 21st" is a date). Undefined when no
 * address is named so, or two are.
 *
 * @example addressWordsIn('pick up friday morning from 21st st') // { said: 'from 21st st', rest: 'pick up friday morning' }
 * @example addressWordsIn('pick up on the 21st') // undefined
 */
export function addressWordsIn(text: string): { said: string; rest: string } | undefined {
  const tokens = tokenize(text);
  const street = (i: number) =>
    NUMBER.test(tokens[i] ?? '') &&
    (streetAt(tokens, i) ||
      (/\d(?:st|nd|rd|th)$/.test(tokens[i] ?? '') && ['on', 'from', 'at'].includes(tokens[i - 1] ?? '')));
  const at = tokens.findIndex((_, i) => street(i));
  if (at < 0) return undefined;
  const part = (t: string | undefined) =>
    t !== undefined && (NUMBER.test(t) || Object.hasOwn(DIRECTIONS, t) || STREET_KIND.has(t));
  let start = at;
  while (part(tokens[start - 1]) || tokens[start - 1] === 'calle') start -= 1;
  if (tokens[start - 1] === 'la') start -= 1;
  if (tokens[start - 1] === 'de' && tokens[start - 2] === 'la') start -= 2;
  if (tokens[start - 1] === 'the') start -= 1;
  if (LEADS.has(tokens[start - 1] ?? '')) start -= 1;
  let end = at;
  while (part(tokens[end + 1])) end += 1;
  if (TRAILING.has(tokens[end + 1] ?? '')) end += 1;
  // A second street named elsewhere: which address is meant is not said.
  if (tokens.some((_, i) => (i < start || i > end) && street(i))) return undefined;
  const rest = [...tokens.slice(0, start), ...tokens.slice(end + 1)].filter((t) => t !== ',');
  return { said: tokens.slice(start, end + 1).join(' '), rest: rest.join(' ') };
}

/** The one listed address a reply names by its numbers (`addressNamedIn`), with the reply's address words and numbers. */
function namedIn(text: string, labels: readonly string[]) {
  const tokens = addressWords(tokenize(text));
  if (readMeant(text) || tokens.some(isNegation)) return undefined;
  const said = numbersIn(tokens);
  const placed = said.filter(({ unit, at }) => unit || streetAt(tokens, at));
  // A unit's number alone ("floor 3", "apt 2") is one many homes have, a new one's maybe: only one said
  // whole with its letter ("apartment 4B") names a listed address by itself.
  const alone = said.every((n) => n.unit) && said.some((n) => !/[a-z]$/.test(n.number));
  if (placed.length !== said.length || alone) return undefined;
  const directions = directionsIn(tokens);
  const named = labels.map((label) => {
    const words = addressWords(tokenize(label));
    const own = numbersIn(words);
    const fits =
      said.every(({ number, unit }) => own.some((n) => n.unit === unit && n.number === number)) &&
      directions.every((d) => directionsIn(words).includes(d));
    return { fits, words: new Set(tokenize(addressNamedBy(label).join(' '))) };
  });
  const fits = named.flatMap((n, index) => (n.fits ? [index] : []));
  const [index] = fits;
  if (index === undefined || fits.length > 1) return undefined;
  // A word only another address has ("brooklyn", "floor") says that one is meant too.
  const other = named.filter((_, i) => i !== index);
  const mine = named[index]?.words ?? new Set<string>();
  if (tokens.some((t) => !/\d/.test(t) && !mine.has(t) && other.some((n) => n.words.has(t))))
    return undefined;
  return { index, tokens, said };
}

/**
 * A placed order's synonym: the weekday and courier of its pickup, its services in either language,
 * how it comes back (and the return's weekday and courier), and the words for an order.
 *
 * @example orderNamedBy(entry, glossary, words) // ['wednesday wed miercoles mie Store driver … wash and fold … collect … order pedido …']
 */
export function orderNamedBy(
  entry: Pick<LedgerEntry, 'pickup' | 'returnWindow' | 'services'>,
  glossary: Glossary,
  words: Words,
): string[] {
  const leg = (w: WindowChoice) => [WEEKDAYS[weekday(w.day)] ?? '', providerWords(w, words), w.providerName];
  const services = entry.services.flatMap((s) => [s.name, ...glossary.synonyms(s.name)]);
  const back = entry.returnWindow ? [DELIVERED, ...leg(entry.returnWindow)] : [COLLECTED];
  return [[...leg(entry.pickup), ...services, ...back, ORDER].join(' ')];
}

/**
 * Whether an order's leg falls on the weekday a word names, as a request tells which order it is ("my
 * wednesday pickup", "la entrega del viernes"): the pickup's day, the delivery's, or either when no leg is
 * named. Words naming no weekday ("tomorrow", "mañana", also a morning) tell nothing.
 *
 * @example orderOnDay(entry, 'miercoles', 'pickup') // true when its pickup is on a Wednesday
 */
export function orderOnDay(
  entry: Pick<LedgerEntry, 'pickup' | 'returnWindow'>,
  word: string,
  leg: 'pickup' | 'delivery' | undefined,
): boolean {
  const legs = [leg !== 'delivery' && entry.pickup, leg !== 'pickup' && entry.returnWindow];
  return legs.some((w) => w && (WEEKDAYS[weekday(w.day)] ?? '').split(' ').includes(word));
}

/** Words that point at an order before what is said of it: "the one", "el que", "la orden que". */
const POINTING = new Set(
  'the one order that which where el la lo que pedido orden ese esa este esta de del'.split(' '),
);

/**
 * How an order comes back, said as what the person or the driver does, after the words pointing at it:
 * `'collected'` for "the one I'm picking up myself", "el que yo voy a buscar a la tienda" (the whole rest
 * a collection, store-collection.ts); `'delivered'` for "the one you bring me", "el que me traen" (having
 * it brought, nothing more); undefined when the reply says neither, or more.
 *
 * @example returnSaid('el que yo voy a buscar a la tienda') // 'collected'
 * @example returnSaid('the one you bring me') // 'delivered'
 */
export function returnSaid(text: string): 'collected' | 'delivered' | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const start = tokens.findIndex((t) => !POINTING.has(t));
  if (start <= 0) return undefined;
  const rest = tokens.slice(start).join(' ');
  if (readStoreCollection(rest) === 'collect') return 'collected';
  const part = readPartNamed(rest);
  return part?.bring && part.words === undefined ? 'delivered' : undefined;
}

/** Verbs of a courier doing the pickup: "the one the store driver picks up", "el que recoge uber". */
const PICKS_UP = new Set(
  'picks picking picked recoge recogen recogera recogeran recogio pasa pasan busca buscan'.split(' '),
);
/** Verbs of a courier bringing it back: "the one doordash brings back", "el que me trae el chofer". */
const BRINGS = new Set(
  'brings bringing delivers delivering drops dropping returns trae traen traera entrega entregan lleva llevan devuelve devuelven'.split(
    ' ',
  ),
);
/** The store's own driver, by the words for the store and for a driver together ("store driver", "chofer de la tienda"). */
const STORE = new Set(['store', 'shop', 'laundry', 'tienda', 'lavanderia', 'local']);
const DRIVER = new Set(['driver', 'guy', 'chofer', 'repartidor', 'muchacho', 'conductor']);

/** Who does a leg: the store's own driver, or a courier by its name. */
export type Courier = Pick<WindowChoice, 'provider' | 'providerName'>;

/** Whether a leg's courier is named in the tokens: the store's driver by store and driver, a courier by its name's first word. */
function courierNamed(w: Courier, tokens: readonly string[]): boolean {
  if (w.provider === 'OWN_DRIVER')
    return tokens.some((t) => STORE.has(t)) && tokens.some((t) => DRIVER.has(t));
  const [name] = tokenize(w.providerName);
  return name !== undefined && tokens.includes(name);
}

/**
 * The one order a reply tells by who does one of its legs, the leg said by its verb ("el que recoge el
 * chofer de la tienda": the one the store's driver picks up; "the one uber brings back"), where the
 * courier's name alone fits two ("the store driver one": asked which). Undefined unless exactly one
 * order's leg is done by the courier named, and only one courier is named.
 *
 * @example orderByLegCourier('el que recoge el chofer de la tienda', entries) // the index of the one whose pickup the store's driver does
 */
export function orderByLegCourier(
  text: string,
  entries: readonly { pickup: Courier; returnWindow?: Courier | undefined }[],
): number | undefined {
  const tokens = tokenize(text);
  const picks = tokens.some((t) => PICKS_UP.has(t));
  const brings = tokens.some((t) => BRINGS.has(t));
  if (picks === brings) return undefined;
  const legs = entries.flatMap((e) => [e.pickup, ...(e.returnWindow ? [e.returnWindow] : [])]);
  const named = new Set(
    legs
      .filter((w) => courierNamed(w, tokens))
      .map((w) => (w.provider === 'OWN_DRIVER' ? '' : w.providerName)),
  );
  if (named.size !== 1) return undefined;
  const fits = entries.flatMap((e, at) => {
    const leg = picks ? e.pickup : e.returnWindow;
    return leg && courierNamed(leg, tokens) ? [at] : [];
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** A pickup said by its verb, the driver's: "the one getting picked up wednesday", "el que se recoge el miércoles". */
const PICKUP_VERBS = new Set([...PICKS_UP, 'pick', 'picked', 'pickup', 'up', 'recogida']);
/** A return said by its verb, the driver's: "the one coming back friday", "el que me traen el viernes". */
const BACK_VERBS = new Set([
  ...BRINGS,
  ...'coming comes come back delivered delivery arrives arriving vuelve regresa llega'.split(' '),
]);
/** Words around a leg's verb and day that say nothing of which: "the one that is", "el que se … el". */
const LEG_DAY_FRAME = new Set([...POINTING, ...'on is its getting gets get being se me this'.split(' ')]);

/**
 * The one order a reply tells by the weekday of one of its legs, the leg said by its verb ("the one coming
 * back friday", "el que se recoge el miércoles"): undefined unless the reply says only that, one leg and
 * one day, and exactly one order's leg falls on it. "I pick it up" is the person collecting: no verb here.
 *
 * @example orderByLegDay('the one coming back friday', entries) // the index of the one delivered on a Friday
 */
export function orderByLegDay(
  text: string,
  entries: readonly Pick<LedgerEntry, 'pickup' | 'returnWindow'>[],
): number | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',' && t !== '.' && t !== '?');
  const days = tokens.filter((t) => WEEKDAYS.some((names) => names.split(' ').includes(t)));
  const picks = tokens.some((t) => PICKUP_VERBS.has(t));
  const back = tokens.some((t) => BACK_VERBS.has(t));
  const [day] = days;
  if (days.length !== 1 || day === undefined || picks === back) return undefined;
  const told = tokens.every(
    (t) => t === day || LEG_DAY_FRAME.has(t) || PICKUP_VERBS.has(t) || BACK_VERBS.has(t),
  );
  if (!told) return undefined;
  const fits = entries.flatMap((e, at) => (orderOnDay(e, day, picks ? 'pickup' : 'delivery') ? [at] : []));
  return fits.length === 1 ? fits[0] : undefined;
}

/** Words that make a weekday a reference to something on it, never a new day: "the friday thing", "lo del viernes". */
const ON_THAT_DAY = new Set('thing one deal stuff bit del'.split(' '));
/** Words around such a reference that say nothing more: "the", "that", "lo", "el de". */
const DAY_THING_FRAME = new Set(
  'the that this one thing deal stuff bit on lo la el de del eso esa ese'.split(' '),
);

/**
 * The weekday a reply names something by, and nothing else ("the friday thing", "that friday one", "lo del
 * viernes"): the weekday word, or undefined when it says more, two days, or the day bare ("friday", "to
 * friday", "para el viernes" are a new day, never a leg's old one).
 *
 * @example dayThingSaid('the friday thing') // 'friday'
 * @example dayThingSaid('move it to friday') // undefined
 */
export function dayThingSaid(text: string): string | undefined {
  const tokens = tokenize(text).filter((t) => !/^[,.;!?]+$/.test(t));
  const days = tokens.filter((t) => WEEKDAYS.some((names) => names.split(' ').includes(t)));
  const [day] = days;
  if (days.length !== 1 || day === undefined || !tokens.some((t) => ON_THAT_DAY.has(t))) return undefined;
  return tokens.every((t) => t === day || DAY_THING_FRAME.has(t)) ? day : undefined;
}

/**
 * The leg of one order a reply names by its weekday alone ("the friday thing" of an order delivered on
 * Friday and picked up on Tuesday): the pickup or the delivery, when exactly one of them falls on that day;
 * undefined when neither or both do, or the reply says more than the day (`dayThingSaid`).
 *
 * @invariant leg-named-by-its-day A leg is named by its weekday only when exactly one of the order's legs
 *   is on that day; both on it, or none, is asked back, never one taken.
 * @example legByDay('the friday thing', entry) // 'delivery' (picked up Tuesday, delivered Friday)
 */
export function legByDay(
  text: string,
  entry: Pick<LedgerEntry, 'pickup' | 'returnWindow'>,
): 'pickup' | 'delivery' | undefined {
  const day = dayThingSaid(text);
  if (day === undefined) return undefined;
  const legs = (['pickup', 'delivery'] as const).filter((leg) => {
    const window = leg === 'pickup' ? entry.pickup : entry.returnWindow;
    return !!window && (WEEKDAYS[weekday(window.day)] ?? '').split(' ').includes(day);
  });
  return legs.length === 1 ? legs[0] : undefined;
}

/** The weekday of a YYYY-MM-DD day, from Sunday (0). */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Words around an order's services that say nothing of which: "the one with the suit", "el que tiene el traje". */
const CONTENTS_FRAME = new Set(
  'the one order that which with has have its it is es el la lo los las que q pedido orden ese esa este esta de del d con tiene lleva trae a an un una and y'.split(
    ' ',
  ),
);
/** Words that take the services named away: "the one without the suit", "el que tiene el traje no, el otro". */
const WITHOUT = new Set(['without', 'sin', 'no', 'not']);
/** The other order, said with the services taken away: "el traje no, el otro". */
const OTHER = new Set(['other', 'otro', 'otra']);
/** Words that say the services named are all it holds: "the one with only wash and fold", "el que es solo lavado y doblado". */
const ONLY = new Set(['only', 'just', 'solo', 'nomas', 'namas']);

/** Every word of a service's ways of saying it, by its name. */
function serviceWords(names: readonly string[], glossary: Glossary): Map<string, Set<string>> {
  return new Map(
    names.map((name) => [name, new Set([name, ...glossary.synonyms(name)].flatMap((s) => tokenize(s)))]),
  );
}

/**
 * Whether a reply names an order by what it holds, with "only" or "without" (`orderByContents`'s
 * words): every word is one of `words` (the listed orders' services' words) or one around them, and one
 * of "without", "not", "only" says how. A step reads it itself, never by its options' words.
 *
 * @example contentsSaid('the one without the suit', new Set(['suit'])) // true
 * @example contentsSaid('no changes', new Set(['suit'])) // false
 */
export function contentsSaid(text: string, words: ReadonlySet<string>): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const placed = tokens.every(
    (t) => CONTENTS_FRAME.has(t) || WITHOUT.has(t) || OTHER.has(t) || ONLY.has(t) || words.has(t),
  );
  const how = tokens.some((t) => ONLY.has(t) || WITHOUT.has(t));
  return placed && how && tokens.some((t) => words.has(t) && !CONTENTS_FRAME.has(t));
}

/**
 * The one listed order a reply names by the services it holds ("the one with the suit"), holds only
 * ("el que es solo lavado y doblado"), or holds not ("the one without the suit", "el que tiene el traje
 * no, el otro"): a service is named by a word only its ways of saying have among the listed orders';
 * every word of the reply is a service's or one around them. Undefined when no service is named, a word
 * is neither, "only" and "without" are both said or a refusal twice, or not exactly one order fits.
 *
 * @example orderByContents('the one without the suit', [wfAndSuit, wfOnly], glossary) // 1
 */
export function orderByContents(
  text: string,
  orders: readonly Pick<LedgerEntry, 'services'>[],
  glossary: Glossary,
): number | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const names = [...new Set(orders.flatMap((o) => o.services.map((s) => s.name)))];
  const words = serviceWords(names, glossary);
  const named = new Set<string>();
  for (const t of tokens) {
    if (CONTENTS_FRAME.has(t) || WITHOUT.has(t) || OTHER.has(t) || ONLY.has(t)) continue;
    const of = byItsName(
      t,
      names.filter((name) => words.get(name)?.has(t)),
      glossary,
    );
    if (of.length === 0) return undefined;
    if (of.length === 1) named.add(of[0] as string);
  }
  const refusals = tokens.filter((t) => WITHOUT.has(t)).length;
  const only = tokens.some((t) => ONLY.has(t));
  const other = tokens.some((t) => OTHER.has(t));
  if (named.size === 0 || refusals > 1 || (only && refusals > 0) || (other && refusals === 0))
    return undefined;
  const holds = (o: Pick<LedgerEntry, 'services'>) => new Set(o.services.map((s) => s.name));
  const fits = orders.flatMap((o, index) => {
    const held = holds(o);
    const all = [...named].every((n) => held.has(n));
    const fit =
      refusals > 0
        ? [...named].every((n) => !held.has(n))
        : only
          ? all && [...held].every((n) => named.has(n))
          : all;
    return fit ? [index] : [];
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * Of the services a word is one of the ways to say (`of`), the one whose own name has it, said in any of
 * its ways: "lavado", "lavar" are Wash & Fold's (Lavado y doblado) though "lavado en seco de traje" says the
 * suit too, as the word alone never does. All of them when none, or two, have it so.
 *
 * @example byItsName('lavar', ['Wash & Fold', 'Dry Clean – Suit'], glossary) // ['Wash & Fold']
 */
function byItsName(word: string, of: readonly string[], glossary: Glossary): readonly string[] {
  if (of.length < 2) return of;
  const own = of.filter((name) =>
    [name, glossary.shown(name, 'es')]
      .flatMap((shown) => tokenize(shown))
      .some((w) => w === word || glossary.synonyms(w).some((way) => way === word)),
  );
  return own.length === 1 ? own : of;
}

/** The words of the services of listed orders, for `contentsSaid`. */
export function contentsWords(
  orders: readonly Pick<LedgerEntry, 'services'>[],
  glossary: Glossary,
): string[] {
  const names = [...new Set(orders.flatMap((o) => o.services.map((s) => s.name)))];
  return [...new Set([...serviceWords(names, glossary).values()].flatMap((w) => [...w]))];
}
