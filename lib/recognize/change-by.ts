/**
 * A change said against the value shown ("2 more", "one less", "$1 extra", "dos más", "uno menos"):
 * the step adds it to what it holds, since a number said with "more" is never the new value.
 *
 * @invariant change-by-said-not-taken-as-value "2 more" while the tip is $3 is $5, and "one more"
 *   while there are 2 bags is 3: a number said with more or less is never read as the value itself.
 */
import { tokenize } from './normalize';

const MORE = new Set(['more', 'extra', 'mas', 'demas']);
const LESS = new Set(['less', 'fewer', 'menos']);
/** Words that say the change and add nothing to it: "add 2 more", "another one", "ponle 2 más". */
const BY = new Set([
  'add',
  'plus',
  'another',
  'otro',
  'otra',
  'otros',
  'otras',
  'ponle',
  'agrega',
  'agregue',
  'de',
]);

/**
 * The direction of a change a reply says and the reply without its change words, for a reader of
 * the amount; undefined when it says no "more" or "less" (or both).
 *
 * @example changeBy('2 more please') // { sign: 1, rest: '2 please' }
 * @example changeBy('uno menos') // { sign: -1, rest: 'uno' }
 */
export function changeBy(text: string): { sign: 1 | -1; rest: string } | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const more = tokens.filter((t) => MORE.has(t)).length;
  const less = tokens.filter((t) => LESS.has(t)).length;
  if (more + less !== 1) return undefined;
  const rest = tokens.filter((t) => !MORE.has(t) && !LESS.has(t) && !BY.has(t));
  return { sign: more ? 1 : -1, rest: rest.join(' ') };
}
