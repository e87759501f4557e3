/**
 * Addresses and orders picked by the words people name them by (lib/orders/named-by.ts, read by
 * invariant choice-by-words): the borough, the street's number, the apartment, the pickup's weekday
 * and courier, the services, how it comes back; where two options fit, neither is picked.
 */
import type { WindowChoice } from '../../../../lib/orders/choices';
import {
  addressNamedAlone,
  addressNamedAroundHome,
  addressNamedBy,
  addressNamedByPlace,
  addressNamedIn,
  addressNotNamed,
  addressWordsIn,
  contentsSaid,
  contentsWords,
  legByDay,
  orderByContents,
  orderByLegCourier,
  orderByLegDay,
  orderNamedBy,
  orderOnDay,
  pickupAtAddress,
  returnSaid,
  unitKindAlone,
} from '../../../../lib/orders/named-by';
import { recognizeChoice } from '../../../../lib/recognize';
import type { Recognized, RecognizerOption } from '../../../../lib/recognize/types';
import { ENGLISH } from '../../../../lib/words';
import { businessGlossary } from '../../../../lib/words/glossary';

const read = (text: string, options: RecognizerOption[]): Recognized =>
  recognizeChoice(text, options, { multi: false, timeZone: 'America/New_York' });

const address = (value: string, label: string): RecognizerOption => ({
  value,
  label,
  role: 'choice',
  synonyms: addressNamedBy(label),
});
const ADDRESSES = [
  address('1', '455 E 86th St, Apt 12C, New York'),
  address('2', '31-10 Steinway St, Floor 2, Queens'),
  address('3', '88 W 3rd St, Brooklyn'),
];

describe('an address named by its words', () => {
  it.each([
    ['the one in manhattan', '1'],
    ['la de manhattan porfis', '1'],
    ['la de la 86', '1'],
    ['86th st', '1'],
    ['la del 12C', '1'],
    ['queens, floor 2', '2'],
    ['the queens addy', '2'],
    ['la d brooklyn', '3'],
    ['the second address', '2'],
    ['la tercera dirección', '3'],
    // The street's kind in either language: "calle" is a St.
    ['en la calle 86 porfa', '1'],
    ['the 86th street one', '1'],
    ['la de la calle 3', '3'],
  ])('%j is address %s', (text, value) => {
    expect(read(text, ADDRESSES)).toEqual({ kind: 'picked', values: [value] });
  });

  it.each(['the address', 'la de la 5', 'my place', 'la de la calle', 'la de la calle 5', 'the avenue one'])(
    '%j names no one address: not picked',
    (text) => {
      expect(read(text, ADDRESSES).kind).not.toBe('picked');
    },
  );

  // Issue 34: the other of two said not to be meant makes a guess at the one left certain.
  const TWO = [
    address('1', '210 W 21st St, Apt 4B, New York'),
    address('2', '95 N 7th St, Floor 3, Brooklyn'),
  ];
  it.each([
    ['the manhattan one in chelsea, not brooklyn', '1'],
    ['la de nueva york por el flatiron, no la de brooklyn', '1'],
  ])('%j, the other of two refused, is address %s', (text, value) => {
    expect(read(text, TWO)).toEqual({ kind: 'picked', values: [value] });
  });
  it.each([
    // A word that could change the answer, or more than one address left.
    ['the manhattan one tomorrow, not brooklyn', TWO],
    ['the manhattan one in chelsea, not the steinway one', ADDRESSES],
  ])('%j is not picked', (text, options) => {
    expect(read(text, options).kind).not.toBe('picked');
  });

  it('an ordinal beside a word only one option has is no position: "the second address" among Address, Services', () => {
    const menu: RecognizerOption[] = [
      { value: 'address', label: 'Address', role: 'choice' },
      { value: 'services', label: 'Services', role: 'choice' },
    ];
    expect(read('the second address', menu)).not.toEqual({ kind: 'picked', values: ['services'] });
  });
});

