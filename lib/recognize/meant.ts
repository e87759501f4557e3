/**
 * What a reply means once the person has corrected themselves or said what they do not want: "2, no
 * espera, 3" is 3, "sat, no sorry, friday" is Friday, "not wed, fri" is Friday with Wednesday left out,
 * "hypoallergenic but no softener" is hypoallergenic with the softener left out.
 *
 * @invariant correction-last-named-meant A reply that takes back what it named ("X, no wait, Y",
 *   "X.. actually no, Y", "X, no sorry, Y", "X, no, mejor Y", "X... no espera, Y", "X, perdón, Y", "X
 *   no, Y", "X, nah scratch that, Y", "X, olvida eso, Y", "X, nah Y", "X, cancel that, Y", "X. Negative, belay
 *   that — Y only": a verb of withdrawing said of "that", whichever verb) means what it names after its
 *   last correction marker; what came before is taken back. A casual no ("nah", "naw", "nope") between
 *   two things named is a marker; a plain "no" before a thing stays its negation ("X, no softener").
 *   "actually" after a pause is a marker ("X... actually Y") unless what follows adds ("too", "and").
 *   A doubt is settled by what follows a settling word ("let's say", "I'll say"; "ok", "fine", "vale",
 *   "bueno" only after a pause and a doubt: "2, maybe 3 idk... ok 2"): the doubt before it is taken
 *   back; a doubt after it stays open, and asked.
 *   "forget the X", "olvida la X" leave X out, and on a list keep the rest; "don't forget the X" never
 *   does. Two things named with no marker ("jueves o viernes") are no correction, and stay asked.
 * @invariant correction-reason-set-aside What a person says of why, right after taking something back
 *   ("weekly — no, that's too much, every 2 weeks", "8-10 — ugh no, school drop-off. 9-11 then") or
 *   after what they give in its place ("$2, no make it $3, they carry the comforter", "sun— no sat,
 *   sunday is church"), is no part of what they mean: clauses after the marker that name nothing
 *   placeable, or only what was taken back, are set aside when a later one names something new, unless
 *   they add ("and") or only address someone ("perdón mija"); after it, those that say why (a "because"
 *   or "que", or a statement: "we leave saturday") are, unless a clause adds, offers another ("or 4")
 *   or names something new ("because $4 is a lot"): then nothing is set aside. A reply's sentences are
 *   its clauses. A yes said before the marker ("sure — actually no, …") is what is taken
 *   back, and a no that is part of the marker ("actually no", "no wait") is the answer it gives.
 * @invariant correction-replaces-with-placeable A marker corrects only when what follows it replaces:
 *   words after it that add ("X, sorry, and Y", "X, perdón, y también Y") or an aside the reader
 *   cannot place ("X, sorry kids, and Y", "X, perdón mija, Y") make it no correction, and the reply is
 *   read as typed; what was named before the marker is never dropped for them.
 * @invariant day-no-day-corrects A bare "no", "nope" or "nah" between two days ("sat.. no friday",
 *   "el lunes no el martes") is a correction marker: the last day is meant. A negation before the only
 *   day it names ("not sat, friday", "no el sábado, el viernes") stays a negation. So between two
 *   intervals ("every week no every 2": interval.ts, invariant interval-no-interval-corrects). After a
 *   pause, so between any two values of one kind ("4... no 5": invariant pause-no-same-kind-corrects).
 * @invariant negated-excluded-never-taken Something said with a negation ("not monday", "sin
 *   suavizante", "manchas no tiene", "the doordash not the store driver") is left out, never taken:
 *   the reply means its other words. An option whose own name begins with a negation ("No extras",
 *   "Sin propina") is that option (choice.ts reads it so); a shrug ("no sé", "not sure") and a bound
 *   ("no later than 10") are no negation. A negation after a thing and before why ("hoy no que no
 *   estoy", "sat no because we travel") leaves out the thing before it, its reason with it.
 */
import { BARE_NO, BARE_YES, GO_AHEAD } from './answer-words';
import { DAY_ABBREVIATIONS, DAY_WORDS } from './day-shift';
import { weekdayNumber } from './day-words';
import { intervalNoIntervalAt, readEveryWeeks, saysAlternation } from './interval';
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { holdsDoubt } from './shrug';

/** A reply's meaning beside its words: what it means, what it leaves out, and what it took back. */
export interface Meant {
  /** The words meant, as tokens joined: after the last correction, without the clauses negated. */
  text: string;
  /** The clauses said with a negation, each with the negation (`said`) and without it (`what`). */
  excluded: { said: string; what: string }[];
  /** What a correction took back ("2" in "2, no espera, 3"); undefined when none did. */
  retracted?: string;
  /** A pause before more named was left out of `text` (invariant pause-before-more-adds). */
  paused?: true;
  /**
   * A negation said of everything but what it names ("everything but the softener", "todo menos el
   * suavizante"): on a list, every option the negation leaves (invariant everything-but-counts-the-options).
   */
  allBut?: true;
}

const phrases = (...texts: string[]) => texts.map((t) => t.split(' '));

/**
 * "two bags, maybe three. let's say two", "dos o tres, pongamos dos", "2 (maybe 3 lol, i'll say 2)":
 * what is settled on after a doubt; the doubt before is taken back with what it named.
 */
