/**
 * A number alone among days (invariant bare-number-position-or-named): the position of one
 * option and, by its date, another is asked back naming both; a number only a
 * position stays that position.
 */
import { readAnswer } from '../../../../lib/dialog/read-answer';
import type { PromptState } from '../../../../lib/dialog/types';
import { type RecognizerOption, recognizeChoice } from '../../../../lib/recognize';
import { ENGLISH, words } from '../../../../lib/words';

const ZONE = 'America/Chicago';
const single = { multi: false, timeZone: ZONE };

/** A week listed from Thursday, Oct 2, Saturday Oct 4 left out (no windows). */
const days: RecognizerOption[] = ['2031-10-02', '2031-10-03', '2031-10-05', '2031-10-06', '2031-10-07'].map(
  (day) => ({ value: day, label: day, day, role: 'choice' }),
);

/** Windows in Chicago (UTC-5 in October): 7–9 AM, 10–12, 1–3 PM, 4–6 PM, 5–7 PM. */
const windows: RecognizerOption[] = (
  [
    ['w7', '12:00', '14:00'],
    ['w10', '15:00', '17:00'],
    ['w13', '18:00', '20:00'],
    ['w16', '21:00', '23:00'],
    ['w17', '22:00', '24:00'],
  ] as const
).map(([value, start, end]) => ({
  value,
  label: value,
  role: 'choice' as const,
  window: { startTime: `2031-10-07T${start}:00Z`, endTime: `2031-10-07T${end}:00Z` },
}));

const asked = (position: number, ...values: string[]) => ({ kind: 'ambiguous', values, position });
const picked = (...values: string[]) => ({ kind: 'picked', values });

describe('a number alone that is a position and names another option by its date', () => {
  it.each([
    // Option 3 is Sun, Oct 5; Oct 3 is option 2.
    ['3', asked(3, '2031-10-05', '2031-10-03')],
    ['three', asked(3, '2031-10-05', '2031-10-03')],
    ['tres', asked(3, '2031-10-05', '2031-10-03')],
    ['3 please', asked(3, '2031-10-05', '2031-10-03')],
    // Option 2 is Oct 3, and Oct 2 is option 1.
    ['2', asked(2, '2031-10-03', '2031-10-02')],
    ['cinco', asked(5, '2031-10-07', '2031-10-05')],
  ])('%j is asked back', (text, expected) => {
    expect(recognizeChoice(text, days, single)).toEqual(expected);
  });

  it.each([
    // Oct 4 is not listed: 4 is only a position.
    ['4', picked('2031-10-06')],
    // Said as a position.
    ['option 3', picked('2031-10-05')],
    ['opción 3', picked('2031-10-05')],
    ['#3', picked('2031-10-05')],
    ['the third', picked('2031-10-05')],
    // One is the first option.
    ['1', picked('2031-10-02')],
  ])('%j stays a position', (text, expected) => {
    expect(recognizeChoice(text, days, single)).toEqual(expected);
  });
});

