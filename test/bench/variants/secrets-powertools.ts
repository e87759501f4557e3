/**
 * Bench variant of lib/lambda/secrets.ts: the parameters read with Powertools Parameters (`SSMProvider`'s
 * `getParametersByName`: one GetParameters through `@aws-sdk/client-ssm`, the role's credentials and
 * AWS_ENDPOINT_URL_SSM read by the SDK), as the functions read them before issue 35. The rules are the
 * module's own; `npm run bench -- light` measures this beside them.
 */
import { type ParameterReader, withSecrets as withSecretsReadBy } from '../../../lib/lambda/secrets';

export * from '../../../lib/lambda/secrets';

const readWithPowertools: ParameterReader = async (names) => {
  const { SSMProvider } = await import('@aws-lambda-powertools/parameters/ssm');
  const found = await new SSMProvider().getParametersByName<string>(
    Object.fromEntries(names.map((name) => [name, {}])),
    { decrypt: true, throwOnError: false, maxAge: 24 * 3600 },
  );
  return new Map(names.flatMap((name) => (typeof found[name] === 'string' ? [[name, found[name]]] : [])));
};

export const withSecrets = (env: Record<string, string | undefined>) =>
  withSecretsReadBy(env, readWithPowertools);
