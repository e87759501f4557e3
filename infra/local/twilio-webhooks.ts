/**
 * How Twilio delivers a webhook, for the local stand-in: signed (`X-Twilio-Signature` for the URL as it
 * was configured), retried only as Twilio retries, then the fallback URL.
 *
 * Like Twilio (its connection overrides, docs/sms.md): the URL's fragment is never sent; it may set
 * `rc` (retries, default 1) and `rp` (what is retried: `ct` a connection that fails, the default; `rt`
 * a read timeout; `4xx`; `5xx`; `all`). Without overrides a 5xx is not retried. When every attempt at
 * the URL failed (no answer, or not a 2xx), the fallback URL, if any, is tried the same way.
 */
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';

/** A delivery attempt that got no HTTP answer: the connection failed, or no answer came in time. */
export class WebhookConnectionError extends Error {
  constructor(readonly failure: 'ct' | 'rt') {
    super(failure === 'ct' ? 'the connection failed' : 'no answer in time');
    this.name = 'WebhookConnectionError';
  }
}

/** Posts one signed request; resolves with the HTTP status, or throws `WebhookConnectionError`. */
export type WebhookPost = (
  url: string,
  request: { body: string; headers: Record<string, string> },
) => Promise<number>;

export interface WebhookAttempt {
  url: string;
  status?: number;
  failure?: 'ct' | 'rt';
}

/**
 * Delivers Twilio's webhook for `params`; resolves with every attempt and whether one got a 2xx.
 * @example await deliverTwilioWebhook({ url: 'https://x/sms/inbound#rc=3&rp=all', authToken, params, post });
 */
export async function deliverTwilioWebhook(options: {
  url: string;
  fallbackUrl?: string | undefined;
  authToken: string;
  params: Record<string, string>;
  post: WebhookPost;
}): Promise<{ delivered: boolean; attempts: WebhookAttempt[] }> {
  const attempts: WebhookAttempt[] = [];
  for (const url of [options.url, options.fallbackUrl]) {
    if (!url) continue;
    const { retries, policy } = overridesOf(url);
    const request = {
      body: new URLSearchParams(options.params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        'x-twilio-signature': signTwilioRequest(options.authToken, url, options.params),
      },
    };
    for (let attempt = 0; attempt <= retries; attempt++) {
      const sent: WebhookAttempt = { url };
      try {
        sent.status = await options.post(url.split('#')[0] ?? url, request);
      } catch (error) {
        if (!(error instanceof WebhookConnectionError)) throw error;
        sent.failure = error.failure;
      }
      attempts.push(sent);
      if (sent.status !== undefined && sent.status >= 200 && sent.status < 300)
        return { delivered: true, attempts };
      if (!retried(sent, policy)) break;
    }
  }
  return { delivered: false, attempts };
}

function overridesOf(url: string): { retries: number; policy: string[] } {
  const fragment = new URLSearchParams(url.split('#')[1] ?? '');
  const rc = Number(fragment.get('rc') ?? '1');
  return {
    retries: Number.isInteger(rc) ? Math.min(Math.max(rc, 0), 5) : 1,
    policy: (fragment.get('rp') ?? 'ct').split(','),
  };
}

function retried(attempt: WebhookAttempt, policy: string[]): boolean {
  if (policy.includes('all')) return true;
  if (attempt.failure) return policy.includes(attempt.failure);
  const status = attempt.status ?? 0;
  return (
    (status >= 500 && policy.includes('5xx')) || (status >= 400 && status < 500 && policy.includes('4xx'))
  );
}
