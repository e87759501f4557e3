/**
 * A reply to "What should your notes say?" that is an instruction about the notes on record, not
 * their new text: keep them ("keep what they have", "leave them as they are", "déjelas igual") or
 * clear them ("delete the old notes", "wipe them", "bórrelas todas"), in English or Spanish.
 *
 * @invariant notes-instruction-never-saved A reply made only of a verb about the notes (keep, leave,
 *   delete, clear, borrar, dejar...) and words naming the notes ("them", "the old notes", "what they
 *   have", "las notas", "así") is that instruction, never the notes' new text; one word of anything
 *   else ("leave them at the side door") and the reply is a note, read as typed.
 * @invariant question-is-no-note A question about the notes ("what notes does the store have?", "¿qué
 *   dicen mis notas?": it names the notes and opens with a question word, or ends with "?") is asked
 *   about them ('ask'), never saved as their text.
 */
import { opensAsQuestion } from './asked';
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { namesNothing } from './vague-things';

/** What a reply asks of the notes on record. */
export type NotesInstruction = 'keep' | 'clear' | 'ask';

/** Words naming the notes. */
const NOTES_WORDS = new Set(['note', 'notes', 'nota', 'notas']);
/** The notes' own words as phrases of one word, for `coveredBy`. */
const NOTES_WORD_PHRASES = [...NOTES_WORDS].map((w) => [w]);

/**
 * A Spanish command with the notes as its object pronoun, whichever the person said ("déjela": la nota,
 * "déjelas": las notas, "déjelo": lo que hay), to one or to several: the stems given, each bare and with
 * "la", "las", "lo", "los" ("bórrala'": the s Caribbean Spanish drops is the apostrophe `tokenize` drops).
 */
const withPronoun = (...stems: string[]) =>
  stems.flatMap((stem) => ['', 'la', 'las', 'lo', 'los'].map((pronoun) => [stem + pronoun]));

const KEEP = [
  ...withPronoun(
    'deja',
    'deje',
    'dejen',
    'manten',
    'mantenga',
    'mantengan',
    'conserva',
    'conserve',
    'conserven',
    // The infinitive with its pronoun, as said for what is wanted: "dejarla así", "mantenerlas igual".
    'dejar',
    'mantener',
    'conservar',
  ),
  ...phrases(
    'keep',
    'keep them',
    'keep it',
    'leave',
    'leave them',
    'leave it',
    'dont change',
    'do not change',
    'dont touch',
    'do not touch',
    'no change',
    'no changes',
    'unchanged',
    'same',
    'stay',
    'stay the same',
    // "let them be" ("be" is a word of how they stay, below: "leave those be").
    'let them',
    'let em',
    'let it',
    'let those',
    // Spanish (accents dropped by `tokenize`; "déjalas" is "dejalas").
    'dejar',
    'dejarlas',
    'deja',
    'dejalas',
    'dejalo',
    'deje',
    'dejelas',
    // Ustedes and vosotros, said to the store's people: "déjenlas como están", "dejadlas así".
    'dejen',
    'dejenlas',
    'dejenlos',
    'dejenla',
    'dejenlo',
    'dejadlas',
    'dejadlo',
    'mantengan',
    'mantenganlas',
    'conserven',
    'conservenlas',
    'no las cambien',
    'dejelo',
    'mantener',
    'mantenerlas',
    'manten',
    'mantenlas',
    'mantenga',
    'mantengalas',
    'conservar',
    'conserva',
    'conservalas',
    'conserve',
    'conservelas',
    'no cambiar',
    'no las cambie',
    'no las cambies',
    'no cambie',
    'no cambies',
    'sin cambios',
    'quedan',
    'que queden',
    // What is on record said to be fine: "lo que la tienda tenga está bien", "what they have is fine".
    'is fine',
    'are fine',
    'is ok',
    'are ok',
    'is good',
    'are good',
    'esta bien',
    'estan bien',
    'sirve',
    'sirven',
  ),
];

