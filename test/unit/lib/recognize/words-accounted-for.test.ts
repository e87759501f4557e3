/**
 * The property of invariant reply-words-accounted-for: a reply the recognizer reads as an option,
 * with one more word that could change its meaning and that it cannot place (a modifier: "second",
 * "not", "maybe"; a word of another option; among windows, any name no window has), is never read as
 * that same option. It may be asked back, read as another option by what the word means ("every
 * second week" is every 2 weeks), or not read at all; never the bare reply's reading.
 */
import fc from 'fast-check';
import { recognizeChoice } from '../../../../lib/recognize';
import { STOPWORDS } from '../../../../lib/recognize/choice-context';
import { matchWord } from '../../../../lib/recognize/fuzzy-match';
import { isNeutral } from '../../../../lib/recognize/neutral-words';
import { tokenize } from '../../../../lib/recognize/normalize';
import type { RecognizerOption } from '../../../../lib/recognize/types';
import { businessGlossary } from '../../../../lib/words/glossary';

const glossary = businessGlossary();

const ZONE = 'America/New_York';

/** The how-often question as the order flow asks it (lib/flows/order/steps-when.ts). */
const FREQUENCY: RecognizerOption[] = [
  { value: '0', label: 'Just this once', synonyms: ['once', 'one time', 'just once'], everyWeeks: 0 },
  { value: '1', label: 'Every week', synonyms: ['weekly', 'each week', 'cada semana'], everyWeeks: 1 },
  { value: '2', label: 'Every 2 weeks', synonyms: ['every other week', 'biweekly'], everyWeeks: 2 },
  { value: '4', label: 'Every 4 weeks', synonyms: ['monthly', 'every month'], everyWeeks: 4 },
];

const at = (hour: number) => `2025-06-03T${String(hour + 4).padStart(2, '0')}:00:00Z`;
const window = (value: string, from: number, to: number, label: string): RecognizerOption => ({
  value,
  label,
  window: { startTime: at(from), endTime: at(to) },
});
/** A pickup day's windows (New York, summer time). */
const WINDOWS: RecognizerOption[] = [
  window('w8', 8, 10, 'Store driver'),
  window('w9', 9, 11, 'DoorDash Drive'),
  window('w12', 12, 14, 'Store driver'),
  window('w15', 15, 17, 'DoorDash Drive'),
];

const CARDS: RecognizerOption[] = [
  { value: 'visa', label: 'Visa ending 4242 (default)', synonyms: ['visa', 'default'] },
  { value: 'mc', label: 'Mastercard ending 5555', synonyms: ['mastercard', 'master card'] },
];

const RETURN: RecognizerOption[] = [
  {
    value: 'store',
    label: "I'll collect it at Spin City Laundry – Chelsea",
    synonyms: ['collect', 'at the store'],
  },
  {
    value: 'deliver',
    label: 'Deliver it to 210 W 21st St, Apt 4B, New York',
    synonyms: ['delivery', 'deliver'],
  },
];

/** A question, and replies each reads as one of its options. */
const QUESTIONS: { name: string; options: RecognizerOption[]; replies: string[] }[] = [
  {
    name: 'frequency',
    options: FREQUENCY,
    replies: ['every week', 'weekly', 'every 2 weeks', 'just once', 'monthly'],
  },
  {
    name: 'windows',
    options: WINDOWS,
    replies: ['9am', 'the 8 to 10', '12 to 2', '3pm doordash', '8am store driver'],
  },
  { name: 'cards', options: CARDS, replies: ['the visa', 'mastercard', 'my default card'] },
  { name: 'return', options: RETURN, replies: ['delivery', 'deliver it', 'at the store'] },
];

/** Words that change a meaning, which these questions' options cannot place. */
const MODIFIERS = [
  'second',
  'third',
  'two',
  '5',
  'not',
  'never',
  'without',
  'except',
  'half',
  'maybe',
  'or',
  'only',
  'other',
  'cheaper',
  'tomorrow',
  'sin',
  'otra',
  'quizas',
  'couple',
  'pair',
  'par',
];

