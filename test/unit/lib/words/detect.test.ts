/** The first message's language: Spanish said when it is, and never made up from English. */
import { looksSpanish } from '../../../../lib/words/detect';

describe('looksSpanish', () => {
  test.each([
    'hola',
    'Hola!',
    'buenos días',
    'Buenas tardes',
    'hola, quiero que recojan mi ropa mañana',
    'necesito que recojan la ropa el viernes',
    '¿pueden recoger mi ropa?',
    'quiero hacer un pedido por favor',
  ])('%s reads as Spanish', (text) => {
    expect(looksSpanish(text)).toBe(true);
  });

  test.each([
    'hi',
    'hello, I want a pickup tomorrow',
    'order',
    'no',
    '5551234567',
    'I need my laundry picked up on the patio',
    'Café Olé drop-off please',
    'yes',
  ])('%s does not read as Spanish', (text) => {
    expect(looksSpanish(text)).toBe(false);
  });
});
