/** When a new order's pickup is wanted, said with the request for it (invariant pickup-said-once-or-not-at-all). */
import { readPickupSaid } from '../../../../lib/recognize/pickup-said';

describe('the pickup said with the request for a new order', () => {
  it.each([
    ['new order, collect it thursday around 10am', 'thursday 10am'],
    ['i need a pickup sat between 8 and 10', 'sat between 8 and 10'],
    ['start an order for tmrw morning pls', 'tmrw morning'],
    ['quiero un pedido, que vengan el jueves', 'jueves'],
    ['pedido nuevo pa mañana después de las 5', 'manana after 5'],
  ])('%j: %j, for the day question', (text, said) => {
    expect(readPickupSaid(text)).toEqual({ words: said });
  });

  it.each([['new order please'], ['un pedido por la mañana']])('%j names no day', (text) => {
    expect(readPickupSaid(text)).toBeUndefined();
  });

  it.each([
    // Two days, or the return's day: which leg is whose is the questions' to ask.
    ['new order, pick up tuesday or wednesday'],
    ['new order, get it monday and bring it back thursday'],
    ['pedido nuevo, que me lo entreguen el viernes'],
  ])('%j keeps nothing', (text) => {
    expect(readPickupSaid(text)).toEqual({});
  });

  // Invariant refused-day-never-taken: a day said as unavailable is never kept for the pickup's day.
  it.each([
    ["new order, can't do friday"],
    ['new order please, not wednesday'],
    ["need a pickup, friday's no good"],
    ['new order, office is closed friday'],
    ['pedido nuevo, no puedo el viernes'],
    ['quiero un pedido, el viernes está cerrado'],
  ])('%j keeps nothing: its day is refused', (text) => {
    expect(readPickupSaid(text)?.words).toBeUndefined();
  });

  // "now" is no day of the windows.
  it('"new order right now" names no day', () => {
    expect(readPickupSaid('new order right now')).toBeUndefined();
  });

  // invariant short-weekday-stands-as-a-day: a weekday cut short before a name is no day to carry.
  it.each([
    ['Sun Yat-sen Ave is my address, new order please'],
    ['Mon Chéri Bakery here, need a new order'],
    ['pedido nuevo, soy del barrio Mar Chiquita'],
  ])('%j names no day', (text) => {
    expect(readPickupSaid(text)).toBeUndefined();
  });

  // Round 38: a day said as a deadline or an event's is why, never the pickup's (invariants
  // deadline-day-never-taken, event-day-never-taken).
  it.each([
    ['new order, gotta be done before saturday'],
    ['new order, we have a wedding saturday'],
    ['new order please, I work friday'],
    ['pedido nuevo, la fiesta es el sábado'],
  ])('%j keeps no day', (text) => {
    expect(readPickupSaid(text)).toEqual({});
  });

  it.each([
    ['new order, thu afternoon works', 'thu afternoon'],
    ['pedido nuevo para el vie', 'vie'],
  ])('%j keeps its day: %j', (text, said) => {
    expect(readPickupSaid(text)).toEqual({ words: said });
  });
});

// Stranger's try: "recojan en la 21 el jueves temprano" kept "jueves 21:00", the address read as an hour
// (invariant street-number-never-an-hour), and "temprano" lost.
describe('the pickup said beside an address and a loose time', () => {
  it.each([
    ['pedido nuevo, recojan en la 21 el jueves temprano, 2 bolsas', 'jueves temprano'],
    ['new order, 2 bags, pick up friday morning from 21st st', 'friday morning'],
    ['new order, pick up thursday early', 'thursday early'],
    ['que pasen el viernes tempranito', 'viernes tempranito'],
  ])('%j keeps %j', (text, said) => {
    expect(readPickupSaid(text)).toEqual({ words: said });
  });
});

// Round 45: "today" inside "that's where wardrobe is staging today" was carried as the pickup's day
// (invariant day-in-reason-never-carried).
describe('a day said only inside a reason', () => {
  it.each([
    ['the brooklyn one, since the crew shoots there tomorrow'],
    ["21st st please, that's where I'll be on friday"],
    ['la de la 21 porque hoy estoy allá'],
    ['en brooklyn ya que el sábado trabajo ahí'],
  ])('%j keeps nothing', (text) => {
    expect(readPickupSaid(text)).toEqual({});
  });

  it.each([
    ['pick up tomorrow because I work late today', undefined],
    ['pick it up friday since I am home', 'friday'],
    ['quiero que pasen hoy', 'hoy'],
  ])('%j, a day said outside the reason too, is read as any other', (text, said) => {
    expect(readPickupSaid(text)).toEqual(said === undefined ? {} : { words: said });
  });
});
