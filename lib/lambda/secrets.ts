/**
 * Secrets at cold start: SSM Parameter Store SecureStrings under the stack's prefix, read once per
 * container with one signed GetParameters (lib/aws-json-rpc.ts, up to 10 names a call) and given to
 * `loadConfig` with the environment. They are never in the template or in the Lambda's environment in
 * clear.
 *
 * Why not Powertools Parameters or the Parameters and Secrets Lambda Extension: measured on production's
 * path (`npm run bench -- light`, docs/benchmark.md), loading `@aws-sdk/client-ssm` for one call cost the
 * Slack and SMS functions more than the rest of their cold start; the extension is one local request per
 * parameter, but a layer of its own to deploy, whose own start and first SSM call are in the function's
 * init too, and it needs `ssm:GetParameter` besides.
 *
 * @invariant secrets-named-by-ssm-secrets `SSM_SECRETS` names the variables a function needs (`SLACK_BOT_TOKEN,STAFF_DISPATCH_TOKEN?`); a
 *    trailing `?` marks one a business may not have. Each is the parameter `<SSM_PARAMETER_PREFIX>` +
 *    its name in kebab case (`/laundry-bot/example/slack-bot-token`).
 * @invariant missing-secret-fails-cold-start A required one missing, or SSM refusing the call, fails the cold start with the parameters'
 *    names (never a value).
 * @invariant no-ssm-without-secrets-list Without `SSM_SECRETS` or a prefix (the local stack, the tests, the bench's local runs), the
 *    environment is used as it is and SSM is not called.
 * @invariant ssm-read-as-the-sdk-reads The call goes to `AWS_ENDPOINT_URL_SSM` when set (as the AWS SDK reads it), else to the
 *    region's SSM, signed with the role's credentials from the environment (AWS_ACCESS_KEY_ID,
 *    AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN) and retried as lib/aws-json-rpc.ts retries (a read).
 */
import { createAwsJsonRpc } from '../aws-json-rpc';

/** A secret the stack could not read. */
export class SecretsError extends Error {
  readonly code = 'SECRETS_MISSING';
  constructor(parameters: string[], options?: { cause?: unknown }) {
    super(`SSM parameters missing or unreadable: ${parameters.join(', ')}`, options);
    this.name = 'SecretsError';
  }
}

/** The SSM parameter of a variable: `SLACK_BOT_TOKEN` → `<prefix>slack-bot-token`. */
export function secretParameter(prefix: string, variable: string): string {
  return `${prefix}${variable.toLowerCase().replace(/_/g, '-')}`;
}

type Env = Record<string, string | undefined>;

/** Reads SSM parameters by name, decrypted: the values of those that exist, by name. */
export type ParameterReader = (names: string[], env: Env) => Promise<Map<string, string>>;

/** GetParameters' limit. */
const NAMES_PER_CALL = 10;

/**
 * The environment with the function's secrets read from SSM (see the rules above); `read` is how
 * (by default one signed GetParameters per 10 names).
 * @example const config = loadConfig(await withSecrets(process.env));
 */
export async function withSecrets(env: Env, read: ParameterReader = getParameters): Promise<Env> {
  const prefix = env.SSM_PARAMETER_PREFIX;
  const wanted = (env.SSM_SECRETS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ variable: name.replace(/\?$/, ''), optional: name.endsWith('?') }))
    .map((w) => ({ ...w, parameter: secretParameter(prefix ?? '', w.variable) }));
  if (!prefix || wanted.length === 0) return env;

  const names = wanted.map((w) => w.parameter);
  const found = await read(names, env).catch((error: unknown) => {
    throw new SecretsError(names, { cause: error });
  });
  const missing = wanted.filter((w) => !w.optional && !found.has(w.parameter)).map((w) => w.parameter);
  if (missing.length) throw new SecretsError(missing);
  const secrets: Env = {};
  for (const w of wanted) {
    const value = found.get(w.parameter);
    if (value !== undefined) secrets[w.variable] = value;
  }
  return { ...env, ...secrets };
}

/**
 * One signed `AmazonSSM.GetParameters` per 10 names, WithDecryption (invariant ssm-read-as-the-sdk-reads).
 * @example const values = await getParameters(['/laundry-bot/acme/slack-signing-secret'], process.env);
 */
export const getParameters: ParameterReader = async (names, env) => {
  const region = env.AWS_REGION;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!region || !accessKeyId || !secretAccessKey)
    throw new TypeError('AWS_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are needed to read SSM');
  const ssm = createAwsJsonRpc({
    service: 'ssm',
    contentType: 'application/x-amz-json-1.1',
    region,
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
  });
  const origin = env.AWS_ENDPOINT_URL_SSM ?? `https://ssm.${region}.amazonaws.com`;
  const found = new Map<string, string>();
  try {
    for (let from = 0; from < names.length; from += NAMES_PER_CALL) {
      const answer = await ssm.call(origin, 'AmazonSSM.GetParameters', {
        Names: names.slice(from, from + NAMES_PER_CALL),
        WithDecryption: true,
      });
      const parameters = Array.isArray(answer?.Parameters) ? (answer.Parameters as unknown[]) : [];
      for (const parameter of parameters) {
        const { Name, Value } = (parameter ?? {}) as { Name?: unknown; Value?: unknown };
        if (typeof Name === 'string' && typeof Value === 'string') found.set(Name, Value);
      }
    }
  } finally {
    ssm.destroy();
  }
  return found;
};
