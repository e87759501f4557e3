import { isConversation } from '../../../../lib/conversation/conversation';

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
