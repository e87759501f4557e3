/**
 * A first choice said with a fallback: "today if you can still make it, otherwise tomorrow", "sunday if
 * you're open sundays, else monday", "hoy si se puede, si no mañana". The condition, when said, is one
 * the question's own list answers (the store can, works, is open, has room): an option on offer is one
 * the store can do, so the first choice stands when offered, and the fallback only when it is not.
 *
 * @invariant first-choice-if-offered "X if you can, otherwise Y" is X when X is on offer, Y when X is
 *   not; a condition the list cannot answer ("friday if my check clears, otherwise monday") is no first
 *   choice, and is read as said (both named: asked which).
 */
import { tokenize } from './normalize';

/** Words joining the fallback: "otherwise", "or else", "if not", "si no", "de lo contrario". */
const FALLBACK =
  /^(.*?\S)\s*[,;]?\s*(?:\.\.\.|-)?\s*\b(?:otherwise|or else|else|if not|or if not|failing that|if that doesn'?t work|o si no|si no|sino|de lo contrario|y si no|si no se puede)\b\s*,?\s*(.*\S)\s*$/iu;

/**
 * Conditions the offer answers, folded and tokenized: the store can, works, is open, has room; "if
 * possible". Anything else ("if my check clears") is the person's own, which the list cannot answer.
 */
const STORE_CONDITION =
  /^(?:if|si)\s+(?:(?:you|u|ya|yall|y all|you all|you guys|your team|they|the driver|the store|we|it|its|that|there|theres|there is|is|se|pueden|puede|ustedes|hay|es|esta|todavia|aun|still|can|could|are|re|do|will|ll|is it|alcanzan|alcanza)\s+)*(?:can|could|still|make it|manage|work|working|are open|open|do|have|has|got|possible|available|avail|doable|works|ok|okay|fine|room|space|a slot|slots|spots|puede|pueden|se puede|trabajan|abren|abierto|abiertos|posible|disponible|hay|alcanzan|alcanza|lugar|espacio|es posible)\b/;

export interface FirstChoice {
  /** The first choice's words, without its condition ("today"). */
  first: string;
  /** The fallback's words ("tomorrow"). */
  fallback: string;
}

/**
 * The first choice and its fallback a reply says (invariant first-choice-if-offered), or undefined.
 *
 * @example readFirstChoice("today if y'all can, otherwise tomorrow") // { first: 'today', fallback: 'tomorrow' }
 * @example readFirstChoice('friday if my check clears, otherwise monday') // undefined
 */
export function readFirstChoice(text: string): FirstChoice | undefined {
  const whole = FALLBACK.exec(text.trim());
  if (!whole) return undefined;
  const [, head = '', fallback = ''] = whole;
  const condition = /\s*[,(-]?\s*\b(?:if|si)\b/iu.exec(head);
  const first = (condition ? head.slice(0, condition.index) : head).replace(/[,;\s]+$/u, '').trim();
  if (!first || !fallback) return undefined;
  if (condition) {
    const said = tokenize(head.slice(condition.index)).join(' ');
    if (!STORE_CONDITION.test(said)) return undefined;
  }
  return { first, fallback: fallback.replace(/[.!]+$/u, '').trim() };
}
