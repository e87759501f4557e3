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
    // Handed over with a word pointing at it: "here", "aquí va", "acá está", "aquí tiene".
    ['ok here: 14 Elm St Apt 2 Hoboken NJ 07030', '14 Elm St Apt 2 Hoboken NJ 07030'],
    ['here you go 61 Court St', '61 Court St'],
    ['heres mine, 7 Sunset Ave', '7 Sunset Ave'],
    ['acá está, 301 calle Ocho', '301 calle Ocho'],
    ['aquí tiene: 45 Main St, Apt 3', '45 Main St, Apt 3'],
    // Round 26's kind: passed "along" as passed on.
    ['pls pass this along — 45 Main St, Apt 3', '45 Main St, Apt 3'],
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
    // Somewhere else than here: a move, a place of work.
    'I work here, 61 Court St is my office',
    'here is not 61 Court St',
  ])('%j sends no address', (text) => {
    expect(readAddressSent(text)).toBeUndefined();
  });
});

// Issue 34, round 35: "Please forward my address to your staff. It is 350 West 20th Street, …" was asked
// back. Who it goes to, named as the staff or the team ("to your staff", "a su personal"), is still
// whom it is sent to.
describe('the address sent, said to go to the staff', () => {
  it.each([
    [
      'Please forward my address to your staff. It is 350 West 20th Street, Apartment 2, New York, NY 10011.',
      '350 West 20th Street, Apartment 2, New York, NY 10011',
    ],
    ['send it to the team: 12 Bank St', '12 Bank St'],
    ['pass it on to your staff, 12 Bank St', '12 Bank St'],
    ['mándensela a su personal: 350 W 20th St', '350 W 20th St'],
    ['envíenla al personal, 12 Bank St', '12 Bank St'],
  ])('%j sends %j', (text, address) => {
    expect(readAddressSent(text)).toBe(address);
  });
  it.each(['I told your staff 12 Bank St is old', 'your staff moved to 12 Bank St'])(
    '%j sends none',
    (text) => {
      expect(readAddressSent(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 38: "it's" said short ("send, is 350 W 20th St …"), and the verb of sending with its
// pronouns in any person ("Enviadla a la lavandería: …", "mándenla", "mándesela").
describe('the address sent, said short or with the verb in any person', () => {
  it.each([
    ['send, is 350 W 20th St apt 2 New York 10011', '350 W 20th St apt 2 New York 10011'],
    [
      'Enviadla a la lavandería: 350 W 20th St, Apt 2, New York, NY 10011',
      '350 W 20th St, Apt 2, New York, NY 10011',
    ],
    ['mándenla a la lavandería: 350 W 20th St', '350 W 20th St'],
    ['mándesela, es 350 W 20th St', '350 W 20th St'],
  ])('%j sends %j', (text, address) => {
    expect(readAddressSent(text)).toBe(address);
  });

  it.each(['mandé 350 W 20th St ayer', 'is 350 W 20th St ok?'])('%j sends nothing', (text) => {
    expect(readAddressSent(text)).toBeUndefined();
  });
});
