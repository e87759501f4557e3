/**
 * Spanish answers read by the same readers as English ones, with no language switch: a person may
 * mix, and accents are optional ("sí"/"si", "mañana"/"manana").
 */
import fc from 'fast-check';
import { daysNamedIn, parseDay } from '../../../../lib/calendar';
import { readCommand } from '../../../../lib/dialog/read-command';
import { handoffFlow } from '../../../../lib/flows/handoff';
import { readAmountCents } from '../../../../lib/recognize/amount';
import { recognizeChoice } from '../../../../lib/recognize/choice';
import { readCount } from '../../../../lib/recognize/count';
import { tokenize } from '../../../../lib/recognize/normalize';
import { readOrdinal, readWholeNumber } from '../../../../lib/recognize/number-words';
import { readPromoCode } from '../../../../lib/recognize/promo-code';
import { isSkip } from '../../../../lib/recognize/skip';
import { readTimeOfDay } from '../../../../lib/recognize/time-of-day';
import { readYesNo } from '../../../../lib/recognize/yes-no';

const stripAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

describe('readYesNo in Spanish', () => {
  it.each([
    'sí',
    'si',
    'Sí, por favor',
    'claro',
    'claro que sí',
    'vale',
    'de acuerdo',
    'está bien',
    'por supuesto',
    'dale',
    'sí gracias',
  ])('a Spanish yes is a yes: %s', (text) => expect(readYesNo(text)).toBe(true));
  it.each(['no gracias', 'No, gracias.', 'para nada', 'todavía no', 'mejor no', 'no quiero'])(
    'a Spanish no is a no: %s',
    (text) => expect(readYesNo(text)).toBe(false),
  );
  it('a Spanish reply that is more than yes or no is neither', () => {
    expect(readYesNo('sí pero cambia el día')).toBeUndefined();
  });
});

describe('numbers and ordinals in Spanish words', () => {
  it.each([
    [['dos'], 2],
    [['quince'], 15],
    [['veinte'], 20],
    [['veintiuno'], 21],
    [['treinta', 'y', 'dos'], 32],
  ])('a Spanish number word is its number: %j', (tokens, value) =>
    expect(readWholeNumber(tokens)).toBe(value),
  );
  it.each([
    [['primero'], 1],
    [['primera'], 1],
    [['segunda'], 2],
    [['tercera'], 3],
    [['tercer'], 3],
    [['ultimo'], 'last'],
    [['2da'], 2],
    [['1o'], 1],
    // One typo, as fuzzy-match.ts allows for English ordinals.
    [['segudna'], 2],
    [['terecra'], 3],
  ])('a Spanish ordinal is its position: %j', (tokens, value) => expect(readOrdinal(tokens)).toBe(value));
});

describe('readCount in Spanish', () => {
  it.each([
    ['dos bolsas', 2],
    ['una bolsa', 1],
    ['tres bolsas por favor', 3],
    ['un par de bolsas', 2],
  ])('a Spanish count is read: %s', (text, value) => expect(readCount(text)).toBe(value));
});

describe('readAmountCents in Spanish', () => {
  it.each([
    ['3 dólares', 300],
    ['tres dólares', 300],
    ['tres dolares', 300],
    ['$3', 300],
    ['dos dólares y cincuenta centavos', 250],
    ['cinco', 500],
    ['una propina de 4 dólares', 400],
  ])('a Spanish amount is read: %s', (text, cents) => expect(readAmountCents(text)).toBe(cents));
});

describe('isSkip in Spanish', () => {
  it.each([
    'ninguno',
    'ninguna',
    'sin notas',
    'omitir',
    'nada',
    'no gracias',
    'nada más',
    'sin código',
    'no, gracias',
  ])('a Spanish "nothing" is a skip: %s', (text) => expect(isSkip(text)).toBe(true));
  it('a Spanish note that starts with "sin" is a note, not a skip', () => {
    expect(isSkip('sin almidón')).toBe(false);
  });
});

describe('readTimeOfDay in Spanish', () => {
  it.each([
    ['por la mañana', { fromMinutes: 0, toMinutes: 720 }],
    ['por la manana', { fromMinutes: 0, toMinutes: 720 }],
    ['por la tarde', { fromMinutes: 720, toMinutes: 1200 }],
    ['después de las 5', { fromMinutes: 1020, toMinutes: 1440 }],
    ['despues de las 5', { fromMinutes: 1020, toMinutes: 1440 }],
    ['al mediodía', { fromMinutes: 720, toMinutes: 721 }],
    ['a las 9', { fromMinutes: 540, toMinutes: 541 }],
    ['9 de la mañana', { fromMinutes: 540, toMinutes: 541 }],
    ['antes de las 10', { fromMinutes: 0, toMinutes: 600 }],
    ['entre las 8 y las 10', { fromMinutes: 480, toMinutes: 600 }],
  ])('a Spanish time of day is read: %s', (text, range) => expect(readTimeOfDay(text)).toEqual(range));
  it('"mañana" alone is a day (tomorrow), not the morning', () => {
    expect(readTimeOfDay('mañana')).toBeUndefined();
  });
});

describe('recognizeChoice with Spanish positions', () => {
  const options = [
    { value: 'a', label: '210 W 21st St' },
    { value: 'b', label: '55 Water St' },
    { value: 'c', label: '1 Main St' },
  ];
  const pick = (text: string) =>
    recognizeChoice(text, options, { multi: false, timeZone: 'America/New_York' });
  it.each([
    ['la segunda', 'b'],
    ['el primero', 'a'],
    ['la primera opción', 'a'],
    ['tercera', 'c'],
    ['la última', 'c'],
    ['la primera opción, por favor', 'a'],
    ['the second one, please', 'b'],
  ])('a Spanish position picks its option: %s', (text, value) =>
    expect(pick(text)).toEqual({ kind: 'picked', values: [value] }),
  );
  it('a Spanish list of positions picks each: "1 y 3"', () => {
    const multi = recognizeChoice('1 y 3', options, { multi: true, timeZone: 'America/New_York' });
    expect(multi).toEqual({ kind: 'picked', values: ['a', 'c'] });
  });
});

