/** The summary: change a part, drop the order, or place it (and an order whose outcome is unknown). */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import type { Reply, ReplyOption } from '../../dialog/types';
import { type OrderData, type OrderResult, storeContact } from '../../orders/order-data';
import { namedOption, readYesNo, wantsAChange, withoutLater } from '../../recognize';
import {
  CHANGING_AN_AMOUNT,
  readConfirm,
  saysLaterOfOneself,
  withoutChangeFrame,
  withoutMindChanged,
  yesWithMore,
} from '../../recognize/confirm';
import { isDiminutiveOf } from '../../recognize/fuzzy-match';
import { answerAfterReason, answerBeforeReason } from '../../recognize/items-with-reason';
import { afterWaiting } from '../../recognize/mistake-said';
import { isNegation, isNeutral } from '../../recognize/neutral-words';
import { tokenize } from '../../recognize/normalize';
import { numberAt } from '../../recognize/number-words';
import { coveredBy, FILLERS, POLITE, phrases } from '../../recognize/phrase-match';
import { isShownPrice, readPriceAccepted } from '../../recognize/price-accepted';
import { readWholeOrderDropped } from '../../recognize/whole-order-dropped';
import { ENGLISH, type Words } from '../../words';
import type { Accepted } from '../flow';
import { summaryReply } from './draft-summary';
import { type Ctx, type OrderStep, orderTimeZone, revisit } from './fields';
import { placeOrder, settledMeanwhile } from './place-order';

export const PLACE = 'place';
const CHANGE = 'change';
const DROP = 'drop';
const SEND_AGAIN = 'send-again';
const KEEP = 'keep';

const dropOption = (words: Words): ReplyOption => ({
  value: DROP,
  label: words.t('placing.dropOrder'),
  role: 'danger',
  synonyms: [
    'nevermind',
    'never mind',
    'drop it',
    'forget it',
    'forget about it',
    'scrap it',
    'delete it',
    'i dont want it',
    'descartar',
    'descartarlo',
    'olvídelo',
    'olvídalo',
    'bórralo',
    'bórrelo',
    'bórralo todo',
    // Thrown out: the Caribbean's and Central America's "bótalo", "bótelo".
    'bótalo',
    'bótelo',
    'bótalo todo',
    // Cancelling an order not yet placed is dropping it: "mejor cancela todo", "cancel it" (never words an order placed says too: "everything", "todo").
    'cancel it',
    'cancela',
    'cancélalo',
    'cancélelo',
    'ya no lo quiero',
    'no lo quiero',
    // Wanting nothing any more ("ya"): not "no quiero nada más", nothing else.
    'ya no quiero nada',
    'no quiero nada ya',
  ],
});

/** A part of the order as the summary's change list names it, in `words`' language. */
const partName = (step: OrderStep, words: Words) =>
  // An ICU selector is a word: the ids' hyphens are underscores there.
  words.t('placing.part', { step: step.id.replace(/-/g, '_'), title: step.title });

/** What else a person calls a part when saying what to change ("the tip", "cambiar la tarjeta"). */
const partWords = (step: OrderStep, words: Words) =>
  words
    .t('placing.partWords', { step: step.id.replace(/-/g, '_') })
    .split(', ')
    .filter(Boolean);

/**
 * The summary, last of the order's steps: `before` are the steps it follows, which it offers to
 * change and clears when the service says what one names no longer exists.
 */
