/**
 * Signs a customer in to a running sandbox over HTTP exactly as a client would (request-otp, read the
 * "SMS" from the sandbox, verify-otp). For tests and scripts that need a token and are not testing
 * sign-in itself.
 */
import type { Sandbox } from './server';

export interface SandboxSession {
  token: string;
  serviceCustomerId: number;
  /** Headers for a `{base_url}` request: bearer, fwdorigin and JSON content type. */
  headers: Record<string, string>;
}

/** The headers every `{base_url}` endpoint wants, with a bearer token when given. */
export function commonHeaders(token?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    fwdorigin: 'DISPATCH_API',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Signs in the customer with this 10-digit phone and returns the token and ready-made headers. */
export async function signInOverHttp(sandbox: Sandbox, phoneNumber: string): Promise<SandboxSession> {
  const post = (path: string, body: unknown) =>
    fetch(`${sandbox.commonUrl}${path}`, {
      method: 'POST',
      headers: commonHeaders(),
      body: JSON.stringify(body),
    });
  const requested = await post('/request-otp', { phoneNumber });
  if (requested.status !== 200) throw new Error(`request-otp answered ${requested.status}`);
  const otp = sandbox.lastOtp(phoneNumber);
  const verified = await post('/verify-otp', { phoneNumber, otp });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  const { token, serviceCustomerId } = (await verified.json()) as {
    token: string;
    serviceCustomerId: number;
  };
  return { token, serviceCustomerId, headers: commonHeaders(token) };
}
