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
    // Tagalog "kuya" and "ate" said to the clerk.
    ['kuya, 3 bags', '3 bags'],
    ['the 2nd one ate', 'the 2nd one'],
    ['get me a person bhai', 'get me a person'],
    ['bhai, 3 bags', '3 bags'],
    ['sir i need to talk to staff', 'i need to talk to staff'],
    ['code did not come sir', 'code did not come'],
    ["yes ma'am", 'yes'],
    ["ma'am, the blue one", 'the blue one'],
    ['darlin, friday works', 'friday works'],
    ['hon, hon, the 9 one', 'the 9 one'],
    ['thursday is fine, sweetheart', 'thursday is fine'],
    ['ya casi pe, el martes', 'ya casi, el martes'],
    ['el martes pe', 'el martes'],
    // Issue 34, round 35's kind: Peruvian "pe" after a "no" inside its clause is no noun ("no sugar").
    ['el jabón no pe', 'el jabón no'],
    ['las promos sí, los avisos no pe', 'las promos sí, los avisos no'],
    ['eso no pe, el lunes', 'eso no, el lunes'],
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
    // Round 18's kinds (issue 34): Cajun, Aussie, Uruguayan, Central American and Andalusian tags.
    ['3 bags cher', '3 bags'],
    ['cher, the saturday one', 'the saturday one'],
    ['the second card mate', 'the second card'],
    ['mate, skip the tip', 'skip the tip'],
    ['el jueves bo', 'el jueves'],
    ['maje, la visa', 'la visa'],
    ['sin extras mae', 'sin extras'],
    ['quillo, dos bolsas', 'dos bolsas'],
    ['la del sábado, cheque', 'la del sábado'],
    ['dos bolsas, va pues', 'dos bolsas'],
    ['el lunes, ta', 'el lunes'],
    ['the crease press, aye', 'the crease press'],
    ['friday, sweet as', 'friday'],
    ['sin notas, pura vida', 'sin notas'],
    ['skip the tip, no worries', 'skip the tip'],
    // Round 20's kinds: Hawaiian Pidgin, Panamanian, Minnesotan.
    ['two bags brah', 'two bags'],
    ['brah, the free one', 'the free one'],
    ['Kim Apparel LLC bruddah', 'Kim Apparel LLC'],
    ['la del jueves, fren', 'la del jueves'],
    ['ope, make that saturday', 'make that saturday'],
    // Round 23's kinds: Spanish "primo"/"prima" (cousin, said to a friend), Hindi "beta"/"beti" (child).
    ['sí primo', 'sí'],
    ['prima, la del jueves', 'la del jueves'],
    ['el viernes, primo', 'el viernes'],
    ['two bags beta', 'two bags'],
    // Round 40: Hindi and Punjabi "ji", respect closing what is said.
    ['the wool ones ji', 'the wool ones'],
    ['ok ji, tuesday', 'ok, tuesday'],
    ['beti, friday works', 'friday works'],
    ['mare, ya van dos bolsas', 'ya van dos bolsas'],
    ['uay, la del jueves', 'la del jueves'],
    ['las dos bolsas uay', 'las dos bolsas'],
    // Round 26's kinds: voseo "vos", Central American "ve", Peruvian "pes", Mexican "(ahí) mero", Cuban
    // "compay" and "chico" set off, Caribbean "mi pana", endearments, and texting tags.
    ['la tercera vos', 'la tercera'],
    ['mandame el código otra vez vos', 'mandame el código otra vez'],
    ['el martes vos, temprano', 'el martes, temprano'],
    ['la visa ve', 'la visa'],
    ['dos bolsas pes', 'dos bolsas'],
    ['en la casa ahí mero', 'en la casa ahí'],
    ['compay, la del sábado', 'la del sábado'],
    ['tres bolsas compay', 'tres bolsas'],
    ['la de las 9, chico', 'la de las 9'],
    ['chica, sin propina', 'sin propina'],
    ['el segundo mi pana', 'el segundo'],
    ['la mastercard mi reina', 'la mastercard'],
    ['sí, mi amor, el jueves', 'sí, el jueves'],
    ['wallah the code never came', 'the code never came'],
    ['the saturday one fr', 'the saturday one'],
    ['resend it rq', 'resend it'],
    ['tbh the cheaper one', 'the cheaper one'],
    ['2 bags lol', '2 bags'],
    ['jajaja el 3', 'el 3'],
    // Round 26's kind: Rioplatense and Central American "vos" said to the listener, closing a clause.
    ['dame dos bolsas vos', 'dame dos bolsas'],
    ['el del jueves vos, ese', 'el del jueves, ese'],
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
    // "ate" after who ate it is the verb.
    'the dog ate',
    'we already ate',
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
    // Round 18's tags where they are words: a cheque paid with, mate the drink, "ta" or "chivo" opening
    // a reply as its answer, "no worries" alone (a yes the step reads), "aye" said first (a yes).
    'pago con cheque',
    'un cheque',
    'el mate de la cocina',
    'ta, la de las 8',
    'ta',
    'chivo, mándelo',
    'no worries',
    'aye, the wool ones',
    'sweet as, the free one',
    'pura vida, haga el pedido',
    'checkmate',
    // "primo" a cousin, "beta" a test or a letter: after a possessive or an article they are words.
    'la ropa de mi primo',
    'es para mi prima',
    'the beta',
    'this is a beta',
    'Primo Levi',
    'Ana Ji',
    'Mare Street Cafe',
    // "vos" the pronoun: after a preposition or "y", or opening a clause ("vos sabés").
    'es para vos',
    'lo dejo con vos',
    '¿y vos?',
    'vos elegí el día',
    // "ve" the verb, after its clitic or subject; "ya mero" (almost); the size "chico" in its sentence.
    'no se ve',
    'la mancha casi no se ve',
    'usted ve',
    'ya mero',
    'un filete de mero',
    'el más chico',
    'la bolsa chica',
    'no chico, el 2',
    // "mi hermano" after a preposition is a brother; "fr" never opens a clause.
    'la ropa de mi hermano',
    'es para mi amor',
    'fr 9 to 11',
    // "vos" the pronoun: opening a clause, or after a preposition.
    'vos elegí el día',
    'la camisa es para vos',
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

