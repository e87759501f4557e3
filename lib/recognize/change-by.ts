/**
 * A change said against the value shown ("2 more", "one less", "$1 extra", "dos más", "uno menos",
 * "bump it up by 2", "bájale 1"):
 * the step adds it to what it holds, since a number said with "more" is never the new value.
 *
 * @invariant change-by-said-not-taken-as-value "2 more" while the tip is $3 is $5, and "one more"
 *   while there are 2 bags is 3: a number said with more or less is never read as the value itself.
 */
import { tokenize } from './normalize';

const MORE = new Set(['more', 'extra', 'mas', 'demas']);
const LESS = new Set(['less', 'fewer', 'menos']);
/**
 * Words that say the direction with "by" ("bump it up by 2", "raise it by 1", "lower it by 1"; "pick
 * up 3 bags" says no change), or alone in Spanish's "add to it" verbs ("súbele 2", "bájale 1").
 */
const UP_BY = new Set(['up', 'raise', 'increase', 'bump']);
const DOWN_BY = new Set(['down', 'lower', 'decrease', 'reduce']);
const UP = new Set(['subele', 'aumentale']);
const DOWN = new Set(['bajale', 'reducele', 'quitale']);
/** "to" names the new value, not the change: "bump it up to 5", "súbela a 5" is no change by 5. */
const TO = new Set(['to', 'a']);
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
  'by',
  'it',
  'en',
  'le',
  'la',
  'lo',
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
  const by = tokens.includes('by');
  const up = tokens.some((t) => UP.has(t) || (by && UP_BY.has(t)));
  const down = tokens.some((t) => DOWN.has(t) || (by && DOWN_BY.has(t)));
  if (more + less > 1 || ((more || up) && (less || down))) return undefined;
  if (more + less === 0 && (!(up || down) || tokens.some((t) => TO.has(t)))) return undefined;
  const said = (t: string) =>
    MORE.has(t) || LESS.has(t) || UP.has(t) || DOWN.has(t) || (by && (UP_BY.has(t) || DOWN_BY.has(t)));
  const rest = tokens.filter((t) => !said(t) && !BY.has(t));
  return { sign: more || up ? 1 : -1, rest: rest.join(' ') };
}