export function summaryStep(before: OrderStep[]): OrderStep {
  /** The parts of the order the person can change from the summary, as they stand now. */
  const editableSteps = (data: OrderData) =>
    before.filter((step) => step.editable && (!step.when || step.when.test(data)));
  /** Forgets an order step's answer (the service said what it names no longer exists). */
  const clearOrderStep = (data: OrderData, stepId: string) =>
    before.find((step) => step.id === stepId)?.clear(data);
  return finalStep({
    id: 'summary',
    title: 'Summary',
    // "I'd like to change one thing before you place it", "wait, something's wrong": a change, never the placing it names. A reply a
    // part's own question says is its answer alone ("3 bags not 2") is that part, here and at what to change.
    // Invariant price-accepted-is-shown: "ok $4.99 is fine, place it" is read here, against the summary shown.
    readsFirst(text, data, words) {
      if (data.unknownOutcome) return undefined;
      const steps = editableSteps(data);
      // "need to change, is 3 bags not 2", "la propina, mejor 5": the part, and the value said with it
      // (invariant value-said-in-a-change-kept).
      const valued = () => beforeGoAhead(text, (said) => valuedIn(steps, said, words));
      if (data.editing) return valued();
      // "no", "nope", "todavía no": a change or the drop, asked which (never "Change something" taken).
      if (readYesNo(text) === false) return {};
      // "yes and also have it delivered", "sí, pero que sean 3 bolsas": what is said after the yes is a
      // change, made or asked about before anything is placed (invariant more-after-the-yes-never-dropped).
      const more = yesWithMore(text);
      if (more !== undefined) return changedAfterYes(steps, more, words);
      // "hold on, make it 4 bags not 2": a change said with what one part's question reads is that part.
      if (wantsAChange(text)) return valued() ?? { option: CHANGE };
      // "cambiá las bolsas a 3": a part changed, with its new value.
      const changed = CHANGING.test(text)
        ? (partWithValue(steps, text, words) ?? partFramed(steps, text, words))
        : undefined;
      if (changed) return changed;
      // "casi, pero hay que cambiar las bolsas": a wish to change, naming one part alone.
      const wished = CHANGING.test(text) ? partInWish(steps, text, words) : undefined;
      if (wished) return { option: wished.id };
      // "bórralo todo, mejor lo hago otro día": dropping it, and why (invariant drop-with-later).
      // "nah drop it i changed my mind": dropping it, a change of mind its why.
      const now = withoutLater(text) ?? withoutMindChanged(text);
      if (now !== undefined && namedOption(now, [dropOption(ENGLISH)]) === DROP) return { option: DROP };
      // "bin it", "ditch it, I'll sort it later", "deséchalo": a verb of throwing away said of the order.
      if (discardsIt(now ?? text)) return { option: DROP };
      // "scrap the softener", "don't bin it": throwing away a part is a change, refusing it is no drop;
      // never the drop by the words they share with its own ("scrap it", "i dont want it").
      const discarded = discardingOther(text);
      if (discarded && !readWholeOrderDropped(text)) return discarded === 'refused' ? {} : { option: CHANGE };
      if (readPriceAccepted(text)) return {};
      // "bags should be 4", "las fundas son 4": a part named with a value its own question reads is that
      // part changed, even said with no verb of changing (invariant value-said-in-a-change-kept); never
      // a question ("the pickup is tomorrow?"), which asks what is shown.
      const asks = text.includes('?');
      return beforeGoAhead(
        text,
        (said) =>
          partAnswered(steps, said) ??
          partFramed(steps, said, words) ??
          (asks ? undefined : partWithValue(steps, said, words)),
      );
    },
    // Left only by placing the order or by dropping it.
    async ask(ctx) {
      const { data, words } = ctx;
      const zone = orderTimeZone(data, ctx.deps.timeZone);
      if (data.unknownOutcome) return lockedSummary(data, words);
      if (data.editing) {
        return asking({
          kind: 'single',
          text: words.t('placing.whatToChange'),
          hint: words.t('placing.whatToChangeHint'),
          options: [
            ...editableSteps(data).map((step) => ({
              value: step.id,
              label: partName(step, words),
              role: 'choice' as const,
              // "bags" in Spanish: the part's English names too, as the service's own words are.
              synonyms: [
                ...partWords(step, words),
                ...(words.language === 'en' ? [] : [partName(step, ENGLISH), ...partWords(step, ENGLISH)]),
              ],
            })),
            {
              value: KEEP,
              label: words.t('placing.backToSummary'),
              role: 'command',
              synonyms: [
                'nothing',
                'back',
                'back to the summary',
                // "actually nothing, take me back": nothing and back together, never the return's "get it back".
                'nothing, go back',
                'never mind, go back',
                'nvm, go back',
                'nevermind, go back',
                'no changes',
                'nada',
                'volver',
                'regresa',
                'regresar',
                'volver al resumen',
              ],
            },
          ],
        });
      }
      data.confirmationId ??= ctx.deps.newId();
      return {
        kind: 'prompt',
        say: [summaryReply(data, zone, words, ctx.deps.glossary)],
        prompt: {
          kind: 'confirm',
          text: words.t('placing.shallPlace'),
          hint: words.t('placing.shallPlaceHint'),
          options: [
            {
              value: PLACE,
              label: words.t('placing.placeOrder'),
              role: 'primary',
              confirm: words.t('placing.placeConfirm', {
                store: data.draft.store?.name ?? words.t('placing.theStore'),
              }),
              synonyms: ['place it', 'confirm', 'order', 'yes', 'sí', 'confirmar', 'hágalo'],
            },
            {
              value: CHANGE,
              label: words.t('placing.changeSomething'),
              role: 'choice',
              synonyms: ['change', 'edit', 'no', 'cambiar'],
              // "change the bags": the part to change is read by this step.
              intent: true,
            },
            { ...dropOption(words), confirm: words.t('placing.dropConfirm') },
          ],
        },
      };
    },
    async accept(ctx, answer) {
      const { data, words } = ctx;
      const value = picked(answer);
      if (data.unknownOutcome) return acceptLocked(ctx, value, clearOrderStep);
      if (data.editing) {
        data.editing = false;
        if (value === KEEP) return ok();
        const step = editableSteps(data).find((s) => s.id === value);
        if (!step) return retry(words.t('placing.pickPart'));
        return revisit(step.id);
      }
      // "change the bags", "edit bag", "cambiar la tarjeta": one part named straight away, by its name or
      // its other words, in English or as the person's language names it.
      // A yes is never a part by its other words: "yes, charge my card" places the order.
      const others = value !== PLACE && value !== DROP;
      const named = partNamedIn(answer.text ?? '', editableSteps(data), words, others);
      if (named) return revisit(named.id);
      // "espera, pon 4 bolsas": a part its own question read the reply for (`partAnswered`).
      const answered = editableSteps(data).find((s) => s.id === value);
      if (answered) return revisit(answered.id);
      const prices = value ? undefined : readPriceAccepted(answer.text ?? '');
      if (prices) {
        const shown = pricesShown(
          summaryReply(data, orderTimeZone(data, ctx.deps.timeZone), words, ctx.deps.glossary),
        );
        if (!prices.every((cents) => isShownPrice(cents, shown)))
          return retry(words.t('placing.placeChangeOrDrop'));
      }
      if (value === PLACE || prices) return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
      if (value === CHANGE) {
        data.editing = true;
        return ok();
      }
      // "don't bin it": never the drop by the words it shares with the drop's (invariant
      // discarding-it-drops-the-order); asked which is meant.
      const typed = answer.text ?? '';
      if (value === DROP && discardingOther(typed) && !readWholeOrderDropped(typed))
        return { kind: 'stay', say: [say(words.t('placing.placeChangeOrDrop'))] };
      if (value === DROP) return dropped(data, words);
      // Stays, never read again by the options' words, where "no" is one of "Change something"'s.
      if (readYesNo(answer.text ?? '') === false)
        return { kind: 'stay', say: [say(words.t('placing.changeOrDrop'))] };
      return retry(words.t('placing.placeChangeOrDrop'));
    },
  });
}

