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
});

export interface LaundryClientConfig {
  apiUrl: string;
  authUrl: string;
  timeoutMs: number;
  getRetries: number;
}

export interface Config {
  laundry: LaundryClientConfig;
  businessId: number;
  defaultTurnAroundHours: number;
  timeZone: string;
  conversationIdleSeconds: number;
  dynamo: { tableName: string; endpoint: string | undefined; region: string };
  /** AES-256-GCM key for the customers' bearer tokens; absent only where the local stack makes one. */
  tokenEncryptionKey: Buffer | undefined;
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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
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
    dynamo: { tableName: e.DYNAMODB_TABLE, endpoint: e.DYNAMODB_ENDPOINT, region: e.AWS_REGION },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, 'base64') : undefined,
  };
}
