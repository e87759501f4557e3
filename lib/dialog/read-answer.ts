/**
 * Reading an answer to the question on screen (invariant answer-goes-to-asking-step): a click picks the options it names
 * (a datepicker any day of its range); typed text picks an option by its words, asks back when it
 * could mean two, or stays free text for the step to read.
 */

import { formatTimeRange } from '../calendar';
import {
  agreeingAsYes,
  asksBeforeConfirming,
  asksWhether,
  endsAsking,
  namedOption,
  normalize,
  readConfirm,
  readYesNo,
  recognizeChoice,
  saysBeforeConfirming,
} from '../recognize';
import { isNegation } from '../recognize/neutral-words';
import { tokenize } from '../recognize/normalize';
import { numbersBySound, readOrdinal, readWholeNumber } from '../recognize/number-words';
import { asksPrice } from '../recognize/price-asked';
import type { Recognized } from '../recognize/types';
import { ENGLISH, type Words } from '../words';
import { maskPhone, maskPhonesIn } from './mask-phone';
import type { Answer, Step } from './step';
import type { DialogInput, PromptState } from './types';

/**
 * The question to ask back instead of acting: a reply that could mean two options, or one read with
 * words left over, whose reading `suggest`s options a yes then picks (invariant reply-words-accounted-for).
 */
export interface AskBack {
  askBack: string;
  /** The options the reply was read as, asked back; undefined: no guess (clears an earlier one). */
  suggest?: string[];
  /** The options asked between on a multi question (`PromptState.among`); undefined clears them. */
  among?: string[];
}

/** The values a click picked, if every one is the question's: a stale or forged one picks nothing. */
function knownChoices(picked: string[], prompt: PromptState): string[] | undefined {
  const known = (value: string) =>
    prompt.options.some((o) => o.value === value) ||
    // A datepicker may pick any day of the range, not only the quick picks.
    (prompt.kind === 'date' &&
      !!prompt.range &&
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      value >= prompt.range.min &&
      value <= prompt.range.max);
  const values = picked.filter(known);
  return values.length === picked.length && values.length > 0 ? values : undefined;
}

/** A confirmation's options but its primary one (what confirms). */
const notPrimary = (prompt: PromptState) => prompt.options.filter((o) => o.role !== 'primary');

/**
 * What an input picked among the prompt's options, or the question to ask back when it could mean two.
 *
 * @invariant before-confirming-never-confirms At a confirmation, a reply naming the confirming as when
 *   something else comes first ("antes de confirmar, …", "before you place it, …") never picks nor
 *   offers the primary option: it is read among the others.
 */
export function readAnswer(
  input: DialogInput,
  prompt: PromptState,
  timeZone: string,
  words: Words = ENGLISH,
): Answer | AskBack {
  const read = readTyped(input, prompt, timeZone, words);
  // "place it?", "hmm, go ahead?": the go-ahead asked about, never given (invariant question-never-confirms);
  // a question that picks nothing is still the step's to answer.
  const primary = prompt.options.find((o) => o.role === 'primary')?.value;
  const picksPrimary =
    primary !== undefined &&
    ('askBack' in read ? read.suggest?.includes(primary) : read.values?.includes(primary));
  return prompt.kind === 'confirm' && input.type === 'text' && picksPrimary && endsAsking(input.text)
    ? { askBack: words.t('dialog.askedAtConfirm') }
    : read;
}