/**
 * The one part a reply names by its name or other words (`placing.partWords`: "bag", "card", "la
 * tarjeta"; its name alone with a yes, `others` false), a name inside another's longer one set aside ("pickup address" is the address, not the
 * pickup); none, or two ("the bags and the card"), is undefined: the list of parts is asked.
 * @example partNamedIn('edit bag', steps, ENGLISH) // the bags' step
 */
function partNamedIn(text: string, steps: OrderStep[], words: Words, others: boolean): OrderStep | undefined {
  const namesOf = (step: OrderStep) => [
    step.title,
    partName(step, words),
    ...(others ? partWords(step, words) : []),
  ];
  const typed = namedSmall(text, steps.flatMap(namesOf));
  if (!typed) return undefined;
  const found = steps.flatMap((step) =>
    namesOf(step).flatMap((name) => {
      const folded = tokenize(name).join(' ');
      const at = folded ? ` ${typed} `.indexOf(` ${folded} `) : -1;
      return at < 0 ? [] : [{ step, at, end: at + folded.length }];
    }),
  );
  const alone = found.filter(
    (f) =>
      !found.some((g) => g.step !== f.step && g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at),
  );
  const parts = [...new Set(alone.map((f) => f.step))];
  return parts.length === 1 ? parts[0] : undefined;
}

