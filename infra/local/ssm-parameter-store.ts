/**
 * A local stand-in for SSM Parameter Store at the HTTP boundary (no local engine of SSM exists), for
 * starting a packaged function as Lambda does: its secrets read from SSM, the SDK or our own call
 * pointed here by `AWS_ENDPOINT_URL_SSM`.
 *
 * Like SSM, in its JSON 1.1 protocol (`POST /`, `x-amz-target: AmazonSSM.<operation>`):
 * - `GetParameter` and `GetParameters`, each an action of its own that a caller's policy must allow for
 *   every name asked (else `AccessDeniedException`, the whole call refused, as IAM does);
 * - a SecureString is answered decrypted only `WithDecryption`, else as its ciphertext (base64);
 * - an unknown name is `ParameterNotFound` (400) to GetParameter, and listed in `InvalidParameters` of a
 *   GetParameters that answers the others (200); 1 to 10 names, else `ValidationException`;
 * - every request signed with Signature Version 4 by a caller it knows (aws-signature-check.ts);
 * - any other operation is `UnknownOperationException`.
 *
 * It also answers as the AWS Parameters and Secrets Lambda Extension does on its local port
 * (`GET /systemsmanager/parameters/get?name=…&withDecryption=true`, the caller's session token in
 * `X-Aws-Parameters-Secrets-Token`), from the same parameters, as GetParameter.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AwsCaller, checkSignature } from './aws-signature-check';

export interface StoredParameter {
  value: string;
  type?: 'SecureString' | 'String';
}

/** A caller and what its role's policy lets it read: `ssm:GetParameter`, `ssm:GetParameters`, by name. */
export interface SsmCaller extends AwsCaller {
  may(action: 'ssm:GetParameter' | 'ssm:GetParameters', name: string): boolean;
}

/** One request as the store saw it (an extension request is `ssm:GetParameter` by the extension). */
export interface SsmRequest {
  operation: string;
  accessKeyId?: string;
  names: string[];
  decrypted: boolean;
  /** Through the extension's local interface. */
  viaExtension: boolean;
}

export interface SsmParameterStore {
  /** For `AWS_ENDPOINT_URL_SSM`. */
  endpoint: string;
  /** The extension's local interface, for `PARAMETERS_SECRETS_EXTENSION_HTTP_PORT`. */
  extensionPort: number;
  requests: SsmRequest[];
  close(): Promise<void>;
}

const JSON_1_1 = 'application/x-amz-json-1.1';
const ACCOUNT = '000000000000';
/** GetParameters' limit. */
const MAX_NAMES = 10;

/**
 * @example
 * const ssm = await startSsmParameterStore({ region: 'us-east-1',
 *   parameters: { '/laundry-bot/bench/slack-signing-secret': { value: '…' } }, callers: [caller] });
 */
