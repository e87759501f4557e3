/**
 * The names people give card brands, for reading "American Express" as the service's `amex`. One
 * table: the service's `brand` is free text (the seed shows "Visa"-like strings only), so every name
 * of a brand is a name of each of the others.
 */
const BRAND_NAMES: string[][] = [
  ['american express', 'amex', 'amex card', 'americanexpress'],
  ['mastercard', 'master card', 'mc'],
  ['visa'],
  ['discover', 'discover card'],
  ['diners club', 'diners', 'dinersclub'],
  ['jcb'],
  ['unionpay', 'union pay', 'china unionpay'],
];

const fold = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * Every name of the card brand `brand` (as the service spells it), the given one included.
 *
 * @example brandNames('amex') // ['amex', 'american express', 'amex card', 'americanexpress']
 */
export function brandNames(brand: string): string[] {
  const folded = fold(brand);
  const names = BRAND_NAMES.find((row) => row.some((name) => fold(name) === folded)) ?? [];
  return [brand, ...names.filter((name) => fold(name) !== folded)];
}