const SETTLING_SAID = [
  'lets say',
  'let us say',
  'lets go with',
  'call it',
  'digamos',
  'pongamos',
  'dejemoslo en',
  'ill say',
  'i will say',
  'ill put',
  'i will put',
];
const SETTLING = phrases(...SETTLING_SAID);
/** Words that take back what came before them (a "no" closed by a comma included: "X no, Y"), settling words too. */
/**
 * A verb of withdrawing said of what came before ("cancel that", "belay that", "undo that", "drop it",
 * "quita eso", "cancela eso"), and a radio's no ("negative", "negativo"): each takes back what it
 * follows, whichever verb or object is said (invariant correction-last-named-meant).
 */
const WITHDRAWING = [
  // Never "remove", "drop", "skip", "kill": "remove it" asks the stain out, "drop it off" is the delivery.
  ...['cancel', 'belay', 'undo', 'scrap', 'ditch', 'nix'].flatMap((verb) =>
    ['that', 'that one', 'the last one', 'that last one'].map((what) => `${verb} ${what}`),
  ),
  // Never "quita eso": "que le quiten eso" asks for it to be taken off the garment.
  ...['cancela', 'cancele', 'borra', 'borre', 'olvida', 'olvide', 'deshaz'].flatMap((verb) =>
    ['eso', 'esto', 'lo ultimo'].map((what) => `${verb} ${what}`),
  ),
  // Set apart by a comma only: "negative on the softener" leaves the softener out (`NEGATIONS`).
  'negative ,',
  'negativo ,',
];

const MARKERS = phrases(
  ...WITHDRAWING,
  'no wait',
  'wait no',
  'oh wait',
  'wait',
  'actually no',
  'no actually',
  'no sorry',
  'sorry',
  'i mean',
  'i meant',
  'scratch that',
  // "X, forget that, Y", "X, strike that, Y", "X, olvida eso, Y": what came before is withdrawn.
  'forget that',
  'forget it',
  'strike that',
  'never mind',
  'never mind that',
  'nevermind',
  'nevermind that',
  'olvida eso',
  'olvidalo',
  'olvide eso',
  'borra eso',
  'borralo',
  'mejor no',
  'make that',
  'or rather',
  'no no',
  'oops',
  'my bad',
  // "X — hang on, Y", "X, hold on, Y"; Taglish "wait lang" (just a moment).
  'hang on',
  'hold on',
  'no hang on',
  'no hold on',
  'wait lang',
  // "$10 — no that's a lot, $5": a no that opens why, with no comma after it.
  'no thats',
  'no that is',
  'no its',
  'no it is',
  'no too',
  'no espera',
  'espera',
  // The same said to "usted" ("2, no espere, 3", "el viernes, olvídelo, el sábado"). Not "disculpe":
  // "646 555 0133, disculpe el error" apologises, and takes nothing back.
  'no espere',
  'espere',
  'olvidelo',
  'borrelo',
  'no perdon',
  'perdon',
  'perdona',
  'disculpa',
  'mejor dicho',
  // "3, o bueno, mejor 5": Spanish's "or rather", said before what replaces.
  'o bueno',
  'digo',
  'quiero decir',
  'o sea',
  'corrijo',
  'no ,',
  ...SETTLING_SAID,
);
/**
 * Words that settle a doubt only after one, and after a pause: "2 bags, maybe 3 idk... ok 2", "el
 * martes o el miércoles, no sé... bueno, el martes". Anywhere else they are a yes or a filler.
 */
const SETTLES = new Set(['ok', 'okay', 'k', 'fine', 'alright', 'vale', 'bueno', 'va', 'dale']);
/** Words that leave what was named open: a settling word after them closes the doubt. */
const OPEN_WORDS = phrases('maybe', 'perhaps', 'probably', 'or', 'o', 'quizas', 'quiza', 'tal vez', 'capaz');

/**
 * "actually" after a pause, with something named on both sides: "wed... actually friday", "the
 * amex, actually the visa". Never when what follows adds ("X, actually Y too": both are wanted).
 */
function actuallyAt(tokens: readonly string[], at: number): boolean {
  if (tokens[at] !== 'actually' || tokens[at - 1] !== ',') return false;
  const after = tokens.slice(at + 1);
  return !after.some(
    (_, i) =>
      ADDITIONS.some((a) => startsWith(after, i, a)) || ['too', 'either'].includes(after[i] as string),
  );
}

/** Whether the word at `at` settles a doubt said before it, after a pause (`SETTLES`). */
function settlesAt(tokens: readonly string[], at: number): boolean {
  if (!SETTLES.has(tokens[at] ?? '') || tokens[at - 1] !== ',') return false;
  const before = tokens.slice(0, at);
  return holdsDoubt(before) || before.some((_, i) => OPEN_WORDS.some((w) => startsWith(before, i, w)));
}

/**
 * The words after the last place the reply settles a doubt ("idk... ok 2" is "2", "maybe 3, let's say
 * 2" is "2"), or all of them: a doubt taken back is no doubt of what is meant.
 */