const window = (day: string, provider: WindowChoice['provider'], providerName: string): WindowChoice => ({
  id: 1,
  provider,
  day,
  startTime: `${day}T12:00:00Z`,
  endTime: `${day}T14:00:00Z`,
  feeInCents: 0,
  providerName,
});
const service = (name: string) => ({ servicePriceId: 1, name });
const glossary = businessGlossary();
const order = (value: string, entry: Parameters<typeof orderNamedBy>[0]): RecognizerOption => ({
  value,
  label: `Order #${value}`,
  role: 'choice',
  synonyms: [value, ...orderNamedBy(entry, glossary, ENGLISH)],
});
// Thursday 2036-06-05: picked up by the store's driver, Wash & Fold, collected at the store.
// Saturday 2036-06-07: picked up by Uber Direct, Wash & Fold and a shirt, delivered Monday by the store's driver.
const ORDERS = [
  order('7002', {
    pickup: window('2036-06-05', 'OWN_DRIVER', 'Store driver'),
    services: [service('Wash & Fold')],
  }),
  order('7001', {
    pickup: window('2036-06-07', 'ON_DEMAND', 'Uber Direct'),
    services: [service('Wash & Fold'), service('Dry Clean – Shirt')],
    returnWindow: window('2036-06-09', 'OWN_DRIVER', 'Store driver'),
  }),
];

describe('an order named by its words', () => {
  it.each([
    ['the thursday one', '7002'],
    ['el del jueves', '7002'],
    ['the saturday pickup', '7001'],
    ['el del sábado con uber', '7001'],
    ['the one with the shirt', '7001'],
    ['el que tiene la camisa', '7001'],
    ['the delivery one', '7001'],
    ["the one I'll collect at the store", '7002'],
    ['el que recojo en la tienda', '7002'],
    ['the first order', '7002'],
  ])('%j is order %s', (text, value) => {
    expect(read(text, ORDERS)).toEqual({ kind: 'picked', values: [value] });
  });

  it.each(['the wash and fold one', 'the store driver one', 'el del viernes'])(
    '%j fits both orders or neither: not picked',
    (text) => {
      expect(read(text, ORDERS).kind).not.toBe('picked');
    },
  );
});

describe('orderOnDay: an order told by the weekday of its leg (issue 34)', () => {
  const thursday = {
    pickup: window('2036-06-05', 'OWN_DRIVER', 'Store driver'),
    returnWindow: window('2036-06-09', 'OWN_DRIVER', 'Store driver'),
  };
  it.each([
    ['thursday', 'pickup', true],
    ['jueves', undefined, true],
    ['thu', 'pickup', true],
    ['monday', 'delivery', true],
    ['lunes', undefined, true],
    // The delivery's day is not the pickup's, nor the other way round.
    ['monday', 'pickup', false],
    ['jueves', 'delivery', false],
    // Words naming no weekday tell nothing.
    ['tomorrow', undefined, false],
    ['manana', 'pickup', false],
  ] as const)('%j of the %s: %s', (word, leg, fits) => {
    expect(orderOnDay(thursday, word, leg)).toBe(fits);
  });
});

