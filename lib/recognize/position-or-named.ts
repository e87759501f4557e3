/**
 * A bare number among days, which may be an option's place in the list or name another day by itself:
 * "3" is option 3 and June 3.
 *
 * @invariant bare-number-position-or-named A reply that is a number alone ("3", "six") among days, where
 *   it is the position of one option and the day of the month of another, is asked back naming both
 *   ("Option 3 (Wed, Jun 4), or Tue, Jun 3?"); never one taken. A number only an option's position
 *   stays that position, and so does "1" (the first option, the answer a numbered list invites most);
 *   "option 3" and "#3" are the position. Among time windows a number is always its position: every
 *   window list is numbered ("Reply 1-7" by SMS), and hours 1 to 8 would ask back at nearly every
 *   number typed there.
 */
import type { Context } from './choice-context';
import { stripFillers, tokenize } from './normalize';
import { readOrdinal, readWholeNumber } from './number-words';
import type { Recognized, RecognizerOption } from './types';

/** Words that make a number a place in the list ("option 3", "opción 3", "number 3", "#3"). */
const POSITION_WORDS = new Set(['option', 'opcion', 'number', 'numero', 'num', 'choice', 'item']);

/** The options a bare number names otherwise than by position: days whose date is that day of the month. */
function namedBy(n: number, option: RecognizerOption): boolean {
  return option.day !== undefined && Number(option.day.slice(8, 10)) === n;
}

/**
 * (invariant bare-number-position-or-named) The option at a bare number's position and the others it
 * names, as `ambiguous` with `position`; undefined when the reply is no bare number, or names no other.
 *
 * @example readPositionOrNamed('3', prepare(days, single)) // { kind: 'ambiguous', values: ['2036-06-04', '2036-06-03'], position: 3 }
 */
export function readPositionOrNamed(text: string, context: Context): Recognized | undefined {
  if (!context.days) return undefined;
  const tokens = tokenize(text).filter((t) => t !== ',');
  if (/#\s*\d/.test(text) || tokens.some((t) => POSITION_WORDS.has(t))) return undefined;
  const content = stripFillers(tokens);
  if (readOrdinal(content) !== undefined) return undefined;
  const n = readWholeNumber(content);
  // "1" is the first option: the answer a numbered list invites most, as every script of the bot types it.
  const at = n === undefined || n < 2 ? undefined : context.positional[n - 1];
  if (n === undefined || !at) return undefined;
  const others = context.positional.filter((o) => o !== at && namedBy(n, o));
  return others.length > 0
    ? { kind: 'ambiguous', values: [at.value, ...others.map((o) => o.value)], position: n }
    : undefined;
}
