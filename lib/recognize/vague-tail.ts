/**
 * A rest that only trails off: "… and stuff", "… and all that", "… etc.", "… y todo eso", "… y esas
 * cosas". It says the words before it loosely, with more of their kind, and names nothing of its own.
 *
 * @invariant vague-tail-answers-nothing A reply is never cut before a rest that only trails off: "my notes
 *   and stuff" at the menu speaks of more than the notes ("Preferences and notes"), and is read whole,
 *   never as "my notes" with the tail dropped.
 */
import { tokenize } from './normalize';
import { coveredBy, phrases } from './phrase-match';

/** The tails, after the joining word ("and", "y") the cut took. */
const TAILS = phrases(
  'such',
  'so on',
  'so forth',
  'so on and so forth',
  'whatnot',
  'what not',
  'the like',
  'all',
  'all that',
  'everything',
  'everything else',
  'the rest',
  'all the rest',
  'etc',
  'etcetera',
  'eso',
  'todo',
  'todo eso',
  'lo demas',
  'todo lo demas',
  'demas',
  'tal',
  'asi',
);

/** Words a tail may add to itself: "all that stuff", "things like that", "cosas así", "ese tipo de cosas". */
const TAIL_FILLERS = phrases(
  'stuff',
  'things',
  'thing',
  'like that',
  'of that sort',
  'that kind of thing',
  'that sort of thing',
  'such things',
  'cosas',
  'esas cosas',
  'cosas asi',
  'cosas de esas',
  'ese tipo de cosas',
  'y',
  'and',
);

/**
 * Whether a rest only trails off (invariant vague-tail-answers-nothing).
 * @example trailsOff('all that stuff') // true
 * @example trailsOff('todo eso') // true
 * @example trailsOff('friday') // false
 */
export function trailsOff(rest: string): boolean {
  const words = tokenize(rest).filter((t) => t !== ',' && t !== '.');
  if (words.length === 0) return false;
  return coveredBy(words, TAILS, TAIL_FILLERS) || coveredBy(words, TAIL_FILLERS.slice(0, -2));
}

/** A joining word or mark: where a tail that trails off may start. */
const JOIN = /\s*,\s*(?:(?:and|y|&)\s+)?|\s+(?:and|y|&)\s+/giu;

/**
 * The reply without its last joined part when that part only trails off ("my notes and such": "my notes");
 * undefined when it ends otherwise (invariant vague-tail-answers-nothing). For a question of one answer:
 * on a list, "and such" says there are more things, unnamed.
 * @example withoutVagueTail('mis notas y todo eso') // 'mis notas'
 * @example withoutVagueTail('the shirts and the pants') // undefined
 */
export function withoutVagueTail(text: string): string | undefined {
  const said = text.trim();
  const { from, to } = tailSpan(said);
  for (const join of said.matchAll(JOIN)) {
    const head = said.slice(0, join.index).trim();
    const restAt = (join.index ?? 0) + join[0].length;
    if (restAt < from || restAt > to) continue;
    if (head && trailsOff(said.slice(restAt))) return head;
  }
  return undefined;
}

/** Every word a tail is made of, and those saying more than "and" (a tail of "and" alone trails off nothing). */
const TAIL_WORDS = new Set([...TAILS, ...TAIL_FILLERS].flat());
const TELLING_WORDS = new Set([...TAILS, ...TAIL_FILLERS.slice(0, -2)].flat());

/**
 * Where a part that trails off can start: after the last word no tail has, and no later than the last
 * word saying more than "and". Read once from the end, so a long reply is not read again at each join.
 */
function tailSpan(said: string): { from: number; to: number } {
  let from = said.length;
  let to = -1;
  const pieces = [...said.matchAll(/[^\s,]+/gu)];
  for (let i = pieces.length - 1; i >= 0; i -= 1) {
    const piece = pieces[i] as RegExpExecArray;
    const words = tokenize(piece[0]).filter((t) => t !== ',' && t !== '.');
    if (!words.every((w) => TAIL_WORDS.has(w))) break;
    from = piece.index;
    if (to < 0 && words.some((w) => TELLING_WORDS.has(w))) to = piece.index;
  }
  return { from, to };
}
