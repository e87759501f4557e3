import {
  isConversation,
  keyOf,
  personOf,
  requestersOf,
  slackWorkspaceOf,
} from '../../../../lib/conversation/conversation';

describe('isConversation', () => {
  it('takes each kind with its fields', () => {
    expect(isConversation({ kind: 'slack-own', teamId: 'T1', userId: 'U1' })).toBe(true);
    expect(isConversation({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U1' })).toBe(true);
    expect(isConversation({ kind: 'sms', businessNumber: '+15550100', fingerprint: 'f' })).toBe(true);
    expect(isConversation({ kind: 'staff-thread', of: { kind: 'console', user: 'ana' } })).toBe(true);
  });

  it('refuses a missing or empty field, an unknown kind, a bad business number, a nested staff thread', () => {
    expect(isConversation({ kind: 'slack-own', teamId: 'T1' })).toBe(false);
    expect(isConversation({ kind: 'console', user: '' })).toBe(false);
    expect(isConversation({ kind: 'email', user: 'ana' })).toBe(false);
    expect(isConversation({ kind: 'sms', businessNumber: '5550100', fingerprint: 'f' })).toBe(false);
    const inner = { kind: 'staff-thread', of: { kind: 'console', user: 'ana' } };
    expect(isConversation({ kind: 'staff-thread', of: inner })).toBe(false);
    expect(isConversation('console:ana')).toBe(false);
    expect(isConversation(null)).toBe(false);
  });
});

describe('requestersOf and slackWorkspaceOf: fields of the value, never a parse of its key', () => {
  it('a Slack person asks as themselves and as their workspace; a channel as its workspace', () => {
    expect(requestersOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U2' })).toEqual([
      'slack-workspace:T1',
      'slack-user:T1:U2',
    ]);
    expect(requestersOf({ kind: 'slack-own', teamId: 'T1', userId: 'U2' })).toEqual(
      requestersOf({ kind: 'slack-staff', teamId: 'T1', userId: 'U2' }),
    );
    expect(requestersOf({ kind: 'slack-channel', teamId: 'T1', channelId: 'C1' })).toEqual([
      'slack-workspace:T1',
    ]);
    expect(slackWorkspaceOf({ kind: 'slack-channel', teamId: 'T1', channelId: 'C1' })).toBe('T1');
  });

  it('a Slack person is one person in their DM, their desk and each channel; a channel is no one', () => {
    const person = 'slack-user:T1:U2';
    expect(personOf({ kind: 'slack-own', teamId: 'T1', userId: 'U2' })).toBe(person);
    expect(personOf({ kind: 'slack-staff', teamId: 'T1', userId: 'U2' })).toBe(person);
    expect(personOf({ kind: 'slack-member', teamId: 'T1', channelId: 'C1', userId: 'U2' })).toBe(person);
    expect(personOf({ kind: 'slack-channel', teamId: 'T1', channelId: 'C1' })).toBeUndefined();
    expect(personOf({ kind: 'console', user: 'ana' })).toBe('conversation:console:ana');
  });

  it('a phone texting, the terminal and a staff thread ask as the conversation, in no Slack workspace', () => {
    const sms = { kind: 'sms', businessNumber: '+15550100', fingerprint: 'f' } as const;
    expect(requestersOf(sms)).toEqual([`conversation:${keyOf(sms)}`]);
    expect(requestersOf({ kind: 'console', user: 'ana' })).toEqual(['conversation:console:ana']);
    const thread = { kind: 'staff-thread', of: { kind: 'slack-own', teamId: 'T1', userId: 'U2' } } as const;
    expect(slackWorkspaceOf(thread)).toBeUndefined();
    expect(slackWorkspaceOf(sms)).toBeUndefined();
  });
});
