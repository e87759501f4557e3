/**
 * The configuration as the code receives it, one shape per group: the laundry service, Slack, SMS,
 * the queue, the staff, and the whole.
 */

import type { GlossaryEntry } from '../words/glossary';
import type { Language } from '../words/language';

export type { Language } from '../words/language';
export interface LaundryClientConfig {
  apiUrl: string;
  authUrl: string;
  timeoutMs: number;
  getRetries: number;
}

/**
 * The business's Slack app: present when its bot token and bot user id are set (single-token mode: the
 * laundry's own workspace only), or its OAuth client (every workspace that installs it). The signing
 * secret is the HTTP handler's alone (requireSlack): the worker, which only posts, never holds it.
 */
export interface SlackConfig {
  signingSecret: string | undefined;
  /** Single-token mode's bot; with OAuth each workspace's comes from its installation. */
  botToken: string | undefined;
  botUserId: string | undefined;
  botId: string | undefined;
  /**
   * The laundry's own workspace: staff commands, the staff user group and staff notices work there
   * only. In single-token mode the one workspace served (and its Enterprise Grid org, if any).
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
  /** The staff's channel: "talk to a person" opens a thread there, and its replies go to the customer. */
  staffChannelId?: string | undefined;
  /** "Add to Slack": present when the app's OAuth client is configured (every workspace may install it). */
  oauth?: SlackOAuthConfig;
}

/** The app's OAuth client, for the install pages and token rotation. */
export interface SlackOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Slack's authorize page (a local stand-in under `npm start`). */
  authorizeUrl: string;
  /** The public `/slack/oauth_redirect` URL, when the app lists more than one. */
  redirectUri: string | undefined;
}

/** The business's Twilio account: present when its SID and auth token are set. */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  /**
   * Twilio's secondary auth token, set only while the token is rotated (docs/operating.md, "Rotate
   * Twilio's auth token"): a webhook signed with it is taken as well, so none is refused when Twilio
   * starts signing with it.
   */
  secondaryAuthToken?: string | undefined;
  /** The Messages API's base (a local recorder in tests). */
  apiUrl: string;
  /**
   * The webhook's public URL exactly as configured at Twilio (it is what Twilio signs); when unset it is
   * rebuilt from the request (API Gateway's domain and path).
   */
  webhookUrl: string | undefined;
  /**
   * The Messaging Service every text is sent through (its Advanced Opt-Out, its compliance); without
   * one (the local stack) a text is sent from the number alone.
   */
  messagingServiceSid: string | undefined;
  /**
   * Whether the Messaging Service's Advanced Opt-Out lists the Spanish keywords (TWILIO_SPANISH_KEYWORDS):
   * Twilio acts on a custom keyword only once it is added there, so the bot reads them as keywords only then.
   */
  spanishKeywords: boolean;
  /**
   * The status callback URL every text is sent with (`POST /sms/status`, the SMS function), exactly as
   * Twilio signs it; without one, no delivery failure is heard of.
   */
  statusCallbackUrl: string | undefined;
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
  /** When a person answers a hand-off (`HH:MM`, in the business's zone, every day). */
  staffedHours: { opens: string; closes: string };
  /** How long a hand-off stays open with nothing said either way before it is handed back, in ms. */
  handoffIdleMs: number;
}

/** What the business's web pages (the Add to Slack pages) show besides its name; each optional. */
export interface BusinessPage {
  /** An https image. */
  logoUrl: string | undefined;
  /** An https page or a `mailto:` link. */
  supportUrl: string | undefined;
  /** An https page. */
  privacyUrl: string | undefined;
}

export interface Config {
  laundry: LaundryClientConfig;
  businessId: number;
  defaultTurnAroundHours: number;
  timeZone: string;
  conversationIdleSeconds: number;
  /** A sign-in unused this long asks for a new code before an order is placed or changed. */
  signInIdleMs: number;
  /** Sign-ups the business takes a UTC day from every workspace and channel together (SIGN_UPS_PER_DAY). */
  signUpsPerDay: number;
  /** The business keeps what people typed that the bot did not understand, masked (KEEP_MISSED_REPLIES). */
  keepMissedReplies: boolean;
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
  /**
   * The languages the business offers (LANGUAGES), its own first: the one its staff read and the one a
   * person is served in until they show another. Never empty.
   */
  languages: readonly [Language, ...Language[]];
  /**
   * The business's own glossary entries (GLOSSARY): its words for the service's names in Spanish,
   * added to the default laundry vocabulary or replacing its entries (lib/words/glossary.ts).
   */
  glossary: readonly GlossaryEntry[];
  /**
   * Where a customer reaches the business, a phone or an e-mail (SUPPORT_CONTACT): named by the
   * bot wherever it cannot help further, on every channel, and by SMS's HELP answer (required there).
   */
  supportContact: string | undefined;
  businessPage: BusinessPage;
  slack: SlackConfig | undefined;
  sms: SmsConfig | undefined;
  queue: QueueConfig;
  staff: StaffConfig;
  /** Minutes before a pickup or delivery window its reminder goes out. */
  reminderLeadMinutes: number;
  /** EventBridge Scheduler's settings for reminders; absent where the local stack's timers are used. */
  reminders:
    | { groupName: string; roleArn: string; queueArn: string; deadLetterArn?: string | undefined }
    | undefined;
}