function afterSettled(tokens: string[]): string[] {
  let from = 0;
  for (let at = 0; at < tokens.length; at++) {
    const settle = SETTLING.find((m) => startsWith(tokens, at, m));
    if (settle) from = at + settle.length;
    else if (settlesAt(tokens, at)) from = at + 1;
  }
  return tokens.slice(from);
}
/**
 * Markers that only pause ("wait", "no espera", "hold on"), never withdraw ("scratch that", "sorry").
 *
 * @invariant pause-before-more-adds A pause between two things named, followed by an addition ("X, no
 *   espera, también Y", "X, oh wait, and Y too"), takes nothing back and is no word of what is meant:
 *   X and Y. Other markers before an addition are read as typed (invariant correction-replaces-with-placeable).
 */
const PAUSES = phrases(
  'wait',
  'oh wait',
  'no wait',
  'hold on',
  'hang on',
  'no hold on',
  'no hang on',
  'espera',
  'no espera',
  'espere',
  'no espere',
);

/** Words that open an addition: after a marker they add to what came before, never replace it. */
const ADDITIONS = phrases('and', 'also', 'plus', 'as well', 'y', 'tambien', 'ademas');
/**
 * Words that close an addition: "the suit too", "regular laundry as well", "la ropa normal también".
 *
 * @invariant trailing-addition-adds What follows a marker and ends (to its first comma) with a word of
 *   addition ("X, no wait, Y too", "X actually no, Y as well", "X, no espera, Y también") adds Y to X,
 *   never replaces X: after a pause both are meant; after any other marker the reply is read as typed
 *   (invariant correction-replaces-with-placeable), never X taken back.
 */
const CLOSING_ADDITIONS = phrases('too', 'also', 'as well', 'tambien', 'ademas');

/** Whether the first clause of what follows a marker ends with a word of addition (invariant trailing-addition-adds). */
function endsAdding(after: readonly string[]): boolean {
  const comma = after.indexOf(',');
  const first = comma < 0 ? after : after.slice(0, comma);
  return CLOSING_ADDITIONS.some(
    (a) => first.length > a.length && startsWith(first, first.length - a.length, a),
  );
}
/** Days as typed: the names, and the short forms people type ("mar" is also March, so not here). */
const DAYS = new Set([...DAY_WORDS, ...DAY_ABBREVIATIONS]);
/** Words that may stand before a day: "no, the friday", "no, el viernes", "nah on thursday". */
const BEFORE_DAY = new Set([',', 'the', 'on', 'for', 'this', 'el', 'la', 'para', 'al', 'a', 'este']);

/**
 * The no's of talk, never said of a thing ("nah softener" is no way of refusing the softener): between
 * two things named ("the amex, nah the visa", "five, nope four") or just before a marker ("nah scratch
 * that"), they take back what came before. A plain "no" stays a negation ("hypoallergenic, no softener").
 */
const CASUAL_NO = new Set([...BARE_NO].filter((word) => word !== 'no'));

/** Whether the word at `at` is a bare no between two days (invariant day-no-day-corrects). */
function dayNoDayAt(tokens: readonly string[], at: number): boolean {
  if (!BARE_NO.has(tokens[at] ?? '') || !tokens.slice(0, at).some((t) => DAYS.has(t))) return false;
  let next = at + 1;
  while (BEFORE_DAY.has(tokens[next] ?? '')) next++;
  return DAYS.has(tokens[next] ?? '');
}

/** Words that open what is meant after a marker ("no, mejor 3", "no wait, make it 3", "no, es un vestido"). */
const OPENERS = phrases('mejor', 'better', 'actually', 'make it', 'rather', 'instead', 'es', 'its', 'it is');
/** Openers that only ever replace: a "no" just before them takes back ("$2, no make it $3"), never "no es". */
const REPLACING = phrases('mejor', 'better', 'make it', 'make that', 'rather', 'instead');

/** Whether the word at `at` is a "no" that opens a replacement with no comma ("$2, no make it $3"). */
function noThenReplacing(tokens: readonly string[], at: number): boolean {
  return tokens[at] === 'no' && REPLACING.some((o) => startsWith(tokens, at + 1, o));
}

/**
 * Words that take back only after a pause, and only between two values of one kind: "4... no 5", "3…
 * bueno no 6", "tres. mejor cuatro". Elsewhere a "no" negates ("5 bolsas, no 2", "hypoallergenic. no
 * softener") and "mejor" says what would be better ("el martes, mejor temprano"). "mejor" after a
 * comma too: "3, mejor 4" says the same.
 */
const PAUSE_NO = phrases('no', 'bueno no', 'pues no', 'ah no', 'ay no', 'oh no');
const PAUSE_BETTER = phrases('mejor', 'o mejor', 'bueno mejor', 'o bueno mejor');

/** Words that are a number only as an article ("a suit", "una camisa"): no value of their own here. */
const NUMBER_ARTICLES = new Set(['a', 'an', 'un', 'una', 'uno']);

/** Whether words hold a number (a count, an amount, an hour, a date's day), not only an article. */
function holdsNumber(words: string[]): boolean {
  return words.some((t, i) => /\d/.test(t) || (!NUMBER_ARTICLES.has(t) && numberAt(words, i) !== undefined));
}

