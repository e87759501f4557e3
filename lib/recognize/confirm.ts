/** A yes at a confirm prompt, read as its primary option ("Place order"). */
import type { RecognizerOption } from './types';
import { readYesNo } from './yes-no';

/**
 * The value of the one option with role 'primary' when the reply is a yes ("yes", "place it",
 * "go ahead", "confirm", "looks good"); undefined otherwise, or when there is not exactly one
 * primary option.
 *
 * @example readConfirm('go ahead', [{ value: 'place', label: 'Place order', role: 'primary' }]) // 'place'
 */
export function readConfirm(text: string, options: RecognizerOption[]): string | undefined {
  const primary = options.filter((o) => o.role === 'primary');
  if (primary.length !== 1 || readYesNo(text) !== true) return undefined;
  return primary[0]?.value;
}
