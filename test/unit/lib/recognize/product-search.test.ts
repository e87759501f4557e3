import type { InventoryProduct } from '../../../../lib/laundry/schemas';
import {
  byCategory,
  findProducts,
  type ProductView,
  priceCents,
  productViews,
  readProductQuery,
  sameWord,
} from '../../../../lib/recognize/product-search';

function product(
  productId: number,
  lineItemName: string,
  price: number,
  inventoryCategory: string,
  extra: Partial<InventoryProduct> = {},
): InventoryProduct {
  return {
    productId,
    storeId: 11,
    description: '',
    price,
    lineItemName,
    inventoryImage: '',
    inventoryCategory,
    lineItemType: 'INVENTORY',
    isTaxable: true,
    isArchived: false,
    quantity: 5,
    ...extra,
  };
}

const CATALOG: InventoryProduct[] = [
  product(1, 'Wool dryer balls', 14, 'Supplies', { description: 'Set of 6 wool dryer balls.' }),
  product(2, 'Liquid detergent', 11.5, 'Supplies', { description: 'Free & clear, 64 oz.' }),
  product(3, 'Holiday tote', 9.99, 'Bags', { isArchived: true }),
  product(4, 'Reusable laundry bag', 12.99, 'Bags', { description: 'Heavy-duty bag.' }),
  product(5, 'Lint roller', 4.25, 'Accessories', { description: 'Lint roller with 60 sheets.' }),
];

const views = (): ProductView[] => productViews(CATALOG);
const names = (list: ProductView[]) => list.map((p) => p.name);
const search = (text: string) => {
  const query = readProductQuery(text);
  if (!query) throw new Error(`no query in ${text}`);
  return names(findProducts(query, views()));
};

describe('productViews', () => {
  it('drops archived products, prices in cents, sorted by category then name', () => {
    expect(views()).toEqual([
      {
        name: 'Lint roller',
        description: 'Lint roller with 60 sheets.',
        category: 'Accessories',
        cents: 425,
      },
      { name: 'Reusable laundry bag', description: 'Heavy-duty bag.', category: 'Bags', cents: 1299 },
      { name: 'Liquid detergent', description: 'Free & clear, 64 oz.', category: 'Supplies', cents: 1150 },
      {
        name: 'Wool dryer balls',
        description: 'Set of 6 wool dryer balls.',
        category: 'Supplies',
        cents: 1400,
      },
    ]);
  });

  it('reads prices as dollars, rounding away float noise', () => {
    expect(priceCents(12.99)).toBe(1299);
    expect(priceCents(0.29)).toBe(29);
    expect(priceCents(14)).toBe(1400);
  });

  it('groups by category in order', () => {
    expect(byCategory(views()).map((g) => [g.category, names(g.products)])).toEqual([
      ['Accessories', ['Lint roller']],
      ['Bags', ['Reusable laundry bag']],
      ['Supplies', ['Liquid detergent', 'Wool dryer balls']],
    ]);
  });
});

describe('readProductQuery', () => {
  it('keeps the product words of a question', () => {
    expect(readProductQuery('Do you sell detergent?')).toEqual({
      alternatives: [['detergent']],
      phrase: 'detergent',
    });
    expect(readProductQuery('do you have any dryer balls')).toEqual({
      alternatives: [['dryer', 'balls']],
      phrase: 'dryer balls',
    });
    expect(readProductQuery('is there a lint roller, please')?.alternatives).toEqual([['lint', 'roller']]);
  });

  it('splits alternatives at "or", "and" and commas', () => {
    expect(readProductQuery('soap or detergent')).toEqual({
      alternatives: [['soap'], ['detergent']],
      phrase: 'soap or detergent',
    });
  });

  it('is undefined when the question names no product', () => {
    expect(readProductQuery('what do you sell?')).toBeUndefined();
    expect(readProductQuery('what products do you have')).toBeUndefined();
  });
});

describe('findProducts', () => {
  it('matches names, descriptions and categories by whole words, case aside', () => {
    expect(search('DETERGENT')).toEqual(['Liquid detergent']);
    expect(search('wool')).toEqual(['Wool dryer balls']);
    expect(search('accessories')).toEqual(['Lint roller']);
    // "bag" is a word of the name; "tote" is archived.
    expect(search('tote')).toEqual([]);
  });

  it('reads plurals as the same word, both ways', () => {
    expect(search('do you sell bags?')).toEqual(['Reusable laundry bag']);
    expect(search('dryer ball')).toEqual(['Wool dryer balls']);
    expect(search('lint rollers')).toEqual(['Lint roller']);
  });

  it('needs every word of one alternative', () => {
    expect(search('wool detergent')).toEqual([]);
    expect(search('soap or detergent')).toEqual(['Liquid detergent']);
  });

  it('does not match part of a word', () => {
    expect(search('roll')).toEqual([]);
    expect(search('deter')).toEqual([]);
  });
});

describe('sameWord', () => {
  it('folds the usual English plurals', () => {
    expect(sameWord('batteries', 'battery')).toBe(true);
    expect(sameWord('boxes', 'box')).toBe(true);
    expect(sameWord('brushes', 'brush')).toBe(true);
    expect(sameWord('glasses', 'glass')).toBe(true);
    expect(sameWord('dress', 'dresses')).toBe(true);
    expect(sameWord('bag', 'bog')).toBe(false);
  });
});
