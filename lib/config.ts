/**
 * The environment, read once and validated. Everything below `functions/` and `infra/local` calls
 * `loadConfig()` at start and passes the pieces down; nothing else reads `process.env`.
 * Every variable is documented in `.env.example`.
 */
import { z } from 'zod';

const urlEndingIn = (suffix: string) =>
  z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .refine((url) => url.endsWith(suffix), `must end in ${suffix}`);

const positiveInt = z.coerce.number().int().positive();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone as people write one: an optional +, then 7 to 15 digits with spaces, dots, dashes, parentheses. */
const PHONE = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/;

const envSchema = z.object({
  LAUNDRY_API_URL: urlEndingIn('/api/v1/common'),
  LAUNDRY_AUTH_URL: urlEndingIn('/api/v1/auth'),
  LAUNDRY_BUSINESS_ID: positiveInt,
  LAUNDRY_TIMEOUT_MS: positiveInt.default(8000),
  LAUNDRY_GET_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LAUNDRY_DEFAULT_TURNAROUND_HOURS: positiveInt.default(48),
  TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((zone) => {
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
  BUSINESS_NAME: z.string().trim().min(1).max(80).default('Laundry'),
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
  SLACK_API_URL: z.url({ protocol: /^https?$/ }).default('https://slack.com/api/'),
  SLACK_APP_TOKEN: z.string().startsWith('xapp-', 'must be an app-level token (xapp-…)').optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  QUEUE_URL: z.url().optional(),
  QUEUE_MAX_RECEIVES: z.coerce.number().int().min(1).max(10).default(3),
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
});

export interface LaundryClientConfig {
  apiUrl: string;
  authUrl: string;
  timeoutMs: number;
  getRetries: number;
}

/**
 * The business's Slack app: present when its bot token and bot user id are set. The signing secret is
 * the HTTP handler's alone (requireSlack): the worker, which only posts, never holds it.
 */
export interface SlackConfig {
  signingSecret: string | undefined;
  botToken: string;
  botUserId: string;
  botId: string | undefined;
  /**
   * The one workspace (and app, and Enterprise Grid org if any) this deployment serves: a request from
   * any other is refused (installation.ts), and only this team's admins manage channel links.
   */
  teamId: string;
  appId: string;
  enterpriseId: string | undefined;
  /** How long a channel's company account link lasts before it must be made again. */
  channelLinkDays: number;
  /** The Web API's base URL (a local recorder in tests). */
  apiUrl: string;
  /** Socket Mode, for `npm run dev:slack` only. */
  appToken: string | undefined;
}

/** The business's Twilio account: present when its SID and auth token are set. */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  /** The Messages API's base (a local recorder in tests). */
  apiUrl: string;
  /**
   * The webhook's public URL exactly as configured at Twilio (it is what Twilio signs); when unset it is
   * rebuilt from the request (API Gateway's domain and path).
   */
  webhookUrl: string | undefined;
  /** Where a person texting gets help, a phone or an e-mail: HELP must name one (carriers require it). */
  supportContact: string;
}

export interface QueueConfig {
  /** The SQS FIFO queue's URL; absent where the in-process queue is used (local stack, tests). */
  url: string | undefined;
  /** The redrive policy's maxReceiveCount: on the last receive a failing turn tells the person. */
  maxReceives: number;
}

/** Who the business's support staff are, and what they act with when a customer's sign-in is gone. */
export interface StaffConfig {
  /** Slack user ids of the staff. */
  slackUserIds: string[];
  /** A Slack user group whose members are staff too. */
  slackUsergroupId: string | undefined;
  /**
   * GAP: the seed knows one credential, the customer's bearer token, and shows no token lifetime or
   * scopes. Reading: a business may hold a dispatch credential the service accepts for its customers'
   * orders; staff act with it only where the customer's own sign-in is gone.
   */
  dispatchToken: string | undefined;
}

export interface Config {
  laundry: LaundryClientConfig;
  businessId: number;
  defaultTurnAroundHours: number;
  timeZone: string;
  conversationIdleSeconds: number;
  /** A sign-in unused this long asks for a new code before an order is placed or changed. */
  signInIdleMs: number;
  dynamo: { tableName: string; endpoint: string | undefined; region: string };
  /** AES-256-GCM key for the customers' bearer tokens; absent only where the local stack makes one. */
  tokenEncryptionKey: Buffer | undefined;
  /**
   * The token keys used before the current one, oldest first: what they sealed still opens (a rotation
   * signs nobody out), and phone fingerprints come from the first (see lib/store/token-cipher.ts).
   */
  previousTokenKeys: Buffer[];
  /** The laundry business's name, as the bot introduces it. */
  businessName: string;
  slack: SlackConfig | undefined;
  sms: SmsConfig | undefined;
  queue: QueueConfig;
  staff: StaffConfig;
  /** Minutes before a pickup or delivery window its reminder goes out. */
  reminderLeadMinutes: number;
  /** EventBridge Scheduler's settings for reminders; absent where the local stack's timers are used. */
  reminders: { groupName: string; roleArn: string; queueArn: string } | undefined;
}

/** A configuration error that names every bad variable (never its value: some are secrets). */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the configuration.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty value is no value: a deployment template writes "" for a setting a business leaves out.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const slackParts = [e.SLACK_BOT_TOKEN, e.SLACK_BOT_USER_ID, e.SLACK_TEAM_ID, e.SLACK_APP_ID];
  if (Boolean(e.TWILIO_ACCOUNT_SID) !== Boolean(e.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: set both, or none']);
  }
  if (e.TWILIO_ACCOUNT_SID && !e.SUPPORT_CONTACT) {
    throw new ConfigError(['SUPPORT_CONTACT: required with SMS (HELP must name a support contact)']);
  }
  const reminderParts = [e.REMINDER_SCHEDULE_GROUP, e.REMINDER_ROLE_ARN, e.QUEUE_ARN];
  if (reminderParts.some(Boolean) && !reminderParts.every(Boolean)) {
    throw new ConfigError(['REMINDER_SCHEDULE_GROUP, REMINDER_ROLE_ARN, QUEUE_ARN: set all three, or none']);
  }
  if (slackParts.some(Boolean) && !slackParts.every(Boolean)) {
    throw new ConfigError([
      'SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID: set all four, or none',
    ]);
  }
  if (e.SLACK_SIGNING_SECRET && !slackParts.every(Boolean)) {
    throw new ConfigError([
      'SLACK_SIGNING_SECRET: needs SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID and SLACK_APP_ID',
    ]);
  }
  return {
    laundry: {
      apiUrl: e.LAUNDRY_API_URL,
      authUrl: e.LAUNDRY_AUTH_URL,
      timeoutMs: e.LAUNDRY_TIMEOUT_MS,
      getRetries: e.LAUNDRY_GET_RETRIES,
    },
    businessId: e.LAUNDRY_BUSINESS_ID,
    defaultTurnAroundHours: e.LAUNDRY_DEFAULT_TURNAROUND_HOURS,
    timeZone: e.TIME_ZONE,
    conversationIdleSeconds: e.CONVERSATION_IDLE_HOURS * 3600,
    signInIdleMs: e.SIGN_IN_IDLE_DAYS * 24 * 3600_000,
    dynamo: { tableName: e.DYNAMODB_TABLE, endpoint: e.DYNAMODB_ENDPOINT, region: e.AWS_REGION },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, 'base64') : undefined,
    previousTokenKeys: e.TOKEN_ENCRYPTION_KEYS_PREVIOUS.map((key) => Buffer.from(key, 'base64')),
    businessName: e.BUSINESS_NAME,
    slack:
      e.SLACK_BOT_TOKEN && e.SLACK_BOT_USER_ID && e.SLACK_TEAM_ID && e.SLACK_APP_ID
        ? {
            signingSecret: e.SLACK_SIGNING_SECRET,
            botToken: e.SLACK_BOT_TOKEN,
            botUserId: e.SLACK_BOT_USER_ID,
            botId: e.SLACK_BOT_ID,
            teamId: e.SLACK_TEAM_ID,
            appId: e.SLACK_APP_ID,
            enterpriseId: e.SLACK_ENTERPRISE_ID,
            channelLinkDays: e.CHANNEL_LINK_DAYS,
            apiUrl: e.SLACK_API_URL.endsWith('/') ? e.SLACK_API_URL : `${e.SLACK_API_URL}/`,
            appToken: e.SLACK_APP_TOKEN,
          }
        : undefined,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.SUPPORT_CONTACT
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
            webhookUrl: e.SMS_WEBHOOK_URL,
            supportContact: e.SUPPORT_CONTACT,
          }
        : undefined,
    queue: { url: e.QUEUE_URL, maxReceives: e.QUEUE_MAX_RECEIVES },
    staff: {
      slackUserIds: e.STAFF_SLACK_USER_IDS,
      slackUsergroupId: e.STAFF_SLACK_USERGROUP_ID,
      dispatchToken: e.STAFF_DISPATCH_TOKEN,
    },
    reminderLeadMinutes: e.REMINDER_LEAD_MINUTES,
    reminders:
      e.REMINDER_SCHEDULE_GROUP && e.REMINDER_ROLE_ARN && e.QUEUE_ARN
        ? { groupName: e.REMINDER_SCHEDULE_GROUP, roleArn: e.REMINDER_ROLE_ARN, queueArn: e.QUEUE_ARN }
        : undefined,
  };
}

/** The configuration with its token key, for what runs turns (the worker): an error names what is missing. */
export function requireTokenKey(config: Config): Config & { tokenEncryptionKey: Buffer } {
  const { tokenEncryptionKey } = config;
  if (!tokenEncryptionKey) throw new ConfigError(['TOKEN_ENCRYPTION_KEY: required']);
  return { ...config, tokenEncryptionKey };
}

/** The Slack app's settings with its signing secret, for the Slack handler (and Socket Mode). */
export function requireSlack(config: Config): SlackConfig & { signingSecret: string } {
  const slack = config.slack;
  if (!slack?.signingSecret)
    throw new ConfigError([
      'SLACK_SIGNING_SECRET, SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID: required',
    ]);
  return { ...slack, signingSecret: slack.signingSecret };
}

/** The Twilio account's settings, for the SMS handler and the worker. */
export function requireSms(config: Config): SmsConfig {
  if (!config.sms) throw new ConfigError(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: required']);
  return config.sms;
}

/** The SQS queue's URL, for the handlers that enqueue in AWS. */
export function requireQueueUrl(config: Config): string {
  if (!config.queue.url) throw new ConfigError(['QUEUE_URL: required']);
  return config.queue.url;
}
