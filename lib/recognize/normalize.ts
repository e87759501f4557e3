/**
 * Text folding shared by the readers: `normalize` for whole-reply comparisons and `tokenize` for
 * the word-by-word readers.
 */
import { FILLERS } from './phrase-match';

/** Folds case, spacing and trailing punctuation so "Never mind!" reads as "never mind". */
export function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
}

/**
 * Splits a reply into lower-case words: accents and apostrophes dropped ("I'd" → "id"), `&` read
 * as "and", `+` before a word as "plus", `a.m.` as "am", other punctuation as spacing. Kept: `$` and digits with their `.` or
 * `:` ("$4.50", "8:30"), and `,` as a token of its own (it separates items of a list).
 *
 * @example tokenize('Wash & Fold, the 2nd!') // ['wash', 'and', 'fold', ',', 'the', '2nd']
 */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/(?<![a-z])([ap])\.m\.?(?![a-z])/g, '$1m')
      .replace(/&/g, ' and ')
      // "wash & fold + the suit", "the comforter + 3 shirts": a plus before a word, or spaced apart,
      // joins a list; right before a digit it is a phone's "+1".
      .replace(/\+(?=\s*\p{L})|(?<=\s)\+(?=\s)/gu, ' plus ')
      .replace(/['’‘`´]/g, '')
      // "c/2 semanas", "c/ semana": "cada" as texted (never "c/o", care of).
      .replace(/\bc\/(?=\s*(?:\d|[a-z]{2}))/g, ' cada ')
      // Scots' and Irish "the morra" (the morrow): tomorrow. Only after "the": "morra" alone is a
      // surname, and a girl in Mexican Spanish ("mi morra").
      .replace(/\bthe\s+morr(?:a|ow)\b/g, 'tomorrow')
      // Lumbee English "I'm is" ("I'm is done talkin", "I'm is gonna come get it") is "I'm": no
      // standard English says it, so it is that wherever it is typed.
      .replace(/\bim is\b/g, 'im')
      .replace(/,/g, ' , ')
      .replace(/[.:](?!\d)|(?<!\d)[.:]/g, ' ')
      .replace(/[^a-z0-9$.:,]+/g, ' ')
      .split(' ')
      .filter(Boolean)
      .map(unstretched)
      .map(asTexted)
  );
}

/**
 * A word as texted read as the word it is ("satiddy" → "saturday", "mornin" → "morning"), for a reader
 * that folds words its own way (read-day.ts); any other word as it is.
 *
 * @example asTexted('satiddy') // 'saturday'
 */
export function asTexted(word: string): string {
  return Object.hasOwn(TEXTED, word) ? (TEXTED[word] as string) : word;
}

/**
 * A word typed with a letter held down ("nooo", "siii", "pleeease") as the word: a letter three times or
 * more is once, which no English or Spanish word spells so. A word of one letter only ("mmm", a
 * name's "III") is as typed.
 *
 * @example unstretched('nooo') // 'no'
 */
function unstretched(word: string): string {
  return /^([a-z])\1*$/.test(word) ? word : word.replace(/([a-z])\1{2,}/g, '$1');
}

/**
 * Words as texted, spelled as written: Spanish "kiero", "q" (a lone "k" stays English's okay), and
 * English with its "g" dropped ("nothin for the suit", "friday mornin") or said as in the South
 * ("satiddy"): only words no other word is typed as ("cousin", "begin" end so too).
 */