describe('addressNamedIn: an address named by the numbers of its street or building', () => {
  const listed = ['95 N 7th St, Floor 3, Brooklyn', '200 W 20th St, Apt 5C, New York'];
  it.each([
    ["I'm staying near 20th st next week", 1],
    ['mejor en la 20, gracias', 1],
    ['the one at 200 west 20th', 1],
    ['over on 7th street', 0],
  ])('%j is listed address %j', (text, at) => {
    expect(addressNamedIn(text, listed)).toBe(at);
  });
  it.each([
    // A date, a floor, a number of something else: no street's.
    'on the 20th',
    'el 20',
    '200 W 20th St, Apt 9',
    'floor 3',
    // Taken back or refused.
    'not 20th st',
    'la 7, no espera, la 20',
    // On no listed address, or on both.
    '5th avenue',
  ])('%j names none', (text) => {
    expect(addressNamedIn(text, listed)).toBeUndefined();
  });
  it('a number two addresses have names neither', () => {
    expect(addressNamedIn('20th st', ['20 W 20th St', '200 W 20th St'])).toBeUndefined();
  });

  // Issue 34: the address said in words, its direction and its apartment or floor.
  it.each([
    ['doscientos oeste calle veinte', 1],
    ['two hundred west twentieth street', 1],
    ['noventa y cinco norte calle siete', 0],
    ['ninety five north seventh street', 0],
    ['la de la veinte pues', 1],
    ['200 W 20th St apartamento cinco c', 1],
    ['la de la calle veinte, apt 5C', 1],
    ['95 n 7th, piso tres', 0],
    // A building's number said in pairs, as English says it.
    ['two hundred west 20th', 1],
    ['two oh oh west twentieth', undefined],
    ['ninety five north 7th street', 0],
  ])('%j is listed address %j', (text, at) => {
    expect(addressNamedIn(text, listed)).toBe(at);
  });
  it('an ordinal street said in two words: "West Twenty-First Street"', () => {
    expect(addressNamedIn('West Twenty-First Street', ['88 E 3rd St', '410 W 21st St, Apt 2'])).toBe(1);
  });
  it.each([
    ['four ten west 21st street', 1],
    ['eighty eight east third street', 0],
    ['eighty eight oh east 3rd', undefined],
  ])('a building number said in pairs: %j is listed address %j', (text, at) => {
    expect(addressNamedIn(text, ['88 E 3rd St', '410 W 21st St, Apt 2'])).toBe(at);
  });
  it.each([
    // Another apartment, another direction, a word of the other address, part of an apartment alone.
    '200 W 20th St, Apt 6C',
    'doscientos oeste calle veinte apto 5',
    'doscientos este calle veinte',
    '200 east 20th street',
    'la veinte de brooklyn',
    'apartamento 5',
    'suite 6c',
    'one on 7th st and one on 20th st',
  ])('%j names none', (text) => {
    expect(addressNamedIn(text, listed)).toBeUndefined();
  });

  // Round 43: an apartment or floor said whole, alone, names the one label that has it
  // (invariant unit-said-whole-names-its-address).
  it.each([
    ['apartamento 5c', 1],
    ['send the driver to unit 5C please', 1],
    ['el del depto cinco c', 1],
  ])('%j, a unit said whole, is listed address %j', (text, at) => {
    expect(addressNamedIn(text, listed)).toBe(at);
  });
  it('a unit two labels have names neither', () => {
    expect(addressNamedIn('apt 2a', ['10 E 3rd St, Apt 2A', '40 W 9th St, Apt 2A'])).toBeUndefined();
  });

  it.each([
    ['la de la veinte pues', 1],
    ['over on 7th street please', 0],
    ['the one on twenty first street', undefined],
    ['the one on seventh street', 0],
  ])('addressNamedAlone: %j, the address said with nothing more, is listed address %j', (text, at) => {
    expect(addressNamedAlone(text, listed)).toBe(at);
  });
  it.each(['la de la 20 para mañana', '7th street, 2 bags', '20th st next week'])(
    'addressNamedAlone: %j says more than the address: none',
    (text) => {
      expect(addressNamedAlone(text, listed)).toBeUndefined();
    },
  );
});

describe('returnSaid: an order pointed at by how it comes back (issue 34)', () => {
  it.each([
    ["the one I'm collecting myself", 'collected'],
    ['the order i collect in person', 'collected'],
    ['la que voy a buscar yo misma', 'collected'],
    ['el pedido que paso a buscar', 'collected'],
    ['the one you deliver to me', 'delivered'],
    ['la que me entreguen', 'delivered'],
    // Round 34: the "g" dropped, as said ("pickin", "bringin"): the same words.
    ["the one I'm pickin up at the store", 'collected'],
    ["the one i'm collectin myself", 'collected'],
    ['the one im pickin up myself', 'collected'],
  ])('%j is the order %s', (text, said) => {
    expect(returnSaid(text)).toBe(said);
  });

  it.each([
    // Nothing points at an order: a request, read elsewhere.
    "I'll pick it up at the store",
    // More than how it comes back: a day, a refusal.
    'the one you bring me on friday',
    "the one I can't pick up",
    'the one',
  ])('%j says no order by how it comes back', (text) => {
    expect(returnSaid(text)).toBeUndefined();
  });
});

