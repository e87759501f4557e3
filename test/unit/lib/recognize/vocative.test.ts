/**
 * Vocatives and discourse tags said around an answer (issue 34, round 17): set aside at the start or
 * end of a reply or clause, and only where they can be nothing else (invariant vocative-never-said).
 * Each phrasing here is one no held-out round had.
 */
import { FILLERS } from '../../../../lib/recognize/phrase-match';
import { withoutVocatives } from '../../../../lib/recognize/vocative';

describe('a vocative or a tag at the edge of a reply or clause is set aside', () => {
  it.each([
    ['2 bags sugar', '2 bags'],
    ['darlin, friday works', 'friday works'],
    ['hon, hon, the 9 one', 'the 9 one'],
    ['thursday is fine, sweetheart', 'thursday is fine'],
    ['ya casi pe, el martes', 'ya casi, el martes'],
    ['el martes pe', 'el martes'],
    ['cancélalo mano', 'cancélalo'],
    ['mano, cancélalo', 'cancélalo'],
    ['asere dame 4 bolsas', 'dame 4 bolsas'],
    ['parce, el jueves', 'el jueves'],
    ['klk 3 bolsas', '3 bolsas'],
    ['el viernes, tato', 'el viernes'],
    ['Fíjate que mejor el lunes', 'mejor el lunes'],
    ['fíjese, dos bolsas', 'dos bolsas'],
    ['Ñó, qué rápido, el sábado', 'qué rápido, el sábado'],
    ['la de las 10 causa', 'la de las 10'],
    ['sí, al toque', 'sí'],
    ['pues el de siempre', 'el de siempre'],
    ['the cheaper one, pues', 'the cheaper one'],
    ['SEND IT AGAIN HUN', 'SEND IT AGAIN'],
    ['shoot, wrong day', 'wrong day'],
  ])('%j is %j', (text, meant) => {
    expect(withoutVocatives(text)).toBe(meant);
  });
});

describe('a word that means something elsewhere is kept there', () => {
  it.each([
    // "a mano" is by hand, "la causa" the cause, "no sugar" an instruction, "mi tía" an aunt.
    'lavar a mano',
    'lavado a mano, por favor',
    'la mancha es de causa desconocida',
    'no sugar',
    'the stain is from the sugar',
    'la ropa de mi tía',
    // Opening a clause without a comma, an ambiguous word is a word: "honey stain", "sugar water".
    'honey stain on the collar',
    'sugar water spill on the shirt',
    'mano de obra',
    // "pe" only closes a clause; "shoot" only opens one.
    'pe de pera',
    'for a photo shoot',
    'shoot me the code',
    // "ñó" is no "no": a "no" is never set aside.
    'no',
    'no, el martes',
    // In capitals among lower-case words, a designation: "Smith Engineering PE".
    'Smith Engineering PE',
    // Nothing but a tag: left whole, for the step to ask about.
    'hon',
    'mano',
  ])('%j stays whole', (text) => {
    expect(withoutVocatives(text)).toBe(text);
  });
});

describe('one list', () => {
  it('the readers that skip filler words skip the vocatives that mean nothing else', () => {
    const fillers = FILLERS.map((p) => p.join(' '));
    for (const word of ['hon', 'darlin', 'asere', 'parce', 'klk', 'fijese', 'nano', 'chamo'])
      expect(fillers).toContain(word);
    // Never the ones that mean something elsewhere ("a mano"), nor "ñó", which tokenize folds to "no".
    for (const word of ['mano', 'causa', 'pe', 'no', 'sugar']) expect(fillers).not.toContain(word);
  });
});
