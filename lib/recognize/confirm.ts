/** A yes at a confirm prompt, read as its primary option ("Place order"). */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';
import type { RecognizerOption } from './types';
import { readYesNo } from './yes-no';

/** Small words around the primary option's own words: "change it", "make the account", "y hágalo". */
const AROUND = phrases(
  'it',
  'the',
  'and',
  'my',
  'this',
  'that',
  'now',
  'make',
  'do',
  'haga',
  'hagan',
  'haz',
  'lo',
  'la',
  'el',
  'mi',
  'y',
  'ya',
);
/** The longest yes a reply may start with, in words ("go ahead and"). */
const LONGEST_YES = 3;

/**
 * The value of the one option with role 'primary' when the reply is a yes ("yes", "place it",
 * "go ahead", "confirm", "looks good"), or a yes followed by the primary option's own words ("yep
 * change it" at "Make this change", "go ahead and make the account" at "Create my account");
 * undefined otherwise, or when there is not exactly one primary option.
 *
 * @example readConfirm('go ahead', [{ value: 'place', label: 'Place order', role: 'primary' }]) // 'place'
 * @example readConfirm('yep change it', [{ value: 'apply', label: 'Make this change', role: 'primary' }]) // 'apply'
 */
export function readConfirm(text: string, options: RecognizerOption[]): string | undefined {
  const primary = options.filter((o) => o.role === 'primary');
  const [only] = primary;
  if (primary.length !== 1 || !only) return undefined;
  if (readYesNo(text) === true) return only.value;
  const tokens = tokenize(text).filter((t) => t !== ',');
  const own = [only.label, ...(only.synonyms ?? [])].flatMap((words) => phrases(...tokenize(words)));
  for (let length = Math.min(LONGEST_YES, tokens.length - 1); length >= 1; length--) {
    const rest = tokens.slice(length);
    if (readYesNo(tokens.slice(0, length).join(' ')) === true && coveredBy(rest, own, [...AROUND, ...POLITE]))
      return only.value;
  }
  return undefined;
}
