/**
 * How a service is priced, as far as its own data says: the seed gives a service no price, only a name
 * and a description ("Laundry washed, dried and folded, priced by the pound."). What a description says
 * of its pricing is read here, once; a service whose description says nothing is priced by the store,
 * unknown to the chat.
 *
 * @invariant price-basis-from-the-data A service's price basis is said only when its description names one (by the pound or by weight; per item or per piece): never guessed from its name.
 */

/** The pricing a description names. */
export type PriceBasis = 'pound' | 'item';

const BY_WEIGHT = /\b(?:by the (?:pound|lb)|per (?:pound|lb)|by weight)\b/i;
const BY_ITEM = /\b(?:per (?:item|piece)|by the (?:item|piece))\b/i;

/**
 * The price basis a service's description names; undefined when it names none.
 * @example priceBasisOf('Laundry washed, dried and folded, priced by the pound.') // 'pound'
 * @example priceBasisOf('Dry cleaning of a shirt, returned pressed.') // undefined
 */
export function priceBasisOf(description: string): PriceBasis | undefined {
  if (BY_WEIGHT.test(description)) return 'pound';
  if (BY_ITEM.test(description)) return 'item';
  return undefined;
}
