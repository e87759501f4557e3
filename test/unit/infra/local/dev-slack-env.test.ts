import { slackVariables } from '../../../../infra/local/dev-slack-env';

describe('what npm run dev:slack reads of .env', () => {
  it("reads the Slack app's variables and the staff's (the staff channel: a hand-off reaches someone), nothing else", () => {
    expect(
      slackVariables({
        SLACK_BOT_TOKEN: 'xoxb-1',
        STAFF_CHANNEL_ID: 'C0STAFF',
        STAFF_SLACK_USER_IDS: 'U0ALEX',
        STAFFED_HOURS: '08:00-18:00',
        LAUNDRY_API_URL: 'https://laundry.example.com/api/v1/common',
      }),
    ).toEqual({
      SLACK_BOT_TOKEN: 'xoxb-1',
      STAFF_CHANNEL_ID: 'C0STAFF',
      STAFF_SLACK_USER_IDS: 'U0ALEX',
      STAFFED_HOURS: '08:00-18:00',
    });
  });
});
