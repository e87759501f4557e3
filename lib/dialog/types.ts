/**
 * The dialog's vocabulary: what comes in (one input a turn), what goes out (channel-neutral replies),
 * and the state kept between turns. The state has a zod schema because it comes back from storage:
 * whatever is stored must parse before the engine trusts it.
 */
import * as z from 'zod';

// ── Input ──────────────────────────────────────────────────────────────────────────────────────────

/** `english`, `spanish`: the person's language switched ("english", "español"), the question asked again in it. */
export const COMMANDS = [
  'help',
  'back',
  'restart',
  'summary',
  'nevermind',
  'sign-out',
  'english',
  'spanish',
] as const;
export type Command = (typeof COMMANDS)[number];

/**
 * One thing the person did: typed text, picked option(s) of a prompt, a command (a button), or
 * `resume`: the person opened the conversation again (a terminal restarted), so the question on
 * screen is asked again instead of waiting for an answer to a question they cannot see.
 */
export type DialogInput =
  /**
   * `sentAt`: when the person sent it (epoch ms, the bot's clock: Twilio's arrival as the webhook
   * recorded it; Slack's texts carry none yet); a text typed before the question on screen was asked
   * is not its answer (lib/dialog/typed-before.ts). Absent: the terminal chat, the tests.
   */
  | { type: 'text'; text: string; sentAt?: number }
  | { type: 'choice'; promptId: string; values: string[] }
  | { type: 'command'; command: Command }
  | { type: 'resume' }
  /**
   * `byBot`: the bot opens it itself (a reminder); only such an input opens a `byBot` entry point.
   * `by`: a staff member opens it for the person (a hand-off from the staff desk).
   */
  | { type: 'open'; word: OpeningWord; orderId?: number; byBot?: true; by?: string }
  /** Support staff look up an order to act on: its number, or the customer's phone number. */
  | { type: 'staff'; query: string }
  /**
   * Someone on the other end of a relaying flow (step.ts `Relay`: a person of the business) says
   * `text` to the person, or with `end` hands the conversation back to the question below; with
   * `idleSince` too (epoch ms), only if nothing passed through the relay since (an idle hand-back).
   */
  /**
   * The other end of a relay speaks or ends it: `from` is who, and with `business` a person of it
   * (their first name), said as the person's language says "Alex at Spin City Laundry".
   */
  | { type: 'relay'; from: string; business?: string; text?: string; end?: true; idleSince?: number };

/**
 * The word of a channel's entry point (`/laundry orders`, an App Home button): a flow declares it
 * (step.ts `Opening`), and the engine looks it up in its registry. A word no flow declares (an old
 * button) is answered, never run.
 */
export type OpeningWord = string;

/**
 * Migration, for items queued by releases before the `open` input's word was named `word`: they
 * carried it as `flow`. Read once, when the item is parsed; nothing else knows the old field.
 */
function migrateOpenFlowField(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { flow, ...rest } = input as Record<string, unknown>;
  return rest.type === 'open' && rest.word === undefined && flow !== undefined
    ? { ...rest, word: flow }
    : input;
}

/** An input as it crosses a queue: parsed again before the engine sees it. */
export const dialogInputSchema: z.ZodType<DialogInput> = z.preprocess(
  migrateOpenFlowField,
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), text: z.string(), sentAt: z.number().optional() }),
    z.object({ type: z.literal('choice'), promptId: z.string().min(1), values: z.array(z.string()) }),
    z.object({ type: z.literal('command'), command: z.enum(COMMANDS) }),
    z.object({ type: z.literal('resume') }),
    z.object({
      type: z.literal('open'),
      word: z.string().min(1).max(40),
      orderId: z.number().int().positive().optional(),
      byBot: z.literal(true).optional(),
      by: z.string().min(1).max(80).optional(),
    }),
    z.object({ type: z.literal('staff'), query: z.string() }),
    z.object({
      type: z.literal('relay'),
      from: z.string().min(1).max(80),
      business: z.string().min(1).max(120).optional(),
      text: z.string().max(4000).optional(),
      end: z.literal(true).optional(),
      idleSince: z.number().optional(),
    }),
  ]),
);