const CLEAR = [
  ...withPronoun(
    'borra',
    'borre',
    'borren',
    'elimina',
    'elimine',
    'eliminen',
    'quita',
    'quite',
    'quiten',
    // The infinitive with its pronoun: "borrarla", "quitarlas".
    'borrar',
    'eliminar',
    'quitar',
  ),
  ...phrases(
    'delete',
    'clear',
    'erase',
    'remove',
    'wipe',
    'wipe out',
    'get rid of',
    'scrap',
    'empty',
    'borrar',
    'borra',
    'borre',
    'borralas',
    'borrelas',
    'borrarlas',
    'eliminar',
    'elimina',
    'elimine',
    'eliminalas',
    'eliminelas',
    'quitar',
    'quita',
    'quite',
    'quitalas',
    'quitelas',
    'vaciar',
  ),
];

/** Who holds the notes, said in a clause of having them: "they", "you guys", "the store", "ustedes". */
const HOLDERS = new Set(
  'they theyve you youve u ya yall yous guys i ive we weve it the store shop laundry notes ustedes ellos la tienda lavanderia'.split(
    ' ',
  ),
);
/** When, said inside that clause: "what they already have", "lo que ya tienen". */
const HELD_WHEN = new Set('already currently now still ya ahora ahorita'.split(' '));
/** Verbs of having or saying what is on record: "have", "got", "says", "tienen", "dicen". */
const HOLDING = new Set(
  'have has had got gotten hold holds say says said keep kept wrote put tienen tengan tiene tenga tenian tenia hay haya dicen dice digan guardan'.split(
    ' ',
  ),
);

/**
 * The tokens with each clause that points at what is on record by having or saying it ("what they got",
 * "whatever you guys have now", "what the store already has", "lo que ya tienen") read as "them": the
 * notes on record, whoever holds them and however the verb is said (invariant notes-instruction-never-saved).
 */
function withHeldAsThem(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const opens =
      tokens[i] === 'what' || tokens[i] === 'whatever'
        ? 1
        : tokens[i] === 'lo' && tokens[i + 1] === 'que'
          ? 2
          : 0;
    let at = i + opens;
    while (opens && at < tokens.length && (HOLDERS.has(tokens[at] ?? '') || HELD_WHEN.has(tokens[at] ?? '')))
      at++;
    // "got" after "have" ("what they've got") is the verb's own.
    if (opens && HOLDING.has(tokens[at] ?? '')) {
      while (
        HOLDING.has(tokens[at + 1] ?? '') ||
        HELD_WHEN.has(tokens[at + 1] ?? '') ||
        HOLDERS.has(tokens[at + 1] ?? '')
      )
        at++;
      out.push('them');
      i = at;
    } else out.push(tokens[i] as string);
  }
  return out;
}

