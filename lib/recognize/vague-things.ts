/**
 * A reply that says there are things without naming any: "a couple things", "some stuff", "unas
 * cositas", "un par de cosas". Where what is asked is which things (what to hang-dry), it is no answer.
 *
 * @invariant vague-things-name-nothing "a couple things", "the usual stuff", "lo normal" are never kept
 *   as what the things are: the question asking which is asked (or asked again), never answered with it.
 *   So are things said only by a tag every garment has ("the ones with labels", "las cosas con la
 *   etiqueta"), and vague things after one word set apart by a comma, said to the listener ("yes
 *   habibi, a couple things"): that word names none of them.
 * @invariant deferral-names-nothing A reply that leaves the choice to the store ("whatever you think best",
 *   "up to you", "lo que ustedes vean", "lo que sea"), points at something said where the bot cannot see
 *   it ("what I told you before", "lo que te dije antes", "ya les dije arriba", "see above"), says it
 *   will come later ("I'll tell you in a sec", "ahorita te digo", "luego"), or only says what the
 *   things are like ("delicate", "las finas") names no things and no note: the question is asked again,
 *   never answered with it. A quality said with a thing ("delicates", "the delicate blouses", "la ropa
 *   delicada") names it.
 * @invariant note-says-more-than-a-thing A note that only points at one thing ("el timbre", "the door
 *   thing", "tell him about the dog") says what it is about, not what to do: it is asked about, never
 *   sent to the store as the note. A thing said with what to do, or named with more ("la puerta lateral",
 *   "no starch", "gate code 4521"), is a note.
 * @invariant caution-about-nothing-asked A note that only warns about something it never names ("careful
 *   with that", "be gentle with them", "cuidado con eso", "ojo con esto") points at a thing the store
 *   cannot see: asked about, never sent as the note. A caution that names its thing ("careful with
 *   the silk", "cuidado con los botones") or says how ("handle with care") is a note.
 */
