/**
 * `/staff address` at the terminal (infra/local/terminal-staff.ts): an address typed whole, as a
 * customer writes it, is stored in its parts, so what staff are shown, and the customer's label, name
 * the city once (found trying the bot: "12 Main St, Apt 3, Brooklyn NY 11201" showed ", New York" after
 * it, and "… New York, NY 10011" the city twice).
 */
import { addAddressAsStaff, type BackOffice } from '../../../../infra/local/terminal-staff';

/** A back office that keeps what it is given, with the sandbox's default city. */
function backOffice() {
  const added: Record<string, unknown>[] = [];
  const office = {
    addAddress: (_id: number, address: Record<string, unknown>) => {
      const full = {
        address1: '200 W 20th St',
        address2: '',
        city: 'New York',
        postalCode: '10011',
        ...address,
      };
      added.push(full);
      return full;
    },
    customerByPhone: () => undefined,
  } as unknown as BackOffice;
  return { office, added };
}

describe('/staff address shows the address whole as recorded, the city once', () => {
  it.each([
    [
      '350 W 20th St, Apt 2, New York, NY 10011',
      '"350 W 20th St, Apt 2, New York, NY 10011"',
      { address1: '350 W 20th St', address2: 'Apt 2', city: 'New York', postalCode: '10011' },
    ],
    [
      '12 Main St, Apt 3, Brooklyn NY 11201',
      '"12 Main St, Apt 3, Brooklyn, NY 11201"',
      { address1: '12 Main St', address2: 'Apt 3', city: 'Brooklyn', postalCode: '11201' },
    ],
    ['77 Oak Ave, Hoboken', '"77 Oak Ave, Hoboken"', { address1: '77 Oak Ave', city: 'Hoboken' }],
    ['9 Elm St', '"9 Elm St, New York"', { address1: '9 Elm St' }],
    // Found trying the bot: shown as "320 E 145th St Apt 4B, Bronx", its state and ZIP gone.
    [
      '320 E 145th St Apt 4B, Bronx, NY 10451',
      '"320 E 145th St Apt 4B, Bronx, NY 10451"',
      { address1: '320 E 145th St Apt 4B', city: 'Bronx', postalCode: '10451' },
    ],
  ])('%s', (typed, shown, stored) => {
    const { office, added } = backOffice();
    const said = addAddressAsStaff(office, 1101, typed);
    expect(said).toContain(`staff: ${shown} is added`);
    expect(added[0]).toMatchObject(stored);
  });
});
