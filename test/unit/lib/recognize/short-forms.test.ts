/**
 * Options named by a part of what they show: a card by its last digits (invariant
 * last-digits-name-their-option), an address by its words written long ("apartment" for "Apt"). Phrasings
 * of the held-out rounds are not repeated here.
 */
import { recognizeChoice } from '../../../../lib/recognize';
import type { RecognizerOption } from '../../../../lib/recognize/types';

const single = { multi: false, timeZone: 'America/New_York' };
const CARDS: RecognizerOption[] = [
  { value: 'visa', label: 'Visa ending 4242 (default)' },
  { value: 'mc', label: 'Mastercard ending 5555' },
  { value: 'amex', label: 'Amex ending 1005' },
];
const ADDRESSES: RecognizerOption[] = [
  { value: 'home', label: '48 Bedford Ave, Apartment 2R, Brooklyn' },
  { value: 'work', label: '300 E 40th St, Floor 12, New York' },
];

describe('a card by the last digits said (invariant last-digits-name-their-option)', () => {
  it.each([
    ['the card that ends in 42', { kind: 'picked', values: ['visa'] }],
    ['la que termina en 005', { kind: 'picked', values: ['amex'] }],
    ['ending with 55 pls', { kind: 'picked', values: ['mc'] }],
    // One digit is no card's ending: asked back.
    ['the one ending in 5', { kind: 'none' }],
    // Another card's name beside the digits is a guess, asked back.
    ['the amex ending in 55', { kind: 'unsure', values: ['mc'], unplaced: ['amex'] }],
    ['ending in 77', { kind: 'none' }],
  ])('%j → %j', (text, expected) => {
    expect(recognizeChoice(text, CARDS, single)).toEqual(expected);
  });
});

describe("an address by its label's words written long, or short", () => {
  it.each([
    ['apt 2R', 'home'],
    ['the second, piso 12', 'work'],
    ['el departamento 2R', 'home'],
    ['the 40th street one', 'work'],
  ])('%j → %j', (text, value) => {
    expect(recognizeChoice(text, ADDRESSES, single)).toEqual({ kind: 'picked', values: [value] });
  });
});
