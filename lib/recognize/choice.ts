/**
 * Recognizes a typed reply among the options of the question on screen.
 *
 * How a reply is read, each way tried in the order below:
 *
 * @invariant choice-normalized-label Text is normalized: case, spacing, accents, punctuation, `&` ↔ "and"; filler words ("please",
 *    "the", "one", "I'd like", "I want", "let's", "just", "go with", "option", "number", "thanks")
 *    are ignored. A reply equal to an option's label or synonym (with or without fillers) is that
 *    option.
 * @invariant choice-by-position Positions: "2", "#2", "two", "second", "2nd", "the first one", "the last one", "last" pick by
 *    position among the options whose role is not 'command'. When any option has `amountCents`,
 *    bare numbers are amounts ("4" → the option of 400 cents, else none: the step reads the amount
 *    itself); ordinals stay positions. A number larger than the option count is no position, so
 *    "4242" can match the label "Visa ending 4242". Lists — "1,3", "1 and 3", "1 3", "1 n 3" (multi only),
 *    "wash & fold and the shirt" — are split at commas, "and", "plus" and between numbers; the
 *    split whose every part names one option and that names the most options wins (the unsplit
 *    reply is one of the candidates, so "wash and fold" stays one option). "all", "all of them"
 *    pick every non-command option of a multi prompt ("everything" is asked: invariant
 *    everything-asked-back); "both" picks both of exactly
 *    two, or the option labelled "Both" where there is one (on a single prompt too).
 * @invariant choice-by-words Labels and synonyms by words (option-words.ts): an option matches when the reply's content words
 *    are in its label or a synonym, or the other way round, exactly or with one typo; best match wins.
 * @invariant choice-by-time-of-day Time windows: with options carrying `window`, a reply saying a time of day ("8am", "8:30",
 *    "noon", "morning", "after 5", "between 8 and 10", "de 11 a 1") or a price ("the free one", "cheapest")
 *    is read by its parts (invariant window-read-by-its-parts, window-choice.ts) on the wall clock of
 *    `opts.timeZone`; other words ("8am courier", "12-2 with the store guy") narrow them by label. One
 *    window → picked; several → ambiguous; none → none.
 * @invariant choice-days-by-position-or-label Days: with options carrying `day`, only positions, exact labels and "earliest" (the
 *    first listed) are read; day words, a day of the month said alone ("the 3rd", "el 3": invariant
 *    day-of-month-not-position, day-words.ts) and a date in numbers ("6/6": invariant slash-date-is-a-date), are left to the caller (none).
 *    A number alone that is one option's position and another's day of the month or start hour is
 *    asked (invariant bare-number-position-or-named).
 * @invariant choice-ambiguous-never-guessed A reply that could mean two or more options is `ambiguous` with those values (on a multi
 *    prompt, with the options its other parts named); a single prompt given a list is ambiguous
 *    too. Never a guess.
 * @invariant choice-yes-no Yes/no: when the options have values 'yes' and 'no', `readYesNo` forms pick them. (A yes at a
 *    confirm prompt is `readConfirm`'s business.)
 * @invariant choice-by-interval How-often options (`everyWeeks`) are read by the interval said, by its parts:
 *    "every second week", "every 14 days", "cada quince días", "una semana sí y una no" are every 2
 *    weeks (interval.ts), and so is a span said alone ("2w", "2 semanas"; never "2 weeks from now");
 *    an interval no option has ("every 3 weeks") picks none; how often said with no
 *    interval ("every now and then", "de vez en cuando", "seguido") is ambiguous among the recurring options.
 * @invariant two-way-interval-confirmed A word that means two intervals to different people ("biweekly",
 *    "bisemanal": every two weeks or twice a week) is never taken alone: every 2 weeks is asked back as a
 *    guess ("“Every 2 weeks”, right?"); "bimonthly" (every two months or twice a month) picks none.
 * @invariant choice-negation "yes, X" and "no, X" (with the comma) are X, but at a yes-or-no question the
 *    lead is the answer (invariant lead-answers-yes-no); "not X", "anything but X" on a
 *    single question are the one option X leaves, and asked among those left when more than one is.
 *    A reply that corrects itself or leaves options out is read by what it means (meant.ts): "2, no
 *    espera, 3" is 3, "hypoallergenic but no softener" is hypoallergenic, never the softener; an
 *    option whose name holds the negation ("No extras", "Sin propina") is that option. A guess at the
 *    one option a refusal leaves ("Manhattan, la de Chelsea, no la de Brooklyn" among two) is that
 *    option, when what it could not place is no modifier (neutral-words.ts).
 * @invariant lead-answers-yes-no At a yes-or-no question a leading yes or no is the answer and the rest
 *    its reason ("No, I do not want advertising" is no, never the rest read for an option); a reply
 *    that says the other answer too ("nope, yes") is asked back; one that takes its first answer back
 *    ("no — wait, yes, the wool sweaters") is the answer after the correction (meant.ts).
 * @invariant choice-words-accounted-for Every reading leaves no word of the reply unplaced
 *    (invariant reply-words-accounted-for): what it could not place makes it `unsure`, asked back.
 * @invariant choice-named-option-by-words-only `namedOption` reads a reply by the options' words only, as
 *    (invariant choice-normalized-label) and (invariant choice-by-words) read it, with no positions, amounts,
 *    times or lists: what the engine tries when a typed answer's own reader refuses it, so "new here"
 *    picks "I'm new here, sign me up" at the phone question, whatever the step.
 */
import { readAmountCents, saysHighest } from './amount';
import { ANSWER_LEADS } from './answer-words';
import { opensAsQuestion } from './asked';
import { type Context, finish, NONE, prepare, result, STOPWORDS, settle, unsettling } from './choice-context';
import { findSlashDate, readDayOfMonth, readsSoonest, soonestAfterWeekday } from './day-words';
import { namedOnlyAsHad } from './described';
import { withoutEmojiCodes } from './emoji-code';
import { covers, typoOf } from './fuzzy-match';
import { withoutOpeningGreeting } from './greeting';
import { type EveryWeeks, isEveryWord, readEveryWeeks, readSpanAlone, saysVagueInterval } from './interval';
import { reasonAfterAnswer } from './items-with-reason';
import { EVERY, type Meant, readMeant } from './meant';
import { isEverydayNoun, isModifier, isNegation, isNeutral, unplaced } from './neutral-words';
import { stripFillers, tokenize } from './normalize';
import { numberAt, readOrdinal, readWholeNumber } from './number-words';
import { readOverlap, withOwnQuality } from './option-words';
import { coveredBy, FILLERS, POLITE } from './phrase-match';
import { readPositionOrNamed } from './position-or-named';
import { holdsDoubt, withoutDoubts } from './shrug';
import type { Recognized, RecognizerOption } from './types';
import { withoutVagueTail } from './vague-tail';
import { readWindow } from './window-choice';
import {
  agreeingAsYes,
  holdsBothAnswers,
  holdsCondition,
  readLeadingYesNo,
  readYesNo,
  withSignsAsOk,
} from './yes-no';

/** Tokens that separate the items of a list. */
const SEPARATORS = new Set([',', 'and', 'plus', 'also', 'y']);
/** Words that take every option of the list by counting them: "all of them", "todos". */
const ALL = new Set([
  'all',
  'all of them',
  'all of those',
  'all of these',
  'every one',
  'all three',
  'all four',
  'todos',
  'todas',
]);
/**
 * Words that say "all of it" of no list: at the services, "everything" may be every service or all of
 * the person's things, whatever they need (invariant everything-asked-back).
 */
const EVERYTHING = new Set(['everything', 'all of it', 'it all', 'todo', 'todo eso', 'todito', 'de todo']);
/** Read with the reply's fillers kept: "los dos" is both, where a bare "dos" is the second. */
const BOTH = new Set([
  'both',
  'both of them',
  'both of those',
  'the two',
  'the two of them',
  'ambos',
  'ambas',
  'los dos',
  'las dos',
]);
/** A sentence's end between words: "Wash and fold. One suit", "W&F; suit", "the suit! and laundry". */
const SENTENCE_END = /(?<=\p{L})[.!?;]+\s+(?=\p{L})/gu;
/**
 * A pause typed after a number ("1 and 4... a shirt too", "2 … y el traje"): on a list, an item ended,
 * as a comma ends one, never a count of the thing after it.
 */
const PAUSE_AFTER_NUMBER = /(?<=\d)\s*(?:\.{2,}|…)\s*(?=\p{L})/gu;
/**
 * A line's end, with the bullet or dash that may open the next: "• Wash & Fold\n• Dry Clean – Suit",
 * "- towels\n- a suit". On a list question each line is an item of the list, as "plus" joins one:
 * a line naming no option is asked back, never dropped as commentary.
 */
const LINE_END = /\s*\n[\s•·*‣◦▪–—-]*/gu;
/**
 * An option's number written as a list numbers it, then its words: "2. Deliver.", "2) deliver it". The
 * number stands apart from the words as after a comma ("2, deliver"): both must name one option. A dash
 * or a colon sets it apart too: "2 - delivery", "2: deliver it".
 */
const NUMBERED = /^\s*(\d{1,2})(?:[.):]|\s*[-–—])\s+(?=\p{L})/u;
/**
 * A bracketed aside after an item: "lavado y doblado (uniformes)", "a suit (my husband's)". On a list it
 * is said apart from the item as after a comma: what the item holds or whose it is, read as a comma's
 * part is (commentary, or an item of its own when it names one). One holding a number ("wash and fold
 * (3)") is left as typed: a count in brackets, never an option's place.
 */
const ASIDE = /\s*\(\s*([^()]*?)\s*\)\s*/gu;
/**
 * Texting's "n" between words: "and", inside an option's name too ("wash n hang dry") as between items
 * ("hypoallergenic n cold wash"). On a list only: on a single question it may be a street's "N".
 */
