/**
 * A turn's lines cut into text messages.
 *
 * Packing (invariant sms-turn-one-message-when-fits): a turn is one message when it fits 320 characters (two GSM-7 segments
 * and a bit); otherwise it goes in messages of at most 320, cut between lines, a reply kept whole in
 * one message when it fits one. A line longer than 320 is cut between words; a word longer than that
 * is a message of its own, and only a word longer than 1,600 (the most one message carries) is cut.
 */
import { graphemesOf } from '../../dialog/clean-text';

/** A message's length when it fits: two GSM-7 segments are 306, and a little more reads as one text. */
const MESSAGE_LIMIT = 320;
/** The most one message carries (Twilio's limit on a body). */
const HARD_LIMIT = 1600;

/**
 * Lines into messages (see above): each block (a reply) goes whole into the current message if it fits,
 * else whole into a new one if it fits one, else line by line.
 */
export function pack(blocks: string[][]): string[] {
  const messages: string[] = [];
  let current = '';
  const flush = () => {
    if (current) messages.push(current);
    current = '';
  };
  const add = (text: string) => {
    if (current && current.length + 1 + text.length > MESSAGE_LIMIT) flush();
    current = current ? `${current}\n${text}` : text;
  };
  for (const block of blocks) {
    const pieces = block.flatMap(splitLine);
    const whole = pieces.join('\n');
    if (whole === '') continue;
    if (whole.length <= MESSAGE_LIMIT) add(whole);
    else for (const piece of pieces) add(piece);
  }
  flush();
  return messages;
}

/** A line cut between words into pieces of at most `MESSAGE_LIMIT`; a longer word is a piece alone. */
function splitLine(line: string): string[] {
  if (line.length <= MESSAGE_LIMIT) return [line];
  const pieces: string[] = [];
  let piece = '';
  for (const word of line.split(/ +/)) {
    if (piece && piece.length + 1 + word.length <= MESSAGE_LIMIT) {
      piece = `${piece} ${word}`;
      continue;
    }
    if (piece) pieces.push(piece);
    if (word.length <= MESSAGE_LIMIT) piece = word;
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
