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