/**
 * The one part a wish to change names, and nothing else ("casi, pero hay que cambiar las bolsas", "not
 * quite, I need to change the tip"): the part's name set aside, what is left is a wish to change alone
 * (`wantsAChange`); a value, a no or another part said with it leave the reply to the other readers.
 * @example partInWish(steps, 'casi, pero hay que cambiar las bolsas', SPANISH) // the bags' step
 */
function partInWish(steps: OrderStep[], text: string, words: Words): OrderStep | undefined {
  const part = [...new Set([words, ENGLISH])]
    .map((named) => partNamedIn(text, steps, named, true))
    .find((found) => found !== undefined);
  if (!part) return undefined;
  const names = [...new Set([words, ENGLISH])]
    .flatMap((named) => [part.title, partName(part, named), ...partWords(part, named)])
    .map((name) => tokenize(name).join(' '))
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let left = ` ${namedSmall(text, names)} `;
  for (const name of names) left = left.replace(` ${name} `, ' ');
  // The article left before the name ("cambiar las bolsas", "change the bags"), and what the mistake was
  // with ("me equivoqué con las bolsas", "I messed up on the bags"); the part itself said again as "that"
  // ("quisiera corregir eso"): once it is named, "that" is the part, never something else.
  const rest = left
    .replace(/ (?:(?:con|en|with|on|about) )?(?:(?:the|my|las|los|la|el|mis|mi) )?(?=,| *$)/g, ' ')
    .replace(/ (?:eso|esto|that|this)(?= |$)/g, ' ')
    .trim();
  // "the bags and the tip": another thing joined to it, which this one part would drop.
  if (tokenize(rest).some((t) => JOINING.has(t))) return undefined;
  // Each clause a wish to change or a mistake said: "me equivoqué con las bolsas, quisiera corregir eso".
  const clauses = rest
    .split(',')
    .map((clause) => clause.trim())
    .filter(Boolean);
  return rest !== '' && (wantsAChange(rest) || clauses.every(wantsAChange)) ? part : undefined;
}

/**
 * The reply's words, each Spanish diminutive of a word of `names` said as that word ("las bolsitas" is
 * "las bolsas"; invariant diminutive-is-its-word), for a part's names to be found in it.
 * @example namedSmall('las bolsitas, son tres', ['Bolsas']) // 'las bolsas , son tres'
 */
function namedSmall(text: string, names: readonly string[]): string {
  const nameWords = [...new Set(names.flatMap((name) => tokenize(name)))];
  return tokenize(text)
    .map((t) => (nameWords.includes(t) ? t : (nameWords.find((w) => isDiminutiveOf(t, w)) ?? t)))
    .join(' ');
}

/** Words joining a second thing to the first: "and", "y", "also", "too", "también", "además", "plus". */
const JOINING = new Set(['and', 'y', 'e', 'also', 'too', 'plus', 'tambien', 'ademas']);

/**
 * The change said after a yes at the summary ("yes but also make it 3 bags", "yes and also have it
 * delivered, and bump the tip to 5"): one part with its value is that part, offered the value; one part
 * named alone opens its question; several parts, or none named, ask what to change. Never the placing.
 * @example changedAfterYes(steps, 'make it 3 bags', ENGLISH) // { option: 'bags', opens: true, offers: 'make it 3 bags' }
 */
function changedAfterYes(
  steps: OrderStep[],
  more: string,
  words: Words,
): { option: string; opens?: true; offers?: string } {
  const named = new Set(
    more
      .split(/[,;]|\b(?:and|also|plus|then|y|tambi[eé]n|adem[aá]s|luego)\b/iu)
      .flatMap((clause) =>
        [...new Set([words, ENGLISH])].map((language) => partNamedIn(clause, steps, language, true)),
      )
      .filter((part) => part !== undefined),
  );
  if (named.size > 1) return { option: CHANGE };
  const valued = beforeGoAhead(more, (said) => valuedIn(steps, said, words));
  if (valued) return { ...valued, offers: valued.offers ?? more };
  const [part] = named;
  return { option: part?.id ?? CHANGE };
}

/** A part changed with its value: its answer alone, a part then its value, or either inside a change's frame. */
function valuedIn(steps: OrderStep[], said: string, words: Words) {
  return partAnswered(steps, said) ?? partWithValue(steps, said, words) ?? partFramed(steps, said, words);
}

/** The go-ahead a change may end with, read as the summary's own: "3 then submit", "3 bolsas y mandalo". */
const GO_AHEAD = [{ value: PLACE, label: 'Place order', role: 'primary' as const, synonyms: ['place it'] }];

