import { createHmac } from 'node:crypto';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { isValidTwilioRequest, signTwilioRequest } from '../../../../../lib/channels/sms/twilio-signature';
import { formEncode, inboundSms } from '../../../../support/twilio-payloads';

const AUTH_TOKEN = 'f3a1c2d4e5b6a7980112233445566778';
const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const URL = 'https://bot.example.com/sms/inbound';

function smsParams(body = 'I need a pickup tomorrow') {
  return inboundSms({ from: '+12125550101', to: '+12125550199', body, accountSid: ACCOUNT });
}

describe("Twilio's documented example", () => {
  // From Twilio's "Webhooks security" page.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };
  const signature = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';

  it('is the signature the twilio package and signTwilioRequest compute', () => {
    expect(getExpectedTwilioSignature('12345', url, params)).toBe(signature);
    expect(signTwilioRequest('12345', url, params)).toBe(signature);
  });

  it('is valid', () => {
    expect(isValidTwilioRequest({ authToken: '12345', url, params, signature })).toBe(true);
  });

  it('is the base64 HMAC-SHA1 of the URL and the sorted params, keyed with the auth token', () => {
    const data = `${url}CallSid${params.CallSid}Caller${params.Caller}Digits${params.Digits}From${params.From}To${params.To}`;
    expect(createHmac('sha1', '12345').update(data, 'utf8').digest('base64')).toBe(signature);
  });

  it('is not valid with another auth token', () => {
    expect(isValidTwilioRequest({ authToken: '54321', url, params, signature })).toBe(false);
  });
});

describe('isValidTwilioRequest', () => {
  it('accepts a signature computed by the twilio package', () => {
    const params = smsParams();
    const signature = getExpectedTwilioSignature(AUTH_TOKEN, URL, params);
    expect(signTwilioRequest(AUTH_TOKEN, URL, params)).toBe(signature);
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature })).toBe(true);
  });

  it('accepts params decoded back from the form body Twilio posts', () => {
    const params = smsParams('Pick up at 5 & 6? 50% off + tip');
    const signature = signTwilioRequest(AUTH_TOKEN, URL, params);
    const decoded = Object.fromEntries(new URLSearchParams(formEncode(params)));
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params: decoded, signature })).toBe(true);
  });

  it.each([
    ['emoji', 'Thanks! 🧺👕✨'],
    ['accents', 'Ça va, señor? Größe ü'],
    ['CJK', '洗濯物を取りに来てください'],
    ['combining marks', 'e\u0301 vs é'],
  ])('accepts a unicode body (%s)', (_name, body) => {
    const params = smsParams(body);
    const signature = getExpectedTwilioSignature(AUTH_TOKEN, URL, params);
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature })).toBe(true);
    const normalized = { ...params, Body: body.normalize('NFC') };
    if (normalized.Body !== body) {
      expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params: normalized, signature })).toBe(
        false,
      );
    }
  });

  it('rejects a forged signature', () => {
    const params = smsParams();
    const forged = createHmac('sha1', 'not-the-token').update(URL).digest('base64');
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature: forged })).toBe(false);
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature: 'garbage' })).toBe(
      false,
    );
  });

  it('rejects a changed, added or removed param', () => {
    const params = smsParams();
    const signature = signTwilioRequest(AUTH_TOKEN, URL, params);
    const check = (changed: Record<string, string>) =>
      isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params: changed, signature });
    expect(check({ ...params, Body: 'I need a pickup today' })).toBe(false);
    expect(check({ ...params, From: '+12125550102' })).toBe(false);
    expect(check({ ...params, Extra: '1' })).toBe(false);
    const { Body: _body, ...withoutBody } = params;
    expect(check(withoutBody)).toBe(false);
  });

  it.each([
    ['http instead of https', 'http://bot.example.com/sms/inbound'],
    ['a trailing slash', 'https://bot.example.com/sms/inbound/'],
    ['another host', 'https://evil.example.com/sms/inbound'],
    ['another path', 'https://bot.example.com/sms/other'],
    ['a query string added', 'https://bot.example.com/sms/inbound?x=1'],
  ])('rejects the URL with %s', (_name, url) => {
    const params = smsParams();
    const signature = signTwilioRequest(AUTH_TOKEN, URL, params);
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url, params, signature })).toBe(false);
  });

  it("accepts the URL with the scheme's default port, as Twilio may sign either", () => {
    const params = smsParams();
    const signature = signTwilioRequest(AUTH_TOKEN, URL, params);
    const url = 'https://bot.example.com:443/sms/inbound';
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url, params, signature })).toBe(true);
  });

  it('rejects a missing or empty signature', () => {
    const params = smsParams();
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature: undefined })).toBe(
      false,
    );
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: URL, params, signature: '' })).toBe(false);
  });

  it('rejects everything when the auth token is empty', () => {
    const params = smsParams();
    const signature = signTwilioRequest('', URL, params);
    expect(isValidTwilioRequest({ authToken: '', url: URL, params, signature })).toBe(false);
  });

  it('rejects a URL that does not parse, without throwing', () => {
    const params = smsParams();
    const signature = signTwilioRequest(AUTH_TOKEN, URL, params);
    expect(isValidTwilioRequest({ authToken: AUTH_TOKEN, url: 'not a url', params, signature })).toBe(false);
  });
});