/** Words of other options than `value`'s that its own words lack: naming one too, the reply could mean either. */
/** Words of the options other than `values` (the options the bare reply picks: "both" picks two). */
const otherWords = (options: RecognizerOption[], ...values: string[]) => {
  const wordsOf = (o: RecognizerOption) => [o.label, ...(o.synonyms ?? [])].flatMap(tokenize);
  const own = new Set(options.filter((o) => values.includes(o.value)).flatMap(wordsOf));
  return options
    .filter((o) => !values.includes(o.value))
    .flatMap(wordsOf)
    .filter(
      (w) => !isNeutral(w) && !STOPWORDS.has(w) && ![...own].some((o) => matchWord(w, o) !== undefined),
    );
};

const read = (text: string, options: RecognizerOption[]) =>
  recognizeChoice(text, options, { multi: false, timeZone: ZONE });

/** A word no option of the question names, even with a typo, and no neutral word. */
function unplaceable(word: string, options: RecognizerOption[]): boolean {
  if (isNeutral(word)) return false;
  const optionWords = options.flatMap((o) => [o.label, ...(o.synonyms ?? [])].flatMap(tokenize));
  return !optionWords.some((w) => matchWord(word, w) !== undefined);
}

const insert = (reply: string, word: string, position: number) => {
  const words = reply.split(' ');
  const at = position % (words.length + 1);
  return [...words.slice(0, at), word, ...words.slice(at)].join(' ');
};

const cases = fc.record({
  question: fc.constantFrom(...QUESTIONS),
  pick: fc.nat(),
  modifier: fc.oneof(
    fc.constantFrom(...MODIFIERS),
    fc.constantFrom('other-option'),
    fc.stringMatching(/^[a-z]{5,9}$/),
  ),
  position: fc.nat(),
});

