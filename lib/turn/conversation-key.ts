/**
 * Conversation keys: one per person per channel, qualified by the channel so two channels never share a
 * conversation. A key is the unit of ordering (the FIFO group) and of storage (the state item).
 */

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

/** The Slack user of a person's own conversation (`slack:<teamId>:<userId>`); undefined for any other key. */
export function userOf(key: string): string | undefined {
  return /^slack:[^:]+:([^:]+)$/.exec(key)?.[1];
}

/** The staff member of a staff conversation, as Slack mentions them; undefined for anyone else's. */
export function staffOf(key: string): string | undefined {
  const match = /^slack-staff:[^:]+:([^:]+)$/.exec(key);
  return match ? `<@${match[1]}>` : undefined;
}

/**
 * A member of a Slack channel ordering there, on the channel's company account:
 * `slack-member:<teamId>:<channelId>:<userId>`. Apart from the person's own conversation (their DM is
 * always their own account); answered in their DM.
 */
export function slackMemberKey(teamId: string, channelId: string, userId: string): string {
  return `slack-member:${nonEmpty(teamId, 'teamId')}:${nonEmpty(channelId, 'channelId')}:${nonEmpty(userId, 'userId')}`;
}

/** The channel and person of a channel member's conversation; undefined for any other key. */
export function memberOf(key: string): { teamId: string; channelId: string; userId: string } | undefined {
  const match = /^slack-member:([^:]+):([^:]+):([^:]+)$/.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { teamId: match[1], channelId: match[2], userId: match[3] };
}

/**
 * The conversation whose sign-in a conversation uses instead of its own: a channel member's uses the
 * channel's (its company account); undefined for every other conversation.
 * @example sharedAccountOf('slack-member:T1:C1:U1') // 'slack-channel:T1:C1'
 */
export function sharedAccountOf(key: string): string | undefined {
  const member = memberOf(key);
  return member && slackChannelKey(member.teamId, member.channelId);
}

/** Where a conversation's messages go: a Slack user's DM or a Slack channel, or a phone from the business number. */
export type KeyTarget =
  | { channel: 'slack'; teamId: string; userId: string }
  | { channel: 'slack'; teamId: string; channelId: string }
  | { channel: 'sms'; phone: string; businessNumber: string };

/** Where a conversation's messages go, from its key (a channel member's: their DM). */
export function targetOfKey(key: string): KeyTarget | undefined {
  const slack = /^slack(?:-staff)?:([^:]+):([^:]+)$/.exec(key);
  if (slack?.[1] && slack[2]) return { channel: 'slack', teamId: slack[1], userId: slack[2] };
  const member = memberOf(key);
  if (member) return { channel: 'slack', teamId: member.teamId, userId: member.userId };
  const linked = /^slack-channel:([^:]+):([^:]+)$/.exec(key);
  if (linked?.[1] && linked[2]) return { channel: 'slack', teamId: linked[1], channelId: linked[2] };
  const sms = /^sms:(\d+):(\d+)$/.exec(key);
  if (sms?.[1] && sms[2]) return { channel: 'sms', businessNumber: `+${sms[1]}`, phone: `+${sms[2]}` };
  return undefined;
}

/** A Slack channel of one workspace, for what the channel shares (its company account): `slack-channel:<teamId>:<channelId>`. */
export function slackChannelKey(teamId: string, channelId: string): string {
  return `slack-channel:${nonEmpty(teamId, 'teamId')}:${nonEmpty(channelId, 'channelId')}`;
}

/**
 * A customer texting one business number: `sms:<businessNumber>:<customerPhone>`, both as E.164 digits
 * (`+1 212-555-0101` → `12125550101`), so every spelling of one number gives one key.
 * @example smsKey('+15005550006', '+12125550101') // 'sms:15005550006:12125550101'
 */
export function smsKey(businessNumber: string, customerPhone: string): string {
  return `sms:${e164Digits(businessNumber, 'businessNumber')}:${e164Digits(customerPhone, 'customerPhone')}`;
}

/**
 * The phone a conversation texts from, as the service's 10 digits, when the key is an SMS one from a
 * North American number (the service's phone numbers are 10 digits); undefined otherwise.
 * @example senderPhone('sms:15005550006:12125550101') // '2125550101'
 */
export function senderPhone(key: string): string | undefined {
  const match = /^sms:\d+:1(\d{10})$/.exec(key);
  return match?.[1];
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
