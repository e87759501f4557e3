/**
 * The one reader of conversation key strings (a migration reader), for keys that records hold: a
 * queued item of the release before (it carries only its `key`), an order's `placedBy` in the ledger
 * (a stored record, some written by older releases), a phone directory entry, a hand-off's
 * conversation, a reminder scheduled by the release before or for another conversation than the
 * scheduling turn's (invariant reminder-carries-its-conversation), and the notices the dialog makes
 * from those. Called where such a record enters the worker, once; never on a turn's own conversation
 * (invariant conversation-built-once). No other module parses a key.
 *
 * @invariant stored-key-round-trips For every key `keyOf` makes, `conversationOfStoredKey(key)` gives a conversation whose `keyOf` is that key again.
 */
import type { Conversation, PersonConversation } from './conversation';

const PERSON: [RegExp, (m: string[]) => PersonConversation][] = [
  [/^slack:([^:]+):([^:]+)$/, ([, teamId = '', userId = '']) => ({ kind: 'slack-own', teamId, userId })],
  [
    /^slack-staff:([^:]+):([^:]+)$/,
    ([, teamId = '', userId = '']) => ({ kind: 'slack-staff', teamId, userId }),
  ],
  [
    /^slack-member:([^:]+):([^:]+):([^:]+)$/,
    ([, teamId = '', channelId = '', userId = '']) => ({ kind: 'slack-member', teamId, channelId, userId }),
  ],
  [
    /^slack-channel:([^:]+):([^:]+)$/,
    ([, teamId = '', channelId = '']) => ({ kind: 'slack-channel', teamId, channelId }),
  ],
  [
    /^sms:([1-9]\d{6,14}):([\w-]+)$/,
    ([, digits = '', fingerprint = '']) => ({ kind: 'sms', businessNumber: `+${digits}`, fingerprint }),
  ],
  [/^console:(.+)$/, ([, user = '']) => ({ kind: 'console', user })],
];

/**
 * The conversation a stored key names; undefined for a key no release made.
 * @example conversationOfStoredKey('slack-member:T1:C1:U1') // { kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U1' }
 */
export function conversationOfStoredKey(key: string): Conversation | undefined {
  const thread = /^staff-thread:(.+)$/.exec(key)?.[1];
  if (thread !== undefined) {
    const of = personOf(thread);
    return of && { kind: 'staff-thread', of };
  }
  return personOf(key);
}

function personOf(key: string): PersonConversation | undefined {
  for (const [pattern, read] of PERSON) {
    const match = pattern.exec(key);
    if (match) return read(match);
  }
  return undefined;
}
