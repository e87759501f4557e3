/**
 * Function words as a dialect or a quick text spells them, read as the standard word, once for every
 * step: Jamaican patois in an English conversation ("mi cyaan come", "di bag dem", "tank yuh"),
 * Caribbean Spanish's dropped s ("e' mi primera ve'", "do' funda") and texted Spanish ("no m llega",
 * "el día d recogida", "cn alguien", "otro nº") in a Spanish one. Round 38's too: Lumbee "hit" for "it"
 * ("come get hit"), Bahamian "da", "ga", "dey", "dem" ("I ga come get it"), Tongan "'io", "'ikai", "mālō"
 * and Bosnian "hvala" said in English; Colombian "sisas", costeño "vaina", Paraguayan "na", "luego" and
 * "-pa" ("una persona na", "mañanapa?"), Spain's vosotros imperative ("Cancelad la entrega") in
 * Spanish. Lumbee "I'm is" is `tokenize`'s (normalize.ts), so a note said with it stays as typed.
 *
 * @invariant dialect-read-as-standard A function word of a dialect or a texted shorthand is read as the
 *   standard word by every reader of a reply to a question with options, or to a typed question that
 *   reads a value rather than keeping text (Step `readsValue`: the phone number, the code, the tip):
 *   `inStandardWords` rewrites the reply before any reader sees it (engine.ts `said`), in the conversation's language only, so Spanish
 *   "mi pedido", "di mi dirección" stay themselves. Free text (a name, a note, an address) is kept as
 *   typed: "Di Wang" is a name, a note the person's own words; a word with a capital mid-sentence too. A word that means something else in the language ("fi" in "wi fi",
 *   "bout" in "a bout of", "tree" in "the tree") is rewritten only where that meaning cannot stand.
 *
 * Single words that are only ever a texted form of one word ("kiero", "nothin") are folded by
 * normalize.ts `TEXTED` for the word-by-word readers; this module takes the ones that need the words
 * around them, the apostrophe of an elision, or the conversation's language.
 */
import type { Language } from '../words/language';
import { DIGIT_WORDS, TAGALOG_NUMBERS } from './number-words';
import { DO_IT } from './yes-no';

/** A word of the reply and where it stands in the text. */
interface Span {
  text: string;
  start: number;
  end: number;
}

/** Where a clause ends: a comma, stop, semicolon, colon, question or exclamation mark, dash, line break. */
const CLAUSE_MARK = /[,.;:!?¡¿\n–—]/;

/**
 * The reply with the dialect's and texting's function words as the standard words of `language`
 * (invariant dialect-read-as-standard); the rest as typed.
 *
 * @example inStandardWords('mi cyaan come get it', 'en') // 'I can't come get it'
 * @example inStandardWords('di bag dem', 'en') // 'the bags'
 * @example inStandardWords("e' mi primera ve'", 'es') // 'es mi primera vez'
 * @example inStandardWords('di mi dirección', 'es') // 'di mi dirección'
 */
export function inStandardWords(text: string, language: Language): string {
  const marked = digitsSpelled(markedNumber(text, language));
  return language === 'en' ? inStandardEnglish(marked) : inStandardSpanish(marked);
}

/**
 * Whether the word at `i` is a name's, to be kept as typed: a capital mid-sentence ("Princess Di",
 * "the Funda Express store"); never in a reply typed all in capitals.
 */
function named(text: string, words: Span[], i: number): boolean {
  // A capital opening a sentence is the sentence's ("… yet. Sen um again"), no sign of a name.
  const opensSentence = /[.!?]\s+$/.test(text.slice(0, words[i]?.start ?? 0));
  return i > 0 && !opensSentence && /^\p{Lu}/u.test(words[i]?.text ?? '') && /\p{Ll}/u.test(text);
}

/** "nº 5", "otro n°": the abbreviation of number/número (NFKD would read "º" as an "o": "no"). */
function markedNumber(text: string, language: Language): string {
  return text.replace(/(?<![\p{L}\d])n\.?\s?[º°](?![\p{L}])/giu, language === 'en' ? 'number' : 'número');
}

/**
 * Four digits or more said one word a digit, as dictated ("visa ending four two four two", "it's two one
 * two five five five…"), as the digits: only a run of four or more, nothing but spaces or hyphens
 * between them ("one, two, three" lists options; "oh" opens no run).
 */
function digitsSpelled(text: string): string {
  // "two hundred twelve five five five zero one hundred one": read whole by the phone reader, which
  // knows hundreds; a run cut out of it would leave neither reading.
  if (MAGNITUDE.test(text)) return text;
  digitRun ??= digitRunPattern();
  return text.replace(digitRun, (run) =>
    run
      .split(/[ -]+/)
      .map((w) => DIGIT_WORDS[w.toLowerCase()])
      .join(''),
  );
}

/** A word that counts digits by hundreds or thousands. */
const MAGNITUDE = /\b(?:hundred|thousand|cien|ciento|cientos|mil)\b/i;

/** A run of four digit words or more, built on first use. */
let digitRun: RegExp | undefined;

function digitRunPattern(): RegExp {
  const digit = `(?:${Object.keys(DIGIT_WORDS).join('|')})`;
  return new RegExp(`(?<![\\p{L}\\d])(?!oh\\b)${digit}(?:[ -]+${digit}){3,}(?![\\p{L}\\d])`, 'giu');
}

/** An e-mail address or a web address, typed as one piece: its words are a name, never a dialect's. */
const ADDRESS_TYPED = /\S*(?:@|:\/\/|www\.)\S*/giu;

/**
 * The words of `text`, an apostrophe closing a word kept with it ("ve'", "pa'l"); none inside an e-mail
 * or web address.
 * @invariant typed-address-untouched No word inside a typed e-mail or web address is a dialect's:
 *   "ana.lima@example.com" keeps its "lima", which Tagalog would count as five.
 */
