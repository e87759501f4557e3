/**
 * A reply that answers the question on screen and the next ones too ("2 bags, for tomorrow", "yes, the
 * wool sweaters", "pickup → friday"): where it is cut into the answer here and the rest, and whether
 * the question asked next takes that rest.
 *
 * @invariant rest-taken-only-when-certain A reply is cut only at a joining word or mark (",", "and",
 *   "y", "to", "for", "pa", "para", "→", a sentence's stop after a word), after a leading yes at a yes-or-no question, or before the
 *   first day named at a question whose option a day may follow (`Step.cutsAtDay`: "delivery friday 8
 *   to 10"; a leg named with its day carries both), and only when
 *   the question on screen reads the part before it for certain (one option picked, all its words
 *   accounted for) and does not read the part after it (no correction, no other option of its own), nor
 *   the whole reply as its answer (`Step.readsWhole`: "no notes for either of those" speaks of every service).
 *   A question of options alone (the card) reads nothing beyond them, so a whole reply they do not
 *   place ("la visa, y 3 de propina") is cut as any other; only a question typed into (a day and its
 *   time, an amount) keeps a whole its options do not place for its own reader.
 *   The question asked next in the same turn takes the rest only when it reads it for certain too: an
 *   option picked by its words, or a step's own reading of a day and time or an amount
 *   (`Step.readsRest`), never one asked back or guessed; a typed question takes it only after a leading
 *   yes, and only one asking for what follows that yes (`readsRest: 'after-yes'`: the hang-dry
 *   instructions; the things said before why, so a "not" in why is no negation of them: "yes, the wool
 *   sweaters must not go in the dryer"), or a step's own say that the rest is its answer (a business's name typed as one:
 *   "yes, invoice Lima Tailoring LLC"; "yes, bill the company" is a reason). On a yes-or-no question that
 *   says so (`Step.passesYesRestated`), a rest saying the head's yes again by its outcome's words ("yes,
 *   and please invoice the business") corrects nothing and is offered on like any other; never after a no. Otherwise the
 *   question is asked as usual and nothing of the rest is acted on. A rest never answers a
 *   confirmation, a code, or the menu, and what it answered is said back with the question it answered.
 * @invariant list-item-never-dropped On a list question (several options may be picked) every item of a
 *   reply is read: a rest the question itself reads, even only to ask back ("y 3 camisas"), is never cut
 *   off; and when its whole reply is asked back, a rest that no question asked next takes and that says
 *   something of its own ("suavizante y secado al sol") undoes the head's answer: the reply is asked
 *   back, never its first item taken and the others dropped.
 * @invariant hedged-head-never-taken A reply whose rest doubts its head ("2, maybe 3", "el martes, o tal
 *   vez el miércoles", "2, not sure yet") is never cut: the question on screen reads it whole, and asks
 *   back what it cannot be sure of.
 */
import { itemsBeforeReason, namedOption, normalize, readYesNo, recognizeChoice } from '../recognize';
import { fromContent } from '../recognize/courtesy';
import { isNegation, isNeutral } from '../recognize/neutral-words';
import { tokenize } from '../recognize/normalize';
import { numberAt, readOrdinal } from '../recognize/number-words';
import { holdsPhrase, phrases } from '../recognize/phrase-match';
import { holdsDoubt } from '../recognize/shrug';
import { trailsOff } from '../recognize/vague-tail';
import { saysVagueThings } from '../recognize/vague-things';
import { holdsBothAnswers } from '../recognize/yes-no';
import type { DialogContext } from './context';
import { echo, readAnswer } from './read-answer';
import type { Answer, Step } from './step';
import { opensOf } from './step-helpers';
import type { Frame, PromptReply, PromptState, ReplyOption } from './types';

/** A reply cut in two: `head` for the question on screen, `rest` for the next ones. */
export interface Cut {
  head: string;
  rest: string;
  /** The head is a yes ("yes, the wool sweaters"): the rest may be a typed question's text. */
  led: boolean;
  /**
   * The whole reply, offered to the question a confirmation's part named in it opened ("make it 4 bags"):
   * taken only by a step's own say that it is its answer alone (`readsRest` as a function).
   */
  opened?: true;
  /**
   * What was offered is the value said with the part alone ("la propina, mejor 5": "5"), cut from the
   * reply by the confirmation's reader: a step whose reader takes only what it places for certain
   * (`readsRest: true`, an amount) reads it too (invariant value-said-in-a-change-kept).
   */
  value?: boolean;
}

