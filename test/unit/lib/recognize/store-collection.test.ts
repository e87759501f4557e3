import {
  asksItBrought,
  collectsOnADay,
  readBroughtInstead,
  readStoreCollection,
  refusesCollecting,
  refusesDeliveryOnly,
} from '../../../../lib/recognize/store-collection';

describe('readStoreCollection', () => {
  // Invariant collecting-is-not-the-pickup: said with a word it can't place, it is only mentioned, for the step to ask back.
  it.each(
    ["I'll just pick it up at the store", 'lo recojo en la tienda', 'collect it'].flatMap((text) => [
      `${text} xyzzy`,
      `not ${text}`,
    ]),
  )('reads %j as mentioned, not whole', (text) => {
    expect(readStoreCollection(text)).toBe('mentions');
  });

  it.each([
    "I'll just pick it up at the store",
    'I will pick it up myself',
    "I'll pick it up",
    'i can pick them up',
    "I'd rather collect it",
    'collect it',
    'in-store pickup',
    'pick up at the store',
    "no delivery, I'll pick it up at the store",
    "I'll come by the store",
    'lo recojo en la tienda',
    'yo lo recojo',
    'paso a recogerlo',
    'prefiero recogerlo en la tienda',
    'mejor lo recojo yo mismo',
    'recoger en tienda',
    'voy por ella a la tienda',
    'prefiero ir a recogerlo',
    // Other verbs of fetching it, and the delivery called off beside them (issue 34).
    "cancel the delivery please, I'll come get it",
    "we'll grab them from the store",
    'I can get it myself at the store',
    'cancele la entrega, yo paso a buscarla',
    'mejor voy a la tienda a buscarlo',
    'no hace falta que lo traigan, paso yo',
    // Round 27: "myself" says who collects without an "I" ("ah go pick it up meself" moved the pickup).
    'pick them up myself',
    'nah just grab it meself',
    // Round 43: "a ver" ("let's see") says how, never who or where.
    'a ver, mejor la busco yo',
    'sin entrega, paso yo a ver',
  ])('reads %j as collecting at the store', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each([
    "I'll pick it up at the store on friday",
    'pick up at the store next week',
    'lo recojo en la tienda el viernes',
    "I'll pick it up, but deliver the rest",
  ])('reads %j as saying so with more it cannot place', (text) => {
    expect(readStoreCollection(text)).toBe('mentions');
  });

  // Invariant collecting-is-not-the-pickup: the courier's pickup is not a collection.
  it.each([
    'pickup time',
    'pick up',
    'the pickup',
    'move the pick up',
    'change the pickup to friday',
    "I'd like to change the pick up",
    'I want to change the pickup time',
    'hora de recogida',
    'la recogida',
    'cambiar la recogida',
    'have it delivered',
    'cancel the delivery',
    'get it delivered',
  ])('does not read %j', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });
});