function spans(text: string): Span[] {
  const addresses = [...text.matchAll(ADDRESS_TYPED)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*['’]?/gu)]
    .map((m) => ({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((w) => !addresses.some(([from = 0, to = 0]) => w.start >= from && w.end <= to));
}

/** The text with each word's replacement (undefined: as typed; '': dropped). */
function rewritten(text: string, words: Span[], out: (string | undefined)[]): string {
  let result = '';
  let at = 0;
  words.forEach((w, i) => {
    const r = out[i];
    if (r === undefined) return;
    result += text.slice(at, w.start) + (r === '' ? '' : cased(w.text, r));
    at = w.end;
  });
  result += text.slice(at);
  return (
    result
      .replace(/ {2,}/g, ' ')
      .replace(/ +([,.;:!?])/g, '$1')
      // A word dropped opening the reply leaves no mark before the rest: "ajá, pero …" → "pero …".
      .replace(/^[\s,;]+/, '')
      .trim()
  );
}

/** `word` in the case of `typed`: "Di" → "The", "CYAAN" → "CAN'T"; "I" stays a capital. */
function cased(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && /\p{L}/u.test(typed)) return word.toUpperCase();
  if (/^I\b/.test(word)) return word;
  return /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Whether a clause mark (or the reply's edge) stands between two words. */
function apart(text: string, a: Span | undefined, b: Span | undefined): boolean {
  if (!a || !b) return true;
  return CLAUSE_MARK.test(text.slice(a.end, b.start));
}

// ---------------------------------------------------------------- English: Jamaican patois

/** Words of Spanish that only a Spanish reply holds: an English conversation's reply with one is left as typed. */
const SPANISH_MARKS = new Set(
  'de del la el los las que por para con una es esta este pero quiero gracias mis su sus y lo le se'.split(
    ' ',
  ),
);

/** The one-for-one words of patois ("dat", "unu", "mek", "cyaan") and the standard word each is. */
const PATOIS: Record<string, string> = {
  dat: 'that',
  unu: 'you',
  yuh: 'you',
  mek: 'make',
  tek: 'take',
  cyaan: "can't",
  cyaa: "can't",
  kyaan: "can't",
  waan: 'want',
  miself: 'myself',
  yuhself: 'yourself',
  neva: 'never',
  haffi: 'have to',
  affi: 'have to',
  wid: 'with',
  ting: 'thing',
  tings: 'things',
  tink: 'think',
  // Gullah and Southern "tuh": "tek it tuh de store" ("to the store").
  tuh: 'to',
  nuttin: 'nothing',
  nutten: 'nothing',
  // Hawaiian Pidgin and Southern "nottin" ("nottin fo da suit": nothing for the suit; "fo" below).
  nottin: 'nothing',
  // Numbers with "th" said as "t": "tirty", "tirteen" are no other word ("tree" is, see below).
  tirty: 'thirty',
  tirteen: 'thirteen',
  // Texted "you" ("latest one u got"): English only, as Spanish "u" is "or" ("la 7 u 8").
  u: 'you',
  // Bahamian and patois "dis", "dese", "wha" ("first time usin dis", "wha da prices is").
  dis: 'this',
  dese: 'these',
  wha: 'what',
  // Nigerian Pidgin "anoda", "nodda" ("another", "other"): "pick up at anoda place", "the nodda apartment".
  anoda: 'another',
  anodda: 'another',
  anoder: 'another',
  nodda: 'other',
  noda: 'other',
  odda: 'other',
};

/** Words after which "fi" is "for", not "to": "come fi it", "fi di suit" (before a verb: "need fi talk"). */
const FOR_WHOM = new Set([
  'it',
  'di',
  'the',
  'mi',
  'my',
  'me',
  'dem',
  'them',
  'yuh',
  'you',
  'your',
  'unu',
  'a',
  'dat',
  'that',
  'this',
  'her',
  'him',
]);

/** Who does something: "mi nuh", "she nuh", where "nuh" is "don't". */
const SUBJECTS = new Set(['mi', 'i', 'you', 'yuh', 'unu', 'we', 'wi', 'dem', 'they', 'she', 'he', 'it']);

/** What "nuh" says is not so: "dat nuh mi number" ("that is not my number"); "Friday nuh good" stays "not good". */
const SAID_OF = new Set(['dat', 'that', 'it', 'dis', 'this']);

/** Verbs after which patois "nuh" tells what did not happen: "mi nuh get di code" ("I didn't get"). */
const HAPPENED = new Set(['get', 'see', 'receive', 'reach', 'arrive', 'hear', 'come', 'sen', 'send']);

/** Verbs after which patois "mi" tells what one will do: "mi come get it" ("I'll come get it"). */
const WILL_DO = new Set([
  'come',
  'go',
  'pick',
  'collect',
  'bring',
  'call',
  'pay',
  'tek',
  'take',
  'sen',
  'send',
]);

/** Verbs as said after "never … before" ("never use unu before": "never used you before"). */
const DONE: Record<string, string> = {
  use: 'used',
  order: 'ordered',
  try: 'tried',
  book: 'booked',
  sign: 'signed',
  get: 'got',
  see: 'seen',
  do: 'done',
};

/** Words after "mi" that make it "I": what one does, or cannot, or will ("mi need", "mi cyaan", "mi go"). */
const AFTER_I = new Set(
  (
    'nuh nah cyaan cyaa cant can could wan waan want need neva never haffi affi did didnt dont do will would ' +
    'go come get got have had sen send mek make tek take pay like love use used tink think know just already ' +
    'a deh gwine gonna wanna gotta am was forgot forget lost found call try tried see saw hear heard tell said ' +
    'say ask pick bring leave left live stay work only also still cannot'
  ).split(' '),
);

/** Words after "mi" that make it "I'm": how one is ("mi new", "mi late", "mi home"). */
const AFTER_IM = new Set(
  'new late sick busy home out done ready good ok okay fine sorry here away not outside travelling traveling'.split(
    ' ',
  ),
);

/** Words before which "mi" is "me" (it takes the action): "sen mi di code", "call mi". */
const BEFORE_ME = new Set([
  'di',
  'the',
  'a',
  'dat',
  'that',
  'it',
  'dem',
  'back',
  'again',
  'now',
  'please',
  'pls',
  'too',
  'later',
  'know',
  'bout',
  'about',
]);

/** Determiners that open a noun phrase "dem" can close as its plural: "di bag dem", "mi shirt dem". */
const DETERMINERS = new Set([
  'di',
  'the',
  'mi',
  'my',
  'dat',
  'that',
  'yuh',
  'your',
  'all',
  'dem',
  'dese',
  'dose',
  'these',
  'those',
  'her',
  'his',
  'our',
]);

/** Words after which "da" is Spanish's "gives", never "the": "no da alergia", "me da igual". */
const GIVES_BEFORE = new Set(['no', 'me', 'te', 'le', 'se', 'nos', 'les', 'lo', 'la', 'que', 'ya']);

/** Words after which "bout" is a noun ("a bout of flu"), not "about". */
const BEFORE_A_NOUN_EN = new Set([
  'a',
  'the',
  'one',
  'this',
  'that',
  'each',
  'every',
  'first',
  'last',
  'another',
]);

/** Words after which "tree" is three: what is counted or paid ("tree dollar", "tree bag"). */
const COUNTED = /^(?:dollars?|dollahs?|bucks?|bags?|weeks?|days?|shirts?|o'?clock|pm|am|usd|times?)$/;

/** "Tank yuh", "tenk you", "hol on": said so only as the phrase. */
const PATOIS_PHRASES: [RegExp, (said: string) => string][] = [
  [/\b(?:t[ae]nk|tenks?)\s+(?:yuh|you|u)\b/gi, (said) => cased(said, 'thank you')],
  [/\bhol\s+(?=on\b|up\b|it\b)/gi, (said) => cased(said, 'hold ')],
  // Appalachian and Ozark a-prefixing, hyphened: "where they're a-going to pick up", "I'm a-fixing to
  // leave" are "going", "fixing"; "a" apart ("a going away party") is left.
  [/\ba-(?=\p{L}+ing\b)/giu, () => ''],
  // Hindi and Urdu "wala" after what it names, in Indian English: "the doordash 9 wala", "wednesday
  // pickup wali" are "… one". Opening a clause, or after an interjection ("ay wala pala"), it is
  // Tagalog's "none" ("wala po"), read by `inStandardEnglish` (invariant wala-by-position).
  [
    /(?<=[\p{L}\d]\s+)(?<!(?:^|[\s,])(?:ay|ah|oh|eh|uh|hay|naku|oops|ops|ok|okay|k)\s+)(?:wala|wali|wale|waala|waali|vala|vali)\b/giu,
    (said) => cased(said, 'one'),
  ],
  // Nigerian Pidgin "one nodda" ("another"): "pick up at one nodda place" is another place, never one of two.
  [/\bone\s+(?:nodda|noda|odda|oda)\b/gi, (said) => cased(said, 'another')],
];

/**
 * Verbs after which Lumbee and Appalachian "hit" is "it", the thing acted on ("come get hit", "bring hit
 * back", "pick hit up"): only before what can close an object (`HIT_CLOSES`), so "get hit by the door",
 * "hit me up" keep the verb.
 */
const TAKES_IT = new Set(
  (
    'bring take tek pick fetch send sen drop leave keep wash deliver collect grab move change put carry ' +
    'hang fold dry iron press clean fix check want need see find try get like'
  ).split(' '),
);

/** What may follow "hit" as an object: a particle, a place or a time, or the clause's end. */
const HIT_CLOSES = new Set(
  (
    'back up off over out in on to for at myself yourself himself herself ourselves themselves tomorrow ' +
    'today tonight again now later please pls home here there instead too then was is when if before after ' +
    'monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
);

/** What "hit" opening a clause does as its subject ("hit ain't come yet", "hit says 424242"); "hit me up" is the verb. */
const HIT_DOES = new Set(
  "ain't aint ain is was don't dont didn't didnt won't wont never still came says said should will has had looks".split(
    ' ',
  ),
);

/**
 * Words after an "is" opening a clause that make it a question ("is it ready", "is there a fee"), never
 * Bahamian "is" for "it's" ("send, is 350 W 20th St", "stain one, is grease on the jacket").
 */
const ASKS_AFTER_IS = new Set(
  'it there this that these those he she they you u we i the a an my your our his her their anyone anybody someone somebody anything something everything what who which'.split(
    ' ',
  ),
);

/** Words before "ga" that make it "will" (Bahamian "I ga come"); after a "not" it is "gonna" ("I ain ga be"). */
const GA_SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'u',
  'he',
  'she',
  'they',
  'dey',
  'it',
  'hit',
  'somebody',
  'someone',
]);
const GA_NEGATED = new Set(['ain', 'aint', "ain't", 'not', 'never', 'neva']);

/** Prepositions after which Bahamian and patois "dem" is "them": "any of dem", "send it to dem". */
const BEFORE_THEM = new Set([
  'of',
  'for',
  'fi',
  'to',
  'with',
  'wid',
  'about',
  'bout',
  'from',
  'at',
  'on',
  'like',
]);

/**
 * Tongan words said in English ("'io" yes, "'ikai" no, "mālō" thanks), the glottal stop typed as an
 * apostrophe, an ʻokina or not at all; and Bosnian "hvala" (thanks). Yes and no only opening a clause.
 */
const OPENING_WORDS: Record<string, string> = { io: 'yes', ʻio: 'yes', ikai: 'no', ʻikai: 'no' };
const THANKS_WORDS: Record<string, string> = {
  malo: 'thanks',
  mālō: 'thanks',
  malō: 'thanks',
  hvala: 'thanks',
};
/** What is said after the thanks to make it more ("mālō ʻaupito", "hvala lijepa"): "thank you very much". */
const THANKS_MORE = new Set(['aupito', 'ʻaupito', 'lijepa', 'puno']);

// ---------------------------------------------------------------- English: Taglish and Hawaiian Pidgin

/**
 * Tagalog words a Filipino-American customer texts in English (Taglish), one for one, and the English
 * word each is: none of them an English word a reply to the bot would hold ("Mali", "Gabi" with a
 * capital mid-sentence stay names). "tama po" is "right", "sige" "ok", "bukas" "tomorrow", "mali po
 * number" "wrong number", "1 tsaka 4" "1 and 4", "ibang number" "another number", "gabi po, 6-8" the
 * evening. The numbers are number-words.ts `TAGALOG_NUMBERS`.
 */
const TAGALOG: Record<string, string> = {
  opo: 'yes',
  tama: 'right',
  sige: 'ok',
  mali: 'wrong',
  bukas: 'tomorrow',
  ngayon: 'today',
  mamaya: 'later',
  tsaka: 'and',
  tska: 'and',
  ibang: 'another',
  iba: 'another',
  umaga: 'morning',
  gabi: 'evening',
  yung: 'the',
  yong: 'the',
  ung: 'the',
  tapos: 'then',
  ...TAGALOG_NUMBERS,
};

/**
 * Tagalog's particles, which say how (politeness, "already", "just", "it turns out"), never what: "wala
 * po", "ok na po", "wala na pala", "isa lang". Dropped after a word of the reply; "na" opening a reply
 * is English "nah", kept. "po" stays where it is a P.O. ("PO box", "the po number").
 */
const TAGALOG_PARTICLES = new Set(['po', 'pala', 'naman', 'na', 'lang', 'nga']);

/** Words before which, or after which, "po" is a P.O. ("PO box 12", "my po number"), never Tagalog's politeness. */
const PO_BEFORE = new Set(['box', 'boxes', 'bx']);
const PO_AFTER = new Set(['the', 'a', 'my', 'your', 'our', 'their', 'his', 'her', 'this', 'that', 'our']);

/**
 * Whether a reply is Taglish: it holds a Tagalog particle or word beside "hindi", which is otherwise a
 * language's name ("hindi please" asks for it).
 */
function taglish(lower: string[]): boolean {
  return lower.some((w) => TAGALOG_PARTICLES.has(w) || Object.hasOwn(TAGALOG, w) || w === 'wala');
}

/** Interjections after which a "wala" opens what is said ("ay wala pala": oh, none after all). */
const INTERJECTIONS = new Set([
  'ay',
  'ah',
  'oh',
  'eh',
  'uh',
  'hay',
  'naku',
  'oops',
  'ops',
  'ok',
  'okay',
  'k',
]);

/**
 * Hawaiian Pidgin words, one for one, and the English word each is: "pau" (done), "bumbai" (later),
 * "odda" (other), "dollah" (dollar), "befo" (before), "kine" (kind). "neva" is patois's too (`PATOIS`);
 * "tree" is three before what is counted (`COUNTED`).
 */
const PIDGIN: Record<string, string> = {
  pau: 'done',
  bumbai: 'later',
  bumbye: 'later',
  odda: 'other',
  oddah: 'other',
  dollah: 'dollar',
  dollahs: 'dollars',
  befo: 'before',
  kine: 'kind',
};

/** Words after which Pidgin "um" is "it", the thing acted on ("send um", "do um", "I get um"); else a hesitation. */
const TAKES_UM = new Set([...'do place book order cancel confirm keep make'.split(' ')]);

/** Words after which "tanks" is "thanks" ("k tanks", "ok tanks"), never a fish tank's. */
const AGREES = new Set([
  'k',
  'kk',
  'ok',
  'okay',
  'ya',
  'yeah',
  'yes',
  'shoots',
  'sure',
  'alright',
  'cool',
  'sige',
]);

/** Words after "mo" that make it a moment ("one mo sec", "a mo"), never Pidgin's "more". */
const A_MOMENT = /^(?:secs?|seconds?|mins?|minutes?)$/;

/**
 * The words a Boston (and Eastern New England) r-dropping spelling may stand for: "ordah" (order),
 * "othah" (other), "watah" (water), "mastahcahd" (Mastercard). Only words a reply to the bot says, so
 * a name or a word of its own ("Noah", "Sarah", "yeah", "Tahoe", "Utah") is never one of them.
 */
const R_SPOKEN = new Set(
  (
    'order orders ordered ordering other others another water mastercard card cards number numbers later ' +
    'after afternoon driver drivers dollar dollars sooner better dryer washer sweater sweaters softener cleaner ' +
    'cleaners hanger hangers corner apartment part start park yard hard larger smaller whatever never over ' +
    'ever together weather paper summer winter quarter quarters partner cover covers collar collars regular ' +
    'transfer deliver delivered'
  ).split(' '),
);

/**
 * The word an r-dropping spelling stands for, "ah" where "er" or "ar" was ("my ordahs", "every othah
 * week", "the mastahcahd"); undefined when no `R_SPOKEN` word is so spelled.
 *
 * @invariant r-dropped-read-when-known An English word spelled with "ah" for its "er" or "ar", as
 *   Boston says it, is read as that word only where the word is one a reply says (`R_SPOKEN`): "Noah",
 *   "Sarah", "yeah", "Tahoe" and an e-mail's letters stay as typed.
 */
function rRestored(word: string): string | undefined {
  const parts = word.split('ah');
  if (parts.length < 2 || parts.length > 4 || parts[0] === '') return undefined;
  let spelled = [parts[0] as string];
  for (const part of parts.slice(1)) spelled = spelled.flatMap((s) => [`${s}er${part}`, `${s}ar${part}`]);
  return spelled.find((w) => R_SPOKEN.has(w));
}

/** An English reply in standard words: patois function words read, the rest as typed. */
function inStandardEnglish(typed: string): string {
  let text = typed;
  for (const [pattern, standard] of PATOIS_PHRASES) text = text.replace(pattern, standard);
  // The Tongan glottal stop typed as an apostrophe ("'io", "mālō 'aupito") as the ʻokina, a letter of the word.
  text = text.replace(/(?<![\p{L}\p{N}])['’‘](?=(?:io|ikai|aupito)(?![\p{L}]))/giu, 'ʻ');
  const words = spans(text);
  const lower = words.map((w) => w.text.toLowerCase().replace(/’/g, "'"));
  // "tuh de laundry": Gullah's "de" after "tuh" is "the", no mark of Spanish.
  if (
    lower.some((w, i) => SPANISH_MARKS.has(w) && !(w === 'de' && lower[i - 1] === 'tuh')) ||
    /[áéíóúñ¿¡]/i.test(text)
  )
    return text;
  const out: (string | undefined)[] = words.map(() => undefined);
  let negated = false;
  for (let i = 0; i < words.length; i++) {
    const word = lower[i] as string;
    const prev = apart(text, words[i - 1], words[i]) ? undefined : lower[i - 1];
    const next = apart(text, words[i], words[i + 1]) ? undefined : lower[i + 1];
    if (prev === undefined) negated = false;
    if (named(text, words, i)) continue;
    const taglish = taglishOrPidgin(text, words, lower, i);
    if (taglish !== undefined) out[i] = taglish;
    else if (Object.hasOwn(PATOIS, word)) out[i] = PATOIS[word];
    // "dat's the one": the patois word with its "'s".
    else if (/^\p{L}+'s$/u.test(word) && Object.hasOwn(PATOIS, word.slice(0, -2)))
      out[i] = `${PATOIS[word.slice(0, -2)]}'s`;
    else if (
      word === 'hit' &&
      (prev !== undefined && TAKES_IT.has(prev)
        ? next === undefined || HIT_CLOSES.has(next)
        : prev === undefined && next !== undefined && HIT_DOES.has(next))
    )
      out[i] = 'it';
    // "hit's ready?", "if hit's alright": never a hit's own ("the hit's chorus").
    else if (word === "hit's" && !(prev !== undefined && BEFORE_A_NOUN_EN.has(prev))) out[i] = "it's";
    // "da" before a capital is a name's ("Ferreira da Silva", "da Vinci"); after a negation or a pronoun
    // it is Spanish's "gives" ("no da alergia", "me da igual", said in an English conversation).
    else if (
      word === 'da' &&
      next !== undefined &&
      !/^\p{Lu}/u.test(words[i + 1]?.text ?? '') &&
      !(prev !== undefined && GIVES_BEFORE.has(prev))
    )
      out[i] = 'the';
    else if (word === 'ga' && next !== undefined && prev !== undefined && GA_SUBJECTS.has(prev))
      out[i] = 'will';
    else if (word === 'ga' && next !== undefined && prev !== undefined && GA_NEGATED.has(prev))
      out[i] = 'gonna';
    else if (word === 'dey') out[i] = 'they';
    // Bahamian "is" for "it's", opening a clause after another ("new order pls, is shop rags again"); a
    // reply's own first "is" may ask ("is 3 bags enough"), and a clause with a question mark does.
    else if (
      word === 'is' &&
      i > 0 &&
      prev === undefined &&
      next !== undefined &&
      !ASKS_AFTER_IS.has(next) &&
      !/^[^.!?]*\?/.test(text.slice(words[i]?.start ?? 0))
    )
      out[i] = "it's";
    else if (word === 'dem' && prev !== undefined && BEFORE_THEM.has(prev)) out[i] = 'them';
    else if (Object.hasOwn(OPENING_WORDS, word) && prev === undefined) out[i] = OPENING_WORDS[word];
    else if (Object.hasOwn(THANKS_WORDS, word) && words.length > 1) {
      const more = next !== undefined && THANKS_MORE.has(next);
      out[i] = more ? 'thank you' : THANKS_WORDS[word];
      if (more) out[i + 1] = 'very much';
    } else if (word === 'di') out[i] = 'the';
    // "de" after "tuh" is "the" ("tuh de laundry"); elsewhere it may be a name's ("de la Cruz").
    else if (word === 'de' && prev === 'tuh') out[i] = 'the';
    else if (word === 'mi') out[i] = mi(prev, next);
    else if (word === 'nuh') {
      out[i] = negated
        ? 'any'
        : prev !== undefined && SUBJECTS.has(prev) && prev !== 'it'
          ? next !== undefined && HAPPENED.has(next)
            ? "didn't"
            : "don't"
          : prev !== undefined && SAID_OF.has(prev)
            ? 'is not'
            : 'not';
      negated = true;
    } else if (word === 'fi' && prev !== 'wi')
      out[i] = next !== undefined && FOR_WHOM.has(next) ? 'for' : 'to';
    else if (word === 'wan' && (prev === undefined || SUBJECTS.has(prev) || prev === 'nuh')) out[i] = 'want';
    // "Sen" with its capital opens a sentence as "send" ("Sen um again"); never a title ("Sen. Lopez").
    else if (word === 'sen' && (words[i]?.text === 'sen' || (prev === undefined && next !== undefined)))
      out[i] = 'send';
    else if (word === 'bout' && !(prev !== undefined && BEFORE_A_NOUN_EN.has(prev))) out[i] = 'about';
    else if (word === 'tree' && ((next !== undefined && COUNTED.test(next)) || words.length === 1))
      out[i] = 'three';
    // Pidgin "fo": four before what is counted ("fo dollah"), else for ("nottin fo da suit").
    else if (word === 'fo') out[i] = next !== undefined && COUNTED.test(next) ? 'four' : 'for';
    else if (rRestored(word) !== undefined) out[i] = rRestored(word);
    else if (
      word === 'dem' &&
      i >= 2 &&
      prev !== undefined &&
      !SUBJECTS.has(prev) &&
      !DETERMINERS.has(prev)
    ) {
      // "di bag dem", "di wool sweater dem": the noun phrase a determiner opens, made plural.
      const opener = [i - 2, i - 3, i - 4].find(
        (k) =>
          k >= 0 &&
          DETERMINERS.has(lower[k] as string) &&
          !words.slice(k, i).some((_, n) => n > 0 && apart(text, words[k + n - 1], words[k + n])),
      );
      if (opener !== undefined && !apart(text, words[i - 1], words[i])) {
        out[i - 1] = plural(out[i - 1] ?? (words[i - 1] as Span).text);
        out[i] = '';
      }
    }
    // "never use unu before": what one has never done, as English says it ("never used").
    if ((word === 'neva' || word === 'never') && next !== undefined && Object.hasOwn(DONE, next)) {
      const before = lower.slice(i + 2, i + 5).indexOf('before');
      const end = i + 2 + before;
      if (
        before >= 0 &&
        words.slice(i, end + 1).every((w, n) => n === 0 || !apart(text, words[i + n - 1], w)) &&
        apart(text, words[end], words[end + 1])
      )
        out[i + 1] = DONE[next];
    }
    if (out[i] === "can't" || out[i] === "don't" || out[i] === 'never') negated = true;
  }
  return rewritten(text, words, out);
}

/** Patois "mi": "I" before what one does, "I'm" before how one is, "me" after a verb, else "my". */
function mi(prev: string | undefined, next: string | undefined): string {
  if (next !== undefined && WILL_DO.has(next)) return "I'll";
  if (next !== undefined && AFTER_I.has(next)) return 'I';
  if (next !== undefined && AFTER_IM.has(next)) return "I'm";
  if (next === undefined || BEFORE_ME.has(next)) return prev === undefined ? 'I' : 'me';
  return 'my';
}

/**
 * A Taglish or Hawaiian Pidgin word of an English reply as the English word ('' dropped), or undefined
 * for any other word.
 *
 * @invariant wala-by-position Tagalog "wala" (none, nothing) opens a clause or follows an interjection
 *   ("wala po", "ay wala pala", "wala pa": nothing yet); after what it names it is Hindi and Urdu's "the
 *   one" (`PATOIS_PHRASES`: "the 9 wala"). Both readings stand, each in its place.
 * @invariant taglish-particles-say-how Tagalog's particles ("po", "na", "lang", "pala", "naman") say how a
 *   reply is said, never what: dropped after a word of it, so "ok na po" is "ok", "dalawa po" "two",
 *   "3 na lang" (just 3, 3 instead) "3", "fri na lang" "fri". "na" opening a reply is English "nah";
 *   "po" beside "box" or after a determiner is a P.O.
 */
function taglishOrPidgin(text: string, words: Span[], lower: string[], i: number): string | undefined {
  const word = lower[i] as string;
  const prev = apart(text, words[i - 1], words[i]) ? undefined : lower[i - 1];
  const next = apart(text, words[i], words[i + 1]) ? undefined : lower[i + 1];
  if (word === 'wala' && (prev === undefined || INTERJECTIONS.has(prev)))
    return next === 'pa' || next === 'na' ? 'nothing' : 'none';
  // "wala pa", "hindi pa": not yet.
  if (word === 'pa' && (prev === 'wala' || prev === 'hindi')) return 'yet';
  // "hindi" opens a clause as "no" ("hindi po", "email lang, hindi text"); the language ("speak Hindi") never does.
  if (word === 'hindi' && prev === undefined && taglish(lower)) return next === 'pa' ? 'not' : 'no';
  if (word === 'po')
    return (prev !== undefined && PO_AFTER.has(prev)) || (next !== undefined && PO_BEFORE.has(next))
      ? undefined
      : '';
  if (TAGALOG_PARTICLES.has(word) && word !== 'po') return prev !== undefined ? '' : undefined;
  // "tapos na" (done), "tapos" alone; "tapos the suit" goes on ("then").
  if (word === 'tapos' && (next === undefined || next === 'na')) return 'done';
  // "yung sa chelsea": the one at Chelsea ("sa": at, in, to).
  if (word === 'sa' && prev !== undefined && /^(?:yung|yong|ung)$/.test(prev)) return 'one in';
  if (Object.hasOwn(TAGALOG, word)) return TAGALOG[word];
  if (Object.hasOwn(PIDGIN, word)) return PIDGIN[word];
  // "shoots" opening a clause: Pidgin's "ok" ("shoots, send um"); after its subject, the verb ("he shoots").
  if (word === 'shoots' && prev === undefined) return 'ok';
  if (word === 'tanks' && (prev === undefined ? next === undefined : AGREES.has(prev))) return 'thanks';
  // "send um", "do um", "I get um": the thing acted on, before what can close an object; "need um 3 bags" hesitates.
  if (
    word === 'um' &&
    prev !== undefined &&
    (TAKES_IT.has(prev) || TAKES_UM.has(prev)) &&
    (next === undefined || HIT_CLOSES.has(next))
  )
    return 'it';
  // "two mo dollah", "one mo time": more; "a mo", "one mo sec" a moment.
  if (word === 'mo' && next !== undefined && prev !== 'a' && !A_MOMENT.test(next)) return 'more';
  return undefined;
}

/** An English noun's plural: "bag" → "bags", "dress" → "dresses", "pantry" → "pantries". */
function plural(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

// ---------------------------------------------------------------- Spanish: dropped s, texting

/** An elision's word, its apostrophe where the s or the end was ("e'", "ve'", "pa'", "to'"). */
const ELIDED: Record<string, string> = {
  e: 'es',
  ve: 'vez',
  do: 'dos',
  tre: 'tres',
  to: 'todo',
  pa: 'para',
  na: 'nada',
  ma: 'más',
  pue: 'pues',
  depue: 'después',
  despue: 'después',
  // "¿está' en casa?": the tú form with its s dropped (estar has no accent to keep).
  está: 'estás',
};

/**
 * Words of -ás/-és whose s is dropped with no apostrophe, the accent kept ("nada má", "depué"): no
 * word of their own so written.
 */
const ACCENT_KEPT: Record<string, string> = {
  má: 'más',
  nomá: 'nomás',
  ademá: 'además',
  demá: 'demás',
  atrá: 'atrás',
  detrá: 'detrás',
  jamá: 'jamás',
  despué: 'después',
  depué: 'después',
};

/**
 * Two-letter words whose s an apostrophe marks ("de la' 6", "una ve' al me'", "mi' pedido'"): only these,
 * the plural or noun the person can mean; any other two letters and an apostrophe stay as typed.
 */
const SHORT_S_DROPPED: Record<string, string> = {
  la: 'las',
  lo: 'los',
  me: 'mes',
  mi: 'mis',
  tu: 'tus',
  su: 'sus',
  no: 'nos',
};

/**
 * The infinitives whose r the Caribbean and Andalusia drop, the stress written on the vowel left
 * ("ante' de llegá'", "quiero vé'", "ante' de seguí'"): the verbs a reply to the bot says, so a word
 * restored is one the readers know. "está'" is "estás" (`ELIDED`), never "estar".
 */
const R_DROPPED = new Set(
  (
    'ver llegar seguir ir venir pasar hablar cambiar pagar esperar salir dejar traer llevar recoger ' +
    'entregar mandar enviar hacer poner decir volver pedir elegir cancelar lavar planchar secar doblar ' +
    'comer estar ser tener poder querer saber dar buscar llamar avisar ayudar empezar terminar abrir cerrar ' +
    'usar guardar borrar quitar agregar añadir mover confirmar cobrar programar registrar crear'
  ).split(' '),
);

/**
 * The word an elision's apostrophe closes (`elided`: "me" of "me'") stands for, where the restored word
 * is one of the vocabulary: undefined where none is known, so the word stays as typed.
 *
 * @invariant elision-restores-a-known-word A word closed by the apostrophe of an elision is read as the
 *   whole word only where that word is known: after an accented vowel the r ("llegá'" → "llegar", "vé'"
 *   → "ver", only an infinitive of `R_DROPPED`), after an unstressed one the s ("vierne'" → "viernes";
 *   two letters only as `SHORT_S_DROPPED`: "la'" → "las", "me'" → "mes"); an accent-kept -ás word its s
 *   ("má'", "depué'"). An accented word no infinitive ("papá'") and two letters no word ("se'") stay as typed.
 */
function restoredElision(elided: string): string | undefined {
  if (Object.hasOwn(ELIDED, elided)) return ELIDED[elided];
  if (Object.hasOwn(ACCENT_KEPT, elided)) return ACCENT_KEPT[elided];
  if (/[áéí]$/.test(elided)) {
    const infinitive = `${elided.slice(0, -1)}${elided.slice(-1).normalize('NFD').charAt(0)}r`;
    const known = R_DROPPED.has(infinitive) || ASKED_OF_US.has(infinitive);
    return known ? infinitive : undefined;
  }
  if (elided.length === 2) return SHORT_S_DROPPED[elided];
  return undefined;
}

/**
 * "'toy", "'ta", "'tamo": estar with its "es" dropped, the apostrophe before where it was ("el vierne'
 * no 'toy", "'ta bien así"), as the Caribbean types it. Only after an apostrophe opening the word: "ta"
 * alone is Uruguay's ok (vocative.ts), and in "tarjeta" a part of a word.
 */
const ESTAR_CLIPPED: Record<string, string> = {
  toy: 'estoy',
  ta: 'está',
  tá: 'está',
  tas: 'estás',
  tás: 'estás',
  tamo: 'estamos',
  tamos: 'estamos',
  tan: 'están',
  tán: 'están',
  taba: 'estaba',
};

/** An opening apostrophe and a clipped form of estar (`ESTAR_CLIPPED`), a word of its own. */
const ESTAR_CLIPPED_TYPED =
  /(?<=^|[\s,;:¿¡(])['’‘](toy|tá|ta|tás|tas|tamos|tamo|tán|tan|taba)(?![\p{L}\p{N}'’])/giu;

/** The texted words of Spanish and the word each is ("grcs", "cn", "mñn", "pf"). */
const TEXTED_ES: Record<string, string> = {
  q: 'que',
  grcs: 'gracias',
  grax: 'gracias',
  graxs: 'gracias',
  grasias: 'gracias',
  cn: 'con',
  mñn: 'mañana',
  mñna: 'mañana',
  // "mñana": the a after the ñ's key typed before it, on a phone's keyboard.
  mñana: 'mañana',
  pf: 'por favor',
  pfa: 'por favor',
  xfa: 'por favor',
  xfavor: 'por favor',
  msj: 'mensaje',
  dsp: 'después',
  dps: 'después',
  bn: 'bien',
  vece: 'veces',
  aser: 'hacer',
  pal: 'para el',
  // Dominican "funda" is the bag the laundry goes in ("do' funda"); "funda de almohada" is a pillowcase.
  funda: 'bolsa',
  fundas: 'bolsas',
  // The s dropped unmarked where no other word is so spelt ("el chofer de ustede").
  ustede: 'ustedes',
  ps: 'pues',
  // Colombian "sisas" (yes) and "nonas" (no).
  sisas: 'sí',
  nonas: 'no',
};

/** Words after which "ora" is "hora", a noun: "la ora", "otra ora", "a qué ora" (never "de", as in "de ora en adelante"). */
const BEFORE_HORA = new Set([
  'la',
  'una',
  'otra',
  'esa',
  'esta',
  'misma',
  'nueva',
  'que',
  'qué',
  'cual',
  'cuál',
]);

/** Words beside which "boy" is "voy": the person before it ("yo boy", "ya boy"), or where to after it ("boy yo", "boy a"). */
const BESIDE_VOY = new Set([
  'yo',
  'ya',
  'me',
  'no',
  'lo',
  'la',
  'los',
  'las',
  'a',
  'al',
  'por',
  'para',
  'mañana',
  'hoy',
]);

/**
 * Words of a clause that make a closing "na" its "nada" ("no quiero na", "y pal traje na": nothing for the
 * suit), never Paraguay's "na" (please); and the prepositions that do so right before it ("de na", "por na").
 */
const NEGATING = new Set([
  'no',
  'ni',
  'sin',
  'nunca',
  'nadie',
  'tampoco',
  'nada',
  'jamas',
  'jamás',
  'pa',
  'para',
  'pal',
  "pa'l",
]);
const BEFORE_NADA = new Set(['de', 'por', 'con', 'a', 'en']);

/**
 * Words before the Caribbean coast's "vaina" that make it "cosa", a thing among others ("cambiar otra
 * vaina", "ninguna vaina"); "esta vaina", "qué vaina" are said as typed (the bot, an exclamation).
 */
const BEFORE_A_THING = new Set([
  'una',
  'otra',
  'alguna',
  'ninguna',
  'cualquier',
  'unas',
  'otras',
  'algunas',
  'cada',
]);

/**
 * Words that open a clause that names a thing ("la de las nueve", "el 2", "sin propina"): a Paraguayan
 * "luego" closing it only eases it ("la de las nueve luego"); after a verb it is "later" ("me lo traen luego").
 */
const NAMES_A_THING = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'un',
  'uno',
  'una',
  'sin',
  'con',
  'cada',
  'otra',
  'otro',
]);

/** Words before a closing "luego" that make it "later" or a phrase of its own ("hasta luego", "desde luego", "mejor luego"). */
const BEFORE_LATER = new Set([
  'hasta',
  'desde',
  'para',
  'pa',
  'y',
  'o',
  'u',
  'mas',
  'más',
  'pero',
  'muy',
  'tan',
  'mejor',
  'que',
  'no',
  'ni',
]);

/**
 * Words a Paraguayan question closes with "-pa" ("mañanapa se puede?", "hoypa?"): only these, whose
 * "-pa" makes no other word.
 */
const ASKED_WITH_PA = new Set(
  'mañana hoy ahora ahorita eso esa ese esto esta ahi ahí aca acá aqui aquí cuanto cuánto cuando cuándo donde dónde lunes martes miercoles miércoles jueves viernes sabado sábado domingo'.split(
    ' ',
  ),
);

/**
 * Spain's vosotros imperative, a clitic or none after it ("Cancelad la entrega", "Subidla a 5", "pasadme
 * con alguien"): read as its infinitive ("cancelar", "subirla", "pasarme"), which every reader takes as the
 * request. Only the verbs of what is asked of the bot or the store (`ASKED_OF_US`): the verbs of a note
 * for the driver ("usad la puerta lateral", "tocad el timbre") keep the person's words, and an English
 * word in a Spanish reply ("need", "instead") or a typo ("bolsad") is none of them.
 */
const VOSOTROS = /^(\p{L}+[aei])d((?:me|te|le|les|lo|la|los|las|nos)?)$/u;
const ASKED_OF_US = new Set(
  (
    'cancelar cambiar enviar reenviar mandar pasar poner hacer dejar subir bajar traer llevar crear facturar ' +
    'guardar cerrar borrar quitar añadir agregar repetir volver seguir esperar mirar decir pedir elegir escoger ' +
    'cobrar cargar confirmar reservar programar mover recoger devolver ayudar comunicar conectar atender dar'
  ).split(' '),
);

/** The infinitive of a vosotros imperative (`VOSOTROS`) with its clitic ("subidla": "subirla"); undefined for any other word. */
function vosotrosInfinitive(word: string): string | undefined {
  const m = VOSOTROS.exec(word);
  return m && ASKED_OF_US.has(`${m[1]}r`) ? `${m[1]}r${m[2]}` : undefined;
}

/** Words after which an unmarked "e" is "es" ("q e ma barata", "eso e lo que quiero"), never "and". */
const BEFORE_ES = new Set([
  'que',
  'q',
  'eso',
  'esa',
  'ese',
  'esto',
  'esta',
  'este',
  'lo',
  'cual',
  'no',
  'si',
  'ya',
]);

/** Possessives before which an unmarked "ma" is mamá ("mi ma dice"), never "más". */
const BEFORE_MAMA = new Set(['mi', 'tu', 'su']);

/** Words that end in -ao of their own, never an -ado with its d dropped. */
const ENDS_IN_AO = new Set(['bacalao', 'cacao', 'callao', 'sarao', 'macao', 'tacao']);

/** Words before "ve"/"ves" that make it "vez": "otra ves", "primera ve". */
const BEFORE_VEZ = new Set([
  'otra',
  'primera',
  'segunda',
  'tercera',
  'ultima',
  'última',
  'una',
  'cada',
  'esta',
  'tal',
  'alguna',
  'la',
]);

/**
 * A word texted as its letter, between two words ("no m llega", "el día d recogida", "lavado x libra");
 * beside a digit it is a size or a product ("2 x 3", "9 m").
 */
const LETTER_WORDS: Record<string, string> = { d: 'de', m: 'me', x: 'por' };

/** Words after which a lone "d" is no "de": a letter of an apartment or an option ("apto d", "opción d"). */
const BEFORE_A_LETTER = new Set([
  'apto',
  'apt',
  'apartamento',
  'depto',
  'piso',
  'unidad',
  'letra',
  'opcion',
  'opción',
  'plan',
  'suite',
  'puerta',
  'vitamina',
]);

/** Pronouns before "a" as the texted "ha" ("me a llegado", "no se a ido"). */
const BEFORE_HA = new Set([
  'me',
  'te',
  'se',
  'le',
  'lo',
  'la',
  'nos',
  'les',
  'no',
  'ya',
  'nunca',
  'todavia',
  'todavía',
  'aun',
  'aún',
]);

/** A Spanish reply in standard words: dropped s and texted words read, the rest as typed. */
function inStandardSpanish(typed: string): string {
  const text = typed
    .replace(/\bni\s+ah[ií](?=\s*(?:[,.;:!?]|$))/gi, (m) => cased(m, 'no'))
    // "'toy", "'ta bien": estar clipped (invariant elision-restores-a-known-word); read before the
    // quotes are looked for, so its apostrophe opens no quote.
    .replace(ESTAR_CLIPPED_TYPED, (_, clipped: string) =>
      cased(clipped, ESTAR_CLIPPED[clipped.toLowerCase()] as string),
    );
  const words = spans(text);
  const lower = words.map((w) => w.text.toLowerCase().replace(/’/g, "'"));
  const out: (string | undefined)[] = words.map(() => undefined);
  const quoting = /(?:^|[\s(])['‘’]\p{L}/u.test(text);
  // The words of the clause before word `i`, from the clause's first.
  const clauseOf = (i: number): string[] => {
    let from = i;
    while (from > 0 && !apart(text, words[from - 1], words[from])) from--;
    return lower.slice(from, i);
  };
  for (let i = 0; i < words.length; i++) {
    const word = lower[i] as string;
    if (named(text, words, i)) continue;
    const prev = apart(text, words[i - 1], words[i]) ? undefined : lower[i - 1];
    const nextWord = apart(text, words[i], words[i + 1]) ? undefined : lower[i + 1];
    // Not inside single quotes: "'Cada semana'" quotes an option, its last ' drops nothing.
    const elided = quoting ? undefined : word.match(/^(\p{L}+)'$/u)?.[1];
    if (elided !== undefined && restoredElision(elided) !== undefined) out[i] = restoredElision(elided);
    // "lao'" is "lado" (a d dropped between vowels); "vamo'", "bolsa'" drop their last s.
    else if (elided !== undefined && elided.length >= 3 && elided.endsWith('ao'))
      out[i] = `${elided.slice(0, -1)}do`;
    // An accented vowel's word not restored above stays as typed ("papá'").
    else if (elided !== undefined && elided.length >= 3 && /[aeiou]$/.test(elided)) out[i] = `${elided}s`;
    else if (word === "pa'l") out[i] = 'para el';
    // "la ora", "otra ora": "hora" with its h unwritten, after a word that only a noun follows; Mexican
    // "ora" ("ahora": "ora sí", "de ora en adelante") has none of them before it.
    else if (word === 'ora' && prev !== undefined && BEFORE_HORA.has(prev)) out[i] = 'hora';
    // "boy yo", "ya boy a buscarla": "voy" with b for v, beside a word "I go" takes; "mi boy" is English's.
    else if (
      word === 'boy' &&
      (BESIDE_VOY.has(prev ?? '') || BESIDE_VOY.has(nextWord ?? '')) &&
      prev !== 'mi'
    )
      out[i] = 'voy';
    else if (Object.hasOwn(ACCENT_KEPT, word)) out[i] = ACCENT_KEPT[word];
    // "pasao mañana", "lo planchao": the d of -ado dropped, unmarked (words that end so are kept).
    else if (/^\p{L}{2,}ao$/u.test(word) && !ENDS_IN_AO.has(word)) out[i] = `${word.slice(0, -1)}do`;
    else if (
      Object.hasOwn(TEXTED_ES, word) &&
      !(word.startsWith('funda') && /^(?:de|del|para)$/.test(nextWord ?? ''))
    )
      out[i] = TEXTED_ES[word];
    else if ((word === 've' || word === 'ves') && prev !== undefined && BEFORE_VEZ.has(prev)) out[i] = 'vez';
    // Costeño "ajá" (uh-huh) before a "pero" that takes it back: "ajá, pero quiero cambiar una vaina" says the but.
    else if ((word === 'ajá' || word === 'aja') && prev === undefined && lower[i + 1] === 'pero') out[i] = '';
    else if ((word === 'vaina' || word === 'vainas') && prev !== undefined && BEFORE_A_THING.has(prev))
      out[i] = word === 'vaina' ? 'cosa' : 'cosas';
    // Paraguay's "na" (please) closing a clause ("una persona na", "el martes na"); after a negation or a
    // preposition in its clause it is "nada", kept.
    else if (
      word === 'na' &&
      prev !== undefined &&
      nextWord === undefined &&
      !BEFORE_NADA.has(prev) &&
      !clauseOf(i).some((w) => NEGATING.has(w))
    )
      out[i] = '';
    // Paraguay's "luego" easing a clause that names a thing ("la de las nueve luego", "el 2 luego").
    else if (
      word === 'luego' &&
      prev !== undefined &&
      nextWord === undefined &&
      !BEFORE_LATER.has(prev) &&
      NAMES_A_THING.has(clauseOf(i)[0] ?? '')
    )
      out[i] = '';
    else if (word.endsWith('pa') && ASKED_WITH_PA.has(word.slice(0, -2))) out[i] = word.slice(0, -2);
    // A go-ahead the readers know as said, closing its clause ("vale, hacedlo": yes-no.ts `DO_IT`), stays
    // so; with more after it ("Enviadla a la lavandería: …") it is the request, read as its infinitive.
    else if (vosotrosInfinitive(word) !== undefined && !(nextWord === undefined && DO_IT.includes(word)))
      out[i] = vosotrosInfinitive(word);
    // The s dropped unmarked: "e" after a word that a verb follows (the conjunction only before an i sound:
    // "padre e hijo"), "ma" before the word it compares ("la ma barata"), never a mother's ("mi ma").
    // The h of "he" unwritten, before its participle: "nunca e usado esto", "ya e pagado" ("padre e
    // hijo": a conjunction before an i sound, never a participle).
    else if (
      word === 'e' &&
      /^\p{L}{2,}(?:ado|ido)$/u.test(nextWord ?? '') &&
      !/^h?[ií]/.test(nextWord ?? '')
    )
      out[i] = 'he';
    else if (word === 'e' && BEFORE_ES.has(prev ?? '') && !/^h?[ií]/.test(nextWord ?? 'i')) out[i] = 'es';
    else if (word === 'ma' && /^\p{L}{3,}$/u.test(nextWord ?? '') && !BEFORE_MAMA.has(prev ?? ''))
      out[i] = 'más';
    // "por fa": "por favor" as texted.
    else if (word === 'fa' && prev === 'por') out[i] = 'favor';
    else if (word === 'pa' && nextWord !== undefined) out[i] = 'para';
    // Andalusian "er" for "el" before its noun or "que": "no me llegó er mensaje", "er que no da alergia". Never before a
    // digit or apart from the next word ("er, 3 bolsas" is a hesitation).
    else if (word === 'er' && /^\p{L}{2,}$/u.test(nextWord ?? '')) out[i] = 'el';
    else if (
      Object.hasOwn(LETTER_WORDS, word) &&
      /^\p{L}+$/u.test(prev ?? '') &&
      /^\p{L}{2,}$/u.test(nextWord ?? '') &&
      !(word === 'd' && BEFORE_A_LETTER.has(prev ?? ''))
    )
      out[i] = LETTER_WORDS[word];
    else if (
      word === 'a' &&
      prev !== undefined &&
      BEFORE_HA.has(prev) &&
      /^\p{L}+(?:ado|ido)$/u.test(nextWord ?? '')
    )
      out[i] = 'ha';
  }
  return rewritten(text, words, out);
}