/**
 * Marks and words joining one answer to the next, runs of them taken as one ("a" before a number: "las
 * bolsas a 3"); a sentence's stop after a word ("Two. Pickup tomorrow."), never after a number ("2.
 * Deliver", "3.50") nor an abbreviation ("a.m.").
 */
const JOIN =
  /(?:\s*(?:[,;]|(?<=\p{L}{2})[.!]+(?=\s)|→|->|\s—\s|\b(?:and|then|y|luego|to|for|pa|pal|para)\b|\ba(?=\s+\d))\s*)+/giu;

/** A day named by its name, in English or Spanish, accents optional: where `Step.cutsAtDay` cuts. */
const DAY_NAMED =
  /(?<![\p{L}\p{N}])(?:today|tomorrow|tmrw|hoy|ma[nñ]ana|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)(?![\p{L}\p{N}])/iu;

/** A yes said first (after an interjection: "oh yes"), and what follows it. */
const YES_LEAD =
  /^\s*((?:(?:oh|ah|well|um|hmm|uh|eh|pues|ay)[\s,]+)?(?:yes|yeah|yep|yup|sure|s[ií]|claro|ok|okay)(?:[\s,]+(?:please|pls|plz|porfa|por favor|thanks|thx|gracias))*)(?![\p{L}\p{N}])(?:[\s,.;!—–-]|:(?![a-z0-9_+-]+:))*(.+)$/iu;

/** A first word, or the words before a first mark, and what follows. */
const FIRST_WORD = /^\s*(\p{L}+)\s+(.+)$/u;
const BEFORE_MARK = /^\s*([^,.;:!—–]+?)\s*[,.;:!—–]+\s*(.+)$/u;

/**
 * A yes the yes-or-no reader reads, said first and drawn out or in words YES_LEAD has not ("yesss the
 * silk blouses", "Absolutely. The linen shirts."), as YES_LEAD's match: [, the yes, what follows].
 */
function yesSaidFirst(text: string): [string, string, string] | null {
  for (const said of [BEFORE_MARK.exec(text), FIRST_WORD.exec(text)]) {
    const [, head, rest] = said ?? [];
    if (head && rest && tokenize(head).length <= 3 && readYesNo(head) === true) return [text, head, rest];
  }
  return null;
}

/**
 * The words after a yes said first ("sí, quiero que me lo traigan a la casa": "quiero que me lo traigan a
 * la casa"), for a question whose yes picks its one option and whose next question the rest may answer;
 * undefined when no yes leads, or what follows takes it back or doubts it ("yes, but…", "yes, no wait").
 *
 * @example yesThenRest('yes, I want it delivered') // 'I want it delivered'
 * @example yesThenRest('yes but not now') // undefined
 */
export function yesThenRest(text: string): string | undefined {
  const [, yes, rest] = YES_LEAD.exec(text) ?? yesSaidFirst(text) ?? [];
  const after = rest?.trim();
  if (!yes || !after || takesBack(after) || hedges(after) || readYesNo(after) !== undefined) return undefined;
  const words = tokenize(after).filter((t) => t !== ',');
  // "sí, por favor": courtesy after the yes says nothing more.
  if (words.every(isNeutral)) return undefined;
  const [first] = words;
  return first === 'but' || first === 'pero' ? undefined : after;
}

/** Words that start taking back what came before: a rest starting so is a correction, never a next answer. */
const TAKING_BACK = new Set(
  'no not nope nah wait actually sorry rather or instead o mejor espera perdon digo bueno'.split(' '),
);

/**
 * Where a reply could be cut, left to right: after a leading yes (at a yes-or-no question), then at each
 * joining word or mark; never a cut leaving either side empty, nor any in a reply that takes something back.
 * @example cutsOf('2 bags, for tomorrow', { options: [] }) // [{ head: '2 bags', rest: 'tomorrow', led: false }]
 */
