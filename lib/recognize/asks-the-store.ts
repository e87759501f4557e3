/**
 * A note for the store that ends by asking it something: "the pants are shiny at the knees, can you fix
 * that?", "hay una mancha de vino, ¿se puede quitar?".
 *
 * @invariant note-question-asked-back A note whose last clause asks the store whether it can or will do
 *   something (it ends with "?" and opens with "can", "could", "would", "do you", "is it possible", "any
 *   way"; in Spanish it holds "puede(n)", "podrían", "es posible", "hay forma"; in Taglish "pwede" or the
 *   question particle "ba") waits for an answer no one
 *   gives here: it is asked back, never sent as the note. One that asks politely ("could the driver
 *   please ring twice?", "¿me lo pueden planchar, por favor?") is a request, and the note; so is one
 *   with no question mark ("si lo pueden coser").
 * @invariant note-asking-what-a-word-means A note that asks what something is or means ("what's
 *   bleach", "what does delicate cycle mean?", "¿qué es el suavizante?", "que significa filo") is a
 *   question to the bot, no instruction to the store, with or without its question mark: asked back,
 *   never written on the ticket. In Spanish, without the mark only "significa" and "quiere decir" ask
 *   it: "que es de seda" is a reason ("it is silk"). A note of one word asked ("almidón?", "starch?")
 *   is asked back too: wanting it and asking of it read alike.
 */
import { isNegation } from './neutral-words';
import { tokenize } from './normalize';

/** English words a yes-or-no question of what someone can or will do opens with ("can u fix it?"). */
const OPENS = new Set(['can', 'could', 'would', 'will', 'do', 'does']);
/** Opening a question with one of these after them: "is it possible…", "are you able…", "is there a way…". */
const OPENS_WITH = new Map([
  ['is', ['it', 'there']],
  ['are', ['you', 'u', 'they']],
  ['any', ['way', 'chance']],
]);
/** What a Spanish question of what can be done holds, wherever it stands ("¿lo pueden arreglar?"). */
const SPANISH_CAN = new Set([
  'puede',
  'pueden',
  'puedes',
  'podes',
  'podran',
  'podria',
  'podrian',
  'podrias',
  'posible',
  'forma',
  'manera',
]);
/**
 * Taglish, as Filipino customers write in English or Spanish chats: "pwede"/"puwede" (can), and "ba", the
 * particle that makes a clause a yes-or-no question ("pwede ba rush yung suit?"): with a question mark,
 * each asks what can be done, wherever it stands, as "puede" does.
 */
const TAGALOG_ASKS = new Set(['pwede', 'puwede', 'pwde', 'pede', 'pwedeng', 'puwedeng', 'ba']);
/** A request's marks: said with them, a question is asked as a favour, and is the note. */
const PLEASE = new Set([
  'please',
  'pls',
  'plz',
  'plis',
  'kindly',
  'porfa',
  'porfis',
  'porfavor',
  'xfa',
  'xfavor',
]);

/** English openings of a question of what something is: "what is", "what's", "wats", "what does … mean". */
const WHAT = new Set(['what', 'whats', 'wat', 'wats', 'wht']);
const WHAT_VERBS = new Set(['is', 'are', 'does', 'do', 's', 'r']);
/** Spanish openings: "qué es", "cuál es"; "qué significa", "qué quiere decir" ask it with no mark. */
const QUE = new Set(['que', 'cual', 'k', 'q']);
const QUE_VERBS = new Set(['es', 'son', 'significa', 'quiere']);

/**
 * Whom a question is put to, said first with no mark: "teacher what is note?" (as Karen and Burmese
 * speakers address anyone who helps), "sir what's bleach", "profe qué es el suavizante".
 */
const TITLES = new Set(
  'teacher sir maam madam miss boss doctor doc pastor auntie uncle senor senora senorita profe maestro maestra jefe jefa tio tia'.split(
    ' ',
  ),
);

/** Whether a clause's words ask what something is or means (invariant note-asking-what-a-word-means). */
function asksWhatItIs(said: string[], marked: boolean): boolean {
  const words = TITLES.has(said[0] ?? '') ? said.slice(1) : said;
  const [first = '', second = '', third = ''] = words;
  if (words.length < 2) return false;
  if (WHAT.has(first) && (first.endsWith('s') ? words.length >= 2 : WHAT_VERBS.has(second))) return true;
  if (!QUE.has(first) || !QUE_VERBS.has(second)) return false;
  return marked || second === 'significa' || (second === 'quiere' && third === 'decir');
}

/**
 * The question the note ends on, as typed, when it asks the store what it can do (invariant
 * note-question-asked-back); else undefined.
 *
 * @example asksTheStore('the pants are a little shiny, can u fix that?') // 'can u fix that?'
 * @example asksTheStore('could the driver please ring the bell twice?') // undefined
 */
