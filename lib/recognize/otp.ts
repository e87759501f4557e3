/** A one-time sign-in code as people type or paste it. */

/**
 * A one-time code: 4 to 8 digits, spaced or dashed ("123 456", "1234-5678"), alone or inside a
 * sentence ("my code is 123 456", "it's 123456"). The digits of the reply must form that one code:
 * a 10-digit phone number or two separate numbers are not a code.
 *
 * @example readOtp('my code is 123 456') // '123456'
 */
export function readOtp(text: string): string | undefined {
  const runs = text.match(/\d+(?:[ -]\d+)*/g) ?? [];
  if (runs.length !== 1) return undefined;
  const digits = (runs[0] as string).replace(/\D/g, '');
  return digits.length >= 4 && digits.length <= 8 ? digits : undefined;
}