import { isEverydayNoun, isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { coveredBy, phrases } from './phrase-match';

/** Words that count or point at things without saying which. */
const VAGUE = new Set(
  `a an some few couple several little bit lot lots of things thing stuff items item pieces piece
  ones them those these other others more yes yeah yep si only solo nomas which cuales hay
  unas unos algunas algunos algo par de cosas cosa cositas cosita prendas prenda piezas poquitas pocas
  pocos cuantas cuantos ellas ellos esas esos otras otros mas handful bits odds ends way ways manera forma`.split(
    /\s+/,
  ),
);

/**
 * Words that point at things the person always has, or at none in particular ("the usual stuff", "las
 * cosas de siempre", "lo normal", "same as last time", "la última vez", "whatever"): the bot has no list
 * of those. "ve" is "vez" as Caribbean Spanish says it ("la otra ve'"), and "ves" as it is typed where z
 * and s sound alike ("la otra ves"), counted only among these words;
 * so are the order and the day they point at ("same notes as my last order", "lo del otro día").
 */
const POINTING = new Set(
  `usual usuals usually normal normally regular typical always whatever same like as last time before
  previous siempre costumbre normales usuales mismo misma mismas mismos igual de lo como vez pasada
  anterior antes que otra otro notes note notas nota instructions instrucciones ultima ultimo
  ve ves day dia order orders pedido orden`.split(/\s+/),
);

/**
 * Whether `text` names nothing: it speaks of things without naming one, or points at the usual ones
 * ("the usual stuff", "las cosas de siempre", "lo normal", "whatever"). What to hang-dry or a note said
 * so is asked for again (invariant vague-things-name-nothing).
 * @example namesNothing('the usual stuff') // true
 * @example namesNothing('the stuff') // true
 * @example namesNothing('the usual, wool sweaters') // false
 */
export function namesNothing(text: string): boolean {
  const typed = tokenize(text).filter((t) => t !== ',');
  // "you know best" and "I'll let you know" are a deferral whole: read before "you know" is set aside.
  if (saysNoThingsOfItsOwn(typed)) return true;
  const words = withoutSharedKnowledge(typed);
  if (words.length < typed.length && saysNoThingsOfItsOwn(words)) return true;
  // "the stuff", "mis cosas": every word is neutral, yet a vague one is there, so it is said and names none.
  return words.some(isVagueOrPointing) && words.filter((w) => !isNeutral(w)).every(isVagueOrPointing);
}

// "lo mismito", "igualito": a Spanish diminutive points as its word does ("mism-o", "igual" + "ito").
const isVagueOrPointing = (word: string) =>
  VAGUE.has(word) ||
  POINTING.has(word) ||
  POINTING.has(word.replace(/it([oa]s?)$/, '$1')) ||
  POINTING.has(word.replace(/it[oa]s?$/, ''));

/** Leaving the choice to the store: "whatever you think best", "up to you", "lo que ustedes vean". */
const DEFERRALS = phrases(
  'whatever you think',
  'whatever you think best',
  'whatever you guys think',
  'whatever you want',
  'whatever you like',
  'whatever you say',
  'whatever works',
  'whatever needs it',
  'whatever needs to be',
  'up to you',
  'up to you guys',
  'its up to you',
  'you decide',
  'you choose',
  'you pick',
  'your call',
  'you know best',
  'you tell me',
  'your choice',
  'lo que sea',
  'lo que ustedes vean',
  'lo que usted vea',
  'lo que vean',
  'lo que veas',
  'lo que ustedes crean',
  'lo que usted crea',
  'lo que crean',
  'lo que creas',
  'lo que ustedes quieran',
  'lo que quieran',
  'lo que consideren',
  'lo que les parezca',
  'lo que le parezca',
  'lo que te parezca',
  'lo que haga falta',
  'lo que necesite',
  'lo que se pueda',
  // Things named only by what may happen to them, the store to judge which (round 29: "lo que se pueda
  // dañar" was sent as what to hang-dry).
  ...['pueda', 'puede', 'vaya a'].flatMap((may) =>
    ['danar', 'estropear', 'encoger', 'arruinar', 'maltratar'].map((harm) => `lo que se ${may} ${harm}`),
  ),
  'lo que se encoja',
  'lo que se dane',
  'lo que se estropee',
  ...['whatever', 'anything that'].flatMap((what) =>
    ['might', 'could', 'may', 'can'].flatMap((may) =>
      ['shrink', 'get damaged', 'get ruined', 'be damaged', 'be ruined'].map(
        (harm) => `${what} ${may} ${harm}`,
      ),
    ),
  ),
  'como ustedes vean',
  'como vean',
  'como quieran',
  'como ustedes quieran',
  'como les parezca',
  'ustedes deciden',
  'ustedes saben',
  'ustedes sabran',
  'usted decide',
  'a su criterio',
  'a criterio de ustedes',
  'queda a su criterio',
  'a como vean',
);

/** Pointing at words said where the bot cannot see them: "what I told you before", "lo que te dije". */
const SAID_ELSEWHERE = phrases(
  'what i told you',
  'what i said',
  'what i mentioned',
  'what i wrote',
  'what i told the store',
  'like i said',
  'as i said',
  'like i told you',
  'as i told you',
  'as i mentioned',
  'lo que te dije',
  'lo que le dije',
  'lo que les dije',
  'lo que dije',
  'lo que te comente',
  'lo que le comente',
  'lo que les comente',
  'lo que les escribi',
  'lo que te escribi',
  'lo que le escribi',
  'lo que hablamos',
  'lo que quedamos',
  'como te dije',
  'como le dije',
  'como les dije',
  // The same as what was said before: "lo mismo que le dije la otra vez", "same as I told you".
  'lo mismo que te dije',
  'lo mismo que le dije',
  'lo mismo que les dije',
  'lo mismo que dije',
  'same as i told you',
  'same as i said',
  'the same as i told you',
  'the same as i said',
  'same thing i told you',
  'same thing i said',
);

/** The answer said to come later: "I'll tell you in a sec", "ahorita te digo", "luego". */
const LATER = phrases(
  'ill tell you',
  'ill tell you what',
  'ill let you know',
  'let me check',
  'let me see',
  'one sec',
  'give me a sec',
  'later',
  'ahorita te digo',
  'ahorita le digo',
  'luego te digo',
  'luego le digo',
  'despues te digo',
  'despues le digo',
  'ya te digo',
  'dejame ver',
  'dejeme ver',
  'luego',
  'despues',
);

/**
 * What things are like, with no thing named: "delicate", "the nice ones", "las finas". A quality is
 * the store's to judge item by item, so no list of things (invariant deferral-names-nothing).
 */
const QUALITIES = new Set(
  `delicate fragile nice fancy good special expensive nicer delicado delicada delicados delicadas
  fino fina finos finas bueno buena buenos buenas especial especiales caro cara caros caras
  delicadito delicadita delicaditos delicaditas finito finita finitos finitas buen`.split(/\s+/),
);

/**
 * Whether a word says what a thing is like ("good", "nice", "bueno", "fino"): a quality of the
 * person's own, which a name on screen may not say (option-words.ts, invariant quality-of-a-thing-confirmed).
 */
export const isQuality = (word: string) => QUALITIES.has(word);

/**
 * Leaning on what the person and the store share ("you know", "ya sabes", "tú sabe"): it names nothing
 * of its own, and the bot has none of that history, so it is set aside and what is left is judged
 * (invariant deferral-names-nothing). "you know which" keeps "which", itself a pointer.
 */
const SHARED_KNOWLEDGE = [
  ['you', 'know'],
  ['ya', 'sabes'],
  ['ya', 'sabe'],
  ['tu', 'sabes'],
  ['tu', 'sabe'],
  ['usted', 'sabe'],
];

function withoutSharedKnowledge(words: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = SHARED_KNOWLEDGE.find(([a, b]) => words[i] === a && words[i + 1] === b);
    if (pair) i++;
    else kept.push(words[i] as string);
  }
  return kept;
}

