/**
 * A turn in the worker, top to bottom: the channel intercepts, the turn steps, and the worker delivers
 * and commits in the order the turn names (invariant ordinary-turn-delivers-then-commits); then the
 * turn's notices are made. No module here is called back by the one it calls.
 */
import { beginTurn, inTurnTime, type TurnResult } from '../conversation/turn';
import type { DialogInput } from '../dialog/types';
import type { QueuedTurn } from '../queue/work';
import type { LoadedConversation } from '../store/conversation-store';
import { type Bound, bind } from './channels';
import { notifyAll } from './notify';
import type { HandlerContext, Received } from './types';

/** A person's message: intercepted by its channel, else run as a turn and answered there. */
export async function handleTurn(ctx: HandlerContext, work: Received<QueuedTurn>): Promise<void> {
  const at = bind(ctx.deps.channels, work.conversation, work.target, { texting: true });
  if (!at) throw new Error(`no worker channel for ${work.target.channel}`);
  const intercepted = await at.intercept(work);
  if (intercepted.handled) {
    const { reason, event } = intercepted;
    ctx.log({
      level: 'info',
      msg: reason ? `turn answered by its channel: ${reason}` : 'turn answered by its channel',
      event,
      messageId: work.messageId,
      receiveCount: ctx.receiveCount,
    });
    return;
  }
  const { input = work.input, loaded } = intercepted;
  const result = await takeTurn(ctx, at, { messageId: work.messageId, input, loaded });
  await notifyAll(ctx, result.notices, work.messageId, at.target);
}

/**
 * One turn of `at`'s conversation: step; deliver then commit (an ordinary turn) or commit then deliver
 * (one with a side effect, or one that ran before); a lost commit runs the turn again.
 */
export function takeTurn(
  ctx: HandlerContext,
  at: Bound,
  turn: { messageId: string; input: DialogInput; loaded?: LoadedConversation | undefined },
): Promise<TurnResult> {
  const { bot } = ctx.deps;
  return inTurnTime(bot, ctx.deadline, async () => {
    const attempts = beginTurn(bot, {
      conversation: at.conversation,
      messageId: turn.messageId,
      input: turn.input,
      ...(at.words ? { words: at.words } : {}),
      ...(at.phone ? { phone: at.phone } : {}),
      ...(turn.loaded ? { loaded: turn.loaded } : {}),
    });
    for (;;) {
      const stepped = await attempts.step();
      try {
        if (stepped.order === 'deliver-then-commit') {
          await stepped.commit(await at.deliver(turn.messageId, stepped.result));
        } else {
          await stepped.commit();
          await stepped.keepNote(await at.deliver(turn.messageId, stepped.result));
        }
        return stepped.result;
      } catch (error) {
        attempts.retry(error);
      }
    }
  });
}