/** Words that name the notes on record, or how they are to stay. */
const THE_NOTES = phrases(
  'them',
  // "them" as it is said and texted: "keep em", "keep 'em", "leave dem", and pointing: "keep those".
  'em',
  'dem',
  'those',
  'these',
  'that',
  'be',
  'it',
  'all',
  'all of them',
  'all of it',
  'everything',
  'the',
  'my',
  'old',
  'current',
  'existing',
  'notes',
  'note',
  'ones',
  'the old ones',
  'what they have',
  'what theyve got',
  'what they say',
  'what is there',
  'whats there',
  'what i have',
  'what i had',
  'what it says',
  // Pointing at what is on record without knowing it: "keep whatever's there", "lo que tengan".
  'whatever',
  'whatevers there',
  'whatever is there',
  'whatever they have',
  'whatevers on file',
  'whats on file',
  'on file',
  'lo que tengan',
  'lo que tenga',
  'lo que la tienda tenga',
  'lo que tenga la tienda',
  'lo que tiene la tienda',
  'lo que ya tienen',
  // What they had, and whether they have any, unknown to the person: "same as they had before, if they
  // had anything", "déjenlas como antes, si es que hay". Keeping is keeping whatever there is, or none.
  'what they had',
  'as they had',
  'as what they had',
  'as they have',
  'as what they have',
  'whatever they had',
  'before',
  'antes',
  ...['if', 'if there', 'if they'].flatMap((opening) =>
    ['is', 'are', 'was', 'were', 's', 'have', 'had', 'has'].flatMap((verb) =>
      ['any', 'anything', 'some', 'something', 'any notes', 'notes'].map(
        (what) => `${opening} ${verb} ${what}`,
      ),
    ),
  ),
  'if any',
  'if theres any',
  'if theres anything',
  ...['si', 'si es que'].flatMap((opening) =>
    ['hay', 'tienen', 'tiene', 'tenian', 'tenia', 'habia'].flatMap((verb) =>
      ['', ' algo', ' alguna', ' algunas', ' notas'].map((what) => `${opening} ${verb}${what}`),
    ),
  ),
  'las que tengan',
  'las que tienen',
  'las que tenian',
  'what the store has',
  'whatever the store has',
  'what the laundry has',
  'lo que sea',
  'as is',
  'as they are',
  'as it is',
  'the way they are',
  'as before',
  'como antes',
  // How they stay, pointed at: "keep it like that", "leave them that way", "déjelas tal cual".
  'like that',
  'like this',
  'like they are',
  'that way',
  'this way',
  'the way it is',
  'as it stands',
  'tal cual',
  'tal como estan',
  'tal y como estan',
  // "just", as Mexican Spanish says it: "déjelas así nomás", "así nomasito".
  'nomas',
  'nomasito',
  'alone',
  'just',
  'please',
  'yes',
  'ok',
  'las',
  'los',
  'lo',
  'la',
  'esas',
  'esos',
  'eso',
  'mis',
  'notas',
  'nota',
  'viejas',
  'anteriores',
  'actuales',
  'todo',
  'toda',
  'todas',
  'asi',
  'igual',
  'iguales',
  'como estan',
  'como esta',
  'lo que tienen',
  'lo que hay',
  'lo que dicen',
  'las mismas',
  'si',
  'ya',
);

/**
 * What a reply asks of the notes on record, when that is all it says (invariant
 * notes-instruction-never-saved); undefined when it is the notes' text.
 *
 * @example readNotesInstruction('keep what they have') // 'keep'
 * @example readNotesInstruction('bórralas todas') // 'clear'
 * @example readNotesInstruction('leave them at the side door') // undefined
 * @example readNotesInstruction('what notes does the store have?') // 'ask'
 */
export function readNotesInstruction(text: string): NotesInstruction | undefined {
  const tokens = tokenize(text);
  const asked = opensAsQuestion(text, true);
  if (asked && tokens.some((t) => NOTES_WORDS.has(t))) return 'ask';
  const fillers = [...THE_NOTES, ...POLITE];
  // "keep what they got": what is on record, said by having it, is "them" (invariant notes-instruction-never-saved).
  const held = withHeldAsThem(tokens);
  if (coveredBy(held, KEEP, fillers)) return 'keep';
  if (coveredBy(held, CLEAR, fillers)) return 'clear';
  return undefined;
}

/** The words that may open notes said with their text, before the colon: "add a note", "nueva nota", "la nota". */
const NOTES_HEAD = phrases(
  // The text labelled as a form is filled in: "Notes. Text: …", "nota, texto: …", "notes, the text: …".
  'text',
  'the text',
  'texto',
  'el texto',
  'add',
  'a',
  'new',
  'my',
  'the',
  'set',
  'leave',
  'please',
  'for the laundry',
  'agregar',
  'agrega',
  'agregue',
  'anadir',
  'dejar',
  'deje',
  'una',
  'la',
  'mi',
  'mis',
  'nueva',
  'nuevas',
  'para la lavanderia',
  'pa la lavanderia',
  'for the store',
  'para la tienda',
  'dejarles',
  'les',
  'some',
  'unas',
  'por favor',
  // A wish before it: "I want to add a note", "quiero poner una nota".
  'i want to',
  'id like to',
  'put',
  'write',
  'quiero',
  'quisiera',
  'poner',
  'pon',
  'ponga',
  'escribir',
  // The notes changed, whose, and for the laundry: "I'd like to update our laundry notes", "cambiar mis
  // notas"; a hello before it says nothing more ("hi! update my notes").
  'update',
  'change',
  'edit',
  'our',
  'laundry',
  'actualizar',
  'cambiar',
  'editar',
  'modificar',
  'nuestras',
  'las',
  'hi',
  'hello',
  'hey',
  'hola',
  // What kind of note, not its text: "una nota fija", "a standing note for all my orders".
  'fija',
  'fijas',
  'permanente',
  'permanentes',
  'general',
  'standing',
  'permanent',
  'for all my orders',
  'for all our orders',
  'for every order',
  'para todos mis pedidos',
  'para todos los pedidos',
  // Where they go: the account's ("a note on my account", "una nota en mi cuenta").
  ...['on', 'to', 'in', 'for'].flatMap((at) => ['my', 'our', 'the'].map((whose) => `${at} ${whose} account`)),
  ...['en', 'a', 'de', 'para'].flatMap((at) =>
    ['mi', 'nuestra', 'la'].map((whose) => `${at} ${whose} cuenta`),
  ),
);

