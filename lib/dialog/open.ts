/**
 * What a turn opens (invariant engine-names-no-flow; invariant relay-passes-words-on): a channel's
 * entry point by its word, typed words that name one, the staff desk's look-up, and the relay of a
 * flow that passes the person's words on. Plain functions of the turn's dialog context; the engine
 * (engine.ts) routes inputs to them.
 *
 * @invariant only-answered-prompt-closed A flow opened on top of the question on screen (a hand-off) marks that question answered only
 *   when one of its own options opened it: opened by a word, typed words or staff, the question is not
 *   answered (it is asked again when the flow on top ends), so it is not shown as answered.
 */

import { dayInZone } from '../calendar';
import { inWords } from '../words';
import type { DialogContext } from './context';
import { maskPhonesIn } from './mask-phone';
import { type Opening, opensWith, type TypedOpening } from './opening';
import { flowOf } from './registry';
import { dropFramesOf, dropToBottom, newFrame, popFrame, topFrame } from './stack';
import type { Below, Step } from './step';
import type { DialogInput, OpeningWord, Reply } from './types';

/**
 * A channel's entry point: what the flow declaring `word` opens with it. `how.chosen`: it is an option
 * of the question on screen, picked; only then is that question answered by it.
 */
export async function open<X>(
  dc: DialogContext<X>,
  word: OpeningWord,
  orderId: number | undefined,
  how: { byBot?: true; by?: string; chosen?: true; args?: unknown } = {},
): Promise<void> {
  const { byBot, by } = how;
  // A person never opens what only the bot opens (a reminder of an order, typed as `/laundry remind-pickup`).
  const found = dc
    .openings()
    .find(
      ({ opening }) => opensWith(opening, word) && (byBot || !(opening.kind === 'push' && opening.byBot)),
    );
  if (!found) {
    // A word no flow declares: mistyped, or one an older version offered (an old button).
    dc.say(dc.words.t('engine.cantOpen', { known: knownWords(dc) }), 'warning');
    return dc.reask();
  }
  const { flow, opening } = found;
  if (opening.kind === 'show') {
    if (!dc.session) dc.say(inWords(opening.signedOut, dc.words));
    else {
      const session = dc.session;
      const today = dayInZone(dc.now, dc.deps.timeZone);
      const listed = await dc.guard(() => opening.replies(dc.deps, session, today, dc.words));
      // A failure was answered by the guard, which asked what comes next.
      if (!listed) return;
      dc.replies.push(...listed);
    }
    return dc.reask();
  }
  if (opening.kind === 'push' && opening.onTop) {
    // The same flow open already (a second reminder) is replaced, never stacked twice.
    dropFramesOf(dc.state, flow);
    // Opened on top, the question below stays open and is asked again after: it is answered only
    // when its own option opened this (invariant only-answered-prompt-closed).
    if (how.chosen) dc.closePrompt(inWords(opening.label, dc.words));
    return dc.move({ kind: 'push', flow, args: opening.args?.(orderId, below(dc), by, how.args) });
  }
  if (opening.kind === 'push') {
    const held = dc.held();
    if (held) {
      dc.say(typeof held.held.busy === 'string' ? held.held.busy : held.held.busy(dc.words));
      return dc.reask();
    }
    dc.closePrompt(inWords(opening.label, dc.words));
    dropToBottom(dc.state);
    return dc.move({ kind: 'push', flow, args: how.args ?? opening.args?.(orderId, below(dc)) });
  }
  if (orderId === undefined) return dc.reask();
  return answerBottom(dc, flow, opening, orderId);
}

