/** A yes at a confirm prompt, read as its primary option ("Place order"). */

import { LAUNDRY_GLOSSARY } from '../words/laundry-glossary';
import { FINDING_DEAR } from './finding-dear';
import { matchWord } from './fuzzy-match';
import { CHANGE_PARTS } from './keep-as-is';
import { saysSomethingWrong } from './mistake-said';
import { isModifier, isNegation, isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { coveredBy, holdsPhrase, POLITE, phrases } from './phrase-match';
import type { RecognizerOption } from './types';
import { reasonClause } from './window-choice';
import { DO_IT, readYesNo, signsAsWords } from './yes-no';

/** Small words around the primary option's own words: "change it", "make the account", "y hágalo". */
const AROUND = phrases(
  'it',
  'the',
  'and',
  'my',
  'this',
  'that',
  'now',
  'make',
  'do',
  'haga',
  'hagan',
  'haz',
  'lo',
  'la',
  'el',
  'mi',
  'y',
  'ya',
  // What is shown, pointed at: "dale, pide eso", "ajá, cobren esa vaina" (the Caribbean's "vaina", thing).
  'eso',
  'esa',
  'esa vaina',
  'that one',
  // As it is shown: "ta bien así, cámbiala", "ok like that".
  'asi',
  'like that',
  // "Just" softening the go-ahead: "just send it", "hacé el pedido nomás".
  'just',
  'nomas',
  // What is confirmed, named: "send the order", "pon la orden", "haga el pedido".
  'order',
  'orden',
  'pedido',
  'in',
);
/**
 * What is shown said fine, after a yes: "yes, that's fine like that", "sure, it's perfect". Only after a
 * yes: "that's fine" alone may be a polite no ("that's ok, leave it").
 */
const FINE = ['thats', 'that is', 'its', 'it is', 'that looks', 'it looks', 'that', 'it', 'this']
  .flatMap((what) => ['fine', 'ok', 'okay', 'good', 'perfect', 'great'].map((fine) => `${what} ${fine}`))
  .concat(['fine', 'perfect'])
  // What is shown named as what was wanted: "yep, that's it" (only after a yes: "that's it" alone may be "no more").
  .concat(['thats it', 'that is it'])
  // A learner's subject dropped: "good, is correct".
  .concat(['is correct', 'is right', 'is fine', 'is good', 'is ok'])
  // Peru's and Spain's "normal" (no problem), after a yes: "ya, normal, hazlo". Never alone, where it may
  // be an option's name ("normal" detergent).
  .concat(['normal', 'todo normal'])
  // What is shown pointed at as what was meant, after a yes: "ajá, eso", "sí sí así mismo", "ok exactly that".
  .concat(['eso', 'eso mismo', 'asi mismo', 'asimismo', 'asi mero', 'tal cual', 'exactly that', 'just that']);
// ("that good", "it fine": said without its "is", as patois and many Englishes say it: "yeah that good".)
/** Now, after a yes: "sí, créela ahorita", "yes, right away": the go-ahead said again, for now. */
const NOW = phrases('now', 'right now', 'right away', 'ahora', 'ahorita', 'ya mismo', 'de una vez');

/**
 * After a yes, a verb that does what is confirmed, whatever it is called: "perfect, send it", "dale, pon
 * la orden", "ok submit". Only after a yes: "send it to my office" alone is no confirmation.
 */
const DOING = phrases(
  'send',
  'submit',
  'put in',
  'put through',
  'put it through',
  'put it in',
  'pon',
  'ponga',
  'pongan',
  'manda',
  'mande',
  'mandalo',
  'mandelo',
  'mandala',
  'mandela',
  'envia',
  'envie',
  'envialo',
  'envielo',
  'enviala',
  'enviela',
  // Confirming, without its object: "todo bien, confirme por favor", "ok, confírmalo".
  'confirma',
  'confirme',
  'confirmen',
  'haga',
  'hagan',
  'haz',
  // The vos imperatives: "dale, hacé el pedido", "sí, poné la orden".
  'hace',
  'pone',
  // Applying the change shown, the infinitive too as a terse command: "ok, aplicar", "sí, aplica", "yes apply".
  'apply',
  'aplicar',
  'aplica',
  'aplique',
  'apliquen',
  // Charging the fee shown: "dale, cobren", "ok charge it", "sí, cóbrenme".
  'charge',
  'charge me',
  'cobren',
  'cobra',
  'cobre',
  'cobrenme',
  'cobrame',
  'cobreme',
  // Ordering what is shown: "ajá, dale, pide eso", "sí, pídalo" (DO_IT), "ok order it".
  'pide',
  'pida',
  'pidan',
  'pedir',
  'order it',
  // Booking what is shown: "go ahead and book it", "ok, finalize it", "sí, agéndelo".
  'book',
  'schedule',
  'finalize',
  // Making the account shown: "great, open my account", "yes, set it up".
  'open',
  'set up',
  'set it up',
  'complete',
  'process',
  'agenda',
  'agende',
  // "ok go", "yes let's go", "thank you, go ahead and book it", Taglish "sige po, go na": going ahead with what is shown.
  'go',
  'go ahead',
  'go na',
  'lets go',
  'go on',
  // Doing it, joined to the go-ahead: "go on and do it", "go ahead and do it"; what is shown pointed at: "ok do that".
  'do it',
  'do that',
  'do this',
  // Sending it on its way, as shipping is said: "sure, ship it".
  'ship',
  // Proceeding to what is confirmed: "proceda a crearla", "proceed to place it".
  'proceed to',
  'proceed with',
  'proceda a',
  'proceda con',
  'procedan a',
  'procedan con',
  'procede a',
  'procede con',
);

/**
 * What is shown said ready, before the verb that does it: "we're all set, place it", "good to go, submit
 * it". Only before such a verb: "all set" alone may be "nothing more" where more was asked.
 */
const READY = phrases(
  'all set',
  'im all set',
  'were all set',
  'we are all set',
  'i am all set',
  'ready',
  'im ready',
  'were ready',
  'good to go',
  'all ready',
);

/**
 * The label's verb said as a command to one or to several, its object after it or not: "crea", "cree",
 * "creen", "créala" of "Crear mi cuenta"; too short for `matchWord`'s typo or stem.
 */
function commandOf(said: string, labelWord: string): boolean {
  const verb = /^(\p{L}{2,})(?:ar|er|ir)$/u.exec(labelWord);
  if (!verb) return false;
  return new RegExp(`^${verb[1]}(?:a|e|an|en)(?:la|las|lo|los|me|mela|melas)?$`, 'u').test(said);
}

/**
 * The longest yes a reply may start with, in words ("go ahead and", "that is all correct", "yes that all
 * looks correct now").
 */
const LONGEST_YES = 8;

/**
 * The value of the one option with role 'primary' when the reply is a yes ("yes", "place it",
 * "go ahead", "confirm", "looks good"), or a yes followed by the primary option's own words ("yep
 * change it" at "Make this change", "go ahead and make the account" at "Create my account");
 * undefined otherwise, or when there is not exactly one primary option.
 *
 * @example readConfirm('go ahead', [{ value: 'place', label: 'Place order', role: 'primary' }]) // 'place'
 * @example readConfirm('yep change it', [{ value: 'apply', label: 'Make this change', role: 'primary' }]) // 'apply'
 * @example readConfirm('ta bien así, cámbiala', [{ value: 'apply', label: 'Hacer este cambio', role: 'primary' }]) // 'apply'
 */
export function readConfirm(text: string, options: RecognizerOption[]): string | undefined {
  return knownGoAhead(text, options) ?? goAheadByElimination(text, options);
}

/** The go-ahead read whole by the words known around it (`readConfirm` before any word is left unknown). */
function knownGoAhead(text: string, options: RecognizerOption[]): string | undefined {
  const primary = options.filter((o) => o.role === 'primary');
  const [only] = primary;
  if (primary.length !== 1 || !only) return undefined;
  if (readYesNo(text) === true) return only.value;
  // "is expensive... ok yes do it": the cost found dear first, then the go-ahead all the same.
  const afterDear = withoutDearLead(text);
  if (afterDear !== undefined) return knownGoAhead(afterDear, options);
  const tokens = tokenize(text).filter((t) => t !== ',');
  const label = tokenize(only.label);
  const own = [
    ...[only.label, ...(only.synonyms ?? [])].flatMap((words) => phrases(...tokenize(words))),
    ...DOING,
    // The imperative with its object, after a yes: "ya, normal, hazlo", "dale, mándalo".
    ...phrases(...DO_IT),
    ...phrases(...FINE),
  ];
  if (yesWithWhy(text)) return only.value;
  const others = options
    .filter((o) => o !== only)
    .flatMap((o) => [o.label, ...(o.synonyms ?? [])].flatMap(tokenize));
  if (goAheadAlone(tokens, label, own, others)) return only.value;
  if (yesWithSettled(text)) return only.value;
  for (let length = Math.min(LONGEST_YES, tokens.length - 1); length >= 1; length--) {
    // The label's own words in any form: "cámbiala", "cámbiela" are "Hacer este cambio"'s "cambio".
    const rest = tokens.slice(length).map((t) => label.find((w) => matchWord(t, w) || commandOf(t, w)) ?? t);
    const head = tokens.slice(0, length);
    if (
      (readYesNo(head.join(' ')) === true || coveredBy(head, READY, POLITE)) &&
      coveredBy(rest, [...own, ...NOW], [...AROUND, ...POLITE])
    )
      return only.value;
  }
  return undefined;
}

/** Waiting, hesitating or asking: a go-ahead said with one is not given yet ("wait, place it", "why send it"). */
const HESITATING = new Set(
  (
    'wait hold hang hmm hm hmmm mm mmm um umm uh uhh er erm eh espera espere esperate esperen pera ' +
    'momento segundo sec para pare paren idk dunno unsure huh ' +
    // Asking, or a condition, without its mark: "why go ahead", "if so send it", "cuándo lo mandan" (not
    // "si", Spanish's yes as well as its if).
    'why whether whats hows wheres whens whos how what when where which who if unless cuanto cuanta ' +
    'cuando donde cual quien'
  ).split(' '),
);

/**
 * What says another wish than going ahead, beside the modifiers (neutral-words.ts `isModifier`: a
 * negation, a number in words, a day, a comparison): preferring or replacing ("instead", "mejor",
 * "rather"), refusing or undoing ("cancel", "drop", "keep", "back"), later ("luego").
 */
const OTHER_WISH = new Set(
  (
    'instead rather better prefer mejor prefiero otro otra else cancel cancela cancelar cancelalo drop ' +
    'stop keep leave back undo scrap scratch forget nevermind nvm bin delete remove ' +
    'deja dejalo dejala dejar olvida olvidalo borra borralo quita quitalo descarta luego tarde'
  ).split(' '),
);

/**
 * Small words after a verb that give it another sense ("go out", "go back", "send it by", "go to"): never
 * a filler after the go-ahead.
 */
const PARTICLES = new Set(
  'to by up in on off out for via at away down over into from with en a al con de por para sin del pa'.split(
    ' ',
  ),
);

/** Every word the laundry glossary says a service or an extra with ("suit", "starch", "traje"). */
let serviceWords: ReadonlySet<string> | undefined;
function isServiceWord(word: string): boolean {
  serviceWords ??= new Set(
    LAUNDRY_GLOSSARY.split('\n')
      .filter((line) => !line.startsWith('#'))
      .flatMap((line) => tokenize(line))
      .filter((w) => w.length >= 3 && !isNeutral(w)),
  );
  return serviceWords.has(word);
}

/** The small words a yes may stand with, but those that join more to it ("ok and …", "sí y …"). */
const SMALL_AFTER_A_YES = [...AROUND, ...POLITE].filter(
  (p) => !(p.length === 1 && ['and', 'y', 'in'].includes(p[0] ?? '')),
);

/** A yes, then only small words ("sí así nomás", "yes just like that", "ok the order"). */
function yesThenSmall(core: string[]): boolean {
  for (let length = Math.min(LONGEST_YES, core.length - 1); length >= 1; length--)
    if (
      readYesNo(core.slice(0, length).join(' ')) === true &&
      coveredBy(core.slice(length), SMALL_AFTER_A_YES)
    )
      return true;
  return false;
}

/**
 * @invariant go-ahead-by-elimination At a confirmation, a reply is its primary option when it holds a
 *   go-ahead the known words read whole (a yes, a doing verb, the label's own verb: `knownGoAhead`), and
 *   nothing in it could mean anything else: no question, no digit, no wish to change, no later, no
 *   negation, refusal or hesitation, no modifier (a number in words, a day, a comparison), no other
 *   option's word (even misspelt), no service word. Its only words beyond that core are up to two
 *   unknown words before it, an interjection or an address ("grand, do that", "vea sí así nomás"), and
 *   up to two short fillers after it, of three letters at most ("go po", "k den", "go on so"), with
 *   emoji and emoticons. An unknown word after the core that could be content ("yes, to my office",
 *   "send it downtown") is never taken; nor a lone unknown word ("fino"): both are asked back.
 * @example goAheadByElimination('grand, do that', [{ value: 'apply', label: 'Make this change', role: 'primary' }]) // 'apply'
 * @example goAheadByElimination('tomorrow, go ahead', [{ value: 'place', label: 'Place order', role: 'primary' }]) // undefined
 */
export function goAheadByElimination(text: string, options: RecognizerOption[]): string | undefined {
  const primary = options.filter((o) => o.role === 'primary');
  const [only] = primary;
  if (primary.length !== 1 || !only) return undefined;
  if (/[?¿\d]/.test(text) || asksWhether(text) || wantsAChange(text) || saysBeforeConfirming(text))
    return undefined;
  if (withoutLater(text) !== undefined) return undefined;
  const tokens = tokenize(signsAsWords(text)).filter((t) => t !== ',');
  const label = tokenize(only.label);
  const others = options
    .filter((o) => o !== only)
    .flatMap((o) => [o.label, ...(o.synonyms ?? [])].flatMap(tokenize))
    .filter((w) => w.length >= 3 && !isNeutral(w) && !label.includes(w));
  // A word that could mean something else than going ahead, wherever it stands.
  const otherwise = (t: string) =>
    /\d/.test(t) ||
    isNegation(t) ||
    HESITATING.has(t) ||
    OTHER_WISH.has(t) ||
    CHANGING.test(t) ||
    readYesNo(t) === false ||
    others.some((w) => matchWord(t, w));
  if (tokens.some(otherwise)) return undefined;
  // What may stand around the core: more than that is content, asked back.
  const opener = (t: string) => /^[a-z]+$/.test(t) && !isNeutral(t) && !isModifier(t) && !isServiceWord(t);
  const filler = (t: string) =>
    /^[a-z]{1,3}$/.test(t) && !PARTICLES.has(t) && !isModifier(t) && !isServiceWord(t);
  for (let open = 0; open <= Math.min(2, tokens.length - 1); open++)
    for (let tail = 0; tail <= Math.min(2, tokens.length - open - 1); tail++) {
      const core = tokens.slice(open, tokens.length - tail);
      if (!tokens.slice(0, open).every(opener) || !tokens.slice(tokens.length - tail).every(filler)) continue;
      const said = core.join(' ');
      // The opener stands where a yes would: "grand, do that" is read as "ok do that" is; never for a core
      // of politeness alone ("mali po" is no "ok po").
      const saysMore = core.some((t) => !SMALL_AFTER_A_YES.some((p) => p.length === 1 && p[0] === t));
      if (
        knownGoAhead(said, options) ??
        (open > 0 && saysMore ? knownGoAhead(`ok ${said}`, options) : undefined)
      )
        return only.value;
      // "vea sí así nomás": a yes, and only small words after it ("yes just like that").
      if (yesThenSmall(core)) return only.value;
    }
  return undefined;
}

/**
 * @invariant go-ahead-without-a-yes At a confirmation, a verb that does what is confirmed said as the
 *   whole reply, with its object or politely ("send it", "Please proceed with the change.", "please create
 *   the account", "hacé el pedido nomás, che"), is the go-ahead, with no yes before it: it opens with the
 *   verb (a doing verb, or the primary option's own first word, in any form), and every word after it is
 *   the option's own, or small words and politeness. Another option's verb ("please change") or a word
 *   the option does not hold ("send it to my office") is no go-ahead, nor a bare verb alone ("go", "aplicar").
 */
function goAheadAlone(tokens: string[], label: string[], own: string[][], others: string[]): boolean {
  const verbs = [...DOING, ...phrases(...DO_IT)];
  // "charge" at "Change something": a typo of another option's word is never taken for a verb of going ahead.
  if (tokens.some((t) => !label.includes(t) && others.some((w) => w !== t && matchWord(t, w)))) return false;
  const start = tokens.findIndex((t) => !POLITE.some((p) => p.length === 1 && p[0] === t));
  if (start < 0) return false;
  const first = tokens[start] ?? '';
  const labelVerb = label[0] ?? '';
  const opensWithVerb =
    verbs.some((p) => p.every((w, k) => tokens[start + k] === w)) ||
    (labelVerb !== '' && (first === labelVerb || commandOf(first, labelVerb) || matchWord(first, labelVerb)));
  // A bare verb alone ("go", "aplicar") stays the yes's to lead: said so, it may be the start of more
  // ("go back", "go to the other address").
  if (!opensWithVerb || tokens.length < 2) return false;
  const rest = tokens.map((t) => label.find((w) => matchWord(t, w) || commandOf(t, w)) ?? t);
  return coveredBy(rest, [...own, ...verbs], [...AROUND, ...POLITE]);
}

/** What a detail is named with: "el correo", "the email", "my number". */
const DETAIL_ARTICLES = new Set(['el', 'la', 'los', 'las', 'mi', 'mis', 'the', 'my']);

/**
 * A clause saying one detail is settled now, named by its article and one word ("ya quedó el correo",
 * "the email is fine now", "el correo ya está"): said right of what was fixed, which changes nothing.
 */
function settledClause(tokens: string[]): boolean {
  const named = (at: number) =>
    DETAIL_ARTICLES.has(tokens[at] ?? '') &&
    !isModifier(tokens[at + 1] ?? '') &&
    !/\d/.test(tokens[at + 1] ?? '');
  if (tokens.length < 3) return false;
  // "ya quedó el correo": said right, then the detail; "the email is fine now": the detail, then said right.
  if (named(tokens.length - 2) && readYesNo(tokens.slice(0, -2).join(' ')) === true) return true;
  if (!named(0)) return false;
  const said = tokens.slice(2);
  return readYesNo(said.join(' ')) === true || readYesNo(['it', ...said].join(' ')) === true;
}

/**
 * @invariant settled-detail-with-a-yes A yes said with a clause that a detail is settled now ("perfecto,
 *   ya quedó el correo, adelante", "great, the email is fine now, go ahead") is the yes: every clause is a
 *   yes or such a one, and one at least is the yes itself; a detail said otherwise (a value, a number, a
 *   negation) is read as it stands.
 */
function yesWithSettled(text: string): boolean {
  const clauses = text
    .split(/[,.;!]+/)
    .map((clause) => tokenize(clause).filter((t) => t !== ','))
    .filter((clause) => clause.length > 0);
  if (clauses.length < 2 || !clauses.some(settledClause)) return false;
  return (
    clauses.every((c) => settledClause(c) || readYesNo(c.join(' ')) === true) &&
    clauses.some((c) => readYesNo(c.join(' ')) === true)
  );
}

/** Said around the cost found dear: "is expensive", "uff, that's a lot but". */
const AROUND_DEAR = phrases(
  'is',
  'its',
  'it is',
  'ay',
  'uff',
  'hmm',
  'wow',
  'but',
  'pero',
  'bit',
  'a bit',
  'un poco',
);

/**
 * The reply after the cost found dear it opens with ("is expensive... ok yes do it": "ok yes do it"), for
 * the rest to say what is wanted all the same; undefined when it opens with none, or says nothing after.
 * @example withoutDearLead('kinda pricey but ok go ahead') // undefined ("kinda" is no word around it)
 */
function withoutDearLead(text: string): string | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  for (let at = tokens.length - 1; at > 0; at--)
    if (coveredBy(tokens.slice(0, at), FINDING_DEAR, AROUND_DEAR)) return tokens.slice(at).join(' ');
  return undefined;
}