/**
 * Whether the reply wholly asks for the notes in own words: "quiero dejar una nota pa la lavandería",
 * "I'd like to add a note for the laundry".
 *
 * @example namesNotes('quiero dejar una nota pa la lavandería') // true
 * @example namesNotes('leave a note for the driver') // false
 */
export function namesNotes(text: string): boolean {
  return wordsNameNotes(tokenize(text).filter((t) => t !== ','));
}

/** `namesNotes` of words already tokenized, so a reader trying every split of a reply tokenizes it once. */
export function wordsNameNotes(words: readonly string[]): boolean {
  return coveredBy([...words], NOTES_WORD_PHRASES, NOTES_HEAD);
}

/**
 * The text of notes said with it, after a colon or a dash ("add a note: use the side door", "notes - ring
 * twice", "quiero poner una nota: ...")
 * (invariant notes-said-with-their-text); undefined when the reply is not that.
 *
 * @example readNotesSaid('add a note: use the side door') // 'use the side door'
 * @example readNotesSaid('notes') // undefined
 */
export function readNotesSaid(text: string): string | undefined {
  // After a colon, or a dash between spaces: "notes - use the side door".
  const mark = /:|\s[-–—]+\s/.exec(text);
  const said = mark ? text.slice(mark.index + mark[0].length).trim() : '';
  if (!mark || !said) return textAfterNotes(text);
  // "notas: quiero escribirle algo al chofer": the wish to write them after the mark (invariant wish-to-write-is-no-text).
  if (writesNothing(said)) return undefined;
  const head = tokenize(text.slice(0, mark.index));
  return coveredBy(
    head,
    [...NOTES_WORDS].map((w) => [w]),
    NOTES_HEAD,
  )
    ? said
    : undefined;
}

/** The notes named, then their text with no colon: "notes for the laundry please use the side door", "notas, timbre roto". */
const NOTES_THEN_TEXT =
  /^(.*?\b(?:notes?|notas?)\b(?:\s+(?:for the laundry|for the store|para la lavander[ií]a|pa la lavander[ií]a|para la tienda))?)\s*,?\s+(.+)$/i;
/**
 * Words a sentence about the notes goes on with ("notes are fine", "note that …"), or that say whose
 * ("for the driver", texted "4 da laundry", "fi di store", "fuh de laundry", "fa di store"), or that join another wish to them ("add a
 * note and change my starch", "una nota y cambiar el jabón": the notes asked for, no text of them).
 */
const NOT_A_TEXT =
  /^(?:4|2|fi|fo|foh|fuh|fa|fer|pal|that|que|q|are|is|look|looks|seem|seems|stay|say|says|were|should|can|for|to|about|on|in|of|son|estan|esta|quedan|dicen|para|pa|de|sobre|del|en|and|plus|also|y|ademas)$/;
/** Fewest words of notes said with no colon: fewer is a remark, not a text ("notes please"). */
const MIN_TEXT_WORDS = 3;

/**
 * The text of notes named without a colon (invariant notes-said-with-their-text): the words after the
 * notes' name, when they are a text of their own (three words or more, no question, no instruction
 * about the notes, no sentence about them).
 */
