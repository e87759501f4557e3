/**
 * A reply that corrects itself or says what it does not want (lib/recognize/meant.ts, invariants
 * correction-last-named-meant and negated-excluded-never-taken): the last thing named after a
 * correction is meant, and what is said with a negation is left out, never taken. Phrasings of the
 * held-out rounds are not repeated here.
 */
import {
  type RecognizerOption,
  readAmountCents,
  readCount,
  recognizeChoice,
} from '../../../../lib/recognize';
import { readMeant } from '../../../../lib/recognize/meant';

const single = { multi: false, timeZone: 'America/New_York' };
const multi = { multi: true, timeZone: 'America/New_York' };
const options = (labels: string[], extra: Partial<RecognizerOption>[] = []): RecognizerOption[] =>
  labels.map((label, i) => ({ value: String(i + 1), label, role: 'choice', ...extra[i] }));
const picked = (...values: string[]) => ({ kind: 'picked', values });

const extras = options(
  ['Hypoallergenic detergent', 'Fabric softener', 'Cold wash only', 'No extras'],
  [{}, {}, {}, { none: true }],
);
const extrasEs = options(
  ['Detergente hipoalergénico', 'Suavizante', 'Solo lavado en frío', 'Sin extras'],
  [{}, {}, {}, { none: true }],
);
const frequency = options(
  ['Just this once', 'Every week', 'Every 2 weeks', 'Every 4 weeks'],
  [{ everyWeeks: 0 }, { everyWeeks: 1 }, { everyWeeks: 2 }, { everyWeeks: 4 }],
);
const frequencyEs = options(
  ['Solo esta vez', 'Cada semana', 'Cada 2 semanas', 'Cada 4 semanas'],
  [{ everyWeeks: 0 }, { everyWeeks: 1 }, { everyWeeks: 2 }, { everyWeeks: 4 }],
);
const cards = options(['Visa ending 4242', 'Mastercard ending 4444', 'Amex ending 0005']);
const tips: RecognizerOption[] = [
  { value: 'none', label: 'No tip', amountCents: 0 },
  { value: '2', label: '$2.00', amountCents: 200 },
  { value: '3', label: '$3.00', amountCents: 300 },
  { value: '5', label: '$5.00', amountCents: 500 },
];
const propinas: RecognizerOption[] = [
  { ...(tips[0] as RecognizerOption), label: 'Sin propina' },
  ...tips.slice(1),
];
const services = options(['Wash & Fold', 'Shirt', 'Dry Clean – Suit', 'Dry Clean – Dress']);

