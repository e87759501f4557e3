import { readSecondPart } from '../../../../lib/recognize/second-part';

describe('readSecondPart: a request naming two parts of one order (invariant second-part-lined-up)', () => {
  it.each([
    [
      'I need to change the tip on order 5002 to $5 and move the delivery to thursday',
      {
        first: 'I need to change the tip on order 5002 to $5',
        second: { change: 'delivery', words: 'thursday' },
      },
    ],
    [
      'cambien la propina a 5 y la entrega para el jueves',
      { first: 'cambien la propina a 5', second: { change: 'delivery', words: 'el jueves' } },
    ],
    [
      'move the pickup to friday and change the address',
      { first: 'move the pickup to friday', second: { change: 'address' } },
    ],
    [
      'raise the tip to 5, and also the delivery to saturday',
      { first: 'raise the tip to 5', second: { change: 'delivery', words: 'saturday' } },
    ],
    [
      'cambien la recogida al viernes y también la dirección',
      { first: 'cambien la recogida al viernes', second: { change: 'address' } },
    ],
  ])('%s', (text, expected) => {
    expect(readSecondPart(text)).toEqual(expected);
  });

  it.each([
    'move the pickup to friday',
    // One part, two values: never two parts.
    'change the tip to 5 and 50 cents',
    'move my pickup to friday and saturday',
    // The same part twice is no second part.
    'move the pickup to friday and the pickup to saturday',
    // A reason, not a part.
    'move the delivery to thursday and thanks',
    'change the tip to 5 and thank you',
    'cambien la entrega al jueves y gracias',
  ])('%s has no second part', (text) => {
    expect(readSecondPart(text)).toBeUndefined();
  });
});

describe('readSecondPart: a second part not read for certain is said, never dropped', () => {
  it.each([
    [
      'change the tip on order 5002 to $5 and do something about the delivery',
      'do something about the delivery',
    ],
    ['cambien la propina a 5 y lo de la entrega pues no sé', 'lo de la entrega pues no sé'],
  ])('%s', (text, unread) => {
    expect(readSecondPart(text)).toEqual({ first: expect.any(String), unread });
  });
});