describe('a reply with a word the recognizer cannot place is never read as the bare reply (invariant reply-words-accounted-for)', () => {
  it('holds for every question, reply, modifier and place', () => {
    fc.assert(
      fc.property(cases, ({ question, pick, modifier, position }) => {
        const reply = question.replies[pick % question.replies.length] as string;
        const bare = read(reply, question.options);
        // The bare reply reads as one option.
        fc.pre(bare.kind === 'picked' && bare.values.length === 1);
        const value = bare.values[0] as string;
        const others = otherWords(question.options, value);
        const word = modifier === 'other-option' ? others[position % Math.max(others.length, 1)] : modifier;
        // A made-up word changes a meaning among windows, where it may name a provider none has, and
        // between "every" and its unit, where it stands for the count ("every few weeks").
        const modified = insert(reply, word ?? '', position);
        const meaningful =
          MODIFIERS.includes(word ?? '') ||
          modifier === 'other-option' ||
          question.name === 'windows' ||
          (question.name === 'frequency' && /^every \S+ weeks?$/.test(modified));
        fc.pre(word !== undefined && meaningful);
        // On how often, "only" first or last is "just": "one time only", "every week only" (invariant
        // only-closes-a-list); within the reply ("every only week") it stays a modifier.
        const atEdge = position % (reply.split(' ').length + 1) === 0 || modified.endsWith(` ${word}`);
        fc.pre(!(question.name === 'frequency' && word === 'only' && atEdge));
        // The word alone is no reading of the bare reply's option.
        const alone = read(word as string, question.options);
        fc.pre(!(alone.kind === 'picked' && alone.values.includes(value)));
        fc.pre(modifier === 'other-option' || unplaceable(word as string, question.options));
        const found = read(modified, question.options);
        expect(found.kind === 'picked' && found.values.join() === bare.values.join()).toBe(false);
      }),
      {
        numRuns: 500,
        examples: [
          [
            {
              question: QUESTIONS[0] as (typeof QUESTIONS)[number],
              pick: 0,
              modifier: 'second',
              position: 1,
            },
          ],
          // "every couple weeks" (round 17) and a word no reader knows in the count's place.
          [
            {
              question: QUESTIONS[0] as (typeof QUESTIONS)[number],
              pick: 0,
              modifier: 'couple',
              position: 1,
            },
          ],
          [{ question: QUESTIONS[0] as (typeof QUESTIONS)[number], pick: 0, modifier: 'zorkt', position: 1 }],
        ],
      },
    );
  });

  it.each([
    ['every second week', FREQUENCY, '1'],
    ['every couple of weeks', FREQUENCY, '1'],
    ['cada tantas semanas', FREQUENCY, '1'],
    ['every blessed wonky week', FREQUENCY, '1'],
    // The family said as an alternation (invariant alternation-every-second): never every week.
    ['semana sí, semana no', FREQUENCY, '1'],
    ['a week on, a week off', FREQUENCY, '1'],
    ['una sí, una no', FREQUENCY, '1'],
    ['cada otra semana', FREQUENCY, '1'],
    ['the 9-10 Roadie', WINDOWS, 'w9'],
    ['not the visa', CARDS, 'visa'],
  ])('"%s" is not read as the bare reply', (reply, options, bare) => {
    const found = read(reply, options);
    expect(found.kind === 'picked' && found.values.join() === bare).toBe(false);
  });

  it('reads what the word means where it can, and asks back where it cannot', () => {
    expect(read('every second week', FREQUENCY)).toEqual({ kind: 'picked', values: ['2'] });
    // "a couple" is 2, as a count of bags is (count.ts).
    expect(read('every couple of weeks please', FREQUENCY)).toEqual({ kind: 'picked', values: ['2'] });
    expect(read('cada par de semanas', FREQUENCY)).toEqual({ kind: 'picked', values: ['2'] });
    // A count it cannot read stands for some number of weeks: the recurring options, asked.
    expect(read('every zorkt weeks', FREQUENCY)).toEqual({ kind: 'ambiguous', values: ['1', '2', '4'] });
    expect(read('every single week', FREQUENCY)).toEqual({ kind: 'picked', values: ['1'] });
    expect(read('semana sí, semana no', FREQUENCY)).toEqual({ kind: 'picked', values: ['2'] });
    expect(read('a week on, a week off', FREQUENCY)).toEqual({ kind: 'picked', values: ['2'] });
    expect(read('not the visa', CARDS)).toEqual({ kind: 'picked', values: ['mc'] });
    expect(read('the 9-10 Roadie', WINDOWS)).toMatchObject({ kind: 'unsure', values: ['w9'] });
  });
});

/** The services with their descriptions, as the services question shows them (a multi question). */
const SERVICES: RecognizerOption[] = [
  ['1', 'Wash & Fold', 'Laundry washed, dried and folded, priced by the pound.'],
  ['4', 'Dry Clean – Suit', 'Dry cleaning of a two-piece suit.'],
  ['5', 'Dry Clean – Shirt', 'Dry cleaning of a shirt, returned pressed.'],
].map(([value, name, detail]) => ({
  value: value as string,
  ...glossary.option(name as string, 'en'),
  detail: glossary.shown(detail as string, 'en'),
}));
/** The suit's extras with the none option, in Spanish (a multi question). */
const SUIT_EXTRAS: RecognizerOption[] = [
  { value: '305', ...glossary.option('Crease press', 'es') },
  { value: '306', ...glossary.option('Stain treatment', 'es') },
  { value: 'none', label: 'Sin extras', none: true },
];
const DETERGENTS: RecognizerOption[] = ['Standard', 'Hypoallergenic', 'Eco-friendly'].map((name) => ({
  value: name,
  ...glossary.option(name, 'es'),
}));
const USUAL_CARDS: RecognizerOption[] = [
  { value: 'visa', label: 'Visa ending 4242 (default)', synonyms: ['visa', 'the usual', 'la de siempre'] },
  { value: 'mc', label: 'Mastercard ending 5555', synonyms: ['mastercard'] },
];

