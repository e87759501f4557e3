/**
 * How people reach a flow (step.ts `Flow.openings`, `Flow.menu`): a channel's entry point by its word,
 * typed words, and an option of the menu. The engine opens what a flow declares here (invariant engine-names-no-flow).
 */

import { inWords, type Wording, type Words } from '../words';
import type { ChannelFacts } from './channel-facts';
import type { StepDeps } from './deps';
import type { FlowId, OpeningWord, Reply, ReplyOption, Session } from './types';

/** What an opening `onTop` is told of the conversation it is opened on. */
export interface Below {
  /** The work in progress (`held`), summed up. */
  held?: Reply;
  /** The replies of the last few turns, oldest first (a closed prompt is the person's answer, echoed; invariant delivered-answer-keeps-its-words). */
  recent: readonly Reply[];
}

/**
 * A channel's entry point to a flow, by its word (an `open` input):
 * - 'push': drops the flows above the bottom (never a held one) and pushes this flow; with `onTop`,
 *   it drops nothing and pushes this flow on whatever is going on (a hand-off, a reminder), which is
 *   asked again when it ends (a frame of this flow already on the stack is replaced);
 * - 'show': answers with replies, touching nothing of the conversation;
 * - 'answer': answers this flow's first question, when it is the bottom with nothing above; with no
 *   order id the conversation resumes where it was.
 */
export type Opening<X = unknown> = {
  /** What the word does, for a channel's help list ("your recent orders"). */
  does?: Wording;
  /**
   * Other words people type for it (`/laundry reschedule 5001`, and queued items of older releases):
   * understood, never offered.
   */
  synonyms?: OpeningWord[];
  /**
   * Whether it can be opened in this deployment (a hand-off needs someone to hand to); without it,
   * always. One that cannot is neither offered nor opened: it is as if no flow declared its word.
   */
  when?(deps: StepDeps<X>, channel: ChannelFacts): boolean;
} & (
  | {
      kind: 'push';
      word: OpeningWord;
      /** How the question on screen shows as answered. */
      label: Wording;
      /** `typed`: the arguments its typed words gave (`TypedOpening.args`), for a flow pushed on top. */
      args?(orderId: number | undefined, below: Below, by?: string, typed?: unknown): unknown;
      /**
       * Pushed on whatever is open, which it keeps (held work too), from any flow: a flow that steps
       * aside and back (a relay) and hands no result down.
       */
      onTop?: true;
      /** Opened by the bot itself (a reminder), never by a person: no channel offers its word. */
      byBot?: true;
      /**
       * Typed at any step ("change 5001"): a pattern whose first group, if it has one, is the order id; or a
       * reader of the whole message ("can you move my pickup for order 5001"), which gives the order id
       * and the flow's arguments (then pushed instead of `args`'s).
       */
      typed?: RegExp | ((text: string) => TypedOpening | undefined);
      /**
       * Said when it is typed where it cannot be opened (`when` is false), instead of taking the words
       * as the answer (invariant whole-message-command-wins).
       */
      unavailable?: Wording;
    }
  | {
      kind: 'show';
      word: OpeningWord;
      signedOut: Wording;
      replies(deps: StepDeps<X>, session: Session, today: string, words: Words): Promise<Reply[]>;
      /**
       * Words that show it from any question above the bottom ("my orders" at a reminder's question); at
       * the bottom, the bottom flow's own question reads them (invariant whole-message-command-wins).
       */
      typed?: (text: string) => TypedOpening | undefined;
    }
  | {
      kind: 'answer';
      word: OpeningWord;
      answer(orderId: number): string;
      label(orderId: number, words: Words): string;
      /** Said when something is open above the bottom. */
      busy(orderId: number, words: Words): string;
      signedOut(orderId: number, words: Words): string;
    }
);

/** What a reader of typed words (`Opening.typed`) made of a message that opens its flow. */
export interface TypedOpening {
  orderId?: number;
  /** The flow's arguments, as the words gave them. */
  args?: unknown;
}

/** A flow's menu option as shown, its label in `words`. */
export function menuOption({ option }: MenuEntry, words: Words): ReplyOption {
  const { label, detail, ...rest } = option;
  return {
    ...rest,
    label: inWords(label, words),
    ...(detail === undefined ? {} : { detail: inWords(detail, words) }),
    intent: true as const,
  };
}

/** True when `word` opens `opening`: its word, or one of its synonyms. */
export function opensWith<X>(opening: Opening<X>, word: OpeningWord): boolean {
  return opening.word === word || (opening.synonyms?.includes(word) ?? false);
}

/** A flow's option on the menu, and what typed at the menu opens it without naming the option. */
export interface MenuEntry {
  /** Place on the menu, lowest first ("same as last time", the menu's own option, is 2). */
  position: number;
  /** Its label and detail in the person's language: `(words) => words.t(…)` (a plain string is said as it is). */
  option: {
    value: string;
    label: Wording;
    role: 'primary' | 'choice';
    detail?: Wording;
    synonyms: string[];
  };
  args?: unknown;
  /**
   * A typed answer of the menu `read` takes opens the flow with the arguments it gives ("do you sell
   * detergent?"); undefined: not this flow's. `first`: read before the options' words (the menu step
   * reads it first: invariant step-reads-its-own-first), for text that says more than the option it
   * names, or that the options' words would read as another ("move pickup to saturday morning",
   * "show me my orders": My orders). `carries`: whether the text is the flow's request too, read as the
   * answer to its first question ("change my detergent to hypoallergenic": invariant request-waits-its-turn),
   * whether `read` or `existing` opened it ("set hypoallergenic detergent as my default").
   */
  typed?: { read(text: string): object | undefined; first?: true; carries?(text: string): boolean };
  /**
   * Whole answers at the menu that mean another flow, though this option's label shares their word
   * ("notes": the notes themselves, not "Preferences and notes"): read before the options are. `read`:
   * such an answer in own words, with the arguments it opens the flow with ("quiero dejar una nota: ...").
   */
  means?: { words: string[]; flow: FlowId; read?(text: string): object | undefined };
  /**
   * What a reply that changes, moves, cancels or looks at something already there says of this flow's
   * things, wherever its words stand (invariant change-never-a-new-order): `'named'` when it names one of
   * them ("I gotta change my pickup day": My orders), `'changed'` when it only says a change ("change it").
   */
  existing?(text: string): 'named' | 'changed' | undefined;
  /**
   * What a reply picking this option also says for the flow's later questions, as arguments it is opened
   * with ("new order, pick up tomorrow at 8": the pickup's day and time); `{}` when it speaks of them but
   * carries nothing; undefined when it does not speak of them. A reply it reads is never cut at the menu.
   */
  saysAhead?(text: string): object | undefined;
  /**
   * Whether a reply picking this option whole says parts for the flow's later questions beside the option
   * ("Start new order. Pick up at the 21st St place"): carried as the flow's request (invariant
   * request-waits-its-turn), whose parts its first question does not read are kept for the questions that
   * read them (`Flow.keepsAhead`, invariant rest-kept-for-its-question). A reply cut at the menu ("new
   * order, 2 bags") leaves its rest to the flow it opened instead.
   */
  keepsRequest?(text: string): boolean;
  /** The entry starts something new (a new order): never opened by a reply `existing` reads. */
  fresh?: true;
}
