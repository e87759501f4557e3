/** A one-time sign-in code as people type or paste it, or say it to a phone that types it. */
import { withKeycapDigits } from './emoji-code';
import { tokenize } from './normalize';
import { DIGIT_WORDS, digitGroupsSaid, soundedNumber } from './number-words';

/**
 * A Slack emoji's code (":+1:", ":-1:", ":100:", ":clock3:"): never a code's digits. Digits alone only up to
 * three (":100:"), fewer than any code has: ":424242:" stays the code. ":+1:" even right after the code
 * ("424242:+1:", as the standard words' reading joins them).
 */
const EMOJI_WITH_DIGITS =
  /(?<![\p{L}:]):[+-]1:(?![\p{L}\p{N}])|(?<![\p{L}\p{N}:]):(?:\d{1,3}|[a-z0-9_+-]*[a-z_][a-z0-9_+-]*):(?![\p{L}\p{N}])/giu;

/**
 * A one-time code: 4 to 8 digits, spaced or dashed ("123 456", "1234-5678"), alone or inside a
 * sentence ("my code is 123 456", "it's 123456"). The digits of the reply must form that one code:
 * a 10-digit phone number or two separate numbers are not a code.
 *
 * Spelled one word a digit ("four two four two four two", "cuatro dos cuatro…"), or typed by a phone
 * as the digits sound ("for to for to for to"), the words are the digits, on the same terms.
 *
 * @example readOtp('my code is 123 456') // '123456'
 * @example readOtp('es cuatro dos cuatro dos cuatro dos') // '424242'
 * @example readOtp('four twenty-four two forty-two') // '424242'
 */
export function readOtp(typed: string): string | undefined {
  // ":+1:", ":100:": a Slack emoji's code beside the code is a sign, never its digits.
  // "4️⃣2️⃣4️⃣…", ":four::two:…": keycaps are their digits (invariant keycap-is-its-digit).
  const text = withKeycapDigits(typed).replace(EMOJI_WITH_DIGITS, ' ');
  // "four twenty-four, two forty-two": a code read out in groups of a digit or two.
  const grouped = /\d/.test(text) ? undefined : digitGroupsSaid(tokenize(text));
  const runs = text.match(/\d+(?:[ -]\d+)*/g) ?? (grouped ? [grouped] : spelledRuns(text));
  if (runs.length !== 1) return undefined;
  const digits = (runs[0] as string).replace(/\D/g, '');
  return digits.length >= 4 && digits.length <= 8 ? digits : undefined;
}

/**
 * The runs of digit words in `text`, each as its digits (a word of no digit ends a run). A reply of
 * nothing but digits said aloud may have them typed as they sound ("for to for to for to", "won ate
 * too…"): then those words are digits too (invariant sounded-number-only-where-a-number-must-be).
 */
function spelledRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  const tokens = tokenize(text);
  const byDigits = tokens.every(
    (t) => t === ',' || Object.hasOwn(DIGIT_WORDS, t) || soundedNumber(t) !== undefined,
  );
  for (const token of [...tokens, '']) {
    const sounded = byDigits ? soundedNumber(token) : undefined;
    // "oh" is a zero only within a code ("four oh two…"), never the "oh" a reply opens with.
    const digit =
      sounded !== undefined ? String(sounded) : token === 'oh' && !run ? undefined : DIGIT_WORDS[token];
    if (digit !== undefined) run += digit;
    else if (token !== ',' && run) {
      runs.push(run);
      run = '';
    }
  }
  return runs;
}