/** How the reader asking places a value, for a correction after a pause (`pauseMarkerAt`). */
interface Asked {
  /** Whether words name something the step can place. */
  placeable?: Placeable;
  /**
   * Whether the step takes one value, and is no yes or no: two options either side of a no are then
   * two answers, the last meant, and a no that opens an option's own name ("3... no tip") is that option.
   */
  one?: boolean;
}

/**
 * The marker at `at` said after a pause (`pauses`: the commas that stand for "...", "…", ". ", " - ",
 * a line break) between two values of one kind, its length, or undefined: a number on both sides
 * ("2 bags... no 3", "$4 - no $5"), a day ("el martes... no el jueves"), an interval ("cada semana…
 * mejor cada 2 semanas"), or, where the step takes one value, an option it places on both sides ("the
 * visa... no the amex"). Never before a bound ("10am... no later than 11").
 *
 * @invariant pause-no-same-kind-corrects A bare no ("no", "bueno no") after a pause, or a "mejor" after
 *   a pause or a comma, with a value named before it and one of the same kind after it (a number, a
 *   day, an interval, or an option where one is taken), takes the first back: the last is
 *   meant, and asked when the step cannot place it (never the first taken). Where one value is taken,
 *   a no that opens an option's own name ("3... no tip") is that option. After a comma alone a "no"
 *   stays a negation ("5 bolsas, no 2"); before another kind ("3 bags... no starch") or on a list
 *   ("hypoallergenic. no softener") it always does; an opening no, and a no at a yes or no, is the
 *   answer ("no... 5").
 */
function pauseMarkerAt(
  tokens: readonly string[],
  at: number,
  pauses: ReadonlySet<number>,
  asked: Asked,
): { length: number; ownNo?: true } | undefined {
  const better = PAUSE_BETTER.find((m) => startsWith(tokens, at, m));
  const marker = better ?? PAUSE_NO.find((m) => startsWith(tokens, at, m));
  if (!marker) return undefined;
  let gap = at - 1;
  let paused = false;
  while (tokens[gap] === ',') paused = pauses.has(gap--) || paused;
  if (gap === at - 1 || !(paused || better)) return undefined;
  let from = gap;
  while (from >= 0 && tokens[from] !== ',') from--;
  const before = tokens.slice(from + 1, gap + 1);
  const rest = tokens.slice(at + marker.length);
  let after = rest.slice(0, rest.includes(',') ? rest.indexOf(',') : rest.length);
  const opener = OPENERS.find((o) => startsWith(after, 0, o) && after.length > o.length);
  if (opener) after = after.slice(opener.length);
  if (after.length === 0 || BOUNDS.has(after[0] as string)) return undefined;
  const both = (holds: (words: string[]) => boolean) => holds(before) && holds(after);
  const { placeable, one } = asked;
  const places = (words: string[]) => placeable?.(words.join(' ')) === true;
  // "3... no tip": the no opens an option's own name, which is meant.
  if (one && !better && !opener && places(before) && places([marker.at(-1) as string, ...after]))
    return { length: marker.length, ownNo: true };
  const kind =
    both(holdsNumber) ||
    both((words) => words.some((t) => DAYS.has(t))) ||
    both((words) => readEveryWeeks(words) !== undefined) ||
    (one === true && both(places));
  return kind ? { length: marker.length } : undefined;
}
/**
 * "Any" words: before a negation they say only that the rest will do ("anything but friday", "any day
 * but monday", "cualquiera menos el viernes"), and "but" after them is "except", no clause of its own.
 */
const ANY = new Set([
  'anything',
  'any',
  'anytime',
  'everything',
  'whatever',
  'cualquiera',
  'cualquier',
  'todo',
]);
/**
 * Words that take all of something ("all", "everything", "todo"): before a negation ("everything but the
 * softener", "todo menos el suavizante") they count the options on a list, all but the ones named.
 */
