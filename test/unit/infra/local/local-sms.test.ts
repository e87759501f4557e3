import { randomBytes } from 'node:crypto';
import { apiGatewayEvent } from '../../../../infra/local/http-gateway';
import {
  chatPhoneOf,
  DEFAULT_SMS_FROM,
  describeSentSms,
  inboundSmsRequest,
  LOCAL_BUSINESS_NUMBER,
  LOCAL_SUPPORT_CONTACT,
  LOCAL_TWILIO_ACCOUNT_SID,
  LOCAL_TWILIO_AUTH_TOKEN,
  phoneBlock,
  smsBannerLine,
} from '../../../../infra/local/local-sms';
import { createSmsHandler } from '../../../../lib/channels/sms/lambda-handler';
import { loadConfig, requireSms, type SmsConfig } from '../../../../lib/config';
import { maskPhone } from '../../../../lib/dialog/mask-phone';
import type { QueueMessage } from '../../../../lib/queue/queue';
import { phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import { createTokenCipher } from '../../../../lib/store/token-cipher';

/** The local account as `loadConfig` reads it, so the constants are checked against the config's rules. */
function localSms(extra: Record<string, string> = {}): SmsConfig {
  return requireSms(
    loadConfig({
      LAUNDRY_API_URL: 'http://127.0.0.1:4010/api/v1/common',
      LAUNDRY_AUTH_URL: 'http://127.0.0.1:4010/api/v1/auth',
      LAUNDRY_BUSINESS_ID: '42',
      DYNAMODB_TABLE: 'laundry-bot-local',
      TWILIO_ACCOUNT_SID: LOCAL_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: LOCAL_TWILIO_AUTH_TOKEN,
      SUPPORT_CONTACT: LOCAL_SUPPORT_CONTACT,
      ...extra,
    }),
  );
}

/** Posts a request to the SMS handler as the local gateway would (domain `localhost`, path /sms/inbound). */
async function handle(sms: SmsConfig, request: { body: string; headers: Record<string, string> }) {
  const sent: QueueMessage[] = [];
  const handler = createSmsHandler({
    sms,
    fingerprint: phoneFingerprint(createTokenCipher(randomBytes(32))),
    // Every write taken: what the table records is the integration tests' (test/e2e/sms-twilio-platform.test.ts).
    table: { send: async () => undefined },
    queue: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  const result = await handler(apiGatewayEvent('POST', '/sms/inbound', request.body, request.headers));
  return { statusCode: typeof result === 'string' ? 200 : result.statusCode, sent };
}

describe('describeSentSms', () => {
  it('masks the phone as every reply does, (***) ***-0101: one mask, never (•••) •••-0101 beside it', () => {
    const line = describeSentSms({
      to: '+12125550101',
      from: LOCAL_BUSINESS_NUMBER,
      body: 'Hi',
      at: 0,
      sid: 'SM1',
    });
    expect(line).toContain(`sms → ${maskPhone('2125550101')} `);
    expect(line).toContain('(***) ***-0101');
    expect(line).not.toContain('•');
  });

  it('prints a text whole: the phone masked, the length, then every line of the text; a refusal says so', () => {
    const body = `Hi! I can book a laundry pickup for you.\nWhat's your mobile number? ${'x'.repeat(100)}`;
    const shown = describeSentSms({
      to: '+12125550101',
      from: LOCAL_BUSINESS_NUMBER,
      body,
      at: 0,
      sid: 'SM1',
    });
    expect(shown).toBe(
      `sms → (***) ***-0101 [168 chars]\n  │ Hi! I can book a laundry pickup for you.\n  │ What's your mobile number? ${'x'.repeat(100)}`,
    );
    expect(shown).not.toContain('2125550101');
    expect(describeSentSms({ to: '+12125550101', from: LOCAL_BUSINESS_NUMBER, body: 'Hi', at: 0 })).toBe(
      'sms → (***) ***-0101 [2 chars, refused]\n  │ Hi',
    );
  });
});

describe('phoneBlock', () => {
  it('shows each text as its own block: its length, then its lines as sent, indented', () => {
    expect(phoneBlock('Hi!\nWhat is your mobile number?')).toBe(
      'sms › [31 chars]\n  Hi!\n  What is your mobile number?\n',
    );
    // A text is shown, never obeyed: an escape sequence in it cannot drive the terminal.
    expect(phoneBlock('\x1b[2Jhi')).toBe('sms › [6 chars]\n  hi\n');
  });
});

describe('chatPhoneOf', () => {
  it('is SMS_FROM, else the default at a terminal and a fresh number for each script', () => {
    expect(chatPhoneOf({ SMS_FROM: ' +447700900123 ' }, false)).toBe('+447700900123');
    expect(chatPhoneOf({}, true)).toBe(DEFAULT_SMS_FROM);
    const scripted = [chatPhoneOf({}, false), chatPhoneOf({}, false)];
    for (const phone of scripted) expect(phone).toMatch(/^\+1555\d{7}$/);
    expect(scripted[0]).not.toBe(scripted[1]);
    expect(() => chatPhoneOf({ SMS_FROM: '212 555 0199' }, true)).toThrow(/SMS_FROM must be .* E\.164/);
  });
});

describe('inboundSmsRequest', () => {
  it('is a webhook the SMS handler takes: signed for the URL it rebuilds, a fresh MessageSid each time', async () => {
    const sms = localSms();
    const request = () =>
      inboundSmsRequest({ sms, from: DEFAULT_SMS_FROM, to: LOCAL_BUSINESS_NUMBER, body: 'hi' });
    const first = await handle(sms, request());
    const second = await handle(sms, request());
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const ids = [...first.sent, ...second.sent].map((message) => message.deduplicationId);
    for (const id of ids) expect(id).toMatch(/^sms:SM[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(2);
    expect(JSON.parse(first.sent[0]?.body ?? '{}')).toMatchObject({ input: { type: 'text', text: 'hi' } });

    const tampered = request();
    tampered.body = tampered.body.replace('Body=hi', 'Body=STOP');
    expect((await handle(sms, tampered)).statusCode).toBe(403);
  });

  it('the queued turn names the sender by fingerprint: no phone in its group or key, the phone only as its reply target', async () => {
    const sms = localSms();
    const { sent } = await handle(
      sms,
      inboundSmsRequest({ sms, from: DEFAULT_SMS_FROM, to: LOCAL_BUSINESS_NUMBER, body: 'hi' }),
    );
    const [message] = sent;
    const { key, target } = JSON.parse(message?.body ?? '{}');
    expect(message?.groupId).toBe(key);
    expect(target).toMatchObject({ channel: 'sms', phone: DEFAULT_SMS_FROM });
    for (const named of [message?.groupId, key, message?.deduplicationId])
      expect(named).not.toContain(DEFAULT_SMS_FROM.slice(2));
  });

  it('is signed for SMS_WEBHOOK_URL when it is set, as Twilio signs the URL configured on the number', async () => {
    const sms = localSms({ SMS_WEBHOOK_URL: 'https://bot.example.com/sms/inbound' });
    const request = inboundSmsRequest({ sms, from: DEFAULT_SMS_FROM, to: LOCAL_BUSINESS_NUMBER, body: 'hi' });
    expect((await handle(sms, request)).statusCode).toBe(200);
    expect((await handle(localSms(), request)).statusCode).toBe(403);
  });
});

describe('smsBannerLine', () => {
  it('says where Twilio posts and how to text it, or why SMS is off', () => {
    const url = { url: 'http://127.0.0.1:3000/sms/inbound' };
    expect(smsBannerLine(url, { configured: true, chatPhone: undefined })).toBe(
      '  SMS:          POST http://127.0.0.1:3000/sms/inbound (npm start -- --channel sms to text from this terminal)',
    );
    expect(smsBannerLine(url, { configured: true, chatPhone: DEFAULT_SMS_FROM })).toBe(
      '  SMS:          POST http://127.0.0.1:3000/sms/inbound (this terminal texts it as (***) ***-0101)',
    );
    expect(
      smsBannerLine(
        { unavailable: 'port 3000 is not free (EADDRINUSE)' },
        { configured: true, chatPhone: undefined },
      ),
    ).toMatch(/^ {2}SMS: {10}off: port 3000 is not free \(EADDRINUSE\); set GATEWAY_PORT/);
    expect(smsBannerLine(url, { configured: false, chatPhone: undefined })).toMatch(
      /off: .*TWILIO_ACCOUNT_SID/,
    );
  });
});
