/**
 * Words that only address the person or colour the sentence ("3 bags hon", "mándalo otra vez mano",
 * "agente pe", "klk, quiero ver mis órdenes", "Fíjese que en el 4B"): to whom, or how, never what.
 *
 * @invariant vocative-never-said A vocative or discourse tag of `VOCATIVES`, at the start or end of a
 *   reply or of one of its clauses, is never part of what is said, at any step: `withoutVocatives` sets
 *   it aside before any reader sees the reply (engine.ts `route`), and `FILLERS` (phrase-match.ts) lets
 *   a reader that accounts for every word skip it. A word that means something elsewhere is a tag only
 *   where it can be nothing else: "pe" only closing a clause, "mano", "causa", "sugar" never after an
 *   article, a possessive, a preposition or a conjunction ("lavar a mano", "la causa", "no sugar", "¿y
 *   vos?"), "ve" never after its clitic or subject ("no se ve"), a size ("chico") only set off by a mark,
 *   and opening a clause only when a comma follows ("sugar, 3 bags", never "honey stain on the collar").
 */

interface Vocative {
  /** The words, lower-case, accents kept only on ñ ("fijese que", "ño"). */
  words: string;
  /** Opens a clause without a comma after it ("klk quiero ver", "pues la ropita"). */
  opensBare?: boolean;
  /** Never opens a clause ("pe": only a closing tag). */
  closesOnly?: boolean;
  /** Only ever opens a clause: an interjection ("shoot, …"; "a photo shoot" closes one). */
  opensOnly?: boolean;
  /** Means something elsewhere ("a mano", "la causa", "ñó" folded is "no"): only ever cut by position, never a filler word. */
  meansElsewhere?: boolean;
  /**
   * A name's word too ("Ana Prima", "Casa Beta", "Primo Levi"): typed with its capital right after a
   * capitalised word, no mark between, it is the name's own word, never a tag.
   */
  alsoAName?: boolean;
  /**
   * A word of its own elsewhere, an adjective or a noun ("un bolso chico", "el más chico"): a tag only
   * as a clause of its own, a mark setting it off ("el 2, chico"; "no, chico, el martes").
   */
  setOff?: boolean;
  /**
   * Words right before it that make it a word of the sentence: a verb after its clitic or subject
   * ("se ve", "él ve"), "ya mero" (almost).
   */
  notAfter?: string[];
  /**
   * After a "no" that opens its clause, the tag closes the answer ("no vale, …" is "no"); after a "no"
   * inside one it is the verb negated ("eso no vale"), kept as `BEFORE_A_NOUN` keeps it.
   */
  closesANo?: true;
  /** No word a "no" can negate or determine ("no pe": never a noun after it): closing after any "no", it is the tag. */
  closesEveryNo?: true;
  /**
   * Words right after it that make it a verb with its object ("vea mis pedidos": see my orders): opening
   * a clause before one of them, it is kept.
   */
  notBefore?: string[];
}

/** Words before which a closing word is a noun, not a tag: "a mano", "la causa", "no sugar", "mi tía". */
const BEFORE_A_NOUN = new Set(
  (
    'a an the my your his her our their no of with some for to this that any ' +
    'la el las los un una unos unas mi mis tu tus su sus de del al con en por para sin esta este esa ese ' +
    'otra otro aquella aquel nuestra nuestro que cada mucha mucho poca poco ' +
    // A conjunction or comparison joins a word to the sentence: "¿y vos?", "camisas y pana", "como vos".
    'and or nor like than y o ni como hasta entre segun contra hacia'
  ).split(' '),
);