export function asksTheStore(text: string): string | undefined {
  const trimmed = text.trim().replace(/(?:\s|\p{Extended_Pictographic}|\uFE0F)+$/u, '');
  if (asksWhetherPossible(trimmed)) return trimmed;
  const opening = tokenize(trimmed).filter((t) => t !== ',');
  if (asksWhatItIs(opening, trimmed.endsWith('?'))) return trimmed;
  if (asksWhatIsAsked(trimmed)) return trimmed;
  const advice = asksAdvice(trimmed);
  if (advice !== undefined) return advice;
  if (!trimmed.endsWith('?')) return undefined;
  // The last clause: after the last mark that ends one (a question opened with "¿" starts there).
  const ends = [',', '.', ';', '!', '¡', '¿', '\n'].map((mark) =>
    trimmed.lastIndexOf(mark, trimmed.length - 2),
  );
  const start = Math.max(...ends);
  const clause = trimmed.slice(start + 1).trim();
  // "hmm what do people usually write here?": a sound of thinking before the question is no word of it.
  const typed = tokenize(clause).filter((t) => t !== ',');
  const lead = typed.findIndex((t) => !THINKING.test(t));
  const words = lead > 0 ? typed.slice(lead) : typed;
  // "almidón?", "starch?": a thing alone, asked (want it, or what of it?), never written on the ticket.
  if (words.length === 1 && clause === trimmed.replace(/^¿/u, '') && !isNegation(words[0] ?? ''))
    return clause;
  if (words.length < 2) return undefined;
  const said = ` ${words.join(' ')} `;
  if (words.some((w) => PLEASE.has(w)) || / (?:por|x) (?:favor|fa) /.test(said)) return undefined;
  const [first = '', second = ''] = words;
  const english = OPENS.has(first) || (OPENS_WITH.get(first)?.includes(second) ?? false);
  const spanish = words.some((w) => SPANISH_CAN.has(w) || TAGALOG_ASKS.has(w));
  // "¿el traje lo devolvéis en funda?": a Spanish question opened with its mark, asked of the store.
  const opened = trimmed[start] === '¿' && words.length >= 3;
  return english || spanish || opened || asksWhichOrHow(clause, words) ? clause : undefined;
}

/**
 * Sounds and words of thinking that may open a question ("hmm", "umm", "ok so", "well", "pues", "este"):
 * the question is read from the word after them.
 */
const THINKING =
  /^(?:h+m+|u+m+|u+h+|e+r+m*|e+h+|a+h+|m+h*m*|o+h+|ok|okay|so|well|and|pues|bueno|este|y|mmm)$/u;

/** English verbs a question of whether opens with: "can", "is", "would", "isn't". */
const WHETHER = new Set([
  ...OPENS,
  'is',
  'isnt',
  'are',
  'arent',
  'was',
  'cant',
  'couldnt',
  'wouldnt',
  'wont',
  'dont',
  'doesnt',
  'should',
  'shouldnt',
]);
/** Spanish tags of whether it can be: "o no", "o no se puede", "o no es posible", "o es mucho pedir". */
const SPANISH_TAGS =
  /^(?:no|no se puede|se puede|no es posible|es posible|no hay forma|es mucho pedir|que)$/u;

/**
 * @invariant tag-of-whether-is-a-question A note that asks the store whether it can do something and ends
 *   on a tag asking whether that is possible at all ("can the driver call me when they're here? or is
 *   that not a thing", "could you steam it, or not", "¿pueden llamarme al llegar? o no se puede") asks
 *   whether it can be done, with or without a last mark, please or not: asked back, never written on the
 *   ticket. An "or" that goes on with what to do ("call me or text me") is the note; so is a polite
 *   request with no tag ("could the driver please ring twice?").
 */
function asksWhetherPossible(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const at = tokens.lastIndexOf(tokens.includes('or') ? 'or' : 'o');
  if (at <= 0) return false;
  const tag = tokens.slice(at + 1);
  const english =
    tokens[at] === 'or' &&
    (['not', 'no', 'nah'].includes(tag.join(' ')) ||
      (WHETHER.has(tag[0] ?? '') &&
        tag.length <= 7 &&
        tag.some((w) => /^(?:that|it|this|thing|possible|not)$/.test(w))));
  const spanish = tokens[at] === 'o' && SPANISH_TAGS.test(tag.join(' '));
  if (!english && !spanish) return false;
  // What comes before asks whether it can be done: a question's mark, or its opening verb.
  const head = tokens.slice(0, at);
  const word = tokens[at] === 'or' ? /\bor\b/giu : /(?<!\p{L})o(?!\p{L})/giu;
  const before = text.slice(0, [...text.matchAll(word)].at(-1)?.index ?? 0).trim();
  return (
    /\?[\s,.]*$/u.test(before) ||
    OPENS.has(head[0] ?? '') ||
    (OPENS_WITH.get(head[0] ?? '')?.includes(head[1] ?? '') ?? false) ||
    head.some((w) => SPANISH_CAN.has(w))
  );
}

/** English words that open a question of which, how or what (invariant note-asking-which-or-how). */
const WH = new Set(['what', 'whats', 'which', 'how', 'hows', 'who', 'why']);
/** Spanish question words, written with their accent: "¿de qué tipo?", "¿cuál me recomienda?". */
const SPANISH_WH = /(?<!\p{L})(?:qué|cuál(?:es)?|cómo|cuánt[oa]s?|quién)(?!\p{L})/iu;

