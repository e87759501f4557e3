/**
 * A question of what something costs, asked where options are on screen: "how much is the wash and
 * fold?", "¿cuánto cuesta el traje?", "what's the price of the 9-11 one", "precio del planchado?".
 *
 * @invariant price-asked-picks-nothing A price question at a question of options is answered with what
 *   can be said of prices there, and the question asked again: never taken as a pick, nor offered back
 *   as one ("“Wash & Fold”, right?" would have a yes order what was only asked about). A question of
 *   the tip ("how much should I tip?") is no price question: the tip question's own reading keeps it.
 */
import { opensAsQuestion } from './asked';
import { tokenize } from './normalize';

/** Words that ask a price wherever they stand in a question (accents folded). */
const PRICE_WORDS = new Set(['price', 'prices', 'pricing', 'cost', 'costs', 'precio', 'precios']);
/** Verbs of costing after "cuánto": "cuánto cuesta", "cuánto cobran", "cuánto sale", "cuánto vale". */
const COSTS = new Set(['cuesta', 'cuestan', 'cobran', 'cobra', 'cobras', 'sale', 'salen', 'vale', 'valen']);
/** The tip, whose amount the customer picks: asking how much to give is asked of the tip question. */
const TIP = new Set(['tip', 'tips', 'tipping', 'propina', 'propinas']);

/**
 * Whether `text` asks what something costs: a question (a question mark, or opening as one) that says
 * "how much", "cuánto" with a verb of costing, or a word of price.
 *
 * @example asksPrice('how much is the wash and fold?') // true
 * @example asksPrice('¿cuánto cuesta el traje?') // true
 * @example asksPrice('the cheapest one') // false
 * @example asksPrice('how much should I tip?') // false
 */
export function asksPrice(text: string): boolean {
  const words = tokenize(text).filter((w) => w !== ',');
  if (!text.includes('?') && !opensAsQuestion(text)) return false;
  if (words.some((w) => TIP.has(w))) return false;
  return words.some(
    (w, i) =>
      PRICE_WORDS.has(w) ||
      (w === 'how' && words[i + 1] === 'much') ||
      (w === 'cuanto' && words.slice(i + 1, i + 3).some((next) => COSTS.has(next))),
  );
}
