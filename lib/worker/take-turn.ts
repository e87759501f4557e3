/**
 * The worker's one way to run a turn, for a person's message, a reminder, staff's relay and an opened
 * entry point alike: the turn (lib/conversation/turn.ts) on the conversation's bound channel, which
 * gives the person's locale when the turn asks it and delivers in the order the turn's plan names.
 */
import { type TurnResult, takeTurn } from '../conversation/turn';
import type { DialogInput } from '../dialog/types';
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
  try {
    return await takeTurn(ctx.deps.bot, request, {
      ...(at.locale ? { locale: at.locale } : {}),
      ...(at.inChannel ? { inChannel: at.inChannel } : {}),
      deliver: async (result) => at.deliver(turn.messageId, result, await sign.take()),
    });
  } finally {
    await sign.end();
  }
}

/**
 * A person's own message, which they wait for an answer to (invariant slow-turn-shows-working): not
 * what the bot or staff start (a reminder, a staff reply, a hand-off staff open).
 */
function waitedFor(input: DialogInput): boolean {
  if (input.type === 'relay' || input.type === 'resume') return false;
  return input.type !== 'open' || (input.byBot !== true && input.by === undefined);
}
