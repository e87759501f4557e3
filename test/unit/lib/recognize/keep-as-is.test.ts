/** Keeping an order as it is, said with what it has now (invariant keep-names-the-old). */
import { confirmsAsShown, keepsAllAsIs, keepsAsIs, saysKeep } from '../../../../lib/recognize/keep-as-is';
import { asksItBrought } from '../../../../lib/recognize/store-collection';

/** The review's old values: a pickup on Wednesday, a delivery to an address, a $3 tip. */
const OLD = ['Pickup', 'Wed, Jun 4, 8:00–10:00 AM EDT with Store driver'];
const OLD_ES = ['Entrega', 'vie, 6 de jun, 8:00–10:00 a.m. EDT con Chofer de la tienda'];
const ADDRESS = ['Address', '210 W 21st St, Apt 4B, New York'];
const TIP = ['Propina del mensajero', '$3.00'];

describe('keeping the order as it is, with what it has now', () => {
  it.each([
    ['oh wait, leave it on wednesday', OLD],
    ['nah, keep the pickup', OLD],
    ['keep it at 8-10 on wed', OLD],
    ['no, que se quede el viernes', OLD_ES],
    ['mejor déjenla igual, el viernes', OLD_ES],
    ['hmm keep the old address on 21st', ADDRESS],
    ['no, que siga en 3', TIP],
    // The old amount with its article or unit.
    ['no no, mejor deje los 3 dólares', TIP],
    ['wait, keep the 3 bucks', TIP],
    ['keep it', OLD],
  ])('%j keeps it (old: %j)', (text, old) => {
    expect(saysKeep(text)).toBe(true);
    expect(keepsAsIs(text, old)).toBe(true);
  });

  it.each([
    ['keep it on friday', OLD],
    ['leave it for thursday instead', OLD],
    ['no, déjela el sábado', OLD_ES],
    ['keep the tip at 5', TIP],
    ['deja los 5', TIP],
  ])('%j names something else than now: not a keep (old: %j)', (text, old) => {
    expect(keepsAsIs(text, old)).toBe(false);
  });

  it.each(['yes, make the change', 'friday', 'no', 'otra hora'])('%j says no keeping', (text) => {
    expect(saysKeep(text)).toBe(false);
  });
});

// Issue 34, round 6: a new value questioned, then refused, is what is not wanted; named without refusing it, it is no keep.
describe('a new value refused before keeping', () => {
  const NEW = ['Fri, Jun 6, 6:00–8:00 PM EDT with DoorDash Drive', '12.99'];
  it.each([
    ['$12.99? no, lo dejo como estaba', OLD_ES],
    ['12.99?! nah, keep it', OLD],
    ['friday? nope, leave it on wednesday', OLD],
    // A sigh or the cost complained of, as the reason (issue 34).
    ['ugh, 12.99? nah, keep it', OLD],
    ['way too pricey, leave it as it was', OLD],
    ['no, es mucho, mejor déjela igual', OLD_ES],
  ])('%j keeps it', (text, old) => {
    expect(saysKeep(text)).toBe(true);
    expect(keepsAsIs(text, old, NEW)).toBe(true);
  });

  it.each([
    ['keep 12.99', OLD],
    ['12.99 keep it', OLD],
    ['saturday? no, keep it', OLD],
    ['ugh, saturday? no, keep it', OLD],
    ['too pricey, keep friday', OLD],
  ])('%j names a value not refused, or one the change does not show: not a keep', (text, old) => {
    expect(keepsAsIs(text, old, NEW)).toBe(false);
  });
});

describe('a yes restating what the review shows as new (invariant yes-names-the-new)', () => {
  const NEW = ['sáb, 7 de jun, 12:00–2:00 p.m. EDT con Chofer de la tienda'];
  it.each(['sí, sábado 7 de 12 a 2, confirmado', 'yes, sat 12-2 works', 'perfecto, el sábado. Confirmo'])(
    '%j confirms',
    (text) => {
      expect(confirmsAsShown(text, NEW)).toBe(true);
    },
  );

  // Round 33: the new value said to suit the person better is that yes, never asked back.
  it.each([
    'ok good, saturday is better for me',
    'yes, saturday works better for me',
    'sí, el sábado me queda mejor',
    'ok, el sábado me conviene más',
  ])('%j says the new value suits: confirms', (text) => {
    expect(confirmsAsShown(text, NEW)).toBe(true);
  });

  it.each(['ok, saturday is not better for me', 'yes, friday is better for me', 'ok, sábado mejor no'])(
    '%j says no new value suits: no confirmation',
    (text) => {
      expect(confirmsAsShown(text, NEW)).toBe(false);
    },
  );

  it.each(['sí, el viernes 6', 'yes, saturday at 8', 'sábado 7', 'no, sábado 7'])(
    '%j names another value, or says no yes',
    (text) => {
      expect(confirmsAsShown(text, NEW)).toBe(false);
    },
  );
});

