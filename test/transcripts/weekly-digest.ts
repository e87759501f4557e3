/**
 * The weekly digest's transcript (docs/transcripts/weekly-digest.md): a week of texts on the SMS stack
 * with the staff channel in Slack (as test/e2e/bot-stats.test.ts drives it), then what the staff
 * channel shows on the next Monday at 9:00: the digest, and in its thread the week's replies the bot
 * did not understand, masked as kept (KEEP_MISSED_REPLIES).
 */
import { startSlackApiRecorder } from '../../infra/local/slack-api-recorder';
import { renderSlackMessageAsSeen } from '../../infra/local/slack-message-as-seen';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { requireSlack } from '../../lib/config';
import { TEAM } from '../support/slack-payloads';
import { BOT_TOKEN, STAFF_CHANNEL, slackEnv, slackPoster, staffChannel } from '../support/slack-stack';
import { placeOrder, startSmsStack } from '../support/sms-stack';
import { weeklyDigestFiresTwice } from '../support/weekly-digest';
import { said } from './channels';

export const WEEKLY_DIGEST = {
  name: 'weekly-digest',
  title: 'How the bot did: the Monday digest in the staff channel, with the replies it did not understand',
};

const MINUTE = 60_000;
const ALEX = 'U0ALEX';

/**
 * The transcript's text, generated on stacks of its own from the Monday `now` with one texted code.
 * @example const text = await weeklyDigestTranscript(mondayMorning(CLOCK_AFTER), '424242');
 */
export async function weeklyDigestTranscript(now: () => Date, code: string): Promise<string> {
  let skewMs = 0;
  const clock = () => new Date(now().getTime() + skewMs);
  const slackApi = await startSlackApiRecorder({
    botToken: BOT_TOKEN,
    teamId: TEAM,
    names: { [ALEX]: 'Alex' },
  });
  const stack = await startSmsStack({
    now: clock,
    sandbox: { fixedOtp: code },
    env: {
      ...slackEnv(slackApi.url),
      STAFF_CHANNEL_ID: STAFF_CHANNEL,
      STAFF_SLACK_USER_IDS: ALEX,
      KEEP_MISSED_REPLIES: 'true',
    },
  });
  try {
    const post = slackPoster(createSlackHandler({ slack: requireSlack(stack.config), queue: stack.queue }));
    const staff = staffChannel({ slackApi, post, queue: stack.queue });
    const story: string[] = [];
    const tell = (line: string) => story.push(`- ${line}`);

    // Monday: Dana orders, then asks for a person; Alex answers 12 minutes later and hands her back.
    const dana = stack.phone('+12125550101');
    for (const text of ['hi', 'yes', code]) await dana.text(text);
    await placeOrder(dana);
    await dana.text('talk to a person');
    const [thread] = staff.threads();
    if (!thread) throw new Error('no hand-off thread was opened');
    skewMs += 12 * MINUTE;
    await staff.reply(ALEX, thread, 'Hi Dana, how can I help?');
    await staff.handBack(ALEX, thread);
    tell('Monday: Dana places an order by text, then asks for a person; Alex answers her 12 minutes later.');

    // Wednesday: Sam starts an order and leaves it at its first question, after a reply the bot did not understand.
    skewMs = 2 * 24 * 60 * MINUTE;
    const sam = stack.phone('+12125550102');
    for (const text of ['hi', 'yes', code, 'new order', 'just call me at 212 555 0199']) await sam.text(text);
    tell(
      'Wednesday: Sam starts an order, answers "just call me at 212 555 0199" when asked which services, and stops there.',
    );

    // The next Monday at 9:00: the weekly schedule's message arrives, twice (one digest).
    skewMs = 7 * 24 * 60 * MINUTE + 60 * MINUTE;
    const before = slackApi.messages.length;
    await weeklyDigestFiresTwice(stack.queue);
    const shown = slackApi.messages
      .slice(before)
      .filter((m) => m.channel === STAFF_CHANNEL)
      .flatMap((m) => [
        said(
          m.threadTs ? 'bot, in the thread of the digest › ' : 'bot › ',
          renderSlackMessageAsSeen(m.blocks, m.text),
        ),
        '',
      ]);
    return [
      '## The week',
      '',
      ...story,
      '',
      '## The staff channel, the next Monday at 9:00',
      '',
      ...shown,
    ].join('\n');
  } finally {
    await stack.close();
    await slackApi.close();
  }
}
