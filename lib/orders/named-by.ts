/**
 * The words people name a listed address or order by, beside its label: the borough of its city, the
 * number of its street ("la de la 21", "21st"), the weekday and courier of a pickup ("the wednesday
 * one", "el del martes con doordash"), its services, how it comes back ("the one I'm collecting at the
 * store"). Given as one synonym of all those words (invariant choice-by-words): any of them together
 * pick the option that has them all, and words two options share pick neither (asked which).
 */

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
 * "W 21st St"), and the words for an address.
 *
 * @example addressNamedBy('210 W 21st St, Apt 4B, New York') // ['210 W 21st St, Apt 4B, New York 21 manhattan nyc ny nueva york address addy addr direccion dir']
 */
export function addressNamedBy(label: string): string[] {
  const streets = [...label.matchAll(/\b(\d+)(?:st|nd|rd|th)\b/gi)].map((m) => m[1]);
  const city = label.split(',').at(-1)?.trim().toLowerCase() ?? '';
  return [[label, ...streets, BOROUGH[city] ?? '', ADDRESS].filter(Boolean).join(' ')];
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