/** The words a why opens with beside a yes: "dale que se lo merece", "yes, because he earned it". */
const WHY = new Set(['que', 'porque', 'pq', 'xq', 'because', 'cause', 'cuz', 'since', 'ya']);
/** Words of a question or a condition: a clause holding one is no why ("ok, que cuánto sale?"). */
const ASKING =
  /\?|^(?:how|what|when|where|which|who|cuanto|cuanta|cuando|donde|como|cual|quien|if|si|unless)$/;

/**
 * A yes said with why ("dale que se lo merece", "sure, since she earned it"): the why is the person's
 * own, so long as it says nothing a change or a question is made of: no negation, number, day or other
 * modifier, no changing, no question. Undefined-free: false when the head is no yes.
 */
function yesWithWhy(text: string): boolean {
  if (/\?/.test(text)) return false;
  const found = reasonClause(text);
  if (!found || !WHY.has(found.clause[0] ?? '') || readYesNo(found.head) !== true) return false;
  const why = found.clause.slice(found.clause[0] === 'ya' && found.clause[1] === 'que' ? 2 : 1);
  // A bare "que" opens a request as well ("sí, que lo dejen en la puerta"): only a merit is its why.
  if (found.clause[0] === 'que' && !coveredBy(why, DESERVED, POLITE)) return false;
  return !why.some((w) => isModifier(w) || CHANGING.test(w) || ASKING.test(w) || CONTRASTING.has(w));
}