export const EVERY = new Set(['all', 'everything', 'todo', 'todos', 'todas', 'toditos', 'toditas']);
/** What an "any" word may stand with: "any day", "cualquier día", "any time". */
const ANY_OF = new Set(['day', 'dia', 'time', 'hora', 'one', 'slot', 'window', 'horario']);
/** Words that open a clause of their own: what follows them is said apart from what came before. */
const CLAUSE_BREAKS = new Set([',', 'but', 'pero', 'just', 'only', 'solo', 'solamente', 'sino']);
/** Negations that open what they leave out ("not monday", "sin suavizante", "nada de almidón"). */
const NEGATIONS = phrases(
  'anything but',
  'dont want',
  'do not want',
  'no quiero',
  'nada de',
  'not',
  'no',
  'dont',
  // "I'm away friday", "we're out of town sat": a day the person is not there is left out.
  'im away',
  'i am away',
  'ill be away',
  'were away',
  'we are away',
  'out of town',
  'im busy',
  'not home',
  'not around',
  // "today I can't", "friday doesn't work": what they say cannot be is left out.
  'cant',
  'cannot',
  'can not',
  'doesnt',
  'does not',
  'wont',
  'will not',
  'without',
  // "forget the shirt", "olvida la camisa": what they name is withdrawn. Never "quita": "que le
  // quiten la mancha" asks for stain treatment.
  'forget',
  // A radio's no said of a thing: "negative on the stain treatment".
  'negative on',
  'negativo con',
  'olvida',
  'olvide',
  'olviden',
  'olvidate de',
  'olvidese de',
  'except',
  'never',
  'sin',
  'excepto',
  'menos',
  'ni',
  'tampoco',
  'nunca',
);
/** Words that ask to keep something in mind ("don't forget the shirt"): the thing is wanted, never left out. */
const REMINDERS = phrases(
  'dont forget',
  'do not forget',
  'no olvides',
  'no olvide',
  'no olviden',
  'no se olvide',
  'no se olviden',
  'no te olvides',
  'no se te olvide',
  'no se les olvide',
);
/** A reply's opening words, no thing named: "mejor no, …" is a no, never "mejor" taken back. */
const OPENING_WORDS = ['mejor', 'bueno', 'pues', 'well', 'hmm', 'mmm', 'umm', 'eh'];
/** A marker's own word before the no it ends with ("wait no softener"): nothing of its own. */
const MARKER_WORDS = ['wait', 'espera', 'actually'];
/** Words before a negation that change nothing ("def no softener", "y sin suavizante"). */
const BEFORE_NEGATION = new Set([
  'def',
  'definitely',
  'absolutely',
  'and',
  'y',
  'also',
  'tambien',
  'but',
  'pero',
  // "nah forget the shirt": a casual no before a negation says the same.
  ...CASUAL_NO,
  // A reply's opening words ("mejor no": better not), no thing of their own.
  ...OPENING_WORDS,
  ...MARKER_WORDS,
]);
/**
 * Words after a trailing negation that change nothing ("manchas no tiene", "la recogida no", "today
 * doesn't work", "hoy no se puede").
 */
const AFTER_NEGATION = new Set([
  'work',
  'works',
  'do',
  'make',
  'it',
  'for',
  'me',
  'us',
  'puedo',
  'puede',
  'pueden',
  'podemos',
  'se',
  'sirve',
  'funciona',
  'tiene',
  'tienen',
  'lleva',
  'necesita',
  'needed',
  'thanks',
  'gracias',
  'please',
  'porfa',
  'hace',
  'falta',
  'quiero',
  'want',
]);
/** A negation before these is a bound, not something left out ("no later than 10", "not before noon"). */
const BOUNDS = new Set([
  'later',
  'earlier',
  'before',
  'after',
  'more',
  'less',
  'than',
  'antes',
  'despues',
  'mas',
  'tan',
]);

const startsWith = (tokens: readonly string[], at: number, phrase: string[]) =>
  phrase.every((word, k) => tokens[at + k] === word);
/** Words that carry meaning: not neutral, not a comma. */
const hasContent = (tokens: readonly string[]) => tokens.some((t) => t !== ',' && !isNeutral(t));

/**
 * The markers of a reply, longest first at each place, as [start, end) spans; a marker said after a
 * pause between two values of one kind (`pauseMarkerAt`) is marked `sure`: a correction whatever follows.
 */
function markersIn(
  tokens: string[],
  pauses: ReadonlySet<number> = new Set(),
  asked: Asked = {},
): [number, number, sure?: 'replaces' | 'own-no'][] {
  const found: [number, number, sure?: 'replaces' | 'own-no'][] = [];
  for (let at = 0; at < tokens.length; ) {
    const longest = MARKERS.filter((m) => startsWith(tokens, at, m)).sort((a, b) => b.length - a.length)[0];
    // "4... no 5": a pause's no, unless a longer marker opens there ("4... no wait, 5").
    const afterPause = at > 0 ? pauseMarkerAt(tokens, at, pauses, asked) : undefined;
    if (afterPause && afterPause.length > (longest?.length ?? 0)) {
      found.push([at, at + afterPause.length, afterPause.ownNo ? 'own-no' : 'replaces']);
      at += afterPause.length;
      continue;
    }
    // "no, wait, yes", "no wait, yes": a no that opens the reply is its answer; only what follows it marks.
    const opening = at === 0 && BARE_NO.has(longest?.[0] ?? '');
    const rest = longest?.slice(1) ?? [];
    if (opening && rest.length > 0 && MARKERS.some((m) => m.join(' ') === rest.join(' '))) {
      found.push([1, 1 + rest.length]);
      at = 1 + rest.length;
      continue;
    }
    const casual = at > 0 && (CASUAL_NO.has(tokens[at] as string) || noThenReplacing(tokens, at));
    const marker =
      (opening ? undefined : longest) ??
      (casual ||
      dayNoDayAt(tokens, at) ||
      intervalNoIntervalAt(tokens, at) ||
      settlesAt(tokens, at) ||
      actuallyAt(tokens, at)
        ? [tokens[at] as string]
        : undefined);
    if (!marker) at++;
    else {
      // Markers side by side ("no, perdón,"): one correction.
      const last = found[found.length - 1];
      const joined = last && tokens.slice(last[1], at).every((t) => t === ',');
      if (last && joined) last[1] = at + marker.length;
      else found.push([at, at + marker.length]);
      at += marker.length;
    }
  }
  return found;
}

