/**
 * A wish to change a standing preference, typed at the menu: "change my detergent to hypoallergenic",
 * "cambiar el detergente", "quiero cambiar el jabón que usan", "quiero cambiar cómo me lavan la ropa".
 *
 * @invariant preference-is-not-the-order A detergent (folding, starch...) said with a verb of changing is the
 *   customer's saved preference, which every order after it follows; said with an order ("on my order",
 *   "this time", "para el pedido", an order's number) it is that order's extra, never the preference: no
 *   request then, and the reply is read as it was before. Only the menu reads it, where no order is open.
 */
import { normalize, tokenize } from './normalize';
import { wordsNameNotes } from './notes-instruction';
import { CHANGE_STEM } from './order-request';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Changing: "change", "switch", "set", "cambiar", "cámbienme". */
const CHANGE = phrases(
  'change',
  'switch',
  'set',
  'update',
  'swap',
  'modify',
  'cambiar',
  'cambia',
  'cambie',
  'cambien',
  'cambiame',
  'cambieme',
  'cambienme',
  'actualizar',
  'modificar',
  'poner',
);

const CHANGE_WORDS = new Set(CHANGE.flat());

/**
 * Making a preference something ("make my soap eco-friendly", "que usen detergente hipoalergénico"):
 * a change only in a request read whole, where every other word is the preference and its option.
 * Never in `readPreferenceSaid`, which reads its words wherever they stand: "make an order with
 * hypoallergenic detergent" is an order.
 */
const MAKE = phrases('make', 'usen', 'que usen', 'que me usen', 'q usen');
const MAKE_WORDS = new Set(MAKE.flat());

/** What is changed: a preference of how the laundry is done, by its usual names. */
const THINGS = phrases(
  'detergent',
  'soap',
  'folding',
  'fold',
  'folding style',
  'fold style',
  'how you fold',
  'how you fold my clothes',
  'water temperature',
  'water temp',
  'water',
  'starch',
  'softener',
  'fabric softener',
  'preferences',
  'laundry preferences',
  // The menu's entry by its other names: "update my settings", "cambiar mis ajustes".
  'settings',
  'ajustes',
  'how you wash my clothes',
  'how you wash my laundry',
  'how my clothes are washed',
  'how my laundry is done',
  'detergente',
  'jabon',
  'doblado',
  'forma de doblar',
  'como doblan',
  'como doblan mi ropa',
  'temperatura del agua',
  'agua',
  'almidon',
  'suavizante',
  'preferencias',
  'como me lavan la ropa',
  'como lavan mi ropa',
  'como me lavan',
);

/**
 * The list itself, by the menu's words or how the laundry is done as a whole ("my preferences", "mis
 * ajustes", "cómo me lavan la ropa"): no one preference, so no question of its own to open.
 */
const THE_LIST = phrases(
  'preferences',
  'laundry preferences',
  'settings',
  'ajustes',
  'preferencias',
  'how you wash my clothes',
  'how you wash my laundry',
  'how my clothes are washed',
  'how my laundry is done',
  'como me lavan la ropa',
  'como lavan mi ropa',
  'como me lavan',
);

/** Said to stand, which a preference does: "hipoalergénico por defecto", "from now on", "de ahora en adelante". */
const STANDING = phrases(
  'by default',
  'as default',
  'as my default',
  'as the default',
  'from now on',
  // Every order, which a preference is for: "for all our orders", "para todos mis pedidos".
  'for all orders',
  'for all my orders',
  'for all our orders',
  'for every order',
  'on all my orders',
  'on all our orders',
  'always',
  'por defecto',
  'de ahora en adelante',
  'desde ahora',
  'para todos mis pedidos',
  'para todos los pedidos',
  'en todos mis pedidos',
  'siempre',
  // The laundry as a whole, which a preference is for: "hipoalergénico para todo", "on everything".
  'para todo',
  'pa todo',
  'para toda la ropa',
  'on everything',
  'for all my laundry',
  'for all our laundry',
);

/**
 * The tokens without the words that say a choice stands ("as my default", "for all our orders",
 * "siempre"), wherever they are, and "default" said of the preference itself ("set default detergent
 * to …", "my default soap"): a preference stands by nature, so they name none of its options. "back
 * to default" keeps its "default", the option.
 *
 * @example withoutStanding(['set', 'default', 'detergent', 'to', 'hypo', 'for', 'all', 'our', 'orders']) // ['set', 'detergent', 'to', 'hypo']
 */
