/** The summary: change a part, drop the order, or place it (and an order whose outcome is unknown). */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import type { Reply, ReplyOption } from '../../dialog/types';
import { type OrderData, type OrderResult, storeContact } from '../../orders/order-data';
import { namedOption, readYesNo, wantsAChange, withoutLater } from '../../recognize';
import {
  CHANGING_AN_AMOUNT,
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
import { isShownPrice, readPriceAccepted } from '../../recognize/price-accepted';
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
      const valued = () =>
        partAnswered(steps, text) ?? partWithValue(steps, text, words) ?? partFramed(steps, text, words);
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
      return readPriceAccepted(text) ? {} : (partAnswered(steps, text) ?? partFramed(steps, text, words));
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
  const valued =
    partAnswered(steps, more) ?? partWithValue(steps, more, words) ?? partFramed(steps, more, words);
  if (valued) return { ...valued, offers: valued.offers ?? more };
  const [part] = named;
  return { option: part?.id ?? CHANGE };
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
  for (const at of text.matchAll(/,|[!;:]|\.(?=\s)|\s*[—–]\s*|\s-+\s|\s(?:to|a|que)\s/gi)) {
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
