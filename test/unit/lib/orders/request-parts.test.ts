/**
 * A whole order said at once ("new order, 2 bags of wash and fold, pick up friday morning from 21st
 * st"): each part kept for the question that reads it (invariant request-parts-each-for-its-question;
 * stranger's try: only the day was kept, the rest asked again, "en la 21" read as 21:00).
 */
import { readRequestParts } from '../../../../lib/orders/request-parts';

describe('readRequestParts', () => {
  it.each([
    [
      'new order, 2 bags of wash and fold, pick up friday morning from 21st st',
      [
        { step: 'bags', said: '2 bags' },
        { step: 'services', said: 'wash and fold' },
        { step: 'address', said: 'from 21st st' },
      ],
      'friday morning',
    ],
    [
      'new order from the 21st st place, 2 bags of wash and fold, pick up friday morning',
      [
        { step: 'address', said: 'from the 21st st place' },
        { step: 'bags', said: '2 bags' },
        { step: 'services', said: 'wash and fold' },
      ],
      'friday morning',
    ],
    [
      'pedido nuevo, recojan en la 21 el jueves temprano, 2 bolsas de lavado y doblado',
      [
        { step: 'address', said: 'en la 21' },
        { step: 'bags', said: '2 bolsas' },
        { step: 'services', said: 'lavado y doblado' },
      ],
      'jueves temprano',
    ],
    [
      'Start new order. Pick up at the 21st St place',
      [{ step: 'address', said: 'at the 21st st place' }],
      undefined,
    ],
    ['quiero hacer un pedido, tres bolsas', [{ step: 'bags', said: 'tres bolsas' }], undefined],
  ])('%j', (text, parts, pickupSaid) => {
    expect(readRequestParts(text)).toEqual({ parts, ...(pickupSaid ? { pickupSaid } : {}) });
  });

  it.each([
    ['new order please'],
    ['new order, pick up wednesday at 8am please'],
    ['hacer un pedido para el viernes en la mañana'],
  ])('%j keeps no part for a question (the day alone, or nothing)', (text) => {
    expect(readRequestParts(text).parts).toEqual([]);
  });

  // The day and the address are each their own: never an hour from the street (invariant street-number-never-an-hour).
  it('"recojan el jueves en la 21" keeps the address and Thursday, no 21:00', () => {
    expect(readRequestParts('pedido nuevo, recojan el jueves en la 21')).toEqual({
      parts: [{ step: 'address', said: 'en la 21' }],
      pickupSaid: 'jueves',
    });
  });

  // A piece that is only the request's own words is for no question.
  it('"Start new order." keeps nothing of "start new order"', () => {
    expect(readRequestParts('Start new order. 2 bags').parts).toEqual([{ step: 'bags', said: '2 bags' }]);
  });
});

// A piece said unsure, negated or corrected is kept for no question: asked as usual, never half taken
// (invariant rest-taken-only-when-certain; near neighbours of the stranger's try).
describe('readRequestParts: a piece said unsure keeps nothing', () => {
  it.each([
    ['new order, not from 21st st'],
    ['new order, 2 or 3 bags'],
    ['new order, maybe 2 bags'],
    ['pedido nuevo, unas 2 o 3 bolsas'],
    ['pedido nuevo, quizás 2 bolsas'],
    ['new order, 2 bags no wait 3'],
    ['new order, no sé, 2 bolsas?'],
  ])('%j', (text) => {
    expect(readRequestParts(text).parts.filter((part) => part.step !== 'services')).toEqual([]);
  });
});
