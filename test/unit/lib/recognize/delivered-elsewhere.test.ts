/**
 * Brought to another place than the address on screen (lib/recognize/delivered-elsewhere.ts, invariant
 * delivered-elsewhere-asked). Phrasings of the held-out rounds are not repeated here.
 */
import { deliveredElsewhere } from '../../../../lib/recognize/delivered-elsewhere';

const ADDRESS = '350 W 20th St, Apt 2C, New York';

describe('brought to another place (invariant delivered-elsewhere-asked)', () => {
  it.each([
    'deliver it to my office',
    'bring them to the gym instead',
    'drop it off at my sisters',
    'could u bring it back to 12 Main St',
    'llévenla a mi oficina',
    'mándenmela a la chamba',
    'tráiganla a la casa de mi suegra',
    "bring it to my husband's apt",
    'entréguenla en el trabajo',
  ])('%j names another place', (text) => {
    expect(deliveredElsewhere(text, ADDRESS)).toBe(true);
  });

  it.each([
    // Home, the address offered, or a spot of it.
    'drop it at my place',
    'bring it back home',
    'deliver to the same address',
    'llévenla a la casa',
    'tráiganla a la dirección de siempre',
    'tráiganmela al depa',
    'deliver it to 350 W 20th',
    'leave it at the front desk',
    'drop it with the doorman',
    // A time, a person.
    'deliver it at 7pm',
    'tráiganla a las 6',
    'bring it to me friday',
    'deliver it to my wife',
    // No verb of bringing.
    'delivery please',
  ])('%j names no other place', (text) => {
    expect(deliveredElsewhere(text, ADDRESS)).toBe(false);
  });
});