describe('readStoreCollection: collecting refused is no collection (issue 34)', () => {
  it.each([
    "I can't go to the store to get it",
    'no puedo pasar a recogerlo',
    'ya no voy a recogerlo yo',
    'no quiero ir a la tienda a buscarla',
    // "a ver si": whether, never a collecting said.
    'a ver si paso yo mañana',
  ])('does not read %j as collecting', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

describe('readStoreCollection: a delivery asked for is no collection', () => {
  it.each(["I'll get it delivered", 'get it to me'])('does not read %j', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });
});

// Invariant brought-is-not-collecting: asked to bring it, with the collecting refused or set aside, it is the delivery.
// Round 34: "Traédmela a casa, al 210" (the address on screen is 210 W 21st St) was read as order 210.
describe('readBroughtInstead: brought to the address said by its number', () => {
  const address = '210 W 21st St, Apt 4B, New York';
  it.each(['Traédmela a casa, al 210', 'bring it to 210 please', 'deliver it to 210'])(
    '%j, the number the address on screen starts with, is brought there',
    (text) => {
      expect(readBroughtInstead(text, address)).toBe('bring');
    },
  );
  // Another number is another place: never brought to the address on screen.
  it.each(['Traédmela a casa, al 350', 'bring it to 210'])(
    '%j with no such address is no delivery read',
    (text) => {
      expect(readBroughtInstead(text, text.includes('350') ? address : undefined)).toBeUndefined();
    },
  );
});

describe('readBroughtInstead: brought instead of collected (issue 34)', () => {
  it.each([
    "I won't be able to come in, please bring it to me",
    'please deliver it rather than me coming to the store',
    "I can't come by the shop, deliver it please",
    "deliver it. I won't come in",
    'en vez de ir a buscarlo a la tienda, me lo pueden traer?',
    'no puedo pasar por la tienda, me lo traen?',
    'no voy a poder ir a recogerlo, tráiganmelo por favor',
    // The person's going refused, with no word of bringing: the delivery is what is left.
    "I won't be able to make it to the shop",
    'no voy a poder ir a la tienda',
    // Walking there refused, and discourse words ("mijo", "wey") around it.
    "bring it to my place, I can't walk over",
    'tráiganmela mijo, que no puedo caminar hasta la tienda',
    // Round 43: not minded to go is the going refused too.
    "bring it over, I'm too lazy to go get it",
    "deliver it, i don't feel like picking it up",
    'que me la traigan, me da flojera ir a buscarla',
    'tráiganmela, no tengo ganas de ir a buscarla',
    // Round 34: brought to the address it is picked up at, said so ("deliver same address": asked back).
    'deliver same address',
    'deliver it to the same address please',
    'bring it back to the same place',
    'tráiganmela a la misma dirección',
    'llévenla al mismo lugar',
  ])('reads %j as the delivery', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });

  it.each([
    // A refusal of the bringing, not of the collecting.
    "you can't deliver it, I'll pick it up at the store",
    "bring it, I'll pick it up at the store",
    // Words it cannot place ("until monday"; "this week" is the reason's, read as such): asked back.
    "I can't come by the shop until monday, deliver it please",
    "bring it, I'll pick it up friday",
    // Refused, but "pick it up" may be the driver's pickup, or said with more.
    "I can't pick it up",
    'no puedo recogerlo hasta el lunes',
    // Not minded to, then collecting after all: the two pull apart.
    "I can't be bothered, I'll pick it up",
  ])('only mentions %j: asked back, neither read', (text) => {
    expect(readBroughtInstead(text)).toBe('mentions');
  });

  it.each([
    "I'll pick it up at the store",
    'no need to deliver it, I can come by the store',
    'deliver it',
    'lo recojo en la tienda',
    // The same address with no bringing said: no delivery read.
    'same address',
    'a la misma dirección',
  ])('does not read %j as brought instead', (text) => {
    expect(readBroughtInstead(text)).toBeUndefined();
  });
});

// Issue 34, round 33: brought home, asked of one person (tú, vos, usted) with what and to whom in the verb.
describe('brought home, asked of one person', () => {
  it.each([
    'traémela vos a la casa',
    'tráemela a la casa',
    'tráigamela a la casa por favor',
    'llevámelo a la casa',
    'mándamela a mi casa',
    // Dismay before it, in a region's words.
    'puchica, ya no voy a poder pasar, que me lo traigan vos',
    'híjole, no voy a poder ir a la tienda, tráigamelo',
    "ugh, I can't make it to the store, bring it to me",
  ])('%j is brought', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });

  it.each(['no me la traigas a la casa, la recojo', 'tráemela a la tienda'])(
    '%j is not read as brought home',
    (text) => {
      expect(readBroughtInstead(text)).not.toBe('bring');
    },
  );
});

// Issue 34: what to change said by its effect: brought to where the person is, or the person going for it.
describe('the change said by its effect: brought home, or going oneself', () => {
  it.each([
    'bring it to my place instead of me coming in',
    'que me la traigan a mi casa en lugar de ir yo',
    'deliver it home, I cant get to the store',
    // Wanting it delivered, said so.
    'i cant get to the store so id like it delivered',
    "I won't be able to come in, get it delivered please",
  ])('%j is brought instead', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
    expect(readStoreCollection(text)).not.toBe('collect');
  });

  it.each([
    'no me lo traigan, voy yo enseguida',
    'ya no la traigan, voy yo',
    // The cost complained of is the reason, never more to place.
    "way too pricey, i'll just come get it",
    'muy caro, mejor paso yo',
  ])('%j is the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
    expect(readBroughtInstead(text)).toBeUndefined();
  });

  it('"I\'ll pick it up, no need to have it delivered" is neither read as brought nor as collected whole', () => {
    expect(readBroughtInstead("I'll pick it up, no need to have it delivered")).not.toBe('bring');
    expect(readStoreCollection("I'll pick it up, no need to have it delivered")).not.toBe('collect');
  });

  it('"bring it home on friday" says more than it can place: never read as brought whole', () => {
    expect(readBroughtInstead('bring it home on friday instead of me coming in')).toBe('mentions');
  });
});

