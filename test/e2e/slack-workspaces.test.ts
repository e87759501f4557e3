/**
 * The app in every customer's workspace ("Add to Slack", OAuth v2): installs through the install
 * pages and Slack's stand-in (the Web API recorder's oauth.v2.access), each workspace answered with
 * its own token, installs refused on a bad state, uninstall and revocation removing the workspace's
 * data, staff only in the laundry's own workspace. Through the real parts: the OAuth handler, Bolt's
 * receiver with signed requests, the queue and worker, DynamoDB Local, the laundry sandbox.
 */

import { INSTALL_PATH, REDIRECT_PATH } from '../../lib/channels/slack/oauth/handler';
import { mondayMorning } from '../support/clock';
import { scanAll } from '../support/dynamodb';
import { appUninstalled, directMessage, TEAM, tokensRevoked } from '../support/slack-payloads';
import {
  type SlackPerson,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const clock = mondayMorning();
const DANA = '2125550101';
const HOTEL = 'T0HOTEL';
const OFFICE = 'T0OFFICE';

/** Every item of the stack's table, by its keys. */
async function tableKeys(stack: SlackStack): Promise<string[]> {
  const keys: string[] = [];
  const items = await scanAll(stack.bot.dynamoClient, {
    TableName: stack.config.dynamo.tableName,
    ConsistentRead: true,
  });
  for (const item of items) keys.push(`${item.pk?.S} ${item.sk?.S}`);
  return keys.sort();
}

const installations = (keys: string[]) => keys.filter((key) => key.startsWith('SLACKTEAM#'));
const ofTeam = (keys: string[], team: string) =>
  keys.filter((key) => key.includes(`:${team}:`) || key.includes(`#${team} `));

describe('Slack in every customer workspace', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it('two workspaces ordering at the same time each call Slack with their own token, never the other’s', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    expect((await stack.install(HOTEL)).body).toContain('is added to Workspace T0HOTEL');
    expect((await stack.install(OFFICE)).body).toContain('is added to Workspace T0OFFICE');
    const hotelist = stack.person('U0HOTELDANA', undefined, HOTEL);
    const officer = stack.person('U0OFFICEDANA', undefined, OFFICE);
    await signInOnSlack(stack, hotelist, DANA);
    await signInOnSlack(stack, officer, DANA);
    await Promise.all([typeSimpleOrder(hotelist), typeSimpleOrder(officer)]);

    expect(
      stack.sandbox.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/service-order')),
    ).toHaveLength(2);
    const teamsOfTokens = (dm: string) =>
      new Set(
        stack.slackApi.calls
          .filter((call) => call.args.channel === dm || call.args.users === dm.replace(/^D/, 'U'))
          .map((call) => stack.slackApi.teamOf(call.token ?? '')),
      );
    expect(teamsOfTokens(hotelist.dm)).toEqual(new Set([HOTEL]));
    expect(teamsOfTokens(officer.dm)).toEqual(new Set([OFFICE]));
    expect(hotelist.transcript()).toMatch(/placed/i);
    expect(officer.transcript()).toMatch(/placed/i);
  });

  it('a turn of an installed workspace costs no DynamoDB request more than in single-token mode, once its installation is read', async () => {
    const requestsOfASecondTurn = async (oauth: boolean) => {
      stack = await startSlackStack({ now: clock, ...(oauth ? { oauth: {} } : {}) });
      if (oauth) await stack.install(TEAM);
      const dana = stack.person('U0DANA');
      await dana.slash();
      const before = stack.dynamoRequests.count;
      await dana.type('help');
      const requests = stack.dynamoRequests.count - before;
      await stack.close();
      return requests;
    };
    const single = await requestsOfASecondTurn(false);
    const installed = await requestsOfASecondTurn(true);
    expect(installed).toBe(single);
    stack = await startSlackStack({ now: clock });
  });

  it('anonymous views of the install page write nothing and make no DynamoDB request', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    const before = await tableKeys(stack);
    const requests = stack.dynamoRequests.count;
    const pages = await Promise.all(Array.from({ length: 20 }, () => stack.installPage()));
    expect(new Set(pages.map((page) => page.state)).size).toBe(20);
    expect(stack.dynamoRequests.count).toBe(requests);
    expect(await tableKeys(stack)).toEqual(before);
    // Each still installs, once.
    expect((await stack.install(HOTEL)).body).toContain('is added to Workspace T0HOTEL');
  });

  it("a customer's workspace is asked only for the scopes it uses; the staff channel's and group's only the laundry's own workspace", async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    const scopesOf = async (query: Record<string, string>) => {
      const page = await stack.oauthGet(INSTALL_PATH, query);
      const href = /id="add-to-slack" href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const url = new URL(href);
      return { scopes: url.searchParams.get('scope')?.split(',') ?? [], team: url.searchParams.get('team') };
    };
    const staffOnly = ['channels:history', 'groups:history', 'usergroups:read', 'chat:write.public'];
    const customer = await scopesOf({});
    expect(customer.scopes).toEqual(expect.arrayContaining(['commands', 'chat:write', 'im:history']));
    for (const scope of staffOnly) expect(customer.scopes).not.toContain(scope);
    expect(customer.team).toBeNull();
    const own = await scopesOf({ workspace: 'staff' });
    expect(own.scopes).toEqual(expect.arrayContaining([...customer.scopes, ...staffOnly]));
    expect(own.team).toBe(TEAM);
  });

  it('a missing, forged, reused or expired state is refused with a page, and nothing is written', async () => {
    let skew = 0;
    stack = await startSlackStack({ now: () => new Date(clock().getTime() + skew), oauth: {} });
    const page = await stack.installPage();
    const before = await tableKeys(stack);

    const missing = await stack.oauthGet(
      REDIRECT_PATH,
      { code: stack.slackApi.authorizeCode(HOTEL) },
      page.cookie,
    );
    const forged = await stack.oauthGet(
      REDIRECT_PATH,
      { code: stack.slackApi.authorizeCode(HOTEL), state: 'forged-state-0123456789abcdef' },
      'slack-app-oauth-state=forged-state-0123456789abcdef',
    );
    const otherBrowser = await stack.oauthGet(REDIRECT_PATH, {
      code: stack.slackApi.authorizeCode(HOTEL),
      state: page.state,
    });
    for (const refused of [missing, forged, otherBrowser]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('This install link is no longer valid');
    }
    expect(await tableKeys(stack)).toEqual(before);

    // Used once (and installed), the same state is refused the second time.
    const used = await stack.oauthGet(
      REDIRECT_PATH,
      { code: stack.slackApi.authorizeCode(HOTEL), state: page.state },
      page.cookie,
    );
    expect(used.statusCode).toBe(200);
    const afterOne = await tableKeys(stack);
    const reused = await stack.oauthGet(
      REDIRECT_PATH,
      { code: stack.slackApi.authorizeCode(OFFICE), state: page.state },
      page.cookie,
    );
    expect(reused.body).toContain('This install link is no longer valid');
    expect(installations(await tableKeys(stack))).toEqual([`SLACKTEAM#${HOTEL} INSTALLATION`]);

    // Past its ten minutes, a state is refused though DynamoDB's TTL has not removed it yet.
    const late = await stack.installPage();
    const stillThere = await tableKeys(stack);
    skew = 11 * 60_000;
    const expired = await stack.oauthGet(
      REDIRECT_PATH,
      { code: stack.slackApi.authorizeCode(OFFICE), state: late.state },
      late.cookie,
    );
    expect(expired.body).toContain('This install link is no longer valid');
    expect(installations(await tableKeys(stack))).toEqual(installations(afterOne));
    // The install page wrote nothing, and the expired state is not written down as used.
    expect((await tableKeys(stack)).length).toBe(stillThere.length);
    expect(stack.oauthLog.join('\n')).not.toMatch(/code-|xoxb|forged|state=/);
  });

  it('a code exchanged twice writes one installation; a cancelled install writes nothing', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    const code = stack.slackApi.authorizeCode(HOTEL);
    const first = await stack.installPage();
    const second = await stack.installPage();
    expect((await stack.oauthGet(REDIRECT_PATH, { code, state: first.state }, first.cookie)).statusCode).toBe(
      200,
    );
    const twice = await stack.oauthGet(REDIRECT_PATH, { code, state: second.state }, second.cookie);
    expect(twice.body).toContain('Slack did not complete the install');
    expect(installations(await tableKeys(stack))).toEqual([`SLACKTEAM#${HOTEL} INSTALLATION`]);

    const before = await tableKeys(stack);
    const page = await stack.installPage();
    const cancelled = await stack.oauthGet(
      REDIRECT_PATH,
      { error: 'access_denied', state: page.state },
      page.cookie,
    );
    expect(cancelled.body).toContain('You cancelled');
    expect(installations(await tableKeys(stack))).toEqual(installations(before));
  });

  it('an org-wide Enterprise Grid install is refused with a page, its token given back, nothing kept', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    const refused = await stack.install(HOTEL, { enterpriseId: 'E0ORG' });
    expect(refused.body).toContain('not the whole organization');
    expect(installations(await tableKeys(stack))).toEqual([]);
    expect(stack.slackApi.calls.map((call) => call.method)).toContain('auth.revoke');
  });

  it('an event from a workspace never installed, or uninstalled, does nothing', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    const stranger = stack.person('U0STRANGER', undefined, 'T0NEVER');
    const answer = await stranger.slash();
    expect(answer.statusCode).toBe(200);
    expect(stack.sent).toEqual([]);
    expect(stack.slackApi.calls).toEqual([]);

    await stack.install(HOTEL);
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await guest.slash();
    expect(guest.messages().length).toBeGreaterThan(0);
    await stack.post(appUninstalled(HOTEL));
    await stack.queue.drain();
    stack.slackApi.revoke(HOTEL);
    const calls = stack.slackApi.calls.length;
    const keys = await tableKeys(stack);
    // The Slack handler's container still had the workspace cached: its worker finds it gone.
    await stack.post(directMessage({ user: 'U0GUEST', text: 'hi', team: HOTEL }));
    await stack.queue.drain();
    expect(stack.slackApi.calls.length).toBe(calls);
    expect(await tableKeys(stack)).toEqual(keys);
  });

  it('a turn of a workspace whose token Slack no longer accepts is dropped, never retried into the dead-letter queue', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    await stack.install(HOTEL);
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await guest.slash();
    // The app was removed at Slack, its uninstall event not yet here.
    stack.slackApi.revoke(HOTEL);
    await guest.type('hi');
    const lines = stack.workerLog.map((line) => line.msg);
    expect(lines).toContain('turn not delivered, dropped');
    expect(lines.filter((line) => /failed/.test(line))).toEqual([]);
  });

  it.each([
    ['app_uninstalled then tokens_revoked', [appUninstalled, tokensRevoked]],
    ['tokens_revoked then app_uninstalled', [tokensRevoked, appUninstalled]],
  ])(
    '%s leave nothing of the workspace but its orders, and the other workspace untouched',
    async (_, events) => {
      stack = await startSlackStack({ now: clock, oauth: {} });
      await stack.install(HOTEL);
      await stack.install(OFFICE);
      const hotelist = stack.person('U0HOTELDANA', undefined, HOTEL);
      const officer: SlackPerson = stack.person('U0OFFICEDANA', undefined, OFFICE);
      await signInOnSlack(stack, hotelist, DANA);
      await typeSimpleOrder(hotelist);
      await signInOnSlack(stack, officer, DANA);
      const officeBefore = ofTeam(await tableKeys(stack), OFFICE);
      expect(ofTeam(await tableKeys(stack), HOTEL).length).toBeGreaterThan(1);

      for (const event of events) {
        expect((await stack.post(event(HOTEL))).statusCode).toBe(200);
        await stack.queue.drain();
      }

      const after = await tableKeys(stack);
      expect(ofTeam(after, HOTEL)).toEqual([]);
      expect(ofTeam(after, OFFICE)).toEqual(officeBefore);
      // The ledger keeps the order placed from the hotel's workspace.
      expect(after.filter((key) => key.startsWith('CUST#') && key.includes('ORDER#'))).toHaveLength(1);
      await typeSimpleOrder(officer);
      expect(officer.transcript()).toMatch(/placed/i);
    },
  );

  it('a staff command from a customer workspace is refused and logged without personal data', async () => {
    stack = await startSlackStack({
      now: clock,
      oauth: {},
      env: { STAFF_SLACK_USER_IDS: 'U0STAFF' },
      usergroups: {},
    });
    await stack.install(TEAM);
    await stack.install(HOTEL);
    const dana = stack.person('U0DANA', undefined, TEAM);
    await signInOnSlack(stack, dana, DANA);
    await typeSimpleOrder(dana);
    const orderId = /#(\d+)/.exec(dana.transcript())?.[1] ?? '';
    expect(orderId).not.toBe('');

    // Someone of the hotel's workspace with the same user id as a staff member of the laundry's.
    const impostor = stack.person('U0STAFF', undefined, HOTEL);
    await impostor.slash(`staff ${orderId}`);
    expect(impostor.messages().at(-1)?.text).toContain('is for Laundry');
    const refusals = stack.workerLog.filter((line) => line.event === 'staff-refused');
    expect(refusals).toHaveLength(1);
    // Without the message ids: Slack makes them from the clock, so any digits may turn up in them.
    const logged = refusals.map(({ messageId: _id, ...line }) => line);
    expect(JSON.stringify(logged)).not.toMatch(/555|0101|U0DANA|Dana/);
    expect(stack.sandbox.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    // In the laundry's own workspace the same command is staff's.
    const staff = stack.person('U0STAFF', undefined, TEAM);
    await staff.slash(`staff ${orderId}`);
    expect(staff.messages().at(-1)?.text ?? '').toContain(`#${orderId}`);
  });
});