const TEXTED_AND = /(?<=\p{L})\s+n\s+(?=\p{L})/giu;
/**
 * A dress shirt is a shirt, as a "camisa de vestir" is a "camisa": said as one thing, never a dress and
 * shirts ("a dress and shirts", "un vestido y camisas" stay two).
 */
const DRESS_SHIRT = /\bdress\s+(shirts?)\b|\b(camisas?)\s+de\s+vestir\b/giu;
/**
 * A jacket said with its trousers ("el saco con pantalón", "a jacket with matching pants") is a suit, as
 * its two pieces: said with "con", "with", never listed apart ("el saco y el pantalón" stays two).
 */
const JACKET_WITH_TROUSERS =
  /\b(saco|chaqueta|americana|jacket|blazer)\s+(?:con|with|w\/?)\s+(?:(?:el|los|su|sus|the|its|his|her|my|matching)\s+)*(?:pantal[oó]n(?:es)?|pants|trousers|slacks)\b/giu;
/** The jacket's Spanish words: its suit is "traje". */
const SPANISH_JACKETS = new Set(['saco', 'chaqueta', 'americana']);
/**
 * @invariant joining-phrase-joins-a-list On a list question, a phrase that adds one thing to another
 *   ("as well as", "along with", "together with", "in addition to", "además de", "junto con") joins two
 *   items as "and" does: "the crease press as well as the stain treatment" is both extras, "una camisa
 *   junto con el lavado y doblado" both services; never one item whose words name two options.
 */
const JOINING_PHRASE =
  /\s+(?:as\s+well\s+as|along\s+with|together\s+with|in\s+addition\s+to|adem[aá]s\s+de|junto\s+con)\s+/giu;
/**
 * @invariant adding-verb-joins-a-list On a list question, a verb of adding said before an item ("add a
 *   shirt", "throw in a dress", "include the stain treatment", "agrégale una camisa", "súmale el
 *   vestido", "incluya el planchado") joins it to the list as "plus" does: the item is named, the verb
 *   is no word of it. Only where it opens the reply or a part of it (after a pause, a comma, "and",
 *   "also", "please", "actually"): after a negation ("don't add softener", "no le agregue suavizante") it
 *   is left as typed, a refusal.
 */
const ADDING_VERB =
  /(?<=^|[,.;:!…]\s*|\b(?:and|y|e|also|too|then|please|pls|kindly|actually|oh|tambi[eé]n|mejor|porfa|pues)\s+)(?:add|include|throw\s+in|toss\s+in|agr[eé]ga(?:le|r)?|agr[eé]gue(?:le)?|a[nñ]ad[ae](?:le)?|a[nñ]adir|incl[uú]ye(?:le)?|incl[uú]ya(?:le)?|incluir|s[uú]ma(?:le|r)?|s[uú]me(?:le)?)\s+(?=\p{L})/giu;
/** A bullet opening the first line: "• Wash & Fold". */
const FIRST_BULLET = /^[\s•·*‣◦▪–—-]+(?=\p{L}|\d)/u;
/** Words after which an item says its own details: "wash & fold w hypoallergenic", "el traje con raya". */
const DETAILS = new Set(['with', 'w', 'con']);
/** Above this many places to split a reply, only "split everywhere" and "no split" are tried. */
const MAX_CUTS = 8;

/**
 * What a typed reply picks among the options of the question on screen (rules in this module's
 * comment). Pure: the engine decides what to say for `ambiguous` and `none`.
 *
 * @example
 * const frequency = [
 *   { value: '0', label: 'Just this once' },
 *   { value: '1', label: 'Every week', synonyms: ['weekly'] },
 *   { value: '2', label: 'Every 2 weeks', synonyms: ['every other week', 'biweekly'] },
 * ];
 * recognizeChoice('biweekly', frequency, { multi: false, timeZone: 'America/New_York' });
 * // { kind: 'picked', values: ['2'] }
 * recognizeChoice('the first one', frequency, { multi: false, timeZone: 'America/New_York' });
 * // { kind: 'picked', values: ['0'] }
 */
export function recognizeChoice(
  typed: string,
  options: RecognizerOption[],
  opts: { multi: boolean; timeZone: string },
): Recognized {
  if (options.length === 0 || tokenize(typed).every((t) => t === ',')) return NONE;
  // "mis notas y todo eso": on a question of one answer, a tail that only trails off widens what came
  // before it (invariant vague-tail-answers-nothing); on a list it says there are more, and stays.
  const untailed = opts.multi ? undefined : withoutVagueTail(typed);
  if (untailed !== undefined) return recognizeChoice(untailed, options, opts);
  const context = prepare(options, opts);
  // "Good morning, …" greets: its "morning" names no window.
  // "Wash and fold. One suit, dry cleaned.": on a list, a sentence ended is an item ended, as a comma ends one.
  // "• Wash & Fold\n• Dry Clean – Suit": on a list, each line is an item.
  // "lavado y doblado (uniformes) + 1 traje": on a list, brackets set an aside apart as commas do.
  // "wash and fold :pray:": a Slack emoji's code is a picture, no word of the reply (emoji-code.ts).
  const pictured = withoutEmojiCodes(typed);
  const listed = opts.multi
    ? pictured
        .trim()
        .replace(FIRST_BULLET, '')
        .replace(TEXTED_AND, ' and ')
        .replace(JOINING_PHRASE, ' and ')
        .replace(ADDING_VERB, 'plus ')
        .replace(DRESS_SHIRT, (_, shirt?: string, camisa?: string) => shirt ?? camisa ?? '')
        .replace(JACKET_WITH_TROUSERS, (_, jacket: string) =>
          SPANISH_JACKETS.has(jacket.toLowerCase()) ? 'traje' : 'suit',
        )
        .replace(LINE_END, ' plus ')
        .replace(SENTENCE_END, ', ')
        .replace(PAUSE_AFTER_NUMBER, ', ')
        .replace(ASIDE, (aside, inside: string) => (/\d/.test(inside) ? aside : `, ${inside}, `))
    : pictured.replace(NUMBERED, '$1, ');
  const greeted = withoutOpeningGreeting(listed);
  // "sure why not" agrees (invariant agreeing-no-is-yes); "9-11 doordash :+1:" approves its answer.
  const text = context.yesNo ? agreeingAsYes(greeted) : withSignsAsOk(greeted);
  const tokens = tokenize(text);
  // "solo si no son muchos" is neither yes nor no, whatever it negates (invariant condition-asked-back).
  if (context.yesNo && holdsCondition(tokens)) return NONE;
  // "a veces sí a veces no": both answers side by side, neither taken (invariant both-answers-asked-back).
  if (context.yesNo && holdsBothAnswers(tokens)) return NONE;
  const closed = context.multi ? readClosedList(tokens, context) : undefined;
  if (closed) return closed;
  const announced = context.multi ? readAnnouncedList(text, context) : undefined;
  if (announced) return announced;
  // A correction replaces only with an option named (invariant correction-replaces-with-placeable).
  // Two options either side of a no after a pause are two answers where one is taken ("the visa... no
  // the amex"), never on a list, nor at a yes or no, whose no is its answer (invariant
  // pause-no-same-kind-corrects).
  const one = !context.multi && !context.yesNo;
  const meant = readMeant(text, (words) => readText(words, context).kind !== 'none', one);
  // "hypoallergenic. my husband gets hives": why is no item (invariant reason-after-a-list-set-aside);
  // why said inside a correction is the correction's (invariant correction-reason-set-aside).
  // A garment in it is why only where it names no option here ("los uniformes los usa gente con alergias" at the extras).
  const namesOne = (word: string) =>
    context.prepared.some((p) => p.words.some((phrase) => covers(phrase, [word])));
  const why = context.multi && !meant?.retracted ? reasonAfterAnswer(tokens, namesOne) : undefined;
  const head = why === undefined ? undefined : recognizeChoice(tokens.slice(0, why).join(' '), options, opts);
  // A reason naming another option ("softener, he hates cold water") may want it or not: asked back.
  const reasoned = why !== undefined && head?.kind === 'picked' ? head : undefined;
  const naming = reasoned ? namingOthers(tokens.slice((why ?? 0) + 1), reasoned.values, context) : [];
  const read = reasoned ?? (meant && readMeantChoice(meant, context)) ?? readWhole(text, tokens, context);
  // Asked of a pick, as a question: the typed marks, which the words alone no longer hold.
  // "tiene una mancha de café": what a thing has is why, never the extra chosen (invariant described-extra-asked).
  const described = read.kind === 'picked' && !reasoned ? describedOnly(text, read.values, context) : [];
  const unplaced = read.kind === 'picked' ? [...naming, ...askedOfIt(pictured, context), ...described] : [];
  return read.kind === 'picked' && unplaced.length > 0
    ? { kind: 'unsure', values: read.values, unplaced }
    : read;
}

/**
 * The options of a list question the reply names only as what a thing has ("hay una mancha"), by their
 * labels (invariant described-extra-asked); none on a question of one answer.
 */
function describedOnly(text: string, values: string[], context: Context): string[] {
  if (!context.multi) return [];
  return context.prepared
    .filter((p) => values.includes(p.option.value))
    .filter((p) => namedOnlyAsHad(text, (word) => p.words.some((phrase) => covers(phrase, [word]))))
    .map((p) => p.option.label);
}

/**
 * What a question asked of a thing holds: an English auxiliary or question word opening it ("does the
 * softener have a scent?", "is the cold wash gentler?", "how long is the 9-11?"), or, in Spanish, a verb
 * of what the thing is or does ("¿El suavizante tiene olor?", "¿la de las 9 sale más cara?"). A
 * statement with a tag ("quiero un pedido nuevo, vale?", "the 9-11 ok?") asks nothing of an option.
 */
