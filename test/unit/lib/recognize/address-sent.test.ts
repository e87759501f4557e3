/** An address typed with the wish to send it to the laundry (invariant address-sent-whole). */
import { readAddressSent } from '../../../../lib/recognize';

describe('an address typed with words of sending it', () => {
  it.each([
    ['send it: 12 Bank St, Apt 3, New York', '12 Bank St, Apt 3, New York'],
    ['mi dirección es 77 Grand St, Brooklyn', '77 Grand St, Brooklyn'],
    ['envíensela a la lavandería - 410 E 14th St', '410 E 14th St'],
    ['ok, my address is 5 Pine Ave.', '5 Pine Ave'],
    // The address alone, or after a yes, at the question that offers to pass it on.
    ['88 Orchard St, Apt 5', '88 Orchard St, Apt 5'],
    ['yes plz, its 9 W 31st', '9 W 31st'],
  ])('%j sends %j', (text, address) => {
    expect(readAddressSent(text)).toBe(address);
  });

  it.each([
    'send my address to the laundry',
    'I moved to 350 W 20th St',
    'send 2',
    '2 please',
    '3 bags',
    'my address changed, 12 Bank St is old',
    'enviar',
  ])('%j sends no address', (text) => {
    expect(readAddressSent(text)).toBeUndefined();
  });
});
