/**
 * The words people name a listed address or order by, beside its label: the borough of its city, the
 * number of its street ("la de la 21", "21st"), the weekday and courier of a pickup ("the wednesday
 * one", "el del martes con doordash"), its services, how it comes back ("the one I'm collecting at the
 * store"). Given as one synonym of all those words (invariant choice-by-words): any of them together
 * pick the option that has them all, and words two options share pick neither (asked which).
 */

import { readMeant } from '../recognize/meant';
import { isNegation } from '../recognize/neutral-words';
import { tokenize } from '../recognize/normalize';
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
const BOROUGH: Record<string, string> = { 'new york': 'manhattan nyc ny nueva york' };
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
  'st street str ave av avenue avenida calle w e n s west east north south'.split(' '),
);
const STREET_BEFORE = new Set('la calle w e n s west east north south'.split(' '));

/** The numbers of a text, ordinals without their ending ("20th" is 20), with where each stands. */
const numbersIn = (tokens: string[]) =>
  tokens.flatMap((t, i) => {
    const number = /^(\d+)(?:st|nd|rd|th)?$/.exec(t)?.[1];
    return number === undefined ? [] : [{ number, at: i }];
  });

/**
 * The one listed address a reply names by the numbers of its street or building, with words around them
 * ("I'll be at 20th Street that day", "que vayan a la de la 20", "200 W 20th"): every number said is a
 * street's or a building's (a street word or a direction beside it, "la" before it: never "the 21st", a
 * date) and is on that address alone. Undefined when any number is none of those, nothing is named by
 * one, two addresses have it, or the reply negates or corrects anything ("not the one on 20th").
 *
 * @example addressNamedIn("I'll be at 20th Street", ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // 1
 * @example addressNamedIn('pick up on the 20th', ['95 N 7th St, Brooklyn', '200 W 20th St, New York']) // undefined
 */
export function addressNamedIn(text: string, labels: readonly string[]): number | undefined {
  const tokens = tokenize(text);
  if (readMeant(text) || tokens.some(isNegation)) return undefined;
  const said = numbersIn(tokens);
  const streets = said.filter(
    ({ at }) => STREET_AFTER.has(tokens[at + 1] ?? '') || STREET_BEFORE.has(tokens[at - 1] ?? ''),
  );
  if (streets.length === 0 || streets.length !== said.length) return undefined;
  const fits = labels.flatMap((label, index) => {
    const own = new Set(numbersIn(tokenize(label)).map((n) => n.number));
    return said.every(({ number }) => own.has(number)) ? [index] : [];
  });
  return fits.length === 1 ? fits[0] : undefined;
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

/** The weekday of a YYYY-MM-DD day, from Sunday (0). */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