/** `readAnswer`, as the reply is typed or clicked, before a go-ahead asked about is set apart. */
function readTyped(
  input: DialogInput,
  prompt: PromptState,
  timeZone: string,
  words: Words = ENGLISH,
): Answer | AskBack {
  if (input.type === 'choice') return { text: '', values: knownChoices(input.values, prompt) };
  const text = input.type === 'text' ? input.text : '';
  const yesNo = prompt.options.some((o) => o.value === 'yes') && prompt.options.some((o) => o.value === 'no');
  if (text && prompt.suggested && !yesNo) {
    // The answer to "“Every week”, right?" (or "ana@gmail.com, right?"): yes takes the guess, no asks again.
    const yes = readYesNo(text);
    if (yes === true) return { text, values: prompt.suggested };
    if (yes === false)
      return { askBack: words.t(prompt.kind === 'text' ? 'dialog.typeAgain' : 'dialog.whichThen') };
  }
  if (!text || prompt.options.length === 0) return { text, values: undefined };
  // An agreeing "no" ("no problem", "no hay rollo") refuses nothing at a confirmation either
  // (invariant agreeing-no-is-yes): never the "keep it as it is" a bare no would be.
  const said = prompt.kind === 'confirm' ? agreeingAsYes(text) : text;
  if (prompt.kind === 'confirm') {
    if (asksBeforeConfirming(text)) return { askBack: words.t('dialog.askedAtConfirm') };
    // "antes de confirmar, …": the confirming is when, never what is picked or offered.
    if (saysBeforeConfirming(text))
      return readAnswer(input, { ...prompt, kind: 'single', options: notPrimary(prompt) }, timeZone, words);
    // "do I have to create it now?" asks whether, and agrees to nothing (invariant question-never-confirms):
    // another option it names is taken or asked back ("can I change the email?"), else it is asked back,
    // never left as text whose words name the confirming.
    if (asksWhether(text)) {
      const others = readAnswer(
        input,
        { ...prompt, kind: 'single', options: notPrimary(prompt) },
        timeZone,
        words,
      );
      return 'askBack' in others || others.values?.length
        ? others
        : { askBack: words.t('dialog.askedAtConfirm') };
    }
    const confirmed = readConfirm(said, prompt.options);
    if (confirmed) return { text, values: [confirmed] };
  }
  if (prompt.kind === 'text') return { text, values: exactOption(text, prompt) };
  const zone = prompt.options.find((o) => o.window)?.window?.timeZone ?? timeZone;
  const context = { multi: prompt.kind === 'multi', timeZone: zone };
  const asked = bothOfAsked(said, prompt, context);
  if (asked) return { text, values: asked };
  const recognized = negatedConfirming(said, prompt, recognizeChoice(said, prompt.options, context));
  // "how much is the wash and fold?": answered, and nothing picked nor offered (invariant
  // price-asked-picks-nothing). One naming no option is the step's to read; where an option offers
  // prices ("Products and prices" at the menu), the step's own reading takes the question there.
  const ofPrices = (o: { label: string }) => asksPrice(`${o.label}?`);
  const priced = !prompt.options.some(ofPrices) && (recognized.kind !== 'none' || sharesAWord(said, prompt));
  if (priced && !yesNo && prompt.kind !== 'confirm' && asksPrice(said))
    return {
      askBack: words.t(prompt.options.some((o) => o.window) ? 'dialog.priceOfWindows' : 'dialog.priceAsked'),
    };
  if (recognized.kind === 'picked') return { text, values: recognized.values };
  // "yes, 4 bags then send it": a yes to "“Place order”, right?" would place the order with what it had,
  // not the 4 bags said (invariant confirming-never-guessed).
  if (prompt.kind === 'confirm' && recognized.kind === 'unsure' && guessesPrimary(recognized.values, prompt))
    return { text, values: undefined };
  // "won and for", "ate to ten", "every to weeks": numbers a phone typed as they sound, read as numbers
  // where nothing else can stand (invariant sounded-number-only-where-a-number-must-be), when that
  // picks options for certain; otherwise the reply is read as it was typed.
  const heard = numbersBySound(tokenize(said));
  const byNumbers = heard && recognizeChoice(heard.join(' '), prompt.options, context);
  if (byNumbers?.kind === 'picked') return { text, values: byNumbers.values };
  if (recognized.kind === 'none') return { text, values: undefined };
  const names = recognized.values.map((v) =>
    optionName(
      prompt.options.find((o) => o.value === v),
      v,
      words,
    ),
  );
  const labels = names.map((name) => `"${name}"`);
  // A yes/no question asks for yes or no again: "“No”, right?" would be answered by the same words.
  if (recognized.kind === 'unsure' && yesNo) return { askBack: words.t('dialog.answerYesOrNo') };
  if (recognized.kind === 'unsure')
    return { askBack: words.t('dialog.right', { what: labels.join(', ') }), suggest: recognized.values };
  // "3": option 3, or the 3rd of the month another option is (invariant bare-number-position-or-named).
  if (recognized.kind === 'ambiguous' && recognized.position !== undefined)
    return {
      askBack: words.t('dialog.positionOrNamed', {
        position: recognized.position,
        option: names[0] ?? '',
        others: new Intl.ListFormat(words.language, { type: 'disjunction' }).format(names.slice(1)),
      }),
    };
  const some = labels.slice(0, -1).join(', ');
  return {
    askBack: words.t('dialog.didYouMean', { some, last: labels[labels.length - 1] ?? '' }),
    ...(context.multi ? { among: recognized.values } : {}),
  };
}

/**
 * @invariant confirming-never-guessed At a confirmation, a reply not read as its go-ahead is never offered
 *   the go-ahead as a guess ("“Place order”, right?"): a yes to the guess would confirm without what the
 *   reply said beside it ("yes, 4 bags then send it"). The step reads it, or the question is asked again.
 */
function guessesPrimary(values: string[], prompt: PromptState): boolean {
  return prompt.options.some((o) => o.role === 'primary' && values.includes(o.value));
}

/**
 * @invariant negated-never-confirms At a confirmation, a reply holding a negation or a no ("no, place
 *   it", "never mind, create it") is never the primary option by its words alone: what it refuses may be
 *   the confirming, so it is asked back, the go-ahead never offered as a guess (invariant
 *   confirming-never-guessed).
 */
function negatedConfirming(said: string, prompt: PromptState, recognized: Recognized): Recognized {
  if (prompt.kind !== 'confirm' || recognized.kind !== 'picked') return recognized;
  const primary = prompt.options.find((o) => o.role === 'primary')?.value;
  if (primary === undefined || !recognized.values.includes(primary)) return recognized;
  const tokens = tokenize(said);
  return tokens.some((t) => isNegation(t) || readYesNo(t) === false)
    ? { kind: 'unsure', values: recognized.values, unplaced: tokens }
    : recognized;
}

