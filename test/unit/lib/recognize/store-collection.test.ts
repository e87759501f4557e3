import { readStoreCollection } from '../../../../lib/recognize/store-collection';

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
  ])('does not read %j as collecting', (text) => {
    expect(readStoreCollection(text)).not.toBe('collect');
  });
});

describe('readStoreCollection: a delivery asked for is no collection', () => {
  it.each(["I'll get it delivered", 'get it to me'])('does not read %j', (text) => {
    expect(readStoreCollection(text)).toBeUndefined();
  });
});