/** Someone deserving what is confirmed (a tip), after "que": "dale que se lo merece", "sí, que se lo ganó". */
const DESERVED = phrases(
  'se lo merece',
  'se la merece',
  'se lo merecen',
  'se lo gano',
  'se lo ganaron',
  'se lo ha ganado',
  'se lo gana',
  // Wished in the subjunctive: "listo, que se lo gane", "sí, que se lo merezca".
  'se lo gane',
  'se la gane',
  'se lo merezca',
  'se la merezca',
  'lo vale',
  'vale la pena',
  'es justo',
  'bien merecido',
  'el chofer',
  'el repartidor',
  'la chica',
  'el chico',
);

/** A "but" that takes a yes back in part. */
const CONTRASTING = new Set([
  'but',
  'though',
  'except',
  'pero',
  'aunque',
  'excepto',
  'salvo',
  'solo',
  'only',
]);

/**
 * A clause of when, not a wish to confirm, up to its comma: "before you place it", "before creating it",
 * "antes de hacer el pedido,": the verb by its stem, so its "-ing" is said too.
 */
const BEFORE_CONFIRMING =
  /\b(?:before (?:you |we |u |i )?(?:plac|send|submit|confirm|finish|order|creat|mak|open|sav|set)|antes de (?:hacer|poner|enviar|mandar|confirmar|pedir|ordenar|terminar|crear|abrir|guardar))\w*\b[^,]*/;