describe('a number alone among windows is its position where no other window starts on that hour', () => {
  it.each([
    ['4', picked('w16')],
    ['5', picked('w17')],
    ['2', picked('w10')],
    ['1', picked('w7')],
    ['3', picked('w13')],
  ])('%j is that position', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it('"7" on a longer list, where 7 AM windows are listed too, is asked back naming both', () => {
    const longer = [...windows, ...windows.map((w, i) => ({ ...w, value: `x${i}` }))];
    expect(recognizeChoice('7', longer, single)).toEqual(asked(7, 'x1', 'w7', 'x0'));
    expect(recognizeChoice('siete', longer, single)).toEqual(asked(7, 'x1', 'w7', 'x0'));
    expect(recognizeChoice('option 7', longer, single)).toEqual(picked('x1'));
  });

  it.each([
    ['4', picked('w16')],
    ['cuatro', picked('w16')],
  ])('%j, its own position and its own start hour, is that window', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe("a number alone that is one window's position and another's start hour is asked back", () => {
  /** A day of eight windows (Chicago, UTC-5): 8 AM first, 6 PM eighth. */
  const day: RecognizerOption[] = [8, 9, 11, 12, 13, 15, 17, 18].map((hour) => ({
    value: `h${hour}`,
    label: `h${hour}`,
    role: 'choice' as const,
    window: {
      startTime: `2031-10-07T${String(hour + 5).padStart(2, '0')}:00:00Z`,
      endTime: `2031-10-07T${String(hour + 7).padStart(2, '0')}:00:00Z`,
    },
  }));
  it.each([
    ['8', asked(8, 'h18', 'h8')],
    ['ocho', asked(8, 'h18', 'h8')],
    ['6', asked(6, 'h15', 'h18')],
    ['six please', asked(6, 'h15', 'h18')],
    ['3', asked(3, 'h11', 'h15')],
    ['cinco', asked(5, 'h13', 'h17')],
  ])('%j', (text, expected) => expect(recognizeChoice(text, day, single)).toEqual(expected));
  it.each([
    ['2', picked('h9')],
    ['7', picked('h17')],
    ['cuatro', picked('h12')],
    ['option 8', picked('h18')],
    ['#6', picked('h15')],
  ])('%j names no other window: the position', (text, expected) =>
    expect(recognizeChoice(text, day, single)).toEqual(expected),
  );
});

describe('the question asked back', () => {
  const prompt = (options: RecognizerOption[]): PromptState =>
    ({ promptId: 'p1', kind: 'date', text: 'Which day?', options }) as unknown as PromptState;
  const labelled = days.map((d, i) => ({
    ...d,
    label: ['Thu, Oct 2', 'Fri, Oct 3', 'Sun, Oct 5', 'Mon, Oct 6', 'Tue, Oct 7'][i] as string,
  }));

  it('names the option at that place and the one it names, in English and Spanish', async () => {
    expect(readAnswer({ type: 'text', text: '3' }, prompt(labelled), ZONE, ENGLISH)).toEqual({
      askBack: 'Option 3 (Sun, Oct 5), or Fri, Oct 3?',
    });
    expect(readAnswer({ type: 'text', text: '3' }, prompt(labelled), ZONE, await words('es'))).toEqual({
      askBack: '¿La opción 3 (Sun, Oct 5) o Fri, Oct 3?',
    });
  });
});

// Issue 34 (round 11): "sí, …, no hay rollo" at a change's review kept the order as it was.
describe('an agreeing no at a confirmation', () => {
  const review = {
    promptId: 'p1',
    kind: 'confirm',
    text: 'Make this change?',
    options: [
      { value: 'apply', label: 'Hacer este cambio', role: 'primary', synonyms: ['yes', 'sí', 'si'] },
      { value: 'other', label: 'Cambiar otra cosa', role: 'choice' },
      { value: 'keep', label: 'Dejarlo igual', role: 'choice', synonyms: ['no', 'keep'] },
    ],
  } as unknown as PromptState;
  it.each(['sí, no hay rollo', 'ok no worries', 'sí, hágalo, ningún problema', 'yes, no big deal'])(
    '%j makes the change, never keeps the order as it was',
    (text) => {
      expect(readAnswer({ type: 'text', text }, review, ZONE, ENGLISH)).toEqual({ text, values: ['apply'] });
    },
  );

  it('a no that refuses is still the no', () => {
    expect(readAnswer({ type: 'text', text: 'no, leave it' }, review, ZONE, ENGLISH)).toEqual({
      text: 'no, leave it',
      values: ['keep'],
    });
  });
});

// Round 44: "el 2" at the code's question (1. Send it again, 2. Use another number) was read as a code.
describe('an option’s place said with a word pointing at it, on a typed question', () => {
  const typed = {
    promptId: 'p1',
    kind: 'text',
    text: 'What is the code?',
    options: [
      { value: 'resend', label: 'Send it again', role: 'choice' },
      { value: 'other', label: 'Use another number', role: 'choice' },
    ],
  } as unknown as PromptState;
  it.each([
    ['la 2', 'other'],
    ['the 2', 'other'],
    ['option 1', 'resend'],
    ['la opción 2', 'other'],
    ['#1', 'resend'],
    ['número 2', 'other'],
  ])('%j picks %j', (text, value) => {
    expect(readAnswer({ type: 'text', text }, typed, ZONE, ENGLISH)).toEqual({ text, values: [value] });
  });

  it.each(['the 3', 'no 2', '2 bags', 'el 2 de junio'])('%j picks nothing', (text) => {
    expect(readAnswer({ type: 'text', text }, typed, ZONE, ENGLISH)).toEqual({ text, values: undefined });
  });
});
