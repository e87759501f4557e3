import { brandNames, recognizeChoice } from '../../../../lib/recognize';
import { isCardBrand } from '../../../../lib/recognize/card-brand';

describe('card brand names', () => {
  it.each([
    ['amex', 'american express'],
    ['American Express', 'amex'],
    ['Mastercard', 'master card'],
    ['MasterCard', 'mc'],
    ['DISCOVER', 'discover card'],
  ])('%s is also called %s', (brand, name) => {
    expect(brandNames(brand)).toContain(name);
    expect(brandNames(brand)[0]).toBe(brand);
  });

  it.each(['Visa', 'AMEX', 'Master Card', 'discover'])('%s is a card brand', (word) => {
    expect(isCardBrand(word)).toBe(true);
  });

  it.each(['Rosa', 'Alex', 'Vis', 'Card'])('%s is no card brand', (word) => {
    expect(isCardBrand(word)).toBe(false);
  });

  it('an unknown brand is only its own name', () => {
    expect(brandNames('Acme Pay')).toEqual(['Acme Pay']);
  });

  it("'American Express' and 'MasterCard' pick the cards the service calls amex and Mastercard", () => {
    const cards = [
      { value: 'visa', label: 'Visa ending 1111 (default)', synonyms: brandNames('Visa') },
      { value: 'amex', label: 'amex ending 0005', synonyms: brandNames('amex') },
      { value: 'mc', label: 'Mastercard ending 5555', synonyms: brandNames('Mastercard') },
    ];
    const read = (text: string) => recognizeChoice(text, cards, { multi: false, timeZone: 'UTC' });
    expect(read('American Express')).toEqual({ kind: 'picked', values: ['amex'] });
    expect(read('my american express card')).toEqual({ kind: 'picked', values: ['amex'] });
    expect(read('MasterCard')).toEqual({ kind: 'picked', values: ['mc'] });
    expect(read('master card')).toEqual({ kind: 'picked', values: ['mc'] });
  });
});