const ASKS_OF_IT_OPENING = new Set(
  'is are does do did has have was were how why when where whats what'.split(' '),
);
const ASKS_OF_IT_VERBS = new Set(
  `tiene tienen es son huele huelen lleva llevan incluye incluyen cuesta cuestan sale salen deja dejan
  mancha manchan encoge encogen sirve sirven funciona funcionan trae traen hace`
    .split(/\s+/)
    .filter(Boolean),
);

/** Asking when, how much, how long or where, as a clause's words say it (accents folded): never a pick. */
const ASKS_WHEN = / ((?:a )?que hora|cuando|cuanto|cuanta|donde|what time|when|how much|how long|where) /;

/**
 * @invariant question-of-an-option-picks-none A question asked of an option ("¿El suavizante tiene
 *   olor?", "does the softener have a scent?", "is the cold wash gentler?") asks, never picks it: a
 *   clause ending in a question mark, or a reply opening as a question without one ("what do you charge
 *   a pound"), that asks of a thing (`ASKS_OF_IT_OPENING`, `ASKS_OF_IT_VERBS`) and holds a word of
 *   content no option has is asked back. An option said as a question alone ("the
 *   softener?", "¿la de las 9?"), a request put as a question ("could we book a collection?", "¿me
 *   pone suavizante?"), and a statement with a tag ("quiero un pedido nuevo, vale?") still pick it.
 */
function askedOfIt(typed: string, context: Context): string[] {
  const marked = typed.match(/[^.!?¿¡;,\n]*\?/gu) ?? [];
  // A question typed without its mark ("WHAT DO YOU CHARGE A POUND") opens with a word only questions open with.
  // "cuanto antes", "cuanto más pronto mejor" open answers: as soon as can be.
  const unmarked =
    marked.length === 0 && opensAsQuestion(typed) && !/^\W*cu[aá]nto (?:antes|m[aá]s|menos)\b/iu.test(typed)
      ? typed.split(/[.!¡;,\n]/u).slice(0, 1)
      : [];
  const questions = [...marked, ...unmarked];
  const named = (w: string) => context.prepared.some((p) => p.words.some((phrase) => covers(phrase, [w])));
  const clauses = questions.map((q) => tokenize(q).filter((w) => w !== ','));
  // "¿a qué hora pasan mañana?", "when do you come?": asking when, how much or where picks nothing.
  const when = clauses.flatMap((words) => ASKS_WHEN.exec(` ${words.join(' ')} `)?.[1] ?? []);
  if (when.length > 0) return when;
  return clauses
    .filter((words) => ASKS_OF_IT_OPENING.has(words[0] ?? '') || words.some((w) => ASKS_OF_IT_VERBS.has(w)))
    .flat()
    .filter(
      (w) =>
        /^\p{L}{3,}$/u.test(w) &&
        !isNeutral(w) &&
        !isModifier(w) &&
        !STOPWORDS.has(w) &&
        !named(w) &&
        !ASKS_OF_IT_OPENING.has(w) &&
        !ASKS_OF_IT_VERBS.has(w),
    );
}

/**
 * The words of `words` naming an option other than `values`. A reason's negations ("no quiero que se
 * encoja nada") name none: neither the none option nor one whose name holds a "no" ("no da alergia").
 */
function namingOthers(words: string[], values: string[], context: Context): string[] {
  const others = context.prepared.filter((p) => !p.option.none && !values.includes(p.option.value));
  const picked = context.prepared.filter((p) => values.includes(p.option.value));
  const names = (among: typeof others, w: string) =>
    among.some((p) => p.words.some((phrase) => covers(phrase, [w])));
  // "a dress I need cleaned": a word the picked option's name holds too ("Dry Clean – Dress") is its own.
  return words.filter((w) => !isNeutral(w) && !isNegation(w) && names(others, w) && !names(picked, w));
}

/**
 * Words that close a list, said after its last item: "nothing else", "y nada más", "eso es todo".
 * Never a bare negation: "softener, no" says no to the softener.
 */
const CLOSING = [
  'nothing else',
  'nothing other',
  'nothing more',
  'thats all',
  'thats it',
  'that is all',
  'and thats it',
  'and nothing else',
  'and nothing more',
  'only that',
  'just that',
  'nada mas',
  'y nada mas',
  'nada mas que eso',
  'nada mas eso',
  'eso es todo',
  'solo eso',
  'nomas eso',
  'y ya esta',
  'nada otro',
  'ningun otro',
  'ninguno mas',
  // Nothing of the rest, said as a refusal of every other option: "Suit. Negative on the rest.",
  // "nothing fancy", "nada especial", "lo demás no".
  'nothing fancy',
  'negative on the rest',
  'negative on everything else',
  'none of the rest',
  'not the rest',
  'no to the rest',
  'no on the rest',
  'nada especial',
  'nada de lo demas',
  'nada del resto',
  'lo demas no',
  'el resto no',
  'lo demas no hace falta',
  'nada de lo otro',
  'none of the others',
  'none of the other stuff',
  'none of the other ones',
  'nothing else needed',
  'thats about it',
  'and thats about it',
  'that would be all',
  'eso seria todo',
  'seria todo',
  'es todo',
  // Said of this order only, no item of it: "only the suit this time", "solo el traje esta vez".
  'this time',
  'for now',
  'esta vez',
  'por esta vez',
  'por ahora',
].map((phrase) => phrase.split(' '));

/**
 * @invariant list-closed-by-nothing-else On a list question, items followed by words that close the list
 *   ("hypoallergenic detergent, nothing else", "el suavizante y nada más", "Suit. Negative on the
 *   rest.", "nothing fancy") or say it is the list of this order ("only the suit this time", "solo el
 *   traje esta vez") are those items only: the closing words are never the option meaning none beside them. Read only when what comes before
 *   names items of its own (never none), else the reply is read as typed.
 */
function readClosedList(tokens: string[], context: Context): Recognized | undefined {
  // The first place from which the rest is closing words and politeness ("nothing else, thanks").
  const at = tokens.findIndex(
    (_, i) =>
      i > 0 &&
      CLOSING.some((phrase) => phrase.every((w, k) => tokens[i + k] === w)) &&
      coveredBy(tokens.slice(i), CLOSING, POLITE),
  );
  if (at < 0) return undefined;
  const before = tokens.slice(0, at);
  while (before.at(-1) === ',') before.pop();
  if (before.length === 0) return undefined;
  const read = readText(before.join(' '), context);
  const none = new Set(context.prepared.filter((p) => p.option.none).map((p) => p.option.value));
  if (read.kind === 'none' || read.values.length === 0 || read.values.some((v) => none.has(v)))
    return undefined;
  return read;
}

/** What a count announcing a list counts: "two things:", "las dos cosas:", "los 2 servicios:". */
const COUNTED = new Set([
  'thing',
  'things',
  'items',
  'services',
  'options',
  'cosas',
  'servicios',
  'opciones',
]);
/** Counts said as a word of two: "both:", "ambos:". */
const TWO = new Set(['both', 'ambos', 'ambas']);

/**
 * @invariant announced-count-agrees On a list question, a count said before a colon that announces the
 *   list after it ("las dos cosas: lavado y doblado y el traje", "three things: …", "both: …") is how many
 *   items follow, not an option's place: the list is read when it names exactly that many options, all
 *   its words accounted for. A count that disagrees, or words beside it that are more than the count
 *   and what it counts, leave the reply read as typed (the count then asked back).
 */
function readAnnouncedList(text: string, context: Context): Recognized | undefined {
  const colon = /:(?!\d)/u.exec(text);
  if (!colon || colon.index === 0) return undefined;
  const head = tokenize(text.slice(0, colon.index)).filter(
    (t) => t !== ',' && !COUNTED.has(t) && !isNeutral(t),
  );
  const count = head.length === 1 && TWO.has(head[0] as string) ? 2 : readWholeNumber(head);
  if (count === undefined || count < 2) return undefined;
  const read = readText(text.slice(colon.index + 1), context);
  return read.kind === 'picked' && read.values.length === count ? read : undefined;
}

/** Reads a text as the whole reply it is. */
const readText = (text: string, context: Context) => readWhole(text, tokenize(text), context);

/**
 * A reply that corrects itself or leaves options out, read by what it means (invariants
 * correction-last-named-meant, negated-excluded-never-taken); undefined when what it leaves out names
 * no option, and the reply is read as typed.
 */