// Issue 34, rounds 22–24: an order named by what it holds, holds only, or holds not.
describe('an order named by what it holds, only or not (orderByContents)', () => {
  const SHIRT_ORDER = { services: [service('Wash & Fold'), service('Dry Clean – Shirt')] };
  const PLAIN_ORDER = { services: [service('Wash & Fold')] };
  const BEDDING_ORDER = { services: [service('Comforter & Bedding')] };
  const listed = [PLAIN_ORDER, SHIRT_ORDER];
  const words = new Set(contentsWords(listed, glossary));

  it.each([
    ['the one without the shirt', 0],
    ['el que no tiene la camisa', 0],
    ['la camisa no, la otra', 0],
    ['not the shirt one', 0],
    ['the one that is just wash n fold', 0],
    ['el que es nomás lavado por libra', 0],
    ['the one with the shirt', 1],
    ['el de la camisa', 1],
  ])('%j is listed order %i', (text, index) => {
    expect(orderByContents(text, listed, glossary)).toBe(index);
  });

  it.each([
    // Both hold it, or neither does; or words it cannot place.
    'the one with wash and fold',
    'the one without wash and fold',
    'the one with the bedding',
    'the one without the shirt, friday',
    'not the one without the shirt',
    'only the shirt',
    'la otra con la camisa',
  ])('%j names no one order: undefined', (text) => {
    expect(orderByContents(text, listed, glossary)).toBeUndefined();
  });

  // Round 28: "lavado" is also said of the shirt's dry cleaning ("lavado en seco"), and named neither.
  it.each([
    ['el que es nomás de lavar', 0],
    ['the one with only washing', 0],
    ['la que es solo lavada', 0],
  ])('%j: a word both say is the one whose own name has it, listed order %i', (text, index) => {
    expect(orderByContents(text, listed, glossary)).toBe(index);
  });

  it('a word both say by their own names names neither: "the wash one" of two orders with Wash & Fold and Wash & Press', () => {
    const pressed = { services: [service('Wash & Press')] };
    expect(orderByContents('the one with only wash', [PLAIN_ORDER, pressed], glossary)).toBeUndefined();
  });

  it('three orders, two without the shirt: which is asked', () => {
    expect(
      orderByContents('the one without the shirt', [...listed, BEDDING_ORDER], glossary),
    ).toBeUndefined();
  });

  it.each([
    ['the one without the shirt', true],
    ['el que es solo lavado y doblado', true],
    // No "without" or "only": the options' words read it; a word that is no service's: not this reader's.
    ['the one with the shirt', false],
    ['no changes', false],
    ['sin cambios', false],
    ['no', false],
  ])('%j is said by contents: %s', (text, said) => {
    expect(contentsSaid(text, words)).toBe(said);
  });
});

describe('orderByLegCourier: an order told by who does one of its legs (issue 34, round 34)', () => {
  // 7002 is picked up by the store's driver and collected; 7001 picked up by Uber Direct, brought back by the store's driver.
  const entries = [
    { pickup: window('2036-06-05', 'OWN_DRIVER', 'Store driver') },
    {
      pickup: window('2036-06-07', 'ON_DEMAND', 'Uber Direct'),
      returnWindow: window('2036-06-09', 'OWN_DRIVER', 'Store driver'),
    },
  ];
  it.each([
    ['el que recoge el chofer de la tienda', 0],
    ['the one the store driver picks up', 0],
    ['the one uber is picking up', 1],
    ['el que recoge uber', 1],
    ['the one the store driver brings back', 1],
    ['el que me trae el chofer de la tienda', 1],
  ])('%j is the order at %i', (text, at) => {
    expect(orderByLegCourier(text, entries)).toBe(at);
  });

  it.each([
    // Who, with no leg: both orders have the store's driver.
    'the store driver one',
    // A leg no order's courier does.
    'the one uber brings back',
    'el que recoge doordash',
    // Who and no verb of a leg; two couriers named.
    'el del chofer de la tienda',
    'the one uber or the store driver picks up',
  ])('%j tells no one order', (text) => {
    expect(orderByLegCourier(text, entries)).toBeUndefined();
  });
});

describe('pickupAtAddress: the pickup said with a place and no time is the address (issue 34, round 36)', () => {
  const listed = ['95 N 7th St, Floor 3, Brooklyn', '200 W 20th St, Apt 5C, New York'];
  it.each([
    ['que pasen a buscarlo a la 20', 1],
    ['que pasen a recogerlo a la veinte', 1],
    ['que pasen a buscarlo a la de la calle 7', 0],
  ])('%j is the pickup at address %d', (text, at) => {
    expect(pickupAtAddress(text, listed)).toBe(at);
  });

  // A date, a day said too, or no pickup named: never the address by this reading.
  it.each([
    'que pasen a buscarlo el 20',
    'pick it up on the 20th',
    'que pasen a buscarlo a la 20 el viernes',
    'que me lo traigan a la 20',
    'a la 20',
  ])('%j is not', (text) => {
    expect(pickupAtAddress(text, listed)).toBeUndefined();
  });
});

