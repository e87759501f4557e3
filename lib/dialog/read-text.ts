/**
 * Readers for what people type. Each returns undefined when the text is not of its kind, so a
 * step can say why and ask again.
 */
import type { Command } from './types';

const COMMAND_WORDS: Record<string, Command> = {
  help: 'help',
  '?': 'help',
  back: 'back',
  'go back': 'back',
  restart: 'restart',
  'start over': 'restart',
  summary: 'summary',
  // The cancel word. Not CANCEL, STOP, QUIT or END: on SMS those opt the phone out at the carrier.
  nevermind: 'nevermind',
  'never mind': 'nevermind',
  'forget it': 'nevermind',
};

/** Folds case, spacing and trailing punctuation so "Never mind!" reads as "never mind". */
export function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
}

/** The command a text is, if it is one word of the command vocabulary. */
export function readCommand(text: string): Command | undefined {
  return COMMAND_WORDS[normalize(text)];
}

/**
 * A US phone number as the seed's 10 digits: tolerant of spaces, dashes, dots, parentheses and a
 * leading +1 or 1. `(212) 555-0101`, `+1 212 555 0101` → `2125550101`.
 */
export function readPhone(text: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(text.trim())) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** Shows a phone with all but the last four digits hidden: `(•••) •••-0101`. */
export function maskPhone(phone: string): string {
  return `(•••) •••-${phone.slice(-4)}`;
}

/** A one-time code: 4 to 8 digits, spaces allowed ("123 456"). */
export function readOtp(text: string): string | undefined {
  const compact = text.replace(/\s/g, '');
  return /^\d{4,8}$/.test(compact) ? compact : undefined;
}

const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A whole number, as digits or a word up to ten ("two bags" → 2). */
export function readCount(text: string): number | undefined {
  const word = normalize(text).split(' ')[0] ?? '';
  if (/^\d+$/.test(word)) return Number(word);
  const index = SMALL_NUMBERS.indexOf(word);
  return index >= 0 ? index : undefined;
}

/** A dollar amount: `3`, `$3`, `3.50`, `$2.5` → 3, 3, 3.5, 2.5. */
export function readDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

/** Yes or no in the common forms; undefined for anything else. */
export function readYesNo(text: string): boolean | undefined {
  const word = normalize(text);
  if (['yes', 'y', 'yeah', 'yep', 'sure', 'ok', 'okay'].includes(word)) return true;
  if (['no', 'n', 'nope', 'nah'].includes(word)) return false;
  return undefined;
}

/** Words that mean "nothing here" for an optional step. */
export function isSkip(text: string): boolean {
  return ['skip', 'none', 'no', 'nothing', 'n/a', 'no thanks', 'nope'].includes(normalize(text));
}

/** `$7.99` from cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** `$3` or `$3.50`. */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
