/**
 * Conversation keys: one per person per channel, qualified by the channel so two channels never share a
 * conversation. A key is the unit of ordering (the FIFO group) and of storage (the state item), so it
 * never carries a phone number in clear: an SMS key names the customer's phone by its fingerprint.
 */

import type { PhoneFingerprint } from '../store/phone-fingerprint';

/** The terminal chat of the local stack: `console:<user>`. */
export function consoleKey(user: string): string {
  return `console:${nonEmpty(user, 'user')}`;
}

/** A Slack user in one workspace: `slack:<teamId>:<userId>`. */
export function slackKey(teamId: string, userId: string): string {
  return `slack:${nonEmpty(teamId, 'teamId')}:${nonEmpty(userId, 'userId')}`;
}

/**
 * A Slack user's conversation as support staff (`/laundry staff …`): apart from their own, so acting
 * for a customer never touches their own order or sign-in.
 */
export function slackStaffKey(teamId: string, userId: string): string {
  return `slack-staff:${nonEmpty(teamId, 'teamId')}:${nonEmpty(userId, 'userId')}`;
}

/**
 * A member of a Slack channel ordering there, on the channel's company account:
 * `slack-member:<teamId>:<channelId>:<userId>`. Apart from the person's own conversation (their DM is
 * always their own account); answered in their DM.
 */
export function slackMemberKey(teamId: string, channelId: string, userId: string): string {
  return `slack-member:${nonEmpty(teamId, 'teamId')}:${nonEmpty(channelId, 'channelId')}:${nonEmpty(userId, 'userId')}`;
}

/** A whole Slack workspace, for work on all of it (its removal): `slack-workspace:<teamId>`. */
export function slackWorkspaceKey(teamId: string): string {
  return `slack-workspace:${nonEmpty(teamId, 'teamId')}`;
}

/**
 * The thread where the business's staff talk with a conversation's person (a hand-off): a notice to
 * this key goes there (`staff-thread:<conversation key>`).
 */
export function staffThreadKey(conversationKey: string): string {
  return `staff-thread:${nonEmpty(conversationKey, 'conversationKey')}`;
}

/** A Slack channel of one workspace, for what the channel shares (its company account): `slack-channel:<teamId>:<channelId>`. */
export function slackChannelKey(teamId: string, channelId: string): string {
  return `slack-channel:${nonEmpty(teamId, 'teamId')}:${nonEmpty(channelId, 'channelId')}`;
}

/**
 * A customer texting one business number: `sms:<businessNumber>:<fingerprint>`, the business number as
 * E.164 digits and the customer's phone as its keyed fingerprint (phone-fingerprint.ts), so every
 * spelling of one number gives one key and the key never carries the customer's number.
 * @example smsKey('+15005550006', '+12125550101', fingerprint) // 'sms:15005550006:Qx3…'
 */
export function smsKey(businessNumber: string, customerPhone: string, fingerprint: PhoneFingerprint): string {
  return smsKeyOf(businessNumber, smsFingerprint(customerPhone, fingerprint));
}

/** The fingerprint an SMS conversation's key names its customer's phone by (E.164 digits, keyed). */
export function smsFingerprint(customerPhone: string, fingerprint: PhoneFingerprint): string {
  return fingerprint(e164Digits(customerPhone, 'customerPhone'));
}

/** `smsKey` of a phone already fingerprinted. */
export function smsKeyOf(businessNumber: string, phoneFingerprint: string): string {
  return `sms:${e164Digits(businessNumber, 'businessNumber')}:${nonEmpty(phoneFingerprint, 'fingerprint')}`;
}

/**
 * The key older code gave an SMS conversation (`sms:<businessNumber>:<customerPhone>`, both in clear):
 * read only to carry an opt-out recorded under it over to `smsKey`'s.
 */
export function legacySmsKey(businessNumber: string, customerPhone: string): string {
  return `sms:${e164Digits(businessNumber, 'businessNumber')}:${e164Digits(customerPhone, 'customerPhone')}`;
}

/**
 * The phone an SMS conversation texts from (E.164), as the service's 10 digits, when it is a North
 * American number (the service's phone numbers are 10 digits); undefined otherwise, for a sender from
 * elsewhere too, who therefore cannot sign in by text (sign-in asks such a sender to type a phone).
 * @example senderPhone('+12125550101') // '2125550101'
 */
export function senderPhone(phone: string): string | undefined {
  return /^\+1(\d{10})$/.exec(phone)?.[1];
}

/**
 * A key fit for a log line: every phone number in it (a run of 7 or more digits) becomes `***` and its
 * last 2 digits. Keys without one are returned unchanged.
 * @example redactKey('sms:15005550006:12125550101') // 'sms:***06:***01'
 */
export function redactKey(key: string): string {
  return key.replace(/\+?\d{7,}/g, (digits) => `***${digits.slice(-2)}`);
}

function nonEmpty(part: string, name: string): string {
  if (part.trim() === '') throw new RangeError(`${name} must not be empty`);
  return part;
}

function e164Digits(phone: string, name: string): string {
  const digits = phone.replace(/[\s().-]/g, '').replace(/^\+/, '');
  // E.164: at most 15 digits, no leading zero (the country code comes first).
  if (!/^[1-9]\d{6,14}$/.test(digits)) throw new RangeError(`${name} is not an E.164 phone number`);
  return digits;
}