// Issue 34, round 17: "10 bucks?? nvm keep it" of a $9.99 fee leaves the order as it was.
describe('a price rounded, then refused', () => {
  const now = ['Delivery', 'Collect at the store'];
  it.each(['5 bucks?? nvm, leave it', 'uy 5 dólares? no, déjalo así', '$5? never mind, keep it'])(
    '%j keeps it as it was',
    (text) => {
      expect(keepsAsIs(text, now, ['4.99'])).toBe(true);
    },
  );

  it.each(['5 bucks?? nvm, deliver it friday', '5 bucks, keep friday'])('%j names something else', (text) => {
    expect(keepsAsIs(text, now, ['4.99'])).toBe(false);
  });
});

describe('a street said by its number, as the new address shown', () => {
  it.each(['sí, a la 42', 'yes, the one on 42nd'])('%j restates the new', (text) => {
    expect(confirmsAsShown(text, ['15 E 42nd St, New York'])).toBe(true);
  });

  it('the old street restated is no confirmation', () => {
    expect(confirmsAsShown('sí, a la 41', ['15 E 42nd St, New York'])).toBe(false);
  });
});

// Issue 34 (rounds 22–24): keeping it said in one's own words: "we" leave it, what is now said fine
// "after all", someone else wanting it kept, a price refused after a sigh.
describe("keeping it, in one's own words", () => {
  const NEW = ['Fri, Jun 6, 6:00–8:00 PM EDT with DoorDash Drive', '12.99'];
  it.each([
    ['mejor la dejamos así', OLD_ES],
    ['dejémoslo como está, el viernes', OLD_ES],
    ['leave it be, wednesday works after all', OLD],
    ["let's keep it on wed, that's fine after all", OLD],
    ['hmm actually he wants to keep the pickup', OLD],
    ['no, prefiero dejarla igual', OLD_ES],
    ['uff, 13 dólares no, mejor déjela igual', OLD_ES],
    ['whoa, 12.99 no, keep it as it was', OLD],
    ['12.99 itna? nahi, keep it', OLD],
    ['ay no, 13 dólares no, déjela como estaba', OLD_ES],
  ])('%j keeps it', (text, old) => {
    expect(saysKeep(text)).toBe(true);
    expect(keepsAsIs(text, old, NEW)).toBe(true);
  });

  it.each([
    ['mejor la dejamos para el sábado', OLD_ES],
    ['keep it, friday is fine after all', OLD],
    ['he wants to keep friday', OLD],
    ['13 dólares, déjela igual', OLD_ES],
    ['no, 12.99 keep it', OLD],
  ])('%j names something else than now: not a keep', (text, old) => {
    expect(keepsAsIs(text, old, NEW)).toBe(false);
  });
});

// Issue 34, round 26: the yes said with the change to the value shown, and the slip noticed before keeping.
describe('a yes said with the change to the new value, and "oops" before keeping', () => {
  const NEW = ['$6.00 per courier trip'];
  it.each(['sí, cámbiala a 6', 'yes, make it 6', 'yes change it to 6'])('%j confirms', (text) => {
    expect(confirmsAsShown(text, NEW)).toBe(true);
  });

  it.each(['sí, cámbiala a 4', 'cámbiala a 6', 'yes, change it to 6, no, 7'])(
    '%j names another value, or says no yes',
    (text) => {
      expect(confirmsAsShown(text, NEW)).toBe(false);
    },
  );

  it.each([
    ['oops no keep it on 21st', ADDRESS],
    ['ups, no, déjala en el 3', TIP],
  ])('%j keeps it', (text, old) => {
    expect(keepsAsIs(text, old)).toBe(true);
  });
});

