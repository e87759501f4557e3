/** How the held-out runs read a screen (test/heldout/answers.ts): what a typed number picks, and the answer to a question asked back. */
import type { PromptReply } from '../../../lib/dialog/types';
import { confirmOption, pickedOptions } from '../../heldout/answers';

const FREQUENCY = `Is this a one-time order, or a regular pickup?
  1. Just this once
  2. Every week
  3. Every 2 weeks
  4. Every 4 weeks
  (Once, or every 1, 2 or 4 weeks.)`;

describe('the options a typed answer picks', () => {
  it('are the lines the terminal numbers so, one or several', () => {
    expect(pickedOptions(FREQUENCY, '3')).toEqual(['Every 2 weeks']);
    expect(pickedOptions(FREQUENCY, '1, 4')).toEqual(['Just this once', 'Every 4 weeks']);
  });

  it('are none for words, or for a number the screen does not show', () => {
    expect(pickedOptions(FREQUENCY, 'every 2 weeks')).toBeUndefined();
    expect(pickedOptions(FREQUENCY, '9')).toBeUndefined();
    expect(pickedOptions('Add a tip? [No tip] [$2.00] [$3.00]', '3')).toBeUndefined();
  });
});

describe('a yes-or-no question asked back', () => {
  const yesNo = (yes: string, no: string): PromptReply => ({
    type: 'prompt',
    promptId: 'p1',
    kind: 'single',
    text: '',
    hint: '',
    options: [
      { value: 'yes', label: yes, role: 'choice' },
      { value: 'no', label: no, role: 'choice' },
    ],
  });

  it('is answered yes when it names what the reply meant, as the option it picks', () => {
    expect(
      confirmOption(yesNo('Yes', 'No'), 'Every 2 weeks, right?\n  1. Yes\n  2. No', ['Every 2 weeks']),
    ).toBe('1');
  });

  it('is answered no when it names something else', () => {
    expect(
      confirmOption(yesNo('Sí', 'No'), '¿Cada semana, verdad?\n  1. Sí\n  2. No', ['Cada 2 semanas']),
    ).toBe('2');
  });

  it('knows an option by its name alone', () => {
    const screen = 'Your orders, right?\n  1. Yes\n  2. No';
    expect(confirmOption(yesNo('Yes', 'No'), screen, ['Your orders: See them, move a pickup'])).toBe('1');
  });

  it('has no answer when the question is not a yes-or-no one', () => {
    expect(confirmOption(undefined, 'Which address?', ['Every 2 weeks'])).toBeUndefined();
  });
});
