/**
 * The worker's one way to run a turn, for a person's message, a reminder, staff's relay and an opened
 * entry point alike: the order of delivery and commit is shown here, once.
 */
import { beginTurn, inTurnTime, type TurnResult } from '../conversation/turn';
import type { DialogInput } from '../dialog/types';
import type { LoadedConversation } from '../store/conversation-store';
import type { LedgerRecord } from '../store/order-ledger';
import type { Bound } from './channels';
import type { HandlerContext } from './types';

/**
 * One turn of `at`'s conversation: step; deliver then commit (an ordinary turn), commit then deliver
 * (one with a side effect, or one that ran before and was not sent), or nothing to deliver (the person
 * opted out, or it was sent before: the turn decided, the channel does not check); a lost commit runs
 * the turn again.
 */
export function takeTurn(
  ctx: HandlerContext,
  at: Bound,
  turn: {
    messageId: string;
    input: DialogInput;
    loaded?: LoadedConversation | undefined;
    orderRecords?: LedgerRecord[] | undefined;
  },
): Promise<TurnResult> {
  const { bot } = ctx.deps;
  return inTurnTime(bot, ctx.deadline, async () => {
    const attempts = beginTurn(bot, {
      conversation: at.conversation,
      messageId: turn.messageId,
      input: turn.input,
      ...(at.words ? { words: at.words } : {}),
      ...(at.locale ? { locale: at.locale } : {}),
      ...(at.inChannel ? { inChannel: at.inChannel } : {}),
      ...(at.phone ? { phone: at.phone } : {}),
      ...(turn.loaded ? { loaded: turn.loaded } : {}),
      ...(turn.orderRecords ? { orderRecords: turn.orderRecords } : {}),
    });
    for (;;) {
      const stepped = await attempts.step();
      try {
        if (stepped.order === 'deliver-then-commit') {
          await stepped.commit(await at.deliver(turn.messageId, stepped.result));
        } else {
          await stepped.commit();
          if (stepped.order === 'commit-then-deliver')
            await stepped.delivered(await at.deliver(turn.messageId, stepped.result));
        }
        return stepped.result;
      } catch (error) {
        attempts.retry(error);
      }
    }
  });
}