export function cutsOf(text: string, prompt: Pick<PromptState, 'options'>, atDay = false): Cut[] {
  const cuts: Cut[] = [];
  // "sí y no", "yes and no": both answers side by side are one reply, never a yes and then a no for the
  // question after (invariant both-answers-asked-back).
  if (holdsBothAnswers(tokenize(text))) return cuts;
  const lead = isYesNo(prompt) ? (YES_LEAD.exec(text) ?? yesSaidFirst(text)) : null;
  // "sí :white_check_mark:", "yes 👍": a yes said again after the yes is no rest (it was kept as the instructions).
  if (lead?.[1] && lead[2] && readYesNo(lead[2]) !== true)
    cuts.push({ head: lead[1], rest: lead[2].trim(), led: true });
  // "delivery friday 8 to 10": before the first day named, where the step says a day may follow its option.
  const day = atDay ? DAY_NAMED.exec(text) : null;
  if (day?.index)
    cuts.push({ head: text.slice(0, day.index).trim(), rest: text.slice(day.index), led: false });
  for (const join of text.matchAll(JOIN)) {
    const head = text.slice(0, join.index).trim();
    const rest = text.slice((join.index ?? 0) + join[0].length).trim();
    // "8 to 10", "de 8 a 10", "eight to ten": a range, never two answers; but a mark between them ends
    // the first answer ("la visa 4242, y 3 dólares de propina").
    const range =
      !/[,;.!]/.test(join[0]) &&
      endsWithNumber(head) &&
      (/^\d/.test(rest) || numberAt(tokenize(rest), 0) !== undefined);
    // "my notes and stuff": a rest that only trails off widens its head, never answers apart
    // (invariant vague-tail-answers-nothing).
    if (head && rest && !range && !trailsOff(rest)) cuts.push({ head, rest, led: false });
  }
  // A reply that takes something back anywhere ("thursday, no wait, friday") is its question's to read
  // whole, and so is a head turned around by a negation ("not the visa, the mastercard"), and a head
  // the rest doubts ("2, maybe 3, I don't know yet": invariant hedged-head-never-taken).
  if (cuts.some((cut) => takesBack(cut.rest) || hedges(cut.rest))) return [];
  return cuts.filter((cut) => !negated(cut.head, prompt));
}

/** Whether a head ends with a number, in digits or words, an am or pm after it ("9:30am", "eight", "las ocho"). */
function endsWithNumber(head: string): boolean {
  if (/\d\s*(?:[ap]\.?m\.?)?$/i.test(head)) return true;
  const tokens = tokenize(head).filter((t) => !/^(?:am|pm)$/.test(t));
  return numberAt(tokens, tokens.length - 1) !== undefined;
}

/** A head with a negation that is no option's own name nor a yes or no ("not the visa"; "No notes" is a name). */
function negated(head: string, prompt: Pick<PromptState, 'options'>): boolean {
  if (!tokenize(head).some(isNegation) || readYesNo(head) !== undefined) return false;
  const said = normalize(head);
  return !prompt.options.some((o) =>
    [o.label, ...(o.synonyms ?? [])].some((name) => normalize(name) === said),
  );
}

/** Words that leave what they stand by in doubt: "maybe 3", "quizás el martes". */
const HEDGES = phrases(
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'or so',
  'quizas',
  'quiza',
  'tal vez',
  'a lo mejor',
  'capaz que',
);

/**
 * A rest that doubts what came before, or says the person does not know ("maybe 3", "no sé todavía"):
 * the head is no answer given for certain.
 * @example hedges('maybe 3, I dont know yet') // true
 */
function hedges(rest: string): boolean {
  const tokens = tokenize(rest);
  return holdsDoubt(tokens) || holdsPhrase(tokens, HEDGES);
}

/** A rest that starts by taking back what came before ("no wait, 3", "o mejor el martes"). */
function takesBack(rest: string): boolean {
  const [first] = tokenize(rest).filter((t) => t !== ',');
  return first === undefined || TAKING_BACK.has(first) || isNegation(first);
}

/**
 * A rest a typed question may take after a leading yes: words of its own (not "yes I do", "please"),
 * not a yes or no again, no negation.
 * @example isLedText('the wool sweaters') // true
 * @example isLedText('I do') // false
 */
export function isLedText(rest: string): boolean {
  const words = tokenize(rest).filter((t) => t !== ',');
  return readYesNo(rest) === undefined && !words.some(isNegation) && words.some((w) => !isNeutral(w));
}

/** Whether `prompt` is a yes-or-no question (its options include yes and no). */
export function isYesNo(prompt: Pick<PromptState, 'options'>): boolean {
  return prompt.options.some((o) => o.value === 'yes') && prompt.options.some((o) => o.value === 'no');
}