function readMeantChoice(meant: Meant, context: Context): Recognized | undefined {
  const said: string[] = [meant.text];
  const left: string[] = [];
  for (const { said: negated, what } of meant.excluded) {
    // "No extras", "Sin propina": an option whose own name holds the negation is that option.
    const named = namedOption(
      negated,
      context.prepared.map((p) => p.option),
    );
    // So is one a way of saying it holds ("el que no da alergia": "no da alergia", hypoallergenic).
    const own = context.prepared.find((p) => p.option.value === named);
    const label = own?.phrases[0] ?? [];
    const negatedWords = tokenize(negated);
    const saidWithNegation = own?.words.some(
      (phrase) => phrase.some(isNegation) && phrase.every((w) => negatedWords.includes(w)),
    );
    if (named !== undefined && (isNegation(label[0] ?? '') || saidWithNegation)) said.push(negated);
    else {
      const out = readText(what, context);
      if (out.kind !== 'picked') return undefined;
      left.push(...out.values);
    }
  }
  // Every negation the reply holds is an option's own ("No extras", "no da alergia"): the reply is
  // read as typed, every word of it accounted for ("only el que no da alergia" is asked back).
  if (left.length === 0 && !meant.retracted && !meant.paused) return undefined;
  const text = said.filter((t) => t !== '').join(' , ');
  const kept = (values: string[]) => values.filter((v) => !left.includes(v));
  if (text === '') {
    // "wash and fold and a shirt, nah, forget the shirt": on a list, a correction that only leaves
    // something out keeps the rest of what it took back.
    if (context.multi && meant.retracted && left.length > 0)
      return withoutLeft(meant.retracted, left, context);
    // "everything but the softener": on a list, every option but the ones left out (invariant
    // everything-but-counts-the-options); "not the softener" alone names none.
    if (context.multi) return meant.allBut ? finish(kept(listed(context)), false, context) : NONE;
    return result(kept(context.positional.map((o) => o.value)));
  }
  // "Manhattan, la de Chelsea, no la de Brooklyn" among two: what is left names the one option the
  // refusal leaves, and nothing else it says could change the answer ("chelsea"): certain.
  const only = kept(context.positional.map((o) => o.value));
  if (!context.multi && left.length > 0 && only.length === 1 && namesOnly(text, only[0] as string, context))
    return result(only);
  // "no la visa, la otra": the other is what the refusal leaves, asked among several left.
  if (!context.multi && left.length > 0 && saysTheOther(text)) return result(only);
  // "everything on the list except the softener": all the options, one left out, so "everything" counts
  // the options (invariant everything-but-counts-the-options).
  if (context.multi && left.length > 0 && !meant.retracted && saysEverything(text))
    return finish(kept(listed(context)), false, context);
  const read = readText(text, context);
  const earlier = meant.retracted && context.multi ? keptBefore(meant.retracted, context) : [];
  if (earlier === undefined) return NONE;
  if (read.kind === 'none') {
    const others = kept(context.positional.map((o) => o.value));
    // "not brooklyn, the manhattan one" among two: the other one, asked, its words unread.
    return left.length > 0 && others.length === 1 && !context.multi
      ? { kind: 'unsure', values: others, unplaced: tokenize(text) }
      : NONE;
  }
  const values = kept([...earlier, ...read.values]);
  if (values.length === 0) return NONE;
  if (read.kind === 'unsure') return { ...read, values };
  return finish(values, read.kind === 'ambiguous' && values.length > 1, context);
}

/** The options of a list question a reply may take, never the one meaning none. */
const listed = (context: Context) => context.positional.filter((o) => !o.none).map((o) => o.value);

/**
 * @invariant everything-but-counts-the-options On a list question, "everything", "all", "todo" said
 *   with options left out ("everything on the list except the softener", "all but the softener", "todo
 *   menos el suavizante") counts the options: every option but those, taken. Said alone, "everything"
 *   stays asked back (invariant everything-asked-back).
 * Whether `text` says only "everything" (with the list's words: "on the list", "de la lista").
 */
function saysEverything(text: string): boolean {
  const words = withoutGroupNouns(stripFillers(tokenize(text))).filter(
    (t) => t !== ',' && !LIST_WORDS.has(t) && !STOPWORDS.has(t),
  );
  return words.length > 0 && words.every((t) => EVERY.has(t) || EVERYTHING.has(t) || isNeutral(t));
}

/** Words pointing at the list on screen: "everything on the list", "all listed", "todo lo de la lista". */
const LIST_WORDS = new Set(['list', 'listed', 'above', 'shown', 'offered', 'lista', 'menu']);

/** What a list said reads as, without the options left out; none when it read none or only those. */
function withoutLeft(said: string, left: string[], context: Context): Recognized {
  const read = readText(said, context);
  if (read.kind === 'none') return NONE;
  const values = read.values.filter((v) => !left.includes(v));
  if (values.length === 0) return NONE;
  return read.kind === 'unsure' ? { ...read, values } : finish(values, read.kind === 'ambiguous', context);
}

/** Words that say "the other one", beside neutral ones: "the other", "la otra", "el otro", "another one". */
const OTHER = new Set(['other', 'another', 'otra', 'otro']);

/**
 * Whether a reply's words only say "the other one" ("la otra", "the other card": neutral words and
 * everyday nouns aside), naming no option of its own.
 *
 * @example saysTheOther('la otra') // true
 */
function saysTheOther(text: string): boolean {
  const words = tokenize(text).filter((t) => t !== ',' && !isNeutral(t));
  return words.length > 0 && words.every((w) => OTHER.has(w));
}

/**
 * Whether `text`'s own words name `value` and no other option, one word at a time ("manhattan" of
 * "Manhattan, la de Chelsea"), and none of them is a modifier (neutral-words.ts: a day, a number, a hedge).
 */
function namesOnly(text: string, value: string, context: Context): boolean {
  const words = tokenize(text).filter((t) => t !== ',' && !isNeutral(t));
  if (words.some(isModifier)) return false;
  const named = words.flatMap((w) => {
    const read = readText(w, context);
    return read.kind === 'none' ? [] : read.values;
  });
  return named.length > 0 && named.every((v) => v === value);
}

/**
 * On a multi question, what a correction keeps of the list it took back: "wash and fold and the
 * suit, no wait, the dress" takes back only the suit, the item named last before it.
 */
function keptBefore(retracted: string, context: Context): string[] | undefined {
  const tokens = tokenize(retracted);
  // One item taken back, though its name holds a list word ("lavado y doblado, no espera, el traje"): replaced.
  const whole = readText(retracted, context);
  if (whole.kind === 'picked' && whole.values.length === 1) return [];
  for (let cut = tokens.length - 1; cut > 0; cut--) {
    if (!SEPARATORS.has(tokens[cut] as string)) continue;
    const last = readText(tokens.slice(cut + 1).join(' '), context);
    const before = readText(tokens.slice(0, cut).join(' '), context);
    if (last.kind === 'picked' && last.values.length === 1 && before.kind === 'picked') return before.values;
  }
  // A list taken back whose items could not be told apart ("la ropa pa lavá y doblá y un vestido de
  // paño, o sea un traje"): what the correction keeps of it is unknown, so the reply is asked back,
  // never read as the correction alone.
  return tokens.some((t) => SEPARATORS.has(t)) ? undefined : [];
}

/** The whole reply read each way in turn (this module's comment), before it is cut into a list. */
function readWhole(text: string, tokens: string[], context: Context): Recognized {
  if (context.intervals && saysVagueInterval(tokens)) return vagueInterval(context);
  // "not sure" is no "not yes", "no sé" no "no" (invariant doubt-is-no-no).
  if (holdsDoubt(tokens)) {
    if (context.yesNo) return NONE;
    // Elsewhere the doubt's "no" names nothing; what else the reply says is read ("not sure, the 8 to 10").
    const rest = withoutDoubts(tokens);
    return rest.some((t) => t !== ',') ? readWhole(rest.join(' '), rest, context) : NONE;
  }
  const exact = readExact(tokens, context);
  if (exact) return settle(exact, context);
  const day = context.days ? readDayWords(text, context) : undefined;
  if (day) return day;
  const amount = context.amounts ? readAmountOption(tokens, context) : undefined;
  if (amount) return settle(amount, context);
  const led = readLeadingWord(tokens, context);
  if (led) return led;
  // "no, the dryer is fine": a yes or no said first answers a yes-or-no question; the rest is why.
  const answered = context.yesNo ? readLeadingYesNo(text) : undefined;
  if (answered !== undefined) return { kind: 'picked', values: [answered ? 'yes' : 'no'] };
  const interval = context.intervals ? readInterval(tokens, context) : undefined;
  if (interval) return settle(interval, context);
  // A window list is a single question: "8-10" there is a time, never the options 8 to 10.
  const window = context.windows ? readWindow(text, context) : undefined;
  if (window) return settle(window, context);
  const ending = context.multi ? undefined : readEnding(tokens, context);
  if (ending) return ending;
  return readPositionOrNamed(text, context) ?? readSegmented(tokens, context);
}

/** Words that lead the last digits of a number: "ending in", "ends with", "terminada en". */
const ENDING_WORDS = new Set([
  'ending',
  'ends',
  'end',
  'terminada',
  'terminado',
  'termina',
  'acaba',
  'acabada',
]);
const ENDING_LINKS = new Set(['in', 'with', 'en', 'con']);

/**
 * @invariant last-digits-name-their-option "the one ending in 55", "terminada en 42": the last digits
 *   of a number said after words that lead them name the option whose shown number ends with them
 *   ("Mastercard ending 5555"); several are asked among, and other words left over make it a guess.
 */
function readEnding(tokens: string[], context: Context): Recognized | undefined {
  const at = tokens.findIndex((t) => ENDING_WORDS.has(t));
  if (at < 0) return undefined;
  const link = ENDING_LINKS.has(tokens[at + 1] ?? '') ? 1 : 0;
  const said = tokens[at + 1 + link] ?? '';
  if (!/^\d{2,4}$/.test(said)) return undefined;
  const values = context.positional
    .filter((o) =>
      (o.label.match(/\d+/g) ?? []).some((number) => number.length > said.length && number.endsWith(said)),
    )
    .map((o) => o.value);
  if (values.length === 0) return undefined;
  const rest = tokens.filter((_, i) => i < at || i > at + 1 + link);
  const left = unplaced(stripFillers(rest), []);
  return left.length > 0 ? unsure(result(values), left) : result(values);
}

/**
 * (invariant choice-days-by-position-or-label) Among days, a day of the month said alone is the
 * step's to read as a date (none here), and "earliest" is the first day listed.
 */