function textAfterNotes(text: string): string | undefined {
  const found = NOTES_THEN_TEXT.exec(text.trim());
  if (!found) return undefined;
  const [, head = '', said = ''] = found;
  const words = tokenize(said).filter((t) => t !== ',');
  if (
    words.length < MIN_TEXT_WORDS ||
    NOT_A_TEXT.test(words[0] ?? '') ||
    opensAsQuestion(said, true) ||
    readNotesInstruction(said) !== undefined ||
    // "notes, quiero poner algo para el chofer": the wish to write them, no text (invariant wish-to-write-is-no-text).
    wishesToWrite(words) ||
    // "notes, for the store please": the rest still names whose notes, no text of them.
    coveredBy(words, NOTES_HEAD)
  )
    return undefined;
  const named = coveredBy(
    tokenize(head).filter((t) => t !== ','),
    [...NOTES_WORDS].map((w) => [w]),
    NOTES_HEAD,
  );
  return named ? said.trim() : undefined;
}

/** Writing the text again, or adding to it: "reword", "escribirlo diferente", "le falta algo". */
const REWRITE = phrases(
  'reword',
  'rephrase',
  'rewrite',
  'redo',
  'write',
  'type',
  'fix',
  'edit',
  'change',
  'correct',
  'add',
  'add something',
  'missing something',
  'forgot something',
  'reescribir',
  'reescribirlo',
  'reescribirla',
  'escribir',
  'escribirlo',
  'escribirla',
  'escribo',
  'lo escribo',
  'la escribo',
  'redactar',
  'redactarlo',
  'cambiar',
  'cambiarlo',
  'cambiarla',
  'corregir',
  'corregirlo',
  'corregirla',
  'arreglar',
  'arreglarlo',
  'arreglarla',
  'editar',
  'editarlo',
  'editarla',
  'agregar',
  'agregarle',
  'anadir',
  'anadirle',
  'le falta algo',
  'falta algo',
  'me falto algo',
  'se me olvido algo',
  'olvide algo',
  // A slip in the text, named: "oops, typo", "there's a spelling mistake", "hay un error".
  'typo',
  'a typo',
  'the typo',
  'theres a typo',
  'made a typo',
  'misspelled',
  'misspelt',
  'spelling mistake',
  'a spelling mistake',
  'hay un error',
  'tiene un error',
);

/** Around it: "let me", "wait, I want to", "espere, lo quiero", "differently", "otra vez". */
const AROUND_REWRITE = phrases(
  'let me',
  'lemme',
  'i want to',
  'i wanna',
  'i need to',
  'i would like to',
  'id like to',
  'can i',
  'i',
  'im',
  'ill',
  'it',
  'that',
  'them',
  'the text',
  'the note',
  'the notes',
  'wait',
  'hold on',
  'hang on',
  'actually',
  'oops',
  'sorry',
  'hmm',
  'no',
  'first',
  'a bit',
  'differently',
  'again',
  'another way',
  'better',
  'espere',
  'espera',
  'un momento',
  'perdon',
  'quiero',
  'quisiera',
  'necesito',
  'puedo',
  'mejor',
  'lo',
  'la',
  'las',
  'el texto',
  'la nota',
  'las notas',
  'diferente',
  'distinto',
  'de otra forma',
  'de otra manera',
  'otra vez',
  'de nuevo',
  'primero',
  'un poco',
  'que',
  'q',
  // What is fixed: "fix a typo", "correct a mistake", "corregir un error".
  'a mistake',
  'the mistake',
  'a word',
  'one word',
  'something',
  'un error',
  'el error',
  'una palabra',
  'algo',
  // What was written, pointed at: "let me fix what I wrote", "corregir lo que escribí".
  ...['what i', 'lo que'].flatMap((what) =>
    ['wrote', 'typed', 'put', 'said', 'escribi', 'puse', 'dije'].map((did) => `${what} ${did}`),
  ),
  'esperate',
  'aguarda',
  'aguarde',
  'oh',
);

/**
 * Something left out, said first with what it is: "se me olvidó decir que el timbre no sirve", "I forgot
 * to say the gate code is 4521", "me faltó poner que es la puerta verde": the text is to be written again
 * with it, whatever follows. Alone ("I forgot") it says nothing of the text.
 */