/** Whether `prompt` is answered by its options alone (one or several), never by a value typed beside them. */
function choosesOnly(prompt: Pick<PromptState, 'kind'>): boolean {
  return prompt.kind === 'single' || prompt.kind === 'multi';
}

type AnyStep<X> = Step<unknown, string, X>;

/** A reading the question acts on for certain, and what of the reply is left for the next question. */
interface Certain {
  answer: Answer;
  rest?: Cut;
}

/** The options a text picks at `prompt` for certain: by a step's own reader, or by the options' words. */
function picks<X>(dc: DialogContext<X>, text: string, prompt: PromptState, step: AnyStep<X>, frame: Frame) {
  const own = step.readsFirst?.(text, frame.data, dc.words);
  if (own) return own.option === undefined ? undefined : [own.option];
  const read = readAnswer(
    { type: 'text', text },
    { ...prompt, suggested: undefined, among: undefined },
    dc.deps.timeZone,
    dc.words,
  );
  return 'values' in read ? read.values : undefined;
}

/**
 * The reply cut where the question on screen reads its head for certain and not its rest (invariant
 * rest-taken-only-when-certain); undefined when the whole reply is the question's: read whole by the
 * step's own reader, picking other options than its head, or a day said with its time (`readsRest`).
 */
export function cutAnswer<X>(
  dc: DialogContext<X>,
  text: string,
  prompt: PromptState,
  step: AnyStep<X>,
  frame: Frame,
): Certain | undefined {
  if (step.readsFirst?.(text, frame.data, dc.words) || step.readsWhole?.(text, frame.data)) return undefined;
  const whole = picks(dc, text, prompt, step, frame);
  // A question typed into ("friday 8 to 10" at the day, "$3 in cash" at the tip) reads values its options
  // do not list: a whole they do not pick may still be its own reader's. A question of options alone
  // ("la visa, y 3 de propina" at the card) has no reading beyond them: its head is cut as any other's
  // (invariant rest-taken-only-when-certain).
  if (!whole && step.readsRest === true && !choosesOnly(prompt)) return undefined;
  let found: Certain | undefined;
  for (const cut of cutsOf(text, prompt, step.cutsAtDay)) {
    const values = picks(dc, cut.head, prompt, step, frame);
    // "hypoallergenic for the laundry, crease press on the suit": a longer head read the same keeps its
    // own words ("for the laundry"), and leaves the next question only what is its.
    if (found) {
      // A yes said first keeps all that follows it: "yes, wool sweaters must be hung to dry" is a yes
      // and the things to hang, never a longer yes leaving only "dry".
      const longer = !found.rest?.led && cut.head.length > (found.answer.text?.length ?? 0);
      const same = longer && values?.join() === found.answer.values?.join();
      if (same && !namedOption(cut.rest, prompt.options) && !picksByWords(dc, cut.rest, prompt, step, frame))
        found = { answer: { text: cut.head, values }, rest: cut };
      continue;
    }
    const option = values?.length === 1 ? prompt.options.find((o) => o.value === values[0]) : undefined;
    // A command or an entry point is done, not answered; a confirmation only opens what to change.
    if (!values || option?.role === 'command' || (option && opensOf(option.value))) continue;
    // A head with no words of its own ("the one for sensitive skin") leaves its meaning in the rest.
    if (!isYesNo(prompt) && byPositionOnly(cut.head, values, prompt)) continue;
    if (prompt.kind === 'confirm' && !option?.intent) continue;
    // A whole reply its options account for is theirs, unless they read it by its first words alone:
    // a yes said first, an option that opens something ("change the bags to 3"), or on a list question
    // the head's items, the rest naming none of them ("hypoallergenic, crease press on the suit").
    const byHead =
      option?.intent || isYesNo(prompt) || prompt.kind === 'multi' || foreignAfterMark(text, cut, option);
    if (whole && (whole.join() !== values.join() || !byHead)) return undefined;
    // A rest this question reads is about this question (a second day, a correction): never the next one's.
    // On a list question, so is a rest it reads only to ask back ("y 3 camisas"): an item of the list,
    // asked back with the whole reply, never dropped.
    const own =
      namedOption(cut.rest, prompt.options) ??
      (option?.intent ? undefined : picksByWords(dc, cut.rest, prompt, step, frame)) ??
      (prompt.kind === 'multi' && namesAnItem(dc, cut.rest, prompt, step, frame));
    // "the bags and also the time": another of its options named, if only to ask back (invariant
    // second-option-in-rest-kept).
    const another = prompt.kind === 'single' && namesAnotherOption(dc, cut.rest, prompt, values);
    if (another) continue;
    // "yes, and please invoice the business": a rest saying the same yes or no again by its outcome's
    // words corrects nothing, and is the next question's to take, or not, for certain.
    const again = step.passesYesRestated && values.join() === 'yes' && [own].flat().join() === 'yes';
    if (own && !again) continue;
    found = { answer: { text: cut.head, values }, rest: cut };
  }
  return found;
}