/** Words that open a reason: "because friday I work", "que el viernes curro", "es que no estoy". */
const REASON_OPENERS = phrases(
  'because',
  'bc',
  'cause',
  'cuz',
  'coz',
  'since',
  'que',
  'porque',
  'pq',
  'xq',
  'es que',
  'ya que',
);
/**
 * Words that make a clause a statement of its own, with someone or something doing or being ("they
 * carry the comforter", "sunday is church", "el jueves no estoy"): said of why, not a thing to place.
 */
const STATEMENT_WORDS = new Set(
  `i im ive id we were weve they theyre he hes she shes it its thats there theres is are was be have has
  yo estoy estamos esta estan es son tengo tenemos tiene trabajo trabajamos curro voy vamos hay`.split(/\s+/),
);
/** Words that open another option rather than a reason: "X, no, Y, or Z" keeps Z to ask about. */
const ALTERNATIVES = phrases('or', 'o', 'maybe', 'quizas', 'quiza', 'tal vez', 'either');
/** Words after a number that make it a part of what was named ("one of them is the comforter"), no count. */
const PARTITIVE = phrases('of them', 'of those', 'of these', 'de ellas', 'de ellos', 'de esas', 'de esos');

/** Whether words name a number (not a part: "one of them") or a day: what a reader with no step could place. */
function namesByDefault(words: readonly string[]): boolean {
  return words.some((t, i) => {
    if (PARTITIVE.some((p) => startsWith(words, i + (numberAt([...words], i)?.length ?? 1), p))) return false;
    return /\d/.test(t) || DAYS.has(t) || numberAt([...words], i) !== undefined;
  });
}

/** Whether two words name the same thing: the same word, the same weekday ("sun", "sunday"), the same number. */
function sameThing(a: string, b: string): boolean {
  if (a === b) return true;
  const day = weekdayNumber(a);
  if (day !== undefined) return day === weekdayNumber(b);
  const number = numberAt([a], 0);
  return number !== undefined && number.value === numberAt([b], 0)?.value;
}

/**
 * The words after a marker without the clauses of why around what they name (invariant
 * correction-reason-set-aside): "that's too much, every 2 weeks" is "every 2 weeks", "$3, they carry
 * the comforter" is "$3", "sat, sunday is church" is "sat". A clause before the one that names is set
 * aside when it names nothing placeable but what was taken back (`before`), says something of its own
 * (not only whom it is said to: "mija", "kids") and adds nothing; one after it, when it names nothing
 * new either, adds nothing, opens no other option and says why (opens with "because", "que", or is a
 * statement of its own: "we leave saturday", "el jueves no estoy").
 */
function withoutReasons(after: string[], before: string[], placeable: Placeable | undefined): string[] {
  const names = (words: string[]) => (placeable ? placeable(words.join(' ')) : namesByDefault(words));
  // What a clause names once the words naming what was taken back are left out: nothing new, no value.
  const namesNew = (words: string[]) => {
    const rest = words.filter((w) => !before.some((b) => sameThing(w, b)));
    return rest.length > 0 && names(rest);
  };
  const clauses: string[][] = [[]];
  for (const token of after) {
    if (token === ',') clauses.push([]);
    else clauses[clauses.length - 1]?.push(token);
  }
  const opens = (clause: string[], words: string[][]) => words.some((a) => startsWith(clause, 0, a));
  let from = 0;
  while (from < clauses.length - 1) {
    const clause = clauses[from] as string[];
    const aside = clause.length > 0 && !hasContent(clause);
    if (aside || opens(clause, ADDITIONS) || namesNew(clause)) break;
    from++;
  }
  if (!namesNew(clauses.slice(from).flat())) return after;
  const [meant = [], ...later] = clauses.slice(from);
  const why = (clause: string[]) =>
    opens(clause, REASON_OPENERS) || clause.some((t) => STATEMENT_WORDS.has(t));
  const other = (clause: string[]) =>
    opens(clause, ADDITIONS) || opens(clause, ALTERNATIVES) || namesNew(clause);
  // Reasons after what is named are set aside only when no later clause adds, offers or names more.
  const kept = namesNew(meant) && !later.some(other) ? later.filter((c) => !why(c)) : later;
  return [meant, ...kept].flatMap((c, i) => (i === 0 ? c : [',', ...c]));
}

/** Whether words name something the asking step can place (a correction replaces only with such). */
export type Placeable = (words: string) => boolean;

/**
 * Whether the words after a marker replace what came before (invariant correction-replaces-with-placeable):
 * they open with no addition, and their first clause names something placeable when the reader says.
 */
function replaces(after: string[], placeable: Placeable | undefined): boolean {
  if (ADDITIONS.some((a) => startsWith(after, 0, a)) || endsAdding(after)) return false;
  const comma = after.indexOf(',');
  const first = comma < 0 ? after : after.slice(0, comma);
  // "X, no, sin la camisa, solo el traje": what the correction leaves out is its own to read.
  if (NEGATIONS.some((n) => startsWith(first, 0, n))) return true;
  return !placeable || placeable(first.join(' '));
}

/**
 * The reply as the tokens it means (invariant correction-last-named-meant): the words after the last
 * marker that has something named on both sides and replaces it, and those it took back.
 */
