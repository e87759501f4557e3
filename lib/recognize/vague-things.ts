/**
 * A reply that says there are things without naming any: "a couple things", "some stuff", "unas
 * cositas", "un par de cosas". Where what is asked is which things (what to hang-dry), it is no answer.
 *
 * @invariant vague-things-name-nothing "a couple things" is never kept as what the things are: the
 *   question asking which is asked (or asked again), never answered with it.
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
 * Whether `text` speaks of things without naming one ("a couple things", "unas cositas").
 * @example saysVagueThings('yeah a couple things') // true
 * @example saysVagueThings('the wool sweaters') // false
 */
export function saysVagueThings(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== ',' && !isNeutral(t));
  return words.length > 0 && words.every((w) => VAGUE.has(w));
}