/**
 * A rest after a mark (",", ";", a stop) or a joining word ("and", "y") that shares no word with the option
 * its head picked: "every 2 weeks, visa"
 * read whole as every 2 weeks ignores the card, which is no word of that option, so the card is left for
 * the next question to take for certain or not at all. A rest holding a word of the option ("Deliver it,
 * to 210 W 21st St" of "Deliver it to 210 W 21st St") is that option's own wording, never cut.
 */
function foreignAfterMark(text: string, cut: Cut, option: ReplyOption | undefined): boolean {
  if (!option || cut.led) return false;
  const between = text.slice(cut.head.length, text.length - cut.rest.length);
  // A mark, a sentence's stop, or a joining word ("cada 2 semanas y con la visa").
  if (!/[,;.!]|\b(?:and|y)\b/iu.test(between)) return false;
  const own = new Set([option.label, ...(option.synonyms ?? [])].flatMap((name) => tokenize(name)));
  const said = tokenize(cut.rest).filter((t) => t !== ',' && !isNeutral(t));
  return said.length > 0 && !said.some((t) => own.has(t));
}

/**
 * Whether a rest names, by the options' words, another option of a question of one answer than its head
 * picked, if only to ask back: "the bags and also the time" (the pickup's time or the return's), "change
 * pickup and address both?" (the address, "both" unplaced).
 *
 * @invariant second-option-in-rest-kept On a question of one answer, a rest that names another of its own
 *   options, even one its words cannot tell ("and also the time") or place whole ("and address both?"),
 *   is this question's: the reply is never cut there, its head taken and the other option dropped; the
 *   whole reply is read, and asked back.
 */
function namesAnotherOption<X>(dc: DialogContext<X>, rest: string, prompt: PromptState, head: string[]) {
  const read = recognizeChoice(rest, prompt.options, { multi: false, timeZone: dc.deps.timeZone });
  return (read.kind === 'ambiguous' || read.kind === 'unsure') && read.values.some((v) => !head.includes(v));
}

/**
 * What a rest picks on the question on screen, unless the question takes one option and the rest
 * names it by its place alone: "bags, 3" at what to change is the bags and their count, never the
 * third part too.
 */
function picksByWords<X>(
  dc: DialogContext<X>,
  text: string,
  prompt: PromptState,
  step: AnyStep<X>,
  frame: Frame,
) {
  const values = picks(dc, text, prompt, step, frame);
  if (values && prompt.kind === 'single' && byPositionOnly(text, values, prompt)) return undefined;
  return values;
}

/**
 * Whether a rest names an item of the list on screen, read whole or item by item: "a suit, hypoallergenic
 * soap on the laundry" after "laundry by the pound and" holds the suit, which the next question must
 * never take in its stead (invariant list-item-never-dropped).
 */
function namesAnItem<X>(
  dc: DialogContext<X>,
  text: string,
  prompt: PromptState,
  step: AnyStep<X>,
  frame: Frame,
) {
  const items = [text, ...text.split(/\s*(?:[,;+]|\b(?:and|plus|y)\b)\s*/i)].filter((item) => item.trim());
  return items.some(
    (item) => picks(dc, item, prompt, step, frame) !== undefined || asksBack(dc, item, prompt),
  );
}

/** Whether the question on screen reads `text` as one of its options, asked back (words left over, or two meant). */
function asksBack<X>(dc: DialogContext<X>, text: string, prompt: PromptState): boolean {
  return (
    'askBack' in
    readAnswer(
      { type: 'text', text },
      { ...prompt, suggested: undefined, among: undefined },
      dc.deps.timeZone,
      dc.words,
    )
  );
}

