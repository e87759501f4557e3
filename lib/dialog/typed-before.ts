/**
 * A reply typed before the question on screen was sent: it answered the question the person saw then,
 * whose options were others ("1" for Place order, read as "1 Drop it" of the question the slow placing
 * asked after it). Decided here, and only here: when a question was sent (`askedAt`, at the turn's
 * commit, on the bot's one clock) and whether a reply came before it (`sentAt`, the platform's time of
 * the message on the same clock).
 *
 * @invariant reply-before-question-not-its-answer A text sent before the question on screen was sent,
 *   with other options than the question it was typed at, is not that question's answer: it is asked
 *   again, saying why, and nothing is done by it (no order sent again, none dropped). A question asked
 *   again unchanged keeps its time, so a reply typed while it was repeated still answers it.
 */
import type { DialogInput, PromptState } from './types';

/**
 * Whether `input` was typed before `prompt` was sent.
 * @example typedBeforeAsked({ ...prompt, askedAt: 2000 }, { type: 'text', text: '1', sentAt: 1000 }) // true
 */
export function typedBeforeAsked(prompt: PromptState | undefined, input: DialogInput): boolean {
  return (
    input.type === 'text' &&
    input.sentAt !== undefined &&
    prompt?.askedAt !== undefined &&
    input.sentAt < prompt.askedAt
  );
}

/**
 * When the question on screen after a turn (`after`) was sent: the time it was first sent when the
 * turn before showed it with the same options (`before`), else `now` (the turn's commit); none when it
 * was not shown.
 * @example askedAtOf(before, { ...before, askedAt: undefined }, 5000) // before.askedAt
 */
export function askedAtOf(
  before: PromptState | undefined,
  after: PromptState | undefined,
  now: number,
): number | undefined {
  if (!after?.shown) return undefined;
  const same =
    before?.askedAt !== undefined &&
    before.depth === after.depth &&
    before.step === after.step &&
    before.kind === after.kind &&
    optionValues(before) === optionValues(after);
  return same ? before.askedAt : now;
}

const optionValues = (prompt: PromptState) => JSON.stringify(prompt.options.map((option) => option.value));
