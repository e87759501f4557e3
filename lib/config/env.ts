/**
 * The environment variables the configuration is read from, each with its type, default and limits.
 * Every variable is documented in `.env.example` and the configuration table of docs/operating.md.
 */
import '../zod-jitless';
import * as z from 'zod';
import { readEntries } from '../words/glossary';
import { LANGUAGES } from '../words/language';
import { CHANNEL_PARTS } from './channel-parts.cjs';

const urlEndingIn = (suffix: string) =>
  z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .refine((url) => url.endsWith(suffix), `must end in ${suffix}`);

/** An https URL only: what a web page links to or loads (never http:, javascript: or data:). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

/** A language the bot speaks. */
const LANGUAGE = z.enum(LANGUAGES, { error: 'must be language codes (en, es), comma-separated' });

/** A channel a business can serve customers on. */
export type Channel = keyof typeof CHANNEL_PARTS;
const isChannel = (name: string): name is Channel => Object.hasOwn(CHANNEL_PARTS, name);

const positiveInt = z.coerce.number().int().positive();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone as people write one: an optional +, then 7 to 15 digits with spaces, dots, dashes, parentheses. */
const PHONE = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

export const envSchema = z.object({
  LAUNDRY_API_URL: urlEndingIn('/api/v1/common'),
  LAUNDRY_AUTH_URL: urlEndingIn('/api/v1/auth'),
  LAUNDRY_BUSINESS_ID: positiveInt,
  LAUNDRY_TIMEOUT_MS: positiveInt.default(8000),
  LAUNDRY_GET_RETRIES: z.coerce.number().int().min(0).max(8).default(5),
  LAUNDRY_DEFAULT_TURNAROUND_HOURS: positiveInt.default(48),
  TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((zone) => {
      // The list is cheap; a formatter loads the zone data (some 17 ms of every function's cold
      // start), so only a zone the list does not name (an alias such as US/Eastern) pays for it.
      if (Intl.supportedValuesOf('timeZone').includes(zone)) return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/New_York'),
  CONVERSATION_IDLE_HOURS: positiveInt.default(24),
  DYNAMODB_TABLE: z.string().min(3),
  DYNAMODB_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  TOKEN_ENCRYPTION_KEY: z
    .base64()
    .refine((key) => Buffer.from(key, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  TOKEN_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .default('')
    .transform((list) => list.split(/[\s,]+/).filter(Boolean))
    .refine(
      (keys) =>
        keys.every((key) => /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length === 32),
      'must be 32-byte keys, base64, comma-separated',
    ),
  /**
   * The channels the business serves customers on (the business file's `channels`): `slack`, `sms`, or
   * both, comma-separated. Each one named needs its settings; one not named is off, whatever else is set.
   * Unset (the local stack, the tests): each channel whose settings are given.
   */
  CHANNELS: z
    .string()
    .transform((list, ctx) => {
      const named = [
        ...new Set(
          list
            .toLowerCase()
            .split(/[\s,]+/)
            .filter(Boolean),
        ),
      ];
      if (named.length > 0 && named.every(isChannel)) return named;
      ctx.addIssue({ code: 'custom', message: 'must name slack, sms or both, comma-separated' });
      return z.NEVER;
    })
    .optional(),
  BUSINESS_NAME: z.string().trim().min(1).max(80).default('Laundry'),
  /** The languages the business offers, the first its own (staff's, and the default): `en,es`, or `en` alone. */
  LANGUAGES: z
    .string()
    .default('en,es')
    .transform((list) => [
      ...new Set(
        list
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.tuple([LANGUAGE], LANGUAGE, { error: 'must name at least one language (en, es), comma-separated' }),
    ),
  /**
   * The business's own words for the service's names in Spanish, added to the glossary's default laundry
   * vocabulary (lib/words/glossary.ts): "English = Spanish" entries, one a line or separated by ";".
   */
  GLOSSARY: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const read = readEntries(text);
      if ('entries' in read) return read.entries;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }),
  /** The business's web pages (the Add to Slack pages): its logo, where to get help, its privacy policy. */
  BUSINESS_LOGO_URL: httpsUrl.optional(),
  BUSINESS_SUPPORT_URL: z
    .string()
    .trim()
    .refine(
      (value) => EMAIL.test(value) || httpsUrl.safeParse(value).success,
      'must be an https URL or an e-mail address',
    )
    .transform((value) => (EMAIL.test(value) ? `mailto:${value}` : value))
    .optional(),
  BUSINESS_PRIVACY_URL: httpsUrl.optional(),
  SLACK_SIGNING_SECRET: z.string().min(8).optional(),
  SLACK_BOT_TOKEN: z.string().startsWith('xoxb-', 'must be a bot token (xoxb-…)').optional(),
  SLACK_BOT_USER_ID: z
    .string()
    .regex(/^[UW][A-Z0-9]+$/, 'must be a Slack user id (U…)')
    .optional(),
  SLACK_BOT_ID: z
    .string()
    .regex(/^B[A-Z0-9]+$/, 'must be a Slack bot id (B…)')
    .optional(),
  SLACK_TEAM_ID: z
    .string()
    .regex(/^T[A-Z0-9]+$/, 'must be a Slack team id (T…)')
    .optional(),
  SLACK_APP_ID: z
    .string()
    .regex(/^A[A-Z0-9]+$/, 'must be a Slack app id (A…)')
    .optional(),
  SLACK_ENTERPRISE_ID: z
    .string()
    .regex(/^E[A-Z0-9]+$/, 'must be a Slack enterprise id (E…)')
    .optional(),
  SLACK_CLIENT_ID: z
    .string()
    .regex(/^\d+\.\d+$/, 'must be a Slack client id (digits.digits)')
    .optional(),
  SLACK_CLIENT_SECRET: z.string().min(16).optional(),
  SLACK_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://slack.com/oauth/v2/authorize'),
  SLACK_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  SLACK_API_URL: z.url({ protocol: /^https?$/ }).default('https://slack.com/api/'),
  SLACK_APP_TOKEN: z.string().startsWith('xapp-', 'must be an app-level token (xapp-…)').optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_AUTH_TOKEN_SECONDARY: z.string().min(16).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-f]{32}$/, 'must be a Twilio Messaging Service SID (MG…)')
    .optional(),
  /**
   * Whether the Messaging Service's Advanced Opt-Out has the Spanish keywords (PARA, FIN, BAJA…) as
   * custom keywords: only then are they acted on (`true` or `false`).
   */
  TWILIO_SPANISH_KEYWORDS: z.stringbool({ error: 'must be true or false' }).default(false),
  SMS_STATUS_CALLBACK_URL: urlEndingIn('/sms/status').optional(),
  SUPPORT_CONTACT: z
    .string()
    .trim()
    .max(60)
    .refine(
      (contact) => EMAIL.test(contact) || PHONE.test(contact),
      'must be an e-mail address or a phone number',
    )
    .optional(),
  SIGN_IN_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Sign-ups (new accounts, each texted a code) the business takes a UTC day from every workspace and
   * channel together (invariant sign-ups-capped-per-business): well above a laundry's new customers of a
   * day, and two workspaces' caps; anyone may install the app, so workspaces' caps alone bound nothing.
   */
  SIGN_UPS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(200),
  /**
   * Whether what people type that the bot does not understand is kept, masked, for 30 days (the
   * business's opt-in, lib/store/missed-replies.ts; docs/operating.md): `true` or `false`, off by default.
   */
  KEEP_MISSED_REPLIES: z.stringbool({ error: 'must be true or false' }).default(false),
  QUEUE_URL: z.url().optional(),
  QUEUE_MAX_RECEIVES: z.coerce.number().int().min(1).max(10).default(5),
  STAFF_SLACK_USER_IDS: z
    .string()
    .default('')
    .transform((list) => list.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[UW][A-Z0-9]+$/, 'must be Slack user ids (U…), comma-separated'))),
  STAFF_SLACK_USERGROUP_ID: z
    .string()
    .regex(/^S[A-Z0-9]+$/, 'must be a Slack user group id (S…)')
    .optional(),
  STAFF_DISPATCH_TOKEN: z.string().min(8).optional(),
  STAFF_CHANNEL_ID: z
    .string()
    .regex(/^[CG][A-Z0-9]+$/, 'must be a Slack channel id (C…)')
    .optional(),
  STAFFED_HOURS: z
    .string()
    .refine(
      (hours) =>
        /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/.test(hours) && hours.slice(0, 5) < hours.slice(6),
      'must be HH:MM-HH:MM, opening before closing, like 08:00-18:00',
    )
    .default('08:00-18:00')
    .transform((hours) => ({ opens: hours.slice(0, 5), closes: hours.slice(6) })),
  HANDOFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  REMINDER_LEAD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  CHANNEL_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REMINDER_SCHEDULE_GROUP: z
    .string()
    .regex(/^[0-9a-zA-Z-_.]{1,64}$/)
    .optional(),
  REMINDER_ROLE_ARN: z.string().startsWith('arn:').optional(),
  QUEUE_ARN: z.string().startsWith('arn:').optional(),
  /** The standard SQS queue a reminder Scheduler gave up on goes to (infra/resources.yml ReminderDeadLetterQueue). */
  REMINDER_DEAD_LETTER_ARN: z.string().startsWith('arn:').optional(),
});
