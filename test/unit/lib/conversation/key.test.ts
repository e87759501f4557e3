import { randomBytes } from 'node:crypto';
import { keyOf, ownSlackUserOf, sharedAccountOf } from '../../../../lib/conversation/conversation';
import {
  consoleKey,
  legacySmsKey,
  redactKey,
  senderPhone,
  slackChannelKey,
  slackKey,
  slackMemberKey,
  smsKey,
} from '../../../../lib/conversation/key';
import { conversationOfStoredKey } from '../../../../lib/conversation/stored-key';
import { phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import { createTokenCipher } from '../../../../lib/store/token-cipher';

const fingerprint = phoneFingerprint(createTokenCipher(randomBytes(32)));

describe('conversation keys', () => {
  it('qualifies each key by its channel', () => {
    expect(consoleKey('ada')).toBe('console:ada');
    expect(slackKey('T024BE7LD', 'U0G9QF9C6')).toBe('slack:T024BE7LD:U0G9QF9C6');
    expect(smsKey('+15005550006', '+12125550101', fingerprint)).toBe(
      `sms:15005550006:${fingerprint('2125550101')}`,
    );
  });

  it('an SMS key never carries the customer’s phone number, and the conversation read from it names the business number only', () => {
    const key = smsKey('+15005550006', '+12125550101', fingerprint);
    expect(key).not.toContain('2125550101');
    expect(key).not.toContain('0101');
    expect(conversationOfStoredKey(key)).toEqual({
      kind: 'sms',
      businessNumber: '+15005550006',
      fingerprint: fingerprint('2125550101'),
    });
  });

  it('gives every spelling of one phone number the same SMS key', () => {
    const keys = ['+12125550101', '12125550101', '+1 (212) 555-0101', '+1 212.555.0101'].map((phone) =>
      smsKey('+15005550006', phone, fingerprint),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('refuses parts that cannot make a key', () => {
    expect(() => consoleKey('')).toThrow(RangeError);
    expect(() => slackKey('T1', ' ')).toThrow(RangeError);
    expect(() => smsKey('+15005550006', '555-01', fingerprint)).toThrow(RangeError);
    expect(() => smsKey('+15005550006', '+1212555010112345', fingerprint)).toThrow(RangeError);
    expect(() => smsKey('not a number', '+12125550101', fingerprint)).toThrow(RangeError);
    expect(() => smsKey('+15005550006', '+02125550101', fingerprint)).toThrow(RangeError);
  });

  it('names the key older code gave an SMS conversation, to find its opt-out', () => {
    expect(legacySmsKey('+15005550006', '+1 (212) 555-0101')).toBe('sms:15005550006:12125550101');
  });

  it('reads the service’s 10 digits of a North American sender only', () => {
    expect(senderPhone('+12125550101')).toBe('2125550101');
    expect(senderPhone('+442071838750')).toBeUndefined();
  });

  it('keeps only the last 2 digits of the phone numbers of a key for logs', () => {
    expect(redactKey(legacySmsKey('+15005550006', '+12125550101'))).toBe('sms:***06:***01');
    expect(redactKey('console:+12125550101')).toBe('console:***01');
  });

  it('leaves keys without a phone number as they are', () => {
    expect(redactKey('slack:T024BE7LD:U0G9QF9C6')).toBe('slack:T024BE7LD:U0G9QF9C6');
    expect(redactKey('console:ada')).toBe('console:ada');
  });

  it('gives a channel member a conversation of their own, on the channel’s account', () => {
    const key = slackMemberKey('T1', 'C0ORDERS', 'U0SAM');
    expect(key).toBe('slack-member:T1:C0ORDERS:U0SAM');
    const member = conversationOfStoredKey(key);
    expect(member).toEqual({ kind: 'slack-member', teamId: 'T1', channelId: 'C0ORDERS', userId: 'U0SAM' });
    const account = member && sharedAccountOf(member);
    expect(account && keyOf(account)).toBe(slackChannelKey('T1', 'C0ORDERS'));
  });

  it('uses no one else’s sign-in in a person’s own conversation', () => {
    const own = { kind: 'slack-own', teamId: 'T1', userId: 'U0SAM' } as const;
    expect(sharedAccountOf(own)).toBeUndefined();
    expect(ownSlackUserOf(own)).toBe('U0SAM');
    expect(
      ownSlackUserOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C0ORDERS', userId: 'U0SAM' }),
    ).toBeUndefined();
  });

  it('reads back every key a conversation makes, byte for byte (the one reader of stored keys)', () => {
    const keys = [
      slackKey('T1', 'U1'),
      'slack-staff:T1:U2',
      slackMemberKey('T1', 'C1', 'U3'),
      slackChannelKey('T1', 'C1'),
      smsKey('+15005550006', '+12125550101', fingerprint),
      legacySmsKey('+15005550006', '+12125550101'),
      consoleKey('ada'),
      `staff-thread:${slackKey('T1', 'U1')}`,
    ];
    for (const key of keys) {
      const conversation = conversationOfStoredKey(key);
      expect(conversation && keyOf(conversation)).toBe(key);
    }
    expect(conversationOfStoredKey('slack-workspace:T1')).toBeUndefined();
  });
});
