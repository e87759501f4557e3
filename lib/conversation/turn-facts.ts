/**
 * What a turn says happened, for the business's counts: the dialog's facts (lib/dialog/facts.ts), and
 * what the turn knows itself from its input and its state before and after the step. A value on the
 * turn's result: a message answered before (redelivered) carries none, so nothing is counted twice.
 *
 * @invariant step-moves-counted-as-pairs The step of work in progress a customer's conversation is at (the question on screen above the bottom flow) is counted where it moves: `step-moved` names the step it left and the one it is at now, so the day's counts add one to the new step and take one from the old. What stays on a step is a conversation that stopped there (it expired, or its person never answered); an order placed, or dropped with "nevermind", takes its step back.
 */
import type { DialogFact } from '../dialog/facts';
import { stepName } from '../dialog/facts';
import type { DialogInput, DialogState } from '../dialog/types';
import type { CountedChannel, TurnFact } from '../stats/counts';
import type { Conversation } from './conversation';

export type { CountedChannel, TurnFact } from '../stats/counts';

/**
 * The channel a customer's conversation is counted under; undefined for staff's and a channel's own.
 * @example countedChannel({ kind: 'sms', businessNumber: '+12125550100', fingerprint: 'f' }) // 'sms'
 */
export function countedChannel(conversation: Conversation): CountedChannel | undefined {
  switch (conversation.kind) {
    case 'slack-own':
    case 'slack-member':
      return 'slack';
    case 'sms':
    case 'console':
      return conversation.kind;
    default:
      return undefined;
  }
}

/**
 * The facts of a turn that ran: the dialog's, and for a customer's conversation, whether it started
 * and where its work in progress moved.
 * @example turnFacts({ conversation, input: { type: 'text', text: 'hi' }, before: undefined, after, dialog: [] }) // [{ kind: 'started' }, ...]
 */
export function turnFacts(turn: {
  conversation: Conversation;
  input: DialogInput;
  before: DialogState | undefined;
  after: DialogState;
  dialog: readonly DialogFact[];
}): TurnFact[] {
  const facts: TurnFact[] = [];
  const { input } = turn;
  if (countedChannel(turn.conversation)) {
    if (turn.before === undefined && personSaid(input)) facts.push({ kind: 'started' });
    const from = stepAt(turn.before);
    const to = stepAt(turn.after);
    if (from !== to) facts.push({ kind: 'step-moved', ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  return [...facts, ...turn.dialog];
}

/** Whether the input is the person's own doing (not a reminder, a staff relay or a resume). */
function personSaid(input: DialogInput): boolean {
  if (input.type === 'open') return input.byBot !== true && input.by === undefined;
  return input.type !== 'relay' && input.type !== 'resume';
}

/** The question on screen, when it belongs to work in progress above the bottom flow (the menu). */
function stepAt(state: DialogState | undefined): string | undefined {
  const prompt = state?.prompt;
  if (!state || !prompt || prompt.depth < 1) return undefined;
  const frame = state.stack[prompt.depth];
  return frame ? stepName(frame.flow, prompt.step) : undefined;
}