/** Whether a reply holds a word of four letters or more of an option's label or synonyms ("suit", "traje"). */
function sharesAWord(text: string, prompt: PromptState): boolean {
  const said = new Set(tokenize(text).filter((w) => w.length >= 4));
  return prompt.options.some((o) =>
    [o.label, ...(o.synonyms ?? [])].some((l) => tokenize(l).some((w) => said.has(w))),
  );
}

/**
 * @invariant both-means-the-ones-asked After "Did you mean “Light starch” or “On hanger”?" on a question
 *   that takes several, "both", "all of them", "las dos" pick the options asked between, not every
 *   option on screen; read against them only, so a number still names the screen's option.
 */
function bothOfAsked(text: string, prompt: PromptState, context: { multi: boolean; timeZone: string }) {
  const among = prompt.among && prompt.options.filter((o) => prompt.among?.includes(o.value));
  if (!context.multi || !among || among.length < 2 || /\d/.test(text)) return undefined;
  const read = recognizeChoice(text, among, context);
  return read.kind === 'picked' && read.values.length === among.length ? read.values : undefined;
}

/** A typed answer that picked no option, read again by the options' words alone; undefined if none. */
export function namedInstead(answer: Answer, prompt: PromptState): Answer | undefined {
  // A text cut short is no option's name: its step says how long it was.
  if (answer.values || !answer.text || answer.typedLength !== undefined) return undefined;
  const value = namedOption(answer.text, prompt.options);
  return value === undefined ? undefined : { text: answer.text, values: [value] };
}

/** The answer as the closed prompt shows it: the options' labels, or the text (hidden for a code). */
export function echo(
  step: Step<unknown>,
  answer: Answer,
  prompt: PromptState,
  words: Words = ENGLISH,
): string {
  if (step.secret) return words.t('dialog.codeEntered');
  // A window by its time too: its label is its provider, the same for several.
  const labels = (answer.values ?? []).map((v) =>
    optionName(
      prompt.options.find((o) => o.value === v),
      v,
      words,
    ),
  );
  if (labels.length) return labels.join(', ');
  return step.id === 'phone' ? maskPhone(answer.text) : maskPhonesIn(answer.text);
}

/** An option as a sentence names it: a window by its time and provider, so two at 8 AM can be told apart. */
function optionName(option: PromptState['options'][number] | undefined, value: string, words: Words): string {
  if (!option) return value;
  const { window } = option;
  return window
    ? `${formatTimeRange(window.startTime, window.endTime, window.timeZone, words.language)}, ${option.label}`
    : option.label;
}

/** Words that point at an option by its place, said before its number: "el 2", "the 2", "la opción 2", "#2". */
const PLACE_WORDS = new Set([
  'el',
  'la',
  'the',
  'option',
  'opcion',
  'number',
  'numero',
  'num',
  'nro',
  'choice',
]);

/**
 * The number a whole answer gives as an option's place, said with the words that point at it ("el 2",
 * "option 1", "#2"), or undefined. Not "no 2": it may refuse the 2.
 */
function placeSaid(text: string): string | undefined {
  const all = tokenize(text.replace(/#/g, ' '));
  // "the first one", "la segunda opción": an ordinal with the word for an option after it.
  const tokens = all.length > 1 && OPTION_AFTER.has(all.at(-1) ?? '') ? all.slice(0, -1) : all;
  const last = tokens.at(-1);
  if (!last) return undefined;
  // "uno", "el dos", "the 2nd": the place in words or as an ordinal too.
  const place = /^\d{1,2}$/.test(last) ? Number(last) : (readOrdinal([last]) ?? readWholeNumber([last]));
  if (typeof place !== 'number' || place < 1) return undefined;
  return tokens.slice(0, -1).every((t) => PLACE_WORDS.has(t)) ? String(place) : undefined;
}

/** The word for an option said after its ordinal: "the first one", "la segunda opción". */
const OPTION_AFTER = new Set(['one', 'option', 'opcion']);

/**
 * On a typed question the options are shortcuts ("No notes", "Send it again"): only the whole answer
 * naming one (its label, a synonym, or its position, bare or pointed at: "2", "el 2", "option 2") picks
 * it, so a note that begins "no starch" stays a note.
 *
 * @invariant typed-question-place-pointed A typed question's option is picked by its place said whole,
 *   a number alone or with only the words that point at a place before it ("la 2", "the #2", "la opción
 *   2"), in digits, words or as an ordinal ("uno", "el dos", "the first one"); a number with anything else ("2 bags", "el 2 de junio", "no 2") is the step's to read.
 */
function exactOption(text: string, prompt: PromptState): string[] | undefined {
  const wanted = placeSaid(text) ?? normalize(text);
  const numbered = prompt.options.filter((o) => o.role !== 'command');
  const byPosition = /^\d{1,2}$/.test(wanted) && !numbered.some((o) => o.amountCents !== undefined);
  const found = byPosition
    ? numbered[Number(wanted) - 1]
    : prompt.options.find((o) => [o.label, ...(o.synonyms ?? [])].some((name) => normalize(name) === wanted));
  return found ? [found.value] : undefined;
}