describe('a correction: the last thing named after it is meant', () => {
  it.each([
    ['every week, no wait, every 4 weeks', frequency, '4'],
    ['weekly.. actually no, every other week', frequency, '3'],
    ['just once - sorry, i mean monthly', frequency, '4'],
    ['cada semana, no, perdón, cada 4 semanas', frequencyEs, '4'],
    ['cada 2 semanas... no espera, solo esta vez', frequencyEs, '1'],
    ['the visa, no sorry, the mastercard', cards, '2'],
    ['la visa no, la amex', cards, '3'],
    ['la mastercard, digo, la visa', cards, '1'],
  ])('%j', (text, list, value) => {
    expect(recognizeChoice(text, list, single)).toEqual(picked(value));
  });

  it.each([
    ['$2, no wait, $5', tips, '5'],
    ['5, no, mejor 2', propinas, '2'],
  ])('%j among amounts', (text, list, value) => {
    expect(recognizeChoice(text, list, single)).toEqual(picked(value));
  });

  it('on a list, takes back only the item named last before it', () => {
    expect(recognizeChoice('wash and fold and a shirt, no wait, a dress', services, multi)).toEqual(
      picked('1', '4'),
    );
    expect(recognizeChoice('la camisa, no perdón, el traje', services, multi)).toEqual({ kind: 'none' });
    expect(recognizeChoice('shirt.. actually no, suit', services, multi)).toEqual(picked('3'));
  });

  it('counts and amounts typed are the ones meant', () => {
    expect(readCount('4 bags, no wait, 5')).toBe(5);
    expect(readCount('cuatro, no, mejor cinco')).toBe(5);
    expect(readCount('6 bags not 4')).toBe(6);
    expect(readAmountCents('$6, no sorry, $7.50')).toBe(750);
    expect(readAmountCents('7 dólares, no, perdón, 8')).toBe(800);
  });

  // Said to "usted": the same markers in their formal form.
  it.each([
    ['4, no espere, 6', '6', '4'],
    ['el jueves, no espere, el sábado', 'el sabado', 'el jueves'],
    ['el lunes, olvídelo, pasado mañana', 'pasado manana', 'el lunes'],
    ['1 bolsa, no, olvídelo, 2', '2', '1 bolsa'],
  ])('a formal marker takes back what came before: %j', (text, meant, retracted) => {
    expect(readMeant(text)).toMatchObject({ text: meant, retracted });
  });

  // Near misses: an addition after the marker, or the marker alone, take nothing back.
  it.each(['la camisa, espere, y también el traje', 'espere un momento por favor', 'perdone la molestia'])(
    '%j takes nothing back',
    (text) => {
      expect(readMeant(text)?.retracted).toBeUndefined();
    },
  );

  it.each([
    ['thursday.. no, tuesday', 'tuesday', 'thursday'],
    ['tues no wed', 'wed', 'tues'],
    ['the monday nope the sunday', 'the sunday', 'the monday'],
    ['tomorrow nah thursday', 'thursday', 'tomorrow'],
    ['el martes.. no, el jueves', 'el jueves', 'el martes'],
    ['lunes no miércoles', 'miercoles', 'lunes'],
    ['el domingo... no el lunes', 'el lunes', 'el domingo'],
  ])('a bare "no" between two days takes the first back: %j', (text, meant, retracted) => {
    expect(readMeant(text)).toEqual({ text: meant, excluded: [], retracted });
  });

  // Issue 34 (round 33): "every week no every 2" placed weekly, its "no" read as "not every 2"
  // (invariant interval-no-interval-corrects).
  it.each([
    ['every week no every 2', 'every 2', 'every week'],
    ['every week no every 2 weeks', 'every 2 weeks', 'every week'],
    ['weekly nope every other week', 'every other week', 'weekly'],
    ['monthly no biweekly', 'biweekly', 'monthly'],
    ['cada semana no cada dos', 'cada dos', 'cada semana'],
    ['quincenal no mensual', 'mensual', 'quincenal'],
  ])('a bare "no" between two intervals takes the first back: %j', (text, meant, retracted) => {
    expect(readMeant(text)).toEqual({ text: meant, excluded: [], retracted });
  });

  it('a no before the only interval named, or before no interval, stays a negation', () => {
    expect(readMeant('no every week, every 2')?.excluded).toEqual([
      { said: 'no every week', what: 'every week' },
    ]);
    expect(readMeant('every week no softener')).toEqual({
      text: 'every week',
      excluded: [{ said: 'no softener', what: 'softener' }],
    });
    expect(readMeant('una semana sí y una no')).toBeUndefined();
  });

  it('a negation before the only day named, or a no before no day, stays a negation', () => {
    expect(readMeant('not thursday, tuesday')).toEqual({
      text: 'tuesday',
      excluded: [{ said: 'not thursday', what: 'thursday' }],
    });
    expect(readMeant('no el martes, el jueves')?.text).toBe('el jueves');
    expect(readMeant('tuesday no softener')).toEqual({
      text: 'tuesday',
      excluded: [{ said: 'no softener', what: 'softener' }],
    });
  });

  it('two things named with no correction are no correction', () => {
    expect(readMeant('tuesday or wednesday')).toBeUndefined();
    expect(readMeant('martes o miércoles')).toBeUndefined();
    expect(readCount('4 or 5')).toBeUndefined();
  });
});

