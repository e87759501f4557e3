/** The day of an event said beside an answer (lib/recognize/day-event.ts): when a thing is wanted, never the pickup's day. */
import { readDayEvents } from '../../../../lib/recognize/day-event';

// Round 50: "que le marquen bien la raya, es pa la boda de mi compa el sábado" at the suit's extras carried
// Saturday, the wedding's day, to the pickup's: a day said of an event something is wanted for is no pickup day.
describe('the day of an event a thing is wanted for', () => {
  it.each([
    'es pa la boda de mi compa el sábado',
    'la boda de mi compa el sábado',
    "it's for my cousin's wedding on saturday",
  ])('%j names an event day', (text) => {
    expect(readDayEvents(text)).toBeDefined();
  });
  it.each(['pickup for friday', 'el sábado', 'para el pedido del viernes'])('%j names none', (text) => {
    expect(readDayEvents(text)).toBeUndefined();
  });
});