/**
 * Whom of the store's people it was said to ("to the driver", "al repartidor", "a la muchacha de la
 * tienda"): the bot heard none of it, so naming the listener names nothing more.
 */
const LISTENERS = [
  ...['driver', 'delivery guy', 'guy', 'lady', 'girl', 'man', 'woman', 'store', 'laundry', 'owner', 'cashier']
    .flatMap((who) => ['the', 'your', 'ur', 'you'].map((whose) => `${whose} ${who}`))
    .flatMap((listener) => [listener, `to ${listener}`]),
  ...['chofer', 'repartidor', 'conductor', 'driver', 'muchacho', 'senor', 'dueno', 'encargado'].flatMap(
    (who) => [`al ${who}`, `a su ${who}`, `el ${who}`, `su ${who}`],
  ),
  ...['muchacha', 'senora', 'chica', 'tienda', 'lavanderia', 'duena', 'encargada', 'cajera']
    .flatMap((who) => [`a la ${who}`, `a su ${who}`, `la ${who}`, `su ${who}`])
    .flatMap((listener) => [listener, `${listener} de la tienda`, `${listener} de la lavanderia`]),
];

/** Words that may sit around a deferral or a pointer and still name nothing. */
const AROUND = phrases(
  ...LISTENERS,
  'best',
  'is best',
  'mejor',
  'lo mejor',
  'before',
  'earlier',
  'already',
  'antes',
  'ya',
  'last week',
  'last time',
  'yesterday',
  'on the phone',
  'la otra vez',
  'la vez pasada',
  'la semana pasada',
  'ayer',
  'por telefono',
  'oh',
  'well',
  'i guess',
  'supongo',
  'la verdad',
  'pues',
  'bueno',
  'no se',
  'idk',
  'honestly',
  'really',
  'in a sec',
  'in a second',
  'in a minute',
  'en un momento',
  'en un rato',
  'ahorita',
);

/**
 * Having said or written it, as the person says it of themself ("ya les dije", "I mentioned it"), or
 * where it was said ("above", "arriba", "in my last message"): with only the words around them, a
 * reply that points at its answer instead of giving it ("ya les dije arriba", "see above", "lo de
 * arriba", "I already told you that").
 */
const SAID_ABOVE = phrases(
  'said',
  'told',
  'wrote',
  'written',
  'mentioned',
  'typed',
  'put',
  'sent',
  'explained',
  'dije',
  'dicho',
  'escribi',
  'escrito',
  'comente',
  'comentado',
  'puse',
  'puesto',
  'mencione',
  'mencionado',
  'explique',
  'explicado',
  'mande',
  'mandado',
  'indique',
  'indicado',
  'above',
  'up there',
  'scroll up',
  'arriba',
  'last message',
  'previous message',
  'earlier message',
  'my message',
  'other message',
  'mensaje anterior',
  'ultimo mensaje',
  'otro mensaje',
  'mi mensaje',
);

/**
 * Words around having said it and where: who told whom ("ya les", "I've … you"), pointing back ("lo de",
 * "as", "like"), looking ("see", "mira", "scroll up"). None names a thing, so a reply of these alone
 * names none.
 */