describe('a negation: what it names is left out, never taken', () => {
  it.each([
    ['cold wash but absolutely no softener', extras, picked('3')],
    ['no hypoallergenic, only cold wash', extras, picked('3')],
    ['lavado en frío y sin suavizante', extrasEs, picked('3')],
    ['solo el hipoalergénico, suavizante no', extrasEs, picked('1')],
  ])('%j on a multi question', (text, list, expected) => {
    expect(recognizeChoice(text, list, multi)).toEqual(expected);
  });

  it.each([
    ['not the visa, the amex', cards, picked('3')],
    ['no la visa, la amex', cards, picked('3')],
    ['the amex not the mastercard', cards, picked('3')],
    ['not monthly, every week', frequency, picked('2')],
    ['cada semana no, cada 4 semanas', frequencyEs, picked('4')],
  ])('%j on a single question', (text, list, expected) => {
    expect(recognizeChoice(text, list, single)).toEqual(expected);
  });

  it.each([
    ["the visa won't work, the amex", cards, picked('3')],
    ["weekly doesn't work for me, every 2 weeks", frequency, picked('3')],
    ['la visa no se puede, la amex', cards, picked('3')],
    ['cada semana no puedo, cada 2 semanas', frequencyEs, picked('3')],
  ])('%j: what is said not to work or not to be possible is left out', (text, list, expected) => {
    expect(recognizeChoice(text, list, single)).toEqual(expected);
  });

  it('a negation alone among several left is asked among those, never one taken', () => {
    expect(recognizeChoice('not the visa', cards, single)).toEqual({ kind: 'ambiguous', values: ['2', '3'] });
    expect(recognizeChoice('la visa no', cards, single)).toEqual({ kind: 'ambiguous', values: ['2', '3'] });
  });

  it('an option whose name holds the negation is that option', () => {
    expect(recognizeChoice('no extras please', extras, multi)).toEqual(picked('4'));
    expect(recognizeChoice('sin extras', extrasEs, multi)).toEqual(picked('4'));
    expect(recognizeChoice('no tip', tips, single)).toEqual(picked('none'));
    expect(recognizeChoice('sin propina, gracias', propinas, single)).toEqual(picked('none'));
  });

  it('a negation that names no option leaves the reply to be read as typed', () => {
    expect(readMeant('no problem, the amex')).toEqual({
      text: 'the amex',
      excluded: [{ said: 'no problem', what: 'problem' }],
    });
    expect(recognizeChoice('not yet', cards, single)).toEqual({ kind: 'none' });
  });

  it('a shrug or a bound is no negation', () => {
    expect(readMeant('no sé, el que sea')).toBeUndefined();
    expect(readMeant('not sure, whichever')).toBeUndefined();
    expect(readMeant('no later than noon')).toBeUndefined();
    expect(readMeant('no thanks')).toBeUndefined();
  });
});

describe('"anything but", "cualquiera menos": only what is left out is said', () => {
  it.each([
    ['anything but tuesday', 'tuesday'],
    ['any day but the 12th', 'the 12th'],
    ['cualquier día menos el lunes', 'el lunes'],
  ])('%j leaves out %j and means nothing else', (text, what) => {
    expect(readMeant(text)).toMatchObject({ text: '', excluded: [{ what }] });
  });
});

describe('a yes and a no that alternate are a pattern, not a negation (every other week)', () => {
  it.each([
    ['una semana sí y otra no', frequencyEs],
    ['una semana si, otra no', frequencyEs],
    ['one week yes, one week no', frequency],
    ['one week on one week off', frequency],
  ])('%j is every 2 weeks, never every week', (text, list) => {
    expect(readMeant(text)).toBeUndefined();
    expect(recognizeChoice(text, list, single)).toEqual(picked('3'));
  });
});

describe("a reply's opening words are no thing taken back", () => {
  it.each(['mejor no, ya me llegan muchos mensajes', 'well no, I get enough texts', 'bueno no, gracias'])(
    '%j is read as typed: a no, never "mejor" retracted and the rest taken',
    (text) => {
      expect(readMeant(text)).toBeUndefined();
    },
  );
});

