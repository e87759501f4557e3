/**
 * The names people give card brands, for reading "American Express" as the service's `amex`, and the
 * one the chat writes (each row's first). One table: the service's `brand` is free text (the seed shows
 * "Visa"-like strings only), so every name of a brand is a name of each of the others.
 */
const BRAND_NAMES: string[][] = [
  ['American Express', 'amex', 'amex card', 'americanexpress'],
  ['Mastercard', 'master card', 'mc'],
  ['Visa'],
  ['Discover', 'discover card'],
  ['Diners Club', 'diners', 'dinersclub'],
  ['JCB'],
  ['UnionPay', 'union pay', 'china unionpay'],
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
  return [brand, ...names.filter((name) => fold(name) !== folded).map((name) => name.toLowerCase())];
}

/**
 * The brand as the chat writes it, whatever the service's spelling: one naming for every card.
 *
 * @example brandWord('amex') // 'American Express'
 * @example brandWord('VISA') // 'Visa'
 */
export function brandWord(brand: string): string {
  const folded = fold(brand);
  return BRAND_NAMES.find((row) => row.some((name) => fold(name) === folded))?.[0] ?? brand;
}

/**
 * Whether `word` is a name of a card brand ("Visa", "amex"): capitalised like a person's name, it names
 * a card ("con la Visa" pays with it; nobody is asked for).
 *
 * @example isCardBrand('Visa') // true
 * @example isCardBrand('Rosa') // false
 */
export function isCardBrand(word: string): boolean {
  const folded = fold(word);
  return BRAND_NAMES.some((row) => row.some((name) => fold(name) === folded));
}