/** What the question on screen takes of a rest for certain, and what it leaves; undefined: nothing. */
function readRest<X>(
  dc: DialogContext<X>,
  rest: Cut,
  prompt: PromptState,
  step: AnyStep<X>,
  frame: Frame,
): Certain | undefined {
  const { rest: text, led } = rest;
  if (rest.opened && typeof step.readsRest === 'function')
    return step.readsRest(text) ? { answer: { text, values: undefined } } : undefined;
  if (rest.opened) return step.readsRest === true && rest.value ? valueRead(dc, text, prompt) : undefined;
  // "ok", "thanks", "yes" after an answer say yes to that answer, not to the next question.
  if (readYesNo(text) !== undefined || tokenize(text).every((t) => t === ',' || isNeutral(t)))
    return undefined;
  const values = picks(dc, text, prompt, step, frame);
  if (values) return byPositionOnly(text, values, prompt) ? undefined : { answer: { text, values } };
  const cut = cutAnswer(dc, text, prompt, step, frame);
  if (cut) return byPositionOnly(cut.answer.text, cut.answer.values ?? [], prompt) ? undefined : cut;
  // A reply the step's own reader takes whole ("move it to friday" at what to change), and says is its
  // answer for certain: given to its accept as typed, never to the options' words.
  const own = step.readsFirst?.(text, frame.data, dc.words);
  if (own && own.option === undefined && typeof step.readsRest === 'function')
    return step.readsRest(text) ? { answer: { text, values: undefined } } : undefined;
  const read = readAnswer({ type: 'text', text }, prompt, dc.deps.timeZone, dc.words);
  if ('askBack' in read) return undefined;
  if (step.readsRest === true) return { answer: read };
  if (typeof step.readsRest === 'function') return step.readsRest(text) ? { answer: read } : undefined;
  // "Yes, kindly.", "yeah you right, a few things": courtesy and a yes said again name nothing, the
  // words after them are what is said (invariant courtesy-is-no-content).
  const content = fromContent(text);
  if (step.readsRest !== 'after-yes' || !led || !content) return undefined;
  // "yes, my wool jumpers, they shrink": the things, said back and kept, never why (invariant
  // reason-never-the-items); so it is the things that must say something of their own, not why they
  // are named: "the wool sweaters must not go in the dryer" holds a "not" that speaks of the dryer.
  const things = itemsBeforeReason(content) ?? content;
  // "yes, a couple things" says there are some, not which: asked (invariant vague-things-name-nothing).
  const typed = isLedText(things) && !saysVagueThings(content);
  return typed ? { answer: { text: things, values: undefined } } : undefined;
}

/**
 * The value said with a part, read by the question it opened: as typed, or as the options it names by
 * their words (never by their place in a list the person never saw); undefined when asked back.
 */
function valueRead<X>(dc: DialogContext<X>, text: string, prompt: PromptState): Certain | undefined {
  const read = readAnswer({ type: 'text', text }, prompt, dc.deps.timeZone, dc.words);
  if ('askBack' in read) return undefined;
  if (read.values && byPositionOnly(text, read.values, prompt)) return undefined;
  return { answer: read };
}

/**
 * A rest that picked an option by a number or an ordinal alone, which its label does not say ("4" at
 * what to change): the person never saw that list, so its positions are no answer of theirs.
 * @example byPositionOnly('3', ['3'], { options: [{ value: '3', label: '3 bags', role: 'choice' }] }) // false
 */
export function byPositionOnly(
  text: string,
  values: string[],
  prompt: Pick<PromptState, 'options'>,
): boolean {
  const said = tokenize(text).filter((t) => t !== ',' && !isNeutral(t));
  const labelOf = (value: string) => prompt.options.find((o) => o.value === value)?.label ?? '';
  // "the one", "that one": no word of its own, so only a position; but "la dirección" at an option
  // called so says its name ("Dirección" at what to change), everyday word though it is.
  if (said.length === 0)
    return !values.every((value) => tokenize(labelOf(value)).some((w) => tokenize(text).includes(w)));
  const position =
    said.length === 1
      ? (readOrdinal(said) ?? (/^\d+$/.test(said[0] ?? '') ? said[0] : undefined))
      : undefined;
  if (position === undefined) return false;
  // "la de la 21": a number the option is named by (its street's, "21" of "W 21st St") is no position.
  return !values.every((value) => {
    const option = prompt.options.find((o) => o.value === value);
    return (
      option && [option.label, ...(option.synonyms ?? [])].some((w) => tokenize(w).includes(String(position)))
    );
  });
}

