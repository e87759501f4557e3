/**
 * A conversation bound to its channel adapter: the one place where a conversation's kind picks the
 * adapter (and a queued turn's reply target is matched to it), so no adapter checks what it was given.
 */
import type { Conversation } from '../conversation/conversation';
import type { TurnResult, TurnWording } from '../conversation/turn';
import type { LoadedConversation } from '../store/conversation-store';
import type { ChannelAdapter, Channels, Intercepted } from './types';
import type { QueuedTurn, ReplyTarget } from './work';
import type { WorkingWay } from './working-sign';

/** A conversation and its adapter, with where a turn's replies go (undefined outside a turn: notices only). */
export interface Bound {
  conversation: Conversation;
  target: ReplyTarget | undefined;
  /** The phone the turn is told it texts from (a text's turn, staff opening a hand-off by SMS). */
  phone: string | undefined;
  words: TurnWording | undefined;
  /** Asks the person's locale, where their channel gives it (the turn asks only when it needs it). */
  locale: (() => Promise<string | undefined>) | undefined;
  /** Asks whether a person is in the conversation's channel now, where its channel lists members. */
  inChannel: ((userId: string) => Promise<boolean | undefined>) | undefined;
  keepsDecentHours: boolean;
  intercept(turn: { messageId: string; input: QueuedTurn['input'] }): Promise<Intercepted>;
  /** Delivers to `target`, replacing `working` (a sign the bot was working); nothing without a target. */
  deliver(messageId: string, result: TurnResult, working?: unknown): Promise<unknown>;
  /** How the channel shows, at `target`, that the bot is working on a message (invariant slow-turn-shows-working); undefined where it shows nothing. */
  working: WorkingWay | undefined;
  /** `under`: a message `progress` showed, said beneath it where the channel can (else as any notice). */
  notify(text: string, under?: unknown): Promise<void>;
  /** Says `text` as one message updated in place (`shown`: where it was said last); returns where it is now. */
  progress(text: string, shown: unknown): Promise<unknown>;
  apologize(): Promise<void>;
  /** The same conversation bound to where a turn the bot starts is answered (`loaded`: as its turn will read it); undefined when unreachable. */
  reach(texting: boolean, loaded: LoadedConversation): Promise<Bound | undefined>;
}

/**
 * Binds `conversation` to its channel's adapter, with `target` when the turn came from a message;
 * undefined when no adapter serves it (or the target is another channel's). `texting`: the turn came
 * from a text, and is told the phone it came from (invariant texted-turn-carries-its-phone).
 */
export function bind(
  channels: Channels,
  conversation: Conversation,
  target?: ReplyTarget,
  { texting = false }: { texting?: boolean } = {},
): Bound | undefined {
  switch (conversation.kind) {
    case 'sms':
      if (target && target.channel !== 'sms') return undefined;
      return channels.sms && bound(channels.sms, conversation, target, texting);
    case 'slack-own':
    case 'slack-staff':
    case 'slack-member':
    case 'slack-channel':
      if (target && target.channel !== 'slack') return undefined;
      return channels.slack && bound(channels.slack, conversation, target, texting);
    case 'console':
    case 'staff-thread':
      return undefined;
  }
}

function bound<C extends Conversation, T extends ReplyTarget>(
  adapter: ChannelAdapter<C, T>,
  conversation: C,
  target: T | undefined,
  texting: boolean,
): Bound {
  return {
    conversation,
    target,
    phone: texting && target ? adapter.phoneOf?.(target) : undefined,
    words: adapter.words,
    locale: target ? adapter.localeOf?.(conversation, target) : undefined,
    inChannel: adapter.inChannelOf?.(conversation),
    keepsDecentHours: adapter.keepsDecentHours === true,
    intercept: async (turn) =>
      target && adapter.intercept ? adapter.intercept(conversation, { ...turn, target }) : { handled: false },
    deliver: async (messageId, result, working) =>
      target
        ? adapter.deliver(
            conversation,
            { messageId, target, ...(working === undefined ? {} : { working }) },
            result,
          )
        : undefined,
    working: target && workingWay(adapter, conversation, target),
    notify: (text, under) => adapter.notify(conversation, text, under),
    progress: async (text, shown) => {
      if (adapter.progress) return adapter.progress(conversation, text, shown);
      await adapter.notify(conversation, text);
      return undefined;
    },
    apologize: async () => {
      if (target) await adapter.apologize(conversation, target);
    },
    async reach(texting, loaded) {
      const to = await adapter.reach(conversation, loaded);
      return to && bound(adapter, conversation, to, texting);
    },
  };
}

/** Whether what is sent on its own to `target` waits for decent hours (its adapter's say). */
export function waitsForDecentHours(channels: Channels, target: ReplyTarget | undefined): boolean {
  return target !== undefined && channels[target.channel]?.keepsDecentHours === true;
}

/** The adapter's way to show it is working at `target`, when it has one. */
function workingWay<C extends Conversation, T extends ReplyTarget>(
  adapter: ChannelAdapter<C, T>,
  conversation: C,
  target: T,
): WorkingWay | undefined {
  const { working, withdrawWorking } = adapter;
  if (!working || !withdrawWorking) return undefined;
  return {
    show: () => working.call(adapter, conversation, target),
    withdraw: (sign) => withdrawWorking.call(adapter, conversation, target, sign),
  };
}
