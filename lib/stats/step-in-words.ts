/**
 * A counted step (`<flow>/<step>`, lib/dialog/facts.ts `stepName`) in words for staff: what it asks
 * for, as help names it (`step.<flow>.<step>`: "bags"), and where ("in a new order"), since the same
 * words ask in several flows ("address", "code"). A step the catalogue has no name for is said as kept.
 */
import type { Words } from '../words';

/**
 * @example stepInWords('order/bags', englishWords) // '“bags” in a new order'
 */
export function stepInWords(step: string, words: Words): string {
  const [flow = '', id = ''] = step.split('/');
  const key = `step.${flow}.${id}`;
  // An ICU selector has no hyphen: `sign-up` is selected as `signup`.
  return words.has(key) ? words.t('digest.step', { step: words.t(key), flow: flow.replace('-', '') }) : step;
}