/**
 * A change read by `read`, as said, or said before a go-ahead joined to it ("edit bags → 4 then send it",
 * "ponle 4 bolsas y envíalo"): that change alone, offered to its part.
 *
 * @invariant change-before-go-ahead-shown-first A change said with the go-ahead after it, at the summary,
 *   is made and the summary shown again: the go-ahead is never taken for the order as it stood, nor for
 *   the order changed that the person has not seen. Only a go-ahead wholly after "then"/"and"/"y"/"luego"
 *   is left out ("…and send it to my office" is no go-ahead, and the reply is read as typed).
 * @example beforeGoAhead('bags 4 then submit', read) // read('bags 4'), its value offered as 'bags 4' or its own
 */
function beforeGoAhead<T extends { option: string; opens?: true; offers?: string }>(
  text: string,
  read: (said: string) => T | undefined,
): T | undefined {
  const whole = read(text);
  if (whole) return whole;
  for (const at of text.matchAll(/\s*,?\s+(?:and then|then|and|y luego|luego|y despu[eé]s|y)\s+/giu)) {
    const tail = text.slice(at.index + at[0].length);
    if (readYesNo(tail) !== true && readConfirm(tail, GO_AHEAD) !== PLACE) continue;
    const before = text.slice(0, at.index);
    const found = read(before);
    return found && { ...found, offers: found.offers ?? before };
  }
  return undefined;
}

/**
 * The one part whose question says `text` is its answer alone (`readsRest` as a function: "3 bags not 2"
 * is the bags), opening that question with the reply; none, or two, leave the reply to the options' words.
 * Numbers said with no word of their own ("1", "3 not 2") are the options' places, never a part's value.
 * @example partAnswered([bags, pickupDay], 'son 3 bolsas no 2') // { option: 'bags', opens: true }
 */
function partAnswered(
  steps: OrderStep[],
  text: string,
): { option: string; opens: true; offers?: string } | undefined {
  // "hold on, make it 4 bags not 2": the correction after the waiting is what the part's question reads.
  const after = afterWaiting(text);
  const part = after === undefined ? undefined : partAnsweredWhole(steps, after);
  return partAnsweredWhole(steps, text) ?? (part && { ...part, offers: after });
}

function partAnsweredWhole(steps: OrderStep[], text: string) {
  const tokens = tokenize(text);
  const words = tokens.filter(
    (t, i) => t !== ',' && !isNeutral(t) && !isNegation(t) && numberAt(tokens, i) === undefined,
  );
  if (words.length === 0) return undefined;
  const parts = steps.filter((s) => typeof s.readsRest === 'function' && s.readsRest(text));
  const [part] = parts;
  return parts.length === 1 && part ? { option: part.id, opens: true as const } : undefined;
}

/**
 * A part and its value, said inside the words of a change that carry no value (`withoutChangeFrame`):
 * "hold up i got 3 bags not 2", "Uy no, las bolsas son tres, cámbialo porfa", "lgtm but bags → 3 pls". What is
 * left is read as a part's answer alone, or as a part named then its value, never the frame.
 *
 * @invariant value-said-in-a-change-kept A part to change said with its new value, at an order's summary or
 *   at what to change, opens that part's question offered the value alone, which it takes only by its own
 *   reader (`readsRest`): the value said is never dropped for the question asked again, nor taken by
 *   another part; words around it that carry no value (waiting, the wish to change, "is", "i got") are all
 *   that is left out.
 * @example partFramed([bags, tip], 'need to change, is 3 bags not 2', ENGLISH) // { option: 'bags', opens: true, offers: '3 bags not 2' }
 */
function partFramed(
  steps: OrderStep[],
  text: string,
  words: Words,
): { option: string; opens: true; offers: string } | undefined {
  const core = withoutChangeFrame(text);
  if (core === undefined) return undefined;
  const whole = partAnsweredWhole(steps, core);
  return whole ? { ...whole, offers: core } : partWithValue(steps, core, words);
}

/**
 * A verb of changing, in English or Spanish (tú, usted, vos): "change", "cambiá", "cámbiele", "modifique",
 * and of an amount's up or down ("bump it to 4 bags", "súbele a 4").
 */
const CHANGING = new RegExp(
  `\\b(?:change|edit|update|fix|cambi|modific|correg|corrij|arregl|${CHANGING_AN_AMOUNT})`,
  'i',
);