const LEFT_OUT = phrases(
  'i forgot to',
  'forgot to',
  'i forgot the',
  'i left out',
  'left out',
  'i missed',
  'se me olvido',
  'me olvide de',
  'olvide',
  'me falto',
  'falto',
);
/** What the left-out thing is said by, after it: "to say", "poner", "decir", "agregar". */
const SAYING = new Set(
  'say mention add put write include poner decir agregar anadir escribir incluir que the lo la el'.split(' '),
);

/**
 * More to put in the text, said first with what it is: "wait, I want to add 'ring twice'", "ponle también
 * que llamen antes de llegar", "also add the gate code": the text is to be written again with it, never
 * saved as shown. Only with what is added after it: "add" alone says nothing of the text.
 */
const ADDED = phrases(
  // Wished: "I want to add", "quiero agregar". A bare "add the side door too" may be the notes themselves.
  ...['i want to', 'want to', 'i wanna', 'wanna', 'id like to', 'i need to', 'let me'].map(
    (wish) => `${wish} add`,
  ),
  ...['quiero', 'quisiera', 'necesito', 'tambien quiero', 'dejame', 'dejeme'].flatMap((wish) =>
    ['agregar', 'anadir', 'poner'].map((verb) => `${wish} ${verb}`),
  ),
  // Said with "also" before the verb: "also add", "ponle también", "también agrégale".
  ...['add', 'put', 'write', 'include'].flatMap((verb) => [`also ${verb}`, `${verb} also`]),
  ...['ponle', 'pon', 'ponga', 'pongale', 'agrega', 'agregale', 'agregue', 'agreguele', 'anade', 'anadele']
    .concat(['escribe', 'escribele', 'escriba'])
    .flatMap((verb) => [`${verb} tambien`, `tambien ${verb}`]),
);

/**
 * Whether the reply opens (after its frame) with something left out (`LEFT_OUT`) or added (`ADDED`), and
 * says what.
 */
function leftOutSaid(tokens: string[]): boolean {
  for (let at = 0; at < tokens.length; at++) {
    if (at > 0 && !coveredBy(tokens.slice(0, at), AROUND_REWRITE, POLITE)) continue;
    // What is added said after its verb: anything but courtesy.
    for (const lead of ADDED)
      if (
        lead.every((word, k) => tokens[at + k] === word) &&
        !coveredBy(tokens.slice(at + lead.length), POLITE) &&
        at + lead.length < tokens.length
      )
        return true;
    for (const lead of LEFT_OUT) {
      const end = at + lead.length;
      if (!lead.every((word, k) => tokens[at + k] === word)) continue;
      if (SAYING.has(tokens[end] ?? '') && end + 1 < tokens.length) return true;
    }
  }
  return false;
}

/**
 * Whether a reply to "Save these notes?" asks to write the text again, in its own words ("let me reword
 * it", "espere, lo quiero escribir diferente", "wait, it's missing something"): a verb of writing or
 * changing, or something missing, and nothing else but the frame around it.
 *
 * @example readsRewrite('let me reword it') // true
 * @example readsRewrite('espere, lo quiero escribir diferente') // true
 * @example readsRewrite('save it') // false
 */
export function readsRewrite(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  return coveredBy(tokens, REWRITE, [...AROUND_REWRITE, ...POLITE]) || leftOutSaid(tokens);
}

/** A wish before the writing, or courtesy: "I want to", "quisiera", "can I", "me gustaría", "hi". */
const WISH = new Set(
  `i want wanna to would like id need needs let me lemme can could may gonna going just also
  quiero quisiera queria quiere me gustaria necesito voy a puedo podria deseo quisieramos queremos
  hi hello hey hola ok okay oh y and also tambien`.split(/\s+/),
);
/** Writing, putting, leaving, saying: the notes' verbs, with an object pronoun or none ("ponerle", "tell them"). */
const WRITE =
  /^(?:put|write|add|leave|say|tell|send|type|include|poner(?:le|les)?|pon(?:ga|gan)?|escribir(?:le|les)?|agregar(?:le|les)?|anadir(?:le|les)?|dejar(?:le|les)?|decir(?:le|les)?|mandar(?:le|les)?|incluir)$/;
