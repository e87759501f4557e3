/** A reply at the code that asks for it again, or for another number (invariant code-request-whole). */
import { readCodeRequest } from '../../../../lib/recognize';

describe('a request instead of the code', () => {
  it.each([
    "I didn't get it, can you resend",
    'still no text, send it again please',
    'the code never came',
    'no me llegó nada todavía',
    '¿me lo manda de nuevo?',
  ])('%j asks for the code again', (text) => {
    expect(readCodeRequest(text)).toBe('resend');
  });

  it.each([
    "that's not my number",
    'oops, wrong number',
    'use a different number',
    'quiero usar otro número',
  ])('%j asks for another number', (text) => {
    expect(readCodeRequest(text)).toBe('other-number');
  });

  it.each(['123456', 'my code is 123456', 'the code is wrong', 'wrong number, send it again', 'help'])(
    '%j is no such request',
    (text) => {
      expect(readCodeRequest(text)).toBeUndefined();
    },
  );
});
