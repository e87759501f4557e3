import { readCommand } from '../../../../lib/dialog/read-command';
import { readLanguageRequest } from '../../../../lib/recognize/language-request';

describe('a request for a language (invariant language-request-whole)', () => {
  test.each([
    ['english', 'en'],
    ['English please', 'en'],
    ['in English', 'en'],
    ['in english please!', 'en'],
    ['en inglés', 'en'],
    ['inglés por favor', 'en'],
    ['Inglés, porfa', 'en'],
    ['español', 'es'],
    ['en español', 'es'],
    ['Spanish please', 'es'],
    ['in spanish', 'es'],
    ['español por favor', 'es'],
  ])('"%s" asks for %s, at any question', (text, language) => {
    expect(readLanguageRequest(text)).toBe(language);
    expect(readLanguageRequest(text, { freeText: true })).toBe(language);
  });

  test.each([
    ['¿Habla español?', 'es'],
    ['can you speak english', 'en'],
    ['do you speak spanish?', 'es'],
    ['escríbame en inglés', 'en'],
    ['switch to English', 'en'],
    ['cambiar el idioma a español', 'es'],
  ])('"%s" asks for %s where the question has options, not where any text is an answer', (text, language) => {
    expect(readLanguageRequest(text)).toBe(language);
    expect(readLanguageRequest(text, { freeText: true })).toBeUndefined();
  });

  test.each([
    'the English muffin place',
    'receipt in English for my boss',
    'english or spanish',
    'the doorman speaks Spanish',
    'Spanish rice',
    'no english',
  ])('"%s" names a language but asks for none', (text) => {
    expect(readLanguageRequest(text)).toBeUndefined();
  });

  test('the dialog reads them as the language commands, the plain ones even where any text is an answer', () => {
    expect(readCommand('english please')).toBe('english');
    expect(readCommand('en español', true)).toBe('spanish');
    expect(readCommand('habla español', true)).toBeUndefined();
    expect(readCommand('the English muffin place', true)).toBeUndefined();
  });
});