export function withoutStanding(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const standing = STANDING.find((p) => p.every((w, k) => tokens[i + k] === w));
    if (standing) {
      i += standing.length;
      continue;
    }
    const thing = tokens[i + 1];
    if (tokens[i] === 'default' && thing !== undefined && THING_WORDS.has(thing)) {
      i++;
      continue;
    }
    out.push(tokens[i] as string);
    i++;
  }
  return out;
}

/** Around them: who wishes, whose, "the one you use", and notes wanted too ("y dejar unas notas"). */
const AROUND = [
  ...STANDING,
  ...phrases(
    'i',
    'want to',
    'wanna',
    'would like to',
    'id like to',
    'need to',
    'can you',
    'could you',
    'can i',
    'could i',
    'let me',
    'lemme',
    'hey',
    'pls',
    'plz',
    'hi',
    'my',
    // The one typing speaks for another ("she wants to change her detergent"): hers is the account's.
    'her',
    'his',
    'their',
    'the',
    'your',
    // A business speaking as itself: "we need to update our account preferences".
    'need to',
    'we need to',
    'i need to',
    'our',
    'account',
    'nuestras',
    'nuestros',
    'de la cuenta',
    // The preference called by what it is: "my detergent setting", "la preferencia del jabón".
    'setting',
    'settings',
    'preference',
    // The menu's entry named first, then the wish: "preferences: I want to change my detergent", "prefs, set …".
    'preferences',
    'prefs',
    'preferencias',
    'preferencia',
    'ajustes',
    'you use',
    'that you use',
    'you guys use',
    'for me',
    'for my clothes',
    'for my laundry',
    'over',
    'quiero',
    'quisiera',
    'me gustaria',
    'necesito',
    'puedo',
    'pueden',
    'podrian',
    'me',
    'mi',
    'mis',
    'el',
    'la',
    'los',
    'las',
    'que usan',
    'que me usan',
    'q usan',
    'q me usan',
    'que usan para mi ropa',
    'de mi ropa',
    'para mi ropa',
  ),
];

/** What joins the notes wanted too to the wish: "… and leave a note", "… y dejar una nota", "… plus a note". */
const ALSO = new Set(['and', 'plus', 'also', 'y', 'e', 'ademas']);
/** The notes named beside it, in words `namesNotes` leaves out ("y las notas"). */
const NOTES_TOO = phrases('notes', 'my notes', 'mis notas', 'las notas', 'the notes');

/** Whether words ask for the notes, in own words or by their name ("leave a note for the laundry", "las notas"). */
const asksForNotes = (words: string[]) => coveredBy(words, NOTES_TOO) || wordsNameNotes(words);

/**
 * The wish to change a preference said with the notes wanted too, either side of the word joining them
 * ("… and leave a note for the laundry", "dejarles una nota pa la lavandería y cambiar el jabón"): the
 * wish's words, when every word on the other side asks for the notes in own words; undefined otherwise.
 * The list is then opened, and nothing of the reply read as its answer: read there, "a note" chose the
 * notes for the person, and the preferences they asked for were never shown.
 */
function wishBesideNotes(tokens: string[]): string[] | undefined {
  for (let i = 1; i < tokens.length - 1; i++) {
    if (!ALSO.has(tokens[i] as string)) continue;
    const before = tokens.slice(0, i);
    const after = tokens.slice(i + 1);
    if (asksForNotes(after)) return before;
    if (asksForNotes(before)) return after;
  }
  return undefined;
}

/** Where a preference's new option is said: "to hypoallergenic", "a hipoalergénico", "por uno ecológico". */
const TO = new Set(['to', 'into', 'a', 'al', 'por']);
/** Words of the new option left for the preference's question: after "to", or right after the thing ("el detergente hipoalergénico"). */
const OPTION_WORDS = 4;
/** A negation among the option's words turns it around ("not the scented one"): left for no question, the reply is not a request. */
const NEGATION = /^(?:not|no|dont|never|without|ni|sin|nunca|tampoco)$/;

/** Words of an order, which make the detergent the order's (invariant preference-is-not-the-order). */
const ORDER_WORDS =
  /^(?:orders?|pedidos?|ordene?s?|this|next|time|today|tomorrow|tonight|vez|proxim[oa]|hoy|manana|pickup|delivery|recogida|entrega|\d+)$/;

