/**
 * AWS's check of a request signed with Signature Version 4, for the local stand-ins of AWS services:
 * the signature is made again with the AWS SDK's own signer (`@smithy/signature-v4`) over the headers
 * the request says it signed, with the caller's secret key, and must be the one the request carries.
 * A stand-in that checks this refuses what AWS would refuse: no signature, an unknown key, a missing or
 * wrong session token, a signature scoped to another service or region, or more than 15 minutes old.
 */
import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/** A key AWS knows, as the role's temporary credentials are: with its session token. */
export interface AwsCaller {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignedRequest {
  method: string;
  /** The path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** AWS's refusal: its error type and HTTP status, as the JSON protocols answer them. */
export interface SignatureRefusal {
  type: 'MissingAuthenticationTokenException' | 'UnrecognizedClientException' | 'InvalidSignatureException';
  status: number;
  message: string;
}

/** How far a request's date may be from AWS's clock. */
const MAX_SKEW_MS = 15 * 60_000;

/** The SDK signer's hash, from node:crypto. */
export class Sha256 {
  private readonly hash;
  /** The signer passes its keys as strings or bytes. */
  constructor(secret?: unknown) {
    this.hash =
      secret === undefined ? createHash('sha256') : createHmac('sha256', secret as string | Uint8Array);
  }
  update(data: string | Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * The caller who signed `request`, or AWS's refusal.
 * @example const checked = await checkSignature(request, { service: 'ssm', region: 'us-east-1', callers });
 */
export async function checkSignature(
  request: SignedRequest,
  scope: { service: string; region: string; callers: readonly AwsCaller[]; now?: () => number },
): Promise<{ caller: AwsCaller } | { refused: SignatureRefusal }> {
  const header = request.headers.authorization;
  if (!header) return refused('MissingAuthenticationTokenException', 'Missing Authentication Token', 400);
  const [, keyId, day, region, service, signedHeaders = ''] = AUTHORIZATION.exec(header) ?? [];
  if (!keyId) return refused('InvalidSignatureException', 'Authorization header is malformed.');
  const caller = scope.callers.find((c) => c.accessKeyId === keyId);
  const token = request.headers['x-amz-security-token'];
  if (!caller || (caller.sessionToken !== undefined && token !== caller.sessionToken))
    return refused('UnrecognizedClientException', 'The security token included in the request is invalid.');
  if (service !== scope.service || region !== scope.region)
    return refused(
      'InvalidSignatureException',
      `Credential should be scoped to correct service: '${scope.service}' and region '${scope.region}'.`,
    );
  const date = parseAmzDate(String(request.headers['x-amz-date'] ?? ''));
  if (!date || date.toISOString().slice(0, 10).replace(/-/g, '') !== day)
    return refused('InvalidSignatureException', 'The request date is missing or not the credential’s day.');
  if (Math.abs((scope.now ?? Date.now)() - date.getTime()) > MAX_SKEW_MS)
    return refused('InvalidSignatureException', `Signature expired: ${request.headers['x-amz-date']}`);
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return refused('InvalidSignatureException', "'Host' must be a signed header.");

  const url = new URL(request.url, `http://${request.headers.host}`);
  const signer = new SignatureV4({
    service: scope.service,
    region: scope.region,
    credentials: caller,
    sha256: Sha256,
    applyChecksum: false,
  });
  const expected = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')])),
      body: request.body,
    },
    { signingDate: date },
  );
  if (expected.headers.authorization !== header)
    return refused(
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided.',
    );
  return { caller };
}

function refused(
  type: SignatureRefusal['type'],
  message: string,
  status = 400,
): { refused: SignatureRefusal } {
  return { refused: { type, status, message } };
}

/** `20240102T030405Z` → its Date; undefined when it is not one. */
export function parseAmzDate(text: string): Date | undefined {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text) ?? [];
  if (!y) return undefined;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
