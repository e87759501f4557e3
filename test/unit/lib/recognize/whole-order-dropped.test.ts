import { readMeantInstead, readWholeOrderDropped } from '../../../../lib/recognize/whole-order-dropped';

describe('the whole order dropped in words (invariant whole-order-dropped-names-the-order)', () => {
  it.each([
    'please scrap the entire order',
    'i no longer want this, call off the order',
    'ok just ditch the whole thing',
    'nah cancel everything',
    'no, cancel the order',
    'borra todo el pedido por favor',
    'mejor olvídese de todo',
    'ya no necesito la orden',
    'anule este pedido porfa',
  ])('%j drops it', (text) => {
    expect(readWholeOrderDropped(text)).toBe(true);
  });

  it.each([
    // A part of the order, or another choice.
    'cancel the pickup',
    'scrap the tip',
    'no, the earlier window',
    'no quiero la entrega',
    // The dropping refused, or said of something else.
    "don't cancel the order",
    'i dont want to cancel the order',
    'no quiero cancelar el pedido',
    // Not all of it: some of it refused.
    "i don't want everything",
    'no quiero todo eso',
    // "it", "this" alone may be the answer on screen; a placed order named by its number is another's.
    'cancel it',
    'i dont want this',
    'cancel order 7712',
    // The order named before any dropping.
    'the order, cancel the delivery',
  ])('%j does not', (text) => {
    expect(readWholeOrderDropped(text)).toBe(false);
  });
});

// A stranger's try (issue 34): "I don't want a new order" at the order's first question was asked
// for an address; ordering refused as a deed ("i don't want to order") is the order dropped too.
describe('the order being made refused as new, or ordering refused', () => {
  it.each([
    "I don't want a new order",
    'nah wait, i do not want a new order after all',
    'i changed my mind, i dont want to order',
    'ya no quiero pedir nada hoy',
    'no quiero hacer un pedido al final',
    'perdón, no quiero un pedido nuevo',
    // Its being new denied (a stranger's try, the seventeenth session).
    "it's not a new order",
    'no es un pedido nuevo',
    // With the placed order meant instead: the menu asked next takes it.
    "i don't want a new order, just change my old one",
    'no no, no es pedido nuevo, quiero cambiar el que ya hice',
    'this is not a new order, i need to change the one i already placed',
  ])('%j drops it', (text) => {
    expect(readWholeOrderDropped(text)).toBe(true);
  });

  it.each([
    // Ordering wanted, or said of a part, or a deed said with no refusal before it.
    'i want to order',
    'to order',
    'dont want to order 2 bags',
    "i don't want the new order delivered",
    'no quiero pedir la entrega',
    // More than the dropping: the rest is left to be read, never dropped with it.
    "i don't want a new order, just change the address",
    'no quiero un pedido nuevo, quiero cambiar',
    // A denial that names no new order is something to change, not the order dropped.
    'this is not the order i wanted',
    'no es la dirección',
    // Another order wanted with no refusal of this one.
    'quiero cambiar el que ya hice',
  ])('%j does not', (text) => {
    expect(readWholeOrderDropped(text)).toBe(false);
  });
});

// Issue 34 (c8): the placed order meant instead is what comes next, never left for the person to say again.
describe('the placed order meant instead of the one being made', () => {
  it.each([
    ['no, no quiero pedido nuevo, quiero cambiar el que hice', 'quiero cambiar el que hice'],
    ['no no, no es pedido nuevo, quiero cambiar el que ya hice', 'quiero cambiar el que ya hice'],
    [
      'this is not a new order, i need to change the one i already placed',
      'i need to change the one i already placed',
    ],
    ["i don't want a new order, just change my old one", 'change my old one'],
  ])('%j means %j instead', (text, meant) => {
    expect(readWholeOrderDropped(text)).toBe(true);
    expect(readMeantInstead(text)).toBe(meant);
  });

  it.each([
    'no quiero un pedido nuevo',
    'cancel the order',
    'quiero cambiar el que ya hice',
    "i don't want a new order, just change the address",
  ])('%j means nothing instead', (text) => {
    expect(readMeantInstead(text)).toBeUndefined();
  });
});

// Issue 34 (h8): the placed order meant instead named by its number, or said before the new one is refused.
describe('the placed order meant instead, named by its number or said first', () => {
  it.each([
    ['no! quiero cambiar el pedido 5002, no hacer uno nuevo', 'quiero cambiar el pedido 5002'],
    ['no quiero un pedido nuevo, quiero cambiar el 5002', 'quiero cambiar el 5002'],
    ['quiero cambiar mi pedido #5002, no uno nuevo', 'quiero cambiar mi pedido 5002'],
    ["no, i don't want a new order, i want to change order 5002", 'i want to change order 5002'],
    ['i want to change order #5002, not make a new one', 'i want to change order 5002'],
  ])('%j means %j instead', (text, meant) => {
    expect(readWholeOrderDropped(text)).toBe(true);
    expect(readMeantInstead(text)).toBe(meant);
  });

  // Near misses: a change with no new order refused, a number that is no order's, a new order wanted.
  it.each([
    'quiero cambiar el pedido 5002',
    'i want to change order 5002',
    'quiero cambiar el pedido 5002, uno nuevo',
    'no quiero cambiar el pedido 5002, no hacer uno nuevo',
    'cancel order 5001',
  ])('%j is no drop of the order being made', (text) => {
    expect(readWholeOrderDropped(text)).toBe(false);
  });
});