/** Replies read in the customer's own words: descriptions, whose it is, none and both as said, the usual. */
const OWN_WORDS: { options: RecognizerOption[]; multi: boolean; replies: string[] }[] = [
  {
    options: SERVICES,
    multi: true,
    replies: ['the two-piece suit', "my husband's shirt", 'regular laundry', 'the suit dry cleaned'],
  },
  { options: SUIT_EXTRAS, multi: true, replies: ['nada extra', 'ambas cosas', 'con raya'] },
  { options: DETERGENTS, multi: false, replies: ['el que no da alergia', 'el antialérgico'] },
  { options: USUAL_CARDS, multi: false, replies: ['la de siempre', 'the usual'] },
];

describe("replies in the customer's own words keep every meaningful word accounted for (invariant reply-words-accounted-for)", () => {
  const readOwn = (text: string, options: RecognizerOption[], multi: boolean) =>
    recognizeChoice(text, options, { multi, timeZone: ZONE });

  it("a modifier or another option's word added is never read as the bare reply", () => {
    fc.assert(
      fc.property(
        fc.record({
          question: fc.constantFrom(...OWN_WORDS),
          pick: fc.nat(),
          modifier: fc.oneof(fc.constantFrom(...MODIFIERS), fc.constantFrom('other-option')),
          position: fc.nat(),
        }),
        ({ question, pick, modifier, position }) => {
          const reply = question.replies[pick % question.replies.length] as string;
          const bare = readOwn(reply, question.options, question.multi);
          fc.pre(bare.kind === 'picked');
          // The none option's words are the list's own noun ("extras": "both of the extras") and a
          // negation, which MODIFIERS cover: another option's words here are the others'.
          // Texting's "n" ("wash n fold") joins the items of a list question (choice.ts): no option's word there.
          const others = otherWords(
            question.options.filter((o) => !o.none),
            ...bare.values,
          ).filter((w) => !(question.multi && w === 'n'));
          const word = modifier === 'other-option' ? others[position % Math.max(others.length, 1)] : modifier;
          fc.pre(word !== undefined);
          fc.pre(modifier === 'other-option' || unplaceable(word as string, question.options));
          // "only the suit" on a list question is the suit and nothing more (invariant only-closes-a-list).
          const edge = position % (reply.split(' ').length + 1);
          fc.pre(!(question.multi && word === 'only' && (edge === 0 || edge === reply.split(' ').length)));
          // "my husband's 5 shirt": a count right before the option's own thing is how many of it (invariant count-of-the-named-thing).
          // Only neutral words between ("5 my husband's shirt") leave it right before it.
          const thing = reply.split(' ').findIndex((w) => /^(?:suit|shirt)/.test(w));
          const between = reply.split(' ').slice(edge, Math.max(edge, thing));
          const neutral = between.every((w) => ['my', "husband's", 'the'].includes(w));
          // So is a count in words of no number ("a couple shirts").
          fc.pre(!(question.multi && /^(?:two|5|couple)$/.test(word as string) && thing >= edge && neutral));
          const modified = readOwn(insert(reply, word as string, position), question.options, question.multi);
          expect(modified.kind === 'picked' && modified.values.join() === bare.values.join()).toBe(false);
        },
      ),
      { numRuns: 800 },
    );
  });

  it.each([
    // A count before no thing of one option is still asked back (invariant count-of-the-named-thing).
    ['two dry cleaning', SERVICES, true],
    ['dos cosas', SUIT_EXTRAS, true],
    ['not the usual', USUAL_CARDS, false],
  ])('"%s" is not read as its bare reply', (reply, options, multi) => {
    const found = readOwn(reply, options, multi);
    expect(found.kind === 'picked' && found.values.length === 1 && found.values[0] !== 'mc').toBe(false);
  });
});