/**
 * A part named, then its new value after a comma, a sentence's end, "to", "a" or "que" ("bolsas, poné 3",
 * "change the bags to 3", "cambiá las bolsas a 3", "the bags! one more", "las bolsas que son tres"): that part's question opened and offered the value, said with no verb of
 * setting it ("3"), which it takes only when its own reader says the value is its answer alone
 * (`readsRest` as a function, invariant rest-taken-only-when-certain); anything else leaves the reply
 * to the options' words.
 * Parts are named in the conversation's language, and in English, which a Spanish speaker may use.
 * @example partWithValue([bags, pickupDay], 'bolsas, poné 3', SPANISH) // { option: 'bags', opens: true, offers: '3' }
 */
function partWithValue(
  steps: OrderStep[],
  text: string,
  words: Words,
): { option: string; opens: true; offers: string } | undefined {
  // Each place the value may start: "ta, pero cambiá las bolsas a 3" is cut at "a", not at its first comma;
  // "The number of bags! We found one more" at its sentence's end, "las bolsas que son tres" at "que";
  // a dash sets the value off as a colon does ("The card — the Mastercard", "bags - 3").
  for (const at of text.matchAll(VALUE_STARTS)) {
    const head = text.slice(0, at.index);
    const said = text.slice(at.index + at[0].length);
    const part = said.trim()
      ? [...new Set([words, ENGLISH])]
          .map((named) => partNamedIn(head, steps, named, true))
          .find((found) => found !== undefined)
      : undefined;
    // A reader that takes only what it places for certain (`readsRest: true`, the tip's amount) is
    // offered the value to read itself, and refuses what it cannot place.
    const reads = part?.readsRest;
    const value = valuesSaid(said).find((v) => reads === true || (typeof reads === 'function' && reads(v)));
    if (part && value !== undefined) return { option: part.id, opens: true, offers: value };
  }
  return undefined;
}

/**
 * Where a value may start after the part named: a comma, a sentence's end, a colon, a dash, an arrow or
 * an equals sign ("bags → 4", "bags = 4"), "to", "a", "que", or the part's being said to be the value
 * ("the bags should be 4", "bag count needs to be 4", "las bolsas son 4", "deberían ser 4"): the verb
 * of being, after a word of ought ("should", its misspellings, "must", "needs to", "debe"), or alone.
 */
const VALUE_STARTS = new RegExp(
  [
    ',',
    '[!;:]',
    '\\.(?=\\s)',
    '\\s*[—–]\\s*',
    '\\s-+\\s',
    '\\s*(?:→|->|=>|=)\\s*',
    '\\s(?:to|a|que)\\s',
    `\\s(?:(?:sh\\w{0,4}d|must|needs? to|has to|have to|gotta|got to|ought to|oughta|will|(?:are|is) (?:gonna|going to)) be|(?:is|are|son|sean|eran)|(?:deber[ií]an?|deben|debe|tienen que|tiene que|van a) ser)\\s`,
  ].join('|'),
  'giu',
);

/**
 * The value said after a part, without what sets it ("make it 3": "3"), and the value said with why
 * (invariant reason-then-so-the-answer): before a reason ("3, i found another one") or after it, last
 * ("i found another one in the closet so 3"). The value as said first; the part's own reader takes one.
 */
function valuesSaid(said: string): string[] {
  const set = (value: string) => value.replace(SETTING, '').trim();
  const value = set(said);
  if (!value) return [];
  const before = answerBeforeReason(value);
  const after = answerAfterReason(value);
  return [value, ...[before, after].flatMap((v) => (v === undefined || !set(v) ? [] : [set(v)]))];
}

