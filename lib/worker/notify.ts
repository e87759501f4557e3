/**
 * A notice the worker sends on its own (worker-handler.ts rule 6): to a conversation through the
 * channel its key names, or to a conversation's staff thread during a hand-off (worker-relay.ts).
 */
import { type KeyTarget, redactKey, targetOfKey, threadConversationOf } from '../conversation/key';
import { runTurnFor } from '../conversation/turn';
import type { TurnBot, TurnResult } from '../conversation/turn-types';
import type { Notice } from '../dialog/step';
import type { QueueMessage } from '../queue/queue';
import type { QueuedNotice, ReplyTarget } from '../queue/work';
import { decentTime } from '../reminders/quiet-hours';
import { type HandoffDeps, type RelayChannel, watchIdle } from './relay';
import type { StartTurn } from './reminder';

/** How the worker keeps a text it sends on its own for decent hours (rule 6). */
export interface DecentHours {
  /** The zone of notices that name none: the business's (TIME_ZONE). */
  timeZone: string;
  /** Puts a message on the queue at `at` (epoch ms), once per deduplication id. */
  deliverAt(message: QueueMessage, at: number): Promise<void>;
}

/** A channel as a notice needs it: it texts or posts one, delivers a relay's turn, and starts one. */
interface NotifyChannel extends RelayChannel {
  notify?(target: KeyTarget, key: string, text: string): Promise<void>;
  startTurn?: StartTurn;
}

type NotifyLog = (line: { level: 'info' | 'warn'; msg: string; key: string; messageId?: string }) => void;

/**
 * What a notice needs of the worker's deps (WorkerDeps): named here, since worker-handler.ts imports
 * this module and no import cycle is allowed.
 */
interface NotifyDeps {
  bot: TurnBot;
  channels: Partial<Record<ReplyTarget['channel'], NotifyChannel>>;
  handoffs?: HandoffDeps;
  decentHours?: DecentHours;
}

/**
 * A notice to a conversation, through the channel its key names, or to a conversation's staff thread
 * (a hand-off: `from` is where its customer is answered; the thread's idle check is queued again, or
 * the hand-off closed by a notice that `closes` it); one no channel reaches is skipped, and one to a
 * phone at night waits for 8:00 (rule 6).
 */
export async function notify(
  deps: NotifyDeps,
  notice: Notice,
  messageId: string,
  log: NotifyLog,
  from?: ReplyTarget,
): Promise<void> {
  const { key, text } = notice;
  const handedOff = threadConversationOf(key);
  if (handedOff && deps.handoffs && text) {
    const thread = await deps.handoffs.threads.say(handedOff, text, from, notice.openedBy);
    if (notice.closes)
      return deps.handoffs.store.close({ ...thread, key: handedOff, target: {} }, 'customer');
    return watchIdle(deps, thread, from);
  }
  const target = targetOfKey(key);
  const channel = target && deps.channels[target.channel];
  if (!target || !channel?.notify) {
    log({ level: 'warn', msg: 'notice skipped: no channel reaches its conversation', key: redactKey(key) });
    return;
  }
  const decent = deps.decentHours;
  const now = deps.bot.now().getTime();
  const at = decent && target.channel === 'sms' ? decentTime(now, notice.timeZone ?? decent.timeZone) : now;
  if (decent && at !== now) {
    const queued: QueuedNotice = {
      v: 1,
      kind: 'notice',
      key,
      messageId,
      ...(notice.opens ? { opens: notice.opens } : { text }),
      ...(notice.timeZone ? { timeZone: notice.timeZone } : {}),
      receivedAt: now,
    };
    // Its own deduplication id: the queue may still remember the notice's (a queue's window, a test's clock).
    const deduplicationId = `${messageId}@${at}`;
    await decent.deliverAt({ groupId: key, deduplicationId, body: JSON.stringify(queued) }, at);
    log({ level: 'info', msg: 'notice deferred to decent hours', key: redactKey(key), messageId });
    return;
  }
  if (notice.opens) return openFor(deps, channel, target, notice.opens, key, messageId, log);
  if (text) await channel.notify(target, key, text);
}

/**
 * Staff open an entry point in a customer's conversation (a hand-off from the staff desk): a turn the
 * bot starts there, as a reminder's (worker-handler.ts rule 8), whose own notices (the staff thread)
 * are then made.
 */
async function openFor(
  deps: NotifyDeps,
  channel: NotifyChannel,
  target: KeyTarget,
  opens: { word: string; by: string },
  key: string,
  messageId: string,
  log: NotifyLog,
): Promise<void> {
  let ran: { result: TurnResult; to: ReplyTarget } | undefined;
  const input = { type: 'open' as const, flow: opens.word, by: opens.by };
  await channel.startTurn?.(target, { key, messageId }, async (deliver, to) => {
    const words = channel.words;
    const sender = to.channel === 'sms' ? { sender: to.phone } : {};
    const turn = { key, messageId, input, ...sender, ...(words ? { words } : {}) };
    const result = await runTurnFor(deps.bot, turn, deliver);
    ran = { result, to };
    return result;
  });
  for (const [i, notice] of ran?.result.notices.entries() ?? [])
    await notify(deps, notice, `${messageId}:n${i}`, log, ran?.to);
}
