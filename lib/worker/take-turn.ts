/**
 * The worker's one way to run a turn, for a person's message, a reminder, staff's relay and an opened
 * entry point alike: the turn (lib/conversation/turn.ts) on the conversation's bound channel, which
 * gives the person's locale when the turn asks it and delivers in the order the turn's plan names.
 */
import { errorLabel } from '../conversation/errors';
import { type TurnResult, takeTurn } from '../conversation/turn';
import { countedChannel } from '../conversation/turn-facts';
import type { DialogInput } from '../dialog/types';
import type { CountedFact } from '../stats/counts';
import { recordFacts } from '../stats/record';
import type { LoadedConversation } from '../store/conversation-store';
import type { LedgerRecord } from '../store/order-ledger';
import type { Bound } from './channels';
import type { HandlerContext } from './types';
import { startWorkingSign } from './working-sign';

/**
 * One turn of `at`'s conversation, within the handler's deadline: delivered then committed (an
 * ordinary turn), committed then delivered (one with a side effect, or one that ran before and was not
 * sent), or nothing to deliver (the person opted out, or it was sent before: the turn decided, the
 * channel does not check); a lost commit runs the turn again.
 * @example const result = await takeTurnAt(ctx, at, { messageId: work.messageId, input });
 */
export async function takeTurnAt(
  ctx: HandlerContext,
  at: Bound,
  turn: {
    messageId: string;
    input: DialogInput;
    loaded?: LoadedConversation | undefined;
    orderRecords?: LedgerRecord[] | undefined;
    /** What the worker knows happened besides the turn's own facts, counted with them if the turn ran (a reminder sent). */
    counted?: CountedFact[] | undefined;
  },
): Promise<TurnResult> {
  const request = {
    conversation: at.conversation,
    messageId: turn.messageId,
    input: turn.input,
    ...(ctx.deadline === undefined ? {} : { deadline: ctx.deadline }),
    ...(at.words ? { words: at.words } : {}),
    ...(at.phone ? { phone: at.phone } : {}),
    ...(turn.loaded ? { loaded: turn.loaded } : {}),
    ...(turn.orderRecords ? { orderRecords: turn.orderRecords } : {}),
  };
  const sign = startWorkingSign(waitedFor(turn.input) ? at.working : undefined, ctx.deps.timers);
  let result: TurnResult;
  try {
    result = await takeTurn(ctx.deps.bot, request, {
      ...(at.locale ? { locale: at.locale } : {}),
      ...(at.inChannel ? { inChannel: at.inChannel } : {}),
      deliver: async (result) => at.deliver(turn.messageId, result, await sign.take()),
    });
  } finally {
    await sign.end();
  }
  await countTurn(ctx, at, result, turn.counted ?? []);
  return result;
}

/**
 * A turn that ran, counted (lib/stats/record.ts): a redelivered one ran nothing and counts nothing. A
 * failed write is logged, never thrown: the turn is done, and its notices still to make.
 */
async function countTurn(
  ctx: HandlerContext,
  at: Bound,
  result: TurnResult,
  counted: readonly CountedFact[],
): Promise<void> {
  const recorder = ctx.deps.stats;
  if (!recorder || result.redelivered || result.optedOut) return;
  const by = { channel: countedChannel(at.conversation), language: result.language };
  const facts = [...result.facts, ...counted];
  // The dashboard's funnel (observability.ts): its metrics come from these events, never from words.
  if (facts.some((fact) => fact.kind === 'started'))
    ctx.log({ level: 'info', msg: 'conversation started', event: 'conversation-started' });
  if (facts.some(opensOrder)) ctx.log({ level: 'info', msg: 'order started', event: 'order-started' });
  await recordFacts(recorder, facts, by, ctx.deps.bot.now()).catch((error) =>
    ctx.log({
      level: 'warn',
      msg: 'the turn was not counted',
      error: errorLabel(error),
    }),
  );
}

/** A step moved into the order flow from outside it: an order started. */
function opensOrder(fact: CountedFact): boolean {
  return (
    fact.kind === 'step-moved' &&
    fact.to?.startsWith('order/') === true &&
    fact.from?.startsWith('order/') !== true
  );
}

/**
 * A person's own message, which they wait for an answer to (invariant slow-turn-shows-working): not
 * what the bot or staff start (a reminder, a staff reply, a hand-off staff open).
 */
function waitedFor(input: DialogInput): boolean {
  if (input.type === 'relay' || input.type === 'resume') return false;
  return input.type !== 'open' || (input.byBot !== true && input.by === undefined);
}