// Issue 34, round 28: a new value asked back in surprise, then kept, is refused by the keep itself; the
// order's present state said again in other words ("I'll pick it up" while it is collected) is why.
describe('a new value asked back, then kept; and the present said again beside a keep', () => {
  const now = ['Delivery', 'Collect at the store'];
  const NEW = ['Sat, Jun 7, 12:00–2:00 PM EDT with Store driver', '7.50'];
  const collects = (words: string) => /^(?:ill|i will) (?:collect|grab) it(?: myself)?$/.test(words);
  it.each([
    'huy, $7.50?? mejor déjelo como está',
    '7.50? leave it as it is',
    'saturday? keep it as it was',
    'ugh $7.50? mejor lo dejamos igual',
  ])('%j keeps it as it was', (text) => {
    expect(keepsAsIs(text, now, NEW)).toBe(true);
  });
  it.each([
    // No question mark: the price may be what is kept.
    '7.50, leave it',
    // The question after the keep asks about what is kept.
    'keep it at 7.50?',
    'leave saturday?',
    // A day the change does not show.
    'sunday? keep it as it is',
  ])('%j is no keep', (text) => {
    expect(keepsAsIs(text, now, NEW)).toBe(false);
  });

  it.each([
    '$7.50?? nah, leave it, I will grab it myself',
    'no keep it ill collect it',
    'ill grab it, keep it',
  ])('%j keeps it, collecting said as why', (text) => {
    expect(keepsAsIs(text, now, NEW, collects)).toBe(true);
  });
  it.each(['keep it, ill collect it saturday', 'ill collect it', 'keep it, deliver it saturday'])(
    '%j says more than the present: no keep',
    (text) => {
      expect(keepsAsIs(text, now, NEW, collects)).toBe(false);
    },
  );
});

// Issue 34, round 30: keeping it "like it was", "the way it is", "how it was". Made-up phrasings.
describe('keeping it like it was, said the everyday way', () => {
  it.each([
    'nvm, leave it the way it was',
    'keep it like it is',
    'on second thought keep it how it was',
    'leave everything like before',
    'mejor déjalo como lo tenía',
  ])('%j keeps it', (text) => {
    expect(keepsAsIs(text, OLD)).toBe(true);
  });

  it.each(['leave it like it was but on friday', 'keep it like the other one', 'keep it the way you said'])(
    '%j is no keep as it is',
    (text) => {
      expect(keepsAsIs(text, OLD)).toBe(false);
    },
  );
});

// Issue 34, round 32: the change given up beside the keep ("forget it", "olvídalo"). Made-up phrasings.
describe('the change given up, beside a keep', () => {
  it.each(['$9.99? nope, forget about it, keep it', 'olvídelo, déjelo igual'])('%j keeps it', (text) => {
    expect(keepsAsIs(text, OLD, ['$9.99'])).toBe(true);
  });

  it.each(['forget it', 'olvídalo', 'forget it, keep friday'])('%j is no keep as it is', (text) => {
    expect(keepsAsIs(text, OLD, ['$9.99'])).toBe(false);
  });
});

// Issue 34, round 34: Spain's vosotros "dejadlo" keeps it, after "qué caro" (how dear) said as why.
describe('a keep in vosotros, the cost exclaimed dear before it', () => {
  const ADDED = ['Delivery', 'Collect at Spin City Laundry – Chelsea'];
  it.each(['Uf, qué caro. Dejadlo igual', 'dejadla como está', 'qué caro, déjalo así'])(
    '%j keeps it',
    (text) => {
      expect(saysKeep(text)).toBe(true);
      expect(keepsAsIs(text, ADDED, ['Fri, Jun 6, 11:00 AM–1:00 PM EDT'])).toBe(true);
    },
  );
  it('"qué caro, dejadlo el viernes" names no old value: no keep', () => {
    expect(keepsAsIs('qué caro, dejadlo el viernes', ADDED, ['Fri, Jun 6, 11:00 AM–1:00 PM EDT'])).toBe(
      false,
    );
  });
});

// Round 42: the present restated is the keep itself (invariant keep-names-the-old): at a delivery's
// cancel, the delivery asked for ("yes, deliver it") with a yes that is the clause's, never the cancel's.
describe('the present restated, kept; spelled amounts and infinitives (round 42)', () => {
  const DELIVERED = ['Delivery', 'Fri, Jun 6, 8:00–10:00 AM EDT with the store driver'];
  const bring = (words: string) => asksItBrought(words, true);

  it.each([
    'yeah deliver it',
    'ay no, mejor sí que me la traigan',
    'No. Bring it please. Keep the delivery',
    'sorry, bring it',
  ])('%j keeps the delivery when bringing restates it', (text) => {
    expect(keepsAsIs(text, DELIVERED, [], bring, true)).toBe(true);
  });

  it.each(['yes deliver it on saturday', 'bring it to my office'])(
    '%j says more than the present: not a keep',
    (text) => {
      expect(keepsAsIs(text, DELIVERED, [], bring, true)).toBe(false);
    },
  );

  it.each([
    ['nah, leave it at three', TIP],
    ['no, keep the three bucks', TIP],
    ['mejor dejar igual', OLD_ES],
    ['neva mind, keep it wednesday', OLD],
    ['um, keep wednesday', OLD],
  ])('%j keeps it (old: %j)', (text, old) => {
    expect(saysKeep(text)).toBe(true);
    expect(keepsAsIs(text, old)).toBe(true);
  });

  it.each([
    ['no, leave four dollars', TIP],
    ['nevermind, keep it friday', OLD],
  ])('%j names another value: not a keep (old: %j)', (text, old) => {
    expect(keepsAsIs(text, old)).toBe(false);
  });
});

