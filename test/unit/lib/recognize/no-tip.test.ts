/** A tip taken away or given in cash (invariant no-tip-only-when-said-whole), in English and Spanish. */
import { givesNothing, refusesTip, saysCashTip, saysNoTip, takesTipAway } from '../../../../lib/recognize';

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

describe('no tip said by a negation of it (issue 34)', () => {
  it.each([
    'ninguna propina por ahora',
    'no quiero dejarle propina al chofer',
    'sin propina esta vez',
    'cero propina',
    "I don't want to tip",
    'zero tip for the driver this time',
    'no tip for now thanks',
    'nothing for the courier',
  ])('%j is no tip', (text) => {
    expect(saysNoTip(text)).toBe(true);
  });

  it.each([
    // More than a refusal: a size, a time, a doubt, an amount, two negations.
    'not a big tip',
    'no tip yet, maybe later',
    'no tip, just 2',
    'nada de propina hasta que llegue',
    'no sin propina',
    'tip',
    'no',
    'nada',
  ])('%j is no refusal of the tip alone', (text) => {
    expect(saysNoTip(text)).toBe(false);
  });
});

// Issue 34 (round 13): none given at the tip question, the tip left unnamed, a sign-off after it.
describe('none given at the tip question', () => {
  it.each(['none for now, thanks', 'zero today. bye!', 'nothing, gotta run', 'nada esta vez, gracias'])(
    '%j gives no tip',
    (text) => {
      expect(givesNothing(text)).toBe(true);
    },
  );

  it.each(['nothing yet', 'none, maybe $2 later', 'nothing but the card', 'no', 'cheers'])(
    '%j is no "none" said whole',
    (text) => {
      expect(givesNothing(text)).toBe(false);
    },
  );
});

// Issue 34, round 36: "take it off, no tip" said no tip twice, each clause alone read, the whole not.
describe('no tip said in every clause', () => {
  it.each([
    'take it off, no tip',
    'remove it. no tip',
    'quítala, sin propina',
    'no tip, take it off please',
    'nothing, remove it',
    'no tip',
  ])('%j is no tip', (text) => {
    expect(refusesTip(text)).toBe(true);
  });

  it.each([
    'take it off, just 2',
    'no tip, just 2',
    'remove it, maybe later',
    'no tip yet, maybe later',
    'no',
  ])('%j is no tip said whole', (text) => {
    expect(refusesTip(text)).toBe(false);
  });
});