/**
 * The vocatives and discourse tags said around an answer, one list for every step: Texan "hon",
 * "darlin", "sugar"; Puerto Rican "mano"; Cuban "asere", "ñó"; Colombian "parce", "pues"; Dominican "klk",
 * "tato"; Guatemalan "fíjese (que)"; Peruvian "pe", "causa", "al toque"; Mexican "mija", "wey";
 * Venezuelan "chamo", "pana"; Ecuadorian "ñaño"; Spain's "tío"; Cajun "cher"; Central American "maje",
 * "mae"; Uruguayan "bo", "ta"; Hawaiian "brah"; Panamanian "fren"; Tagalog "kuya", "ate"; and the English "bro", "babe", "dear", "mate".
 */
const LIST: Vocative[] = [
  { words: 'hon', opensBare: true },
  { words: 'hun', opensBare: true },
  { words: 'darlin', opensBare: true },
  { words: 'darling' },
  { words: 'sugar', meansElsewhere: true },
  { words: 'honey' },
  { words: 'sweetie', opensBare: true },
  { words: 'sweetheart' },
  { words: 'babe' },
  { words: 'dear' },
  { words: 'luv' },
  { words: 'buddy' },
  { words: 'dude' },
  { words: 'bro', opensBare: true },
  // South Asian English's "bhai" (brother), and "sir" said to whoever answers.
  { words: 'bhai', opensBare: true },
  { words: 'sir', opensBare: true },
  // "yes ma'am" (round 29: "ma'am" was sent as what to hang-dry).
  { words: 'maam', opensBare: true },
  { words: 'asere', opensBare: true },
  { words: 'acere', opensBare: true },
  { words: 'parce', opensBare: true },
  { words: 'parcero', opensBare: true },
  { words: 'parcera', opensBare: true },
  { words: 'klk', opensBare: true },
  { words: 'tato', meansElsewhere: true },
  { words: 'fijese que', opensBare: true },
  { words: 'fijate que', opensBare: true },
  { words: 'fijese', opensBare: true },
  { words: 'fijate', opensBare: true },
  // Colombian and Andean "vea" (look), opening what is said: "vea la segunda nomás", "vea que me la
  // traigan", "vea, no tengo cuenta". The verb "see" before what is seen ("vea mis pedidos": see my
  // orders) keeps it, as does a name ("Vea Lima", its capital before a capital); never closing ("que lo vea").
  {
    words: 'vea',
    opensBare: true,
    opensOnly: true,
    meansElsewhere: true,
    alsoAName: true,
    notBefore: 'mis mi sus su tus tu nuestros nuestras nuestro nuestra'.split(' '),
  },
  // Mexican "ándele" (come on, go ahead) opening or closing: "ándele, quiero abrir mi cuenta", "el gratis ándele".
  { words: 'andele', opensBare: true },
  // Costeño "eche" (hey, well), a comma after it: "eche, no me llegó nada". The verb "echar" elsewhere
  // ("eche la ropa"), so only a clause of its own.
  { words: 'eche', opensOnly: true, meansElsewhere: true },
  { words: 'ño', opensBare: true, meansElsewhere: true },
  { words: 'mano', meansElsewhere: true },
  { words: 'manito', meansElsewhere: true },
  { words: 'causa', meansElsewhere: true },
  { words: 'pe', closesOnly: true, meansElsewhere: true, closesEveryNo: true },
  { words: 'pues', opensBare: true, meansElsewhere: true },
  { words: 'al toque', closesOnly: true, meansElsewhere: true },
  { words: 'mija' },
  { words: 'mijo' },
  { words: 'mijita' },
  { words: 'mijito' },
  { words: 'wey' },
  { words: 'guey' },
  { words: 'chamo' },
  { words: 'chama' },
  { words: 'pana' },
  { words: 'panita' },
  { words: 'ñaño' },
  { words: 'ñaña' },
  { words: 'ñañito' },
  { words: 'ñañita' },
  { words: 'tio' },
  { words: 'tia' },
  { words: 'joven' },
  // Cajun "cher", Australian and British "mate", Uruguayan "bo", Central American "maje" and Costa Rican
  // "mae", Andalusian "quillo" (chiquillo): to whom. "mate" is a drink ("el mate") and "bo" a name elsewhere.
  { words: 'cher' },
  { words: 'mate', meansElsewhere: true },
  { words: 'bo', meansElsewhere: true },
  { words: 'maje' },
  { words: 'mae' },
  { words: 'quillo' },
  // Hawaiian Pidgin "brah", "bruddah" and Panamanian "fren" (friend): to whom, as "bro" is.
  { words: 'brah', opensBare: true },
  { words: 'bruddah', opensBare: true },
  { words: 'fren' },
  // Tagalog "kuya" (older brother) and "ate" (older sister), said to a clerk in a Taglish reply ("salamat
  // po kuya", "2 bags po ate"). "ate" is English's verb too: only closing a clause, never after who ate
  // ("the dog ate", "I already ate"), and never a filler word.
  { words: 'kuya', opensBare: true },
  {
    words: 'ate',
    closesOnly: true,
    meansElsewhere: true,
    notAfter:
      'i you he she we they it who that which dog cat baby kid kids already just never also all what'.split(
        ' ',
      ),
  },
  // Tags closing what is said, agreeing or easing it: Salvadoran "cheque" and Guatemalan "va pues" (all
  // right), Uruguayan "ta" (ok), Scots "aye", Kiwi "sweet as", Costa Rican "pura vida", "no worries".
  // Each is an answer too when it opens a reply or is all of it ("ta, la de 9", "sweet as, book it",
  // "cheque" the payment): set aside only as a clause's close, after words of their own ("sin propina
  // esta vez, ta"; "pago con cheque" keeps its cheque, a noun after "con").
  { words: 'cheque', closesOnly: true, meansElsewhere: true },
  { words: 'va pues', closesOnly: true, meansElsewhere: true },
  { words: 'ta', closesOnly: true, meansElsewhere: true },
  { words: 'aye', closesOnly: true, meansElsewhere: true },
  { words: 'sweet as', closesOnly: true, meansElsewhere: true },
  { words: 'pura vida', closesOnly: true, meansElsewhere: true },
  { words: 'no worries', closesOnly: true, meansElsewhere: true },
  // Interjections opening a clause, a comma after them: "oh shoot, that ain't my number", "dang, …".
  { words: 'oh shoot', opensOnly: true, meansElsewhere: true },
  { words: 'shoot', opensOnly: true, meansElsewhere: true },
  { words: 'dang', opensOnly: true },
  { words: 'shucks', opensOnly: true },
  { words: 'gosh', opensOnly: true },
  // Minnesotan "ope" (a small surprise or sorry): "ope, make that two".
  { words: 'ope', opensOnly: true },
  // Spanish "primo", "prima" (cousin, said to any friend) and Hindi "beta", "beti" (child, said to a
  // younger person): to whom. "mi primo" is a cousin, "the beta" a test, "Ana Prima" a surname.
  { words: 'primo', meansElsewhere: true, alsoAName: true },
  { words: 'prima', meansElsewhere: true, alsoAName: true },
  { words: 'beta', meansElsewhere: true, alsoAName: true },
  { words: 'beti', alsoAName: true },
  // Hindi and Punjabi "ji", the respect closing what is said ("haan ji", "thank you ji", "3 bags ji"):
  // to whom. A name's word too ("Ana Ji").
  { words: 'ji', closesOnly: true, alsoAName: true },
  // Yucatecan "mare" (surprise), an interjection opening a clause, a comma after it: "mare, ya es tarde".
  // Canarian "chacho" (muchacho), and Costa Rica's "diay" (well, so) opening a clause.
  { words: 'chacho' },
  { words: 'diay', opensOnly: true },
  { words: 'mare', opensOnly: true, meansElsewhere: true },
  // Yucatecan "uay" (oh my), wherever it stands: "uay, ya es tarde", "las dos uay".
  { words: 'uay' },
  // Rioplatense and Central American "vos" (you) closing what is said to someone ("el 1 vos", "pasame con
  // alguien vos"): a pronoun too, so only closing a clause, never after a preposition or "y" ("para
  // vos", "¿y vos?"), and never opening one ("vos sabés").
  { words: 'vos', closesOnly: true, meansElsewhere: true },
  // Guatemalan and Salvadoran "ve" (look, you see) closing a clause ("el 1 ve"): a verb after a clitic or
  // its subject ("no se ve", "él ve"), so never there.
  {
    words: 've',
    closesOnly: true,
    meansElsewhere: true,
    notAfter: [
      'se',
      'te',
      'le',
      'les',
      'lo',
      'la',
      'me',
      'nos',
      'el',
      'ella',
      'usted',
      'ud',
      'uno',
      'quien',
      'si',
    ],
  },
  // Peruvian "pes" (pues), as "pe"; Mexican "mero" (right: "ahí mero"), never "ya mero" (almost) nor the
  // mere or the fish after an article ("el mero día", "filete de mero").
  { words: 'pes', closesOnly: true },
  // Venezuelan, Colombian and Spain's "vale" (ok, man) closing what is said: "reenvíamelo vale", "no
  // vale, ya me llega mucho spam". A verb elsewhere ("cuánto vale", "no me vale", "eso no vale") and a
  // voucher after an article ("un vale"); opening a reply it is the answer, ok. A surname too ("Ana Vale").
  {
    words: 'vale',
    closesOnly: true,
    meansElsewhere: true,
    alsoAName: true,
    closesANo: true,
    notAfter: [
      'me',
      'te',
      'le',
      'les',
      'nos',
      'se',
      'lo',
      'la',
      'cuanto',
      'que',
      'cual',
      'quien',
      'nada',
      'eso',
      'esto',
    ],
  },
  // Texted "pues", opening or closing ("si ps", "ps la 2"); English's P.S. opens a postscript, whose
  // words are kept. Typed in capitals among lower-case words it is that P.S. (`said`).
  { words: 'ps', opensBare: true, meansElsewhere: true },
  // Mexican "nomasito" (nomás, just) closing what is said: "una nomasito", "de 8 a 10 nomasito".
  { words: 'nomasito', closesOnly: true },
  // "nomás" (just) closing what is said eases it, as its diminutive does: "la segunda nomás", "sí así
  // está bien nomás". After "ya", "eso", "nada" it is the phrase's own "that's all" ("ya nomás", "eso
  // nomás": done), kept; list questions read "only" of their own (choice.ts, invariant only-closes-a-list).
  {
    words: 'nomas',
    closesOnly: true,
    meansElsewhere: true,
    notAfter: ['ya', 'eso', 'esto', 'nada', 'no', 'solo', 'pero', 'y', 'o'],
  },
  // Andalusian "ea" (come on, there) opening a clause: "ea, vale". English "ea" is "each" ("$5 ea").
  { words: 'ea', opensOnly: true, meansElsewhere: true },
  // Said to whoever answers: "señito" (Guatemalan), "seño", "señorita", "señora", "señor". Nouns after
  // an article or a preposition ("el señor de DoorDash", "la señorita que me atendió"), so never there.
  { words: 'señito' },
  { words: 'seño', meansElsewhere: true },
  { words: 'señorita', meansElsewhere: true },
  { words: 'señora', meansElsewhere: true },
  { words: 'señor', meansElsewhere: true },
  // "chiquitita" (little one), said to anyone in Mexico: a size elsewhere ("una bolsa chiquitita"), so
  // only set off by a mark, as "chico".
  { words: 'chiquitita', setOff: true, meansElsewhere: true },
  { words: 'chiquitito', setOff: true, meansElsewhere: true },
  { words: 'mero', closesOnly: true, meansElsewhere: true, notAfter: ['ya'] },
  // Cuban "compay" (compadre); Caribbean "mi pana", "mi socio" and the endearments "mi reina", "mi rey",
  // "mi amor", "mi vida", "mi cielo": to whom. After a preposition they are people ("para mi amor").
  { words: 'compay', opensBare: true },
  { words: 'compai', opensBare: true },
  { words: 'mi pana' },
  { words: 'mi panita' },
  { words: 'mi reina' },
  { words: 'mi rey' },
  { words: 'mi amor' },
  { words: 'mi vida' },
  { words: 'mi cielo' },
  { words: 'mi hermano', meansElsewhere: true },
  { words: 'mi hermana', meansElsewhere: true },
  // Cuban "chico", "chica" (said to anyone): a size elsewhere ("el más chico"), so only set off by a mark.
  { words: 'chico', setOff: true, meansElsewhere: true },
  { words: 'chica', setOff: true, meansElsewhere: true },
  // Bahamian and Southern "chile" (child), said to anyone: "yeah chile". The pepper and the country
  // elsewhere ("green chile", "from Chile"), so never after a word that names or places one.
  {
    words: 'chile',
    meansElsewhere: true,
    notAfter: [
      'green',
      'red',
      'hot',
      'spicy',
      'roasted',
      'dried',
      'from',
      'in',
      'on',
      'at',
      'by',
      'and',
      'or',
      'salsa',
    ],
  },
  // Said to whoever answers in American English ("yes boo", "yeah sis", "yes fam", "yes bruh", "yes homie"),
  // Bahamian "bey" (boy), Spanglish "broder", Mexican "compa"; "chile" typed "chyle".
  { words: 'boo' },
  { words: 'sis' },
  { words: 'fam' },
  { words: 'bruh' },
  { words: 'homie' },
  { words: 'bey', alsoAName: true },
  { words: 'chyle' },
  { words: 'broder' },
  { words: 'compa' },
  // And words that name someone elsewhere, so never after an article, a possessive or a preposition: a
  // relation ("my brother's suit", "la ropa de mami"), an endearment ("con cariño"), a neighbour, and
  // "loco" as said of something ("eso está loco").
  { words: 'brother', meansElsewhere: true },
  { words: 'mami', meansElsewhere: true },
  { words: 'papi', meansElsewhere: true },
  { words: 'corazon', meansElsewhere: true },
  { words: 'cariño', meansElsewhere: true },
  { words: 'vecina', meansElsewhere: true },
  { words: 'vecino', meansElsewhere: true },
  {
    words: 'loco',
    meansElsewhere: true,
    notAfter: ['esta', 'es', 'muy', 'tan', 'medio', 'bien', 'se', 'volver', 'vuelve'],
  },
  // Costeño "mi llave" (my pal): to whom. A key after a verb of keys ("perdí mi llave", "dejo mi llave").
  {
    words: 'mi llave',
    meansElsewhere: true,
    notAfter: [
      'perdi',
      'deje',
      'dejo',
      'dejamos',
      'tengo',
      'tiene',
      'tienen',
      'encuentro',
      'olvide',
      'use',
      'usen',
      'busquen',
      'traigan',
      'devuelvan',
    ],
  },
  // Interjections opening a clause: Cuban "qué candela" (what a mess), costeño "erda" (wow), Bosnian "ma
  // daj" (come on) and "ajde", "hajde" (come on, let's).
  { words: 'que candela', opensOnly: true },
  { words: 'erda' },
  { words: 'ma daj', opensOnly: true },
  { words: 'ajde', opensBare: true },
  { words: 'hajde', opensBare: true },
  // Texting tags: an oath ("wallah"), "for real", "real quick", laughter. They say how, never what.
  { words: 'wallah', opensBare: true },
  { words: 'wallahi', opensBare: true },
  { words: 'fr', closesOnly: true, meansElsewhere: true },
  { words: 'frfr', closesOnly: true },
  { words: 'fr fr', closesOnly: true, meansElsewhere: true },
  { words: 'rq', closesOnly: true },
  { words: 'tbh', opensBare: true },
  { words: 'ngl', opensBare: true },
  { words: 'lol', opensBare: true },
  { words: 'lmao', opensBare: true },
  { words: 'haha', opensBare: true },
  { words: 'hahaha', opensBare: true },
  { words: 'jaja', opensBare: true },
  { words: 'jajaja', opensBare: true },
  { words: 'jeje', opensBare: true },
];

