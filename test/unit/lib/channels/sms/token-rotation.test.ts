/**
 * Twilio's auth token rotated through its secondary token (docs/operating.md, "Rotate Twilio's auth
 * token"): at every step the containers running take every text as Twilio signs it then, so none is
 * refused and lost. Real signatures (Twilio's scheme), the SMS function as deployed, its queue recorded.
 */
import { apiGatewayEvent } from '../../../../../infra/local/http-gateway';
import { createSmsHandler } from '../../../../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../../../../lib/channels/sms/twilio-signature';
import type { SmsConfig } from '../../../../../lib/config';
import { formEncode, inboundSms } from '../../../../support/twilio-payloads';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const URL = 'https://sms.example/sms/inbound';
const OLD = 'the-primary-token-before-000000';
const NEW = 'the-secondary-token-promoted-00';

/** The SMS function of a container started with these secrets, and what it put on the queue. */
function container(secrets: Pick<SmsConfig, 'authToken' | 'secondaryAuthToken'>) {
  const queued: string[] = [];
  const handler = createSmsHandler({
    sms: {
      accountSid: ACCOUNT_SID,
      ...secrets,
      apiUrl: 'http://127.0.0.1:9',
      webhookUrl: URL,
      supportContact: 'help@laundry.example',
      messagingServiceSid: undefined,
      spanishKeywords: false,
      statusCallbackUrl: undefined,
    },
    table: { send: async () => undefined },
    queue: {
      send: async (message) => {
        queued.push(message.deduplicationId);
      },
    },
    fingerprint: (phone) => `fp${phone.slice(-4)}`,
  });
  const sent = { count: 0 };
  /** A text Twilio posts, signed with the token it signs with at that moment. */
  const text = async (signingToken: string) => {
    const params = inboundSms({
      from: '+12125550101',
      to: '+15005550006',
      body: `text ${sent.count++}`,
      accountSid: ACCOUNT_SID,
    });
    const answer = await handler(
      apiGatewayEvent('POST', '/sms/inbound', formEncode(params), {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(signingToken, URL, params),
      }),
    );
    return (answer as { statusCode: number }).statusCode;
  };
  return { text, queued };
}

it("takes every text at every step of the rotation: secondary in SSM first, Twilio's promotion, the new token as primary", async () => {
  // Step 1: the secondary token put beside the primary, new containers started.
  const during = container({ authToken: OLD, secondaryAuthToken: NEW });
  expect(await during.text(OLD)).toBe(200); // Twilio signs with the primary until the promotion.
  expect(await during.text(NEW)).toBe(200); // Step 2: promoted, Twilio signs with the new one.
  // Step 3: the new token as the primary, the secondary removed, new containers started.
  const after = container({ authToken: NEW, secondaryAuthToken: undefined });
  expect(await after.text(NEW)).toBe(200);
  expect(await after.text(OLD)).toBe(403); // The old token, revoked at Twilio, signs nothing now.
  expect(during.queued).toHaveLength(2);
  expect(after.queued).toHaveLength(1);
});

it('without the secondary token, a container started before the promotion refuses every text after it', async () => {
  const before = container({ authToken: OLD });
  expect(await before.text(NEW)).toBe(403);
  expect(before.queued).toEqual([]);
});
