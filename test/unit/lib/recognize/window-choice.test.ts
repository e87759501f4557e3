/**
 * A reply read among a day's time windows by its parts (lib/recognize/window-choice.ts, invariant
 * window-read-by-its-parts): the time said, the price ("free", "cheapest"), the order in the day
 * ("earliest") and the provider, in English and Spanish. Phrasings of round 1 are not repeated here.
 */
import { KIND_WORDS } from '../../../../lib/flows/slot';
import { type RecognizerOption, recognizeChoice } from '../../../../lib/recognize';
import { ownDoingsClause, reasonClause } from '../../../../lib/recognize/window-choice';

const single = { multi: false, timeZone: 'America/New_York' };
const STORE = ['store driver', 'chofer', 'chofer de la tienda'];
const COURIER = ['courier', 'mensajero'];

/** A Tuesday's windows (EDT): one free, store drivers at $4.99 later, couriers at several fees. */
const windows: RecognizerOption[] = (
  [
    ['store-8', 'Store driver', '12:00', '14:00', 0, STORE],
    ['dash-9', 'DoorDash Drive', '13:00', '15:00', 1199, COURIER],
    ['dash-11', 'DoorDash Drive', '15:00', '17:00', 1299, COURIER],
    ['store-12', 'Store driver', '16:00', '18:00', 499, STORE],
    ['dash-3', 'DoorDash Drive', '19:00', '21:00', 899, COURIER],
    ['dash-5', 'DoorDash Drive', '21:00', '23:00', 999, COURIER],
    ['store-6', 'Store driver', '22:00', '24:00', 499, STORE],
  ] as const
).map(([value, label, start, end, feeCents, synonyms]) => ({
  value,
  label,
  feeCents,
  synonyms: [...synonyms],
  window: { startTime: `2036-06-03T${start}:00Z`, endTime: `2036-06-03T${end}:00Z` },
}));

/** The windows as the window step offers them: the store's drivers with the step's own words for them. */
const offered = windows.map((w) =>
  w.label === 'Store driver'
    ? { ...w, synonyms: KIND_WORDS.OWN_DRIVER }
    : { ...w, synonyms: KIND_WORDS.ON_DEMAND },
);
const readOffered = (text: string) => recognizeChoice(text, offered, single);

const picked = (...values: string[]) => ({ kind: 'picked', values });
const ambiguous = (...values: string[]) => ({ kind: 'ambiguous', values });

