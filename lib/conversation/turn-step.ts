/**
 * A turn's settle and step stages: the placed orders kept from earlier turns settled first (invariant
 * placed-order-settled-later: here, and only here, before the step), then the dialog stepped once, on
 * the ports made for this attempt (turn-ports.ts); what the ports did comes back with the outcome.
 */
import type { StepArgs } from '../dialog/engine';
import type { Reply } from '../dialog/types';
import { settlePlaced } from '../orders/settle-placed';
import { LANGUAGES } from '../words';
import { promptPrefixOf, requestersOf, staffMentionOf } from './conversation';
import { senderPhone } from './key';
import type { Opened, Settled, Stepped, TurnContext, TurnRead } from './turn-context';
import { portsOfTurn, settledIn } from './turn-ports';

/**
 * The settle: each order the state keeps to settle is written PLACED; those whose write fails again are left.
 * @example const { settled, left } = await settle(turn, opened);
 */
export async function settle(turn: TurnContext, opened: Opened): Promise<Settled> {
  const kept = opened.parts.orders;
  const { ledger } = turn.bot;
  const left = ledger ? await settlePlaced(ledger, kept) : kept;
  return { settled: kept.filter((order) => !left.includes(order)), left };
}

/**
 * The step: the dialog, once, on this attempt's ports (a staff conversation's fall back to the dispatch
 * credential); the outcome, and what the ports did.
 * @example const stepped = await step(turn, opened, read, settled);
 */
export async function step(
  turn: TurnContext,
  opened: Opened,
  read: TurnRead,
  settled: Settled,
): Promise<Stepped> {
  const { bot, request, effects } = turn;
  const ports = portsOfTurn(bot.ports[request.conversation.kind === 'slack-staff' ? 'staff' : 'customer'], {
    conversation: request.conversation,
    effects,
    kept: opened.state ? opened.parts.kept : undefined,
    known: settledIn(request.orderRecords ?? [], settled.settled),
    now: bot.now,
  });
  const outcome = await bot.engine.step(stepArgs(turn, opened, read), ports.deps);
  return { outcome, did: ports.did() };
}

/** What the dialog is told: the conversation, and the facts its channel knows (invariant texted-turn-carries-its-phone). */
function stepArgs({ bot, request, key }: TurnContext, opened: Opened, read: TurnRead): StepArgs {
  const staff = staffMentionOf(request.conversation);
  const promptPrefix = promptPrefixOf(request.conversation);
  const texter = request.phone;
  return {
    conversationKey: key,
    requesters: requestersOf(request.conversation),
    state: opened.state,
    expired: opened.loaded.expired,
    session: read.session,
    input: request.input,
    earlierReplies: opened.recent.flatMap((answered) => answered.replies as Reply[]),
    ...(staff ? { staff } : {}),
    ...(texter ? { sender: senderPhone(texter) } : {}),
    // A turn from a phone texting comes with its phone: the phone is the conversation's only one.
    channel: {
      textsFromPhone: texter !== undefined,
      ...(request.words ? { wording: request.words } : {}),
      ...(promptPrefix ? { promptPrefix } : {}),
    },
    language: read.language,
    languages: bot.languages ?? LANGUAGES,
  };
}