describe('a correction replaces only with something placed (invariant correction-replaces-with-placeable)', () => {
  const servicios = options(['Lavado y doblado', 'Camisa', 'Tintorería – Traje', 'Tintorería – Vestido']);
  const six = options([
    'Wash & Fold',
    'Wash & Hang Dry',
    'Comforter & Bedding',
    'Dry Clean – Suit',
    'Dry Clean – Shirt',
    'Dry Clean – Dress',
  ]);
  it.each([
    // An aside to someone after the marker, then an addition: nothing is taken back.
    ['the shirt, oops kids, and the dress', six],
    ['the dress, sorry kids, and the comforter', six],
    ['the shirt, sorry buddy, and the dress', services],
    ['wash & fold, oops hon, and a suit', services],
    ['la camisa, perdón mijo, y el vestido', servicios],
    ['el lavado, perdona amor, y también el traje', servicios],
    // An addition right after the marker.
    ['the dress, sorry, and also the shirt', services],
    ['the dress, sorry, and the shirt too', six],
    ['el traje, espera, y la camisa', servicios],
    // An aside with no addition: a correction or an aside? Asked, never the last named alone.
    ['the shirt, sorry babe, the dress', services],
    ['el vestido, perdón mija, la camisa', servicios],
  ])('%j never drops what came before the marker', (text, list) => {
    const read = recognizeChoice(text, list, multi);
    expect(read.kind === 'picked' && read.values.length === 1).toBe(false);
  });
  it.each([
    ['the shirt, sorry, the dress', services, ['4']],
    ['la camisa, perdón, el vestido', servicios, ['4']],
    // A correction that leaves something out is a correction, though what it names first is no option.
    ['wash & fold + the dress and a shirt.. sorry, not the shirt, just the dress', six, ['1', '6']],
  ])('%j with a placeable correction is still the correction', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });
  // Issue 34, round 34 ("lavado y doblado + traje, no espera, tambien 2 camisas"): a pause before more
  // named is no word of the list (invariant pause-before-more-adds).
  it.each([
    ['el traje, no espera, también la camisa', servicios, ['2', '3']],
    ['the dress, oh wait, and the shirt too', six, ['5', '6']],
    ['wash & fold, hold on, also a suit', six, ['1', '4']],
    ['lavado y doblado, espera, y además el vestido', servicios, ['1', '4']],
  ])('%j: a pause before more named adds it', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });
  // Round 45 ("just the suit actually no wait, regular laundry too" dropped the suit): what ends with a
  // word of addition adds (invariant trailing-addition-adds).
  it.each([
    ['only the dress, no wait, the comforter too', six, ['3', '6']],
    ['wash & fold actually no hold on, a suit as well', six, ['1', '4']],
    ['nomás el vestido, no espera, la camisa también', servicios, ['2', '4']],
  ])('%j: more named, ending with an addition, adds it', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });
  it.each([
    'the shirt, sorry, the dress too',
    'el traje, perdón, el vestido también',
    'a suit, scratch that, a dress as well',
  ])('%j: an addition after any marker never takes back what came before', (text) => {
    const read = recognizeChoice(text, six, multi);
    expect(read.kind === 'picked' && read.values.length === 1).toBe(false);
    expect(readMeant(text)?.retracted).toBeUndefined();
  });
  it.each(['3 shirts, sorry, and 2 suits', 'el lunes, espera, y el martes'])(
    '%j: an addition after the marker takes nothing back',
    (text) => {
      expect(readMeant(text)?.retracted).toBeUndefined();
    },
  );
});

describe('why, said right after taking something back, is set aside (invariant correction-reason-set-aside)', () => {
  it.each([
    ['the visa — no, that one expired last month, the mastercard', cards, ['2']],
    ['la visa — no, esa ya se venció, la amex', cards, ['3']],
    ['every week — no wait, way too often. every 4 weeks', frequency, ['4']],
    ['cada semana — no, es demasiado, cada 2 semanas', frequencyEs, ['3']],
    ['fabric softener — hold on, my son is allergic. hypoallergenic detergent', extras, ['1']],
    ['the amex, hang on, the visa', cards, ['1']],
  ])('%j is what follows the reason', (text, list, values) => {
    expect(recognizeChoice(text, list, list === extras ? multi : single)).toEqual(picked(...values));
  });
  it.each([
    // Only said to someone, or an addition: no reason, nothing set aside.
    ['the suit — hold on honey, the dress', services, multi],
    ['the shirt, sorry sweetie, the dress', services, multi],
  ])('%j never drops what came before the marker', (text, list, how) => {
    const read = recognizeChoice(text, list, how);
    expect(read.kind === 'picked' && read.values.length === 1).toBe(false);
  });
  it('a reason with no later thing placed takes nothing back', () => {
    expect(recognizeChoice('the visa — no, that one expired', cards, single)).not.toEqual(picked('1'));
  });
});

