/** A day said as one the person cannot have (invariant refused-day-never-taken). */
import fc from 'fast-check';
import { readDayRefused } from '../../../../lib/recognize/day-refused';
import { WEEKDAYS } from '../../../../lib/recognize/day-words';
import { readMeant } from '../../../../lib/recognize/meant';
import { readPickupSaid } from '../../../../lib/recognize/pickup-said';

describe('a day said as unavailable', () => {
  it.each([
    ['office is closed Friday', ''],
    ['busy friday', ''],
    ['friday is bad for me', ''],
    ["we're away tmrw", ''],
    ['el viernes está cerrado', ''],
    ['el viernes estoy ocupada', ''],
    ['saturday, office is closed friday', 'saturday'],
    ['el sábado, que el viernes está cerrado la oficina', 'el sábado'],
  ])('%j refuses its day, leaving %j', (text, rest) => {
    expect(readDayRefused(text)?.rest).toBe(rest);
  });

  it.each([
    ['friday after work'],
    ["friday's not bad"],
    ["I'm off friday"],
    ['busy in the morning, afternoon is fine'],
    ['por la mañana estoy ocupada'],
    ['friday'],
    // Busy for a time of the day, not the day: the rest of it may be wanted.
    ["tomorrow I'm busy until 5, after that works"],
    ['busy friday morning'],
    ['el viernes estoy ocupada en la tarde'],
    ['mañana por la mañana estoy ocupada'],
  ])('%j refuses no day', (text) => {
    expect(readDayRefused(text)).toBeUndefined();
  });

  // Property: whatever weekday, however refused, wherever in the reply, no day is kept for the pickup,
  // and nothing of the refusal is left as a day to read.
  it('a refused weekday is never kept for the pickup, nor left to be read', () => {
    const english = fc.constantFrom(...WEEKDAYS.map(([name]) => name as string));
    const spanish = fc.constantFrom('lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo');
    const refusedEn = fc.tuple(
      english,
      fc.constantFrom(
        (d: string) => `office is closed ${d}`,
        (d: string) => `busy ${d}`,
        (d: string) => `${d} is bad for me`,
        (d: string) => `can't do ${d}`,
        (d: string) => `not ${d}`,
        (d: string) => `${d}'s no good`,
        (d: string) => `${d} doesn't work`,
      ),
    );
    const refusedEs = fc.tuple(
      spanish,
      fc.constantFrom(
        (d: string) => `no puedo el ${d}`,
        (d: string) => `el ${d} está cerrado`,
        (d: string) => `el ${d} estoy ocupada`,
        (d: string) => `el ${d} no puedo`,
      ),
    );
    const lead = fc.constantFrom('', 'new order, ', 'pedido nuevo, ', 'hi, need a pickup. ');
    fc.assert(
      fc.property(lead, fc.oneof(refusedEn, refusedEs), (before, [day, refuse]) => {
        const text = `${before}${refuse(day)}`;
        expect(readPickupSaid(text)?.words).toBeUndefined();
        // At a day question: set aside by its words of unavailability, or left out by its negation.
        const left = readDayRefused(text)?.rest ?? readMeant(text)?.text ?? text;
        expect(left.toLowerCase()).not.toContain(day.slice(0, 3));
      }),
    );
  });
});