/** A question, as a step asks it. */
export interface PromptSpec {
  kind: PromptKind;
  text: string;
  /** One line on what this step accepts (no numbering words: numbering is the channel's). */
  hint: string;
  options: ReplyOption[];
  /** For kind 'date': the first and last selectable day, `YYYY-MM-DD`. */
  range?: { min: string; max: string };
  /** For kind 'text': what was answered before, shown when the question is asked again ("back"). */
  current?: string;
}

// ── Replies ────────────────────────────────────────────────────────────────────────────────────────

/** What an option does: a plain answer, the main action, a destructive one, or a command. */
export type OptionRole = 'choice' | 'primary' | 'danger' | 'command';

/** A time window as data: the channel formats it in `timeZone` (or the reader's own zone). */
export interface WindowValue {
  startTime: string;
  endTime: string;
  timeZone: string;
}

export interface ReplyOption {
  value: string;
  /** Plain words, no numbering and no decorative characters (an SMS must stay GSM-7). */
  label: string;
  role: OptionRole;
  /** Other words that select this option ("weekly" for every week). */
  synonyms?: string[];
  /** A second line: fee, description, provider. */
  detail?: string;
  /** An amount option (a tip): a bare number typed here is an amount, not a position. */
  amountCents?: number;
  /** A time window option, and its delivery fee. */
  window?: WindowValue;
  feeCents?: number;
  /** A day option, `YYYY-MM-DD`. */
  day?: string;
  /** A how-often option: the weeks between pickups (0: once). */
  everyWeeks?: number;
  /** Opens something (a menu entry): words beyond its name are details of what it opens, not a change of it. */
  intent?: true;
  /** Means none of the others ("No extras"): "all" and "both" are the others. */
  none?: true;
  /**
   * What choosing it does, in the offering step's words ("This places the order with Spin City."):
   * a channel that asks before acting (Slack's pop-up) asks with these, and only where they are given.
   *
   * @invariant confirm-says-what-happens An "are you sure" names what the option does, and only the
   * step that offers it knows that; a channel never guesses it from the option's role.
   */
  confirm?: string;
}

export type PromptKind = 'single' | 'multi' | 'date' | 'text' | 'confirm';

/** A value of the summary as data, formatted by the channel. */
export type SummaryValue =
  | {
      type: 'text';
      text: string;
      /**
       * The same as the service wrote it, where `text` shows the service's names in the customer's
       * language: what staff read (a hand-off's brief).
       */
      own?: string;
    }
  /** `fee`: a fee, so zero reads `Free` (invariant money-reads-dollars-and-cents). */
  | { type: 'money'; cents: number; note?: string; fee?: boolean }
  | { type: 'window'; day: string; window: WindowValue; provider: string; feeCents: number };

/** What the bot says. A channel renders these; no channel needs to know which step produced them. */
export type Reply =
  | {
      type: 'text';
      text: string;
      tone?: 'info' | 'warning' | 'success';
      /**
       * Said only to the person who acted, outside the conversation's record (a click on an old menu):
       * Slack shows it as an ephemeral message; text channels show it like any other line.
       */
      aside?: boolean;
      /**
       * A person's names the text carries, as they typed them ("María"): shown whole on every channel,
       * where SMS would drop the accents GSM-7 lacks (gsm7.ts `fitGsm7`, invariant name-kept-whole).
       */
      names?: string[];
    }
  | ({ type: 'prompt'; promptId: string } & PromptSpec)
  /** The prompt `promptId` was answered with `answer`: a channel may replace its buttons by this. */
  | { type: 'closed'; promptId: string; answer: string }
  | { type: 'summary'; title: string; lines: { label: string; value: SummaryValue }[] };

export type PromptReply = Extract<Reply, { type: 'prompt' }>;
export type TextReply = Extract<Reply, { type: 'text' }>;