// Issue 34, round 42: the yes said with the new value and more words of its own: the value wanted, its
// unit ("six dollars"), the street's direction spelled out ("East 42nd"), "that's exactly it" first.
describe('a yes with the new value restated at length (invariant yes-names-the-new)', () => {
  it.each([
    [
      'yes, sunday twelve to two, exactly what I needed',
      ['Sun, Jun 8, 12:00–2:00 PM EDT with the store driver'],
    ],
    ['sí, el domingo, justo lo que quería', ['Sun, Jun 8, 12:00–2:00 PM EDT with the store driver']],
    ['yes, six dollars, go right ahead', ['$6.00 per courier trip']],
    ['sí, 6 dólares, está bien', ['$6.00 per courier trip']],
    ["that's exactly it, 15 East 42nd, thanks", ['15 E 42nd St, New York']],
  ])('%j confirms', (text, shown) => {
    expect(confirmsAsShown(text, shown)).toBe(true);
  });
  it.each([
    [
      'yes, monday twelve to two, exactly what I needed',
      ['Sun, Jun 8, 12:00–2:00 PM EDT with the store driver'],
    ],
    ['yes, seven dollars, go right ahead', ['$6.00 per courier trip']],
    ["that's exactly it, 15 West 42nd, thanks", ['15 E 42nd St, New York']],
    ['yes, sunday, not what I wanted', ['Sun, Jun 8, 12:00–2:00 PM EDT with the store driver']],
  ])('%j names another value, or no yes: asked', (text, shown) => {
    expect(confirmsAsShown(text, shown)).toBe(false);
  });
});

// Round 43: a clock's leading zero is the time shown ("09:00" of "9:00"), and only the time shown
// (invariant yes-names-the-new); a price exclaimed at ("no inventes", "no manches"), then refused by "mejor no".
describe('a time restated with its leading zero, and a price exclaimed at then refused', () => {
  const NEW = ['Thu, Jun 5, 9:00–11:00 AM EDT with the store driver'];
  it.each(['yes, thursday 09:00-11:00 is right', 'sí, jueves de 09:00 a 11:00'])('%j confirms', (text) => {
    expect(confirmsAsShown(text, NEW)).toBe(true);
  });
  it.each(['yes, thursday 08:00-10:00 is right', 'sí, jueves 09:00 a 12:00', 'yes, friday 09:00-11:00'])(
    '%j names another time or day: no confirmation',
    (text) => {
      expect(confirmsAsShown(text, NEW)).toBe(false);
    },
  );
  const REFUSED = ['Fri, Jun 6, 6:00–8:00 PM EDT with DoorDash Drive', '12.99'];
  it.each(['no inventes, 12.99, mejor no, déjelo así', '12.99, mejor no, déjalo como está'])(
    '%j keeps it',
    (text) => {
      expect(keepsAsIs(text, OLD_ES, REFUSED)).toBe(true);
    },
  );
  it.each(['no inventes, déjalo el sábado', 'no manches, mejor el viernes'])('%j is no keep', (text) => {
    expect(keepsAsIs(text, OLD_ES, REFUSED)).toBe(false);
  });
});

// Round 43: where what to change or which order is asked, keeping it all is nothing to change
// (invariant bare-keep-is-no-change); a day or a number said with it is no bare keep.
describe('a bare keep, naming nothing but it or them', () => {
  it.each(['nope, leave them', 'nah just leave em', 'no, mejor déjalo así', 'na déjalo'])(
    '%j keeps it all',
    (text) => {
      expect(keepsAllAsIs(text)).toBe(true);
    },
  );

  it.each(['leave em till friday', 'keep 5002', 'leave the second one'])('%j is no bare keep', (text) => {
    expect(keepsAllAsIs(text)).toBe(false);
  });
});