/** An entry point that answers the bottom flow's first question with an order (`change 5001` at the menu). */
async function answerBottom<X>(
  dc: DialogContext<X>,
  flow: string,
  opening: Extract<Opening<X>, { kind: 'answer' }>,
  orderId: number,
): Promise<void> {
  const [bottom, ...above] = dc.state.stack;
  if (!dc.session || !bottom || bottom.flow !== flow || above.length > 0) {
    dc.say(dc.session ? opening.busy(orderId, dc.words) : opening.signedOut(orderId, dc.words));
    return dc.reask();
  }
  const step = dc.flowOf(bottom).steps[0] as Step<unknown, string, X>;
  const before = JSON.stringify(step.value?.(bottom.data));
  const result = await dc.guard(() =>
    step.accept(dc.stepContext(bottom), { text: '', values: [opening.answer(orderId)] }),
  );
  if (!result) return;
  if (result.kind === 'retry') dc.say(result.reason, 'warning');
  if (result.kind === 'stay') dc.replies.push(...result.say);
  if (result.kind === 'retry' || result.kind === 'stay') return dc.reask();
  dc.closePrompt(opening.label(orderId, dc.words));
  await dc.apply(bottom, step, before, result);
}

/**
 * The entry point a typed text names anywhere ("change 5001"), with its order id; or, for one that
 * cannot be opened here, what to say instead (invariant whole-message-command-wins).
 */
export function typedOpening<X>(
  dc: DialogContext<X>,
  text: string,
): ({ word: OpeningWord } & TypedOpening) | { unavailable: string } | undefined {
  const here = dc.openings();
  const aboveBottom = dc.state.stack.length > 1;
  for (const found of dc.registry.openings) {
    const { opening } = found;
    if (opening.kind === 'show' && opening.typed && aboveBottom && here.includes(found)) {
      const shown = opening.typed(text);
      if (shown) return { word: opening.word, ...shown };
    }
    const read = opening.kind === 'push' && opening.typed ? readTyped(opening.typed, text) : undefined;
    if (!read || opening.kind !== 'push') continue;
    if (!here.includes(found))
      return { unavailable: inWords(opening.unavailable ?? ((w) => w.t('engine.cantHere')), dc.words) };
    return { word: opening.word, ...read };
  }
  return undefined;
}

/** What typed words make of a text: a pattern's first group is the order id; a reader says it all. */
function readTyped(
  typed: RegExp | ((text: string) => TypedOpening | undefined),
  text: string,
): TypedOpening | undefined {
  if (typeof typed === 'function') return typed(text);
  const match = typed.exec(text);
  if (!match) return undefined;
  return match[1] === undefined ? {} : { orderId: Number(match[1]) };
}

/** `/laundry staff <order or phone>`: the desk looks it up and opens the change flow for the customer. */
export async function staffOpen<X>(dc: DialogContext<X>, query: string): Promise<void> {
  const bottom = dc.state.stack[0];
  const desk = bottom && dc.flowOf(bottom).staffDesk;
  if (!dc.facts.staff || !bottom || !desk) {
    dc.say(dc.words.t('dialog.staffOnly'));
    return dc.reask();
  }
  dc.closePrompt(`Staff: ${maskPhonesIn(query)}`.slice(0, 80));
  dropToBottom(dc.state);
  const result = await dc.guard(() => desk.lookUp(dc.stepContext(bottom), query));
  if (!result) return;
  if (result.kind === 'retry') dc.say(result.reason, 'warning');
  if (result.kind === 'stay') dc.replies.push(...result.say);
  if (result.kind === 'retry' || result.kind === 'stay') return dc.advance();
  const step = dc.flowOf(bottom).steps[0] as Step<unknown, string, X>;
  await dc.apply(bottom, step, JSON.stringify(step.value?.(bottom.data)), result);
}

/** The relay of the flow on top, while one is. */
export function relaying<X>(dc: DialogContext<X>) {
  return dc.flowOf(topFrame(dc.state)).relay;
}

/**
 * The person talks while a relay is on top: their words (`text`, as typed) are passed on, or with words it
 * `leaves` by (`read`, without vocatives) they end it. A leaving within a longer message (`leavesWithin`)
 * is passed on whole and ends it, the flow below keeping what it can of what was said after it (`keep`,
 * invariant rest-kept-for-its-question); a question after it that the flow keeps nothing of is only passed on.
 */
export async function heard<X>(
  dc: DialogContext<X>,
  text: string,
  read = text,
  keep: (rest: string) => void = () => {},
): Promise<void> {
  const relay = relaying(dc);
  if (!relay) return;
  const frame = topFrame(dc.state);
  if (relay.leaves(read)) return endRelay(dc, relay.left(dc.stepContext(frame)));
  relay.heard(dc.stepContext(frame), text);
  const within = relay.leavesWithin?.(read);
  if (!within || !restLetsLeave(dc, within.rest)) return;
  await endRelay(dc, relay.left(dc.stepContext(frame)), () => within.rest && keep(within.rest));
}

