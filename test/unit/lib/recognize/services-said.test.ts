/**
 * The services as a customer lists them, read with the default glossary (lib/words/laundry-glossary.ts):
 * every item of the list is an option or asked back, never dropped (invariant reply-words-accounted-for);
 * a service named with a negation is left out (invariant negated-excluded-never-taken).
 */
import { recognizeChoice } from '../../../../lib/recognize';
import type { RecognizerOption } from '../../../../lib/recognize/types';
import { businessGlossary } from '../../../../lib/words/glossary';
import type { Language } from '../../../../lib/words/language';

/** The sandbox's services (infra/local/sandbox/seed-data.ts), as the services question shows them. */
const SERVICES: [string, string][] = [
  ['201', 'Wash & Fold'],
  ['202', 'Wash & Hang Dry'],
  ['203', 'Comforter & Bedding'],
  ['204', 'Dry Clean – Suit'],
  ['205', 'Dry Clean – Shirt'],
  ['206', 'Dry Clean – Dress'],
  ['207', 'Wash & Press'],
  ['208', 'Dry Clean – Jacket'],
];
const glossary = businessGlossary();
const optionsIn = (language: Language): RecognizerOption[] =>
  SERVICES.map(([value, name]) => ({ value, ...glossary.option(name, language) }));
const read = (text: string, language: Language) =>
  recognizeChoice(text, optionsIn(language), { multi: true, timeZone: 'America/New_York' });
/** The sandbox's extras of Wash & Fold and of the suit, with the none option the extras question adds. */
const EXTRAS: [string, string][] = [
  ['301', 'Hypoallergenic detergent'],
  ['302', 'Fabric softener'],
  ['303', 'Cold wash only'],
  ['305', 'Crease press'],
  ['306', 'Stain treatment'],
];
const readExtras = (text: string, language: Language) =>
  recognizeChoice(
    text,
    [
      ...EXTRAS.map(([value, name]) => ({ value, ...glossary.option(name, language) })),
      { value: 'none', label: 'No extras', none: true },
    ],
    { multi: true, timeZone: 'America/New_York' },
  );