describe('a span said after "every" is the span', () => {
  it.each([
    ['each fortnight would be lovely', '2'],
    ['cada quincena me viene bien', '2'],
  ])('"%s" is every %s weeks', (reply, value) => {
    expect(read(reply, FREQUENCY)).toEqual({ kind: 'picked', values: [value] });
  });

  it.each(['every other fortnight', 'cada monthly', 'todas las quincenas no'])(
    '"%s" is not picked',
    (reply) => {
      expect(read(reply, FREQUENCY).kind).not.toBe('picked');
    },
  );
});

/** What can change on an order (lib/flows/change/steps-pick.ts): one option is shown as the everyday noun "Address". */
const ORDER_PARTS: RecognizerOption[] = [
  { value: 'pickup', label: 'Pickup time', synonyms: ['pickup', 'move pickup', 'pick up'] },
  { value: 'delivery', label: 'Delivery time', synonyms: ['delivery', 'move delivery', 'drop off'] },
  { value: 'address', label: 'Address' },
  { value: 'tip', label: 'Courier tip', synonyms: ['tip'] },
];

describe('an option shown as an everyday noun is named by it (invariant everyday-label-is-said)', () => {
  it.each(['please change the pickup address', 'pickup address thx', 'delivery address'])(
    '"%s" names the address with the other part, and is asked back',
    (reply) => {
      const found = read(reply, ORDER_PARTS);
      expect(found.kind).not.toBe('picked');
      expect(found.kind === 'none' ? [] : found.values).toContain('address');
    },
  );

  it('in Spanish too: "la dirección de la recogida, porfa"', () => {
    const parts = ORDER_PARTS.map((o) =>
      o.value === 'address'
        ? { ...o, label: 'Dirección' }
        : o.value === 'pickup'
          ? { ...o, synonyms: ['recogida'] }
          : o,
    );
    const found = read('la dirección de la recogida, porfa', parts);
    expect(found.kind).not.toBe('picked');
    expect(found.kind === 'none' ? [] : found.values).toContain('address');
  });

  it.each([
    ['the address please', 'address'],
    ['the pickup, please', 'pickup'],
  ])('"%s" is still the one option it names', (reply, value) => {
    expect(read(reply, ORDER_PARTS)).toEqual({ kind: 'picked', values: [value] });
  });

  it('an everyday noun no option is shown as stays commentary: "my Visa card" is the Visa', () => {
    expect(read('my visa card', CARDS)).toEqual({ kind: 'picked', values: ['visa'] });
  });
});

// Issue 34, round 36: "… and such", "… etc." only trail off (invariant vague-tail-answers-nothing): the
// option named before them is picked, as "… and stuff" is.
describe('a trailing "and such" or "etc." changes no option', () => {
  const menu: RecognizerOption[] = [
    { value: 'order', label: 'Start a new order', role: 'choice' },
    {
      value: 'settings',
      label: 'Preferences and notes',
      role: 'choice',
      synonyms: ['preferences'],
      intent: true,
    },
    { value: 'products', label: 'Products and prices', role: 'choice' },
  ];
  it.each([
    'preferences and whatnot',
    'the notes etc',
    'prices etcetera',
    'notes and such',
    'preferences y todo eso',
    'prices and all that',
  ])('%j picks its option', (text) => {
    const picked = recognizeChoice(text, menu, { multi: false, timeZone: 'UTC' });
    expect(picked.kind).toBe('picked');
  });

  it('on a list question a tail that trails off says there are more, unnamed: never read as the items alone', () => {
    const soaps: RecognizerOption[] = [
      { value: 'hypo', label: 'Hypoallergenic detergent' },
      { value: 'soft', label: 'Fabric softener' },
    ];
    const read = recognizeChoice('hypoallergenic detergent and all that', soaps, {
      multi: true,
      timeZone: 'UTC',
    });
    expect(read).not.toEqual({ kind: 'picked', values: ['hypo'] });
  });
});