describe('readCommand in Spanish', () => {
  it.each([
    ['ayuda', 'help'],
    ['atrás', 'back'],
    ['atras', 'back'],
    ['volver', 'back'],
    ['empezar de nuevo', 'restart'],
    ['olvídalo', 'nevermind'],
    ['olvidalo', 'nevermind'],
    // Said as usted, as the bot speaks (a stranger's try, the seventeenth session).
    ['olvídelo', 'nevermind'],
    ['Déjelo', 'nevermind'],
    ['resumen', 'summary'],
  ])('a Spanish command is its command: %s', (text, command) => expect(readCommand(text)).toBe(command));
  it('"cancelar" is no command: by SMS it opts the phone out at the carrier', () => {
    expect(readCommand('cancelar')).toBeUndefined();
  });
});

describe('parseDay in Spanish (chrono.es after chrono.en)', () => {
  // Monday 2026-11-23, 9:00 in New York.
  const now = new Date('2026-11-23T14:00:00Z');
  const zone = 'America/New_York';
  it.each([
    ['mañana', '2026-11-24'],
    ['manana', '2026-11-24'],
    ['pasado mañana', '2026-11-25'],
    ['pasado manana', '2026-11-25'],
    ['el viernes', '2026-11-27'],
    ['el viernes después de las 5', '2026-11-27'],
    ['el 3 de diciembre', '2026-12-03'],
    ['sábado', '2026-11-28'],
    ['sabado', '2026-11-28'],
    ['tomorrow', '2026-11-24'],
  ])('a Spanish (or English) day is read: %s', async (text, day) => {
    expect(await parseDay(text, now, zone, { min: '2026-11-24', max: '2026-11-30' })).toBe(day);
  });

  it.each(['el lunes, no, mejor el martes', 'friday, no wait, saturday', 'jueves o viernes'])(
    'two days in one reply are no day, to be asked: %s',
    async (text) => {
      expect(await parseDay(text, now, zone, { min: '2026-11-24', max: '2026-11-30' })).toBeUndefined();
    },
  );

  it.each([
    ['el lunes, no, mejor el martes', ['2026-11-30', '2026-11-24']],
    ['friday, no wait, saturday', ['2026-11-27', '2026-11-28']],
    ['jueves o viernes', ['2026-11-26', '2026-11-27']],
    ['el viernes después de las 5', []],
    ['tomorrow', []],
  ])('the days a reply names, when more than one, for the question between them: %s', async (text, days) => {
    expect(await daysNamedIn(text, now, zone, { min: '2026-11-24', max: '2026-11-30' })).toEqual(days);
  });
});

describe('readPromoCode in Spanish', () => {
  it.each([
    ['mi código es FALL10', 'FALL10'],
    ['tengo un cupón: welcome5', 'WELCOME5'],
    ['usa el código fall10 por favor', 'FALL10'],
  ])('a code among Spanish words is read: %s', (text, code) => expect(readPromoCode(text)).toBe(code));
  it.each(['no tengo', 'ninguno', 'sí', 'ayuda', 'resumen'])('a Spanish non-code is no code: %s', (text) =>
    expect(readPromoCode(text)).toBeUndefined(),
  );
});

describe('asking for a person, in Spanish or English', () => {
  const reader = handoffFlow.openings?.flatMap((o) =>
    o.kind === 'push' && typeof o.typed === 'function' ? [o.typed] : [],
  )[0];
  const typed = { test: (text: string) => reader?.(text) !== undefined };
  it.each([
    'hablar con una persona',
    'quiero hablar con alguien',
    '¿Puedo hablar con una persona?',
    'Quiero hablar con un agente, por favor',
    'una persona real',
    'talk to a person',
    'I want to speak with someone',
    'agent',
  ])('opens the hand-off: %s', (text) => expect(typed?.test(text)).toBe(true));
  it.each([
    'pídele al chofer que hable con una persona en la puerta',
    'ask the driver to talk to a person at the desk',
  ])('a sentence that only contains the words is no request for a person: %s', (text) =>
    expect(typed?.test(text)).toBe(false),
  );
});

describe('accents are optional', () => {
  /** Spanish replies with accents, and the reader that must read each. */
  const accented: [string, (text: string) => unknown][] = [
    ['sí', readYesNo],
    ['sí, claro', readYesNo],
    ['todavía no', readYesNo],
    ['está bien', readYesNo],
    ['nada más', (text) => isSkip(text) || undefined],
    ['sin código', (text) => isSkip(text) || undefined],
    ['después de las 5', readTimeOfDay],
    ['al mediodía', readTimeOfDay],
    ['por la mañana', readTimeOfDay],
    ['tres dólares', readAmountCents],
    ['la última', (text) => readOrdinal(tokenize(text).slice(1))],
    ['atrás', readCommand],
    ['olvídalo', readCommand],
    ['mi código es fall10', readPromoCode],
  ];
  it('a Spanish reply is read, and read the same, whichever of its accents are typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...accented),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        ([text, read], keep) => {
          let n = 0;
          const some = [...text]
            .map((ch) => (stripAccents(ch) !== ch && !keep[n++ % 4] ? stripAccents(ch) : ch))
            .join('');
          const reading = read(text);
          return reading !== undefined && JSON.stringify(read(some)) === JSON.stringify(reading);
        },
      ),
    );
  });
});