/** Writing or doing again, in its forms: "rewrite", "redo", "reword", "retype", "rephrase", "reescribir", "rehacer". */
const AGAIN = 'rewrit|rewrot|redo|redid|reword|retyp|rephras|reenter|reescrib|rehac|rehag|rehic';

/**
 * Changing an amount up or down, in its forms: "bump it to 4", "increase", "reduce", "auméntelo",
 * "súbele", "bájale", "subir a 4" (steps-summary.ts reads a part's change by them too).
 */
export const CHANGING_AN_AMOUNT = 'bump|increas|reduc|aument|sub(?:ir|[aei]n?l[eao])|baj(?:ar|[aei]n?l[eao])';

/**
 * Changing, in its forms: "change", "edit", "fix", "cambiar", "corregir", "ajustar", a correction
 * ("correction", "corrección"), and an amount's ("bump it"); and writing or doing it again, whose "re-"
 * says it is changed ("rewrite", "redo", "reword", "retype", "reescribir", "rehacer").
 */
const CHANGING = new RegExp(
  `^(?:chang|edit|modif|fix|adjust|ajust|correc|cambi|correg|corrij|arregl|${CHANGING_AN_AMOUNT}|${AGAIN})`,
);

/** A "no" that would undo the change: "I don't want to change anything". */
const NEGATION = new Set(['no', 'not', 'dont', 'never', 'nothing', 'nada', 'nunca', 'ni']);

/**
 * Whether the reply names the confirming as when something else comes first ("antes de confirmar, …",
 * "before you place it, …"): what it asks is that other thing, never the confirmation.
 *
 * @example saysBeforeConfirming('antes de confirmar, déjeme ver las bolsas') // true
 * @example saysBeforeConfirming('yes confirm it') // false
 */
export function saysBeforeConfirming(text: string): boolean {
  return BEFORE_CONFIRMING.test(tokenize(text).join(' '));
}

/**
 * A wish to change something first, said with when the order or the account is confirmed after ("I'd
 * like to change one thing before you place it", "quiero cambiar algo antes de hacer el pedido", "let me
 * fix my email before you create it"): the confirming is when, never what is asked, so the reply is a
 * change and never a confirmation, nor guessed as one.
 *
 * @example changesBeforeConfirming("I'd like to change one thing before you place it") // true
 * @example changesBeforeConfirming("don't change anything before you place it") // false
 */
export function changesBeforeConfirming(text: string): boolean {
  const said = tokenize(text).join(' ');
  if (!BEFORE_CONFIRMING.test(said)) return false;
  const wish = said.replace(BEFORE_CONFIRMING, '').split(' ').filter(Boolean);
  return wish.some((t) => CHANGING.test(t)) && !wish.some((t) => NEGATION.has(t));
}

/** The change, the frame of a wish around it: "let me fix something", "hmm not quite, I need to change one thing". */
const CHANGE = 'CHANGE';
const WISHING_TO_CHANGE = [
  ...phrases(
    'let me',
    'lemme',
    'i want to',
    'i wanna',
    'i need to',
    'i have to',
    'i would like to',
    'id like to',
    'can i',
    'i',
    // The change as a thing made: "I need to make a correction", "hacer una corrección", "make a small fix".
    'make a',
    'make one',
    'make a small',
    'make a quick',
    'hacer un',
    'hacer una',
    'hacer un pequeno',
    'hacer una pequena',
    'something',
    'one thing',
    'a thing',
    'a detail',
    'one detail',
    'first',
    'not quite',
    'not yet',
    // Not right as shown, said softly: "not really, I have to fix…", "no del todo, quiero cambiar…".
    'not really',
    'not exactly',
    'no exactamente',
    'no del todo',
    'need to',
    'have to',
    // The change said as needed, of what is shown: "something needs changing", "one thing has to be fixed".
    'needs',
    'needs to',
    'needs to be',
    'has to be',
    'must be',
    'wait',
    'hold on',
    'actually',
    'quiero',
    'quisiera',
    'necesito',
    'tengo que',
    'dejame',
    'dejeme',
    'algo',
    'una cosa',
    'un detalle',
    'un dato',
    'primero',
    'todavia no',
    'aun no',
    'espera',
    'espere',
    // Waiting said longer: "espérate", "un momento", "hold up".
    'esperate',
    'esperese',
    'un momento',
    'un segundo',
    'hold up',
    // An apology opening the wish: "Disculpe, quisiera modificar algo", "sorry, I need to fix something".
    'disculpe',
    'disculpa',
    'disculpen',
    'perdon',
    'perdone',
    'perdona',
    'sorry',
    'excuse me',
    // First, said last: "quiero modificar algo antes".
    'antes',
    'mejor',
    // Something other than what is shown: "quiero cambiar otra cosa", "I'd like to change something else".
    'otra cosa',
    // The Caribbean's "vaina" (thing): "quiero cambiar una vaina", "cambia otra vaina".
    'una vaina',
    'otra vaina',
    'una vainita',
    'algo mas',
    'something else',
    'another thing',
    // Nearly right, but: "casi, pero hay que cambiar", "almost, but I need to change", "so close!".
    'casi',
    'almost',
    'nearly',
    'almost there',
    'nearly there',
    'so close',
    'but',
    'pero',
    'hay que',
  ),
  // The cost found dear, as why: "está caro, quiero cambiar otra cosa".
  ...FINDING_DEAR,
];

/**
 * Whether the whole reply is a wish to change something, unnamed ("let me fix something", "quiero
 * corregir una cosa primero"): a verb of changing, and only the frame of a wish around it. A negation
 * ("no changes", "don't change anything") is no such wish, nor a verb with its object ("cámbielo").
 */
function wishesToChangeSomething(text: string): boolean {
  // "correct", "correcto" alone are a yes: never read as the verb here.
  if (readYesNo(text) !== undefined) return false;
  // "cámbielo", "change it": what is shown, changed as shown (a yes at a change's review), never this wish.
  const tokens = tokenize(text).map((t) =>
    CHANGING.test(t) && !/(?:lo|la|los|las|le)$/.test(t) ? CHANGE : t,
  );
  if (coveredBy(tokens, [[CHANGE]], [...WISHING_TO_CHANGE, ...POLITE])) return true;
  // "diff time pls", "quiero un horario distinto", "wait, something else too": another value or another
  // thing wished for, with no verb: the change, never the yes (a question asks, and is read as typed).
  if (
    !/\?/.test(text) &&
    coveredBy(tokens, [...DIFFERENT_PART, ...ELSE], [...WISHING_TO_CHANGE, ...WANTING, ...POLITE, ...ALSO])
  )
    return true;
  // "también quiero cambiar la propina", "also need to change address": another part, named with "also".
  return (
    holdsPhrase(tokens, ALSO) &&
    coveredBy(
      tokens,
      [[CHANGE]],
      [...WISHING_TO_CHANGE, ...POLITE, ...ALSO, ...CHANGE_PARTS, ...PART_ARTICLES],
    )
  );
}

/**
 * Another value of a part, said as different ("a different time", "diff day", "otra hora distinta", "un
 * horario diferente"). Not "another time" nor "otro día" alone: at an order's summary they may be ordering
 * later (`LATER_WHEN`).
 */
