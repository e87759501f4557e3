/**
 * A reply that says there are things without naming any: "a couple things", "some stuff", "unas
 * cositas", "un par de cosas". Where what is asked is which things (what to hang-dry), it is no answer.
 *
 * @invariant vague-things-name-nothing "a couple things", "the usual stuff", "lo normal" are never kept
 *   as what the things are: the question asking which is asked (or asked again), never answered with it.
 * @invariant note-says-more-than-a-thing A note that only points at one thing ("el timbre", "the door
 *   thing", "tell him about the dog") says what it is about, not what to do: it is asked about, never
 *   sent to the store as the note. A thing said with what to do, or named with more ("la puerta lateral",
 *   "no starch", "gate code 4521"), is a note.
 */
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';

/** Words that count or point at things without saying which. */
const VAGUE = new Set(
  `a an some few couple several little bit lot lots of things thing stuff items item pieces piece
  ones them those these other others more yes yeah yep si only solo nomas
  unas unos algunas algunos algo par de cosas cosa cositas cosita prendas prenda piezas poquitas pocas
  pocos cuantas cuantos ellas ellos esas esos otras otros mas handful bits odds ends`.split(/\s+/),
);

/**
 * Words that point at things the person always has, or at none in particular ("the usual stuff", "las
 * cosas de siempre", "lo normal", "same as last time", "whatever"): the bot has no list of those.
 */
const POINTING = new Set(
  `usual usuals usually normal normally regular typical always whatever same like as last time before
  previous siempre costumbre normales usuales mismo misma mismas mismos igual de lo como vez pasada
  anterior antes que otra otro notes note notas nota instructions instrucciones`.split(/\s+/),
);

/**
 * Whether `text` names nothing: it speaks of things without naming one, or points at the usual ones
 * ("the usual stuff", "las cosas de siempre", "lo normal", "whatever"). What to hang-dry or a note said
 * so is asked for again (invariant vague-things-name-nothing).
 * @example namesNothing('the usual stuff') // true
 * @example namesNothing('the stuff') // true
 * @example namesNothing('the usual, wool sweaters') // false
 */
export function namesNothing(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== ',');
  // "the stuff", "mis cosas": every word is neutral, yet a vague one is there, so it is said and names none.
  return words.some(isVagueOrPointing) && words.filter((w) => !isNeutral(w)).every(isVagueOrPointing);
}

const isVagueOrPointing = (word: string) => VAGUE.has(word) || POINTING.has(word);

/**
 * Whether `text` speaks of things without naming one ("a couple things", "unas cositas").
 * @example saysVagueThings('yeah a couple things') // true
 * @example saysVagueThings('the wool sweaters') // false
 */
export function saysVagueThings(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== ',' && !isNeutral(t));
  return words.length > 0 && words.every((w) => VAGUE.has(w));
}

/** Words pointing at a thing already known: "the", "my", "el", "lo del". */
const POINTERS = new Set(
  'the a an my our his her their that this el la los las lo mi mis su sus del de ese esa eso al'.split(' '),
);
/** What a thing is called when the name is all there is: "the door thing", "lo del perro". */
const THING = new Set('thing things stuff situation cosa cosas asunto tema'.split(' '));
/** Asking the bot to pass on what it is not told: "tell him about", "dile lo del", "avísele de". */
const PASS_ON =
  /^(?:tell|remind|let)(?: (?:him|her|them|the \w+))?(?: know)? (?:about|of)\b|^(?:dile|digale|dígale|avisale|avísale|avisele|avísele|recuerdale|recuérdale)\b/i;

/**
 * The one thing a note points at, when that is all it says (invariant note-says-more-than-a-thing);
 * undefined when it says more.
 * @example pointsOnlyAt('el timbre') // 'el timbre'
 * @example pointsOnlyAt('tell him about the dog') // 'the dog'
 * @example pointsOnlyAt('no starch') // undefined
 */
export function pointsOnlyAt(text: string): string | undefined {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  const passed = PASS_ON.exec(trimmed);
  const rest = passed ? trimmed.slice(passed[0].length).trim() : trimmed;
  const words = tokenize(rest).filter((t) => t !== ',');
  const pointed = words.length > 0 && POINTERS.has(words[0] as string);
  const named = words.filter((w) => !POINTERS.has(w) && !THING.has(w));
  return named.length === 1 && (pointed || passed) && !/\d/.test(rest) ? rest : undefined;
}
