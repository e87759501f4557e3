/**
 * A request naming two parts of one order, each with its change, joined in one reply ("change the tip
 * on order 5002 to $5 and move the delivery to thursday", "cambien la propina a 5 y la entrega para el
 * jueves", "move the pickup to friday, and also the address"): the first half is the request, read as a
 * request is (`readOrderRequest`); the second is a part named, read as at the question of what to change
 * (`readPartNamed`), its verb shared with the first where it has none ("y la entrega para el jueves").
 *
 * @invariant second-part-lined-up A second part said after the first is never dropped: read for
 *   certain, it is lined up after the first and both are shown before the one yes (invariant
 *   change-lined-up-kept); naming a part but not read for certain ("and do something about the
 *   delivery"), it is said back as typed and what else to change asked. Only another part than the
 *   first's splits the reply: "to friday and saturday", "to 5 and 50 cents", "and thanks" are the first's.
 */
import {
  lastPartNamedAt,
  namesAPart,
  type RequestedChange,
  readOrderRequest,
  readPartNamed,
} from './order-request';

/** Words that start another part after the first: "and", "y", a comma, with "also", "también" after them. */
const JOIN =
  /\s*(?:[,;]\s*)?(?:\b(?:and|y|plus)\s+)?(?:\b(?:also|then|too|tambien|también|ademas|además|luego)\b\s*,?\s*)?/giu;

/** A second part, read, or only its words when it names a part not read for certain. */
export type SecondPart =
  | { first: string; second: { change: RequestedChange; words?: string } }
  | { first: string; unread: string };

/**
 * The first request and the second part of a reply naming two parts of one order, or undefined when it
 * names one (invariant second-part-lined-up).
 *
 * @example readSecondPart('cambien la propina a 5 y la entrega para el jueves') // { first: 'cambien la propina a 5', second: { change: 'delivery', words: 'jueves' } }
 * @example readSecondPart('move my pickup to friday and saturday') // undefined
 */
export function readSecondPart(text: string): SecondPart | undefined {
  // A second part names its part after the join: joins past the last word naming one are not tried, so
  // a long reply ("and, and, and…") is read once, never once a join (`npm run bench -- long`).
  const lastPart = lastPartNamedAt(text);
  for (const join of text.matchAll(JOIN)) {
    const at = join.index ?? 0;
    if (at >= lastPart) break;
    // A join says a word or a comma: spaces alone join nothing.
    if (!/[,;]|\p{L}/u.test(join[0]) || at === 0) continue;
    const first = text.slice(0, at).trim();
    const rest = text.slice(at + join[0].length).trim();
    const request = readOrderRequest(first);
    if (request?.wants !== 'change' || request.change === undefined || !rest) continue;
    const second = readPartNamed(rest);
    if (second?.change !== undefined && second.change !== request.change) {
      const { change, words } = second;
      return { first, second: { change, ...(words !== undefined ? { words } : {}) } };
    }
    // Another part named, not wholly read: said back, never dropped.
    if (!second && namesAPart(rest) && readPartNamed(rest) === undefined) return { first, unread: rest };
  }
  return undefined;
}