/**
 * Whether a leaving's `rest` lets it leave: what the flow below keeps of it is kept (tried on a copy here);
 * one it keeps nothing of leaves too, staff having read it, unless it asks something ("?"): a question
 * after the leaving may be for staff, and is only passed on.
 */
function restLetsLeave<X>(dc: DialogContext<X>, rest: string): boolean {
  const below = dc.state.stack.at(-2);
  if (!rest.includes('?')) return true;
  return (
    below !== undefined &&
    dc.flowOf(below).keepsAhead?.(rest, structuredClone(below.data), dc.words) !== undefined
  );
}

/** The other end of a relay speaks, or ends it; with none open, nothing is said. */
export async function relayed<X>(
  dc: DialogContext<X>,
  input: Extract<DialogInput, { type: 'relay' }>,
): Promise<void> {
  const frame = topFrame(dc.state);
  const relay = dc.flowOf(frame).relay;
  if (!relay) return;
  const from = input.business
    ? dc.words.t('engine.speaker', { name: input.from, business: input.business })
    : input.from;
  if (!input.end) {
    dc.replies.push(...relay.said(dc.stepContext(frame), from, input.text ?? ''));
    return;
  }
  if (input.idleSince !== undefined && relay.lastActive(dc.stepContext(frame)) > input.idleSince) return;
  return endRelay(dc, relay.ended(dc.stepContext(frame), from));
}

/**
 * A notice the bot opens while a relay is on top (a staff change during a hand-off), told as its
 * flow's `aside`; false when the flow tells none (then the relay's question is asked again).
 *
 * @invariant relay-told-notice-aside A notice the bot opens while the person talks to someone else is told
 *   once, plainly (what its flow's `aside` says, in the person's language), and nothing is pushed: the
 *   relay stays on top, its greeting is not said again, and the person's next words are still passed on.
 */
export async function toldAside<X>(
  dc: DialogContext<X>,
  input: Extract<DialogInput, { type: 'open' }>,
): Promise<boolean> {
  const found = input.byBot
    ? dc.openings().find(({ opening }) => opening.kind === 'push' && opensWith(opening, input.word))
    : undefined;
  const opening = found?.opening.kind === 'push' ? found.opening : undefined;
  const aside = found && flowOf(dc.registry, found.flow).aside;
  if (!found || !opening || !aside) return false;
  const args = opening.args?.(input.orderId, below(dc), input.by);
  const frame = newFrame(dc.registry, found.flow, args, dc.session?.serviceCustomerId);
  const result = await dc.guard(async () => ({ told: await aside(dc.stepContext(frame)) }));
  // A failure was answered by the guard.
  if (!result) return true;
  if (!result.told) return false;
  dc.replies.push(...result.told);
  return true;
}

/** A relay ends: `said`, what is kept for below (`kept`), then the question below is asked again (it hands nothing down). */
function endRelay<X>(dc: DialogContext<X>, said: Reply[], kept = () => {}): Promise<void> {
  dc.replies.push(...said);
  popFrame(dc.state);
  dc.state.misses = 0;
  kept();
  return dc.advance();
}

/** What a flow opened on top is told of the conversation below it. */
function below<X>(dc: DialogContext<X>): Below {
  const found = dc.held();
  return {
    ...(found ? { held: found.held.summary(found.frame.data, dc.deps, dc.words) } : {}),
    recent: dc.facts.earlierReplies,
  };
}

/** The words a person can open, with what each does ("orders: your recent orders"). */
function knownWords<X>(dc: DialogContext<X>): string {
  const known = dc
    .openings()
    .flatMap(({ opening }) =>
      opening.does && !(opening.kind === 'push' && opening.byBot)
        ? [dc.words.t('engine.knownWord', { word: opening.word, does: inWords(opening.does, dc.words) })]
        : [],
    );
  return known.length ? dc.words.t('engine.known', { words: known.join(', ') }) : '';
}
