import { greetsOnly } from '../../../../lib/recognize';

describe('greetsOnly', () => {
  it.each(['hi', 'Hi there!', 'hello', 'hey, good morning', 'Hola', 'buenos días', 'buenas tardes', 'ok'])(
    '"%s" is only a greeting',
    (text) => expect(greetsOnly(text)).toBe(true),
  );
  it.each([
    'hi, can you pick up my laundry tomorrow',
    'hola, quiero que recojan mi ropa mañana',
    'new order',
    'change 5001',
    '212 555 0101',
  ])('"%s" asks something', (text) => expect(greetsOnly(text)).toBe(false));
});
