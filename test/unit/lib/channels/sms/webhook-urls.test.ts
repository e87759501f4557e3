import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INBOUND_CONNECTION_OVERRIDES,
  signedUrlCandidates,
  withConnectionOverrides,
} from '../../../../../lib/channels/sms/webhook-urls';

describe('the SMS webhook URLs', () => {
  it('the stack outputs the inbound and fallback URLs with the connection overrides that make Twilio retry a 5xx', () => {
    const resources = readFileSync(join(__dirname, '../../../../../infra/resources.yml'), 'utf8');
    for (const output of ['SmsWebhookUrl', 'SmsFallbackUrl']) {
      const value = new RegExp(`${output}:\\n.*\\n\\s+Value: (.*)`).exec(resources)?.[1];
      expect(value).toMatch(/\/sms\/inbound#/);
      expect(value?.split('#')[1]).toBe(INBOUND_CONNECTION_OVERRIDES);
    }
    expect(new URLSearchParams(INBOUND_CONNECTION_OVERRIDES).get('rp')).toBe('all');
  });

  it('accepts a signature for the URL with or without its overrides', () => {
    expect(signedUrlCandidates('https://x/sms/inbound')).toEqual([
      'https://x/sms/inbound',
      withConnectionOverrides('https://x/sms/inbound'),
    ]);
    expect(signedUrlCandidates(withConnectionOverrides('https://x/sms/inbound'))).toEqual([
      withConnectionOverrides('https://x/sms/inbound'),
      'https://x/sms/inbound',
    ]);
  });
});