// Issue 34, round 26: Central America's "vos" closing a request ("moveme la entrega vos", "4 vos").
describe('"vos" closing a clause', () => {
  it.each([
    ['cambiame la propina vos', 'cambiame la propina'],
    ['5 vos', '5'],
  ])('%j is %j', (text, meant) => {
    expect(withoutVocatives(text)).toBe(meant);
  });

  it.each(['es para vos', 'vos podés elegir', 'con vos'])('%j keeps its "vos"', (text) => {
    expect(withoutVocatives(text)).toBe(text);
  });
});

// Issue 34, round 32: Mexican and Central American tags, texted "ps", Andalusian "ea", and the title said
// to whoever answers ("señito", "señorita"), at the edge of a clause.
describe('texted "ps", "nomasito", "ea", and a title said to whoever answers', () => {
  it.each([
    ['claro ps', 'claro'],
    ['ps el jueves', 'el jueves'],
    ['tres bolsas nomasito', 'tres bolsas'],
    ['ea, el sábado', 'el sábado'],
    ['señito, la mastercard', 'la mastercard'],
    ['sin propina, señorita', 'sin propina'],
    ['el del martes señor', 'el del martes'],
    ['gracias seño', 'gracias'],
    ['dos bolsas, chiquitita', 'dos bolsas'],
  ])('%j is %j', (text, meant) => {
    expect(withoutVocatives(text)).toBe(meant);
  });

  it.each([
    // A person spoken of, after an article or a possessive; a size in its sentence; "each" in English.
    'se la dejo a la señora',
    'lo recibe mi señora',
    'el señor de la entrega',
    'una bolsa chiquitita',
    'shirts are $5 ea',
    // English's P.S. typed in capitals: its words kept as a postscript.
    'ring twice. PS the dog is friendly',
  ])('%j stays whole', (text) => {
    expect(withoutVocatives(text)).toBe(text);
  });
});

// Round 43: Colombian and Andean "vea" (look) opening a reply, Mexican "ándele", costeño "eche", a closing
// "nomás": how something is said, never what. "vea" before what is seen is the verb ("vea mis notas").
describe('"vea", "ándele", "eche" and a closing "nomás" around an answer (round 43)', () => {
  it.each([
    ['vea, la de las diez', 'la de las diez'],
    ['vea que lo dejen en portería', 'que lo dejen en portería'],
    ['vea el martes mejor', 'el martes mejor'],
    ['Vea quiero otra bolsa', 'quiero otra bolsa'],
    ['la tres ándele', 'la tres'],
    ['ándele, la del lunes', 'la del lunes'],
    ['eche, ya pagué', 'ya pagué'],
    ['el de las diez nomás', 'el de las diez'],
    ['sí, está perfecto nomás', 'sí, está perfecto'],
  ])('%j is %j', (text, meant) => {
    expect(withoutVocatives(text)).toBe(meant);
  });

  it.each([
    // The verb "see" before what is seen; a name; the verb after its clitic; alone.
    'vea mis notas',
    'Vea Soto',
    'Ana Vea',
    'que lo vea el chofer',
    'no se vea',
    'vea',
    // "echar" with its object.
    'eche suavizante',
    // "ya nomás", "eso nomás": that's all, the phrase's own; alone it is all that is said.
    'ya nomás',
    'eso nomás, gracias',
    'nomás',
  ])('%j stays whole', (text) => {
    expect(withoutVocatives(text)).toBe(text);
  });
});

