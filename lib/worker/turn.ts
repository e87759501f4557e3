/**
 * A turn in the worker, top to bottom: the channel intercepts, the turn steps, and the worker delivers
 * and commits in the order the turn names (invariant ordinary-turn-delivers-then-commits); then the
 * turn's notices are made. No module here is called back by the one it calls.
 */
import { bind } from './channels';
import { notifyAll } from './notify';
import { takeTurnAt } from './take-turn';
import type { HandlerContext, Received } from './types';
import type { QueuedTurn } from './work';

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
  const result = await takeTurnAt(ctx, at, { messageId: work.messageId, input, loaded });
  await notifyAll(ctx, result.notices, work.messageId, at);
}
