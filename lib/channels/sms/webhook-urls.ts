/**
 * The URLs Twilio is given for this function, with the connection overrides that make it retry.
 *
 * @invariant inbound-text-never-lost By default Twilio retries a webhook once, and only when the connection fails: a 5xx answer (the
 *   queue refused the turn, the function timed out) would lose the text. The inbound URL carries
 *   Twilio's connection overrides (a URL fragment Twilio reads and never sends): up to 3 retries of
 *   any failure, 5 s to answer, 15 s in all; the fallback URL is the same route with the same
 *   overrides, one more round. A retry carries the same MessageSid, so it is run once
 *   (the turn's own message id: invariant sms-message-id-is-message-sid).
 */

/** The status callback's route on the SMS function (the inbound texts' is `/sms/inbound`). */
export const SMS_STATUS_PATH = '/sms/status';

/** `rc` retries, `rp=all`: a refused connection, a read timeout, a 4xx or a 5xx; `ct`/`rt`/`tt` in ms. */
export const INBOUND_CONNECTION_OVERRIDES = 'rc=3&rp=all&ct=2000&rt=5000&tt=15000';

/**
 * The URL to configure at Twilio: `base` with the connection overrides as its fragment.
 * @example withConnectionOverrides('https://api.example.com/sms/inbound') // 'https://api.example.com/sms/inbound#rc=3&rp=all&…'
 */
export function withConnectionOverrides(url: string): string {
  return `${url.split('#')[0]}#${INBOUND_CONNECTION_OVERRIDES}`;
}

/**
 * The URLs a request to `url` may have been signed for: as configured (its fragment included, as
 * Twilio was given it) and without the fragment (which HTTP never carries).
 */
export function signedUrlCandidates(url: string): string[] {
  const bare = url.split('#')[0] ?? url;
  return bare === url ? [url, withConnectionOverrides(url)] : [url, bare];
}