const DIFFERENT_PART = [
  ...['different', 'diff', 'a different', 'a diff', 'another different'].flatMap((other) =>
    CHANGE_PARTS.map((part) => [...other.split(' '), ...part]),
  ),
  ...CHANGE_PARTS.flatMap((part) =>
    ['diferente', 'distinto', 'distinta', 'distintos', 'diferentes'].map((other) => [...part, other]),
  ),
  ...phrases('otro horario', 'otra hora', 'otra direccion'),
];
/** Something else besides what is shown, to change: "wait, something else too", "una cosa más". */
const ELSE = phrases(
  'something else',
  'another thing',
  'one more thing',
  'otra cosa',
  'otra cosita',
  'algo mas',
  'una cosa mas',
);
/**
 * Wanting, and the articles before the part wanted: "I want a different time", "quiero un horario
 * distinto"; choosing it, the wish's own verb: "let me pick a different time", "I'll choose another
 * day", "quiero elegir otra hora".
 */
const WANTING = phrases(
  'i want',
  'i need',
  'want',
  'need',
  'i would like',
  'id like',
  'pick',
  'choose',
  'select',
  'go with',
  'ill pick',
  'ill choose',
  'elegir',
  'escoger',
  'elijo',
  'escojo',
  'un',
  'una',
  'el',
  'la',
  'the',
);

/**
 * "Also", in its places in a sentence: a change wished for besides the one shown ("also need to change
 * address", "también quiero cambiar la propina", "change the tip too") is something else to change.
 */
const ALSO = phrases('also', 'too', 'as well', 'tambien', 'ademas', 'and', 'oh and', 'y', 'y tambien');
/** Words before a part's name: "the tip", "la propina", "my address". */
const PART_ARTICLES = phrases(
  'the',
  'my',
  'la',
  'el',
  'mi',
  'de',
  'of',
  'need to',
  'want to',
  'hay que',
  'wanna',
  'kiero',
);

/**
 * A wish to change what a confirmation shows, before going ahead: a change said with when the confirming
 * comes after ("I need to correct one thing before you create it"), a mistake said ("wait, something's
 * wrong", "lo escribí mal"), or a change wished for, unnamed ("let me fix something"). Never a yes: the confirmation is asked again once the change is made.
 *
 * @example wantsAChange('hold on, I typed it wrong') // true
 * @example wantsAChange('quiero corregir algo antes de crear la cuenta') // true
 * @example wantsAChange('yes create it') // false
 */
export function wantsAChange(text: string): boolean {
  return (
    changesBeforeConfirming(text) ||
    saysSomethingWrong(text) ||
    wishesToChangeSomething(text) ||
    mistakeThenFix(text) ||
    mistakeAfterLead(text)
  );
}

/**
 * What may open a mistake said, in a clause of its own: waiting, dismay and the no that says it is not
 * right ("pará pará,", "ups,", "uy,", "no wait,", "no,"), or an acknowledging yes ("ya pe,", "ok,"), which agrees to nothing the mistake after it
 * takes back.
 */
const MISTAKE_LEADS = phrases(
  'no',
  'nope',
  'nah',
  'wait',
  'no wait',
  'hold on',
  'hang on',
  'oops',
  'ups',
  'uy',
  'ay',
  'oh no',
  'uh oh',
  'para',
  'pare',
  'paren',
  'espera',
  'espere',
  'esperate',
  'un momento',
  'hmm',
);

/**
 * @invariant mistake-after-its-lead A mistake said ("hay algo mal", "me equivoqué en algo, quiero
 *   arreglarlo") after clauses that only open it, waiting, dismay or an acknowledging yes ("pará pará,
 *   hay algo mal", "ups, me equivoqué en algo", "ya pe, un dato está mal", "ok, something's wrong"),
 *   is the wish to change it: never the yes it opens with.
 * @example mistakeAfterLead('ups, me equivoqué en algo, quiero arreglarlo') // true
 * @example mistakeAfterLead('ok, place it') // false
 */