describe('at a yes-or-no question, the answer said last after a correction (invariant lead-answers-yes-no)', () => {
  const yesNo: RecognizerOption[] = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  it.each([
    ['nope — wait, yes please, the linen shirts', 'yes'],
    ['yeah — actually no, I get enough emails', 'no'],
    ['ok — no wait, no', 'no'],
    ['No, I really do not want promotions', 'no'],
    ['nah, ya tengo bastantes mensajes', 'no'],
    ['no, ya me mandan muchas cosas', 'no'],
    ['yes, it is for the shop', 'yes'],
  ])('%j is %j', (text, value) => {
    expect(recognizeChoice(text, yesNo, single)).toEqual(picked(value));
  });
  it.each(['nope, yes', 'sí, no', 'nah, yeah'])('%j says both: asked, never the first taken', (text) => {
    expect(recognizeChoice(text, yesNo, single).kind).not.toBe('picked');
  });
});

describe('an everyday noun that is an option here is something said, taken back or meant', () => {
  const parts = options(['Pickup time', 'Delivery time', 'Address', 'Courier tip', 'Nothing']);
  const partes = options(['Hora de recogida', 'Hora de entrega', 'Dirección', 'Propina', 'Nada']);
  it.each([
    ['address, no wait, the delivery time', parts, '2'],
    ['the courier tip — no, the address', parts, '3'],
    ['la dirección — no, perdón, la propina', partes, '4'],
  ])('%j', (text, list, value) => {
    expect(recognizeChoice(text, list, single)).toEqual(picked(value));
  });
});

describe('a no that opens why, with no comma, marks a correction', () => {
  it.each([
    ['$8 — no thats too much, $4', 400],
    ['$6 no its too much, $2', 200],
  ])('%j is the amount after the reason', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });
  it.each(['no thats all', 'no its fine'])('%j opens the reply: nothing taken back', (text) => {
    expect(readMeant(text)?.retracted).toBeUndefined();
  });
});

describe('a day the person is away is left out, never taken', () => {
  it.each([
    ["we're out of town tuesday", 'tuesday'],
    ["I'm busy thursday", 'thursday'],
    ["I'll be away monday, tuesday's fine", 'monday'],
  ])('%j leaves out %j', (text, what) => {
    expect(readMeant(text)?.excluded).toEqual([expect.objectContaining({ what })]);
  });
  it('"right away" leaves nothing out', () => {
    expect(readMeant('do it right away')).toBeUndefined();
  });
});

