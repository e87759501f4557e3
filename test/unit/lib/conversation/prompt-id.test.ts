import { slackKey, slackMemberKey, slackStaffKey } from '../../../../lib/conversation/key';
import { channelOfPrompt, promptPrefixOf, STAFF_PROMPT_PREFIX } from '../../../../lib/conversation/prompt-id';

describe('promptPrefixOf', () => {
  it("routes a channel member's prompts to the channel, a staff member's to staff, and prefixes no other", () => {
    const member = promptPrefixOf(slackMemberKey('T1', 'C0ORDERS', 'U1'));
    expect(channelOfPrompt(`${member}mwt12ab`)).toBe('C0ORDERS');
    expect(promptPrefixOf(slackStaffKey('T1', 'U2'))).toBe(STAFF_PROMPT_PREFIX);
    expect(promptPrefixOf(slackKey('T1', 'U3'))).toBeUndefined();
  });
});