function readDayWords(text: string, context: Context): Recognized | undefined {
  // "6/6" is a date, the step's to read, never the sixth day listed twice (invariant slash-date-is-a-date).
  const date = readDayOfMonth(text);
  if (date !== undefined) return dateOrPlace(text, date, context) ?? NONE;
  if (findSlashDate(text)) return NONE;
  const [first] = context.positional;
  // "después del jueves, el primer día que tengan": the first day on offer after that weekday
  // (invariant soonest-after-a-weekday).
  const after = soonestAfterWeekday(text);
  if (after !== undefined && first?.day) {
    const from = new Date(`${first.day}T12:00:00Z`);
    from.setUTCDate(from.getUTCDate() + ((after - from.getUTCDay() + 7) % 7));
    const bound = from.toISOString().slice(0, 10);
    const next = context.positional.find((o) => o.day !== undefined && o.day > bound);
    return next ? { kind: 'picked', values: [next.value] } : NONE;
  }
  return first && readsSoonest(text) ? { kind: 'picked', values: [first.value] } : undefined;
}

/**
 * @invariant date-or-place-asked "el 3" at a list of days where the third day listed is not the 3rd,
 *   and the 3rd is listed too, is either: asked between the two, never one taken. Said as a date ("el
 *   día 3", "the 3rd") or where only one reading is on the list, it is the step's date, as before.
 */
function dateOrPlace(text: string, date: number, context: Context): Recognized | undefined {
  const words = tokenize(text).filter((t) => t !== ',');
  if (words.length !== 2 || words[0] !== 'el' || words[1] !== String(date)) return undefined;
  const byPlace = context.positional[date - 1];
  const byDate = context.positional.find((o) => Number(o.day?.slice(8)) === date);
  return byPlace?.day && byDate && byDate !== byPlace
    ? { kind: 'ambiguous', values: [byDate.value, byPlace.value] }
    : undefined;
}

/** Discourse words of one word, before a lead: "ah", "oh", "po", "ideay". */
const INTERJECTIONS = new Set(FILLERS.filter((words) => words.length === 1).flat());
/** Words that take the option after them away: "not the visa", "anything but the visa". */
const NEGATIONS: string[][] = [
  ['not'],
  ['anything', 'but'],
  ['except'],
  ['excepto'],
  ['menos'],
  ['no', 'quiero'],
];

/**
 * "yes, X" and "no, X" are X; "not X" is the one option X leaves (invariant choice-negation). Read only
 * when what follows names options by itself.
 */
function readLeadingWord(said: string[], context: Context): Recognized | undefined {
  // "ah no, mejor …", "oh yes, …": an interjection before the lead says how, never what.
  const tokens = said.slice(
    Math.max(
      0,
      said.findIndex((t) => t !== ',' && !INTERJECTIONS.has(t)),
    ),
  );
  const first = tokens[0] ?? '';
  // At a yes-or-no question the lead is the answer and the rest its reason ("No, I do not want
  // advertising", "nah, ya me llegan muchos"): readLeadingYesNo's, never the rest read for an option.
  if (context.yesNo && ANSWER_LEADS.has(first)) return undefined;
  if (ANSWER_LEADS.has(first) && tokens[1] === ',' && tokens.length > 2) {
    const rest = readWhole(tokens.slice(2).join(' '), tokens.slice(2), context);
    return rest.kind === 'none' ? undefined : rest;
  }
  const negation = NEGATIONS.find((words) => words.every((word, k) => tokens[k] === word));
  if (!negation || context.multi) return undefined;
  const named = readWhole(tokens.slice(negation.length).join(' '), tokens.slice(negation.length), context);
  if (named.kind !== 'picked') return undefined;
  const left = context.positional.filter((o) => !named.values.includes(o.value));
  return left.length === 1 ? { kind: 'picked', values: [left[0]?.value as string] } : undefined;
}

/** (invariant choice-by-interval) How often said vaguely: any of the recurring options, asked back naming them. */
function vagueInterval(context: Context): Recognized {
  const recurring = context.positional.filter((o) => (o.everyWeeks ?? 0) > 0).map((o) => o.value);
  return recurring.length > 0 ? { kind: 'ambiguous', values: recurring } : NONE;
}

/** (invariant choice-by-interval) The how-often option of the interval said ("every second week" is every 2 weeks). */
function readInterval(tokens: string[], context: Context): Recognized | undefined {
  // "2w", "2 semanas": at a how-often question, a span said alone is how often.
  const found = readEveryWeeks(tokens) ?? readSpanAlone(tokens);
  if (!found) return undefined;
  const picked = context.positional.filter((o) => o.everyWeeks === found.weeks).map((o) => o.value);
  if (picked.length === 0) return NONE;
  const again = saidAgain(tokens, found);
  // "every 2 weeks only": on how often, "only" first or last is "just" (invariant only-closes-a-list).
  const edge = (i: number) => ONLY.has(tokens[i] as string) && (i === 0 || i === tokens.length - 1);
  const rest = stripFillers(tokens.filter((_, i) => !again.used.includes(i) && !edge(i)));
  const left = unsettling(unplaced(rest, []), context, picked[0]);
  // "biweekly" (or twice a week?): the option asked back as a guess (invariant two-way-interval-confirmed),
  // unless said again plainly ("biweekly, every two weeks").
  const doubted = found.twoWay && !again.plainly ? found.used.map((i) => tokens[i] as string) : [];
  return left.length + doubted.length > 0 ? unsure(result(picked), [...doubted, ...left]) : result(picked);
}

/**
 * (invariant choice-by-interval) The words past `found`'s own that say its interval again, as an interval
 * ("quincenal, cada dos semanas") or a span of as many weeks in a remark ("every other week, I'm on the
 * road two weeks at a time"), with `found`'s own: the same said twice is one answer. Another interval or
 * span is left, and unsettles the reading ("every week, I'm away two weeks at a time" is asked back).
 * Right after `found`, an interval opening with "every" is said again too ("biweekly (every 2 wks)").
 * `plainly` when one of them is no two-way word ("biweekly, every two weeks").
 */
function saidAgain(tokens: string[], found: EveryWeeks): { used: number[]; plainly: boolean } {
  const used = [...found.used];
  // Said again apart from it: "every other fortnight" is no fortnight said twice. Right after it, an
  // interval with its own "every" stands by itself ("biweekly (every 2 wks)": the brackets fall away).
  const beside = new Set(found.used.flatMap((k) => [k - 1, k + 1]));
  const after = Math.max(...found.used) + 1;
  if (isEveryWord(tokens[after])) beside.delete(after);
  let plainly = false;
  for (let i = 0; i < tokens.length; i++) {
    for (const width of [3, 2, 1]) {
      const at = Array.from({ length: width }, (_, k) => i + k);
      if (at.some((k) => k >= tokens.length || used.includes(k) || beside.has(k))) continue;
      const part = at.map((k) => tokens[k] as string);
      const said = readEveryWeeks(part) ?? readSpanAlone(part);
      if (said?.weeks !== found.weeks || said.used.length !== width) continue;
      used.push(...at);
      plainly ||= !said.twoWay;
      break;
    }
  }
  return { used, plainly };
}

/**
 * (invariant choice-named-option-by-words-only) The one option a reply names by its words (a label or synonym, or the words they share),
 * or none. Never a position, amount or time: those belong to the step's own reader.
 *
 * @example namedOption('new here', [{ value: 'sign-up', label: "I'm new here, sign me up" }]) // 'sign-up'
 */
export function namedOption(text: string, options: RecognizerOption[]): string | undefined {
  const context = prepare(options, { multi: false, timeZone: 'UTC' });
  const typed = tokenize(context.yesNo ? agreeingAsYes(text) : text);
  // "mmm no sé" shares "no" with the No option, yet names none (invariant doubt-is-no-no); elsewhere
  // its "no" names nothing, and the rest is read.
  if (context.yesNo && holdsDoubt(typed)) return undefined;
  // "sí y no" names both, so neither (invariant both-answers-asked-back).
  if (context.yesNo && holdsBothAnswers(typed)) return undefined;
  const tokens = withoutDoubts(typed);
  // "bi-monthly" is read by its interval, none offered, never by the "monthly" it shares (invariant two-way-interval-confirmed).
  if (context.intervals && readEveryWeeks(tokens)) return undefined;
  // "el lunes" names no "Hoy (lunes 2 de jun)" by the word they share: a day is the step's to read
  // (invariant choice-days-by-position-or-label), which asks whether today or a week on is meant.
  const found =
    readExact(tokens, context) ?? (context.days ? NONE : readOverlap(stripFillers(tokens), context));
  return found.kind === 'picked' && found.values.length === 1 ? found.values[0] : undefined;
}

/** (invariant choice-normalized-label) The reply is a label or synonym, as typed or without fillers. */
function readExact(tokens: string[], context: Context): Recognized | undefined {
  const typed = tokens.filter((t) => t !== ',');
  const said = typed.join(' ');
  const meant = stripFillers(typed).join(' ');
  const hits = context.prepared.filter(
    (p) =>
      p.phrases.some((phrase) => phrase.join(' ') === said) ||
      (meant !== '' && p.stripped.some((phrase) => phrase.join(' ') === meant)),
  );
  return hits.length > 0 ? result(hits.map((p) => p.option.value)) : undefined;
}

/** (invariant choice-by-position) with amounts: the option of the amount said, or none when no option has it. */
function readAmountOption(tokens: string[], context: Context): Recognized | undefined {
  // Commas are no words: "the second one, please" is "second".
  const content = stripFillers(tokens.filter((t) => t !== ','));
  const zero = content.length === 1 && (content[0] === '0' || content[0] === 'zero');
  const cents = zero ? 0 : (readAmountCents(tokens.join(' ')) ?? highestListed(content, context));
  if (cents === undefined) return undefined;
  return result(context.positional.filter((o) => o.amountCents === cents).map((o) => o.value));
}