describe('words that withdraw what came before mark a correction (invariant correction-last-named-meant)', () => {
  it.each([
    ['cold wash, no, forget that, the softener', extras, ['2']],
    ['softener, nope strike that, cold wash only', extras, ['3']],
    ['hypoallergenic and cold wash, nevermind that, just the softener', extras, ['1', '2']],
    ['el suavizante, olvida eso, el hipoalergénico', extrasEs, ['1']],
    ['solo lavado en frío, borra eso, el suavizante', extrasEs, ['2']],
    ['el suavizante, mejor no, el hipoalergénico', extrasEs, ['1']],
  ])('%j on a list', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });

  // Round 46: "Negative, belay that — X only" kept what it took back. A verb of withdrawing said of
  // "that", whichever verb, and a radio's no set apart, take back what came before.
  it.each([
    ['softener, cancel that, hypoallergenic only', extras, ['1']],
    ['hypoallergenic. undo that — just the softener', extras, ['2']],
    ['cold wash only, negative, the softener', extras, ['2']],
    ['el suavizante, cancela eso, solo el hipoalergénico', extrasEs, ['1']],
  ])('%j on a list', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });

  // A radio's no said of a thing leaves that thing out; a withdrawing verb said of a thing is no marker.
  it.each([
    ['hypoallergenic. negative on the softener', extras, ['1']],
    ['hypoallergenic and the softener', extras, ['1', '2']],
  ])('%j on a list keeps what it names', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });

  it.each([
    ['softener, nah scratch that, hypoallergenic', extras, '1'],
    ['cold wash, nah, strike that, the softener', extras, '2'],
  ])('a casual no just before the marker is part of it: %j', (text, list, value) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(value));
  });

  it.each([
    ['the amex, nah the visa', cards, '1'],
    ['visa, naw the amex', cards, '3'],
    ['la visa, nel la mastercard', cards, '2'],
    ['every week, nope every 4 weeks', frequency, '4'],
  ])('a casual no between two things named takes the first back: %j', (text, list, value) => {
    expect(recognizeChoice(text, list, single)).toEqual(picked(value));
  });

  it('a casual no between two counts takes the first back', () => {
    expect(readCount('maybe five, nah four')).toBe(4);
    expect(readCount('seis, nel, cinco')).toBe(5);
  });

  it.each([
    ['wash and fold and a shirt, nah forget the shirt', services, ['1']],
    ['the suit and a shirt, forget the shirt', services, ['3']],
    ['lavado y doblado, el traje y una camisa, no, olvida la camisa', servicesEs(), ['1', '3']],
    ['lavado y doblado y la camisa, olvídate de la camisa', servicesEs(), ['1']],
  ])('"forget X", "olvida X" leave X out: %j', (text, list, values) => {
    expect(recognizeChoice(text, list, multi)).toEqual(picked(...values));
  });

  it.each([
    ["wash and fold, and don't forget the shirt", services],
    ['el traje, y no olvides la camisa', servicesEs()],
  ])('"don\'t forget X" is never X left out: %j', (text, list) => {
    const read = recognizeChoice(text, list, multi);
    expect(read.kind === 'none' ? [] : read.values).toContain('2');
  });

  it('a plain "no" before a thing stays a negation of it, and two cards with no marker are asked', () => {
    expect(recognizeChoice('hypoallergenic, no softener', extras, multi)).toEqual(picked('1'));
    expect(recognizeChoice('the visa or the amex', cards, single).kind).not.toBe('picked');
  });
});

function servicesEs(): RecognizerOption[] {
  return options(['Lavado y doblado', 'Camisa', 'Tintorería – Traje', 'Tintorería – Vestido']);
}

describe('a thing taken back after a marker ending in no (invariant taken-back-thing-negated)', () => {
  it.each([
    'wash and fold and a suit, actually no suit, just the laundry',
    'lavado y doblado y el traje, espera no, el traje no',
    'the wash and fold plus the suit... wait no suit',
  ])('%j never places the thing taken back', (text) => {
    const read = recognizeChoice(text, services, multi);
    expect(read.kind === 'none' ? [] : read.values).not.toContain('3');
  });

  it('keeps what else was named, and a word not named before is still the correction', () => {
    expect(readMeant('wash and fold and a suit, actually no suit, just the laundry')).toEqual({
      text: 'wash and fold and a suit , the laundry',
      excluded: [{ said: 'no suit', what: 'suit' }],
    });
    expect(readMeant('hypoallergenic and softener, wait no softener')?.excluded).toEqual([
      { said: 'no softener', what: 'softener' },
    ]);
    expect(readMeant('2, actually no 3')).toEqual({ text: '3', excluded: [], retracted: '2' });
  });
});

describe('a sentence ended by "!" or "?" closes what a negation reaches (issue 34, round 36)', () => {
  it.each([
    ['saturday instead — no, not shabbos! sunday', 'sunday'],
    ['not friday! saturday', 'saturday'],
    ['not the 8am one? the 10 one then', 'the 10 one then'],
  ])('%j means %j', (text, meant) => {
    expect(readMeant(text)?.text).toBe(meant);
  });
});

