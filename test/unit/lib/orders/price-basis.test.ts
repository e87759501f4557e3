import { priceBasisOf } from '../../../../lib/orders/price-basis';

describe('priceBasisOf (invariant price-basis-from-the-data)', () => {
  it.each([
    ['Laundry washed, dried and folded, priced by the pound.', 'pound'],
    ['Washed and folded, $2 per lb', 'pound'],
    ['Charged by weight after washing.', 'pound'],
    ['Laundry service for comforters, duvets and pillows, priced per item.', 'item'],
    ['Shirts, by the piece.', 'item'],
  ])('"%s" is priced %s', (description, basis) => {
    expect(priceBasisOf(description)).toBe(basis);
  });

  it.each([
    'Dry cleaning of a two-piece suit.',
    'Dry cleaning of a shirt, returned pressed.',
    'Poundland special wash',
    'Itemized receipt included',
  ])('"%s" names no price basis', (description) => {
    expect(priceBasisOf(description)).toBeUndefined();
  });
});