const AROUND_SAID = phrases(
  'i',
  'ive',
  'i have',
  'i had',
  'yo',
  'you',
  'u',
  'yall',
  'guys',
  'it',
  'its',
  'is',
  'that',
  'this',
  'them',
  'all',
  'already',
  'just',
  'same',
  'as',
  'like',
  'what',
  'see',
  'check',
  'look',
  'read',
  'scroll',
  'up',
  'at',
  'in',
  'on',
  'my',
  'the',
  'there',
  'ya',
  'te',
  'le',
  'les',
  'os',
  'lo',
  'se',
  'eso',
  'esto',
  'mi',
  'mis',
  'todo',
  'mismo',
  'igual',
  'ustedes',
  'usted',
  'he',
  'habia',
  'como',
  'que',
  'de',
  'del',
  'en',
  'el',
  'esta',
  'ahi',
  'alla',
  'mas',
  'ver',
  'mira',
  'mire',
  'lee',
  'lea',
  'revisa',
  'revise',
  'fijate',
  'fijese',
  'recien',
);

/**
 * Whether the words defer the choice or point at something said elsewhere (invariant deferral-names-nothing).
 * @example saysNoThingsOfItsOwn(['ya', 'les', 'dije', 'arriba']) // true
 */
function saysNoThingsOfItsOwn(words: string[]): boolean {
  return (
    coveredBy(words, [...DEFERRALS, ...SAID_ELSEWHERE, ...LATER], AROUND) ||
    coveredBy(words, SAID_ABOVE, [...AROUND_SAID, ...AROUND])
  );
}

/**
 * Whether `text`, said for which things, only says what they are like ("delicate", "the nice ones",
 * "las finas"): no things named (invariant deferral-names-nothing). For things only: as a note
 * ("fragile") a quality is what to do.
 * @example namesOnlyAQuality('delicate') // true
 * @example namesOnlyAQuality('my delicates') // false
 * @example namesOnlyAQuality('delicate blouses') // false
 */
export function namesOnlyAQuality(text: string): boolean {
  const words = withoutSharedKnowledge(tokenize(text).filter((t) => t !== ','));
  // "delicate clothes" names the clothes: an everyday noun is a thing here.
  const own = words.filter((w) => !isVagueOrPointing(w) && !(isNeutral(w) && !isEverydayNoun(w)));
  return own.length > 0 && own.every((w) => QUALITIES.has(w));
}

/**
 * Whether `text` speaks of things without naming one ("a couple things", "unas cositas").
 * @example saysVagueThings('yeah a couple things') // true
 * @example saysVagueThings('the wool sweaters') // false
 */
export function saysVagueThings(text: string): boolean {
  const said = tokenize(text).filter((t) => t !== ',');
  const words = said.filter((t) => !isNeutral(t));
  if (
    (words.length > 0 && words.every((w) => VAGUE.has(w))) ||
    thingsOnlyByHarm(said) ||
    thingsOnlyByTag(said)
  )
    return true;
  // "Yes azizam, some things": one word set apart before the comma, after a yes or alone, is whom it is
  // said to where the rest names nothing (invariant vague-things-name-nothing).
  const addressed = ADDRESSED.exec(text);
  return (
    addressed !== null &&
    addressed[2] !== undefined &&
    saysVagueThings(`${addressed[1] ?? ''} ${addressed[2]}`)
  );
}

/**
 * A reply that opens with one word set apart by a comma, after a yes or alone ("Yes azizam, some things",
 * "mija, unas cositas"): the yes, and what follows the comma.
 */
