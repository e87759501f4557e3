/**
 * Secrets at cold start: SSM Parameter Store SecureStrings under the stack's prefix, read once per
 * container (Powertools Parameters) and given to `loadConfig` with the environment. They are never in
 * the template or in the Lambda's environment in clear.
 *
 * @invariant secrets-named-by-ssm-secrets `SSM_SECRETS` names the variables a function needs (`SLACK_BOT_TOKEN,STAFF_DISPATCH_TOKEN?`); a
 *    trailing `?` marks one a business may not have. Each is the parameter `<SSM_PARAMETER_PREFIX>` +
 *    its name in kebab case (`/laundry-bot/example/slack-bot-token`).
 * @invariant missing-secret-fails-cold-start A required one missing fails the cold start with the parameters' names (never a value).
 * @invariant no-ssm-without-secrets-list Without `SSM_SECRETS` or a prefix (the local stack, the tests, the bench), the environment is
 *    used as it is and no SSM client is loaded.
 */
import type { SSMClient } from '@aws-sdk/client-ssm';

/** A secret the stack could not read. */
export class SecretsError extends Error {
  readonly code = 'SECRETS_MISSING';
  constructor(parameters: string[]) {
    super(`SSM parameters missing or unreadable: ${parameters.join(', ')}`);
    this.name = 'SecretsError';
  }
}

/** The SSM parameter of a variable: `SLACK_BOT_TOKEN` → `<prefix>slack-bot-token`. */
export function secretParameter(prefix: string, variable: string): string {
  return `${prefix}${variable.toLowerCase().replace(/_/g, '-')}`;
}

type Env = Record<string, string | undefined>;

/**
 * The environment with the function's secrets read from SSM (see the rules above).
 * @example const config = loadConfig(await withSecrets(process.env));
 */
export async function withSecrets(env: Env, client?: SSMClient): Promise<Env> {
  const prefix = env.SSM_PARAMETER_PREFIX;
  const wanted = (env.SSM_SECRETS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ variable: name.replace(/\?$/, ''), optional: name.endsWith('?') }));
  if (!prefix || wanted.length === 0) return env;

  // Loaded only here, so a function that reads no secret (or the bench) does not load the SSM client.
  const { SSMProvider } = await import('@aws-lambda-powertools/parameters/ssm');
  const provider = new SSMProvider(client ? { awsSdkV3Client: client } : {});
  const byParameter = Object.fromEntries(wanted.map((w) => [secretParameter(prefix, w.variable), {}]));
  const found = (await provider.getParametersByName(byParameter, {
    decrypt: true,
    throwOnError: false,
    // Read once per container: a rotated secret takes effect with the next cold start.
    maxAge: 24 * 3600,
  })) as Record<string, unknown> & { _errors?: string[] };
  const missing = wanted
    .filter((w) => !w.optional && typeof found[secretParameter(prefix, w.variable)] !== 'string')
    .map((w) => secretParameter(prefix, w.variable));
  if (missing.length) throw new SecretsError(missing);
  const secrets: Env = {};
  for (const w of wanted) {
    const value = found[secretParameter(prefix, w.variable)];
    if (typeof value === 'string') secrets[w.variable] = value;
  }
  return { ...env, ...secrets };
}