/**
 * The vocatives that mean nothing else, as `tokenize` folds them ("ñaño" is "nano"), for the readers
 * that skip filler words wherever they stand (phrase-match.ts `FILLERS`).
 */
export const VOCATIVE_WORDS: string[] = LIST.filter((v) => !v.meansElsewhere).map((v) =>
  v.words.normalize('NFKD').replace(/\p{M}/gu, ''),
);

/** A word folded for comparison: lower case, accents dropped except the ñ's ("Fíjese" → "fijese", "Ñó" → "ño"). */
function folded(word: string): string {
  return (
    word
      .toLowerCase()
      // Every accent off but the tilde, so "ñ" stays itself once composed again.
      .normalize('NFD')
      .replace(/[\u0300-\u0302\u0304-\u036f]/g, '')
      .normalize('NFC')
      .replace(/['’]/g, '')
  );
}

interface Word {
  text: string;
  start: number;
  end: number;
  /** The whole reply is typed in capitals ("3 BAGS HON"): a word in capitals is no acronym for that. */
  shouting: boolean;
}

/** Where a clause ends: a comma, stop, semicolon, colon, question or exclamation mark, dash, line break. */
const CLAUSE_MARK = /[,.;:!?¡¿\n–—]|\s-\s/;

/** The vocative the words from `i` on spell (longest first), if any. */
function vocativeAt(words: Word[], i: number): Vocative | undefined {
  return LIST.filter((v) => v.words.split(' ').every((p, k) => said(words[i + k], p))).sort(
    (a, b) => b.words.length - a.words.length,
  )[0];
}

/** The vocative the words up to `j` spell (longest first), if any. */
function vocativeEndingAt(words: Word[], j: number): Vocative | undefined {
  return LIST.filter((v) => {
    const parts = v.words.split(' ');
    return parts.every((p, k) => said(words[j - parts.length + 1 + k], p));
  }).sort((a, b) => b.words.length - a.words.length)[0];
}

/**
 * Whether `word` is the vocative's word `part`. Typed in capitals among lower-case words it is a
 * designation or an acronym, never a tag ("Smith Engineering PE", "Lima KLK Imports").
 */
function said(word: Word | undefined, part: string): boolean {
  if (!word || folded(word.text) !== part) return false;
  return !(word.text.length > 1 && word.text === word.text.toUpperCase() && !word.shouting);
}

/** Whether `word` is typed with its capital right after a capitalised word, no mark between: "Ana Prima". */
function inAName(text: string, before: Word, word: Word): boolean {
  const capital = (w: Word) => /^\p{Lu}/u.test(w.text) && !w.shouting;
  return capital(before) && capital(word) && !marked(text, before.end, word.start);
}

/** Whether the raw text between two offsets holds a clause mark (or is the reply's edge). */
function marked(text: string, from: number, to: number): boolean {
  return CLAUSE_MARK.test(text.slice(from, to));
}

/**
 * The reply without the vocatives and discourse tags that open or close it or one of its clauses
 * (invariant vocative-never-said), the rest as typed. A reply that is nothing but tags is left whole.
 *
 * @invariant vea-opening-is-look Colombian and Andean "vea" opening a clause ("vea la segunda", "vea que
 *   me la traigan", "vea, no tengo cuenta") is "look", set aside; before a possessive it is the verb
 *   with what is seen ("vea mis pedidos", kept), typed with its capital before a capital a name ("Vea
 *   Lima"), and alone, closing, or after its clitic ("que lo vea", "no se vea") a word of the sentence.
 *
 * @example withoutVocatives('Ana Lima, hon') // 'Ana Lima'
 * @example withoutVocatives('ya pe, pásame con alguien') // 'ya, pásame con alguien'
 * @example withoutVocatives('lavar a mano') // 'lavar a mano'
 */
export function withoutVocatives(text: string): string {
  const shouting = !/\p{Ll}/u.test(text);
  const words: Word[] = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    shouting,
  }));
  const cut = new Set<number>();
  // A clause opens at the reply's start or after a mark; it closes at the reply's end or before one.
  const opensAt = (i: number) =>
    i === 0 || marked(text, (words[i - 1] as Word).end, (words[i] as Word).start);
  const closesAfter = (i: number) =>
    i === words.length - 1 || marked(text, (words[i] as Word).end, (words[i + 1] as Word).start);
  for (let i = 0; i < words.length; i++) {
    if (!opensAt(i)) continue;
    // Tags opening a clause, one after another ("asere, klk, …"); a closing-only one ("pe") opens none,
    // unless it is the whole clause after another ("nada, pe").
    let j = i;
    for (let v = vocativeAt(words, j); v; v = vocativeAt(words, j)) {
      const last = j + v.words.split(' ').length - 1;
      const whole = closesAfter(last);
      if (v.closesOnly ? !(whole && j > 0) : !(v.opensBare || whole)) break;
      const after = words[last + 1];
      if (!whole && after && v.notBefore?.includes(folded(after.text))) break;
      if (v.alsoAName && after && !whole && inAName(text, words[j] as Word, after)) break;
      for (let k = j; k <= last; k++) cut.add(k);
      j = last + 1;
    }
  }
  for (let end = words.length - 1; end >= 0; end--) {
    if (!closesAfter(end) || cut.has(end)) continue;
    // Tags closing this clause, from its end back ("todo, mano", "nada pe causa").
    let j = end;
    while (j >= 0) {
      const v = vocativeEndingAt(words, j);
      if (!v || v.opensOnly) break;
      const from = j - v.words.split(' ').length + 1;
      if (from === 0 || opensAt(from) || v.setOff) break; // a clause that is only the tag: "nada, asere" is cut above
      const before = folded((words[from - 1] as Word).text);
      if (v.notAfter?.includes(before)) break;
      if (v.alsoAName && inAName(text, words[from - 1] as Word, words[from] as Word)) break;
      const answeringNo = before === 'no' && ((v.closesANo && opensAt(from - 1)) || v.closesEveryNo === true);
      if (
        BEFORE_A_NOUN.has(before) &&
        !answeringNo &&
        !marked(text, (words[from - 1] as Word).end, (words[from] as Word).start)
      )
        break;
      for (let k = from; k <= j; k++) cut.add(k);
      j = from - 1;
    }
  }
  if (cut.size === 0 || cut.size === words.length) return text;
  let out = '';
  let at = 0;
  for (const i of [...cut].sort((a, b) => a - b)) {
    const w = words[i] as Word;
    out += text.slice(at, w.start);
    at = w.end;
  }
  out += text.slice(at);
  return tidied(out);
}

/** The punctuation a cut word leaves behind, tidied: "ya , pásame" → "ya, pásame", "Ana Lima," → "Ana Lima". */
function tidied(text: string): string {
  return (
    text
      // "no le echéis almidón, ¿vale?": a question that was only the tag leaves no empty marks behind.
      .replace(/¿\s*\?/g, '')
      .replace(/¡\s*!/g, '')
      .replace(/\s+([,;:])/g, '$1')
      .replace(/([,;:])(\s*[,;:])+/g, '$1')
      .replace(/([,;:])\s*([.!?])/g, '$2')
      .replace(/^[\s,;:]+/, '')
      .replace(/[\s,;:]+$/, '')
      .replace(/([¿¡])[\s,]+/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
