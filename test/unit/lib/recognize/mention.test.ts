/** A chat mention is never part of an answer (invariant mention-never-said). */
import { withoutMentions } from '../../../../lib/recognize/mention';

describe('a mention in a reply', () => {
  it.each([
    ['<@U0123ABC> 3 bags please', '3 bags please'],
    ['<@U0123ABC|laundry> la segunda', 'la segunda'],
    ['yes <@W0456DEF>', 'yes'],
    ['@Laundry sí, para el negocio', 'sí, para el negocio'],
    ['@Lavandería Rosa, cambiemos la hora', 'cambiemos la hora'],
    ['@Clean Co please send it again', 'please send it again'],
  ])('%j says %j', (text, said) => {
    expect(withoutMentions(text)).toBe(said);
  });

  it.each([
    // Where the mention ends is not sure: left whole, for the reader to ask.
    '@Laundry Ortiz Fabrics Inc',
    '@Clean Co Tomas Reyes',
    '@Big Wash Shop Ortiz textiles',
    // An e-mail's "@" is no mention.
    'ana@example.com',
    'tomas.reyes@example.com please',
  ])('%j is kept as typed', (text) => {
    expect(withoutMentions(text)).toBe(text);
  });
});
