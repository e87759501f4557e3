/**
 * The environment, read once and validated. Everything below `functions/` and `infra/local` calls
 * `loadConfig()` at start and passes the pieces down; nothing else reads `process.env`.
 * Every variable is documented in `.env.example`.
 */
import { CHANNEL_PARTS } from './config/channel-parts.cjs';
import { type Channel, envSchema } from './config/env';
import type { Config, SlackConfig, SlackOAuthConfig, SmsConfig } from './config/shapes';

export type {
  BusinessPage,
  Config,
  Language,
  LaundryClientConfig,
  QueueConfig,
  SlackConfig,
  SlackOAuthConfig,
  SmsConfig,
  StaffConfig,
} from './config/shapes';

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
  const channels = envSchema.shape.CHANNELS.safeParse(given.CHANNELS);
  // A channel the business does not serve is off: its settings are not read, whatever is set.
  const unserved = Object.entries(CHANNEL_PARTS).filter(
    ([channel]) => channels.success && channels.data && !channels.data.includes(channel as Channel),
  );
  const served = Object.fromEntries(
    Object.entries(given).filter(([name]) => !unserved.some(([, parts]) => parts.variables.test(name))),
  );
  const parsed = envSchema.safeParse(served);
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
  const oauth = e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET;
  if (Boolean(e.SLACK_CLIENT_ID) !== Boolean(e.SLACK_CLIENT_SECRET)) {
    throw new ConfigError(['SLACK_CLIENT_ID, SLACK_CLIENT_SECRET: set both, or none']);
  }
  if (oauth && (e.SLACK_BOT_TOKEN || e.SLACK_BOT_USER_ID)) {
    throw new ConfigError([
      "SLACK_BOT_TOKEN, SLACK_BOT_USER_ID: with SLACK_CLIENT_ID each workspace's bot comes from its installation; unset them",
    ]);
  }
  if (oauth && !(e.SLACK_TEAM_ID && e.SLACK_APP_ID)) {
    throw new ConfigError([
      "SLACK_TEAM_ID, SLACK_APP_ID: required with SLACK_CLIENT_ID (the laundry's own workspace)",
    ]);
  }
  if (!oauth && slackParts.some(Boolean) && !slackParts.every(Boolean)) {
    throw new ConfigError([
      'SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID: set all four, or none',
    ]);
  }
  if (e.SLACK_SIGNING_SECRET && !oauth && !slackParts.every(Boolean)) {
    throw new ConfigError([
      'SLACK_SIGNING_SECRET: needs SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID and SLACK_APP_ID',
    ]);
  }
  const config: Config = {
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
    signUpsPerDay: e.SIGN_UPS_PER_DAY,
    keepMissedReplies: e.KEEP_MISSED_REPLIES,
    dynamo: { tableName: e.DYNAMODB_TABLE, endpoint: e.DYNAMODB_ENDPOINT, region: e.AWS_REGION },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, 'base64') : undefined,
    previousTokenKeys: e.TOKEN_ENCRYPTION_KEYS_PREVIOUS.map((key) => Buffer.from(key, 'base64')),
    businessName: e.BUSINESS_NAME,
    languages: e.LANGUAGES,
    glossary: e.GLOSSARY,
    supportContact: e.SUPPORT_CONTACT,
    businessPage: {
      logoUrl: e.BUSINESS_LOGO_URL,
      supportUrl: e.BUSINESS_SUPPORT_URL,
      privacyUrl: e.BUSINESS_PRIVACY_URL,
    },
    slack:
      e.SLACK_TEAM_ID && e.SLACK_APP_ID && (oauth || (e.SLACK_BOT_TOKEN && e.SLACK_BOT_USER_ID))
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
            staffChannelId: e.STAFF_CHANNEL_ID,
            ...(e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET
              ? {
                  oauth: {
                    clientId: e.SLACK_CLIENT_ID,
                    clientSecret: e.SLACK_CLIENT_SECRET,
                    authorizeUrl: e.SLACK_AUTHORIZE_URL,
                    redirectUri: e.SLACK_REDIRECT_URI,
                  },
                }
              : {}),
          }
        : undefined,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.SUPPORT_CONTACT
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            secondaryAuthToken: e.TWILIO_AUTH_TOKEN_SECONDARY,
            apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
            webhookUrl: e.SMS_WEBHOOK_URL,
            messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            spanishKeywords: e.TWILIO_SPANISH_KEYWORDS,
            statusCallbackUrl: e.SMS_STATUS_CALLBACK_URL,
            supportContact: e.SUPPORT_CONTACT,
          }
        : undefined,
    queue: { url: e.QUEUE_URL, maxReceives: e.QUEUE_MAX_RECEIVES },
    staff: {
      slackUserIds: e.STAFF_SLACK_USER_IDS,
      slackUsergroupId: e.STAFF_SLACK_USERGROUP_ID,
      dispatchToken: e.STAFF_DISPATCH_TOKEN,
      staffedHours: e.STAFFED_HOURS,
      handoffIdleMs: e.HANDOFF_IDLE_MINUTES * 60_000,
    },
    reminderLeadMinutes: e.REMINDER_LEAD_MINUTES,
    reminders:
      e.REMINDER_SCHEDULE_GROUP && e.REMINDER_ROLE_ARN && e.QUEUE_ARN
        ? {
            groupName: e.REMINDER_SCHEDULE_GROUP,
            roleArn: e.REMINDER_ROLE_ARN,
            queueArn: e.QUEUE_ARN,
            deadLetterArn: e.REMINDER_DEAD_LETTER_ARN,
          }
        : undefined,
  };
  const missing = (e.CHANNELS ?? []).filter((channel) => !config[channel]).map((channel) => NEEDS[channel]);
  if (missing.length) throw new ConfigError(missing.map((needs) => `CHANNELS: ${needs}`));
  return config;
}

/** What a channel the business names (CHANNELS) needs to be served. */
const NEEDS: Record<Channel, string> = {
  slack:
    'slack needs SLACK_TEAM_ID, SLACK_APP_ID, and SLACK_BOT_TOKEN with SLACK_BOT_USER_ID (or SLACK_CLIENT_ID with SLACK_CLIENT_SECRET)',
  sms: 'sms needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SUPPORT_CONTACT',
};

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
      'SLACK_SIGNING_SECRET, SLACK_TEAM_ID, SLACK_APP_ID, and SLACK_BOT_TOKEN with SLACK_BOT_USER_ID (or SLACK_CLIENT_ID with SLACK_CLIENT_SECRET): required',
    ]);
  return { ...slack, signingSecret: slack.signingSecret };
}

/** The Slack app with its OAuth client, for the install pages. */
export function requireSlackOAuth(config: Config): SlackConfig & { oauth: SlackOAuthConfig } {
  const slack = config.slack;
  if (!slack?.oauth)
    throw new ConfigError(['SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_TEAM_ID, SLACK_APP_ID: required']);
  return { ...slack, oauth: slack.oauth };
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