/**
 * A wish to change a standing preference (invariant preference-is-not-the-order): `'named'` when the reply
 * is wholly that (the new option after "to" left for the preference's own question), or states the
 * preference with its option where something says it stands ("Preferencias: queremos detergente
 * hipoalergénico", "Detergent: hypoallergenic": `statedWithOption`), `'open'` when it
 * asks for the notes too or names only the list itself ("change my preferences": the list is opened,
 * nothing read as its answer), undefined otherwise.
 *
 * @example readPreferenceRequest('change my detergent to hypoallergenic') // 'named'
 * @example readPreferenceRequest('quiero cambiar cómo me lavan la ropa y dejar unas notas') // 'open'
 * @example readPreferenceRequest('change the detergent on my order') // undefined
 */
export function readPreferenceRequest(text: string): 'named' | 'open' | undefined {
  // "… ecológico de ahora en adelante", "for all our orders": the words that say it stands are no
  // option's, nor an order's (invariant preference-is-not-the-order).
  const said = tokenize(text).filter((t) => t !== ',');
  const tokens = withoutStanding(said);
  if (tokens.some((t) => ORDER_WORDS.test(t))) return undefined;
  if (statedWithOption(text, tokens, tokens.length < said.length)) return 'named';
  const wish = wishBesideNotes(tokens);
  if (wish) return wishToChange(wish) ? 'open' : undefined;
  // "Update our preferences/notes", "cambiar mis preferencias": the list named whole, the notes after it
  // or not, is the list opened, never "notes" read as its answer nor the words asked back by it.
  const notesFrom = tokens.findIndex((_, i) => i > 0 && asksForNotes(tokens.slice(i)));
  if (wishForTheList(notesFrom > 0 ? tokens.slice(0, notesFrom) : tokens)) return 'open';
  // Said whole, or with the new option after it, "to" or none between ("make my detergent hypoallergenic"):
  // a few words, read by the preference's question. A negation among them is no option said.
  const cuts = tokens.flatMap((t, i) => {
    const words = tokens.length - i - (TO.has(t) ? 1 : 0);
    return i > 0 && words <= OPTION_WORDS && !tokens.slice(i).some((w) => NEGATION.test(w)) ? [i] : [];
  });
  return [tokens.length, ...cuts].some((cut) => wishToChange(tokens.slice(0, cut))) ? 'named' : undefined;
}

/** "I want to change my detergent": a wish, a verb of changing, then a preference thing and its words. */
function wishToChange(tokens: string[]): boolean {
  const verb = tokens.findIndex((t) => CHANGE_WORDS.has(t) || MAKE_WORDS.has(t));
  const before = tokens.slice(0, verb);
  return (
    verb >= 0 &&
    (before.length === 0 || coveredBy(before, [...AROUND, ...POLITE])) &&
    coveredBy(tokens.slice(verb), THINGS, [...CHANGE, ...MAKE, ...AROUND, ...POLITE])
  );
}

/** "change my preferences", "quiero cambiar mis ajustes": a wish to change the list, no one preference in it. */
function wishForTheList(tokens: string[]): boolean {
  const verb = tokens.findIndex((t) => CHANGE_WORDS.has(t));
  return wishToChange(tokens) && coveredBy(tokens.slice(verb), THE_LIST, [...CHANGE, ...AROUND, ...POLITE]);
}

/** A preference named by one word of it, wherever it stands: "her detergent setting", "el almidón". */
const THING_WORDS = new Set(
  `detergent detergents soap folding fold starch softener temperature preferences preference prefs settings
  setting detergente jabon doblado doblar almidon suavizante temperatura preferencias configuracion ajustes`
    .split(/\s+/)
    .filter(Boolean),
);
/** The list's own names among them: "preferences", "ajustes" name no one preference. */
const LIST_WORDS = new Set(
  'preferences preference prefs settings setting preferencias preferencia configuracion ajustes'.split(' '),
);
/** One preference by one word of it, never the list: the water named for its temperature ("the water cold"). */
const ONE_THING = new Set([...THING_WORDS, 'water', 'agua'].filter((t) => !LIST_WORDS.has(t)));
/** How the laundry is done, said by its doing: "how y'all wash my stuff", "cómo me lavan la ropa". */
const HOW = new Set(['how', 'como']);
const DOING = /^(?:wash|washes|washed|washing|fold|folds|folded|lav[ae]n|lava|lavar|dobl[ae]n|dobla|doblar)$/;
/** Words that make "how …" a question of price or time, never of how it is done: "how much to wash". */
const HOW_ELSE = new Set(['much', 'long', 'soon', 'many', 'cuanto', 'cuanta', 'cuando']);

