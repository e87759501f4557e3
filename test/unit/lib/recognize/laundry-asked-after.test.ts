/**
 * Laundry already sent, asked after at the menu (lib/recognize/laundry-asked-after.ts): where it is or
 * how it goes (`where`: the person's orders), or "seen about" (`about`: a new one, or one there).
 */
import { readLaundryAskedAfter } from '../../../../lib/recognize/laundry-asked-after';

describe('readLaundryAskedAfter', () => {
  it.each([
    "where's the stuff I sent last wk bro",
    'where is my laundry',
    "how's my wash coming",
    'any update on my clothes?',
    'what happened to the bags I dropped off',
    'is my laundry ready yet?',
    'status of my order',
    '¿dónde está mi ropa?',
    'qué pasó con la ropa que mandé',
    '¿ya está lista mi ropa?',
    'cómo va mi pedido',
  ])('%j asks where laundry already sent is', (text) => {
    expect(readLaundryAskedAfter(text)).toBe('where');
  });

  it.each([
    "I'm is wantin to see about my wash",
    'need to check on my laundry',
    'calling about my clothes',
    'quiero preguntar por mi ropa',
    'quiero ver lo de mi ropa',
  ])('%j asks about the laundry, new or sent', (text) => {
    expect(readLaundryAskedAfter(text)).toBe('about');
  });

  // Near misses: a new order asked for, a question of how to order, laundry ready to be picked up.
  it.each([
    'I want to wash my clothes',
    'wash',
    'new order for my laundry',
    'where do I leave my laundry?',
    'my laundry is ready for pickup',
    'la ropa está lista para que la recojan',
    'where is the store',
    'see about a pickup tomorrow',
    'quiero mandar mi ropa',
    'hi how are you, I need a pickup tomorrow morning for my laundry',
  ])('%j asks after no laundry sent', (text) => {
    expect(readLaundryAskedAfter(text)).toBeUndefined();
  });
});
