/**
 * The staff batch's transcript (docs/transcripts/staff-batch.md): one conversation with three sides,
 * on the Slack stack with Twilio's recorder (as test/e2e/staff-batch.test.ts drives it). Staff, in
 * their Slack DM, ask to move tomorrow's pickups, drop one order and confirm; the worker runs the batch
 * (progress in one message, then the tally); an English Slack customer and a Spanish SMS customer are
 * told, each as their channel shows it; the SMS customer answers, and staff see it in the batch's thread.
 */
import { renderSlackMessageAsSeen } from '../../infra/local/slack-message-as-seen';
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import {
  type SlackPerson,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, placeOrder, smsEnv, smsPhones } from '../support/sms-stack';
import { said } from './channels';

export const STAFF_BATCH = {
  name: 'staff-batch',
  title:
    "Staff move tomorrow's pickups to Friday in one request; an English Slack customer and a Spanish SMS customer are told, and one answers",
};

/** What a Slack person was shown since last asked: new messages, and the ones updated (as they show now). */
function slackSeen(stack: SlackStack, person: SlackPerson) {
  const seen = new Map<string, string>();
  return () => {
    const lines: string[] = [];
    for (const message of stack.slackApi.messages.filter((m) => m.channel === person.dm)) {
      const view = renderSlackMessageAsSeen(message.blocks, message.text);
      const before = seen.get(message.ts);
      seen.set(message.ts, view);
      if (before === view) continue;
      const where = message.threadTs ? 'bot, in the thread of the progress message › ' : 'bot › ';
      // An update shows what it changed: the lines that were not there before.
      const shown =
        before === undefined
          ? said(where, view)
          : said(
              'bot (a message now shows) › ',
              view
                .split('\n')
                .filter((line) => !before.split('\n').includes(line))
                .join('\n'),
            );
      lines.push(shown, '');
    }
    return lines;
  };
}

/**
 * The transcript's text, generated on stacks of its own on the clock `now` with one texted code.
 * @example const text = await staffBatchTranscript(mondayMorning(CLOCK_AFTER), '424242');
 */
export async function staffBatchTranscript(now: () => Date, code: string): Promise<string> {
  const twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const stack = await startSlackStack({
    now,
    sandbox: { fixedOtp: code },
    names: { U0ALEX: 'Alex', U0DANA: 'Dana' },
    env: { ...smsEnv(twilio.url), STAFF_SLACK_USER_IDS: 'U0ALEX', BUSINESS_NAME: 'Spin City Laundry' },
  });
  try {
    // Before the transcript: Sam places an order by SMS and switches to Spanish; Dana places two in Slack.
    const sam = smsPhones({ ...stack, twilio }).phone('+12125550102');
    for (const text of ['hi', 'yes', code]) await sam.text(text);
    await placeOrder(sam);
    await sam.text('español');
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    await typeSimpleOrder(dana);
    const [, , dropped] = stack.sandbox.orders.map((o) => o.id);

    const alex = stack.person('U0ALEX');
    const alexSees = slackSeen(stack, alex);
    const danaSees = slackSeen(stack, dana);
    alexSees();
    danaSees();
    const samSince = sam.received().length;
    const staff: string[] = ['## Alex, of the staff, in their Slack DM with the bot', ''];
    const act = async (shown: string, run: () => Promise<unknown>) => {
      await run();
      staff.push(`staff › ${shown}`, '', ...alexSees());
    };
    await act("/laundry staff move tomorrow's pickups to Friday, same times", () =>
      alex.slash("staff move tomorrow's pickups to Friday, same times"),
    );
    await act(`drop ${dropped}`, () => alex.type(`drop ${dropped}`));
    await act('[clicks Move these 2 orders]', () => alex.click('Move these 2 orders'));
    await stack.reminders.comeDue(now().getTime() + 1000);
    await stack.queue.drain();
    staff.push('(the worker runs the batch: progress in one message, updated in place, then the tally)', '');
    staff.push(...alexSees());

    const slack = ['## Dana, a customer in Slack, in English', '', ...danaSees()];
    const texted = (since: number) =>
      sam
        .received()
        .slice(since)
        .flatMap((m) => [said('bot › ', m.body), '']);
    const sms = ['## Sam, a customer by SMS, in Spanish', '', ...texted(samSince)];
    const answered = sam.received().length;
    await sam.text('1');
    sms.push('you › 1', '', ...texted(answered));
    staff.push('(Sam answers by SMS)', '', ...alexSees());
    return [...staff, ...slack, ...sms].join('\n');
  } finally {
    await stack.close();
    await twilio.close();
  }
}
