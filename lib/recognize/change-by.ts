/**
 * A change said against the value shown ("2 more", "one less", "$1 extra", "dos más", "uno menos",
 * "bump it up by 2", "bájale 1"):
 * the step adds it to what it holds, since a number said with "more" is never the new value.
 *
 * @invariant change-by-said-not-taken-as-value "2 more" while the tip is $3 is $5, and "one more"
 *   while there are 2 bags is 3: a number said with more or less is never read as the value itself.
 */
import { tokenize } from './normalize';

const MORE = new Set(['more', 'extra', 'mas', 'demas', 'higher']);
/** Verbs that take an amount off with "off" ("take 2 off", "knock a dollar off"), and topping up ("top it up 2"). */
const OFF = new Set(['take', 'knock', 'shave', 'cut']);
const takesOff = (tokens: string[]) => tokens.includes('off') && tokens.some((t) => OFF.has(t));
const topsUp = (tokens: string[]) => tokens.includes('top') && tokens.includes('up');
const LESS = new Set(['less', 'fewer', 'menos']);
/**
 * Words that say the direction with "by" ("bump it up by 2", "raise it by 1", "lower it by 1"; "pick
 * up 3 bags" says no change), or alone in Spanish's "add to it" verbs ("súbele 2", "bájale 1").
 */
const UP_BY = new Set(['up', 'raise', 'increase']);
const DOWN_BY = new Set(['down', 'lower', 'decrease', 'reduce']);
/**
 * Verbs of moving a value: with one, a number is what it moves by even without "by" ("bump it up 2",
 * "raise it 1", "bump it 2"), and never the value itself; "bump" goes up unless "down" is said.
 */
const MOVE = new Set(['bump', 'raise', 'increase', 'lower', 'decrease', 'reduce']);
/**
 * Spanish's verbs of raising and lowering, in every person: tú ("súbele"), usted ("súbale"), ustedes
 * ("súbanle"), vos ("subile"), with the thing moved as their object ("súbela", "bájalo": the tip, never
 * the new amount), "sumar" (add to) and "restar" (take from) too ("súmale 2", "réstale 1"), or bare in the tú form ("sube la propina 2", "baja 1"). Bare "suba", "baje" are not
 * one: "que suba", "que baje 2 bolsas" say the driver comes up, or the bags come down.
 */
const UP = /^(?:(?:sub|aument|sum)(?:[ae]n?|i)(?:le|la|lo)|sube|aumenta|aumente)$/;
const DOWN =
  /^(?:(?:baj|reduc|reduzc|rest)(?:[ae]n?|i)(?:le|la|lo)|quit(?:[ae]n?)le|baja|reduce|reduzca|resta)$/;
/** "to" names the new value, not the change: "bump it up to 5", "súbela a 5" is no change by 5. */
const TO = new Set(['to', 'a']);
/** Words after which "a" is English's article, never Spanish's "to": "bump it up a dollar", "take a buck off". */
const AFTER_ARTICLE = new Set(['dollar', 'buck', 'couple', 'few', 'bit', 'little']);

/** Whether tokens name the new value with "to" ("raise it to 5", "súbela a 5"), not "a" the article ("up a dollar"). */
function namesTarget(tokens: string[]): boolean {
  return tokens.some((t, i) => TO.has(t) && !(t === 'a' && AFTER_ARTICLE.has(tokens[i + 1] ?? '')));
}
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
  const tokens = withoutShownCompared(tokenize(text).filter((t) => t !== ','));
  const more = tokens.filter((t) => MORE.has(t)).length;
  const less = tokens.filter((t) => LESS.has(t)).length;
  // "up it 2", "down it 1": the direction said as a verb.
  const by = tokens.includes('by') || movesSaid(tokens);
  const off = takesOff(tokens);
  const top = topsUp(tokens);
  const down = off || tokens.some((t) => DOWN.test(t) || (by && DOWN_BY.has(t)));
  const up =
    top || tokens.some((t) => UP.test(t) || (by && UP_BY.has(t))) || (tokens.includes('bump') && !down);
  if (more + less > 1 || ((more || up) && (less || down))) return undefined;
  if (more + less === 0 && (!(up || down) || namesTarget(tokens))) return undefined;
  const said = (t: string) =>
    MORE.has(t) ||
    LESS.has(t) ||
    UP.test(t) ||
    DOWN.test(t) ||
    (off && (OFF.has(t) || t === 'off')) ||
    (top && (t === 'top' || t === 'up')) ||
    (by && (UP_BY.has(t) || DOWN_BY.has(t) || MOVE.has(t)));
  const rest = tokens.filter((t) => !said(t) && !BY.has(t));
  return { sign: more || up ? 1 : -1, rest: rest.join(' ') };
}

/** What leads a comparison after "more" or "less": "than", "que", "de lo que", "del que". */
const THAN = [['than'], ['de', 'lo', 'que'], ['del', 'que'], ['de', 'la', 'que'], ['que']];
/**
 * The words a comparison names the value shown by ("than it is now", "de lo que tiene", "que ahora",
 * "than the current tip"): no other time nor value ("than last time", "que la otra vez" stay, unread).
 */
const SHOWN = new Set(
  `it its is it's that there what whats now currently current right the tip one i have set
  tiene hay esta es lleva ahora ya actual propina la el lo le puse tengo`.split(/\s+/),
);

/**
 * The tokens without a comparison with the value shown after their "more" or "less" ("2 más de lo
 * que tiene": "2 más"): the change is said against what is shown, as "2 more" is.
 */
function withoutShownCompared(tokens: string[]): string[] {
  const at = tokens.findIndex((t) => MORE.has(t) || LESS.has(t));
  if (at < 0) return tokens;
  const lead = THAN.find((words) => words.every((w, k) => tokens[at + 1 + k] === w));
  if (!lead) return tokens;
  let end = at + 1 + lead.length;
  while (end < tokens.length && SHOWN.has(tokens[end] as string)) end += 1;
  // Only a comparison naming what is shown: "2 more than last time" is left as said.
  return end > at + 1 + lead.length ? [...tokens.slice(0, at + 1), ...tokens.slice(end)] : tokens;
}

/** Whether tokens say a verb of moving a value: "bump", "raise", "lower", or "up"/"down" leading ("up it 2"). */
function movesSaid(tokens: string[]): boolean {
  return (
    tokens.some((t) => MOVE.has(t) || UP.test(t) || DOWN.test(t)) ||
    takesOff(tokens) ||
    topsUp(tokens) ||
    tokens[0] === 'up' ||
    tokens[0] === 'down'
  );
}

/**
 * Whether a reply says a value moves without saying to what ("bump it up 2 or 3", "súbele"): its
 * number is then no value to take outright (invariant change-by-said-not-taken-as-value); "raise it
 * to 5", "súbela a 5" name the value.
 *
 * @example movesWithoutTarget('bump it up 2 dollars or so') // true
 * @example movesWithoutTarget('raise it to 5') // false
 */
export function movesWithoutTarget(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  return movesSaid(tokens) && !namesTarget(tokens);
}