describe('orderByLegDay: an order told by the day of one of its legs, the leg said by its verb (issue 34, round 36)', () => {
  // 5002 is picked up on Wednesday and collected; 5001 picked up on Tuesday, brought back on Friday.
  const entries = [
    { pickup: window('2036-06-04', 'OWN_DRIVER', 'Store driver') },
    {
      pickup: window('2036-06-03', 'ON_DEMAND', 'DoorDash Drive'),
      returnWindow: window('2036-06-06', 'OWN_DRIVER', 'Store driver'),
    },
  ];
  it.each([
    ['the one coming back friday', 1],
    ['the one that comes back on friday', 1],
    ['El que se recoge el miércoles', 0],
    ['el que recogen el martes', 1],
    ['the one getting picked up wednesday', 0],
    ['el que me traen el viernes', 1],
  ])('%j is the order at %i', (text, at) => {
    expect(orderByLegDay(text, entries)).toBe(at);
  });

  it.each([
    // A day of no order's leg, or of the other leg.
    'the one coming back wednesday',
    'el que se recoge el viernes',
    // More said than the leg and its day.
    'the one coming back friday, move it to saturday',
    // No leg said.
    'the friday one',
  ])('%j tells no order', (text) => {
    expect(orderByLegDay(text, entries)).toBeUndefined();
  });
});

// Round 43: on one order, the leg named by its weekday alone, when only one leg is on that day
// (invariant leg-named-by-its-day).
describe('legByDay: a leg of one order named by its weekday', () => {
  // Picked up on Tuesday, brought back on Friday.
  const tueFri = {
    pickup: window('2036-06-03', 'ON_DEMAND', 'DoorDash Drive'),
    returnWindow: window('2036-06-06', 'OWN_DRIVER', 'Store driver'),
  };
  // Picked up and brought back on a Thursday a week apart.
  const bothThursday = {
    pickup: window('2036-06-05', 'OWN_DRIVER', 'Store driver'),
    returnWindow: window('2036-06-12', 'OWN_DRIVER', 'Store driver'),
  };
  it.each([
    ['that friday one', 'delivery'],
    ['lo del viernes', 'delivery'],
    ['the tuesday deal', 'pickup'],
    ['la del martes', 'pickup'],
  ] as const)('%j is the %s', (text, leg) => {
    expect(legByDay(text, tueFri)).toBe(leg);
  });

  it.each([
    // A new day, never a leg's old one.
    'friday',
    'to friday',
    'para el viernes',
    'move it to friday',
    // A day with no leg on it.
    'the saturday one',
    // Two days.
    'the friday one or the tuesday one',
  ])('%j names no leg', (text) => {
    expect(legByDay(text, tueFri)).toBeUndefined();
  });

  it('both legs on the day: neither', () => {
    expect(legByDay('the thursday thing', bothThursday)).toBeUndefined();
  });
});

// Stranger's try: the address said inside a whole order ("pick up friday morning from 21st st", "recojan
// en la 21 el jueves") is its words, for the address question; what is left is for the others.
describe('addressWordsIn: the words of a reply that name an address by its numbers', () => {
  it.each([
    ['pick up friday morning from 21st st', 'from 21st st', 'pick up friday morning'],
    ['new order from the 21st st place', 'from the 21st st place', 'new order'],
    ['Pick up at the 21st St place', 'at the 21st st place', 'pick up'],
    ['recojan en la 21 el jueves temprano', 'en la 21', 'recojan el jueves temprano'],
    ['la de la 21', 'la de la 21', ''],
    ['come get it at 210 w 21st st tomorrow', 'at 210 w 21st st', 'come get it tomorrow'],
    ['on 21st please', 'on 21st', 'please'],
  ])('%j: %j, leaving %j', (text, said, rest) => {
    expect(addressWordsIn(text)).toEqual({ said, rest });
  });

  it.each([
    ['pick up friday at 9'],
    ['jueves a las 9'],
    ['2 bags of wash and fold'],
    ['pick up on the 21st'],
    ['de 8 a 10'],
  ])('%j names no address', (text) => {
    expect(addressWordsIn(text)).toBeUndefined();
  });
});

it('addressWordsIn: two streets named ("from 21st st or 7th st") name no one address', () => {
  expect(addressWordsIn('from 21st st or from 7th st')).toBeUndefined();
});

