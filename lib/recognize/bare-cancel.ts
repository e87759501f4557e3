/**
 * "Cancel it", "cancel that please", "cancelar eso", "cancélelo": cancelling said of nothing named. At
 * a question where something else can be cancelled (the delivery, the order, what we are doing) it
 * could mean any of them, so a step asks which, as the engine does for "cancel" alone (invariant
 * bare-cancel-asks-what).
 */
import { tokenize } from './normalize';
import { coveredBy, FILLERS, POLITE, phrases } from './phrase-match';

/** Cancelling, said alone or with a pronoun joined on ("cancélalo"). */
const CANCEL = phrases(
  'cancel',
  'cancel it',
  'cancel that',
  'cancel this',
  'cancel all that',
  'just cancel it',
  'cancelar',
  'cancela',
  'cancele',
  'cancelen',
  'cancelalo',
  'cancelala',
  'cancelelo',
  'cancelela',
  'cancelenlo',
  'cancelenla',
  'cancelarlo',
  'cancelarla',
  'cancelar eso',
  'cancela eso',
  'cancele eso',
  'cancelar esto',
);

/** Words beside it that say nothing of what is cancelled. */
const AROUND = [
  ...POLITE,
  ...FILLERS,
  ...phrases('ok', 'okay', 'yeah', 'just', 'then', 'mejor', 'pues', 'nomas'),
];

/**
 * Whether a reply says only to cancel, naming nothing cancelled.
 *
 * @example cancelsUnnamed('cancel it') // true
 * @example cancelsUnnamed('cancel the delivery') // false
 */
export function cancelsUnnamed(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== '.' && t !== '!');
  return words.some((w) => w.startsWith('cancel')) && coveredBy(words, CANCEL, AROUND);
}