/**
 * Whether a marker ending in "no" ("actually no", "wait no") is followed by a thing the reply named
 * before it, its words as they stood there, side by side (to the next comma): then the no negates
 * that thing ("…and a suit, actually no suit"), and is no correction.
 *
 * @invariant taken-back-thing-negated "X and Y, actually no Y, …" leaves Y out and keeps X: a no after a
 *   marker, right before a thing named earlier in the reply, negates that thing; "2, actually no 3" (a
 *   word not named before) is still the correction to 3, and so is "every 2 week, wait no every week":
 *   "every week" was never named whole before. A no before an opener ("no better", "no mejor") opens
 *   the correction and negates nothing.
 */
function negatesNamed(marker: string[], after: string[], before: string[]): boolean {
  if (!BARE_NO.has(marker.at(-1) ?? '')) return false;
  const end = after.indexOf(',');
  const thing = (end < 0 ? after : after.slice(0, end)).filter((t) => !ARTICLES.has(t));
  const named = before.filter((t) => !ARTICLES.has(t));
  return hasContent(thing) && named.some((_, i) => startsWith(named, i, thing));
}

/** Articles before the thing a no negates ("no the suit", "no el traje"). */
const ARTICLES = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una']);

function corrected(
  typed: string[],
  pauses: ReadonlySet<number>,
  { placeable, one }: Asked,
): { meant: string[]; retracted?: string[]; paused?: true } {
  let tokens = typed;
  let paused: true | undefined;
  const answer = (words: string[]) => !placeable || placeable(words.join(' '));
  const trim = (words: string[]) => {
    let [from, to] = [0, words.length];
    while (words[from] === ',') from++;
    while (to > from && words[to - 1] === ',') to--;
    return words.slice(from, to);
  };
  for (const [start, end, sure] of markersIn(typed, pauses, { placeable, one }).reverse()) {
    const before = trim(tokens.slice(0, start));
    // "3... no tip": the marker's no is the first word of the option meant.
    let after = trim(tokens.slice(sure === 'own-no' ? end - 1 : end));
    // "X, no espera, también Y": the pause goes, X and Y stay (invariant pause-before-more-adds).
    const marker = trim(tokens.slice(start, end));
    const adds = ADDITIONS.some((a) => startsWith(after, 0, a)) || endsAdding(after);
    // "X actually no wait, Y too": a marker ending in a pause, before an addition, is that pause
    // (invariant trailing-addition-adds).
    const pause = PAUSES.some(
      (p) =>
        p.join(' ') === marker.join(' ') ||
        (adds && marker.length > p.length && startsWith(marker, marker.length - p.length, p)),
    );
    if (pause && hasContent(before) && adds && hasContent(after)) {
      tokens = [...tokens.slice(0, start), ...tokens.slice(end)];
      paused = true;
      continue;
    }
    const opener = OPENERS.find((o) => startsWith(after, 0, o) && after.length > o.length);
    if (opener) after = trim(after.slice(opener.length));
    after = withoutReasons(after, before, placeable);
    // "4... no 5", "3… mejor 7": a value of the kind taken back replaces it, placed or asked
    // (invariant pause-no-same-kind-corrects).
    if (sure) return { meant: after, retracted: before };
    const named = before.filter((t) => !OPENING_WORDS.includes(t));
    // An everyday noun is neutral ("address"), yet an answer where the step places it ("tip — no, address").
    const placed = (words: string[]) =>
      placeable !== undefined && words.length > 0 && placeable(words.join(' '));
    const said =
      hasContent(named) ||
      named.some((t) => BARE_YES.has(t) || GO_AHEAD.has(t)) ||
      placed(named) ||
      // "una... no, dos": a number is said though its word is an article too.
      (placeable === undefined && namesByDefault(named));
    if (!said || !(hasContent(after) || placed(after))) continue;
    // "a suit, actually no suit, just the laundry": the marker's no before a thing already named takes
    // that thing back, as "no suit" would; the rest stays (invariant taken-back-thing-negated). Not
    // when an opener stands between ("every 2 week, no better every week": "better" replaces).
    if (!opener && negatesNamed(tokens.slice(start, end), after, before))
      return { meant: tokens, ...(paused && { paused }) };
    if (replaces(after, placeable)) return { meant: after, retracted: before };
    // "sure — actually no, my phone buzzes enough": the marker's own no is the answer.
    const no = ['no', ','];
    const saysNo = tokens.slice(start, end).some((t) => BARE_NO.has(t));
    if (saysNo && placeable && !ADDITIONS.some((a) => startsWith(after, 0, a)) && answer([...no, ...after]))
      return { meant: [...no, ...after], retracted: before };
  }
  return { meant: tokens, ...(paused && { paused }) };
}

/**
 * A clause's negation: the words it keeps, and what it leaves out with (`said`) and without (`what`)
 * its negation; undefined when it leaves nothing out.
 */