/**
 * Offers what a reply left (`rest`) to the questions asked next in the same turn, each taking it only
 * when it reads it for certain (invariant rest-taken-only-when-certain); `answered` is the id of the
 * question the reply answered. The first question that does not take it is asked as usual; what no
 * question took is returned (undefined: all of it taken).
 */
export async function offerRest<X>(
  dc: DialogContext<X>,
  rest: Cut | undefined,
  answered: string,
): Promise<Cut | undefined> {
  let left = rest;
  let before = answered;
  for (let taken = 0; left && taken < 5; taken++) {
    const prompt = dc.state.prompt;
    const frame = prompt && dc.state.stack[prompt.depth];
    const step = frame && dc.stepOf(frame, prompt.step);
    // Never a confirmation, a code, the menu at the bottom, or the question the reply answered asked again.
    if (!prompt?.shown || prompt.id === before || prompt.kind === 'confirm' || prompt.depth === 0)
      return left;
    if (!frame || !step || step.secret || prompt.depth !== dc.state.stack.length - 1) return left;
    const reading = readRest(dc, left, prompt, step, frame);
    if (!reading || !(await takeRest(dc, frame, step, prompt, reading))) return left;
    before = prompt.id;
    left = reading.rest;
  }
  return left;
}

/**
 * A part of a reply kept for the question on screen (`Frame.ahead`), offered to it: taken only when it
 * reads it for certain, as a rest is (invariant rest-taken-only-when-certain), said back with it; what the
 * reading leaves is offered to the questions after. Whether it was taken.
 */
export async function offerKept<X>(dc: DialogContext<X>, said: string): Promise<boolean> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  const step = frame && dc.stepOf(frame, prompt.step);
  if (!prompt?.shown || prompt.kind === 'confirm' || prompt.depth === 0 || !frame || !step || step.secret)
    return false;
  const reading = readRest(dc, { head: '', rest: said, led: false }, prompt, step, frame);
  if (!reading || !(await takeRest(dc, frame, step, prompt, reading))) return false;
  if (reading.rest) await offerRest(dc, reading.rest, prompt.id);
  return true;
}

/**
 * Whether a rest no question took says something of its own: words beside the neutral ones, and no
 * yes or thanks ("ok", "gracias" after an answer say nothing more).
 * @example saysMore({ head: 'suavizante', rest: 'secado al sol', led: false }) // true
 */
export function saysMore(left: Cut | undefined): boolean {
  if (!left || readYesNo(left.rest) !== undefined) return false;
  return tokenize(left.rest).some((t) => t !== ',' && !isNeutral(t));
}

/**
 * The question on screen answered by a rest: not shown after all, and said back as answered. A step's own
 * reading it refuses leaves everything as it was, the question shown.
 */
async function takeRest<X>(
  dc: DialogContext<X>,
  frame: Frame,
  step: AnyStep<X>,
  prompt: PromptState,
  reading: Certain,
): Promise<boolean> {
  const before = JSON.stringify(step.value?.(frame.data));
  const snapshot = structuredClone(dc.state);
  const mark = dc.replies.length;
  const result = await dc.guard(() => step.accept(dc.stepContext(frame), reading.answer));
  if (!result) return false;
  if (result.kind === 'retry' || result.kind === 'stay') {
    dc.state = snapshot;
    dc.replies.length = mark;
    return false;
  }
  const at = dc.replies.findIndex((r) => r.type === 'prompt' && r.promptId === prompt.id);
  const [shown] = at < 0 ? [] : dc.replies.splice(at, 1);
  const question = (shown as PromptReply | undefined)?.text ?? '';
  // The sentence's own full stop is the catalogue's: "The linen shirts." is said back once, never "..".
  const answer = echo(step, reading.answer, prompt, dc.words).replace(/[\s.]+$/u, '');
  dc.say(dc.words.t('dialog.restTaken', { question, answer }));
  dc.state.misses = 0;
  await dc.apply(frame, step, before, result);
  return true;
}