/** (invariant highest-amount-listed, amount.ts) The largest amount listed, when a superlative alone says it. */
function highestListed(content: string[], context: Context): number | undefined {
  if (!saysHighest(content.join(' '))) return undefined;
  const amounts = context.positional.flatMap((o) => (o.amountCents === undefined ? [] : [o.amountCents]));
  return amounts.length > 0 ? Math.max(...amounts) : undefined;
}

/** (invariant choice-by-position) The reply cut into list items, every way it can be; the reading naming most options wins. */
function readSegmented(tokens: string[], context: Context): Recognized {
  const count = context.multi ? spelledCount(tokens) : undefined;
  if (count !== undefined) {
    // (invariant spelled-number-beside-things-is-a-count) "unas camisas, tres": the shirts, three of them.
    const rest = tokens.filter((_, i) => i !== count);
    const read = readSegmented(rest, context);
    return unsure(read, [tokens[count] as string]);
  }
  const cuts = cutPoints(tokens, context.multi);
  const masks =
    cuts.length <= MAX_CUTS ? [...Array(2 ** cuts.length).keys()] : [0, 2 ** Math.min(cuts.length, 30) - 1];
  const memo = new Map<string, Recognized>();
  const readings: { parts: Recognized[]; values: string[] }[] = [];
  for (const mask of masks) {
    const parts: Recognized[] = [];
    let start = 0;
    const chosen = cuts.filter((_, k) => (mask >> k) & 1);
    let describes = false;
    for (const cut of [...chosen, { at: tokens.length, width: 0 }]) {
      const key = `${start}:${cut.at}`;
      const part = tokens.slice(start, cut.at);
      // "shirts dry cleaned and pressed": the pressing is the shirts', no item (invariant done-to-it-is-no-item).
      describes ||= start > 0 && context.multi && saysWhatIsDone(part, context);
      const before = parts.flatMap((p) => (p.kind === 'none' ? [] : p.values));
      const aside = context.multi && (restatesBoth(part, before, context) || affirmsOnly(part, context));
      if (part.some((t) => t !== ',') && !aside) {
        if (!memo.has(key)) memo.set(key, readPart(part, context));
        const read = memo.get(key) as Recognized;
        // "1 and 4, actually plus a shirt": a part of glue words alone is no item (invariant glue-part-is-no-item).
        if (!(context.multi && read.kind === 'none' && gluesOnly(part))) parts.push(read);
      }
      start = cut.at + cut.width;
    }
    if (describes || parts.length === 0 || parts.some((p) => p.kind === 'none')) continue;
    readings.push({ parts, values: parts.flatMap((p) => (p.kind === 'none' ? [] : p.values)) });
  }
  const clear = readings.filter((r) => r.parts.every((p) => p.kind === 'picked'));
  if (clear.length > 0) {
    const size = (values: string[]) => new Set(values).size;
    const most = Math.max(...clear.map((r) => size(r.values)));
    const best = clear.filter((r) => size(r.values) === most);
    const union = [...new Set(best.flatMap((r) => r.values))];
    const unlisted = context.multi ? unlistedItems(tokens, context) : [];
    // "the laundry, 2 shirts dry clean": beside things named, the laundry is the plain laundry service.
    const plain = unlisted.length > 0 && unlisted.every(saysOnlyLaundry) ? plainLaundry(context) : undefined;
    const added = plain !== undefined && !union.includes(plain);
    const values = added ? [plain, ...union] : union;
    const listed = added ? [] : unlisted.flat();
    const read = finish(values, union.length > most, context);
    const linens = linensBesideLaundry(tokens, values, context);
    return listed.length + linens.length > 0 ? unsure(read, [...listed, ...linens]) : read;
  }
  // Invariant reply-words-accounted-for: a reading that placed every part but left words over is a guess.
  const guessed = readings.filter((r) => r.parts.every((p) => p.kind === 'picked' || p.kind === 'unsure'));
  if (guessed.length > 0) {
    const best = guessed.reduce((a, b) => (unplacedOf(b).length < unplacedOf(a).length ? b : a));
    return unsure(finish(best.values, false, context), unplacedOf(best));
  }
  if (readings.length === 0) return NONE;
  const fewest = Math.min(...readings.map((r) => new Set(r.values).size));
  const least = readings.filter((r) => new Set(r.values).size === fewest);
  return finish(
    least.flatMap((r) => r.values),
    true,
    context,
  );
}

/**
 * @invariant glue-part-is-no-item On a list question, a part between two list words made only of
 *   neutral words that change nothing ("actually", "then", "oh", "pues": never a number, a negation or
 *   another modifier) is no item: "1 and 4, actually plus a shirt" is three items, never a list with a
 *   part that names nothing, asked back whole.
 */
function gluesOnly(part: string[]): boolean {
  return part.every((t) => t === ',' || (isNeutral(t) && !isModifier(t)));
}

/**
 * @invariant spelled-number-beside-things-is-a-count On a list question, a number spelled in words
 *   standing alone as an item ("unas camisas, tres", "the towels and two") beside items said in words
 *   is how many of them, never the option at that place: asked back naming it. Digits ("wash fold, 4"),
 *   a list of numbers alone ("uno y cuatro"), and two or more numbers each an item of its own beside
 *   the things ("uno, cuatro y el vestido": a count is one number) stay positions.
 * Where such a number stands, or undefined.
 */
function spelledCount(tokens: string[]): number | undefined {
  const alone = (i: number) =>
    [tokens[i - 1], tokens[i + 1]].every((t) => t === undefined || t === ',' || SEPARATORS.has(t));
  const spelled = (t: string) =>
    !/\d/.test(t) && numberAt([t], 0)?.length === 1 && readOrdinal([t]) === undefined;
  const at = tokens.findIndex((t, i) => spelled(t) && alone(i));
  // "uno, cuatro y el vestido": numbers listed as items of their own are places, as "1, 4" would be.
  const others = tokens.filter((t, i) => i !== at && spelled(t) && alone(i));
  if (at < 0 || others.length > 0) return undefined;
  const words = stripFillers(tokens.filter((t, i) => i !== at && t !== ',' && !SEPARATORS.has(t)));
  return words.some((t) => numberAt([t], 0) === undefined && readOrdinal([t]) === undefined) ? at : undefined;
}

/**
 * (invariant reply-words-accounted-for) The words of a list item that names no option: one holding an
 * everyday noun ("regular laundry" in "regular laundry plus a suit"), or one a list word brings in
 * ("wash & fold + my gown", "mi saco y el vestido"): something to order that the reading left out,
 * where beside an answer after a comma the same words are commentary ("just the shirt, thanks").
 */
function unlistedItems(tokens: string[], context: Context): string[][] {
  const items: { said: string[]; words: string[]; listed: boolean; commaAfter: boolean }[] = [];
  let start = 0;
  let joined = false;
  for (const cut of [...cutPoints(tokens, context.multi), { at: tokens.length, width: 0 }]) {
    // An item beside a list word ("plus", "and", "y"), on either side, is an item of the list.
    const joins = cut.width > 0 && tokens[cut.at] !== ',';
    const item = tokens.slice(start, cut.at).filter((t) => t !== ',');
    // "wash & fold with hypoallergenic detergent": what follows "with" is the item's extras, not an item.
    const details = item.findIndex((t) => DETAILS.has(t));
    const said = details < 0 ? item : item.slice(0, details);
    items.push({
      said,
      words: stripFillers(said),
      listed: joined || joins,
      commaAfter: tokens[cut.at] === ',',
    });
    joined = joins;
    start = cut.at + cut.width;
  }
  const own = (word: string) => !isNeutral(word) && !isModifier(word);
  return items
    .filter(
      ({ said, words, listed, commaAfter }, i) =>
        (words.some(isEverydayNoun) || (listed && words.some(own))) &&
        !(i > 0 && saysWhatIsDone(said, context)) &&
        !affirmsOnly(said, context) &&
        !(commaAfter && restatedBy(words.filter(own), items[i + 1]?.said ?? [], context)) &&
        readPart(said, context).kind === 'none',
    )
    .map(({ words }) => words.filter((t) => isEverydayNoun(t) || !isNeutral(t)))
    .filter((words) => words.length > 0);
}

/**
 * @invariant thing-restated-by-its-service On a list question, things named as an item ("and the golf
 *   shirts") then, after a comma, an item naming the service for them by the things' own word ("dry
 *   clean shirt I guess", "las poleras, tintorería de camisa") are that service: the second item says
 *   what the first is, no item left out. A next item naming another thing ("the golf shirts, a dress")
 *   restates nothing, and the first is asked back as before.
 * Whether the item `next` picks options whose names hold one of the thing's `words` (a plural too).
 */
function restatedBy(words: string[], next: string[], context: Context): boolean {
  const read = next.length > 0 ? readPart(next, context) : undefined;
  if (read?.kind !== 'picked') return false;
  const named = context.prepared.filter((p) => read.values.includes(p.option.value));
  return words.some((w) => named.some((p) => p.words.some((phrase) => covers(phrase, [w]))));
}

/** Words saying every item said before: "las dos cosas", "both", "all of them". */
const EACH_SAID = new Set([
  'both',
  'all',
  'them',
  'two',
  'ambos',
  'ambas',
  'los',
  'las',
  'dos',
  'todos',
  'todas',
  'of',
]);

/**
 * @invariant both-restated-is-no-item On a list question, a part after the items that says how all of
 *   them are done ("un vestido y unas camisas, en seco las dos cosas", "a suit and a dress, both dry
 *   cleaned") names them again, no item of its own, when its words name every option read before it.
 *   Words naming fewer of them, or another, are read as before.
 * Whether `part` so restates `before` (two or more values).
 */
