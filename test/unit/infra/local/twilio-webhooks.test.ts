import { deliverTwilioWebhook, WebhookConnectionError } from '../../../../infra/local/twilio-webhooks';
import { isValidTwilioRequest } from '../../../../lib/channels/sms/twilio-signature';

const TOKEN = 'webhook-test-auth-token-0123456';
const PARAMS = { MessageSid: 'SM1', Body: 'hi' };

/** A server answering each attempt in turn: a status, or a connection that fails ('ct') or times out ('rt'). */
function server(...answers: (number | 'ct' | 'rt')[]) {
  const seen: string[] = [];
  return {
    seen,
    post: async (url: string) => {
      seen.push(url);
      const answer = answers.shift() ?? 200;
      if (answer === 'ct' || answer === 'rt') throw new WebhookConnectionError(answer);
      return answer;
    },
  };
}

describe('the stand-in delivers a webhook as Twilio does', () => {
  it('without overrides retries a failed connection once, and never a 5xx', async () => {
    const refused = server('ct', 200);
    expect(
      await deliverTwilioWebhook({
        url: 'https://x/in',
        authToken: TOKEN,
        params: PARAMS,
        post: refused.post,
      }),
    ).toMatchObject({ delivered: true });
    const failing = server(500, 200);
    const result = await deliverTwilioWebhook({
      url: 'https://x/in',
      authToken: TOKEN,
      params: PARAMS,
      post: failing.post,
    });
    expect(result).toMatchObject({ delivered: false, attempts: [{ status: 500 }] });
  });

  it('retries a 5xx up to rc times with rp=all, and never sends the fragment', async () => {
    const failing = server(500, 503, 502, 200);
    const result = await deliverTwilioWebhook({
      url: 'https://x/in#rc=3&rp=all',
      authToken: TOKEN,
      params: PARAMS,
      post: failing.post,
    });
    expect(result.delivered).toBe(true);
    expect(failing.seen).toEqual(['https://x/in', 'https://x/in', 'https://x/in', 'https://x/in']);
  });

  it('signs for the URL as configured, overrides included', async () => {
    let signature: string | undefined;
    await deliverTwilioWebhook({
      url: 'https://x/in#rc=1',
      authToken: TOKEN,
      params: PARAMS,
      post: async (_url, request) => {
        signature = request.headers['x-twilio-signature'];
        return 200;
      },
    });
    expect(
      isValidTwilioRequest({ authToken: TOKEN, url: 'https://x/in#rc=1', params: PARAMS, signature }),
    ).toBe(true);
  });

  it('goes to the fallback URL once the URL has failed as many times as it may', async () => {
    const failing = server(500, 200);
    const result = await deliverTwilioWebhook({
      url: 'https://x/in',
      fallbackUrl: 'https://x/fallback',
      authToken: TOKEN,
      params: PARAMS,
      post: failing.post,
    });
    expect(result.delivered).toBe(true);
    expect(failing.seen).toEqual(['https://x/in', 'https://x/fallback']);
  });
});