export async function startSsmParameterStore(options: {
  region: string;
  parameters: Record<string, StoredParameter>;
  callers: readonly SsmCaller[];
}): Promise<SsmParameterStore> {
  const requests: SsmRequest[] = [];
  const modified = Date.now() / 1000;
  const stored = new Map(
    Object.entries(options.parameters).map(([name, p]) => [
      name,
      {
        ...p,
        type: p.type ?? 'SecureString',
        ciphertext: randomBytes(48 + p.value.length).toString('base64'),
      },
    ]),
  );
  const parameterOf = (name: string, decrypted: boolean) => {
    const p = stored.get(name);
    if (!p) return undefined;
    return {
      Name: name,
      Type: p.type,
      Value: p.type === 'SecureString' && !decrypted ? p.ciphertext : p.value,
      Version: 1,
      LastModifiedDate: modified,
      ARN: `arn:aws:ssm:${options.region}:${ACCOUNT}:parameter${name.startsWith('/') ? '' : '/'}${name}`,
      DataType: 'text',
    };
  };

  async function onSsm(req: IncomingMessage, body: string): Promise<Answer> {
    const checked = await checkSignature(
      { method: req.method ?? '', url: req.url ?? '/', headers: req.headers, body },
      { service: 'ssm', region: options.region, callers: options.callers },
    );
    if ('refused' in checked)
      return error(checked.refused.status, checked.refused.type, checked.refused.message);
    const caller = checked.caller as SsmCaller;
    const operation = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSSM\./, '');
    if (req.method !== 'POST' || (operation !== 'GetParameter' && operation !== 'GetParameters'))
      return error(400, 'UnknownOperationException');
    let input: { Name?: unknown; Names?: unknown; WithDecryption?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return error(400, 'SerializationException');
    }
    const decrypted = input.WithDecryption === true;
    const names = operation === 'GetParameter' ? [input.Name] : input.Names;
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n.length > 0))
      return error(
        400,
        'ValidationException',
        `1 validation error detected: ${operation === 'GetParameter' ? 'name' : 'names'} must not be null`,
      );
    if (names.length < 1 || names.length > MAX_NAMES)
      return error(
        400,
        'ValidationException',
        `1 validation error detected: Value '[${names.join(', ')}]' at 'names' failed to satisfy constraint: Member must have length less than or equal to ${MAX_NAMES}`,
      );
    requests.push({ operation, accessKeyId: caller.accessKeyId, names, decrypted, viaExtension: false });
    const action = `ssm:${operation}` as const;
    const denied = names.find((name) => !caller.may(action, name));
    if (denied !== undefined)
      return error(
        400,
        'AccessDeniedException',
        `User: arn:aws:sts::${ACCOUNT}:assumed-role/${caller.accessKeyId}/bench is not authorized to perform: ${action} on resource: arn:aws:ssm:${options.region}:${ACCOUNT}:parameter${denied} because no identity-based policy allows the ${action} action`,
      );
    if (operation === 'GetParameter') {
      const parameter = parameterOf(names[0] as string, decrypted);
      return parameter ? ok({ Parameter: parameter }) : error(400, 'ParameterNotFound');
    }
    const unique = [...new Set(names)];
    return ok({
      Parameters: unique.flatMap((name) => parameterOf(name, decrypted) ?? []),
      InvalidParameters: unique.filter((name) => !stored.has(name)),
    });
  }

  /** The extension: it calls GetParameter with the function's role, and caches (not modelled: one read per cold start). */
  function onExtension(req: IncomingMessage): Answer {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = req.headers['x-aws-parameters-secrets-token'];
    const caller = options.callers.find((c) => c.sessionToken !== undefined && c.sessionToken === token);
    if (!caller) return { status: 401, type: 'text/plain', body: 'unauthorized' };
    if (req.method !== 'GET' || url.pathname !== '/systemsmanager/parameters/get')
      return { status: 404, type: 'text/plain', body: 'not found' };
    const name = url.searchParams.get('name') ?? '';
    const decrypted = url.searchParams.get('withDecryption') === 'true';
    requests.push({
      operation: 'GetParameter',
      accessKeyId: caller.accessKeyId,
      names: [name],
      decrypted,
      viaExtension: true,
    });
    if (!caller.may('ssm:GetParameter', name))
      return {
        status: 400,
        type: 'text/plain',
        body: 'an error occurred while fetching the parameter: AccessDeniedException',
      };
    const parameter = parameterOf(name, decrypted);
    if (!parameter)
      return {
        status: 400,
        type: 'text/plain',
        body: 'an error occurred while fetching the parameter: ParameterNotFound',
      };
    return {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({ Parameter: parameter, ResultMetadata: {} }),
    };
  }

  const ssm = await listen(onSsm);
  const extension = await listen(async (req) => onExtension(req));
  return {
    endpoint: `http://127.0.0.1:${ssm.port}`,
    extensionPort: extension.port,
    requests,
    close: async () => {
      await Promise.all([ssm.close(), extension.close()]);
    },
  };
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

const ok = (value: object): Answer => ({ status: 200, type: JSON_1_1, body: JSON.stringify(value) });

/** SSM's error answer: the type alone when SSM gives no message (ParameterNotFound). */
function error(status: number, type: string, message?: string): Answer {
  return {
    status,
    type: JSON_1_1,
    body: JSON.stringify(message ? { __type: type, message } : { __type: type }),
  };
}

async function listen(answer: (req: IncomingMessage, body: string) => Promise<Answer>) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, Buffer.concat(chunks).toString('utf8')).then(
        ({ status, type, body }) => {
          res.writeHead(status, { 'content-type': type, 'x-amzn-requestid': randomUUID() });
          res.end(body);
        },
        () => {
          res.writeHead(500, { 'content-type': JSON_1_1 });
          res.end(JSON.stringify({ __type: 'InternalServerError' }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