/** Whom the writing is for, said as an object pronoun: "tell him something", "leave them a note". */
const TO_WHOM = new Set(['him', 'her', 'them', 'le', 'les']);
/** Something to write, not yet said: "something", "algo", "a note", "unas palabras", "some instructions". */
const UNSAID = phrases(
  'something',
  'something special',
  'a note',
  'a little note',
  'a quick note',
  'some notes',
  'a message',
  'a few words',
  'an instruction',
  'some instructions',
  'instructions',
  'a comment',
  'a request',
  'algo',
  'algo especial',
  'algo mas',
  'una nota',
  'una notita',
  'unas notas',
  'un mensaje',
  'un mensajito',
  'unas palabras',
  'una instruccion',
  'unas instrucciones',
  'instrucciones',
  'una indicacion',
  'unas indicaciones',
  'un comentario',
  'un pedido especial',
);
/** After it, whom or what it is for or about ("for the driver", "para el chofer", "about the gate"): still no text. */
const FOR_OR_ABOUT = new Set([
  'for',
  'to',
  'about',
  'regarding',
  'para',
  'pa',
  'pal',
  'al',
  'a',
  'sobre',
  'acerca',
  'del',
]);
/** Most words a "for the driver" says after it: more may be the text itself. */
const MAX_FOR_WORDS = 3;

/**
 * @invariant wish-to-write-is-no-text A wish to write notes whose words are yet to come ("I want to put
 *   something for the driver", "quiero poner algo para el chofer", "can I leave them a note about the
 *   gate?", "quisiera agregar unas instrucciones"): a wish, a verb of writing, something not yet said,
 *   and at most whom or what it is for, is no text of the notes: they are asked for, never saved as
 *   it. Said with what to write ("I want to put ring the bell", "quiero poner que toquen el timbre"),
 *   read as before.
 */
function wishesToWrite(tokens: string[]): boolean {
  const verb = tokens.findIndex((t) => WRITE.test(t));
  if (verb < 0 || !tokens.slice(0, verb).every((t) => WISH.has(t) || coveredBy([t], POLITE))) return false;
  let at = verb + 1;
  if (TO_WHOM.has(tokens[at] ?? '')) at += 1;
  const unsaid = UNSAID.filter((words) => words.every((w, k) => tokens[at + k] === w)).sort(
    (a, b) => b.length - a.length,
  )[0];
  if (!unsaid) return false;
  const rest = tokens.slice(at + unsaid.length).filter((t) => !coveredBy([t], POLITE));
  return rest.length === 0 || (FOR_OR_ABOUT.has(rest[0] ?? '') && rest.length <= MAX_FOR_WORDS + 1);
}

/** Not knowing what to write: "I don't rightly know what to put", "no sé qué poner". */
const NO_IDEA =
  /\b(?:dont|not|no|dunno|idk|nose)\b.*\b(?:what to (?:put|write|say)|(?:que|q) (?:poner|escribir|decir))\b/;
/** Where a pointer at the usual notes goes on to say what they are about: "the usual thing about the door". */
const ABOUT = new Set(['about', 'regarding', 're', 'sobre', 'acerca']);

/**
 * Whether a reply to "what should your notes say?" writes no notes though it has words: not knowing what
 * to write ("oh I don't rightly know what to put"), or the usual notes pointed at by their subject ("the
 * usual thing about the door", "lo de siempre sobre la puerta"): the bot has no usual notes to copy.
 *
 * @invariant notes-pointed-at-never-written A reply that says it does not know what to write, or points at
 *   the usual notes by their subject, is asked for the text again, never saved as the notes.
 * @example writesNothing('the usual thing about the door') // true
 * @example writesNothing('knock, the door bell is broken') // false
 */
export function writesNothing(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  // "put something for the driver: ring twice": after the mark, the text itself.
  if (NO_IDEA.test(tokens.join(' ')) || (wishesToWrite(tokens) && !/:|\s[-–—]+\s/.test(text))) return true;
  const about = tokens.findIndex((t) => ABOUT.has(t));
  return about > 0 && namesNothing(tokens.slice(0, about).join(' '));
}
