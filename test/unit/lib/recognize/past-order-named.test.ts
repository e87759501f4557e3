/**
 * A placed order named alone (lib/recognize/past-order-named.ts): by the number of the order the
 * menu's copy names, or as the one before; never when sameness, a verb or another number is said.
 */
import { readPastOrderNamed } from '../../../../lib/recognize/past-order-named';

const COPIED = 7302;

describe('readPastOrderNamed (invariant past-order-named-asks-copy-or-see)', () => {
  it.each([
    ['7302', 'number'],
    ['el #7302 porfa', 'number'],
    ['the 7302 one please', 'number'],
    ['order no. 7302', 'number'],
    ['la orden de la semana pasada', 'before'],
    ['mi último pedido', 'before'],
    ['that previous order, thanks', 'before'],
    ['the order from last time', 'before'],
    ['la de la vez pasada', 'before'],
  ])('%j names the order alone: %j', (text, named) => {
    expect(readPastOrderNamed(text, COPIED)).toBe(named);
  });

  it.each([
    // Sameness copies it, a verb says what to do with it.
    'lo mismo que la otra vez',
    'same as my last order',
    'repeat my previous order',
    'igual que el pedido anterior',
    'cambiar el 7302',
    'see order 7302',
    // Another order's number, or none named.
    '7301',
    'el 7301',
    'la otra vez',
    'the last one',
    'the tuesday order',
  ])('%j is not an order named alone', (text) => {
    expect(readPastOrderNamed(text, COPIED)).toBeUndefined();
  });
});
