/**
 * Text as a test searches it for phone numbers and codes at rest: however the digits were spaced.
 */

/**
 * The text with every separator between digits removed, so "(212) 555-0101" is found as 2125550101.
 * @example digitsJoined('call (212) 555-0101') // 'call 2125550101'
 */
export function digitsJoined(text: string): string {
  return text.replace(/(?<=\d)[\s().-]+(?=\d)/g, '');
}