const ADDRESSED = /^\s*((?:yes|yeah|yep|yup|s[ií]|sure|ok)\s+)?[\p{L}'’]+\s*,\s*(\S.*)$/iu;

/** A tag or label, which every garment has: "the things with the tag" says none of them. */
const TAGS = new Set(
  'tag tags label labels etiqueta etiquetas tagged labeled labelled etiquetadas etiquetados'.split(' '),
);
/** Between the things and the tag: "with the", "that have a", "con la", "que tienen". */
const WITH_A_TAG = new Set(
  'with that have has the a their its con que tienen tiene la el las los su sus on them'.split(' '),
);

/**
 * Whether the words speak of things only by a tag or label ("the things with the tag", "the ones with
 * labels", "las cosas con etiqueta"), saying nothing of what the tag says (invariant
 * vague-things-name-nothing): every garment has one, so the store cannot tell which. "the ones with the
 * hang-dry tag" says what it says, and names them.
 */
function thingsOnlyByTag(words: string[]): boolean {
  const at = words.findIndex((w) => TAGS.has(w));
  if (at < 0) return false;
  const head = words.slice(0, at).filter((w) => !WITH_A_TAG.has(w) || VAGUE.has(w));
  const tail = words.slice(at + 1);
  return (
    head.length > 0 &&
    head.every((w) => VAGUE.has(w) || isNeutral(w)) &&
    head.some((w) => VAGUE.has(w)) &&
    words.slice(0, at).some((w) => WITH_A_TAG.has(w) && !VAGUE.has(w)) &&
    tail.every((w) => WITH_A_TAG.has(w) || isNeutral(w))
  );
}

/** The yes words among the vague ones: a yes alone names no things ("yes, that shrink"). */
const YES = new Set(['yes', 'yeah', 'yep', 'si']);

/** Saying there are some: "there are", "I have", "hay", "tengo" before things named vaguely. */
const THERE_ARE = new Set('there theres hay tengo tenemos tiene got'.split(' '));

/** The clothes as a whole, which a clause of harm narrows to some the store must find: "la ropa que se encoge". */
const CLOTHES = new Set('clothes clothing ropa ropita laundry'.split(' '));

/** Words opening what is said of things: "that", "que" ("things that shrink", "unas prendas que se encogen"). */
const OPENS_CLAUSE = new Set('that which who cuz because since que q porque pq'.split(' '));

/**
 * Words that are the things and open what is said of them at once ("whatever shrinks", "anything that
 * fades"; Spanish says it "lo que", read where "que" follows "lo"): which they are, the store would judge.
 */
const WHATEVER = new Set('whatever anything everything whichever'.split(' '));

/** Words of not knowing or of talk around a reply, naming nothing: "idk whatever shrinks", "pues lo que…". */
const HEDGES = new Set('idk dunno honestly probably prob maybe pues bueno osea'.split(' '));

/**
 * What may happen to clothes, in either language: "(that) shrink in the dryer", "(que) se me encogen",
 * "(que) se pueden dañar con el calor", "(that) get ruined easily".
 */
const HARM = new Set(
  `shrink shrinks shrank shrunk shrinking stretch stretches stretched fade fades faded bleed bleeds pill
  pills warp warps ruin ruins ruined damage damaged wreck wrecked dryer dryers heat encoge encogen
  encogio encogieron encojen encogerse estira estiran estiro destine destinen decolora decoloran dana
  danan estropea estropean arruina arruinan maltrata maltratan deforma deforman secadora secadoras calor
  encoger estirar destenir decolorar danar estropear arruinar maltratar deformar tumble encoja encojan dane danen estropee estropeen`.split(
    /\s+/,
  ),
);

/** Words around a harm, saying how likely or how: "can", "always", "se me", "no pueden ir a la secadora". */
const AROUND_HARM = new Set(
  `gets get got can could might may will would tend tends always easily up out lose loses shape hot high by
  too much lot not no cant cannot dont doesnt shouldnt go goes put be te le les nos se pierden pierde
  forma puede pueden podrian suelen suele siempre facil facilmente luego rapido mucho ir van va meter
  metan meten dried drying deba deben debe meterse meter pueda puedan`.split(/\s+/),
);

/**
 * Whether the words speak of things only by what may happen to them, naming none (invariant
 * vague-things-name-nothing): "there are some things that shrink", "hay unas prendas que se me
 * encogen", "la ropa que se estira". The store cannot tell which those are; "some items that are silk"
 * names the silk, and "the things in the blue bag" says where they are, so neither is this.
 * @example thingsOnlyByHarm(['hay', 'unas', 'prendas', 'que', 'se', 'me', 'encogen']) // true
 */
function thingsOnlyByHarm(words: string[]): boolean {
  const at = words.findIndex((w, i) => WHATEVER.has(w) || (i > 0 && OPENS_CLAUSE.has(w)));
  if (at < 0) return false;
  // "whatever shrinks", "anything that fades", "lo que se encoja": the things and the clause's opening at once.
  const whatever = WHATEVER.has(words[at] as string) || (words[at] === 'que' && words[at - 1] === 'lo');
  const head = words
    .slice(0, at)
    .filter((w) => !HEDGES.has(w) && (!isNeutral(w) || CLOTHES.has(w) || VAGUE.has(w)));
  const clause = words.slice(OPENS_CLAUSE.has(words[at + 1] ?? '') && whatever ? at + 2 : at + 1);
  const namesThings = whatever || head.some((w) => (VAGUE.has(w) && !YES.has(w)) || CLOTHES.has(w));
  return (
    namesThings &&
    head.every((w) => VAGUE.has(w) || THERE_ARE.has(w) || CLOTHES.has(w) || (whatever && w === 'todo')) &&
    clause.some((w) => HARM.has(w)) &&
    clause.every((w) => HARM.has(w) || AROUND_HARM.has(w) || isNeutral(w) || QUALITIES.has(w))
  );
}

/** Words pointing at a thing already known: "the", "my", "el", "lo del". */
const POINTERS = new Set(
  'the a an my our his her their that this el la los las lo mi mis su sus del de ese esa eso al'.split(' '),
);
/** What a thing is called when the name is all there is: "the door thing", "lo del perro". */
const THING = new Set('thing things stuff situation cosa cosas asunto tema'.split(' '));
/** Asking the bot to pass on what it is not told: "tell him about", "dile lo del", "avísele de". */
const PASS_ON =
  /^(?:tell|remind|let)(?: (?:him|her|them|the \w+))?(?: know)? (?:about|of)\b|^(?:dile|digale|dígale|avisale|avísale|avisele|avísele|recuerdale|recuérdale)\b/i;

/** What is put in or done to the wash, named alone: its wanting and its refusing read alike. */
const TREATMENTS = new Set(
  'starch bleach softener fragrance scent perfume almidon cloro lejia suavizante blanqueador perfume olor'.split(
    ' ',
  ),
);

/**
 * @invariant treatment-alone-asked A note that names only something put in the wash ("starch",
 *   "almidón", "bleach pls") says neither "use it" nor "no X", the two notes people write most: asked
 *   what the store should do, never written on the ticket. With its verb or its "no" it is the note.
 */
const treatmentAlone = (text: string) => {
  const words = tokenize(text).filter((w) => !isNeutral(w));
  return words.length === 1 && TREATMENTS.has(words[0] as string);
};

/**
 * The one thing a note points at, when that is all it says (invariant note-says-more-than-a-thing);
 * undefined when it says more.
 * @example pointsOnlyAt('el timbre') // 'el timbre'
 * @example pointsOnlyAt('tell him about the dog') // 'the dog'
 * @example pointsOnlyAt('no starch') // undefined
 */
export function pointsOnlyAt(text: string): string | undefined {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  if (treatmentAlone(trimmed)) return trimmed;
  const passed = PASS_ON.exec(trimmed);
  const rest = passed ? trimmed.slice(passed[0].length).trim() : trimmed;
  const words = tokenize(rest).filter((t) => t !== ',');
  const pointed = words.length > 0 && POINTERS.has(words[0] as string);
  const named = words.filter((w) => !POINTERS.has(w) && !THING.has(w));
  return named.length === 1 && (pointed || passed) && !/\d/.test(rest) ? rest : undefined;
}

/** Words that only warn: "careful", "gentle", "cuidado", "ojo" and what stands around them. */
const CAUTION = new Set(
  'careful carefully gentle gently watch mind cuidado cuidadito ojo tengan ten tener tengas delicado delicados delicada delicadas'.split(
    ' ',
  ),
);
/** Words standing for a thing not named: "that", "them", "eso", "ellos". */
const STANDS_FOR = new Set(
  'that it this them those these one ones eso esto esa ese esos esas ello ellos ellas lo la los las'.split(
    ' ',
  ),
);

/**
 * The note as typed, when it only warns about a thing it never names (invariant
 * caution-about-nothing-asked); undefined otherwise.
 * @example cautionAboutNothing('be careful with that pls') // 'be careful with that pls'
 * @example cautionAboutNothing('careful with the silk') // undefined
 */
export function cautionAboutNothing(text: string): string | undefined {
  const words = tokenize(text).filter((t) => t !== ',');
  const said = words.filter((w) => !isNeutral(w) || STANDS_FOR.has(w));
  const own = said.filter((w) => !STANDS_FOR.has(w) && !/^(?:e+h+|a+h+|o+k+|eh+|mm+)$/.test(w));
  return said.some((w) => STANDS_FOR.has(w)) && own.length > 0 && own.every((w) => CAUTION.has(w))
    ? text.trim()
    : undefined;
}