const TEXTED: Record<string, string> = {
  nothin: 'nothing',
  somethin: 'something',
  anythin: 'anything',
  mornin: 'morning',
  evenin: 'evening',
  goin: 'going',
  comin: 'coming',
  // The verbs of an order's legs with the "g" dropped: "the one I'm pickin up", "you're bringin me".
  pickin: 'picking',
  collectin: 'collecting',
  bringin: 'bringing',
  droppin: 'dropping',
  deliverin: 'delivering',
  gettin: 'getting',
  movin: 'moving',
  changin: 'changing',
  sendin: 'sending',
  // More verbs with the "g" dropped, as Lumbee and Southern English type them: "done talkin to a person",
  // "I'm is wantin", "not drivin this week" ("walkin" stays: a walk-in closet, a walk-in customer).
  wantin: 'wanting',
  needin: 'needing',
  talkin: 'talking',
  speakin: 'speaking',
  chattin: 'chatting',
  drivin: 'driving',
  fetchin: 'fetching',
  lookin: 'looking',
  tryin: 'trying',
  waitin: 'waiting',
  askin: 'asking',
  usin: 'using',
  doin: 'doing',
  takin: 'taking',
  puttin: 'putting',
  payin: 'paying',
  washin: 'washing',
  dryin: 'drying',
  foldin: 'folding',
  leavin: 'leaving',
  callin: 'calling',
  textin: 'texting',
  // "reg wash n fold", "reg laundry": the plain kind, as texted.
  reg: 'regular',
  // Days and "tomorrow" as said in the South and in Britain, and typed so: "satiddy", "tomorra", "tomoz".
  // "warsh" is "wash" as the Midland and the South say it, and type it: "warsh and fold".
  warsh: 'wash',
  warshed: 'washed',
  warshing: 'washing',
  warshin: 'washing',
  satiddy: 'saturday',
  satidy: 'saturday',
  tomorra: 'tomorrow',
  tomoz: 'tomorrow',
  q: 'que',
  ke: 'que',
  kiero: 'quiero',
  kiere: 'quiere',
  kisiera: 'quisiera',
  keria: 'queria',
  // "we" with its s dropped, as the Caribbean says it: "somo nuevo", "queremo abrir cuenta".
  somo: 'somos',
  queremo: 'queremos',
  tenemo: 'tenemos',
  estamo: 'estamos',
  necesitamo: 'necesitamos',
  podemo: 'podemos',
  // "una nomasito", "8 a 10 nomasito": "nomás" (just) said fondly, as Andean and Mexican Spanish do.
  nomasito: 'nomas',
  nomacito: 'nomas',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  // "You" said to more than one, as Pittsburgh and Philadelphia say it: "never used yinz before".
  yinz: 'you',
  youse: 'you',
  // The South's "y'all" ("with y'all's driver": your driver).
  yall: 'you',
  yalls: 'your',
};

/** Word sequences that carry no meaning in a reply to a question ("I'd like", "please", "the", "por favor", "la"). */
const FILLER_PHRASES: string[][] = [
  ['i', 'would', 'like'],
  ['i', 'will', 'take'],
  ['i', 'will', 'go', 'with'],
  ['ill', 'go', 'with'],
  ['lets', 'go', 'with'],
  ['how', 'about'],
  ['make', 'it'],
  ['id', 'like'],
  ['i', 'want'],
  ['i', 'need'],
  ['i', 'choose'],
  ['i', 'pick'],
  ['ill', 'take'],
  ['ill', 'have'],
  ['lets', 'do'],
  ['go', 'with'],
  ['go', 'for'],
  ['thank', 'you'],
  ['lets'],
  ['please'],
  ['pls'],
  ['plz'],
  ['plis'],
  // Formal courtesy after a reply: "the softener, if you would".
  ['if', 'you', 'would'],
  ['if', 'you', 'could'],
  ['thanks'],
  ['thx'],
  ['the'],
  ['just'],
  ['option'],
  ['options'],
  ['number'],
  ['numbers'],
  ['choice'],
  // Spanish (accents already dropped).
  ['me', 'gustaria'],
  ['por', 'favor'],
  ['muchas', 'gracias'],
  ['quiero'],
  ['prefiero'],
  ['porfa'],
  ['porfis'],
  ['gracias'],
  ['el'],
  ['la'],
  ['los'],
  ['las'],
  ['opcion'],
  ['opciones'],
  ['numero'],
  ['numeros'],
  // Discourse words and vocatives ("la 1 ñaño", "2 bro", "la de las 9 po"): how, or to whom, never what.
  ...FILLERS,
];

/**
 * The tokens without filler words. "one"/"ones" count as filler only beside other words, so
 * "the first one" is "first" while "one" alone stays a number.
 */
export function stripFillers(tokens: string[]): string[] {
  const kept: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = FILLER_PHRASES.find((p) => p.every((word, k) => tokens[i + k] === word));
    if (phrase) {
      i += phrase.length;
      continue;
    }
    kept.push(tokens[i] as string);
    i += 1;
  }
  const withoutOne = kept.filter((t) => t !== 'one' && t !== 'ones');
  return withoutOne.length > 0 ? withoutOne : kept;
}