describe('services listed in a reply', () => {
  it.each([
    ['en', 'regular laundry and a dress', ['201', '206']],
    ['en', 'laundry by the pound plus a shirt', ['201', '205']],
    ['es', 'ropa por libra + una camisa, sin edredón', ['201', '205']],
    ['es', 'la ropa normal y un vestido, edredón no', ['201', '206']],
    ['es', 'lavado por libra y el saco', ['201', '208']],
    ['en', 'shirt+dress', ['205', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // "+" joins a list: an item naming no service is asked back with what was read, never dropped.
    ['en', 'a dress + my tuxedo', 'tuxedo'],
    ['en', 'wash & fold + my suite', 'suite'],
    ['es', 'un vestido + mi smoking', 'smoking'],
    ['es', 'ropa por libra y las cortinas', 'cortinas'],
  ])('%s %j is asked back, never read without %j', (language, text, word) => {
    const found = read(text, language as Language);
    expect(found.kind).not.toBe('picked');
    if (found.kind === 'unsure') expect(found.unplaced).toContain(word);
  });
});

describe('dry cleaning said as its shorthand, the suit as the Andes say it', () => {
  it.each([
    // "dc" is the tickets' shorthand for dry cleaning, after the garment or before it.
    ['en', 'shirt dc and w/f', ['201', '205']],
    ['en', 'dc the dress + wash n fold', ['201', '206']],
    // "terno" is the suit in the Andes; a want said in the conditional is no item.
    ['es', 'un terno y una camisa', ['204', '205']],
    ['es', 'necesitaría lavado por libra y además el terno de mi esposo', ['201', '204']],
    ['es', 'requiero tintorería de vestido', ['206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Dry cleaning with no garment names several services: asked back, never one chosen.
    ['en', 'dc please'],
    ['es', 'tintorería'],
  ])('%s %j is not read as one service', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe('the crease said as the Andes say it', () => {
  it.each([
    ['es', 'con filo porfa', ['305']],
    ['es', 'el filo del pantalón y quitar la mancha', ['305', '306']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

describe('extras followed by words that close the list (invariant list-closed-by-nothing-else)', () => {
  it.each([
    ['en', 'the softener, nothing more thanks', ['302']],
    ['en', 'fabric softener and cold wash, thats all', ['302', '303']],
    ['en', 'crease press and nothing else', ['305']],
    ['es', 'suavizante y agua fría, y nada más', ['302', '303']],
    ['es', 'solo lavado en frío, eso es todo por favor', ['303']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['en', 'no softener, nothing else'],
    ['es', 'sin suavizante y nada más'],
    // Before the closing words, a refusal alone: never read as the item it refuses.
    ['en', 'not the softener, thats all'],
  ])('%s %j never picks the softener', (language, text) => {
    const found = readExtras(text, language as Language);
    expect(found.kind === 'picked' && found.values.includes('302')).toBe(false);
  });
});

describe("every item of a list read, in the customer's own words", () => {
  it.each([
    // Bedding is the sheets too; extras said as a person says them.
    ['es', 'las sábanas y una camisa', ['203', '205']],
    ['en', 'the bed sheets plus a shirt', ['203', '205']],
  ])('services: %s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['es', 'detergente hipoalergénico y con agua fría', ['301', '303']],
    ['en', 'softener and use cold water', ['302', '303']],
    ['es', 'con raya, y que le quiten la mancha del pantalón', ['305', '306']],
    ['en', 'crease and get the stain out of the sleeve', ['305', '306']],
  ])('extras: %s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A count before no one service's thing is asked back naming it, none dropped.
    ['es', 'un vestido y 2 en seco', ['206'], '2'],
    ['en', 'a dress and 4 of the dry cleaning', ['206'], '4'],
  ])('%s %j is asked back as %j naming %j', (language, text, values, count) => {
    expect(read(text, language as Language)).toMatchObject({ kind: 'unsure', values, unplaced: [count] });
  });

  it.each([
    // A count right before the thing one service's name has is how many of it (invariant count-of-the-named-thing).
    ['es', 'un vestido y 2 camisas', ['205', '206']],
    ['es', 'ropa por libra y dos trajes', ['201', '204']],
    ['en', 'a dress and 4 shirts', ['205', '206']],
    ['en', 'three shirts to dry clean. wash and fold too', ['201', '205']],
    // Issue 34, round 34: a count said in words of no number, or the day the thing is worn ("my Sunday
    // suit"), right before it is what it is like (invariant count-of-the-named-thing).
    ['en', 'wash and fold plus a couple of dresses dry cleaned', ['201', '206']],
    ['en', 'several shirts dry clean and the wash & fold', ['201', '205']],
    ['es', 'lavado y doblado y varias camisas en tintorería', ['201', '205']],
    ['en', 'laundry by the pound and his Friday shirt dry cleaned', ['201', '205']],
    ['en', 'my sunday dress and regular laundry', ['201', '206']],
    // Beside things named, the laundry is the plain laundry service (invariant laundry-beside-things-is-the-plain-service).
    ['en', 'some dirty laundry plus a dress', ['201', '206']],
    ['en', 'my comforter and the clothes', ['201', '203']],
    ['es', 'el vestido y la ropa sucia', ['201', '206']],
  ])('%s %j is %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  // Issue 34, round 34 ("ropa y unas sábanas"): beside the plain laundry, the sheets may go in its wash
  // or be sent as bedding (invariant linens-beside-laundry-asked).
  it.each([
    ['es', 'la ropa sucia y las sábanas', ['201', '203']],
    ['en', 'clothes plus the sheets', ['201', '203']],
    ['en', 'my dirty laundry and bed sheets', ['201', '203']],
  ])('%s %j is asked back, never taken', (language, text, values) => {
    expect(read(text, language as Language)).toMatchObject({ kind: 'unsure', values });
  });

  it.each([
    // A word naming the bedding besides the sheets: both services whatever bag the sheets go in.
    ['es', 'ropa, el edredón y las sábanas', ['201', '203']],
    ['en', 'clothes, the comforter and the sheets', ['201', '203']],
    // Sheets without the laundry are the bedding, as before.
    ['es', 'las sábanas y una camisa', ['203', '205']],
  ])('%s %j is %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Alone, or beside words naming no one service, the laundry is asked back.
    ['en', 'clothes'],
    ['en', 'the laundry and some dry cleaning'],
    ['es', 'la ropa y lo de tintorería'],
  ])('%s %j is not taken', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe("a service named with its description's words, and whose it is", () => {
  /** The sandbox's descriptions, shown as each option's second line. */
  const DESCRIBED: [string, string, string][] = [
    ['201', 'Wash & Fold', 'Laundry washed, dried and folded, priced by the pound.'],
    ['203', 'Comforter & Bedding', 'Laundry service for comforters, duvets and pillows, priced per item.'],
    ['204', 'Dry Clean – Suit', 'Dry cleaning of a two-piece suit.'],
    ['205', 'Dry Clean – Shirt', 'Dry cleaning of a shirt, returned pressed.'],
  ];
  const described = (text: string, language: Language) =>
    recognizeChoice(
      text,
      DESCRIBED.map(([value, name, detail]) => ({
        value,
        ...glossary.option(name, language),
        detail: glossary.shown(detail, language),
      })),
      { multi: true, timeZone: 'America/New_York' },
    );

  it.each([
    // "two-piece" is the suit's own description: no count, no other option.
    ['en', 'my two-piece suit dry cleaned and a shirt', ['204', '205']],
    ['en', "the suit (two piece) and my wife's shirt", ['204', '205']],
    ['es', 'mi traje de dos piezas y una camisa', ['204', '205']],
    // A word group said in any of the glossary's ways: "limpiar en seco", "lavar en seco".
    ['es', 'limpiar en seco el traje de mi hijo', ['204']],
    ['es', 'la camisa de mi novio pa lavar en seco', ['205']],
    ['en', "my daughter's comforter", ['203']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(described(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A description's words alone name nothing; beside another option, or changed, they pick nothing.
    ['en', 'two-piece'],
    ['es', 'dos piezas'],
    ['en', 'the shirt, two piece'],
    ['en', 'three-piece suit'],
    ['es', 'un traje de tres piezas'],
  ])('%s %j is never picked', (language, text) => {
    expect(described(text, language as Language).kind).not.toBe('picked');
  });
});

describe('extras said as a person says them', () => {
  const withNone = (language: Language) => [
    ...EXTRAS.map(([value, name]) => ({ value, ...glossary.option(name, language) })),
    { value: 'none', label: language === 'es' ? 'Sin extras' : 'No extras', none: true as const },
  ];
  const extras = (text: string, language: Language) =>
    recognizeChoice(text, withNone(language), { multi: true, timeZone: 'America/New_York' });
  const ofTwo = (text: string, language: Language) =>
    recognizeChoice(text, withNone(language).slice(3), { multi: true, timeZone: 'America/New_York' });

  it.each([
    // None in either language, alone or with the list's noun, whatever the option's label says.
    ['es', 'ningún extra, gracias', ['none']],
    ['es', 'nada de extras', ['none']],
    ['en', 'nothing extra thx', ['none']],
    ['en', 'none of the extras', ['none']],
    // "y ya": and that's all.
    ['es', 'el suavizante y ya', ['302']],
    // A long word shortened, with the customer's reason beside it.
    ['en', 'hypo soap, my son gets rashes', ['301']],
    ['es', 'el jabón hipo que mi bebé tiene la piel delicada', ['301']],
    // A mild detergent is the hypoallergenic one (issue 34), with the reason beside it as commentary.
    ['en', 'the mild detergent, my husband gets itchy', ['301']],
    ['en', 'gentle soap pls', ['301']],
    ['es', 'el detergente suave, mi niña se irrita', ['301']],
    ['es', 'jabón neutro porfa', ['301']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(extras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  // Issue 34, round 34 ("hypoallergenic. my grandbaby gets a rash", "cold water only, don't want
  // nothin shrinkin"): why an extra is chosen, said after it, is set aside (invariant
  // reason-after-a-list-set-aside), a negation in it no "No extras".
  it.each([
    ['en', 'the hypoallergenic one. my husband gets hives', ['301']],
    ['en', 'fabric softener please, a few of the guys like it soft', ['302']],
    ['es', 'el suavizante, que a mi esposo le gusta así', ['302']],
    ['en', 'cold wash only, dont want anything to fade', ['303']],
    ['es', 'solo lavado en frío, no quiero que se encoja nada', ['303']],
    ['es', 'el hipoalergénico porfa, mi nietecito tiene la piel sensible', ['301']],
    // Round 43: a reason opened by a contracted "I am", "it is" (invariant reason-after-a-list-set-aside).
    ['en', 'the softener, im obsessed with that smell', ['302']],
    ['en', "the hypo one, i'm allergic to most stuff haha", ['301']],
    // Round 43: what the things are for, a day in it the occasion's (invariant occasion-after-an-item-set-aside).
    ['en', "crease press!! it's for my graduation day", ['305']],
    ['es', 'con raya, es para el día de la boda', ['305']],
  ])('%s %j, its reason set aside, picks %j', (language, text, values) => {
    expect(extras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A clause adding is no reason: never the one extra taken.
    ['en', 'fabric softener, and my son gets a rash'],
  ])('%s %j is never the first extra alone', (language, text) => {
    expect(extras(text, language as Language)).not.toEqual({ kind: 'picked', values: ['302'] });
  });

  it.each([
    // A reason naming another extra ("he hates cold water") may want it or not: the extra said is
    // asked back, the other never taken.
    ['en', 'fabric softener, he hates cold water', ['302']],
    ['en', 'cold wash only, my kid is allergic', ['303']],
    ['es', 'el suavizante, que el niño tiene la piel sensible', ['302']],
  ])('%s %j is asked back as %j', (language, text, values) => {
    expect(extras(text, language as Language)).toMatchObject({ kind: 'unsure', values });
  });

  it.each([
    // "Both" of two with what they are called: "things", "cosas", "extras".
    ['es', 'ambas cosas por favor', ['305', '306']],
    ['es', 'los dos extras', ['305', '306']],
    ['en', 'both things', ['305', '306']],
    ['en', 'both of the extras', ['305', '306']],
  ])('of two extras, %s %j picks %j', (language, text, values) => {
    expect(ofTwo(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Both of three, a count of things, an extra negated: never a pick.
    ['en', 'both things', extras],
    ['es', 'dos cosas', ofTwo],
    ['es', 'sin planchado con raya', ofTwo],
    ['en', 'no crease, no stains', ofTwo],
  ])('%s %j is never picked', (language, text, read) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

// Issue 34, round 34 ("el jabón ese bueno"): the person's own quality of a thing (invariant
// quality-of-a-thing-confirmed) is asked back, never taken as the extra whose name says another.
describe("a thing said with a quality of the person's own", () => {
  it.each([
    ['en', 'the good detergent'],
    ['en', 'that nice soap you guys have'],
    ['es', 'el detergente ese bueno'],
    ['es', 'con el jabón fino'],
    ['es', 'buen jabón porfa'],
  ])('%s %j is asked back, never picked', (language, text) => {
    expect(readExtras(text, language as Language).kind).not.toBe('picked');
  });

  it.each([
    // "bueno" opening a reply is a "well", no quality; a quality the option's name says is its own.
    ['es', 'bueno, el hipoalergénico', ['301']],
    ['es', 'bueno el suavizante', ['302']],
    ['en', 'good, softener please', ['302']],
    ['en', 'the soap for sensitive skin', ['301']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

// Issue 34, round 34 ("…and one suit for Dr. Okafor"): whom or what a thing is for names no option
// (invariant for-whom-is-commentary).
// Issue 34, round 34 ("Wash & Fold (towels + scrubs)…", "…aprons and towels mostly", "manteles y
// delantales…"): work and kitchen linens are what the plain laundry takes (invariant
// glossary-things-name-their-service), never an item asked about.
describe('work and kitchen linens sent with the laundry', () => {
  it.each([
    ['en', 'wash and fold: scrubs, napkins and an apron', ['201']],
    ['en', 'the tablecloths plus a suit', ['201', '204']],
    ['es', 'lavado y doblado, unos delantales y servilletas', ['201']],
    ['es', 'los manteles y una camisa en tintorería', ['201', '205']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

// Issue 34, round 34 ("…a few shirts dry cleaned and pressed"): what is done to a thing, said after it
// with "and", is no item of the list (invariant done-to-it-is-no-item).
describe('what is done to a thing, said after "and"', () => {
  /** The round's store, which offers no Wash & Press. */
  const withoutPress = (text: string, language: Language) =>
    recognizeChoice(
      text,
      optionsIn(language).filter((o) => o.value !== '207'),
      { multi: true, timeZone: 'America/New_York' },
    );
  it.each([
    ['en', 'wash & fold plus 2 shirts dry cleaned and pressed', ['201', '205']],
    ['en', 'my dress dry cleaned and steamed', ['206']],
    ['es', 'ropa normal y unas camisas en tintorería y planchadas', ['201', '205']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(withoutPress(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Where Wash & Press is offered, "pressed" may name it: asked back, never Wash & Press added.
    ['en', 'a shirt dry cleaned and pressed', ['205']],
    ['es', 'unas camisas en tintorería y planchadas', ['205']],
  ])('beside Wash & Press, %s %j is asked back as %j', (language, text, values) => {
    expect(read(text, language as Language)).toMatchObject({ kind: 'unsure', values });
  });

  it('beside Wash & Press, "wash and press and a suit" picks both', () => {
    expect(read('wash and press and a suit', 'en')).toEqual({ kind: 'picked', values: ['204', '207'] });
  });
});

describe('a thing said with whom or what it is for', () => {
  it.each([
    ['en', 'a dress for Mrs. Alvarez', ['206']],
    ['en', 'wash & fold and two shirts for Pastor Reyes', ['201', '205']],
    ['es', 'el traje pa la boda de Quique', ['204']],
    ['es', 'lavado y doblado, y un vestido para doña Chela', ['201', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Issue 34, round 38 ("just da dress for Sunday"): the day a thing is wanted for is its need, no
    // answer here (the pickup's day is asked after): the thing is taken (invariant for-whom-is-commentary).
    ['en', 'the suit for sunday', ['204']],
    ['en', 'wash and fold, and the suit for sunday', ['201', '204']],
    ['en', 'just the dress for Sunday', ['206']],
    ['es', 'un vestido para mañana', ['206']],
    ['en', 'my suit for next friday', ['204']],
    ['es', 'el traje para el sábado y lavado y doblado', ['201', '204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // Another thing, how many, or how often is no whom: asked back.
    ['en', 'a dress for the shirt guy'],
    ['en', 'a dress for 2 people'],
    ['en', 'the suit for every sunday'],
    ['en', 'the suit for sunday the 12th'],
    ['es', 'el traje para cada sábado'],
  ])('%s %j is not taken', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe('a service called a service (issue 34)', () => {
  it.each([
    ['en', "I'd like your wash and press service plus a dress", ['206', '207']],
    ['es', 'el servicio de lavado y planchado y la camisa', ['205', '207']],
    ['en', 'the comforter service', ['203']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

describe('"gentle" of a detergent and of a cycle (issue 34)', () => {
  const options = (language: Language) =>
    ['Hypoallergenic detergent', 'Delicate cycle'].map((name, i) => ({
      value: String(i + 1),
      ...glossary.option(name, language),
    }));
  const gentle = (text: string, language: Language) =>
    recognizeChoice(text, options(language), { multi: true, timeZone: 'America/New_York' });
  it.each([
    ['en', 'the gentle cycle', ['2']],
    ['es', 'ciclo suave', ['2']],
    ['en', 'gentle detergent', ['1']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(gentle(text, language as Language)).toEqual({ kind: 'picked', values });
  });
  it.each([
    ['en', 'gentle'],
    ['es', 'suave'],
  ])('%s %j is either: never picked', (language, text) => {
    expect(gentle(text, language as Language).kind).not.toBe('picked');
  });
});

describe("a preference's option said by what it does", () => {
  const detergents = (language: Language) =>
    ['Standard', 'Hypoallergenic', 'Eco-friendly'].map((name, i) => ({
      value: String(i + 1),
      ...glossary.option(name, language),
    }));
  const detergent = (text: string, language: Language) =>
    recognizeChoice(text, detergents(language), { multi: false, timeZone: 'America/New_York' });

  it.each([
    // A way of saying the option that holds a negation ("no da alergia") is that option, not its opposite.
    ['es', 'ese que no da alergia porfa', ['2']],
    ['es', 'el antialérgico', ['2']],
    ['en', 'whichever is for allergies', ['2']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(detergent(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // The option itself negated is still left out: asked among the others.
    ['es', 'no el hipoalergénico'],
    ['en', 'not the hypoallergenic one'],
    ['es', 'el que no da alergia no, el normal'],
  ])('%s %j never picks the hypoallergenic', (language, text) => {
    const read = detergent(text, language as Language);
    expect(read.kind !== 'none' && read.values.includes('2')).toBe(false);
  });
});

describe('a service named by the things sent (invariant glossary-things-name-their-service)', () => {
  it.each([
    ['en', 'the bath towels and a blazer', ['201', '208']],
    ['en', 'some silk blouses', ['202']],
    ['en', 'my gym clothes plus the quilt', ['201', '203']],
    ['en', 'an evening gown', ['206']],
    ['es', 'las toallas del baño y una chaqueta', ['201', '208']],
    ['es', 'unas cobijas y la ropa sucia', ['201', '203']],
    ['es', 'el flux de mi papá', ['204']],
    ['es', 'una blusa de seda', ['202']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it('asks back between two services that take the same thing', () => {
    const g = businessGlossary();
    const options = ['Wash & Fold', 'Wash & Hang Dry'].map((name, i) => ({
      value: String(i),
      ...g.option(name, 'en'),
    }));
    // Both lines of a business's takes would hold it; here the blouse and the towels name one each.
    expect(recognizeChoice('the towels', options, { multi: true, timeZone: 'America/New_York' })).toEqual({
      kind: 'picked',
      values: ['0'],
    });
    const twice = [
      { value: 'a', label: 'Wash & Fold', synonyms: ['towels'] },
      { value: 'b', label: 'Towel Service', synonyms: ['towels'] },
    ];
    expect(recognizeChoice('the towels', twice, { multi: true, timeZone: 'America/New_York' })).toEqual({
      kind: 'ambiguous',
      values: ['a', 'b'],
    });
  });

  it.each([
    // A thing no service takes stays asked back, never dropped.
    ['en', 'the towels + my curtains', 'curtains'],
    ['es', 'las almohadas y las cortinas', 'cortinas'],
  ])('%s %j is asked back, never read without %j', (language, text, word) => {
    const found = read(text, language as Language);
    expect(found.kind).not.toBe('picked');
    if (found.kind === 'unsure') expect(found.unplaced).toContain(word);
  });
});

describe('"only" and "solo" closing a list (invariant only-closes-a-list)', () => {
  it.each([
    ['en', 'the blazer only', ['208']],
    ['en', 'only wash and fold thanks', ['201']],
    ['es', 'solo las sábanas', ['203']],
    ['es', 'el vestido nomás', ['206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['en', 'only if the shirt is cheap'],
    ['en', 'the only dress'],
  ])('%s %j is not read as the bare item', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe('a number spelled alone beside things said is their count (invariant spelled-number-beside-things-is-a-count)', () => {
  it.each([
    ['es', 'unos vestidos, cuatro', ['206'], 'cuatro'],
    ['en', 'the blazers and three', ['208'], 'three'],
  ])('%s %j is asked back as %j naming %j', (language, text, values, count) => {
    expect(read(text, language as Language)).toEqual({ kind: 'unsure', values, unplaced: [count] });
  });

  it.each([
    ['es', 'uno y tres', ['201', '203']],
    ['en', 'wash and fold, 3', ['201', '203']],
  ])('%s %j still picks by position %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

describe('an extra said with a yes after it, or made small', () => {
  it.each([
    // The yes says the item is wanted (invariant item-then-yes-is-the-item).
    ['en', 'hypoallergenic yes and the stain treatment', ['301', '306']],
    ['es', 'el suavizante sí, y lavado en frío', ['302', '303']],
    ['en', 'stain removal, yeah', ['306']],
    // A Spanish diminutive is its word (invariant diminutive-is-its-word).
    ['es', 'un suavizantito', ['302']],
    ['es', 'con su rayita bien marcada', ['305']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A no after it stays asked back, never the item nor no extras.
    ['en', 'softener no'],
    ['es', 'suavizante no'],
  ])('%s %j is not taken', (language, text) => {
    expect(readExtras(text, language as Language).kind).not.toBe('picked');
  });
});

describe('a list written one item a line, bulleted or not', () => {
  it.each([
    ['en', '• Comforter & Bedding\n• Dry Clean – Dress', ['203', '206']],
    ['en', '- sheets\n- a shirt', ['203', '205']],
    ['es', 'edredón\nun vestido', ['203', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
  it('a line naming no service is asked back with what was read, never dropped', () => {
    expect(read('• sheets\n• my tuxedo', 'en')).toMatchObject({ kind: 'unsure', values: ['203'] });
  });
});

describe('a count announcing the list after a colon (invariant announced-count-agrees)', () => {
  it.each([
    ['en', 'two things: the sheets and a dress', ['203', '206']],
    ['en', 'both: a shirt, a dress', ['205', '206']],
    ['es', 'los dos servicios: edredón y camisa', ['203', '205']],
    ['es', 'tres cosas nomás: edredón, camisa y vestido', ['203', '205', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
  // A count that disagrees with the items is asked back, never the items taken alone.
  it.each([
    ['en', 'three things: the sheets and a dress'],
    ['es', 'dos cosas: edredón'],
  ])('%s %j is asked back', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe('an option by its number and its words (invariant place-restated-by-words)', () => {
  it.each([
    ['es', 'edredón y la 6, la de tintorería', ['203', '206']],
    ['en', 'the sheets, and the 5 dry clean one', ['203', '205']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
  // Words that do not name the option at that number: asked back.
  it.each([
    ['es', 'la 3, la de tintorería'],
    ['en', 'the 1 dry clean one'],
  ])('%s %j is asked back', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

describe('"ocupo" is Mexican Spanish\'s "I need"', () => {
  it('"ocupo lavar y doblar, y una camisa" picks both', () => {
    expect(read('ocupo lavar y doblar, y una camisa', 'es')).toEqual({
      kind: 'picked',
      values: ['201', '205'],
    });
  });
});

// Round 31 (sealed, read after its score): "lavado y secado, lo normal" placed Wash & Fold and Wash &
// Hang Dry both, "secado" taken for the hang dry and "lo normal" for the wash and fold. Washed and
// dried is Wash & Fold's doing too (tumble-dried): never the hang dry alone, nor a second service.
describe('washed and dried, without saying how it dries', () => {
  it('"wash and dry" asks between Wash & Fold and Wash & Hang Dry', () => {
    expect(read('wash and dry', 'en')).toEqual({ kind: 'ambiguous', values: ['201', '202'] });
  });

  it.each([['lavado y secado, lo normal', 'es']] as const)(
    '%j is never the hang dry, nor two services',
    (text, language) => {
      const got = read(text, language);
      const values = 'values' in got ? got.values : [];
      expect(values).not.toContain('202');
      if (got.kind === 'picked') expect(values).toEqual(['201']);
    },
  );

  // Round 44: "lavado y secado" alone says no more than "wash and dry": both services wash and dry, so it
  // asks between them as the English does; its "secado" is no "secadora" of "lavado y secado en secadora"
  // as well (invariant one-reply-word-per-phrase-word).
  it.each([
    ['lavado y secado', 'es'],
    ['el lavado con secado, y una camisa', 'es'],
    ['wash and dry plus the dress', 'en'],
  ] as const)('%j asks between Wash & Fold and Wash & Hang Dry', (text, language) => {
    const got = read(text, language);
    expect(got.kind).toBe('ambiguous');
    expect('values' in got ? got.values : []).toEqual(expect.arrayContaining(['201', '202']));
  });

  it('"lavar y secar y el vestido" is asked back, never the hang dry taken', () => {
    expect(read('lavar y secar y el vestido', 'es').kind).not.toBe('picked');
  });

  it.each([
    ['wash and hang dry', 'en', '202'],
    ['lavado y secado colgado', 'es', '202'],
    ['wash and tumble dry', 'en', '201'],
  ] as const)('%j names its one service', (text, language, value) => {
    expect(read(text, language)).toEqual({ kind: 'picked', values: [value] });
  });
});

// Round 32: "Wash & Fold. And for the suit, dry clean with crease press kindly." placed the dress too,
// "press" read as a typo of "dress". An extra said with its service is no service
// (invariant glossary-words-never-typos-of-each-other).
describe('an extra said with its service names no other service', () => {
  /** A store without Wash & Press, where "press" names no service at all. */
  const readNoPress = (text: string, language: Language) =>
    recognizeChoice(
      text,
      optionsIn(language).filter((o) => o.value !== '207'),
      { multi: true, timeZone: 'America/New_York' },
    );

  it.each([
    ['en', 'laundry by the pound, and the suit dry cleaned with a crease press', ['201', '204']],
    ['en', 'the suit dry cleaned, press it please', ['204']],
  ] as const)('%s %j picks %j, never the dress', (language, text, values) => {
    expect(readNoPress(text, language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['en', 'dry clean, with a crease press'],
    ['en', 'a skirt dry cleaned'],
  ] as const)('%s %j names no dress and no shirt', (language, text) => {
    const got = readNoPress(text, language);
    const values = 'values' in got ? got.values : [];
    expect(values).not.toContain('206');
    expect(values).not.toContain('205');
  });

  it('a typo of the dress is still the dress', () => {
    expect(readNoPress('one drress, dry cleaned', 'en')).toEqual({ kind: 'picked', values: ['206'] });
  });
});

// Issue 34, round 36: services named with when or why they are needed, spelled as said, or with what is
// done to them, are the services named.
describe('services said with why or how they are wanted (round 36)', () => {
  it.each([
    // "warsh" is "wash" as the Midland says it; what the dress is needed for is why, no item
    // (invariant need-after-an-item-set-aside).
    ['en', 'just warsh and fold, and a dress I need cleaned for church Sunday', ['201', '206']],
    ['en', 'a suit I need for a party Saturday', ['204']],
    ['en', 'wash and fold plus the dress, I need it by friday', ['201', '206']],
    ['es', 'lavado y doblado y un vestido que necesito para el domingo', ['201', '206']],
    // Things then the service for them by their own word (invariant thing-restated-by-its-service).
    ['en', 'Wash & Fold + a suit... and the golf shirts, dry clean shirt I guess', ['201', '204', '205']],
    ['en', 'wash and fold plus my work shirts, the dry clean shirt one', ['201', '205']],
    ['es', 'un traje y las camisas de oficina, tintorería de camisa', ['204', '205']],
    // How things are to be dried names the service that dries them so (invariant manner-said-names-its-service);
    // "plumón" is the down comforter as Chile says it.
    ['en', "the bedding, and the good tablecloths hung to dry, they're delicate", ['202', '203']],
    ['en', 'towels line dried', ['202']],
    ['es', 'los manteles que se sequen colgados', ['202']],
    ['es', 'el plumón y unas poleras delicadas que se sequen colgadas', ['202', '203']],
    // An item's details after "with" are how it is wanted (invariant details-after-with-are-the-items).
    ['en', 'wash and fold with hypoallergenic soap, and a suit with a crease', ['201', '204']],
    ['en', 'a suit w a stain on the sleeve', ['204']],
    ['es', 'lavado y doblado con suavizante, y el traje con raya', ['201', '204']],
    // A bracketed aside is said apart, as after a comma.
    ['es', 'lavado y doblado (uniformes) + 1 traje del jefe a tintorería', ['201', '204']],
    ['en', "wash and fold (towels mostly) + a suit (my husband's)", ['201', '204']],
    // How all of them are done, said after them, is no item (invariant both-restated-is-no-item).
    ['es', 'un vestido y unas camisas, en seco las dos cosas', ['205', '206']],
    ['en', 'a suit and a dress, both dry cleaned', ['204', '206']],
    // "no más" last is "nomás": just that.
    ['es', 'lo de lavar y doblar no más', ['201']],
    ['es', 'el traje no más', ['204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A clause that adds another thing is no reason.
    ['en', 'wash and fold, and a dress I need and a shirt', ['201', '206']],
    ['en', 'a dress I need cleaned and 2 shirts', ['206']],
    // A next item naming another thing restates nothing.
    ['en', 'wash and fold plus the golf shirts, a dress', ['201', '206']],
    // A thing in another service's own name, said with a way of drying, is asked between them.
    ['en', 'a suit hung to dry', ['202']],
    // Details naming another service of the list are no details.
    ['en', 'a suit with a shirt', ['204']],
    ['es', 'el traje con la camisa', ['204']],
    ['en', 'wash and fold with pickup tomorrow', ['201']],
    // Done-words that fit only some of them restate nothing.
    ['en', 'a suit and wash and fold, both dry cleaned', ['201', '204']],
    // A number in brackets is a count, never the option at that place.
    ['en', 'wash and fold (3)', ['201', '203']],
  ])('%s %j is never %j alone', (language, text, values) => {
    expect(read(text, language as Language)).not.toEqual({ kind: 'picked', values });
  });
});

// Issue 34, round 36: the hypoallergenic extra said by what it does, and with who wears the things as why.
describe('extras said by what they do, with why (round 36)', () => {
  it.each([
    ['en', "the one that's easy on your skin", ['301']],
    ['en', 'the one easy on the skin pls', ['301']],
    ['es', 'el que es suave con la piel', ['301']],
    // A garment in the reason names no extra: who wears them is why (invariant reason-after-a-list-set-aside).
    ['es', 'hipoalergénico porfa, los uniformes los usa gente con alergias', ['301']],
    ['en', 'fabric softener, my son wears these shirts to bed', ['302']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

// Issue 34, round 36: "una vez na' más" (just once, as the Caribbean says it) was asked back.
describe('"no más" and "nada más" last are "just" (round 36)', () => {
  const HOW_OFTEN = [
    { value: '0', label: 'Solo esta vez', synonyms: ['una vez', 'solo una vez'], everyWeeks: 0 },
    { value: '1', label: 'Cada semana', synonyms: ['semanal', 'cada semana'], everyWeeks: 1 },
    { value: '2', label: 'Cada 2 semanas', synonyms: ['quincenal', 'cada dos semanas'], everyWeeks: 2 },
  ];
  it.each(['una vez nada más', 'una vez no más'])('%j is once', (text) => {
    expect(recognizeChoice(text, HOW_OFTEN, { multi: false, timeZone: 'America/New_York' })).toEqual({
      kind: 'picked',
      values: ['0'],
    });
  });
});

// Issue 34, rounds 37–38 ("wash fold. also my grandson suit for graduation", "the head coach's suit",
// "el vestido de mi mujer", "el traje del jefe de sala"): whose a thing is, said before it or after
// "de", names no option (invariant whose-is-commentary); nor does its colour ("my white shirts").
describe('a thing said with whose it is, or its colour (rounds 37–38)', () => {
  it.each([
    ['en', 'wash fold. also my grandson suit for graduation', ['201', '204']],
    ['en', "practice gear by the pound + the head coach's suit", ['201', '204']],
    ['en', "my brother's suit and a dress", ['204', '206']],
    ['en', 'my grandsons suit', ['204']],
    ['en', 'wash & fold for sure, plus my white shirts for church', ['201', '205']],
    ['en', 'the black dress and wash and fold', ['201', '206']],
    ['es', 'uno, cuatro y el vestido de mi mujer', ['201', '204', '206']],
    ['es', 'tintorería para el traje del jefe de sala', ['204']],
    ['es', 'el vestido de mi sobrina y ropa normal', ['201', '206']],
    ['es', 'las camisas blancas y el traje', ['204', '205']],
    // What it is worn to, before it; whose after a list word; "boss's" folded to "bos".
    ['en', "wash and fold plus my daughter's prom dress", ['201', '206']],
    ['en', "the laundry and my boss's shirts, thank you", ['201', '205']],
    ['en', "wash fold and my fiance's suit for the wedding", ['201', '204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A kind of suit that is no two-piece suit, whoever's it is: never the suit taken.
    ['en', 'my swim suit'],
    ['en', "my son's track suit"],
    ['en', 'the bathing suit for my daughter'],
    // Whose words naming another service ("my wife's silk shirt") stay asked.
    ['en', "my wife's silk shirt"],
    ['es', 'el traje de baño de mi hija'],
  ])('%s %j is not taken', (language, text) => {
    expect(read(text, language as Language).kind).not.toBe('picked');
  });
});

// Issue 34, rounds 37–38: a thing's occasion is no typo of a service's word ("wedding" is no "bedding").
describe('an occasion is no typo of a service (rounds 37–38)', () => {
  it.each([
    ['en', "couple shirts dry cleaned + a dress for my cousin's wedding", ['205', '206']],
    ['en', 'the suit for the wedding', ['204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

// Issue 34, rounds 37–38: the list closed ("nothin fancy", "negative on the rest"), said of this order
// only ("this time"), or with thanks in another language ("obrigada"), is the items said.
describe('a list closed, of this time, or with thanks in passing (rounds 37–38)', () => {
  it.each([
    ['en', 'just wash n fold, nothing fancy', ['201']],
    ['en', 'Wash and fold. Suit. Negative on the rest.', ['201', '204']],
    ['en', 'only the suit this time', ['204']],
    ['en', 'wash and fold for now', ['201']],
    ['es', 'solo el traje esta vez', ['204']],
    ['es', 'lavado y doblado, nada especial', ['201']],
    ['en', 'regular laundry and the suit pls. obrigada', ['201', '204']],
    ['en', 'the suit, merci', ['204']],
    ['en', 'wash and fold :pray:', ['201']],
    ['es', 'lavado y doblado y el traje, eso sería todo', ['201', '204']],
    ['es', 'lavado y doblado, lo demás no hace falta', ['201']],
    ['en', 'the suit, nothing else needed', ['204']],
    ['en', 'wash and fold, none of the other stuff', ['201']],
    ['en', 'the suit and thats about it', ['204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // "the rest" named with a yes, or a time that may be another order's, is no closing.
    ['en', 'the suit this time and the shirts next time'],
    ['en', 'wash and fold, yes on the rest'],
  ])('%s %j is not taken as one item', (language, text) => {
    const found = read(text, language as Language);
    expect(found.kind === 'picked' && found.values.length === 1).toBe(false);
  });
});

// Issue 34, round 38 ("uno, cuatro... y sí, el vestido de mi mujer también, el 6"): numbers listed as
// items are places, and a yes between the items says the next is wanted too, no item of its own.
describe('numbers listed beside things, and a yes between the items (round 38)', () => {
  it.each([
    ['es', 'uno, cuatro... y sí, el vestido de mi mujer también, el 6', ['201', '204', '206']],
    ['es', 'lavado y doblado y sí, el traje también', ['201', '204']],
    ['en', 'wash n fold, and yes the dress', ['201', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // One number alone beside the things is how many of them (invariant spelled-number-beside-things-is-a-count).
    ['es', 'unas camisas, tres'],
    // A no between the items is no yes.
    ['en', 'wash n fold, and no, the dress'],
  ])('%s %j is not taken as said', (language, text) => {
    const found = read(text, language as Language);
    expect(found.kind === 'picked' && found.values.length > 1).toBe(false);
  });
});

// Issue 34, round 38 ("Necesitamos lavado y doblado para manteles…", "I'm is needin my comforter done and
// the regular wash"): a need said first, and "done" said of a thing, name no option.
describe('a need said of the things (round 38)', () => {
  it.each([
    [
      'es',
      'Necesitamos lavado y doblado para manteles y servilletas, y tintorería para el traje del jefe de sala',
      ['201', '204'],
    ],
    ['en', "I'm needin my comforter done and the regular wash", ['201', '203']],
    ['en', 'I need the suit done and wash and fold', ['201', '204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it('"the suit done by friday" is not taken', () => {
    expect(read('the suit done by friday', 'en').kind).not.toBe('picked');
  });
});

// Issue 34, round 38 ("wash n hang dry for the rugby jerseys and reg wash n fold for everything else"):
// texting's "n" is "and" inside a name too, "reg" is "regular", and what a service is for may be "the
// rest" of the things (invariant for-whom-is-commentary).
describe('each service said with the things it is for (round 38)', () => {
  it.each([
    ['en', 'wash n hang dry for the rugby jerseys and reg wash n fold for everything else', ['201', '202']],
    ['en', 'wash n hang dry', ['202']],
    ['en', 'reg laundry and a suit', ['201', '204']],
    ['en', 'hang dry for the jerseys, wash fold for the rest', ['201', '202']],
    [
      'es',
      'lavado y secado colgado para los uniformes y lavado por libra para todo lo demás',
      ['201', '202'],
    ],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // "the rest" said as an item, not what a service is for, is every other option or not: asked.
    ['en', 'wash and fold and the rest'],
    ['en', 'wash and fold, rest too'],
    ['es', 'lavado y doblado y lo demás también'],
  ])('%s %j is not taken as one item', (language, text) => {
    const found = read(text, language as Language);
    expect(found.kind === 'picked' && found.values.length === 1).toBe(false);
  });
});

// Issue 34, round 37 ("coveralls n work clothes by the pound, thats it"): how the last things are done
// may be said of them only; a thing no service names before them ("a tuxedo") is asked back, never sent
// by the pound unasked.
describe('how things listed are done, said after the last (round 37)', () => {
  it.each([
    ['en', 'coveralls n work clothes by the pound, thats it', ['201']],
    ['en', 'a tuxedo and work clothes by the pound', ['201']],
    ['en', 'coveralls and the suit dry cleaned', ['204']],
  ])('%s %j is asked back as %j', (language, text, values) => {
    expect(read(text, language as Language)).toMatchObject({ kind: 'unsure', values });
  });
});

// Issue 34, round 37 ("2 dress shirts, dry clean"): a dress shirt is a shirt; a dress and shirts stay two.
describe('a dress shirt is a shirt (round 37)', () => {
  it.each([
    ['en', '2 dress shirts, dry clean', ['205']],
    ['en', 'wash and fold and my dress shirts', ['201', '205']],
    ['es', 'tres camisas de vestir en tintorería', ['205']],
    ['en', 'a dress and shirts', ['205', '206']],
    ['en', 'dress, shirts', ['205', '206']],
    ['es', 'un vestido y camisas', ['205', '206']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });
});

// Issue 34, round 37 ("lavado y doblado y el saco con pantalon a tintoreria"): a jacket with its trousers
// is a suit; a jacket and trousers listed apart stay asked.
describe('a jacket with its trousers is a suit (round 37)', () => {
  it.each([
    ['es', 'lavado y doblado y el saco con pantalon a tintoreria', ['201', '204']],
    ['en', 'a jacket with matching pants, dry cleaned', ['204']],
    ['es', 'la chaqueta con su pantalón', ['204']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['es', 'el saco y el pantalón'],
    ['en', 'a jacket and pants'],
  ])('%s %j is not taken as the suit', (language, text) => {
    expect(read(text, language as Language)).not.toEqual({ kind: 'picked', values: ['204'] });
  });
});

// Round 44: a list joined by a phrase or a verb of adding, or paused after a number, is read by its
// parts as "and" joins it (invariants joining-phrase-joins-a-list, adding-verb-joins-a-list,
// glue-part-is-no-item; count-of-the-named-thing).
describe('a list joined by a phrase, a verb of adding, or a pause after a number', () => {
  it.each([
    ['en', 'wash and fold as well as a shirt', ['201', '205']],
    ['en', 'a dress along with the wash and fold', ['201', '206']],
    ['en', 'a shirt in addition to the wash & fold', ['201', '205']],
    ['en', 'I require a shirt together with a dress', ['205', '206']],
    ['es', 'lavado y doblado además de una camisa', ['201', '205']],
    ['es', 'una camisa junto con el lavado y doblado', ['201', '205']],
    ['en', 'wash and fold, throw in a shirt', ['201', '205']],
    ['en', 'wash and fold and include a dress', ['201', '206']],
    ['en', '1, 4, then add a dress', ['201', '204', '206']],
    ['en', '1 and 4, actually plus a shirt', ['201', '204', '205']],
    ['es', 'lavado y doblado, agrégale una camisa', ['201', '205']],
    ['es', 'lavado y doblado, súmale una camisa', ['201', '205']],
    ['es', '1 y 4, pues agrégale una camisa', ['201', '204', '205']],
    ['en', '1 and 4... a dress', ['201', '204', '206']],
    ['es', '1 y 4… una camisa', ['201', '204', '205']],
  ])('%s %j picks %j', (language, text, values) => {
    expect(read(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    // A list word between a number and a thing: the 4th option and the thing, never 4 of it; asked
    // back when the parts cannot be told apart.
    ['en', '1 and 4 actually also a shirt'],
    ['es', '1 y 4 pues también una camisa'],
  ])('%s %j is never read as a count of the thing', (language, text) => {
    const got = read(text, language as Language);
    if (got.kind === 'picked') expect(got.values).toEqual(['201', '204', '205']);
  });

  it.each([
    ['en', 'Kindly include the cold wash along with the softener', ['302', '303']],
    ['en', 'the crease press as well as the stain treatment', ['305', '306']],
    ['es', 'el planchado con raya junto con el tratamiento de manchas', ['305', '306']],
    ['en', 'hypoallergenic, and add the cold wash', ['301', '303']],
  ])('extras: %s %j picks %j', (language, text, values) => {
    expect(readExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['en', "don't add softener"],
    ['es', 'no le agregue suavizante'],
  ])('extras: %s %j is never the extra it refuses', (language, text) => {
    const got = readExtras(text, language as Language);
    if (got.kind === 'picked') expect(got.values).not.toContain('302');
  });
});

// Round 44: "everything" with options left out counts the options: all but those (invariant
// everything-but-counts-the-options); alone it stays asked back (invariant everything-asked-back).
describe('everything but what is named, on a list', () => {
  // Wash & Fold's extras alone, as its extras question shows them.
  const readWashFoldExtras = (text: string, language: Language) =>
    recognizeChoice(
      text,
      [
        ...EXTRAS.slice(0, 3).map(([value, name]) => ({ value, ...glossary.option(name, language) })),
        { value: 'none', label: 'No extras', none: true },
      ],
      { multi: true, timeZone: 'America/New_York' },
    );
  it.each([
    ['en', 'everything but the softener', ['301', '303']],
    ['en', 'all listed except the cold wash', ['301', '302']],
    ['en', 'everything on there except softener please', ['301', '303']],
    ['es', 'todo menos el suavizante', ['301', '303']],
    ['es', 'todo lo de la lista excepto el lavado en frío', ['301', '302']],
  ])('extras: %s %j picks %j', (language, text, values) => {
    expect(readWashFoldExtras(text, language as Language)).toEqual({ kind: 'picked', values });
  });

  it.each([
    ['en', 'everything'],
    ['en', 'not the softener'],
    ['es', 'todo'],
  ])('extras: %s %j is asked back', (language, text) => {
    expect(readWashFoldExtras(text, language as Language).kind).not.toBe('picked');
  });
});
