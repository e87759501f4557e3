/**
 * A store's products as the chat shows them, and "do you sell …?" read against them. Pure: the
 * products flow fetches, this decides what matches.
 */
import { centsOfDollars, type InventoryProduct } from '../laundry/schemas';
import { tokenize } from './normalize';

/** A product as shown: its name, description, category and price in cents. */
export interface ProductView {
  name: string;
  description: string;
  category: string;
  cents: number;
  /** Other ways to say the product or its category (a glossary's, in another language): searched as its own words are. */
  aliases?: string[];
}

/**
 * GAP: the unit of a product's `price` is not shown. Reading: dollars (12.99), since the field has
 * no "InCents" suffix, unlike the windows' `deliveryFeeInCents`.
 */
export function priceCents(price: number): number {
  return centsOfDollars(price);
}

/** The products a customer may buy (archived ones dropped), sorted by category, then name. */
export function productViews(products: InventoryProduct[]): ProductView[] {
  return products
    .filter((p) => !p.isArchived)
    .map((p) => ({
      name: p.lineItemName,
      description: p.description,
      category: p.inventoryCategory,
      cents: priceCents(p.price),
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

/** The products by category, categories in order. */
export function byCategory(products: ProductView[]): { category: string; products: ProductView[] }[] {
  const groups = new Map<string, ProductView[]>();
  for (const product of products)
    groups.set(product.category, [...(groups.get(product.category) ?? []), product]);
  return [...groups].map(([category, list]) => ({ category, products: list }));
}

/** Words of a question about products that name no product ("do you sell", "any", "please"). */
const FILLERS = new Set([
  'a',
  'an',
  'any',
  'anything',
  'are',
  'buy',
  'can',
  'carry',
  'could',
  'do',
  'does',
  'else',
  'for',
  'get',
  'got',
  'have',
  'i',
  'im',
  'is',
  'item',
  'items',
  'like',
  'looking',
  'me',
  'need',
  'of',
  'offer',
  'please',
  'product',
  'products',
  'sell',
  'sells',
  'selling',
  'some',
  'stock',
  'stuff',
  'thanks',
  'the',
  'there',
  'things',
  'want',
  'we',
  'what',
  'would',
  'you',
  'your',
  // Asking what things cost, naming none: "what do y'all charge", "how much are your rates", "¿cuánto cobran?".
  'how',
  'much',
  'price',
  'prices',
  'cost',
  'costs',
  'charge',
  'charges',
  'rate',
  'rates',
  'u',
  'ya',
  'yall',
  'guys',
  'cuanto',
  'cobran',
  'precios',
  'sus',
]);
/** Words that separate things asked for ("soap or detergent"): any one of them may match. */
const SEPARATORS = new Set([',', 'or', 'and']);

/** What a question asks for: alternatives, each a list of words that must all match. */
export interface ProductQuery {
  alternatives: string[][];
  /** The thing asked for in the person's words, as "No, … doesn't list <phrase>" says it. */
  phrase: string;
}

/**
 * The product words of a question; undefined when it names nothing ("what do you sell?").
 * @example readProductQuery('Do you sell detergent?') // { alternatives: [['detergent']], phrase: 'detergent' }
 */
export function readProductQuery(text: string): ProductQuery | undefined {
  const alternatives: string[][] = [[]];
  const kept: string[] = [];
  for (const token of tokenize(text)) {
    if (SEPARATORS.has(token)) {
      alternatives.push([]);
      if (kept.length && kept[kept.length - 1] !== 'or') kept.push('or');
      continue;
    }
    if (FILLERS.has(token)) continue;
    alternatives[alternatives.length - 1]?.push(token);
    kept.push(token);
  }
  const named = alternatives.filter((words) => words.length > 0);
  if (named.length === 0) return undefined;
  if (kept[kept.length - 1] === 'or') kept.pop();
  return { alternatives: named, phrase: kept.join(' ') };
}

/** The same word, case and plural aside ("bag" ~ "Bags", "battery" ~ "batteries"). */
export function sameWord(a: string, b: string): boolean {
  const singular = (w: string) =>
    w.length < 4
      ? w
      : w
          .replace(/ies$/, 'y')
          .replace(/(?<=[sxz]|ch|sh)es$/, '')
          .replace(/(?<!s)s$/, '');
  return a === b || singular(a) === singular(b);
}

/** The products whose name, description, category or aliases hold every word of one of the query's alternatives. */
export function findProducts(query: ProductQuery, products: ProductView[]): ProductView[] {
  return products.filter((product) => {
    const words = tokenize(
      [product.name, product.description, product.category, ...(product.aliases ?? [])].join(' '),
    );
    return query.alternatives.some((wanted) => wanted.every((w) => words.some((word) => sameWord(w, word))));
  });
}
