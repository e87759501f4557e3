import { greetsOnly } from '../../../../lib/recognize';
import { greetsAgain } from '../../../../lib/recognize/greeting';

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

describe("greetsAgain: a greeting alone, said on coming back (issue 34, a stranger's try)", () => {
  it.each([
    'hi again',
    'Hello again!',
    'hey, I’m back',
    'hi, it’s me again',
    'good morning again',
    'hola de nuevo',
    'hola otra vez',
    'buenas, ya volví',
    'hola, aquí estoy otra vez',
    'hi',
    'hola',
  ])('"%s" is only a greeting', (text) => expect(greetsAgain(text)).toBe(true));

  it.each([
    'hi again, ring the bell twice',
    'again, no starch',
    'back door please',
    'ok',
    'yes',
    'hola, dejen la ropa con el portero',
    'leave it at the back again',
  ])('"%s" says something more, or is no greeting', (text) => expect(greetsAgain(text)).toBe(false));
});