function negated(clause: string[]): { kept: string[]; said: string[]; what: string[] } | undefined {
  let first = 0;
  while (BEFORE_NEGATION.has(clause[first] ?? '')) first++;
  for (let i = first; i < clause.length; i++) {
    const reminder = REMINDERS.find((r) => startsWith(clause, i, r));
    if (reminder) {
      i += reminder.length - 1;
      continue;
    }
    const negation = NEGATIONS.find((n) => startsWith(clause, i, n));
    if (!negation) continue;
    const rest = clause.slice(i + negation.length);
    if (BOUNDS.has(rest[0] ?? '')) return undefined;
    const head = clause.slice(first, i);
    // "hoy no que no estoy", "friday no because we're out": a trailing negation, then why.
    if (hasContent(head) && REASON_OPENERS.some((r) => startsWith(rest, 0, r)))
      return { kept: [], said: clause.slice(first), what: head };
    // "not monday", "the doordash not the store driver": what follows is left out.
    if (hasContent(rest) && !rest.every((t) => AFTER_NEGATION.has(t)))
      return { kept: head, said: clause.slice(i), what: rest };
    // "manchas no tiene", "la recogida no": what came before is.
    if (hasContent(head)) return { kept: [], said: clause.slice(first), what: head };
    return undefined;
  }
  return undefined;
}

/**
 * A pause said between two things: "...", "…", a spaced dash or an em dash, a line break, a sentence's
 * end ("a.m." and "St." end none), an exclamation or a question.
 */
const PAUSE =
  /\.{2,}|…|\s[—–-]+\s|—|\r?\n|(?<![ap]\.m|\b(?:st|dr|mr|mrs|ms|ave|apt|no|nro))\.\s+(?=\S)|[!?]+\s+(?=\S)/gi;

/**
 * What a reply means, when it corrects itself or leaves something out (invariants
 * correction-last-named-meant, negated-excluded-never-taken); undefined when it does neither, and is
 * read as typed.
 *
 * @example readMeant('2, no espera, 3') // { text: '3', excluded: [], retracted: '2' }
 * @example readMeant('not wed, fri') // { text: 'fri', excluded: [{ said: 'not wed', what: 'wed' }] }
 * @example readMeant('no extras') // { text: '', excluded: [{ said: 'no extras', what: 'extras' }] }
 * @example readMeant('2, sorry, and 3') // undefined: an addition, read as typed
 * @example readMeant('4... no 5') // { text: '5', excluded: [], retracted: '4' }
 * @param placeable whether words name something the asking step can place
 * @param one whether the step takes one value and is no yes or no: two options either side of a no
 *   after a pause are two answers, the last meant (invariant pause-no-same-kind-corrects)
 */
export function readMeant(text: string, placeable?: Placeable, one?: boolean): Meant | undefined {
  // "8-10" is a span of hours, kept as one ("8 to 10"): tokens have no dash.
  const spans = text.replace(
    /\b(\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?)\s*[-–]\s*(\d{1,2})\b(?![-–\d])/gi,
    '$1 to $2',
  );
  // A sentence's end closes a clause ("school drop-off. 9-11 then"); "a.m." and "St." close none.
  // "$4— eh, $5", "thur— um, fri": a word cut off by a dash, then a hesitation, is taken back.
  const cut = spans.replace(/(?<=\S)[—–]\s*(?:eh|uh+|um+|er|erm|hm+|ah|mm+|este)\b\s*,?/gi, ' , wait , ');
  // "not shabbos! sunday": an exclamation or a question ends its sentence too. Each pause ("...",
  // "…", a dash, a sentence's end, a line break) is a comma, known as a pause (`pauseMarkerAt`).
  const pauses = new Set<number>();
  const tokens: string[] = [];
  for (const [i, piece] of cut.split(PAUSE).entries()) {
    if (i > 0) pauses.add(tokens.push(',') - 1);
    tokens.push(...tokenize(piece.replace(/;/g, ' , ')));
  }
  // "una semana sí y otra no", "a week on, a week off": one pattern, no negation of what came before.
  // A doubt settled after ("idk... ok 2") is no doubt of what is meant.
  if (holdsDoubt(afterSettled(tokens)) || saysAlternation(tokens)) return undefined;
  const { meant, retracted, paused } = corrected(tokens, pauses, { placeable, one });
  const clauses: string[][] = [[]];
  for (const token of meant) {
    const clause = clauses[clauses.length - 1] ?? [];
    if (token === 'but' && clause.some((w) => ANY.has(w) || EVERY.has(w))) clause.push('except');
    else if (CLAUSE_BREAKS.has(token)) clauses.push([]);
    else clause.push(token);
  }
  const kept: string[][] = [];
  const excluded: Meant['excluded'] = [];
  let allBut = false;
  for (const clause of clauses) {
    const negation = negated(clause);
    if (!negation) {
      if (clause.length > 0) kept.push(clause);
      continue;
    }
    const anyOf = negation.kept.every((w) => ANY.has(w) || ANY_OF.has(w) || isNeutral(w));
    allBut ||=
      negation.kept.some((w) => EVERY.has(w)) && negation.kept.every((w) => EVERY.has(w) || isNeutral(w));
    if (negation.kept.length > 0 && !anyOf) kept.push(negation.kept);
    const what = negation.what.filter((t) => !AFTER_NEGATION.has(t));
    excluded.push({ said: negation.said.join(' '), what: what.join(' ') });
  }
  if (!retracted && !paused && excluded.length === 0) return undefined;
  return {
    text: kept.map((c) => c.join(' ')).join(' , '),
    excluded,
    ...(retracted ? { retracted: retracted.join(' ') } : {}),
    ...(paused && { paused }),
    ...(allBut && { allBut: true as const }),
  };
}
