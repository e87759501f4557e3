/** `npm start`'s Slack variables: someone is staff locally, so staff can be acted as (docs/slack.md, "Acting as staff locally"). */
import { LOCAL_STAFF_CHANNEL, localSlackEnv } from '../../../../infra/local/local-slack';
import type { Closer } from '../../../../infra/local/local-stack';

describe("npm start's local Slack", () => {
  const closers: Closer[] = [];
  afterEach(async () => {
    for (const closer of closers.splice(0)) await closer.close();
  });

  it('makes Alex staff and hands off to the staff channel, unless the environment names others', async () => {
    const local = await localSlackEnv({}, closers);
    expect(local.env).toMatchObject({
      STAFF_CHANNEL_ID: LOCAL_STAFF_CHANNEL,
      STAFF_SLACK_USER_IDS: 'U0ALEX',
    });
    const named = await localSlackEnv({ STAFF_SLACK_USER_IDS: 'U0KIM' }, closers);
    expect(named.env.STAFF_SLACK_USER_IDS).toBe('U0KIM');
  });
});
