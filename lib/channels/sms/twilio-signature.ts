/**
 * Twilio's request signature (`X-Twilio-Signature`), checked with the twilio package's own code.
 *
 * @invariant twilio-signature-hmac-sha1 The signature is base64(HMAC-SHA1(authToken, url + every POST param as name + value, sorted by
 *   name)), where `url` is the exact public URL Twilio posted to (scheme, host, path and query as
 *   configured on the number: `http` vs `https` or a trailing slash changes it).
 * @invariant twilio-webhooks-module-only Only the webhooks module of `twilio` is imported: the package's entry point bundles its whole
 *   REST client (megabytes); this module alone is a few KB and needs only Node's crypto.
 * @invariant twilio-signature-missing-invalid A missing or empty signature, an empty auth token, or a URL that does not parse is not valid.
 */
import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks';

/** An incoming webhook request, as much of it as the signature covers. */
export interface TwilioRequest {
  /** The account's auth token, the HMAC key. */
  authToken: string;
  /** The full public URL Twilio requested, with its query string. */
  url: string;
  /** The form-encoded POST params, decoded. */
  params: Record<string, string>;
  /** The `X-Twilio-Signature` header, if any. */
  signature: string | undefined;
}

/**
 * True when `signature` is Twilio's for this URL and these params.
 * @example
 * isValidTwilioRequest({ authToken, url: 'https://bot.example.com/sms', params, signature: headers['x-twilio-signature'] });
 */
export function isValidTwilioRequest({ authToken, url, params, signature }: TwilioRequest): boolean {
  if (!signature || !authToken) return false;
  try {
    return validateRequest(authToken, signature, url, params);
  } catch {
    // `new URL()` inside the validator throws on a URL that does not parse: no request was signed for it.
    return false;
  }
}

/**
 * The signature Twilio would send for a request, for tests and local tools.
 * @example signTwilioRequest('12345', 'https://bot.example.com/sms', { Body: 'hi' }) // base64 HMAC-SHA1
 */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>): string {
  return getExpectedTwilioSignature(authToken, url, params);
}