// Issue 34, round 40: a correction said after a pause ("…", "...", ". ", " - ", a line break) read as a
// negation of the value after it, the value taken back placed (invariant pause-no-same-kind-corrects).
describe('a no or "mejor" after a pause, between two values of one kind, takes the first back', () => {
  it.each([
    ['$3... no $6', '$6', '$3'],
    ['2 bags… no 3', '3', '2 bags'],
    ['seis. no siete', 'siete', 'seis'],
    ['3 - no 4', '4', '3'],
    ['7\nno 8', '8', '7'],
    ['5... bueno no 7', '7', '5'],
    ['tres… mejor cuatro', 'cuatro', 'tres'],
    ['el martes... no el jueves', 'el jueves', 'el martes'],
    ['thursday. mejor el viernes', 'el viernes', 'thursday'],
    ['cada semana... mejor cada 2 semanas', 'cada 2 semanas', 'cada semana'],
  ])('%j means %j', (text, meant, retracted) => {
    expect(readMeant(text)).toEqual({ text: meant, excluded: [], retracted });
  });

  it.each([
    ['2... no 3', 3],
    ['cuatro bolsas. no, cinco', 5],
    ['1 bag - nah 2', 2],
    ['6\nno 4', 4],
    ['tres… bueno no, dos', 2],
    // "mejor" between two counts corrects after a comma too.
    ['2 bolsas, o mejor 3', 3],
  ])('the count of %j is %i', (text, count) => {
    expect(readCount(text)).toBe(count);
  });

  it.each([
    ['$2... no $6', 600],
    ['6… no 7', 700],
    ['3 dólares. no 8', 800],
    ['$9 - no $4', 400],
    ['2\nmake that 7', 700],
  ])('the amount of %j is %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    ['2... no 3', '3', tips],
    ['$5 - no $2', '2', tips],
    ['the visa... no the amex', '3', cards],
    ['Mastercard\nno visa', '1', cards],
    // A "no" before an opener ("no better", "no mejor") opens the correction, though the words after
    // it were all typed before it: it negates none of them (invariant taken-back-thing-negated).
    ['every 4 week... no better every week', '2', frequency],
    ['cada cuatro semana. no mejor cada semana', '2', frequencyEs],
    ['cada semana… mejor cada 4 semanas', '4', frequencyEs],
    ['solo esta vez... digo cada 2 semanas', '3', frequencyEs],
    ['every week. I mean every 4 weeks', '4', frequency],
  ])('%j picks %j', (text, value, list) => {
    expect(recognizeChoice(text, list, single)).toEqual(picked(value));
  });

  it.each([
    // The value after the correction is no option here: asked, never the one taken back.
    ['3... no 7', tips],
    ['cada semana... no mejor cada 3 semanas', frequencyEs],
  ])('%j, corrected to no option, is asked', (text, list) => {
    expect(recognizeChoice(text, list, single).kind).not.toBe('picked');
  });

  it('a no that negates, or opens the reply, keeps its meaning', () => {
    // On a list, a sentence that refuses something is no correction of what came before.
    expect(recognizeChoice('hypoallergenic detergent. no softener', extras, multi)).toEqual(picked('1'));
    expect(recognizeChoice('cold wash only... no softener', extras, multi)).toEqual(picked('3'));
    // Another kind after the no, or a bound: a negation.
    expect(readMeant('3 bags... no starch')).toEqual({
      text: '3 bags',
      excluded: [{ said: 'no starch', what: 'starch' }],
    });
    expect(readMeant('10am... no later than noon')?.retracted).toBeUndefined();
    // "mejor" before what is no day says what would be better of the day, takes nothing back.
    expect(readMeant('el martes... mejor temprano')).toBeUndefined();
    // With a comma only, "no" before a number stays "not" ("5 bolsas, no 2").
    expect(readCount('5 bolsas, no 2')).toBe(5);
    // After a pause, a no that opens an option's own name ("No tip") is that option, never $3.
    expect(recognizeChoice('2... no tip', tips, single)).toEqual(picked('none'));
    expect(recognizeChoice('$5. bueno no, sin propina', propinas, single)).toEqual(picked('none'));
    // An opening no is the answer.
    expect(readMeant('no... 5')?.retracted).toBeUndefined();
    expect(
      recognizeChoice(
        'no. 2 bags',
        [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
        single,
      ),
    ).toEqual(picked('no'));
  });
});