function restatesBoth(part: string[], before: string[], context: Context): boolean {
  const words = part.filter((t) => t !== ',' && !SEPARATORS.has(t));
  const said = words.join(' ');
  if (before.length < 2 || ![...BOTH, ...ALL].some((phrase) => ` ${said} `.includes(` ${phrase} `)))
    return false;
  const content = withoutGroupNouns(stripFillers(words.filter((t) => !EACH_SAID.has(t))));
  const read = content.length > 0 ? readOverlap(content, context) : NONE;
  return read.kind !== 'none' && before.every((value) => read.values.includes(value));
}

/**
 * @invariant yes-between-items-is-no-item On a list question (no yes-or-no one), a yes said between the
 *   items ("uno, cuatro... y sí, el vestido también", "wash and fold and yeah, the suit") says the next
 *   is wanted too: no item of its own. Alone it is no list, and is read as before.
 * Whether `part` is only such a yes.
 */
function affirmsOnly(part: string[], context: Context): boolean {
  const words = part.filter((t) => t !== ',' && !SEPARATORS.has(t));
  return !context.yesNo && words.length > 0 && words.length <= 2 && readYesNo(words.join(' ')) === true;
}

/** A word for what is done to a thing, said after it: "pressed", "steamed", "planchadas", "doblaos". */
const DONE = /^\p{L}{3,}(?:ed|ados|adas|idos|idas|aos)$/u;

/**
 * @invariant done-to-it-is-no-item On a list question, an item after a list word that only says what
 *   is done ("shirts dry cleaned and pressed", "unas camisas y planchadas") describes the thing before
 *   it: no item of its own, never read as another option ("pressed" as Wash & Press) nor asked back as
 *   one left out. An option's own label or synonym said there ("washed and folded") is that option.
 */
function saysWhatIsDone(tokens: string[], context: Context): boolean {
  const words = stripFillers(tokens.filter((t) => t !== ',' && !SEPARATORS.has(t)));
  return words.length > 0 && words.every((w) => DONE.test(w)) && readExact(tokens, context) === undefined;
}

/** The everyday nouns of the things a laundry washes, and the words that say they are the plain kind. */
const LAUNDRY = new Set(['laundry', 'clothes', 'clothing', 'ropa']);
const PLAIN = new Set(['regular', 'normal', 'everyday', 'dirty', 'some', 'sucia', 'sucio', 'diario']);

/** Whether an item's words only say "laundry" ("some laundry", "la ropa sucia"), naming no kind of it. */
const saysOnlyLaundry = (words: string[]) =>
  words.some((w) => LAUNDRY.has(w)) && words.every((w) => LAUNDRY.has(w) || PLAIN.has(w));

/** Bed linens: washed with the plain laundry as often as sent as bedding. */
const LINENS = new Set(['sheet', 'sheets', 'linens', 'pillowcases', 'sabana', 'sabanas', 'fundas']);

/**
 * @invariant linens-beside-laundry-asked Beside the plain laundry (said by its name or its things, or
 *   as laundry: invariant laundry-beside-things-is-the-plain-service), sheets that alone name another
 *   service ("ropa y unas sábanas", "clothes plus the sheets") may go in the laundry's wash or be sent
 *   as that service: asked back naming both, never taken. Said with a word naming that service too
 *   ("the comforter and the sheets"), it is ordered whichever way the sheets go, so taken.
 * The linen words of `tokens` that alone name a service of `union`; none when another word names each.
 */
function linensBesideLaundry(tokens: string[], union: string[], context: Context): string[] {
  const linens = tokens.filter((t) => LINENS.has(t));
  const laundry = plainLaundry(context);
  if (linens.length === 0 || laundry === undefined || !union.includes(laundry)) return [];
  // "bed sheets": the bed is the sheets' own word, no other naming of the bedding.
  const ofLinens = (t: string, i: number) =>
    LINENS.has(t) || (t === 'bed' && LINENS.has(tokens[i + 1] ?? ''));
  const rest = readSegmented(
    tokens.filter((t, i) => !ofLinens(t, i)),
    context,
  );
  const named = rest.kind === 'none' ? [] : rest.values;
  return union.every((value) => named.includes(value)) ? [] : linens;
}

/**
 * @invariant laundry-beside-things-is-the-plain-service On the services question, "laundry", "clothes",
 *   "la ropa" said as an item of its own beside other items that each name a service ("the laundry, 2
 *   shirts dry clean", "un traje y ropa sucia") is the store's plain laundry: the one service called by
 *   it with "regular" or "normal" ("regular laundry", "ropa normal": Wash & Fold). Alone ("clothes"), or
 *   beside words that name no one service ("laundry and dry cleaning"), or where no one service is
 *   called so, it is asked back.
 * The plain laundry option's value, when exactly one option is called "regular laundry" or the like.
 */
function plainLaundry(context: Context): string | undefined {
  const plain = context.prepared.filter((p) =>
    p.phrases.some(
      (phrase) =>
        phrase.length === 2 && phrase.some((w) => LAUNDRY.has(w)) && phrase.some((w) => PLAIN.has(w)),
    ),
  );
  return plain.length === 1 ? plain[0]?.option.value : undefined;
}

/** The words a reading's parts left unplaced. */
function unplacedOf(reading: { parts: Recognized[] }): string[] {
  return [...new Set(reading.parts.flatMap((p) => (p.kind === 'unsure' ? p.unplaced : [])))];
}

/** A reading made a guess: what it picked, asked back (an ambiguous one stays ambiguous). */
function unsure(reading: Recognized, words: string[]): Recognized {
  return reading.kind === 'picked' ? { kind: 'unsure', values: reading.values, unplaced: words } : reading;
}

/** The list words as `typoOf`'s vocabulary, each its own meaning. */
const SEPARATOR_WORDS = new Map([...SEPARATORS].map((w) => [w, w] as const));

/**
 * Between two option numbers in digits, a typo of a list word joins them as it would ("1 adn 4": 1 and
 * 4; fuzzy-match.ts `typoOf`). Nowhere else: among words, a typo of "and" may be a word of its own.
 */
const joinsNumbers = (tokens: string[], i: number) =>
  /^\d+$/.test(tokens[i - 1] ?? '') &&
  /^\d+$/.test(tokens[i + 1] ?? '') &&
  typoOf(tokens[i] as string, SEPARATOR_WORDS) !== undefined;

/**
 * Where a reply may be cut into list items: at a separator, or between two numbers in digits
 * ("1 3"; not "last one", which is one item).
 */
function cutPoints(tokens: string[], multi: boolean): { at: number; width: number }[] {
  const cuts: { at: number; width: number }[] = [];
  tokens.forEach((token, i) => {
    // "hypoallergenic n cold wash": texting's "n" joins items of a list; on a single question it may be a street's "N".
    if (SEPARATORS.has(token) || (multi && token === 'n') || joinsNumbers(tokens, i))
      cuts.push({ at: i, width: 1 });
    else if (i > 0 && /^\d+$/.test(token) && /^\d+$/.test(tokens[i - 1] as string))
      cuts.push({ at: i, width: 0 });
  });
  return cuts;
}

/** One item of a reply: read as the label, by position, by words, by time of day, by day, or yes/no. */
function readPart(tokens: string[], context: Context): Recognized {
  const exact = readExact(tokens, context);
  if (exact) return exact;
  const text = tokens.join(' ');
  if (context.yesNo) {
    const yes = readYesNo(text);
    if (yes !== undefined) return result([yes ? 'yes' : 'no']);
  }
  // Commas are no words: "the second one, please" is "second".
  const words = tokens.filter((t) => t !== ',');
  const affirmed = context.multi ? readAffirmed(words, context) : undefined;
  if (affirmed) return affirmed;
  const content = withoutOnly(stripFillers(words), words, context);
  const group = readGroup(content, words, context);
  if (group) return group;
  const position = readPosition(content, context) ?? placeAfterNoun(words, context);
  if (position) return position;
  if (context.days) return NONE;
  // "the good detergent": the person's own quality of the thing is no option's (invariant quality-of-a-thing-confirmed).
  const read =
    readPlaceWithWords(words, context) ?? withOwnQuality(readOverlap(content, context), tokens, context);
  return read.kind === 'none' ? (readWithDetails(words, context) ?? read) : read;
}

/**
 * @invariant details-after-with-are-the-items On a list question, an item said with its details after
 *   "with", "w", "con" ("a suit with a crease", "el traje con raya") is the item before them: the
 *   details are how it is wanted (the extras asked next), no option of this list. Details naming
 *   another option of the list ("a suit with a shirt") leave the item unread, as before.
 */
function readWithDetails(words: string[], context: Context): Recognized | undefined {
  const at = words.findIndex((w, i) => i > 0 && DETAILS.has(w));
  if (!context.multi || at < 0) return undefined;
  const item = readPart(words.slice(0, at), context);
  if (item.kind !== 'picked') return undefined;
  const details = words.slice(at + 1).filter((w) => !isNeutral(w));
  const others = unsettling(details, context, item.values[0] as string);
  return details.length > 0 && others.length === 0 ? item : undefined;
}

/** Words that point at an option by its number: "el 4", "la 1", "the #2", "number 3", "la opción 2". */
const PLACE_POINTERS = new Set(['el', 'la', 'lo', 'the', 'number', 'no', 'numero', 'option', 'opcion']);

/**
 * @invariant place-restated-by-words On a list or single question, an option's number said with a word that
 *   points at it ("el 4", "la 1", "the number 2") beside words naming that option among others ("el 4
 *   ese de limpieza en seco": dry cleaning, the 4th the suit's) is that option: the words agree with the
 *   place. Words naming no option at that place, or words left over, leave it asked back as before.
 */