describe('the delivery waved off and the clothes got in person, in other words (issue 34, round 15)', () => {
  it.each([
    "I'll get them myself",
    'necesito cancelar la entrega, yo la recogeré en la tienda',
    'ya no me la traigan, yo paso por la tienda',
    "don't bother delivering it, I'll get it myself",
    'ako na lang kukunin sa shop',
    'no hace falta que me la lleven, yo paso a la lavandería',
  ])('reads %j as collecting at the store, whole', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each([
    // The person's own verb refused: never a collection.
    'yo no paso a la tienda',
    // Said with a day it cannot place: asked back.
    'no hace falta que me la lleven, yo paso a la tienda el lunes',
    "I'll get it myself on saturday",
  ])('never reads %j as collecting whole', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });

  it.each([
    "I'd prefer delivery instead of collecting",
    'could you bring it over to me instead of me coming in for it',
    'quisiera que me la entreguen a domicilio en lugar de recogerla',
    'deseo que me lo traigan en vez de ir yo a buscarlo',
  ])('reads %j as brought instead, whole', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });

  it.each(['I want delivery on friday instead of collecting', 'quisiera que me la entreguen el martes'])(
    'never reads %j as brought whole',
    (text) => {
      expect(readBroughtInstead(text)).not.toBe('bring');
    },
  );
});

describe('someone else collecting, or "paso", with the delivery refused (issue 34, round 17)', () => {
  it.each([
    "no delivery, he'll collect it",
    'no delivery thanks, they will pick it up',
    'no me la traigan, ella la recoge',
    'ya no lo traigan, paso yo',
    'no lo traigan, mejor yo paso',
  ])('reads %j as collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  // "he'll pick it up" may be the driver's pickup; "yo paso" may be "I pass": never a collection alone.
  it.each(["he'll pick it up", 'they will pick it up tomorrow', 'yo paso', 'ella lo recoge'])(
    'reads no collection in %j',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );

  it.each(['tráiganmela pues, no alcanzo a ir', 'entreguenlo, que no llego a la tienda'])(
    'reads %j as brought: not managing to go is the reason',
    (text) => {
      expect(readBroughtInstead(text)).toBe('bring');
    },
  );
});

describe('going to the shop and collecting, joined; delivery asked for with why (issue 34, round 18)', () => {
  it.each([
    "I'll pop in the shop and get them",
    "we'll stop by the laundry and fetch it",
    'paso por la tienda y la recojo',
  ])('%j is the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each(["I can't stop by the shop and get them", "I'll stop by the shop and you deliver it"])(
    '%j is no collection',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );

  it.each(['delivery please, i cannot get to the store', 'entrega, no puedo ir a la tienda'])(
    '%j is brought',
    (text) => {
      expect(readBroughtInstead(text)).toBe('bring');
    },
  );

  it.each(["delivery, or I'll come by the store", 'delivery, I might stop by the shop friday'])(
    '%j is asked back',
    (text) => {
      expect(readBroughtInstead(text)).not.toBe('bring');
    },
  );
});

describe("collecting and having it brought, said in round 21's other ways (issue 34)", () => {
  // The store's own courier is who comes, never the person going to the store.
  it.each([
    'move it to monday with the store driver',
    'el lunes con el chofer de la tienda',
    'whichever slot the stores driver has',
  ])('%j is no collection', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });

  it.each(["I'll collect it, not the store driver"])('%j is asked back', (text) => {
    expect(readStoreCollection(text)).toBe('mentions');
  });

  // "recojo" as Peru's noun is the courier's pickup.
  it.each(['el recojo', 'cambiar el dia de recojo'])('%j is no collection', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });

  it.each([
    'we go shop get them',
    'yo me paso por ella a la lavandería',
    'no deliver, we grab it at the store',
    'I will go to the store myself',
  ])('%j is the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each(["I can't go to the store", 'we no go store'])('%j is no collection', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });

  // The order's store named by its own name is the store.
  it.each([
    ["I'll pick them up at the Bayside shop", 'Suds & Co – Bayside'],
    ['lo recojo en suds', 'Suds & Co – Bayside'],
  ])('%j at %s is collecting there', (text, store) => {
    expect(readStoreCollection(text, { store })).toBe('collect');
    expect(readStoreCollection(text)).toBe('mentions');
  });

  // Another store's name is not the order's.
  it.each([["I'll pick them up at the Harbor shop", 'Suds & Co – Bayside']])(
    '%j at %s is asked back',
    (text, store) => {
      expect(readStoreCollection(text, { store })).toBe('mentions');
    },
  );

  it.each([
    'we have no time to pick it up, deliver it',
    "I don't have time to go, bring them",
    'mire, no voy a poder ir a traerlo, me lo pueden traer?',
    'fíjate que no puedo ir a traerla, llevádmela',
  ])('%j is brought', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });
});

