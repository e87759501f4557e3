/**
 * A message of the bot's that is gone from Slack (an admin deleted it, or the workspace's retention did)
 * costs the person no reply (invariant gone-message-loses-no-reply): the answered prompt is not updated,
 * and the turn goes on. Through the Slack path as deployed, against the Slack Web API recorder, which
 * answers `message_not_found` for a message it no longer has, as Slack does.
 */
import { mondayMorning } from '../support/clock';
import { type SlackStack, signInOnSlack, startSlackStack } from '../support/slack-stack';

const clock = mondayMorning();

describe('a bot message gone from Slack', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('the answer to a prompt whose message was deleted is taken, and the next question asked, with no apology', async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    const menu = dana.messages().at(-1);
    if (!menu) throw new Error('no menu was shown');
    // Gone, as retention deletes it: Slack answers chat.update with message_not_found.
    stack.slackApi.messages.splice(stack.slackApi.messages.indexOf(menu), 1);
    await dana.type('new order');
    const last = dana.messages().at(-1)?.text ?? '';
    expect(last).toContain('Where should we pick up?');
    expect(dana.transcript()).not.toContain('something went wrong');
    // The conversation moved on: the next answer is read at that question.
    await dana.type('1');
    expect(dana.messages().at(-1)?.text ?? '').toContain('Which services');
  }, 30_000);
});