/**
 * @invariant note-asking-which-or-how A note whose last clause is a Spanish question opened with "¿"
 *   ("¿el traje lo devolvéis en funda?"), or one whose last clause is a question of which, what or how
 *   ("which one do you recommend?", "¿Qué me recomendás poner?", "¿Notas de qué tipo?") asks the bot or
 *   the store for an answer: asked back, never written on the ticket. A Spanish "que" without its
 *   accent opens a reason or a wish as often ("que no lleve almidón?"), and asks only with the accent
 *   or an opening "¿"; an English clause asks by its first word, a sound of thinking before it ("hmm what
 *   do people usually write here?", "umm ok which one…") being no word of it.
 */
function asksWhichOrHow(clause: string, words: string[]): boolean {
  return WH.has(words[0] ?? '') || SPANISH_WH.test(clause);
}

/** Verbs of advising, as the person asks the store for its advice: "recommend", "recomienda", "sugieren". */
const ADVISE = /^(?:recommend\w*|suggest\w*|advise|recomiend\w*|recomend\w*|sugier\w*|suger\w*|aconsej\w*)$/u;
/** The question words a question of advice opens with ("what", "qué", "cuál", "k"). */
const ASKS_WHICH = new Set([...WH, ...QUE]);
/** Before a question word, what makes it no question: "lo que me recomiende", "whatever you suggest". */
const NOT_ASKING = new Set(['lo', 'el', 'la', 'los', 'las', 'whatever', 'as', 'como']);

/**
 * @invariant note-asking-advice A clause that asks the store which or what it advises ("what do you
 *   recommend", "qué me recomienda usted", "cuál nos sugieren"), a question word then a verb of advising
 *   within the clause, asks for an answer, with or without its question mark: asked back, never
 *   written on the ticket. One that leaves it to the store ("lo que me recomiende", "whatever you
 *   suggest") asks nothing, and is the note.
 * The clause that asks, as typed; else undefined.
 */
function asksAdvice(text: string): string | undefined {
  for (const clause of text.split(/[,.;!¡¿\n]+/u)) {
    const words = tokenize(clause).filter((t) => t !== ',');
    const advises = words.findIndex((w) => ADVISE.test(w));
    if (advises < 0) continue;
    const asks = words.slice(0, advises).findIndex((w) => ASKS_WHICH.has(w));
    if (asks >= 0 && !NOT_ASKING.has(words[asks - 1] ?? '')) return clause.trim();
  }
  return undefined;
}

/** What the bot asks for at a note's question: "notes", "instructions", "notas", "indicaciones". */
const NOTE_WORDS = new Set(
  'note notes instruction instructions comment comments details notas nota instrucciones instruccion indicaciones indicacion comentarios comentario detalles'.split(
    ' ',
  ),
);
/** Question words that ask which of them: "what", "which", "qué", "cuáles". */
const WHICH_WORDS = new Set([...WHAT, ...QUE, 'which', 'cuales']);
/** Between the question word and the note's word: "what kind of notes", "qué tipo de notas". */
const KIND_OF = new Set('kind sort type of tipo clase de'.split(' '));
/** A clause's end that asks for an example, with or without a mark: "like what", "como cuáles", "tipo qué". */
const ASKS_EXAMPLE = / (?:like|such as|as in|como|tipo|por ejemplo) (?:what|whats|which|que|cual|cuales) $/u;
/** One that asks it only with its mark: "for example?", "por ejemplo?", "like?", "such as?". */
const ASKS_EXAMPLE_MARKED = /(?:^| )(?:like|such as|for example|for instance|eg|por ejemplo|como|tipo)$/u;

/**
 * @invariant note-asking-what-is-asked A reply that asks what the note's question asks ("what notes?",
 *   "which instructions", "notes like what", "qué notas", "¿como cuáles?", "instrucciones de qué", "for
 *   example?"), with or without its mark, is a question about the question: asked back, never written on
 *   the ticket. A question word before the note's word, the note's word before "of what"/"de qué", or a
 *   clause ending on "like what"/"como cuáles" asks it; "like what you did last time" goes on, and is
 *   the note.
 */
function asksWhatIsAsked(text: string): boolean {
  return text.split(/[,.;!¡¿\n]+/u).some((clause) => {
    const words = tokenize(clause).filter((t) => t !== ',');
    const said = ` ${words.join(' ')} `;
    if (ASKS_EXAMPLE.test(said)) return true;
    if (/\?\s*$/u.test(clause) && ASKS_EXAMPLE_MARKED.test(words.join(' '))) return true;
    return words.some((w, i) => {
      if (!NOTE_WORDS.has(w)) return false;
      let at = i - 1;
      while (at >= 0 && KIND_OF.has(words[at] ?? '')) at--;
      const before = WHICH_WORDS.has(words[at] ?? '') && !NOT_ASKING.has(words[at - 1] ?? '');
      const after = / (?:of|about|for|de|sobre|para) (?:what|que|cual|cuales) $/u.test(
        ` ${words.slice(i + 1).join(' ')} `,
      );
      return before || after;
    });
  });
}
