/**
 * A turn's lines cut into text messages, measured in the segments a carrier bills (gsm7.ts
 * `segmentInfo`: GSM-7 160 alone, 153 each in a multi-part message; UCS-2 70 and 67, in UTF-16 code
 * units; a GSM-7 extension character counts 2).
 *
 * Packing (invariant sms-turn-one-message-when-fits): a turn is one message when it fits two segments;
 * otherwise it goes in messages of at most two segments, cut between lines, a reply kept whole in one
 * message when it fits one. A line longer than two segments is cut between words; a word longer than
 * that is a message of its own, and only a word longer than 1,600 characters (the most one message
 * carries) is cut. Two segments is the most a message may take because it is never worse than
 * splitting: two lines that each take a segment alone take two when sent apart, and one message reads
 * better than two; a third segment would not be cheaper than a second message.
 */
import { graphemesOf } from '../../dialog/clean-text';
import { segmentInfo } from './gsm7';

/** The most segments one message may take. */
export const MESSAGE_SEGMENTS = 2;
/** The most one message carries (Twilio's limit on a body, in characters). */
const HARD_LIMIT = 1600;

/** True when `text` goes in at most `MESSAGE_SEGMENTS` segments. */
export function fitsOneMessage(text: string): boolean {
  return segmentInfo(text).segments <= MESSAGE_SEGMENTS;
}

/**
 * Lines into messages (see above): each block (a reply) goes whole into the current message if it fits,
 * else whole into a new one if it fits one, else line by line.
 * @example pack([['Hi!'], ['What is your number?']]) // ['Hi!\nWhat is your number?']
 */
export function pack(blocks: string[][]): string[] {
  const messages: string[] = [];
  let current = '';
  const flush = () => {
    if (current) messages.push(current);
    current = '';
  };
  const add = (text: string) => {
    if (current && !fitsOneMessage(`${current}\n${text}`)) flush();
    current = current ? `${current}\n${text}` : text;
  };
  for (const block of blocks) {
    const pieces = block.flatMap(splitLine);
    const whole = pieces.join('\n');
    if (whole === '') continue;
    if (fitsOneMessage(whole)) add(whole);
    else for (const piece of pieces) add(piece);
  }
  flush();
  return messages;
}

/** A line cut between words into pieces that each fit a message; a longer word is a piece alone. */
function splitLine(line: string): string[] {
  if (fitsOneMessage(line)) return [line];
  const pieces: string[] = [];
  let piece = '';
  for (const word of line.split(/ +/)) {
    if (piece && fitsOneMessage(`${piece} ${word}`)) {
      piece = `${piece} ${word}`;
      continue;
    }
    if (piece) pieces.push(piece);
    if (fitsOneMessage(word)) piece = word;
    else {
      pieces.push(...cutWord(word));
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A word too long for one message, cut between characters (never inside one) into the fewest messages. */
function cutWord(word: string): string[] {
  if (word.length <= HARD_LIMIT) return [word];
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemesOf(word)) {
    if (part.length + segment.length > HARD_LIMIT) {
      parts.push(part);
      part = '';
    }
    part += segment;
  }
  if (part) parts.push(part);
  return parts;
}