function mistakeAfterLead(text: string): boolean {
  const clauses = text
    .split(/[,.;!—–]+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  let at = 0;
  const opens = (clause: string) =>
    readYesNo(clause) === true || coveredBy(tokenize(clause), MISTAKE_LEADS, POLITE);
  while (at < clauses.length - 1 && opens(clauses[at] ?? '')) at++;
  if (at === 0) return false;
  const rest = clauses.slice(at).join(', ');
  return saysSomethingWrong(rest) || mistakeThenFix(rest) || partSaidWrong(tokenize(rest));
}

/** A part said wrong, the word that says so: "wrong time", "la hora está mal", "día equivocado". */
const WRONG = phrases('wrong', 'incorrect', 'mal', 'equivocado', 'equivocada', 'incorrecto', 'incorrecta');
/** Around a part said wrong: its article and its being ("the time is wrong", "la hora está mal"). */
const PART_SAID = phrases('the', 'that', 'its', 'is', 'la', 'el', 'esta', 'es', 'ese', 'esa');

/**
 * One part of what is shown said wrong, after what opens it ("no wait, wrong time", "uy, la hora está
 * mal"): that part is to change, never the change kept off for the "no" it opens with.
 */
function partSaidWrong(tokens: string[]): boolean {
  const words = tokens.filter((t) => t !== ',');
  const wrong = words.filter((_, i) => WRONG.some((p) => p.length === 1 && p[0] === words[i])).length;
  return (
    wrong === 1 &&
    coveredBy(words, [...WRONG, ...CHANGE_PARTS], PART_SAID) &&
    words.some((w) => CHANGE_PARTS.some((p) => p.includes(w)))
  );
}

/** What the fixing is said of, after a mistake said: the mistake ("fix it", "arreglarlo", "lo tengo que corregir"). */
const THE_MISTAKE = new Set(['it', 'that', 'this', 'lo', 'la', 'eso', 'gotta']);

/**
 * A mistake said, then the wish to fix it ("Something is not right, I need to fix it.", "hay algo mal,
 * lo tengo que corregir"): its "it" is the mistake, never what is shown changed as shown ("yes, fix it").
 * Every clause after the mistake is that wish, or the reply is read as it stands.
 */
function mistakeThenFix(text: string): boolean {
  const [mistake, ...fixes] = text
    .split(/[,.;!]+|\bso\b|\basi que\b/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (!mistake || fixes.length === 0 || !saysSomethingWrong(mistake)) return false;
  return fixes.every((clause) => {
    const tokens = tokenize(clause)
      .filter((t) => !THE_MISTAKE.has(t))
      .map((t) => (CHANGING.test(t) ? CHANGE : t));
    return coveredBy(tokens, [[CHANGE]], [...WISHING_TO_CHANGE, ...POLITE]);
  });
}

/**
 * Around a change said with its value, the words that carry no value: interjections and waiting ("uy no,",
 * "hold up", "un momento"), the wish and its verb with its object ("need to change", "cámbialo porfa"),
 * having ("i got", "tengo") and being ("is", "son", "fueron").
 */
const VALUE_FRAME = [
  [CHANGE],
  // The one change counted, always with its verb ("one edit", "un cambio", "just one small fix"): "one"
  // alone may be the value ("one bag").
  ...['one', 'just one', 'only one', 'a', 'un', 'una', 'solo un', 'solo una'].flatMap((one) =>
    ['', 'quick ', 'small ', 'little ', 'pequeno ', 'pequena '].map((small) => [
      ...`${one} ${small}`.split(' ').filter(Boolean),
      CHANGE,
    ]),
  ),
  // The verb with what it changes and "to" before the value: "bump it up to 4 bags", "súbele a 4 bolsas".
  ...['to', 'it to', 'up to', 'it up to', 'them to', 'down to', 'it down to', 'a'].map((to) => [
    CHANGE,
    ...to.split(' '),
  ]),
  ...WISHING_TO_CHANGE,
  ...POLITE,
  ...phrases(
    // Setting the new value, as a change says it: "make it weekly", "make that 4 bags" (the part's own
    // reader still says whether what is left is its answer).
    'make it',
    'make that',
    'make them',
    // The change asked as a question: "can we bump it to 4 bags?", "¿le podemos subir a 4?", "¿me lo aumentan?".
    'can we',
    'could we',
    'can you',
    'could you',
    'would you',
    'podemos',
    'pueden',
    'puede',
    'podria',
    'podrian',
    'le',
    'me',
    'me lo',
    'me la',
    'se lo',
    'uy',
    'uy no',
    'ay',
    'ay no',
    // Spain's "ostras" (oops).
    'ostras',
    // Spanish's emphatic "que" before being: "¡que son 3 bolsas!".
    'que son',
    'que es',
    'que eran',
    'oh',
    'oh no',
    'oops',
    'ups',
    'hold up',
    'hang on',
    'esperate',
    'esperese',
    'un momento',
    'un segundo',
    'need to',
    'want to',
    'have to',
    'gotta',
    'hay que',
    'i got',
    'i have',
    'ive got',
    'we have',
    'we got',
    'tengo',
    'tenemos',
    'is',
    'its',
    'it is',
    'are',
    'were',
    'es',
    'son',
    'fueron',
    'eran',
    'it',
    'lo',
    'la',
  ),
];
/** What else there is, said apart from the change: "otherwise", "everything else", "lo demás". */
const OTHERWISE = phrases(
  'otherwise',
  'other than that',
  'everything else',
  'all else',
  'the rest',
  'rest',
  'lo demas',
  'todo lo demas',
  'por lo demas',
  'el resto',
  'lo otro',
);
/** Being, between what else there is and its yes: "the rest is fine", "lo demás está bien". */
const BEING = new Set(['is', 'looks', 'es', 'esta', 'todo']);

/**
 * A clause saying everything but the change is right ("otherwise LGTM", "the rest looks good", "lo
 * demás, perfecto"): a yes to what is left as it is, which carries no value of the change.
 */
function restSaidFine(clause: readonly string[]): boolean {
  const lead = OTHERWISE.filter((p) => p.every((w, k) => clause[k] === w)).reduce(
    (longest, p) => Math.max(longest, p.length),
    0,
  );
  if (lead === 0) return false;
  const rest = clause.slice(lead);
  const yes = rest.slice(BEING.has(rest[0] ?? '') ? 1 : 0).join(' ');
  return readYesNo(yes) === true || readYesNo(rest.join(' ')) === true;
}

/** A clause that is only an interjection of dismay: "uy no", "oh no", "no" (said before a correction, refusing nothing). */
const DISMAY = phrases('no', 'uy no', 'ay no', 'oh no', 'oops no', 'ups no');
/** A contrast after a yes, "lgtm but", "sí, pero": what follows is what is changed. */
const BUT = new Set(['but', 'pero', 'except', 'excepto']);

/**
 * Whether a clause is only the frame of a change, with no value of its own ("one edit:", "hold up",
 * "un cambio:", "uy no"): what leads a new value, never a part of it.
 * @example onlyAChangeFrame('one edit') // true
 * @example onlyAChangeFrame('email should be') // false
 */
export function onlyAChangeFrame(clause: string): boolean {
  const tokens = tokenize(clause)
    .filter((t) => t !== ',')
    .map((t) => (CHANGING.test(t) ? CHANGE : t));
  return tokens.length > 0 && (coveredBy(tokens, VALUE_FRAME) || coveredBy(tokens, DISMAY, VALUE_FRAME));
}

/**
 * A change said with a value, without the words around it that carry none (invariant
 * value-said-in-a-change-kept): "need to change, is 3 bags not 2" is "3 bags not 2", "hold up i got 3 bags not
 * 2" is "3 bags not 2", "lgtm but bags → 3 pls" is "bags 3", "Uy no, las bolsas son tres, cámbialo porfa" is
 * "las bolsas son tres". Clauses that are only that frame are left out, and the frame leading what is left;
 * the part's own reader then says whether what is left is its answer alone. Undefined when nothing was
 * left out, nothing is left, or a change is refused ("no need to change it, 3 bags"): read as typed.
 *
 * @example withoutChangeFrame('hold on, fix it: 4 bags') // '4 bags'
 * @example withoutChangeFrame("don't change it, 4 bags") // undefined
 */
export function withoutChangeFrame(text: string): string | undefined {
  // A sentence's end is a clause's too: "One edit: bags should be 3, not 2. Otherwise LGTM.", and a line's
  // ("- bags should be 3\n- everything else :ok_hand:", a list typed line by line); emoji are read as signs.
  const sentences = signsAsWords(text).replace(/[.:;!]+(?=\s|$)|\s*\n\s*/g, ',');
  const tokens = tokenize(sentences).map((t) => (CHANGING.test(t) ? CHANGE : t));
  const clauses = tokens
    .join(' ')
    .split(' , ')
    .map((clause) => clause.split(' ').filter((t) => t && t !== ','));
  if (clauses.some((clause) => clause.includes(CHANGE) && clause.some((t) => NEGATION.has(t))))
    return undefined;
  const kept = clauses.filter(
    (clause) =>
      !coveredBy(clause, DISMAY, VALUE_FRAME) &&
      !coveredBy(clause, VALUE_FRAME) &&
      !restSaidFine(clause) &&
      !saysSomethingWrong(clause.join(' ')),
  );
  const [first, ...others] = kept;
  if (!first) return undefined;
  // "lgtm but bags 3": the yes, then the contrast, lead what is changed.
  const but = first.findIndex((t) => BUT.has(t));
  const afterYes = but > 0 && readYesNo(first.slice(0, but).join(' ')) === true ? but + 1 : 0;
  // The frame leading the first clause left: "hold up i got 3 bags": its longest run of frame phrases.
  let lead = afterYes;
  for (let at = first.length; at > afterYes; at--)
    if (coveredBy(first.slice(afterYes, at), VALUE_FRAME)) {
      lead = at;
      break;
    }
  const left = [first.slice(lead), ...others].filter((clause) => clause.length > 0);
  const core = left.map((clause) => clause.join(' ')).join(' , ');
  const changed = kept.length < clauses.length || lead > 0;
  // The verb stands for what is changed here: never left in what the part reads.
  return changed && core && !core.includes(CHANGE) ? core.replace(/ , /g, ', ') : undefined;
}

/** Ordering another time, said of oneself: "mejor lo hago otro día", "I'll order later", "maybe another time". */
const LATER = phrases(
  'mejor',
  'lo',
  'hago',
  // Leaving it for another day: "mejor lo dejo pa otro día".
  'dejo',
  'pa',
  'para',
  'pido',
  'ordeno',
  'i',
  'ill',
  'i will',
  'do it',
  'order',
  'maybe',
);
const LATER_WHEN = phrases(
  'otro dia',
  'otra vez',
  'otro momento',
  'despues',
  'luego',
  'mas tarde',
  'later',
  'another day',
  'another time',
  'some other time',
  'some other day',
);

/**
 * A later day named ("mañana", "tomorrow", "la semana que viene"): a later of one's own only said with a
 * verb of one's own ordering (`BY_ONESELF`: "lo hago mañana", "I'll order tomorrow"); alone, or said to
 * the bot ("do it tomorrow"), it may be a new day for the order.
 */
const LATER_DAY = phrases(
  'manana',
  'tomorrow',
  'next week',
  'la semana que viene',
  'la proxima semana',
  'la otra semana',
);
const BY_ONESELF = new Set(['hago', 'pido', 'ordeno', 'dejo', 'ill', 'will']);

/**
 * Who says they will do it themselves, leading a later of their own: "I'll", "we'll", "I'm gonna"; in
 * Spanish the thing done ("lo"), its doer's own verb next ("ya lo hago", "mejor lo vemos").
 */
const ONESELF = phrases('ill', 'well', 'i will', 'we will', 'im gonna', 'were gonna', 'im going to');
const ONESELF_ES = phrases('lo', 'ya lo', 'mejor lo', 'yo lo', 'ya yo lo', 'nosotros lo');
/** A Spanish verb of one's own: "hago", "veo", "resuelvo", "vemos", "hacemos". */
const OWN_VERB = /^\p{L}+(?:o|mos)$/u;

/**
 * Whether a clause is ordering another time, said of oneself (invariant drop-with-later): the known
 * words of it ("mejor lo hago otro día", "I'll order later"), or any short deed of one's own between
 * its doer and its later time ("I'll sort it later", "we'll do it next week", "ya lo veo mañana"): it
 * starts with who does it, ends with when, and says no number, nor any no, between.
 * @example saysLaterOfOneself("we'll do it next week") // true
 * @example saysLaterOfOneself('do it next week') // false
 */
export function saysLaterOfOneself(clause: string): boolean {
  const tokens = tokenize(clause).filter((t) => t !== ',');
  if (coveredBy(tokens, LATER_WHEN, [...LATER, ...POLITE])) return true;
  // "lo hago mañana", "I'll order tomorrow": a later day, said of oneself.
  if (tokens.some((t) => BY_ONESELF.has(t)) && coveredBy(tokens, LATER_DAY, [...LATER, ...POLITE]))
    return true;
  const starts = (p: string[]) => p.every((w, k) => tokens[k] === w);
  const english = ONESELF.filter(starts).sort((a, b) => b.length - a.length)[0];
  const spanish = english ? undefined : ONESELF_ES.filter(starts).sort((a, b) => b.length - a.length)[0];
  const lead = english ?? spanish;
  const when = [...LATER_WHEN, ...LATER_DAY].find((p) =>
    p.every((w, k) => tokens[tokens.length - p.length + k] === w),
  );
  if (!lead || !when) return false;
  const deed = tokens.slice(lead.length, tokens.length - when.length);
  if (spanish && !OWN_VERB.test(deed[0] ?? '')) return false;
  return deed.length > 0 && deed.length <= 3 && deed.every((t) => /^\p{L}+$/u.test(t) && !NEGATION.has(t));
}

/**
 * @invariant drop-with-later At an order's summary, dropping it said with ordering another time ("bórralo
 *   todo, mejor lo hago otro día", "forget it, I'll order later") is dropping it: the later clause is
 *   the person's own why, said of themselves, and never a new day for the order ("do it tomorrow" names a
 *   day, and is read as typed). This gives the reply before that clause; undefined when it has none.
 *
 * @example withoutLater('bórralo todo, mejor lo hago otro día') // 'bórralo todo'
 * @example withoutLater('mejor lo dejo pa otro día, bórralo') // ' bórralo'
 * @example withoutLater('drop it') // undefined
 */
export function withoutLater(text: string): string | undefined {
  const clauses = text.split(',');
  if (clauses.length < 2) return undefined;
  const later = (clause: string | undefined) => saysLaterOfOneself(clause ?? '');
  if (later(clauses.at(-1))) return clauses.slice(0, -1).join(',');
  // Said first: "mejor lo dejo pa otro día, bórralo".
  if (later(clauses[0])) return clauses.slice(1).join(',');
  return undefined;
}

/** A change of mind, said as why an order is dropped: "i changed my mind", "cambié de opinión". */
const MIND_CHANGED = phrases(
  'i changed my mind',
  'changed my mind',
  'i change my mind',
  'i changed mind',
  'cambie de opinion',
  'cambie de idea',
  'me arrepenti',
  'ya me arrepenti',
);
/** A no that opens a drop ("nah drop it"), refusing what is shown as the drop does. */
const OPENING_NO = new Set(['no', 'nah', 'nope', 'naw', 'nel']);

/**
 * A drop said with a change of mind as why, and a no before it ("nah drop it i changed my mind", "no,
 * bórralo, cambié de opinión"): the reply without them, for the drop's own words to read; undefined when
 * it says no change of mind, or nothing else. The why names nothing of the order.
 * @example withoutMindChanged('nah drop it i changed my mind') // 'drop it'
 */
export function withoutMindChanged(text: string): string | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const at = [0, ...tokens.keys()].find((i) =>
    MIND_CHANGED.some((p) => p.length === tokens.length - i && p.every((w, k) => tokens[i + k] === w)),
  );
  const said = at === undefined ? undefined : tokens.slice(0, at);
  const rest = said?.[0] !== undefined && OPENING_NO.has(said[0]) ? said.slice(1) : said;
  return rest?.length ? rest.join(' ') : undefined;
}

/** Words of asking what something costs, when, or why: with a question mark, a question, never a yes. */
const INFO_ASKED = new Set(
  (
    'how what whats when why which much cost costs charge charged charging fee fees price extra ' +
    'cuanto cuanta cuesta cuestan cobrar cobran cobra cobraran cargo precio cuando por porque ' +
    // Asking whether there is another way ("¿y no hay con el chofer gratis?", "is there a free one?").
    'hay there theres any free cheaper gratis barato barata'
  ).split(' '),
);

/**
 * A question at a confirmation about what it costs or does ("¿y me van a cobrar algo por cambiarlo?",
 * "will it cost extra to change it?"): never a yes, though it names the option's own words.
 *
 * @invariant question-never-confirms A reply at a confirmation that asks what, how much, when or why
 *   (a question mark and a word of asking) confirms nothing: it is asked back, whatever option it names;
 *   nor does one that asks whether ("do I have to create it now?", "¿tengo que crearla ya?": `asksWhether`),
 *   read among the options but the one that confirms; nor does one that ends asking ("place it?", "hmm, go
 *   ahead?": `endsAsking`), which is asked back where its words would name the confirming.
 * @example asksBeforeConfirming('¿y me van a cobrar algo por cambiarlo?') // true
 * @example asksBeforeConfirming('¿y no hay con el chofer gratis?') // true
 * @example asksBeforeConfirming('can you change it?') // false
 */
export function asksBeforeConfirming(text: string): boolean {
  return /[?¿]/.test(text) && tokenize(text).some((t) => INFO_ASKED.has(t));
}

/**
 * English's auxiliaries, each with the subjects after which it opens a yes/no question ("do I have to…",
 * "is it…", "has it been…"). Only these: before another word it is an order ("do it", "have it
 * delivered", "do that").
 */
const PERSONS = ['i', 'we', 'you', 'u', 'they'];
const THINGS = ['it', 'this', 'that', 'he', 'she', 'everything', 'anything'];
const QUESTION_OPENINGS: Record<string, string[]> = {
  do: PERSONS,
  does: THINGS,
  did: [...PERSONS, ...THINGS],
  is: [...THINGS, 'there'],
  are: ['we', 'you', 'u', 'they', 'there'],
  was: ['i', ...THINGS, 'there'],
  were: ['we', 'you', 'u', 'they', 'there'],
  am: ['i'],
  have: PERSONS,
  has: THINGS,
  ...Object.fromEntries(
    ['must', 'should', 'may', 'might', 'will', 'would', 'can', 'could'].map((modal) => [
      modal,
      [...PERSONS, ...THINGS, 'there'],
    ]),
  ),
};
/**
 * A modal before "you" asks a thing done ("can you create it?", "would you place it now?"), and "can"
 * or "could" before "we" proposes it ("could we go ahead?"): requests, never questions of whether.
 */
const REQUESTS = phrases(
  ...['can', 'could', 'will', 'would'].flatMap((modal) => [`${modal} you`, `${modal} u`]),
  'can we',
  'could we',
);
/** What may open a question before its auxiliary: "so do I have to…", "wait, is it…", "y ¿tengo que…?". */
const LEADS = new Set([
  ...'and but so wait hmm um uh oh ok okay sorry also then well quick question y e pero entonces oye o sea'.split(
    ' ',
  ),
]);
/**
 * Spanish says a yes/no question by its marks alone: one that asks whether it must, or is, holds one of
 * these ("¿tengo que crearla ya?", "¿la tengo que crear ahora?", "¿hace falta?", "¿es obligatorio?").
 */
const MUST_OR_IS = phrases(
  'tengo que',
  'tenemos que',
  'tiene que',
  'hay que',
  'debo',
  'debemos',
  'deberia',
  'necesito',
  'es necesario',
  'hace falta',
  'es obligatorio',
  'obligatorio',
  'toca',
  'have to',
  'has to',
  'need to',
  'needs to',
  'must',
  'required',
  'mandatory',
  'necessary',
);
/** What may open a Spanish question that asks whether something is so: "¿es ahora?", "¿ya está creada?". */
const IS_OPENING = phrases('es', 'esta', 'ya esta', 'estara', 'sera', 'queda', 'ya queda', 'ya quedo');

/**
 * A yes/no question about what the person must do or what something is ("Do I have to create it right
 * now?", "is it created already?", "¿tengo que crearla ahora?", "¿es obligatorio?"): it asks, and
 * agrees to nothing, whatever option's words it holds. A request put as a question ("can you create
 * it?", "¿me la puede crear?") is no such question. English says it by its word order, with or without
 * its mark; Spanish by its marks. Such a reply at a confirmation never picks nor offers the option
 * that confirms (invariant question-never-confirms): it is read among the others, or asked back.
 * @example asksWhether('Do I have to create it right now?') // true
 * @example asksWhether('¿la tengo que crear ahora?') // true
 * @example asksWhether('can you create it?') // false
 */
export function asksWhether(text: string): boolean {
  // Each sentence on its own, with its own marks: "Looks fine. Is it created now?".
  return text.split(/(?<=[.!?;])\s+|(?=¿)/u).some((sentence) => {
    const tokens = tokenize(sentence).filter((t) => t !== ',');
    let at = 0;
    while (LEADS.has(tokens[at] ?? '')) at++;
    const [aux, subject] = [tokens[at] ?? '', tokens[at + 1] ?? ''];
    if (QUESTION_OPENINGS[aux]?.includes(subject))
      return !REQUESTS.some(([modal, to]) => modal === aux && to === subject);
    if (!/[?¿]/.test(sentence)) return false;
    return holdsPhrase(tokens, MUST_OR_IS) || IS_OPENING.some((p) => p.every((w, k) => tokens[at + k] === w));
  });
}

/** Spanish's asking a thing done, as a question: "¿me lo puede enviar?", "¿podrían hacerlo?". */
const SPANISH_REQUESTS = new Set(['puede', 'pueden', 'puedes', 'podria', 'podrias', 'podrian', 'podes']);

/**
 * Whether a reply ends asking ("place it?", "hmm, go ahead?", "ok?"): its last sentence a question,
 * a go-ahead asked about, never given (invariant question-never-confirms). A request put as a question
 * ("can you place it?", "¿me la puede crear?") asks a thing done, and is no such question.
 * @example endsAsking('hmm, go ahead?') // true
 * @example endsAsking('9.99? bueno dale') // false
 * @example endsAsking('can you place it?') // false
 */
export function endsAsking(text: string): boolean {
  if (!/\?[^\p{L}\p{N}]*$/u.test(text)) return false;
  const last =
    text
      .split(/(?<=[.!?;])\s+|(?=¿)/u)
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
      .at(-1) ?? '';
  const tokens = tokenize(last).filter((t) => t !== ',');
  let at = 0;
  while (LEADS.has(tokens[at] ?? '')) at++;
  const requested =
    REQUESTS.some(([modal, to]) => tokens[at] === modal && tokens[at + 1] === to) ||
    tokens.slice(at, at + 3).some((t) => SPANISH_REQUESTS.has(t));
  return !requested;
}

/**
 * Words joining more to a yes: "yes and also …", "ok, plus …", "sure, but …", "sí, y también …", "dale,
 * pero …", "además …". A yes with a comma alone is left to the confirmation's own reader ("yes, place it
 * on my card").
 */
const MORE_JOINED = phrases(
  ...['and', 'and also', 'also', 'plus', 'but', 'but also', 'oh and', 'and then', 'then', 'and plus'],
  ...['y', 'y tambien', 'tambien', 'ademas', 'y ademas', 'pero', 'pero tambien', 'pero ademas', 'e'],
);

/** Thanks said at more length: "thanks a lot", "thank you in advance", "mil gracias", "gracias de antemano". */
const THANKS_SAID_MORE = phrases(
  'a lot',
  'a bunch',
  'a ton',
  'again',
  'in advance',
  'mil',
  'de antemano',
  'de nuevo',
);

/** The most words a yes said before more may take: "yes please", "ok sounds good". */
const LONGEST_LEAD = 4;

/**
 * What is said after a yes joined to it (`MORE_JOINED`), as typed, when it says more than the yes again:
 * "yes and also have it delivered" is "have it delivered"; "yes and place it", "sí y gracias" say nothing
 * more (undefined), nor does a reply with no yes first.
 *
 * @invariant more-after-the-yes-never-dropped At a confirmation, what is said after its yes ("yes and
 *   also have it delivered, and bump the tip to 5", "sí, pero que sean 3 bolsas") is applied or asked
 *   about before anything is confirmed: never dropped for the yes, nor the yes taken while it waits.
 * @example yesWithMore('yes and also have it delivered') // 'have it delivered'
 * @example yesWithMore('yes and go ahead') // undefined
 */
export function yesWithMore(text: string): string | undefined {
  const words = [...text.matchAll(/[\p{L}\p{N}'’$]+/gu)]
    .map((m) => ({ start: m.index ?? 0, tokens: tokenize(m[0]) }))
    .filter((w) => w.tokens.length > 0);
  const said = (from: number, to: number) => words.slice(from, to).flatMap((w) => w.tokens);
  for (let lead = Math.min(LONGEST_LEAD, words.length - 2); lead >= 1; lead--) {
    if (readYesNo(said(0, lead).join(' ')) !== true) continue;
    const joiner = MORE_JOINED.filter((p) => p.every((w, k) => said(lead, lead + p.length)[k] === w)).sort(
      (a, b) => b.length - a.length,
    )[0];
    if (!joiner) continue;
    let at = lead + joiner.length;
    // A word said twice ("and also also") or a joiner after a comma ("yes, and, also").
    while (at < words.length && MORE_JOINED.some((p) => p.length === 1 && p[0] === said(at, at + 1)[0])) at++;
    const more = said(at, words.length);
    if (more.length === 0) return undefined;
    // "yes and go ahead", "sí y gracias", "ok and thanks so much": the yes said again, or thanks.
    if (
      readYesNo(more.join(' ')) === true ||
      coveredBy(more, [...DOING, ...phrases(...DO_IT), ...NOW], [...AROUND, ...POLITE])
    )
      return undefined;
    if (coveredBy(more, POLITE, THANKS_SAID_MORE)) return undefined;
    return text.slice((words[at] as { start: number }).start).trim();
  }
  return undefined;
}