// Round 43: of two addresses, the one kept when the other is taken away by its own words
// (invariant address-kept-by-the-other-excluded).
describe('addressNotNamed: the other of two addresses taken away', () => {
  const two = ['200 W 20th St, Apt 5C, New York', '95 N 7th St, Floor 3, Brooklyn'];
  it.each([
    ['williamsburg loft not the manhattan one', 1],
    ['la del 5c, no la de brooklyn', 0],
    ['soho place not bk', 0],
    ['my studio, not the floor 3 one', 0],
    ['the brooklyn apt not the nyc one', 1],
  ])('%j keeps listed address %j', (text, at) => {
    expect(addressNotNamed(text, two)).toBe(at);
  });
  it.each([
    // A no first is that one; a day said too; the kept one named against what is left; nothing kept.
    'no, the brooklyn one',
    'friday not brooklyn',
    'the manhattan one not the nyc one',
    'not brooklyn',
    'the loft not the one I told you',
  ])('%j keeps none', (text) => {
    expect(addressNotNamed(text, two)).toBeUndefined();
  });
  it('three addresses: one taken away leaves two', () => {
    expect(addressNotNamed('soho not bk', [...two, '5 Main St, Queens'])).toBeUndefined();
  });
});

// Issue 34, round 37: the kind of home said alone ("my apartment", "mi depto", "el piso") says no one
// address: a label's "Apt" or "Floor" is how it was typed, and "piso" is a flat in Spain.
describe('unitKindAlone: an address said by the kind of its unit alone', () => {
  it.each(['my apartment', 'the apt', 'mi departamento', 'el piso', 'our floor please', 'the apartment one'])(
    '%j names its kind only',
    (text) => {
      expect(unitKindAlone(text)).toBe(true);
    },
  );

  it.each(['apt 4B', 'the 3rd floor', 'my apartment on 21st', 'the brooklyn apartment', 'first address'])(
    '%j says more than its kind',
    (text) => {
      expect(unitKindAlone(text)).toBe(false);
    },
  );
});

// Issue 34, round 37: "el pedido del terno" (Peru's and Chile's word for a suit) listed both orders.
describe("an order named by the suit it holds, in a region's word", () => {
  const SUIT_ORDER = { services: [service('Wash & Fold'), service('Dry Clean – Suit')] };
  const PLAIN_ORDER = { services: [service('Wash & Fold')] };
  it.each(['terno', 'el del terno', 'traje'])('%j is the suit order', (text) => {
    expect(orderByContents(text, [PLAIN_ORDER, SUIT_ORDER], glossary)).toBe(1);
  });
});

// Held-out round 40: "A Brooklyn" at what to change named one of the addresses by its borough alone.
describe('addressNamedByPlace: an address named by its place alone (invariant address-named-by-its-place)', () => {
  const labels = [
    '455 E 86th St, Apt 12C, New York',
    '31-10 Steinway St, Floor 2, Queens',
    '9 Elm St, New York',
  ];
  it.each([
    ['Queens', 1],
    ['to the queens one', 1],
    ['al de Queens', 1],
  ])('%j is address %j', (text, at) => {
    expect(addressNamedByPlace(text, labels)).toBe(at);
  });

  it.each(['new york', 'to manhattan', 'queens friday', 'not queens', 'brooklyn'])(
    '%j names none',
    (text) => {
      expect(addressNamedByPlace(text, labels)).toBeUndefined();
    },
  );
});

// Rounds 47/48: "manhattan pad, 4B", "en el depa 4B po", "en mi casa, la primera" were asked to pick an
// address (invariant home-words-tell-no-address).
describe('an address named beside words of any home', () => {
  const labels = ['210 W 21st St, Apt 4B, New York', '95 N 7th St, Floor 3, Brooklyn'];
  it.each([
    ['manhattan pad, 4B', 0],
    ['en el depa 4B po', 0],
    ['en mi casa, la primera', 0],
    ['my place on 21st', 0],
    ['the bk crib', 1],
  ])('%j is address %i', (text, index) => {
    expect(addressNamedAroundHome(text, labels)).toBe(index);
  });
  it.each(['my apartment', 'el piso', 'my pad', 'the other place', 'my place, tomorrow at 9'])(
    '%j names none',
    (text) => {
      expect(addressNamedAroundHome(text, labels)).toBeUndefined();
    },
  );
});