/**
 * Whether a reply wishes to change a standing preference, read by its words wherever they stand,
 * whatever else it holds ("I wanna set how y'all wash my stuff", "she wants to change her detergent
 * setting"): a verb of changing and a preference thing. Only the menu reads it, to keep a change from
 * starting a new order (invariant change-never-a-new-order); the preference list is then opened,
 * nothing of the reply read as its answer.
 *
 * @example readPreferenceSaid("I wanna set how y'all wash my stuff") // true
 * @example readPreferenceSaid('set up a pickup') // false
 * @example readPreferenceSaid('how much to wash my clothes') // false
 */
export function readPreferenceSaid(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const verb = tokens.some((t) => CHANGE_WORDS.has(t) || CHANGE_STEM.test(t));
  const thing = tokens.some(
    (t, i) =>
      THING_WORDS.has(t) ||
      (HOW.has(t) &&
        !HOW_ELSE.has(tokens[i + 1] ?? '') &&
        tokens.slice(i + 1, i + 5).some((w) => DOING.test(w))),
  );
  return verb && thing;
}

/** The menu's entry named first, as a heading: "Preferencias: …", "prefs - …", "my settings, …". */
const HEADING = phrases(
  'preferences',
  'prefs',
  'settings',
  'my preferences',
  'my settings',
  'laundry preferences',
  'account preferences',
  'preferencias',
  'preferencia',
  'mis preferencias',
  'ajustes',
  'mis ajustes',
  'configuracion',
);
/** A wish said without a verb of changing: "queremos …", "we'd like …", "nos gustaría …". */
const WISH = phrases(
  'want',
  'we want',
  'i want',
  'we would like',
  'wed like',
  'i would like',
  'id like',
  'we need',
  'need',
  'please use',
  'use',
  'quiero',
  'queremos',
  'quisiera',
  'quisieramos',
  'me gustaria',
  'nos gustaria',
  'necesito',
  'necesitamos',
);
/** Preferring, which says a standing preference by itself: "we prefer …", "preferimos …". */
const PREFER = new Set(['prefer', 'prefers', 'preferimos', 'prefiero', 'prefiere']);
/** The words that say nothing of the option: the wish, who and whose, courtesy. */
const AROUND_WORDS = new Set([...AROUND, ...WISH, ...POLITE].flat());
/** One preference (never the list) named, then a colon: "Detergent: hypoallergenic", "mi almidón: ligero". */
const NAMED_THEN_COLON = /^([^:]{1,40}):(?!\s*$)/u;

/**
 * An order like one before ("lo de siempre pero con detergente hipoalergénico", "same as always, hypo
 * detergent"): its "siempre" / "always" is the usual order's, never a preference said to stand.
 */
const LIKE_BEFORE =
  /\b(?:same|usual|again|repeat|mism[oa]s?|igual|otra vez|repetir|de siempre|como siempre|as always)\b/;
const saidLikeBefore = (text: string) => LIKE_BEFORE.test(normalize(text));

/**
 * A preference stated with its option and no verb of changing, where something says it is the standing
 * preference (invariant preference-is-not-the-order): the menu's entry named first as a heading
 * ("Preferencias: queremos detergente hipoalergénico"), words that say it stands (`standing`: "para
 * todo", "from now on"), preferring ("we prefer …"), or the preference then a colon, as the list shows
 * it ("Detergent: hypoallergenic"). One preference, a few words of its option beside it, no negation:
 * "we want hypoallergenic detergent" alone may be an order's extra or a product, and is not read here.
 *
 * @example statedWithOption('Preferencias: queremos detergente hipoalergénico', […], false) // true
 */
function statedWithOption(text: string, tokens: string[], standing: boolean): boolean {
  const head = HEADING.filter((p) => p.every((w, k) => tokens[k] === w)).sort(
    (a, b) => b.length - a.length,
  )[0];
  const rest = tokens.slice(head?.length ?? 0);
  const colon = NAMED_THEN_COLON.exec(text)?.[1];
  const colonNamesOne =
    colon !== undefined &&
    coveredBy(tokenize(colon), THINGS, AROUND) &&
    !coveredBy(tokenize(colon), THE_LIST, AROUND);
  if (!head && !standing && !colonNamesOne && !rest.some((t) => PREFER.has(t))) return false;
  if (saidLikeBefore(text)) return false;
  const things = rest.flatMap((t, i) => (ONE_THING.has(t) ? [i] : []));
  // A negation among the option's words names none: read only when the list is named first, where the
  // preference's question is then asked (preferences.ts), never the list with the preference dropped.
  if (things.length !== 1 || (!head && rest.some((t) => NEGATION.test(t)))) return false;
  const option = rest.filter((t, i) => i !== things[0] && !AROUND_WORDS.has(t) && !PREFER.has(t));
  return option.length > 0 && option.length <= OPTION_WORDS;
}