// Issue 34 (round 23): Mexican "nomás" (just) between the person and the verb; "recogeré" says who by its ending.
describe('collecting said with "nomás", or by the verb alone', () => {
  it.each([
    'yo nomás la recojo',
    'namás la paso a buscar yo',
    'la recogeré yo en la tienda',
    'nomás lo recogeré',
  ])('%j is a collection', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });
  it.each(['yo nomás no puedo recogerla', 'recogeré el lunes', 'nomás la recogida'])(
    '%j is no whole collection',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );
});

// Issue 34, rounds 21–24: the delivery refused read by its parts (a refusal, then a word of bringing, or
// "no" and a pronoun before it), and collecting read with the person said after the verb.
describe('the delivery refused by its parts, and the person collecting (issue 34, rounds 21–24)', () => {
  it.each([
    'drop the delivery',
    'forget about the delivery please',
    'no more delivery',
    'cancela la entrega',
    'quiten la entrega por favor',
    'olvídese de la entrega',
    // The drop-off is the delivery by another name (round 43).
    'no dropoff please',
    "don't need a drop off",
    'skip the drop-off',
  ])('%j refuses the delivery alone', (text) => {
    expect(refusesDeliveryOnly(text)).toBe(true);
    expect(readBroughtInstead(text)).toBeUndefined();
  });

  it.each([
    // Refusing something else, or bringing wanted: never the delivery refused.
    'skip the pickup',
    'drop it off',
    "can't you bring it?",
    'no, bring it home',
    'no I want it delivered',
    'skip it and deliver',
    'delivery on friday',
    'drop off friday instead',
    'no drop off friday, saturday',
  ])('%j does not refuse the delivery alone', (text) => {
    expect(refusesDeliveryOnly(text)).toBe(false);
  });

  it.each([
    "drop the delivery, we'll grab it from the cleaners",
    'forget the delivery, I shall fetch it myself',
    'no need bring, I collect',
    'DELIVERY CANCELLED. ME COLLECT AT SHOP.',
    'I will take it from the shop, no delivery please',
    'olvida la entrega, la recojo yo',
    'ya no quiero que me lo traigan, lo busco yo al toque',
    'no me la entreguen primo, yo paso a la lavandería',
    'mejor la busco yo, no me la traigan',
  ])('%j is the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
    expect(readBroughtInstead(text)).toBeUndefined();
  });

  it.each([
    // Collecting refused, or someone else's verb: never collecting whole.
    'no collect it',
    'shop no, bring it',
    'no la quiero ir a recoger',
    'skip the delivery, pick it up on friday',
  ])('%j is not collecting whole', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

// Issue 34, rounds 21–24: brought to where the person is, or the collecting refused by "no" before or after it.
describe('collecting said by "we", in either language (issue 34, round 34)', () => {
  it.each([
    "We'll collect it ourselves, cancel the delivery",
    "we'll collect it ourselves",
    'we will pick it up ourselves',
    'sin delivery, la buscamos nosotros',
    'sin delivery, la buscamo nosotro',
    'nosotros la recogemos en la tienda',
    'pasamos a buscarla',
  ])('%j is a collection', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  // The store's driver said to come, or "we" who want it brought: no collection.
  it.each(['we want it delivered', 'you pick it up from us'])('%j is no collection', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

describe('brought instead, said by where it goes or with the collecting refused (issue 34, rounds 21–24)', () => {
  it.each([
    'he wants it brought over here',
    'tráiganmela a mi casa, prima',
    'a la casa me lo llevarán',
    'no pickup at the shop, deliver it plz',
    'BRING IT HOME, SHOP NO',
    "I'd prefer it brought to me rather than fetching it myself",
    'no lo puedo ir a buscar, tráiganmelo',
    '¿será que me la pueden traer? no voy a poder ir a la tienda',
  ])('%j is brought instead', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
    expect(readStoreCollection(text)).not.toBe('collect');
  });

  it.each([
    // A place it cannot place, or a day: asked back or read elsewhere, never brought whole.
    'bring it to brooklyn',
    'bring it home on friday',
    "bring it here, don't bring it",
  ])('%j is not brought whole', (text) => {
    expect(readBroughtInstead(text)).not.toBe('bring');
  });
});

describe('the driver coming for it is no collection (invariant collecting-is-not-the-pickup, round 28)', () => {
  it.each(['when you come get it', 'the day you guys come by', 'whenever u pick it up'])(
    '%j is not the person collecting',
    (text) => {
      expect(readStoreCollection(text)).toBeUndefined();
    },
  );

  it.each(["I'll come get it", 'we will come by the store'])('%j is still the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });
});

describe('collecting switched to, for this time, or gone for as Spain says (issue 34, round 30)', () => {
  it.each([
    'switch it to pickup in store',
    'cambiarlo a recogerla en la tienda',
    'esta vez la recojo yo',
    'no la traigan, que voy yo a por ella',
    'ya no me la traigan, que la recojo yo',
  ])('%j is the person collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it('"switch to pickup" names no store nor person: no collection', () => {
    expect(readStoreCollection('switch to pickup')).toBeUndefined();
  });

  it('"switch to pickup at the store on monday" says more than collecting: asked back', () => {
    expect(readStoreCollection('switch to pickup at the store on monday')).toBe('mentions');
  });

  it.each(["this time bring it over, I can't come in", 'que me lo lleven a mí, no puedo ir'])(
    '%j is having it brought',
    (text) => {
      expect(readBroughtInstead(text)).toBe('bring');
    },
  );
});

describe('collecting said as what the visit is for, or by "retirar" (issue 34, rounds 27–29)', () => {
  it.each(["we'll swing by the shop to collect them", 'la retiro yo en la tienda', 'los retiro del local'])(
    '%j is the person collecting',
    (text) => {
      expect(readStoreCollection(text)).toBe('collect');
    },
  );

  it('"la retiro el sábado" says a day besides: asked back', () => {
    expect(readStoreCollection('la retiro el sábado')).toBe('mentions');
  });

  it('"no voy a poder pasar por ella, tráiganmela" is having it brought', () => {
    expect(readBroughtInstead('no voy a poder pasar por ella, tráiganmela')).toBe('bring');
  });
});

describe('round 32: home delivery named, going down to the store refused, going oneself, the driver spared (issue 34)', () => {
  // Made-up phrasings; none is a round's.
  it.each([
    ['a domicilio, gracias', 'bring'],
    ['que me la traigan a domicilio', 'bring'],
    ["please bring it over, I can't make it down to the shop", 'bring'],
    ['no puedo pasar esta semana, mejor a domicilio', 'bring'],
  ] as const)('readBroughtInstead(%j) is %j', (text, read) => {
    expect(readBroughtInstead(text)).toBe(read);
  });

  it.each([
    ['no me lo traigan, yo voy nomasito', 'collect'],
    ['ya no quiero la entrega, yo mismo voy', 'collect'],
    ["I'll swing by the store for it, spare the courier a trip", 'collect'],
    ['I will grab it at the shop myself to save you guys the drive', 'mentions'],
  ] as const)('readStoreCollection(%j) is %j', (text, read) => {
    expect(readStoreCollection(text)).toBe(read);
  });

  // Near misses: "voy" with no delivery refused may be "voy a …" anything; the driver spared is no bringing;
  // "a domicilio" with a day is more than it places.
  it.each(['yo voy', 'voy el viernes'])('readStoreCollection(%j) is not a collection', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
  it.each(['deliver it, save the driver the trip', 'a domicilio el viernes no'])(
    'readBroughtInstead(%j) is not brought whole',
    (text) => {
      expect(readBroughtInstead(text)).not.toBe('bring');
    },
  );

  // Slack's emoji codes are pictures, not words; one that signs a no stays, and is asked back.
  it.each([
    ["can't get down to the store, deliver it please :pray:", 'bring'],
    ['deliver it :x:', undefined],
  ] as const)('readBroughtInstead(%j) is %j', (text, read) => {
    expect(readBroughtInstead(text)).toBe(read);
  });
});

// Issue 34, round 34: "ok, la buscamo" (we'll fetch it, the Caribbean's final s dropped) at a delivery's
// cancel: "buscar" said by the person with the clothes' pronoun before it collects them.
describe('"buscar" said by the person, its object before it', () => {
  it.each(['la buscamo', 'la buscamos', 'yo lo busco', 'las buscamos en la tienda', 'la recogemos'])(
    '%j is a collection',
    (text) => {
      expect(readStoreCollection(text)).toBe('collect');
    },
  );
  it.each(['buscamos otra hora', 'busco otra hora'])('%j is no collection', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

// Issue 34, round 33: "$9.99? forget it ill get it myself" at an added delivery's review: the delivery
// waved off ("forget it", "olvídalo") and its price asked back in surprise are why the person collects.
describe('the delivery waved off, or its price asked back, before collecting', () => {
  it.each([
    '$9.99? forget it ill get it myself',
    "forget it, I'll get it myself",
    "nah forget it i'll pick it up",
    'olvídalo, yo la recojo',
    "$4.99?? i'll just pick it up",
  ])('%j is a collection', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });
  it.each(['forget it, deliver it', "i'll pick it up at 5.30", 'forget it'])(
    '%j is no collection',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );
});

describe('someone else collecting, said alone, is asked back (issue 34, round 35)', () => {
  // "he'll pick it up" may be the driver's pickup or the person's husband collecting: never the pickup
  // read by its words, never a collection taken; the step asks back.
  it.each([
    "he'll pick it up",
    'she will pick it up',
    'my husband will pick it up',
    'they will grab it',
    'mi esposo lo recoge',
    'mi hija va a buscarla',
  ])('reads %j as mentioning a collection', (text) => {
    expect(readStoreCollection(text)).toBe('mentions');
  });

  it.each(['pick up time', 'move the pickup', 'he is the driver'])('reads no collection in %j', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });

  it.each(['no delivery, my husband will pick it up', 'no me la traigan, mi esposo la recoge'])(
    'reads %j, the delivery refused, as collecting',
    (text) => {
      expect(readStoreCollection(text)).toBe('collect');
    },
  );
});

describe('"I\'ll get it": the person getting it is collecting it (issue 34, round 36)', () => {
  it.each(["I'll get it", 'we will get them', "i'll just get it"])('%j is collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each(['can you get it', 'you get it'])('%j is no collecting', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

// Issue 34, round 36: Spain's "me la traéis a casa" and "entrega en la misma dirección" were asked back.
describe('brought home, as Spain asks it and with "en" (round 36)', () => {
  it.each([
    'Me la traéis a casa, gracias',
    'me lo lleváis a casa',
    'entrega en la misma dirección',
    'entrega en el mismo lugar',
  ])('%j is brought', (text) => {
    expect(readBroughtInstead(text, '210 W 21st St, Apt 4B, New York')).toBe('bring');
  });
  it('"la recojo en la misma dirección" is never brought', () => {
    expect(readBroughtInstead('la recojo en la misma dirección', '210 W 21st St')).not.toBe('bring');
  });
});

describe('brought, the person having no way to go (issue 34, round 36)', () => {
  it.each([
    ["bring it to me, I can't schlep to Chelsea", 'Spin City Laundry – Chelsea'],
    ["deliver it, I can't shlep to the store", undefined],
    ['Que me lo traigan, que no tengo coche', undefined],
    ['tráiganmelo, no tengo carro', undefined],
    ["deliver it please, I don't have a car", undefined],
  ])('%j is brought', (text, store) => {
    expect(readBroughtInstead(text, undefined, store)).toBe('bring');
  });

  it.each(['tengo coche', "I don't have a car, I'll pick it up"])('%j is not brought', (text) => {
    expect(readBroughtInstead(text)).not.toBe('bring');
  });
});

describe('collecting, the delivery said not needed (issue 34, round 36)', () => {
  it.each([
    "We'll collect at the store — no delivery needed",
    "I'll pick it up, delivery not needed",
    'la recojo en la tienda, no hace falta la entrega',
  ])('%j is collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });
});

describe('"el retiro", the pickup named, is no collecting (issue 34, round 36)', () => {
  it.each(['reprogramar el retiro', 'cambiar la hora de retiro'])('%j is no collecting', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });

  it.each(['lo retiro yo', 'la retiro en la tienda'])('%j is still collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });
});

// Issue 34, rounds 37–38: collecting and having it brought said by the act, in both languages.
describe('collecting said by the act (issue 34, rounds 37–38)', () => {
  it.each([
    // The subject dropped after the delivery refused: "Cancel delivery. Will pick up."
    'Cancel delivery. Will pick up.',
    'no delivery, will collect',
    'cancel the delivery, gonna pick it up myself',
    // Spain's vosotros and "anular": "Cancelad la entrega, pasamos a recogerlo nosotros".
    'Cancelad la entrega, pasamos a recogerlo nosotros',
    'anulen la entrega, la recojo yo',
    // Central America's "pasar a traer" (go and get): "yo la paso a traer".
    'yo la paso a traer',
    'mejor la paso a traer yo',
    'lo pasamos a traer nosotros',
    // On the person's way: "I'll grab it on my way home from the yard".
    "I'll grab it on my way home from the yard",
    "I'll pick it up on my way home from work",
    'la recojo de camino a casa',
    // The driver not needed: "I'll swing by and get it, dont need a driver".
    "I'll swing by and get it, dont need a driver",
    'yo paso por ella, no hace falta el chofer',
  ])('%j is collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each(['cancel delivery and pickup', 'cancel the delivery, pick up friday', 'will pick up', 'traer'])(
    '%j is no collecting',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );

  it.each([
    'ya no voy a poder ir por ella, tráiganmela',
    'quiero que me traigan luego, no puedo ir',
    "bring it to me, I'm not driving this week",
    "deliver it, I can't drive over there",
  ])('%j is having it brought', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });
});

// Issue 34, round 37: why the trip is hard, said with having it brought ("my knee hurt", "a bag on my back").
describe('having it brought, with why the trip is hard (issue 34, round 37)', () => {
  it.each([
    'bring to me, I dont want go to store my knee hurt',
    "i'd rather not ride over there w a bag on my back, deliver it",
    'tráiganmela, que me duele la rodilla y no puedo ir',
    "deliver it please, my back hurts and I can't carry the bags",
  ])('%j is having it brought', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });

  it.each(['my knee hurts', "I'll pick it up, my back hurts"])('%j is no bringing', (text) => {
    expect(readBroughtInstead(text)).not.toBe('bring');
  });
});

// Issue 34, rounds 37–38: "i'll swing by n grab it", "I'm is gonna come get hit" (texted "n" for and,
// the South's "hit" for it, a stray "is") and "traémela al depto" (the apartment, as Latin America
// shortens it) were asked back.
describe('collecting and bringing said as texted or in a region’s words', () => {
  it.each([
    "i'll swing by n grab it",
    "I'm is gonna come get hit",
    "i'll come get hit",
    'ill stop by n get it',
  ])('%j is collecting', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each([
    'traémela al depto',
    'tráiganmela al depa',
    'llévenla a mi departamento',
    'que me la traigan al apto',
    // Round 37: "9-11 y que me la traigan de vuelta": back where it came from.
    'que me la traigan de vuelta',
    'tráiganmela de regreso',
  ])('%j is brought', (text) => {
    expect(readBroughtInstead(text)).toBe('bring');
  });

  it.each(["he's gonna come get hit", 'n', "i can't come get hit"])(
    '%j is no collecting of the person',
    (text) => {
      expect(readStoreCollection(text)).not.toBe('collect');
    },
  );
});

// Round 42: taking it oneself is collecting it, as getting it oneself is.
describe('taking it oneself', () => {
  it.each(["we'll take them ourselves", "I'll come by the shop and take them myself", 'ill take it myself'])(
    '%j is collecting',
    (text) => {
      expect(readStoreCollection(text)).toBe('collect');
    },
  );

  it.each(["I'll take it", 'take it to the store'])('%j is no collecting of the person', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

// Round 42 (invariant collecting-on-a-day-is-collecting): where collecting only gives up the delivery, the
// day the person comes, and the errand it is on the way of, say nothing against it.
describe('collectsOnADay', () => {
  it.each([
    "I'll get it myself on saturday",
    'lo recojo en la tienda el viernes',
    'no hace falta que me la lleven, yo paso a la tienda el lunes',
    "cancel the delivery, I'll stop by the shop Thursday on my way home from work",
    'yo paso por la tienda este sábado',
    // The part of that day goes with it (round 43).
    "I'll grab it myself saturday morning",
    'la busco yo el jueves por la tarde',
    "I'll pick it up at the store monday in the evening",
  ])('%j is collecting', (text) => {
    expect(collectsOnADay(text)).toBe(true);
  });

  it.each([
    // No day said: as `readStoreCollection` reads it.
    "I'll get it myself",
    // Refused, someone else, or more it cannot place: still asked back.
    'yo no paso a la tienda el lunes',
    "he'll pick it up friday",
    "I'll pick it up friday, but deliver the rest",
    // Two days: which is unsure, and the delivery may be moved to one.
    'I can get it myself friday or saturday',
    // A day with no collecting: the delivery's day, never a collection.
    'deliver it on friday',
    'deliver it friday afternoon',
    // A part of the day with no weekday before it: still mentioned only.
    "I'll get it myself in the afternoon, but not the shirts",
  ])('%j is not', (text) => {
    expect(collectsOnADay(text)).toBe(false);
  });
});

// Round 42: no one sent for it is the delivery refused ("no need to send anybody"); a bringing verb, with
// whatever yes or "mejor" stands beside it, asks for the delivery as it is (invariant brought-is-not-collecting).
describe('no one sent for it, and the delivery asked for (round 42)', () => {
  it.each([
    "I'll grab it at the store myself, don't send anyone",
    'yo la busco, no hace falta que manden a nadie',
  ])('%j is collecting, the driver refused', (text) => {
    expect(readStoreCollection(text)).toBe('collect');
  });

  it.each([
    'yes deliver it',
    'yeah, bring them',
    'mejor sí que me la traigan',
    'no, mejor que sí me lo lleven',
    'please bring it. keep the delivery',
  ])('%j asks to have it brought', (text) => {
    expect(asksItBrought(text)).toBe(true);
  });

  it.each([
    'yes, the delivery',
    'sí, cancelen la entrega',
    "don't bring it, I'll collect",
    "bring it, or I'll pick it up at the store",
    'no me la traigan',
    'that is right',
  ])('%j does not ask to have it brought', (text) => {
    expect(asksItBrought(text)).toBe(false);
  });
});

// Round 44: courtesy says how it is asked, never who collects (invariant courtesy-is-no-content); the
// person's passing by the store refused is the collecting refused (invariant brought-is-not-collecting).
describe('collecting or having it brought, said with courtesy or passing by refused', () => {
  const store = 'Spin City Laundry – Chelsea';
  it.each([
    ['sin entrega porfa, yo la busco en la tienda', 'collect'],
    ['no me la traigan porfa, paso yo a la tienda', 'collect'],
    ['no delivery pls, I will collect it at chelsea', 'collect'],
    // No longer wanted brought is the delivery refused, as "no" refuses it.
    ['ya no me lo manden, lo recojo yo en la tienda', 'collect'],
    ['ya no nos la traigan, la busco en la tienda', 'collect'],
    ['ya no la manden, yo la busco en chelsea', 'collect'],
  ] as const)('readStoreCollection(%j) is %s', (text, read) => {
    expect(readStoreCollection(text, { store })).toBe(read);
  });

  it.each([
    'que me la manden a la casa porfa',
    'deliver it porfa, no paso por chelsea',
    'ya no voy a chelsea a buscarla, tráiganmela',
  ])('readBroughtInstead(%j) is bring', (text) => {
    expect(readBroughtInstead(text, undefined, store)).toBe('bring');
  });
});

// Round 45 (invariant refused-collecting-never-collecting): a verb of collecting under a negation.
describe('refusesCollecting', () => {
  it.each([
    'really dont feel like going to get it',
    'no quiero ir a recogerla jaja',
    "i'm not gonna go pick it up",
  ])('%j refuses collecting', (text) => {
    expect(refusesCollecting(text)).toBe(true);
  });

  it.each([
    "I'll just pick it up at the store",
    'lo recojo en la tienda',
    'dont deliver it',
    'bring it back',
  ])('%j does not', (text) => {
    expect(refusesCollecting(text)).toBe(false);
  });

  it.each(['just bring it back', 'bring them back pls', 'dont wanna go grab it, bring it back'])(
    '%j is brought',
    (text) => {
      expect(readBroughtInstead(text) ?? (asksItBrought(text) ? 'bring' : undefined)).toBe('bring');
    },
  );
});

// Round 47: "The pickup — we need it on Friday instead of Wednesday, 8–10 with the store driver" at what to
// change was told the order is already to be collected: the pickup named by its noun is the laundry's.
describe('the pickup named by its noun', () => {
  it.each([
    'The pickup — we need it on Friday instead of Wednesday, 8–10 with the store driver',
    'my pickup, we need it friday',
  ])('%j says no collecting', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });
});
