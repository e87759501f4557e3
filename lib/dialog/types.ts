/**
 * The dialog's vocabulary: what comes in (one input a turn), what goes out (channel-neutral replies),
 * and the state kept between turns. The state has a zod schema because it comes back from storage:
 * whatever is stored must parse before the engine trusts it.
 */
import { z } from 'zod';

// ── Input ──────────────────────────────────────────────────────────────────────────────────────────

export const COMMANDS = ['help', 'back', 'restart', 'summary', 'nevermind'] as const;
export type Command = (typeof COMMANDS)[number];

/** One thing the person did: typed text, picked option(s) of a prompt, or a command (a button). */
export type DialogInput =
  | { type: 'text'; text: string }
  | { type: 'choice'; promptId: string; values: string[] }
  | { type: 'command'; command: Command };

// ── Replies ────────────────────────────────────────────────────────────────────────────────────────

export interface ReplyOption {
  value: string;
  label: string;
  /** A second line: fee, description, provider. */
  detail?: string;
  /** For a time window: its bounds, so a channel can show them in the reader's own zone. */
  window?: { startTime: string; endTime: string };
}

/** What the bot says. A channel renders these; no channel needs to know which step produced them. */
export type Reply =
  | { type: 'text'; text: string; tone?: 'info' | 'warning' | 'success' }
  | {
      type: 'prompt';
      promptId: string;
      /** single: pick one; multi: pick several (or none when `optional`); text: type an answer; confirm: the summary's decision. */
      kind: 'single' | 'multi' | 'text' | 'date' | 'confirm';
      text: string;
      /** One line on what this step accepts, shown under the prompt. */
      hint: string;
      options: ReplyOption[];
      /** For kind 'date': the first and last selectable day, `YYYY-MM-DD`. */
      range?: { min: string; max: string };
    }
  | { type: 'summary'; title: string; lines: { label: string; value: string }[] };

export type PromptReply = Extract<Reply, { type: 'prompt' }>;

// ── State ──────────────────────────────────────────────────────────────────────────────────────────

const windowChoiceSchema = z.object({
  id: z.number(),
  provider: z.enum(['OWN_DRIVER', 'ON_DEMAND']),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  feeInCents: z.number(),
  providerName: z.string(),
});
export type WindowChoice = z.infer<typeof windowChoiceSchema>;

const serviceChoiceSchema = z.object({
  servicePriceId: z.number(),
  name: z.string(),
  /** undefined until asked (or when the service has no modifiers, set to []). */
  modifierIds: z.array(z.number()).optional(),
  modifierNames: z.array(z.string()).optional(),
  /** undefined until asked; '' when skipped. */
  notes: z.string().optional(),
});
export type ServiceChoice = z.infer<typeof serviceChoiceSchema>;

/**
 * The order being put together. A field left undefined has not been answered yet: the engine asks
 * the first step whose field is undefined, which is what makes "back", "edit from the summary",
 * "same as last time" and "resume after signing in again" all the same mechanism.
 */
export const draftSchema = z.object({
  addressId: z.number().optional(),
  store: z.object({ id: z.number(), name: z.string(), address: z.string() }).optional(),
  categories: z.array(z.enum(['LAUNDRY', 'DRY_CLEANING'])).optional(),
  services: z.array(serviceChoiceSchema).optional(),
  bagCount: z.number().optional(),
  pickupDay: z.string().optional(),
  pickupWindow: windowChoiceSchema.optional(),
  returnMethod: z.enum(['IN_STORE_PICKUP', 'DELIVERY']).optional(),
  returnDay: z.string().optional(),
  returnWindow: windowChoiceSchema.optional(),
  /** 0 = one time; 1, 2, 4 = every so many weeks. */
  interval: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]).optional(),
  /** '' = no card on file (the seed: left empty). */
  paymentToken: z.string().optional(),
  paymentLabel: z.string().optional(),
  courierTip: z.number().optional(),
  promoCode: z.string().optional(),
  hangDry: z.boolean().optional(),
  hangDryInstructions: z.string().optional(),
  orderNotes: z.string().optional(),
  /** Set when the summary is shown; one confirmation id can place at most one order. */
  confirmationId: z.string().optional(),
});
export type Draft = z.infer<typeof draftSchema>;

const signUpSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  optOutMarketingSms: z.boolean().optional(),
  isCommercial: z.boolean().optional(),
  isInvoicingEnabled: z.boolean().optional(),
  businessName: z.string().optional(),
  /** True once the customer was created (the service texted a code). */
  created: z.boolean().optional(),
});
export type SignUp = z.infer<typeof signUpSchema>;

const catalogSchema = z.object({
  addresses: z.array(z.object({ id: z.number(), label: z.string(), googlePlacesId: z.string() })).optional(),
  services: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string(),
        modifiers: z.array(z.object({ id: z.number(), name: z.string() })),
      }),
    )
    .optional(),
  paymentMethods: z
    .array(z.object({ token: z.string(), label: z.string(), isDefault: z.boolean() }))
    .optional(),
  windows: z.record(z.string(), z.array(windowChoiceSchema)).optional(),
  turnAroundInHours: z.number().optional(),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const dialogStateSchema = z.object({
  v: z.literal(1),
  /** 'sign-in' / 'sign-up' until a session exists; 'order' while an order is put together; 'idle' between orders. */
  flow: z.enum(['sign-in', 'sign-up', 'order', 'idle']),
  /** The question on screen: its id (stale answers are recognized by it), its step and options. */
  prompt: z
    .object({
      id: z.string(),
      step: z.string(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    })
    .optional(),
  /** Steps answered in this flow, newest last, for "back". */
  history: z.array(z.string()),
  misses: z.number(),
  signIn: z.object({
    phoneNumber: z.string().optional(),
    otpAttempts: z.number(),
    lockedUntil: z.string().optional(),
    signUp: signUpSchema.optional(),
    /** Set when a sign-in interrupted an order (expired token): the order flow resumes after it. */
    resumeOrder: z.boolean().optional(),
  }),
  draft: draftSchema,
  catalog: catalogSchema,
  /** Set when the draft was prefilled from the ledger ("same as last time"). */
  reorderOf: z.number().optional(),
  /** The customer's last placed order: undefined until looked up in the ledger, null when there is none. */
  lastOrderId: z.number().nullable().optional(),
});
export type DialogState = z.infer<typeof dialogStateSchema>;

/** The signed-in customer, held outside the state (the token is stored encrypted, apart). */
export interface Session {
  serviceCustomerId: number;
  token: string;
}
