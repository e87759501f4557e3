/**
 * The longest message a turn reads, at every question of an order: the worker's time for it.
 *
 * A turn reads at most 2,000 characters (lib/dialog/engine.ts, MAX_INPUT); a reader that tries every
 * cut of a reply, every join or every start against the whole rest grows with the square of that, or
 * worse, and a pasted paragraph or a stuck key then costs seconds or minutes of a worker whose Lambda
 * stops at 60: the turn is lost and SQS hands it back to fail again. So a Slack customer signs in and
 * places the simple order, and before each answer types the worst text we know at that length: "and, "
 * four hundred times, a join at every word for the readers of two parts, of tails, of notes beside a
 * wish. Each such turn is asked back (no reading of it is an answer), and its time is the figure.
 */
import type { BenchStack } from './bench-stack';
import { placeSimpleOrder, slackConversation } from './conversation';

const DANA = '2125550101';
/** As long as a turn reads, a join at every word. */
export const LONG_TEXT = 'and, '.repeat(400).trim();

export interface LongTurn {
  /** The question on screen when the long text was typed, its first line. */
  question: string;
  latencyMs: number;
}

/**
 * The long text typed before each answer of the simple order; the order is still placed, with the
 * answers of the script, after each long text is asked back.
 */
export async function measureLongTurns(stack: BenchStack): Promise<LongTurn[]> {
  const conversation = slackConversation(stack, 'U0BENCHLONG');
  const turns: LongTurn[] = [];
  let typing = false;
  await placeSimpleOrder(stack, conversation, { phone: DANA }, async () => {
    // The long text's own turn is typed here, not by the script: the script answers the question asked again.
    if (typing) return;
    const question = conversation.question();
    if (/is placed!/.test(question)) return;
    typing = true;
    const long = await conversation.type(LONG_TEXT, '<2,000 characters>');
    typing = false;
    turns.push({ question: firstQuestion(question), latencyMs: long.latencyMs });
  });
  return turns;
}

/** The line of `screen` that asks (ends in "?"), or its first line. */
function firstQuestion(screen: string): string {
  const lines = screen.split('\n').map((line) => line.trim());
  return lines.find((line) => line.endsWith('?')) ?? lines[0] ?? '';
}
