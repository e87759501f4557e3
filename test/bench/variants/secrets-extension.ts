/**
 * Bench variant of lib/lambda/secrets.ts: the parameters read through the AWS Parameters and Secrets
 * Lambda Extension's local interface (one GET per parameter, all at once, the session token as the
 * extension asks; over lib/http-exchange.ts, which the functions load anyway). What the extension
 * itself costs in AWS (its process's start and its own SSM calls, in the function's init) is not here.
 * The rules are the module's own; `npm run bench -- light` measures this beside them.
 */
import { createAgents, exchange } from '../../../lib/http-exchange';
import { type ParameterReader, withSecrets as withSecretsReadBy } from '../../../lib/lambda/secrets';

export * from '../../../lib/lambda/secrets';

const readThroughExtension: ParameterReader = async (names, env) => {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const agents = createAgents(names.length);
  try {
    const answers = await Promise.all(
      names.map((name) =>
        exchange(agents, {
          method: 'GET',
          url: `http://127.0.0.1:${port}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}&withDecryption=true`,
          headers: { 'x-aws-parameters-secrets-token': String(env.AWS_SESSION_TOKEN) },
          signal: AbortSignal.timeout(1000),
        }),
      ),
    );
    return new Map(
      answers.flatMap((answer, i) => {
        if (answer.status !== 200) return [];
        const value = (JSON.parse(answer.body) as { Parameter?: { Value?: unknown } }).Parameter?.Value;
        return typeof value === 'string' ? [[names[i] as string, value]] : [];
      }),
    );
  } finally {
    agents.destroy();
  }
};

export const withSecrets = (env: Record<string, string | undefined>) =>
  withSecretsReadBy(env, readThroughExtension);
