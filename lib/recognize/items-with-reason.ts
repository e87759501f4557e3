/**
 * Things named with why they are named: "my good wool jumpers, they shrink if you look at them", "wool
 * sweaters must be hung to dry", "unos suéteres de lana que se me encogen en la secadora".
 *
 * @invariant reason-never-the-items What a reply says of things (why, or what must be done with them) is
 *   never kept as the things themselves: the items are taken only when they come first, end in a word
 *   for a garment or its cloth (the glossary's; "las blusas de seda"), and what follows is plainly about them (it starts with a
 *   word of reason or of what they are or need: "they", "because", "must", "que", "porque", "se") and
 *   names no garment, and adds no item ("and", "y", "too"). Otherwise undefined: asked for the items.
 *   So with an answer said before why, after a comma ("cinco, que se lo merecen"): the answer is read,
 *   the reason never, when the reason holds no number, no addition and no question.
 */
import { LAUNDRY_GLOSSARY } from '../words/laundry-glossary';
import { BECAUSE } from './answer-words';
import { isModifier, isNegation, isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { holdsDoubt } from './shrug';
import { readYesNo } from './yes-no';

/** Words that start what is said about the things before them, in either language. */
const ABOUT = new Set(
  `they theyre theyll it its those these because since cos cause coz cuz as must should need needs
  have has otherwise which que porque pues ya se ellos ellas esos esas estos estas deben debe tienen
  tiene hay siempre`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Words that open what is said of whom an answer is for, as a reason for it: "3, he working hard",
 * "5, she deserves it", "ponle 3, pobre muchacho", "give her 4, poor thing", "5, ella siempre viene".
 * Only after an answer (`answerBeforeReason`): after things named they may be more things.
 */
const OF_SOMEONE = new Set(['he', 'hes', 'she', 'shes', 'ella', 'pobre', 'poor']);
/**
 * Words that open the person's own remark after an answer, as why they give it: "5, i know how it is",
 * "$4, i've been there", "cinco, yo sé cómo es". Never their doubt ("5, i'm not sure": asked).
 */
const OF_ONESELF = new Set(['i', 'im', 'ive', 'id', 'we', 'weve', 'yo', 'nosotros']);
/** Words of pity that are a whole remark alone: "dale 4, pobrecito". */
const PITY = new Set(['pobrecito', 'pobrecita', 'pobrecitos']);
/**
 * Words that open a reason with no comma before it: "5 que hace calor", "3 because he was quick", and a
 * clause of whom it is for, its verb joined to its subject: "make it 5 theyre always so nice".
 */
const WHY = new Set([...BECAUSE, 'theyre', 'hes', 'shes']);

/** Money and more of it, after a number: "he deserves 6 bucks", "3 more". */
const MONEY = new Set(
  'dollar dollars bucks buck usd pesos peso dolares dolar more extra mas lucas varos'.split(' '),
);

/** Words that add an item to a list: what follows them is more things, never why. */
const ADDS = new Set(['and', 'plus', 'also', 'too', 'y', 'tambien', 'ademas', 'mas']);

/** Where the things end and what is said of them starts: a mark, or a word of `ABOUT`. */
const BREAK = /[,.;:!—–]|\s-\s/;

let garments: Set<string> | undefined;

/**
 * The glossary's words for garments and cloth (its "Words and word groups" one-word nouns, both
 * languages), singular: built on first use.
 */
function garmentWords(): Set<string> {
  if (garments) return garments;
  const section = LAUNDRY_GLOSSARY.split('# Words and word groups')[1] ?? '';
  garments = new Set(
    section
      .split('\n')
      .flatMap((line) => line.split(/[=|]/))
      .map((way) => tokenize(way.trim()).filter((t) => t !== ','))
      .filter((words) => words.length === 1)
      .map((words) => words[0] as string),
  );
  return garments;
}

/** Whether a word is a garment or cloth word of the glossary, as said or in its plural. */
function isGarment(word: string): boolean {
  const known = garmentWords();
  return [word, word.replace(/es$/, ''), word.replace(/s$/, '')].some((w) => known.has(w));
}

/**
 * Whether a word names a garment or cloth (the glossary's), not what is done to it nor the bag it is in:
 * "camisas", "sweaters", "seda"; never "bolsa", "starch".
 * @example namesAGarment('camisas') // true
 */
export function namesAGarment(word: string): boolean {
  return isGarment(word) && !NOT_THINGS.has(word) && !NOT_THINGS.has(word.replace(/e?s$/, ''));
}

/** Garment-list words of the glossary that are no garment or cloth: what is done, and the laundry itself. */
const NOT_THINGS = new Set(
  `laundry ropa lavanderia wash washed washing lavado lavar lavada fold folded doblado doblar doblada press
  pressed pressing ironing ironed planchado planchar planchada dry clean cleaning tintoreria seco secar
  secado tender air line hang colgado hanger gancho percha cycle ciclo treatment tratamiento light ligero
  heavy fuerte bag bolsa roller rodillo liquid liquido reusable reutilizable starch almidon softener
  suavizante stain mancha grease grasa delicate delicates delicado delicada prendas`.split(/\s+/),
);

/**
 * @invariant things-alone-are-the-things A reply whose every word but the neutral ones (articles,
 *   politeness: neutral-words.ts) is a garment or its cloth, by the glossary's words ("los sweaters de
 *   lana porfa", "the wool jumpers pls"), names things and nothing else: at a question asking whether
 *   there are any, they are its yes and what they are. A word of what is done ("wash", "planchado"),
 *   of a quality ("delicate") or anything else makes it no such reply.
 * @example namesOnlyThings('los sweaters de lana porfa') // true
 * @example namesOnlyThings('the delicates') // false
 */
export function namesOnlyThings(text: string): boolean {
  // A list of them, "y" between, is things too: "las camisas y los suéteres".
  const words = tokenize(text).filter((t) => t !== ',' && !isNeutral(t) && !ADDS.has(t));
  return (
    words.length > 0 &&
    words.every((w) => isGarment(w) && !NOT_THINGS.has(w) && !NOT_THINGS.has(w.replace(/s$/, '')))
  );
}

/**
 * The things a reply names before saying why (invariant reason-never-the-items), as typed; undefined
 * when it says no reason, or when the things and the reason cannot be told apart for certain.
 * @example itemsBeforeReason('my good wool jumpers, they shrink if you look at them') // 'my good wool jumpers'
 * @example itemsBeforeReason('wool sweaters and the silk blouse') // undefined
 */
export function itemsBeforeReason(text: string): string | undefined {
  const mark = BREAK.exec(text);
  const words = text.split(/\s+/);
  // The first place a word of ABOUT starts, when no mark comes before it.
  const aboutAt = words.findIndex((w, i) => i > 0 && ABOUT.has(tokenize(w)[0] ?? ''));
  const byWord = aboutAt > 0 ? words.slice(0, aboutAt).join(' ') : undefined;
  const items = (
    mark && (byWord === undefined || mark.index < byWord.length) ? text.slice(0, mark.index) : byWord
  )?.trim();
  if (!items) return undefined;
  const reason = tokenize(text.slice(text.indexOf(items) + items.length)).filter((t) => t !== ',');
  const said = tokenize(items).filter((t) => t !== ',');
  // They end in a garment, or in its cloth said after it ("las blusas de seda").
  const garment = said.findLastIndex(isGarment);
  const after = said.slice(garment + 1);
  const ends = after.length === 0 || (after.length === 2 && ['de', 'of'].includes(after[0] as string));
  const itemsOk = garment >= 0 && ends && !said.some(isNegation) && said.length <= 8;
  const reasonOk =
    reason.length > 0 && ABOUT.has(reason[0] as string) && !reason.some((t) => isGarment(t) || ADDS.has(t));
  return itemsOk && reasonOk ? items : undefined;
}

/**
 * Whether a reply says only why, naming no thing: "que luego se encoge todo", "because they shrink"
 * (invariant reason-never-the-items): what to hang-dry is still to be asked.
 *
 * @example saysOnlyWhy('que luego se encoge todo') // true
 * @example saysOnlyWhy('que sean los suéteres de lana') // false
 */
export function saysOnlyWhy(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== ',');
  return OPENS_WHY.has(words[0] ?? '') && words.length > 1 && !words.some(isGarment);
}

/** Words that open why: "…, because", "…, que mi hijo…". */
const OPENS_WHY = new Set([...WHY, 'cos', 'as', 'so', 'ya', 'pues']);
/**
 * Words that make a clause a statement of its own: being, having, wanting, what skin or clothes do
 * ("my husband gets hives", "mi hijo es alérgico", "dont want anything to fade").
 */
const STATES = new Set(
  `is are was were be been gets get got has have had like likes hate hates want wants need needs
  im ive its
  wear wears use uses usa usan lleva llevan
  dont doesnt cant can react reacts itch itches breaks break es son era esta estan tiene tienen tenia le
  les gusta gustan da dan pica pican sale salen odia quiere quiero necesita`.split(/\s+/),
);

/**
 * @invariant reason-after-a-list-set-aside On a list question, a clause after a comma (or a sentence's
 *   end) that says why ("hypoallergenic. my husband gets hives", "cold wash only, dont want anything
 *   to fade", "el suavizante, que a mi esposo le gusta") is no part of the list: it opens with a word
 *   of reason or states something (a verb of being, having, wanting), and holds no addition ("and",
 *   "too"), no garment, and no modifier but a negation or a count of people ("a few of the guys"). A
 *   negation in it is the reason's, never "No extras". The caller reads what comes before, and sets
 *   the clause aside only when it names no option that reading did not pick; one that does ("fabric
 *   softener, he hates cold water") is asked back, the other option never taken.
 * Where such a clause starts (its comma's index in `tokens`), or undefined.
 * @example reasonAfterAnswer(['hypoallergenic', ',', 'my', 'son', 'gets', 'hives']) // 1
 */
export function reasonAfterAnswer(
  tokens: string[],
  listed: (word: string) => boolean = () => true,
): number | undefined {
  const at = tokens.findIndex(
    (t, i) => i > 0 && (t === ',' ? saysWhy(tokens.slice(i + 1), listed) : needAfterGarment(tokens, i)),
  );
  return at > 0 ? at : undefined;
}

/**
 * Whether `after` says why. A garment in it may be an item of the list, unless `listed` says no option
 * is named by it: at the extras, "los uniformes los usa gente con alergias" is who wears them.
 */
function saysWhy(after: string[], listed: (word: string) => boolean = () => true): boolean {
  const clause = after.filter((t) => t !== ',');
  const counted = (t: string) => ['few', 'couple', 'several', 'many', 'some', 'all'].includes(t);
  // "I need it by friday": the day of a need is when, no answer of its own (invariant need-after-an-item-set-aside);
  // "it's for a big pitch day", "es para la boda del sábado": the day of what it is for is too
  // (invariant occasion-after-an-item-set-aside).
  const needed = clause.some((t) => NEEDS.has(t) || OCCASION_FOR.has(t));
  const when = (t: string) => needed && NEED_TIMES.has(t);
  return (
    clause.length > 1 &&
    (OPENS_WHY.has(clause[0] as string) || clause.some((t) => STATES.has(t))) &&
    !clause.some(
      (t) =>
        ADDS.has(t) ||
        (isGarment(t) && listed(t)) ||
        (isModifier(t) && !isNegation(t) && !counted(t) && !when(t)),
    )
  );
}

/** Words of needing a thing, English and Spanish: "I need it for Sunday", "que necesito para el domingo". */
const NEEDS = new Set('need needs needed gotta must necesito necesita necesitamos ocupo ocupa'.split(' '));
/**
 * @invariant occasion-after-an-item-set-aside On a list question, a clause that says what the things are
 *   for ("it's for a big pitch day", "es para la boda del sábado") is why, as a need is: the day it names
 *   is the occasion's, never an answer, and the clause is set aside as a reason (invariant
 *   reason-after-a-list-set-aside) when it states something ("it's", "es") and adds nothing.
 */
const OCCASION_FOR = new Set(['for', 'para']);
/** The days and times a need is for: "for church Sunday", "by friday", "para el domingo", "next week", "the big day". */
const NEED_TIMES = new Set(
  `day dia monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
  today tomorrow tonight weekend week next this morning night lunes martes miercoles jueves viernes
  sabado domingo hoy manana finde semana proximo proxima noche`.split(/\s+/),
);
/** Who needs the thing, opening a need said with no comma: "a dress I need…", "un vestido que necesito…". */
const NEEDERS = new Set(['i', 'we', 'que']);

/**
 * @invariant need-after-an-item-set-aside On a list question, a clause of need said right after a
 *   garment with no comma ("a dress I need cleaned for church Sunday", "un vestido que necesito para el
 *   domingo") is why and when the thing is wanted, no item, as a reason after a comma is (invariant
 *   reason-after-a-list-set-aside); the day it names is the need's, never an answer. Only when the clause
 *   opens with who needs it and a word of needing, and adds nothing ("and a shirt").
 * Whether such a clause opens at `tokens[i]`.
 */
function needAfterGarment(tokens: string[], i: number): boolean {
  if (!NEEDERS.has(tokens[i] as string) || !isGarment(tokens[i - 1] as string)) return false;
  return NEEDS.has(tokens[i + 1] as string) && saysWhy(tokens.slice(i));
}

/**
 * A reply without what it says of the things it names (invariant reason-never-the-items), a yes or no
 * said first kept: "si, unos suéteres de lana que se me encogen en la secadora" is "si, unos suéteres de
 * lana", so the dryer of its reason is never read as its answer. The reply as typed when it says no reason.
 * @example withoutReason('yes. wool sweaters must be hung to dry') // 'yes. wool sweaters'
 */
export function withoutReason(text: string): string {
  const whole = itemsBeforeReason(text);
  if (whole) return whole;
  const mark = BREAK.exec(text);
  if (!mark || readYesNo(text.slice(0, mark.index)) === undefined) return text;
  const after = text.slice(mark.index + mark[0].length);
  const items = itemsBeforeReason(after);
  return items ? `${text.slice(0, mark.index + mark[0].length)} ${items.trim()}` : text;
}

/**
 * The answer said before why it is given, after a comma or at a word that opens only a reason: "cinco,
 * que se lo merecen" is "cinco", "5, because they always come on time" is "5", "3, he working hard" and
 * "ponle 3, pobre muchacho" are 3, "5 que hace calor" is 5 (invariant reason-never-the-items). Only
 * when what follows opens with a word of reason or of whom it is for and holds no amount (a number
 * counting a thing, "he carries it up 4 flights", is none), no addition ("and"), and no question;
 * undefined otherwise, and the reply is read as typed.
 * @example answerBeforeReason('cinco, que se lo merecen') // 'cinco'
 * @example answerBeforeReason('5, and 2 for the other one') // undefined
 */
export function answerBeforeReason(text: string): string | undefined {
  if (text.includes('?')) return undefined;
  // After a comma, or at a word that can only open why ("5 que hace calor"), never one opening a thing.
  const comma = text.indexOf(',');
  const words = text.split(/\s+/);
  const whyAt = words.findIndex((w, i) => i > 0 && WHY.has(tokenize(w)[0] ?? ''));
  const bare = whyAt > 0 ? words.slice(0, whyAt).join(' ') : undefined;
  const cut = comma > 0 && (bare === undefined || comma < bare.length) ? comma : bare?.length;
  if (cut === undefined || cut <= 0) return undefined;
  const reason = tokenize(text.slice(cut)).filter((t) => t !== ',');
  // "4 flights", "3 pisos": a number counting a thing of the reason is no second amount; "6", "6 bucks" is.
  const counts = reason.some((t, i) => {
    const number = /^\d+$/.test(t) ? { length: 1 } : numberAt(reason, i);
    if (number === undefined) return /\d/.test(t);
    const next = reason[i + number.length];
    return next === undefined || MONEY.has(next) || isNeutral(next) || !/^\p{L}+$/u.test(next);
  });
  // "5 because": a word of reason with no reason after it says none.
  const [first = ''] = reason;
  const own = OF_ONESELF.has(first) && !holdsDoubt(reason);
  const opens = reason.length > 1 ? ABOUT.has(first) || OF_SOMEONE.has(first) || own : PITY.has(first);
  const why = opens && !reason.some((t) => ADDS.has(t));
  return why && !counts ? text.slice(0, cut).trim() : undefined;
}

/** Words that open what a reason comes to, after it: "so", "así que", "entonces", "por eso", "therefore". */
const CONCLUDING = [
  ['so'],
  ['therefore'],
  ['thus'],
  ['asi', 'que'],
  ['entonces'],
  ['por', 'eso'],
  ['por', 'lo', 'que'],
];

/**
 * The answer said after why it is given, at the last word that opens what the reason comes to: "i found
 * another one in the closet so 3" is "3", "encontré otra, así que son 3" is "son 3". Undefined when no
 * such word is said, nothing is said before it or after it, or the reply asks.
 *
 * @invariant reason-then-so-the-answer An answer said last, after a reason and "so" ("…so 3", "…así
 *   que 3"), is what the reply answers: the reason before it is never read for the answer, and the
 *   answer is still taken only by the question's own reader (a count alone, an amount).
 * @example answerAfterReason('i found another one in the kids closet so 3') // '3'
 * @example answerAfterReason('so 3') // undefined
 */
export function answerAfterReason(text: string): string | undefined {
  if (text.includes('?')) return undefined;
  const tokens = tokenize(text);
  let found: { at: number; length: number } | undefined;
  tokens.forEach((_, at) => {
    const words = CONCLUDING.find((c) => c.every((w, k) => tokens[at + k] === w));
    if (words && at > 0) found = { at, length: words.length };
  });
  if (!found) return undefined;
  const reason = tokens.slice(0, found.at).filter((t) => t !== ',');
  const answer = tokens.slice(found.at + found.length).filter((t) => t !== ',');
  return reason.length > 0 && answer.length > 0 ? answer.join(' ') : undefined;
}