// Round 34: "reenvíamelo vale", "hablar con alguien vale", "no vale, ya me llega mucho spam": the "vale"
// (ok, man) of Venezuela, Colombia and Spain closing what is said is a tag; the verb ("cuánto vale", "no
// me vale", "el cupón no vale") and the voucher ("un vale") keep it, and opening a reply it is the answer.
describe('"vale" closing a clause', () => {
  it.each([
    ['reenvíamelo vale', 'reenvíamelo'],
    ['pásame con alguien de verdad vale', 'pásame con alguien de verdad'],
    ['hablar con alguien vale', 'hablar con alguien'],
    ['no vale, ya me llega mucho spam', 'no, ya me llega mucho spam'],
    ['no vale', 'no'],
    ['sí vale', 'sí'],
    ['el 2 vale', 'el 2'],
    ['el martes a las 3, vale', 'el martes a las 3'],
    ['ok, vale, el 2', 'ok, el 2'],
  ])('%j is %j', (text, rest) => {
    expect(withoutVocatives(text)).toBe(rest);
  });

  it.each([
    'vale',
    'vale, gracias',
    'cuánto vale',
    '¿cuánto vale?',
    'no me vale',
    'ese horario no me vale',
    'el cupón no vale',
    'eso no vale',
    'tengo un vale',
    'uso el vale',
    'lo que vale',
    // A surname: "Vale" typed with its capital right after a capitalised name.
    'Ana Vale',
  ])('%j keeps its "vale"', (text) => {
    expect(withoutVocatives(text)).toBe(text);
  });
});

// Issue 34, round 38's kinds (h6): Bahamian "chile", costeño "mi llave", and interjections of Cuba
// ("qué candela"), the Colombian coast ("erda") and Bosnia ("ma daj", "ajde") said around an answer.
describe("a region's address or interjection around an answer is set aside", () => {
  it.each([
    ['yes chile', 'yes'],
    ['chile, the wool ones', 'the wool ones'],
    ['no softener chile', 'no softener'],
    ['el martes mi llave', 'el martes'],
    ['mi llave, la visa', 'la visa'],
    ['qué candela, mejor el viernes', 'mejor el viernes'],
    ['erda, el sábado', 'el sábado'],
    ['ma daj, just one bag', 'just one bag'],
    ['ajde, book it', 'book it'],
  ])('%j → %j', (typed, left) => {
    expect(withoutVocatives(typed)).toBe(left);
  });

  it.each([
    // The pepper and the country, a key, and "ajá" said alone (a yes).
    'a green chile stain',
    'stain from red chile',
    'we moved from Chile',
    'perdí mi llave',
    'ajá',
    'ajá sí',
  ])('%j stays as typed', (typed) => {
    expect(withoutVocatives(typed)).toBe(typed);
  });
});

// Issue 34, round 38 (h6): "yeah chile" hang-dried "chile"; the same door for other words said to whoever
// answers, closing a yes.
describe('more words said to whoever answers, closing a yes', () => {
  it.each([
    ['yes boo', 'yes'],
    ['yeah sis', 'yeah'],
    ['yes fam', 'yes'],
    ['yeah bey', 'yeah'],
    ['yes bruh', 'yes'],
    ['yes homie', 'yes'],
    ['yes brother', 'yes'],
    ['yeah chyle', 'yeah'],
    ['sí mami', 'sí'],
    ['sí papi', 'sí'],
    ['sí compa', 'sí'],
    ['sí loco', 'sí'],
    ['sí broder', 'sí'],
    ['sí, corazón', 'sí'],
    ['sí, cariño', 'sí'],
    ['sí vecina', 'sí'],
  ])('%j → %j', (typed, left) => {
    expect(withoutVocatives(typed)).toBe(left);
  });

  it.each([
    "my brother's suit",
    'for my brother',
    'la ropa de mami',
    'con cariño',
    'eso está loco',
    'dejen la ropa con la vecina',
    // A surname: "Bey" typed with its capital after a capitalised name.
    'Ali Bey',
  ])('%j stays as typed', (typed) => {
    expect(withoutVocatives(typed)).toBe(typed);
  });
});

// Round 50: "no le echéis almidón, ¿vale?" sent the note "no le echéis almidón, ¿?".
describe('a tag asked as a question leaves no empty marks', () => {
  it('"no le echéis almidón, ¿vale?" is "no le echéis almidón"', () => {
    expect(withoutVocatives('no le echéis almidón, ¿vale?')).toBe('no le echéis almidón');
  });
});