describe('a window chosen by its price, its place in the day and its provider', () => {
  it.each([
    ['gratis', picked('store-8')],
    // One of the list by its time ("la de 3", "the 3 one") and "early" as the earliest of those named.
    ['la de 3', picked('dash-3')],
    ['el de las 3, con doordash', picked('dash-3')],
    ['the 3 one', picked('dash-3')],
    ['the 3pm one w doordash', picked('dash-3')],
    ['early, with the store driver', picked('store-8')],
    ['temprano con el mensajero', picked('dash-9')],
    ['the no fee window', picked('store-8')],
    ['sin costo', picked('store-8')],
    ['the cheapest one', picked('store-8')],
    ['la más económica', picked('store-8')],
    ['lowest price courier', picked('dash-3')],
    ['el mensajero más barato', picked('dash-3')],
    ['el de doordash menos caro', picked('dash-3')],
    ['cheapest in the evening', picked('store-6')],
    ['the least expensive after 3pm', picked('store-6')],
    // A tie in price is asked back, naming both.
    ['cheapest store driver after noon', ambiguous('store-12', 'store-6')],
    ['earliest doordash', picked('dash-9')],
    ['la más temprano con doordash', picked('dash-9')],
    ['the latest store driver', picked('store-6')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A place in the list said in words is a part too: read with the others that agree with it.
    ['the 2nd, with doordash', picked('dash-9')],
    ['la cuarta, la del chofer', picked('store-12')],
    ['the last one w the store driver', picked('store-6')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A place said by its number, with the window's own description: taken when they agree.
    ['option 4, 12 to 2 with the store driver', picked('store-12')],
    ['la opción 3, la de 11 a 1', picked('dash-11')],
    ['#2 de 9 a 11 con doordash', picked('dash-9')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each(['the second, the free one', 'la primera con doordash', 'opción 2, de 12 a 2'])(
    '%j: a place the other parts do not agree with is no window, never either',
    (text) => {
      expect(recognizeChoice(text, windows, single)).toEqual({ kind: 'none' });
    },
  );

  it('a price no window has is no window, never another one', () => {
    expect(recognizeChoice('the free one with doordash', windows, single)).toEqual({ kind: 'none' });
  });

  it('a word no part places leaves the reading a guess, asked back', () => {
    expect(recognizeChoice('cheapest purple', windows, single)).toEqual({
      kind: 'unsure',
      values: ['store-8'],
      unplaced: ['purple'],
    });
  });
});

describe('an exact time is read among the windows that start at it or run over it (invariant typed-time-fitting-windows)', () => {
  it.each([
    // 8–10 (free) covers 9, 9–11 (DoorDash) starts at 9: asked, never the dearer one that merely starts then.
    ['at 9am', ambiguous('store-8', 'dash-9')],
    ['9:00', ambiguous('store-8', 'dash-9')],
    ['a las 9', ambiguous('store-8', 'dash-9')],
    ['tipo 9:30', ambiguous('store-8', 'dash-9')],
    // Narrowed by the provider: one window.
    ['a las 9 con doordash', picked('dash-9')],
    ['9am store driver', picked('store-8')],
    // A time only one window fits.
    ['8am', picked('store-8')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe('an exact time where one window ends and another fits is asked (invariant time-at-an-end-and-a-start-asked)', () => {
  it.each([
    // 9–11 ends at 11, 11–1 starts: delivered by 11, or from 11.
    ['11am', ambiguous('dash-9', 'dash-11')],
    ['a las 11', ambiguous('dash-9', 'dash-11')],
    ['a las once con doordash', ambiguous('dash-9', 'dash-11')],
    ['5pm works for me', ambiguous('dash-3', 'dash-5')],
    ['pásenla a las cinco', ambiguous('dash-3', 'dash-5')],
    // A window starting then beats none running over it (invariant time-said-alone-starts-no-window).
    ['at 6 in the evening works', ambiguous('dash-5', 'store-6')],
    ['a las doce está bien', ambiguous('dash-11', 'store-12')],
    // 11–1 ends at 1 while 12–2 runs over it, and none starts then: 12–2 (test/e2e/bookable-days.test.ts).
    ['1pm', picked('store-12')],
    ['a la una', picked('store-12')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // The one named by its start is that one (invariant window-named-by-its-start).
    ['the one at 5', picked('dash-5')],
    ['la de las 11', picked('dash-11')],
    // The provider leaves one: the store's drivers run none ending at 12.
    ['a las 12 con el chofer', picked('store-12')],
  ])('%s: one window', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each(['8pm', 'a las 5 con el chofer'])('%j: a window only ending then is no reading', (text) => {
    expect(recognizeChoice(text, windows, single)).toEqual({ kind: 'none' });
  });
});

describe('hours said in words where a time is said (invariant hours-in-words-where-a-time-is-said)', () => {
  it.each([
    ['from eleven to one', picked('dash-11')],
    ['twelve to two with the store driver', picked('store-12')],
    ['de tres a cinco', picked('dash-3')],
    ['entre seis y ocho', picked('store-6')],
    ['at three, the doordash one', picked('dash-3')],
    ['a las doce con el chofer', picked('store-12')],
    ["three o'clock", picked('dash-3')],
    // Punctuation said to a phone's dictation is no word of the reply.
    ['eleven to one please period', picked('dash-11')],
    ['de doce a dos coma con el chofer', picked('store-12')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A number in words said alone is a position, as a digit is.
    ['dos', picked('dash-9')],
    ['the second one', picked('dash-9')],
  ])('%s stays a position', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe('a window named by when it starts (invariant window-named-by-its-start)', () => {
  it.each([
    // 8–10 runs over 9, yet "the one at 9" names the one that starts then.
    ['el de las 9', picked('dash-9')],
    ['the one at 9', picked('dash-9')],
    ['the one at twelve', picked('store-12')],
    ['la de las 12', picked('store-12')],
    ['la de las 6 de la tarde, gracias', picked('store-6')],
    // Issue 34, round 36: "the 6 o'clock one" was read as any window running at 6.
    ["the 6 o'clock one", picked('store-6')],
    ['the 6:00 one', picked('store-6')],
    ['the 6pm one pls', picked('store-6')],
    ['la de las 6 en punto', picked('store-6')],
    // Round 40: the one said by its start with no "the" before it.
    ["six o'clock one", picked('store-6')],
    ['store 6 one', picked('store-6')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

// Issue 34, round 36: "evening, we close the shop at 5, so the 6 o'clock one" was asked as 5–7.
// Issue 34, round 35: "De las one" (patois "the last one") was taken as Spanish "from one".
describe('"las one": the last one, or one o\'clock', () => {
  it.each(['De las one', 'de las one please', "di las' one"])('%j is asked between the two', (text) => {
    expect(recognizeChoice(text, windows, single)).toEqual(ambiguous('store-12', 'store-6'));
  });

  it.each([
    ['la de las 6 de la tarde', picked('store-6')],
    ['the last one', picked('store-6')],
    ['la de la una', { kind: 'none' }],
  ])('%j is read as before', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

// A sign of no beside a window is no approval: asked back, never taken.
it.each(['9-11 doordash :-1:', '9-11 doordash :x:'])('%j is asked back', (text) => {
  expect(recognizeChoice(text, windows, single).kind).not.toBe('picked');
});

describe('a window concluded after the why ("…, so the 6 o\'clock one"), the why\'s times only why', () => {
  it.each([
    ["evening, we close the shop at 5, so the 6 o'clock one", picked('store-6')],
    ['I work till 5 so the 6pm one', picked('store-6')],
    ['salgo a las 5, así que la de las 6', picked('store-6')],
    ['llego a las 5, entonces el de las 6', picked('store-6')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // What follows "so" names no window by itself: the whole reply is read, never the cheapest of the day.
    ['5 to 7, so the cheapest', 'dash-5'],
    // What follows "so" names no one window: read whole as before.
    ['the 5-7 one, so i can be home at 6', 'dash-5'],
  ])('%s is read whole', (text, value) => {
    expect(recognizeChoice(text, windows, single)).toMatchObject({ values: [value] });
  });
});

describe('the words people add beside a window', () => {
  it.each([
    // Issue 34, round 36: a sign of approval beside the window ("está bien :+1:") says ok, as the word would.
    ['9-11 doordash está bien :+1:', picked('dash-9')],
    ['the 9 to 11 :ok_hand:', picked('dash-9')],
    ['9-11 doordash :white_check_mark:', picked('dash-9')],
    ['9-11 doordash 👍', picked('dash-9')],
    ['tempranito con doordash', picked('dash-9')],
    ['3 a 5 está bien', picked('dash-3')],
    ['the 6 to 8 store guy', picked('store-6')],
    ['la de 3 a 5 con el muchacho de doordash', picked('dash-3')],
    ['la que no cobra', picked('store-8')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe('a time of day said loosely is the earliest window, confirmed (invariant vague-time-confirmed)', () => {
  it.each(['bien temprano', 'early please', 'tempranito si se puede', 'first thing'])(
    '%j alone is read as the earliest window, unsure: never acted on',
    (text) => {
      expect(recognizeChoice(text, windows, single)).toMatchObject({ kind: 'unsure', values: ['store-8'] });
    },
  );

  it.each([
    ['the earliest one', picked('store-8')],
    ['el más temprano', picked('store-8')],
    ['early, 8 to 10', picked('store-8')],
    // Round 34: "as early as you can" is the earliest, no loose "early" (asked "right?").
    ["early as y'all can", picked('store-8')],
    ['as early as possible', picked('store-8')],
    ['as early as u can please', picked('store-8')],
    ['lo más temprano que se pueda', picked('store-8')],
    ['tan temprano como se pueda', picked('store-8')],
    ['as late as you can', picked('store-6')],
    // Issue 34, round 36: the first hour of the day is the first window, no loose "early".
    ['a primera hora', picked('store-8')],
    ['a primerita hora porfa', picked('store-8')],
    ['a primera hora con doordash', picked('dash-9')],
    ['at the first hour', picked('store-8')],
  ])('%j says which for certain, and is taken', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

// Round 34: "Tuesday mornin, early as y'all can" at the day lost "as y'all can" as a reason, and asked.
it.each(["Tuesday mornin, early as y'all can", 'friday, as early as possible'])(
  '%j holds no reason: its "as" says the earliest',
  (text) => {
    expect(reasonClause(text)).toBeUndefined();
  },
);

describe('a span of hours beside a negation or a correction stays a span', () => {
  it.each([['12-2, no wait, 3-5', picked('dash-3')]])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe('a clause of reason that says nothing of a window is commentary (invariant window-commentary-says-nothing)', () => {
  it.each([
    ['12 to 2 because I have a meeting at the office', picked('store-12')],
    ['de 3 a 5 porque mi hijo sale de la escuela', picked('dash-3')],
    ['la de las 6 q es cuando regreso de la oficina', picked('store-6')],
    ['the 5 to 7 one since I get home from the gym', picked('dash-5')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A name (capitalized, or a courier's), a time, a price or a window's own words in it: not commentary.
    '12 to 2 because Roadie is cheaper',
    'de 3 a 5 porque uber llega rapido',
    '12 to 2 since my shift ends at 1',
    'the 9 to 11 as the store driver is late',
    'de 3 a 5 que es la gratis',
  ])('%s is never read as the window', (text) => {
    expect(recognizeChoice(text, windows, single).kind).not.toBe('picked');
  });
});

describe("who comes, read among all the day's windows before the times narrow them", () => {
  const read = readOffered;
  it.each([
    // The store's own drivers, as the person speaks of them to the store.
    ['12 to 2 with your own driver', picked('store-12')],
    ['eight to ten, your driver', picked('store-8')],
    ['six to eight with your guy', picked('store-6')],
    ['de ocho a diez con el chofer de ustedes', picked('store-8')],
    ['de 6 a 8 con su propio chofer', picked('store-6')],
    // Issue 34, round 13: Spain's vosotros ("vuestro") is "de ustedes"; "suyo" is the store's too.
    ['la de 8 a 10 con vuestro chofer', picked('store-8')],
    ['de 12 a 2, el chofer suyo', picked('store-12')],
  ])('%j', (text, expected) => expect(read(text)).toEqual(expected));
  it.each([
    // A time only another provider runs: no window of the one named, never that other provider's.
    ['nine to eleven with your driver', 'store-8'],
    ['3 to 5 with your own driver', 'store-6'],
    ['de 9 a 11 con su propio chofer', 'store-8'],
    ['de 3 a 5 con el chofer de ustedes', 'store-6'],
    ['de 3 a 5 con el chofer vuestro', 'store-6'],
  ])('%j is never a courier window', (text) => {
    const got = read(text);
    expect(got.kind === 'picked' || got.kind === 'unsure' ? got.values : []).toEqual([]);
  });
  it.each([
    // A provider and a part of the day: the windows that have both; several are asked among.
    ['la del chofer por la tarde', ambiguous('store-12', 'store-6')],
    ['el chofer de la tienda en la tarde', ambiguous('store-12', 'store-6')],
    ['store driver in the evening', picked('store-6')],
    ['el chofer por la noche', picked('store-6')],
  ])('%j', (text, expected) => expect(read(text)).toEqual(expected));
});

describe('a price in dollars and cents names the windows with that fee, never a time', () => {
  it.each([
    ['the 12.99 one', picked('dash-11')],
    ['la de $8.99', picked('dash-3')],
    ['the one for 9.99 please', picked('dash-5')],
    ['the 4.99 one', ambiguous('store-12', 'store-6')],
    ['la de 4,99 por la noche', picked('store-6')],
  ])('%j', (text, expected) => expect(recognizeChoice(text, windows, single)).toEqual(expected));
  it('a price no window costs is no window', () => {
    expect(recognizeChoice('the 7.50 one', windows, single).kind).toBe('none');
  });
});

// Issue 34: a provider's one-word name said in two ("door dash") is that name, exactly; never a typo's guess.
describe('a provider named in two words', () => {
  it.each([
    ['the door dash guy at 9', picked('dash-9')],
    ['la de door dash de las 3', picked('dash-3')],
    ['earliest door dash', picked('dash-9')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it('two words that make no window’s name are not joined: "store dash at 9" is no window read for certain', () => {
    expect(recognizeChoice('the store dash at 9', windows, single).kind).not.toBe('picked');
  });
});

// Found trying the bot: "morning please, I leave for work at 11" offered the 11:00 window.
describe('a time given as a deadline is fitted by the windows ending by then (invariant deadline-fitted-by-windows-ending-by)', () => {
  it.each([
    ['before 11', ambiguous('store-8', 'dash-9')],
    ['in the morning pls, I head out to work at 11', ambiguous('store-8', 'dash-9')],
    ["I'm gone by 11, the store guy", picked('store-8')],
    ['I have to leave at eleven, with doordash', picked('dash-9')],
    ['by 1, the courier', ambiguous('dash-9', 'dash-11')],
    ['salgo a trabajar a las 11', ambiguous('store-8', 'dash-9')],
    ['tengo que irme a las once, con el chofer', picked('store-8')],
    ['antes de la una con doordash', ambiguous('dash-9', 'dash-11')],
    ['me voy al trabajo a las 9', { kind: 'none' }],
    // Issue 34, round 36: the deadline is the person's own time, "my" between ("before my 10:30 tee time").
    ['has to be before my 10:30 tee time', picked('store-8')],
    ['by my 11 oclock meeting', ambiguous('store-8', 'dash-9')],
    ['before our 11 am flight, w the store guy', picked('store-8')],
    ['antes de mi cita de las 10:30', picked('store-8')],
    ['antes de mi clase de las 11, con el chofer', picked('store-8')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // Arriving is no deadline: a time to be covered, as any exact time.
    ['I get home at 6', ambiguous('dash-5', 'store-6')],
    ['llego a las 6', ambiguous('dash-5', 'store-6')],
    // "leave it at 11" is about the laundry, not the person going: the time itself.
    ['leave it at 11', ambiguous('dash-9', 'dash-11')],
  ])('%s: no deadline', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });
});

describe('a time on the 24-hour clock, in digits or words (invariant military-time-read-as-a-clock)', () => {
  it.each([
    ['1100 to 1300', picked('dash-11')],
    ['1500-1700 hrs please', picked('dash-3')],
    ['de 1800 a 2000', picked('store-6')],
    ['oh eight hundred hours', picked('store-8')],
    ['the seventeen hundred one', picked('dash-5')],
    ['1200 with the store driver', picked('store-12')],
    // Issue 34, round 38: "La de 18 a 20h" was confirmed, its "h" a word left over: the hour's mark, as
    // Spain and Latin America write it ("20h", "18hs", "18h30", "las 18 hs").
    ['La de 18 a 20h', picked('store-6')],
    ['18h-20h', picked('store-6')],
    ['de 18hs a 20hs', picked('store-6')],
    ['la de las 17 hs', picked('dash-5')],
    ['la de 15h', picked('dash-3')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A card's last four, off the quarter hour, and a bare "hundred" stay numbers.
    '4242',
    '0937',
    'eight hundred',
    // A duration is no hour.
    'in 2 hrs',
  ])('%s is no clock time', (text) => {
    expect(recognizeChoice(text, windows, single)).toEqual({ kind: 'none' });
  });
});

// Issue 34, rounds 21–34: replies that name their window fully, however their words are spread
// ("store's" read as "store" and "s", words no one synonym holds together), and with the person's own
// words or schedule beside them.
describe('a window named fully, with the person’s own words beside it (invariant window-named-fully)', () => {
  it.each([
    // Its hours and who comes (or its price): the words beside them are the person's own.
    ['ugh anything after 3pm... the 6-8 store guy', picked('store-6')],
    ['Between 12 and 2 if the store driver can', picked('store-12')],
    ['after my shift, like 5-7 doordash', picked('dash-5')],
    ['12 a 2 con el chofer de ustedes', picked('store-12')],
    ['de 3 a 5 con doordash cuando salgo del gym', picked('dash-3')],
    ['the 8-10 free one honestly', picked('store-8')],
    // "the store's own driver": each word names the store's drivers, though no one synonym holds all.
    ['Eight to ten in the morning, with the store’s own driver, please.', picked('store-8')],
    ["12 to 2 with the store's own guy", picked('store-12')],
    // "y'all" is "you" as the South says it: "y'all's driver" is "your driver".
    ["8 to 10 with y'all's driver", picked('store-8')],
    ["six to eight, y'all's driver", picked('store-6')],
    // Its place in the list said beside it, agreeing.
    ['2 — 9–11 DoorDash is fine', picked('dash-9')],
    ['4, 12-2 store driver', picked('store-12')],
    // An hour in words beside its part of the day.
    ['Morning eight', picked('store-8')],
    // Its hours alone, with the person's own schedule beside them.
    ['after school like 3-5', picked('dash-3')],
    ['6 to 8 after my shift', picked('store-6')],
    ['before work, 8 to 10', picked('store-8')],
    ['después del trabajo, de 6 a 8', picked('store-6')],
    ['12 to 2 if possible', picked('store-12')],
  ])('%j is taken', (text, expected) => expect(readOffered(text)).toEqual(expected));
  it.each([
    // A word that could change which window stays a guess: a day, a negation, a number, a name, a
    // courier no window has, a place that disagrees, words naming two providers, a second span.
    '6-8 store guy tomorrow',
    '6-8 not the store guy',
    '12 to 2 store driver or 3 to 5',
    '3 — 9–11 DoorDash',
    '12 to 2 store doordash',
    'the morning one',
    '6-8 lalamove',
    '12 to 2 tomorrow',
    'after school like 3-5 or 5-7',
    'she works till 5 so like 6-8',
  ])('%j is never taken', (text) => expect(readOffered(text).kind).not.toBe('picked'));
});

describe('a place in the list said of the windows a relative clause names (invariant place-among-the-named)', () => {
  it.each([
    // "la primera que sea con doordash": the first of DoorDash's windows, never the first of the list.
    ['la primera que sea con doordash', picked('dash-9')],
    ["the first one that's doordash", picked('dash-9')],
    ['the first one that is with doordash', picked('dash-9')],
    ['la segunda que sea con el chofer', picked('store-12')],
    ['the last one that is doordash', picked('dash-5')],
  ])('%j', (text, expected) => expect(recognizeChoice(text, windows, single)).toEqual(expected));
  it('a place said by its number stays the list’s', () => {
    expect(recognizeChoice('option 2 that is with the store driver', windows, single)).toEqual({
      kind: 'none',
    });
  });
});

describe('a clause of reason naming a provider is no commentary (invariant window-commentary-says-nothing)', () => {
  it.each([
    // The clause names DoorDash among other words: read, never dropped for the time alone.
    ['a las 9 que sea doordash porfa', picked('dash-9')],
  ])('%j', (text, expected) => expect(recognizeChoice(text, windows, single)).toEqual(expected));
  it('the clause’s other words keep it a guess, of DoorDash’s window', () => {
    expect(recognizeChoice('9am since doordash is faster', windows, single)).toMatchObject({
      kind: 'unsure',
      values: ['dash-9'],
    });
  });
});

describe('times of day as people say them among windows', () => {
  /** A Friday's delivery windows (EDT), with 1–3 beside 12–2 in the early afternoon. */
  const friday: RecognizerOption[] = (
    [
      ['store-8', 'Store driver', 12, 14, 0],
      ['dash-9', 'DoorDash Drive', 13, 15, 899],
      ['dash-11', 'DoorDash Drive', 15, 17, 999],
      ['store-12', 'Store driver', 16, 18, 499],
      ['dash-1', 'DoorDash Drive', 17, 19, 1099],
      ['dash-3', 'DoorDash Drive', 19, 21, 1199],
      ['dash-5', 'DoorDash Drive', 21, 23, 1299],
      ['store-6', 'Store driver', 22, 24, 499],
    ] as const
  ).map(([value, label, start, end, feeCents]) => ({
    value,
    label,
    feeCents,
    synonyms: label === 'Store driver' ? KIND_WORDS.OWN_DRIVER : KIND_WORDS.ON_DEMAND,
    window: { startTime: `2036-06-06T${start}:00:00Z`, endTime: `2036-06-06T${end}:00:00Z` },
  }));
  const read = (text: string) => recognizeChoice(text, friday, single);
  it.each([
    // "early afternoon" fits 12–2 and 1–3 alike: asked, never the earliest taken.
    ['early afternoon', ambiguous('store-12', 'dash-1')],
    ['early in the afternoon', ambiguous('store-12', 'dash-1')],
    ['temprano en la tarde', ambiguous('store-12', 'dash-1')],
    // The day's first window opens the morning: nothing runs earlier.
    ['early morning', picked('store-8')],
    ['early evening', ambiguous('dash-5', 'store-6')],
    // A time and "or after": from then on.
    ['6 or after', picked('store-6')],
    ["evenin, 6 o'clock or after", picked('store-6')],
    ['de 6 en adelante', picked('store-6')],
    ['5pm or after with the store driver', picked('store-6')],
    // An hour with its part of the day: that hour.
    ['morning 8 free', picked('store-8')],
    ['8 in the morning', picked('store-8')],
    ['eight in the morning', picked('store-8')],
    ['the evening 6 one', picked('store-6')],
    // A part of the day with its apostrophe's s ("morning's fine") is that part of the day.
    ["morning's fine", ambiguous('store-8', 'dash-9', 'dash-11')],
    ["evening's good w the store driver", picked('store-6')],
    // "one" beside a part of the day is the window, never 1 AM.
    ['the free one in the morning, yeah', picked('store-8')],
    ['the store driver one in the morning', picked('store-8')],
    // Before and after lunch: by noon, from 1.
    ['despuesito de comer, de 1 a 3', picked('dash-1')],
    ['before lunch', ambiguous('store-8', 'dash-9')],
    ['after lunch w the store driver', picked('store-6')],
    ['después de comer, con el chofer', picked('store-6')],
    // Lunch: the windows starting around midday.
    ['lunch time', ambiguous('dash-11', 'store-12', 'dash-1')],
    ['lunch time store driver', picked('store-12')],
    ['a la hora del almuerzo con el chofer', picked('store-12')],
    // The price said in full, and "whichever" as "the one that".
    ['Whichever is free of charge.', picked('store-8')],
    ['temprano, la gratis', picked('store-8')],
    ['Between 11 and 1 is suitable.', picked('dash-11')],
  ])('%j', (text, expected) => expect(read(text)).toEqual(expected));
  it('"early" alone stays confirmed, never acted on', () => {
    expect(read('early please')).toMatchObject({ kind: 'unsure', values: ['store-8'] });
  });
  it('"early afternoon" where one window starts then is confirmed, never acted on; with who comes, taken', () => {
    expect(recognizeChoice('early afternoon', windows, single)).toMatchObject({
      kind: 'unsure',
      values: ['store-12'],
    });
    expect(readOffered('early afternoon with the store driver')).toEqual(picked('store-12'));
  });
});

// Issue 34, rounds 21–32: superlatives and spans as people say them, with their everyday words.
describe('superlatives and spans in everyday words', () => {
  it.each([
    ['as early as possible', picked('store-8')],
    ['the earliest posible', picked('store-8')],
    ['lo más temprano posible', picked('store-8')],
    ['el más tempranito', picked('store-8')],
    ['la más tarde que haya', picked('store-6')],
    ['lo más tarde posible', picked('store-6')],
    ['as late as possible', picked('store-6')],
    ['la más baratita, que ando chiro', picked('store-8')],
    ['whatever is free', picked('store-8')],
    ["Any time before noon works, whichever's cheapest!", picked('store-8')],
    ['the free one obv', picked('store-8')],
    ['la gratis obvio', picked('store-8')],
    ['la de las 11 hasta la 1', picked('dash-11')],
    ['desde las 3 hasta las 5', picked('dash-3')],
  ])('%j', (text, expected) => expect(recognizeChoice(text, windows, single)).toEqual(expected));
  it.each([
    // "más tarde" without its article is "later", no superlative: never the latest taken.
    'un poco más tarde',
    'más tarde',
  ])('%j is never the latest taken', (text) => {
    expect(recognizeChoice(text, windows, single)).not.toEqual(picked('store-6'));
  });
});

// Issue 34, rounds 24–32: "la 2" among windows is the second, as anywhere else: "la" is no "a las".
describe('a place said with its article among windows ("la 2")', () => {
  it.each([
    ['la 2', picked('dash-9')],
    ['la 2 porfa', picked('dash-9')],
    ['la 2, la de doordash', picked('dash-9')],
    ['el 4, el del chofer', picked('store-12')],
    // An ordinal's mark is the ordinal's: "el 1º".
    ['el 1º', picked('store-8')],
    // "las 3" and "a las 3" are 3 o'clock, as ever.
    ['a las 3', picked('dash-3')],
    ['las 3 con doordash', picked('dash-3')],
  ])('%j', (text, expected) => expect(readOffered(text)).toEqual(expected));
  it('"la 2, la del chofer" disagrees: never taken', () => {
    expect(readOffered('la 2, la del chofer').kind).not.toBe('picked');
  });
});

// Issue 34, rounds 32–33: a time said roughly ("como a las ocho", "around 8am") is that time, read as
// any time is (fitted by the windows that start at it or run over it).
describe('a time said roughly', () => {
  it.each([
    ['Como a las ocho de la mañana', picked('store-8')],
    ['around 8am', picked('store-8')],
    ['about 6 to 8', picked('store-6')],
    ['tipo 3 a 5', picked('dash-3')],
    ['despuesito de comer, de 3 a 5', picked('dash-3')],
    // Roughly 9 is still 8–10 or 9–11: asked.
    ['around 9', ambiguous('store-8', 'dash-9')],
  ])('%j', (text, expected) => expect(readOffered(text)).toEqual(expected));
});

// Issue 34, rounds 37–38: "the free one again", "la de las nueve luego", "la última del día" were confirmed,
// "again", "luego" (then) and "del día" words left over: they say nothing of which window.
describe('a window named with "again", "luego", "of the day" beside it', () => {
  it.each([
    ['the free one again', picked('store-8')],
    ['the 3 one again please', picked('dash-3')],
    ['la de las nueve luego', picked('dash-9')],
    ['la gratis luego', picked('store-8')],
    ['la última del día', picked('store-6')],
    ['the last one of the day', picked('store-6')],
    ['la primera del día', picked('store-8')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each(['la última del día viernes', 'the free one again, or the 3 one'])(
    '%s is no one window for sure',
    (text) => {
      expect(recognizeChoice(text, windows, single).kind).not.toBe('picked');
    },
  );
});

// Issue 34, round 37: "8am before I head to the yard" was confirmed, its "before I…" words left over: a
// clause of what the person does then, which says nothing of a window (invariant window-commentary-says-nothing).
describe('a window said with what the person does before or after it', () => {
  it.each([
    ['8am before I head to the yard', picked('store-8')],
    ['the 3 one, after I get off work', picked('dash-3')],
    ['la de las 3 antes de que salga al trabajo', picked('dash-3')],
  ])('%s', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each(['8am before I leave at 9', 'before I get home, the earliest or the 3 one'])(
    '%s is no one window for sure',
    (text) => {
      expect(recognizeChoice(text, windows, single).kind).not.toBe('picked');
    },
  );
});

// Round 40: "Tomorrow is good, I work tonight" had listed tomorrow's evening windows (invariant own-doings-are-why).
describe('a clause of the person own doings is why, never the time wanted', () => {
  it.each([
    ['friday works, i have class in the morning', 'friday works,'],
    ['mañana, trabajo de noche', 'mañana,'],
    ['sat. got practice at 10', 'sat.'],
  ])('%j is %j and why', (text, head) => {
    expect(ownDoingsClause(text)?.head).toBe(head);
  });

  it.each([
    "friday, i'd rather the morning",
    'tomorrow, im free after 3',
    'el lunes, estoy en casa a las 5',
    'friday i work nights',
  ])('%j holds no clause of own doings: its time is the one wanted', (text) => {
    expect(ownDoingsClause(text)).toBeUndefined();
  });
});

// Round 43: replies naming one window were asked back "…, right?" for a word no part placed.
describe('a window named with words that say no other one', () => {
  it.each([
    // Its start said outright (invariant window-named-by-its-start).
    ['the store driver one that starts at 12', picked('store-12')],
    ['la que comienza a las 6', picked('store-6')],
    ['the one which begins at 3pm', picked('dash-3')],
    // "to" as patois says it, between two hours.
    ['11 ta 1', picked('dash-11')],
    ['three tuh five', picked('dash-3')],
    // A drawback granted, then accepted (invariant drawback-granted-accepts).
    ['9 to 11, early but ok', picked('dash-9')],
    ['de 3 a 5 pero está bien', picked('dash-3')],
    // Whichever is free.
    ["anything that's free", picked('store-8')],
    // Urging or agreeing, as "dale" does.
    ['la de 3 a 5 órale', picked('dash-3')],
  ])('%j', (text, expected) => {
    expect(recognizeChoice(text, windows, single)).toEqual(expected);
  });

  it.each([
    // A "but" that says more is no drawback granted.
    '3 to 5 but with the store driver',
    '9 to 11 but not doordash',
    // "anything" with a time is no price said: a guess.
    'anything before 10',
  ])('%j stays no window for certain', (text) => {
    expect(recognizeChoice(text, windows, single).kind).not.toBe('picked');
  });
});

// Round 47: "around 10" at the delivery windows took 9–11 and the change was made (the writer meant it
// asked): a time said roughly is fitted by the window ending then too (invariant rough-time-ending-window-too).
describe('a time said roughly, where a window ends then', () => {
  it.each([
    ['around 10', ambiguous('store-8', 'dash-9')],
    ['como a las 10', ambiguous('store-8', 'dash-9')],
    // Exactly, it is when someone must be there: the window ending then does not fit.
    ['at 10', picked('dash-9')],
    // Roughly at a time only one window runs or starts at: that window.
    ['around 8', picked('store-8')],
  ])('%j is %j', (text, expected) => {
    expect(readOffered(text)).toMatchObject(expected);
  });
});

// Rounds 47/48: "9-11 DD ($11.99) ok", "1-3 DD" and "earliest, 8", "early one, eight" were asked back
// though every word agreed: a provider by its name's initials, and a bare hour that is the start of the
// earliest window, are accounted for.
describe('a provider by its initials, and the earliest said with its hour', () => {
  it.each([
    ['9-11 DD', picked('dash-9')],
    ['9-11 dd ($11.99) ok', picked('dash-9')],
    ['earliest, 8', picked('store-8')],
    ['early one, eight', picked('store-8')],
    ['temprano nomás, 8', picked('store-8')],
  ])('%j is %j', (text, expected) => {
    expect(readOffered(text)).toMatchObject(expected);
  });
  it.each(['early, 9', 'the 8-10 DD'])('%j is never taken for certain', (text) => {
    expect(readOffered(text).kind).not.toBe('picked');
  });
});
