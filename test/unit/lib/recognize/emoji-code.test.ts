import { withoutEmojiCodes } from '../../../../lib/recognize/emoji-code';

describe('withoutEmojiCodes', () => {
  it.each([
    ['move it pls :sweat_smile:', 'move it pls'],
    [':wave::skin-tone-2: hi', 'hi'],
    ['ok:sunglasses:', 'ok'],
  ])('sets aside the picture in %j', (text, left) => {
    expect(withoutEmojiCodes(text).replace(/\s+/g, ' ').trim()).toBe(left);
  });

  // Signs of a yes or a no, and names that say no, stay; a time is no code.
  it.each([
    'yes :+1:',
    'no :x:',
    ':thumbsdown:',
    ':no_entry_sign: delivery',
    ':white_check_mark:',
    'at 8:30: ok',
  ])('keeps %j as typed', (text) => {
    expect(withoutEmojiCodes(text)).toBe(text);
  });
});
