/**
 * The products flow (lib/flows/products.ts) as a transcript over in-memory ports: the store of
 * the customer's address, its products by category with their prices (archived ones hidden), and
 * "do you sell …?" answered from them. The fake laundry is given three products to list.
 */
import type { InventoryProduct } from '../../../../lib/laundry/schemas';
import { createFakeWorld, FAKE, transcript } from '../../../support/fake-ports';
import { continued, questions, SIGN_IN } from './conversations';

function product(
  productId: number,
  lineItemName: string,
  price: number,
  inventoryCategory: string,
  isArchived = false,
): InventoryProduct {
  return {
    productId,
    storeId: FAKE.storeId,
    description: '',
    price,
    lineItemName,
    inventoryImage: '',
    inventoryCategory,
    lineItemType: 'PRODUCT',
    isTaxable: true,
    isArchived,
    quantity: 10,
  };
}
const PRODUCTS = [
  product(1, 'Laundry bag', 4.5, 'Bags'),
  product(2, 'Stain remover', 6.99, 'Care'),
  product(3, 'Old bag', 1, 'Bags', true),
];
const ASK_MORE = 'Anything else? Type a product to look for.';
const MENU = 'What would you like to do?';

async function atMenu() {
  const world = createFakeWorld();
  const listProducts = jest
    .spyOn(world.laundry, 'listProducts')
    .mockImplementation(async () => structuredClone(PRODUCTS));
  const at = await transcript(world.engine, SIGN_IN);
  return { world, at, listProducts };
}

describe('products flow', () => {
  it("lists the products of the address's store by category with prices, archived ones left out", async () => {
    const { world, at, listProducts } = await atMenu();
    const listed = await continued(world, at, ['products and prices', 'done']);

    expect(questions(listed)).toEqual([ASK_MORE, MENU]);
    expect(listed.text).toContain(
      [
        'Products at Main Street Laundry:',
        'Bags',
        '  Laundry bag: $4.50',
        'Care',
        '  Stain remover: $6.99',
      ].join('\n'),
    );
    expect(listed.text).not.toContain('Old bag');
    // The store is the one serving the customer's address (no order placed yet).
    expect(world.laundry.callsOf('findStore').map((call) => call.args)).toEqual([
      [FAKE.token, FAKE.googlePlacesId],
    ]);
    expect(listProducts.mock.calls).toEqual([[FAKE.token, FAKE.storeId]]);
    expect(world.errors).toEqual([]);
  });

  it('"do you sell bags?" typed at the menu is answered yes with the product and its price', async () => {
    const { world, at } = await atMenu();
    const answered = await continued(world, at, ['do you sell bags?']);

    expect(questions(answered)).toEqual([ASK_MORE]);
    expect(answered.text).toContain('Yes: Laundry bag ($4.50).');
  });

  // Issue 34: what the store charges, asked at the menu, is its products and prices.
  // Round 42: "how much fo wash n fold?" had been read "Preferences and notes" (invariant how-much-is-no-how).
  it.each(['what do u charge', 'what are your rates?', '¿cuánto cobran?'])(
    '%j typed at the menu lists the products with their prices',
    async (asked) => {
      const { world, at } = await atMenu();
      const answered = await continued(world, at, [asked]);

      expect(questions(answered)).toEqual([ASK_MORE]);
      expect(answered.text).toContain('Laundry bag: $4.50');
    },
  );

  // Round 42: "how much fo wash n fold?" had been read "Preferences and notes" (invariant how-much-is-no-how).
  it.each(['how much is wash and fold?', 'how much for a comforter', 'cuanto sale lavar un edredon'])(
    '%j typed at the menu is asked of the products and prices',
    async (asked) => {
      const { world, at } = await atMenu();
      const answered = await continued(world, at, [asked]);

      expect(questions(answered)).toEqual([ASK_MORE]);
    },
  );

  it('a product the store does not list, or lists only as archived, is answered no with the categories it has', async () => {
    const { world, at } = await atMenu();
    const answered = await continued(world, at, ['products and prices', 'bleach', 'old bag', 'done']);

    expect(questions(answered)).toEqual([ASK_MORE, ASK_MORE, ASK_MORE, MENU]);
    expect(answered.text).toContain("No, Main Street Laundry doesn't list bleach. It has: Bags, Care.");
    expect(answered.text).toContain("No, Main Street Laundry doesn't list old bag. It has: Bags, Care.");
  });
});
