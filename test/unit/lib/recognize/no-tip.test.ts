/** A tip taken away or given in cash (invariant no-tip-only-when-said-whole), in English and Spanish. */
import { saysCashTip, takesTipAway } from '../../../../lib/recognize';

describe('a tip taken away', () => {
  it.each(['remove it', 'take the tip off', 'quítele la propina', 'mejor bórrala', 'elimínala porfa'])(
    '%j takes the tip away',
    (text) => {
      expect(takesTipAway(text)).toBe(true);
    },
  );

  it.each(['remove the dryer sheets', 'quítale 1', 'take it', 'no'])(
    '%j does not take the tip away',
    (text) => {
      expect(takesTipAway(text)).toBe(false);
    },
  );
});

describe('a tip given in cash', () => {
  it.each(["I'll pay the driver cash", 'se la doy en efectivo al chofer', 'cash'])(
    '%j is a tip in cash',
    (text) => {
      expect(saysCashTip(text)).toBe(true);
    },
  );

  it.each(['not in cash', 'no efectivo', 'the card please'])('%j is no tip in cash', (text) => {
    expect(saysCashTip(text)).toBe(false);
  });
});