function readPlaceWithWords(words: string[], context: Context): Recognized | undefined {
  // A single question too: "number 2 hypo" at "Detergent: which one?" (round 34).
  if (context.amounts || context.windows) return undefined;
  const at = words.findIndex(
    (w, i) => i > 0 && /^\d{1,2}$/.test(w) && PLACE_POINTERS.has(words[i - 1] as string),
  );
  const option = at > 0 ? context.positional[Number(words[at]) - 1] : undefined;
  if (!option) return undefined;
  const rest = words.filter((_, i) => i !== at && i !== at - 1);
  if (rest.some((w) => /\d/.test(w))) return undefined;
  const named = readOverlap(withoutOnly(stripFillers(rest), rest, context), context);
  const agrees =
    named.kind !== 'none' &&
    named.values.includes(option.value) &&
    (named.kind !== 'unsure' || named.unplaced.length === 0);
  return agrees ? { kind: 'picked', values: [option.value] } : undefined;
}

/**
 * @invariant item-then-yes-is-the-item On a list question, an item said with a yes after it
 *   ("softener sí", "press it yes", "the crease, yeah") is that item: the yes says it is wanted. Only
 *   when the rest names an option by itself; a no after it ("softener no") stays asked back.
 */
function readAffirmed(words: string[], context: Context): Recognized | undefined {
  // "and yes the dress": a yes before the item says the same (invariant yes-between-items-is-no-item).
  const at = [words.length - 1, 0].find((i) => readYesNo(words[i] ?? '') === true);
  if (words.length < 2 || at === undefined) return undefined;
  const rest = readPart(
    words.filter((_, i) => i !== at),
    context,
  );
  return rest.kind === 'picked' ? rest : undefined;
}

/** "only", "solo": what a list holds and nothing more, as "just" says it. */
const ONLY = new Set(['only', 'solo', 'solamente', 'nomas', 'unicamente']);

/**
 * @invariant only-closes-a-list On a list question, "only" or "solo" first or last in an item ("towels
 *   wash fold only", "solo el traje") says the list holds that and nothing more, as "just" does: it
 *   changes no option. Elsewhere ("only if it's cheap", a single question) it stays a modifier, but for
 *   "nomás" last on a single question ("la primera nomás": just the first) and any of them first or last
 *   on how often ("one time only", "solo una vez": once).
 */
function withoutOnly(said: string[], typed: string[], context: Context): string[] {
  // "lavar y doblar no más", "una vez nada más": "nomás" written apart, or "nada más", last, is "just"
  // too, never "no more".
  const apart =
    typed.length > 2 &&
    ['no', 'nada'].includes(typed.at(-2) as string) &&
    typed.at(-1) === 'mas' &&
    said.at(-1) === 'mas';
  const content = apart ? [...said.slice(0, -2), 'nomas'] : said;
  const words = apart ? [...typed.slice(0, -2), 'nomas'] : typed;
  if (content.length < 2) return content;
  // "la primera nomás": on a single question, "nomás" last is "just", and says no more than the option;
  // on how often, any "only" first or last is ("one time only", "solo una vez": once).
  if (!context.multi && !context.intervals)
    return words.at(-1) === 'nomas' && content.at(-1) === 'nomas' ? content.slice(0, -1) : content;
  // First or last as typed: "the only suit" is no "only the suit".
  const from = ONLY.has(words[0] as string) && content[0] === words[0] ? 1 : 0;
  const last = ONLY.has(words.at(-1) as string) && content.at(-1) === words.at(-1);
  return content.slice(from, Math.max(from, last ? content.length - 1 : content.length));
}

const POLITE_WORDS = new Set(POLITE.flat());
const withoutPoliteness = (words: string[]) => words.filter((t) => !POLITE_WORDS.has(t));

/** What a list's options are called: "both extras", "las dos cosas" say which group, not which option. */
const GROUP_NOUNS = new Set(['extras', 'options', 'opciones', 'services', 'servicios']);
const withoutGroupNouns = (words: string[]) => {
  const kept = words.filter((t) => !isEverydayNoun(t) && !GROUP_NOUNS.has(t));
  // "both of the extras": "of" went with the noun.
  return kept.length < words.length && kept[kept.length - 1] === 'of' ? kept.slice(0, -1) : kept;
};

/**
 * "2" said as a count of the options rather than a place among them: after a plural article ("los 2",
 * "las 2": "la 2" is the second) or before "of them" ("the 2 of them"), it is "dos", "two".
 */
function twoAsCount(words: string[]): string[] {
  return words.map((word, i) => {
    if (word !== '2') return word;
    if (words[i - 1] === 'los' || words[i - 1] === 'las') return 'dos';
    return words[i + 1] === 'of' && words[i + 2] === 'them' ? 'two' : word;
  });
}

/**
 * "all", "all of them", "both", "los dos", "las dos cosas": every option but the one that means none.
 *
 * @invariant everything-asked-back "everything", "all of it", "todo" on a list question count no
 *   options: they may mean every option or all the person has ("everything" at the services: all six,
 *   or the laundry they have?), so every option is asked back as a guess, never taken. "all", "all of
 *   them", "todos" count the options, and take them all.
 *
 * @invariant both-of-exactly-two "both", "los dos", "los 2", "the two of them", "ambas" on a list of
 *   exactly two options (beside the one meaning none) are those two; on a list of more they say no
 *   which two, and are asked among them all, never read as the second option ("los dos": "dos").
 *   "the 2" alone may be both or the second, and is asked. Where one answer is asked for ("which
 *   order?"), they are asked among the options too (round 27: "los dos" changed the second order).
 */
function readGroup(content: string[], words: string[], context: Context): Recognized | undefined {
  const said = withoutGroupNouns(twoAsCount(content)).join(' ');
  const polite = twoAsCount(withoutPoliteness(words));
  const both = BOTH.has(said) || BOTH.has(polite.join(' ')) || BOTH.has(withoutGroupNouns(polite).join(' '));
  const all = context.positional.filter((o) => !o.none).map((o) => o.value);
  // One answer asked for, several said ("los dos" at "which order?"): asked among them, never the second.
  if (!context.multi) return both && all.length >= 2 ? { kind: 'ambiguous', values: all } : undefined;
  if (ALL.has(said) && all.length > 0) return { kind: 'picked', values: all };
  if (EVERYTHING.has(said) && all.length > 0) return { kind: 'unsure', values: all, unplaced: [said] };
  if (both && all.length === 2) return { kind: 'picked', values: all };
  if (both && all.length > 2) return { kind: 'ambiguous', values: all };
  // "the 2": both, or the second?
  if (polite.join(' ') === 'the 2' && all.length >= 2) return { kind: 'ambiguous', values: all };
  return undefined;
}

/**
 * "2", "two", "second", "2nd", "last"; bare numbers are no positions among amounts. An ordinal with
 * a word naming what is listed ("the first addy", "el segundo pedido") is that position when the word
 * is one that option shares with another (the list's noun), never a word naming one option alone
 * ("the second address" among "Address", "Services" is no position).
 */
function readPosition(content: string[], context: Context): Recognized | undefined {
  const [first, noun] = content;
  if (content.length === 2 && noun !== undefined && readOrdinal([first as string]) !== undefined) {
    const found = readPosition([first as string], context);
    const picked = found?.kind === 'picked' ? found.values[0] : undefined;
    return picked !== undefined && sharedNoun(noun, picked, context) ? found : undefined;
  }
  const ordinal = readOrdinal(content);
  const count = context.positional.length;
  const n =
    ordinal === 'last' ? count : (ordinal ?? (context.amounts ? undefined : readWholeNumber(content)));
  const option = n !== undefined && n >= 1 ? context.positional[n - 1] : undefined;
  return option ? { kind: 'picked', values: [option.value] } : undefined;
}

/**
 * @invariant place-after-the-lists-noun The list's own noun, then a place ("Address one.", "dirección 2",
 *   "addy #2") is the option at that place, as "the first address" is; a number some option's words hold
 *   too ("address 95" among "95 N 7th St") is that option's, never a place; one both the place's and another
 *   option's ("address 3" where the third is not on Floor 3) is asked back naming both.
 */
function placeAfterNoun(words: string[], context: Context): Recognized | undefined {
  // "one" is a filler beside other words ("the first one"), but here the place: "Address one."
  const [noun, place, ...more] = stripFillers(words.map((w) => (w === 'one' ? '1' : w)));
  if (noun === undefined || place === undefined || more.length > 0) return undefined;
  if (context.amounts || context.days || context.windows) return undefined;
  const n = readOrdinal([place]) ?? readWholeNumber([place]);
  const option = typeof n === 'number' && n >= 1 ? context.positional[n - 1] : undefined;
  // The list's noun is every option's ("address"); "every 2" among "Just this once", "Every week", … is a
  // count of weeks (interval.ts), its "every" no noun of the list.
  if (!option || !sharedNoun(noun, option.value, context) || !everyOptionHolds(noun, context))
    return undefined;
  const naming = context.prepared.filter(
    (p) => p.option.value !== option.value && p.phrases.some((phrase) => phrase.includes(place)),
  );
  return naming.length === 0
    ? { kind: 'picked', values: [option.value] }
    : { kind: 'ambiguous', values: [option.value, ...naming.map((p) => p.option.value)] };
}

/** Whether every option of the list holds `word` (or the word it misspells) among its words. */
function everyOptionHolds(word: string, context: Context): boolean {
  return context.prepared.every((p) => p.phrases.some((phrase) => covers(phrase, [word])));
}

/**
 * Whether `word` (or the word it misspells: "adress") is among the words of option `value` and of another
 * option too: the list's own noun.
 */
function sharedNoun(word: string, value: string, context: Context): boolean {
  const has = (p: Context['prepared'][number]) => p.phrases.some((phrase) => covers(phrase, [word]));
  const holders = context.prepared.filter(has);
  return holders.length >= 2 && holders.some((p) => p.option.value === value);
}