/** Words that set the value said after the part: "poné 3", "make it 3", "son 3", "que sean 3", "mejor 5". */
const SETTING =
  /^\s*(?:(?:make it|set it to|put|pon[eé]?(?:le|les)?|p[oó]ngale|son|que sean|sean|que|es|is|fueron|(?:they|it) (?:are|were|was|is)|they're|theyre|were|was|mejor|better|actually|a|to|now|ahora)\s+)+/i;

/**
 * Verbs of throwing a thing away, in English: "scrap", "bin", "ditch", "trash", "toss", "junk", "chuck",
 * "nix", "axe", "kill", "dump", "scratch", "cancel", "drop", "delete", "forget" (never "can", a modal too).
 */
const DISCARDING = new Set(
  'scrap scratch bin ditch dump trash toss junk chuck nix axe kill cancel drop delete forget'.split(' '),
);
/** What they are said of: the order on screen as "it", "that", "this", all of it, or by name. */
const THE_ORDER = phrases(
  'it',
  'that',
  'this',
  'all',
  'it all',
  'all of it',
  'everything',
  'the lot',
  'the whole thing',
  'the order',
  'this order',
  'the whole order',
  'this one',
);
/**
 * Spanish's verbs of throwing away with the thing thrown joined on ("descártalo", "bótelo", "tíralo",
 * "deséchalo", "elimínalo", "anúlalo", "bórrenlo", "descartalo" in vos), accents already folded.
 */
const DISCARDS_IT_ES = /^(?:descart|bot|tir|borr|olvid|cancel|anul|elimin|desech)(?:a|e|en|ar)(?:lo|la)$/;
/** Words around it that say nothing of what is thrown away: "just", "ok", "pls", "na lang po", "for now". */
const AROUND_DISCARDING = [
  ...POLITE,
  ...FILLERS,
  ...phrases(
    'just',
    'ok',
    'okay',
    'yeah',
    'then',
    'so',
    'actually',
    'no',
    'nah',
    'mejor',
    'pues',
    'nomas',
    'ya',
  ),
  ...phrases('na lang', 'lang', 'na', 'for now', 'por ahora', 'por ahorita', 'todo', 'entonces'),
  ...phrases('never mind', 'nevermind', 'nvm', 'ugh', 'meh'),
];

/**
 * Whether a reply is only the order on screen thrown away: a verb of discarding said of "it", "that",
 * all of it or the order ("bin it", "trash the whole thing", "descártalo", "tírelo nomás"), with words
 * that say nothing more around it.
 *
 * @invariant discarding-it-drops-the-order At the summary, a verb of throwing away said of "it" (the order
 *   on screen) with nothing else is "Drop this order"; said of a part ("scrap the softener", "ditch the
 *   tip"), with a value, a question, a refusal ("don't bin it") or anything left unread, it is never
 *   the drop: read as typed, or asked back. Losing the order is never a guess.
 * @example discardsIt('trash it') // true
 * @example discardsIt('ditch the tip') // false
 */
function discardsIt(text: string): boolean {
  if (/\?/.test(text)) return false;
  const tokens = tokenize(text).filter((t) => t !== ',' && t !== '.' && t !== '!');
  const at = tokens.findIndex((t) => DISCARDING.has(t) || DISCARDS_IT_ES.test(t));
  if (at < 0 || tokens.slice(at + 1).some((t) => DISCARDING.has(t) || DISCARDS_IT_ES.test(t))) return false;
  const head = tokens.slice(0, at);
  if (refuses(head)) return false;
  const fine = (words: string[]) => words.length === 0 || coveredBy(words, AROUND_DISCARDING);
  const said = tokens[at] ?? '';
  const rest = tokens.slice(at + 1);
  if (DISCARDS_IT_ES.test(said)) return fine(head) && fine(rest);
  // The thing thrown away, right after the verb (and "about" after "forget"), then nothing more.
  const from = said === 'forget' && rest[0] === 'about' ? 1 : 0;
  const object = THE_ORDER.filter((p) => p.every((w, k) => rest[from + k] === w)).sort(
    (a, b) => b.length - a.length,
  )[0];
  const after = rest.slice(from + (object?.length ?? 0));
  // "junk it we'll order later": a later of one's own after it, as after a comma (invariant drop-with-later).
  return object !== undefined && fine(head) && (fine(after) || saysLaterOfOneself(after.join(' ')));
}

/** Whether the word right before a verb refuses it ("don't", "do not", "never"), never "no," leading it. */
function refuses(before: string[]): boolean {
  const last = before.at(-1) ?? '';
  return isNegation(last) && last !== 'no' && last !== 'nah';
}

/** Spanish's verbs of throwing away said bare, before the thing thrown: "descarta el suavizante", "quita la propina". */
const DISCARDING_ES = /^(?:descart|bot|tir|borr|elimin|desech|quit|sac)(?:a|e|en)$/;
/** An article or a possessive, before a part named: "the", "my", "el", "las", "mi". */
const BEFORE_A_PART = new Set(['the', 'my', 'el', 'la', 'los', 'las', 'mi', 'mis']);

/**
 * A verb of throwing away that drops no order (invariant discarding-it-drops-the-order): said of a part
 * ("scrap the softener", "quita la propina"; 'part') or refused ("don't bin it", "no lo descartes";
 * 'refused'); undefined when no such verb is said, or it is said of the order.
 */
function discardingOther(text: string): 'part' | 'refused' | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const at = tokens.findIndex((t) => DISCARDING.has(t) || DISCARDS_IT_ES.test(t) || DISCARDING_ES.test(t));
  if (at < 0) return undefined;
  if (refuses(tokens.slice(0, at))) return 'refused';
  const next = tokens[at + 1] ?? '';
  const ofOrder = ['order', 'orden', 'pedido', 'whole', 'entire', 'lot'].includes(tokens[at + 2] ?? '');
  return BEFORE_A_PART.has(next) && !ofOrder ? 'part' : undefined;
}

/** The amounts the summary shows (fees, tip, total), in cents: a yes may name them (invariant price-accepted-is-shown). */
function pricesShown(summary: Reply): number[] {
  if (summary.type !== 'summary') return [];
  return summary.lines
    .map(({ value }) => (value.type === 'money' ? value.cents : value.type === 'window' ? value.feeCents : 0))
    .filter((cents) => cents > 0);
}

function dropped(data: OrderData, words: Words): Accepted {
  const result: OrderResult = { dropped: true };
  if (data.unknownOutcome)
    return end(result, say(words.t('placing.leftUnknown')), ...stillUnknown(data, words));
  return end(result, say(words.t('placing.dropped')));
}

/**
 * What stays true of an order whose outcome is unknown once the person leaves it (its button, nevermind,
 * restart, sign out): it may have been placed, and where to ask (invariant unknown-outcome-shown-until-settled).
 */
export function stillUnknown({ unknownOutcome, draft }: OrderData, words: Words = ENGLISH): Reply[] {
  if (!unknownOutcome) return [];
  return [
    say(
      words.t('placing.stillUnknown', {
        store: storeContact(draft.store, words),
        reference: unknownOutcome.reference,
      }),
      'warning',
    ),
  ];
}

function lockedSummary(data: OrderData, words: Words) {
  const reference = data.unknownOutcome?.reference ?? '';
  if (data.resendConfirmed === false) {
    return asking({
      kind: 'confirm',
      text: words.t('placing.sendAgainWarning', { reference }),
      hint: words.t('placing.sendAgainWarningHint'),
      options: [
        {
          value: SEND_AGAIN,
          label: words.t('placing.yesSendAgain'),
          role: 'danger',
          confirm: words.t('placing.sendAgainConfirm', {
            reference,
            store: data.draft.store?.name ?? words.t('placing.theStore'),
          }),
        },
        {
          value: KEEP,
          label: words.t('placing.noWait'),
          role: 'choice',
          synonyms: ['no', 'wait', 'esperar'],
        },
      ],
    });
  }
  return asking({
    kind: 'single',
    text: words.t('placing.unknownOutcome', { store: storeContact(data.draft.store, words), reference }),
    hint: words.t('placing.unknownOutcomeHint'),
    options: [
      { ...dropOption(words), label: words.t('placing.dropIt'), role: 'primary' },
      {
        value: SEND_AGAIN,
        label: words.t('placing.sendItAgain'),
        role: 'danger',
        synonyms: ['try again', 'resend', 'reenviar', 'enviar otra vez'],
      },
    ],
  });
}

async function acceptLocked(
  ctx: Ctx,
  value: string | undefined,
  clearOrderStep: (data: OrderData, stepId: string) => void,
): Promise<Accepted> {
  const { data, words } = ctx;
  const found = await settledMeanwhile(ctx);
  if (found) return found;
  if (value === DROP) return dropped(data, words);
  if (value === KEEP) {
    data.resendConfirmed = undefined;
    return ok();
  }
  if (value !== SEND_AGAIN) return retry(words.t('placing.onHold'));
  if (data.resendConfirmed === undefined) {
    data.resendConfirmed = false;
    return ok();
  }
  data.unknownOutcome = undefined;
  data.resendConfirmed = undefined;
  data.confirmationId = ctx.deps.newId();
  return placeOrder(ctx, (id) => clearOrderStep(ctx.data, id));
}
