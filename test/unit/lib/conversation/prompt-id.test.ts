import { promptPrefixOf } from '../../../../lib/conversation/conversation';
import { channelOfPrompt, STAFF_PROMPT_PREFIX } from '../../../../lib/conversation/prompt-id';

describe('promptPrefixOf', () => {
  it("routes a channel member's prompts to the channel, a staff member's to staff, and prefixes no other", () => {
    const member = promptPrefixOf({
      kind: 'slack-member',
      teamId: 'T1',
      channelId: 'C0ORDERS',
      userId: 'U1',
    });
    expect(channelOfPrompt(`${member}mwt12ab`)).toBe('C0ORDERS');
    expect(promptPrefixOf({ kind: 'slack-staff', teamId: 'T1', userId: 'U2' })).toBe(STAFF_PROMPT_PREFIX);
    expect(promptPrefixOf({ kind: 'slack-own', teamId: 'T1', userId: 'U3' })).toBeUndefined();
  });
});
