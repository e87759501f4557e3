/**
 * Slack's codes of emoji as its message text carries them (":truck:", ":wave::skin-tone-3:"): the
 * picture, never words of the reply. "delivery pls :truck:" is the delivery, never "track" (see) the
 * orders. A code that signs a yes or a no (":+1:", ":x:", read by yes-no.ts), or whose name says no or
 * a cross (":no_entry:", ":negative_squared_cross_mark:"), stays as typed: a reader places it or asks back.
 */
import { readYesNo } from './yes-no';

/** A code: a name of letters first, never a time's "8:30:" (a word may run into it, never another code). */
export const EMOJI_CODE = /(?<!:):([a-z][a-z0-9_+-]*):(?::skin-tone-[2-6]:)?(?![\p{L}\p{N}])/giu;
/** Words of a code's name that may say no. */
const SAYS_NO = new Set(['no', 'x', 'not', 'cross', 'stop', 'forbidden', 'prohibited']);

/**
 * The reply with its emoji codes that sign nothing set aside (spaced out).
 *
 * @example withoutEmojiCodes('delivery pls :truck:') // 'delivery pls  '
 * @example withoutEmojiCodes('delivery :x:') // 'delivery :x:'
 */
export function withoutEmojiCodes(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(EMOJI_CODE, (code, name: string) =>
    readYesNo(code) !== undefined || name.split(/[_-]/).some((w) => SAYS_NO.has(w.toLowerCase()))
      ? code
      : ' ',
  );
}

/** Digits as Slack's codes name their keycaps (":four:", ":zero:"). */
const KEYCAP_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const KEYCAP_CODE = new RegExp(`:(${KEYCAP_NAMES.join('|')}):`, 'giu');
/** A keycap emoji: a digit, its presentation selector or not, and the keycap mark ("4️⃣"). */
const KEYCAP = /(\d)\ufe0f?\u20e3/gu;

/**
 * The reply with its keycap emoji as the digits they show ("4️⃣2️⃣4️⃣" is 424, ":four::two:" is 42), for
 * a reader of numbers (a code, a phone number).
 *
 * @invariant keycap-is-its-digit A keycap emoji, typed or as Slack's code names it, is its digit
 *   wherever a number is read: "4️⃣2️⃣4️⃣2️⃣4️⃣2️⃣" is the code 424242, never six numbers.
 *
 * @example withKeycapDigits('4️⃣2️⃣4️⃣2️⃣4️⃣2️⃣') // '424242'
 * @example withKeycapDigits(':one::two:') // '12'
 */
export function withKeycapDigits(text: string): string {
  return text
    .replace(KEYCAP, '$1')
    .replace(KEYCAP_CODE, (_code, name: string) => String(KEYCAP_NAMES.indexOf(name.toLowerCase())));
}
