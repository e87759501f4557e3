/**
 * A reminder's answer that gives why (invariant reminder-answer-whole): the day in a reason ("que el
 * sábado trabajo", "because monday I work") is the day that won't do, never the day moved to; the move
 * opens and the change asks the day. A day said to move to beside the reason is that day. Phrasings of
 * no held-out round.
 */
import { readReminderAnswer, readReminderMoveTo } from '../../../../lib/recognize/reminder-answer';

const SATURDAY = 6;

describe('a move said with why, its day in the reason', () => {
  it.each([
    'oye, muévemela, que el sábado trabajo',
    'cámbiala, que el sábado tengo médico',
    'move it please, because saturday I work',
    "reschedule it, since saturday i'm working",
    'Saturday is no good for us anymore, could you move it?',
    'acho, pásamela a otro día, que el sábado curro',
  ])('%j moves, with no day', (text) => {
    expect(readReminderAnswer(text, SATURDAY)).toBe('move');
    expect(readReminderMoveTo(text)).toBeUndefined();
  });

  it.each([
    ['el sábado no puedo, pásenmela para el lunes', 'lunes'],
    ['saturday i work, move it to monday', 'monday'],
  ])('%j moves to the day said after the reason', (text, day) => {
    expect(readReminderAnswer(text, SATURDAY)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each([
    "don't move it, saturday I work",
    'no la muevan, que el sábado trabajo',
    'cámbiala, que sea el lunes',
  ])('%j is not read as a move with no day', (text) => {
    expect(readReminderAnswer(text, SATURDAY) === 'move' && readReminderMoveTo(text) === undefined).toBe(
      false,
    );
  });
});