// ── State ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * A flow's id: its key in the engine's registry (registry.ts), any string to the engine (an app
 * names its own, e.g. lib/flows' `AppFlowId`). It is stored in saved stacks: a flow renamed has its
 * former id migrated by the registry's `migrate`; a stored frame naming no registered flow makes the
 * state unparseable.
 */
export type FlowId = string;

/** One option of the question on screen, as kept to read the next answer without asking again. */
const promptOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  role: z.enum(['choice', 'primary', 'danger', 'command']),
  synonyms: z.array(z.string()).optional(),
  detail: z.string().optional(),
  amountCents: z.number().optional(),
  window: z.object({ startTime: z.string(), endTime: z.string(), timeZone: z.string() }).optional(),
  feeCents: z.number().optional(),
  day: z.string().optional(),
  everyWeeks: z.number().optional(),
  intent: z.literal(true).optional(),
  none: z.literal(true).optional(),
});

export const promptStateSchema = z.object({
  id: z.string(),
  /** Depth of the frame that asked (0 = bottom of the stack) and its step. */
  depth: z.number(),
  step: z.string(),
  kind: z.enum(['single', 'multi', 'date', 'text', 'confirm']),
  options: z.array(promptOptionSchema),
  range: z.object({ min: z.string(), max: z.string() }).optional(),
  /**
   * False once a turn ended without showing this question (a failure, an interruption): a typed
   * answer then applies to nothing, and the question is asked again first.
   */
  shown: z.boolean(),
  /**
   * The options a reply was last read as with words left over, asked back ("“Every week”, right?"):
   * a yes now picks them, a no asks again (invariant reply-words-accounted-for).
   */
  suggested: z.array(z.string()).optional(),
  /**
   * The options a reply on a multi question was asked between ("Did you mean “Light starch” or “On
   * hanger”?"): "both", "all of them" now picks them all (invariant both-means-the-ones-asked).
   */
  among: z.array(z.string()).optional(),
  /**
   * When this question, with these options, was sent (epoch ms, the bot's clock at the turn's commit):
   * kept while it is asked again unchanged (lib/dialog/typed-before.ts).
   */
  askedAt: z.number().optional(),
});
export type PromptState = z.infer<typeof promptStateSchema>;

export const frameSchema = z.object({
  flow: z.string().min(1),
  /** The customer this frame belongs to (flows that need a session); checked after every sign-in. */
  owner: z.number().optional(),
  /** The flow's own slice of state, parsed by that flow's schema. */
  data: z.unknown(),
  /** Steps answered in this frame, oldest first: "back" revisits the one before the question on screen. */
  history: z.array(z.string()),
  /** A step asked again although it has an answer (back, "change something"); its answer is kept until replaced. */
  revisit: z.string().optional(),
  /**
   * What the person asked when this frame had no question on screen (a first message, before sign-in
   * is pushed above it): read as the answer to this frame's next question (invariant request-waits-its-turn).
   */
  request: z.string().optional(),
  /**
   * Parts of a request or of a reply's rest that no question read yet, each kept for the question of
   * this frame it names (`step`), offered to it once when it is asked (invariant rest-kept-for-its-question).
   */
  ahead: z.array(z.object({ step: z.string(), said: z.string() })).optional(),
});
export type Frame = z.infer<typeof frameSchema>;

export const STATE_VERSION = 2;

export const dialogStateSchema = z.object({
  v: z.literal(STATE_VERSION),
  /** Bottom first; the top frame is the flow being talked through. */
  stack: z.array(frameSchema).min(1),
  prompt: promptStateSchema.optional(),
  misses: z.number(),
});
export type DialogState = z.infer<typeof dialogStateSchema>;

/** The signed-in customer, held outside the state (the token is stored encrypted, apart). */
export interface Session {
  serviceCustomerId: number;
  token: string;
  /** The phone number signed in with, on the turn of the sign-in only (staff find customers by it). */
  phoneNumber?: string;
  /**
   * Unused for SIGN_IN_IDLE_DAYS: placing or changing an order asks for a new code first (by SMS the
   * phone number would otherwise be the only credential forever, and numbers are recycled).
   */
  idle?: true;
}
