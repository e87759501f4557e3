/**
 * Slack's events as Slack delivers them: retried with X-Slack-Retry-Num, redelivered minutes late,
 * out of order (infra/local/slack-event-delivery.ts). Through the real parts: the OAuth handler,
 * Bolt's receiver with signed requests, the queue and worker, DynamoDB Local, the laundry sandbox.
 */

import { mondayMorning } from '../support/clock';
import { aroundSends, scanAll } from '../support/dynamodb';
import { appUninstalled, tokensRevoked } from '../support/slack-payloads';
import { blocksText, type SlackStack, signInOnSlack, startSlackStack } from '../support/slack-stack';

const clock = mondayMorning();
const HOTEL = 'T0HOTEL';
const DANA = '2125550101';

async function keysOfTeam(stack: SlackStack, team: string): Promise<string[]> {
  const keys: string[] = [];
  const items = await scanAll(stack.bot.dynamoClient, {
    TableName: stack.config.dynamo.tableName,
    ConsistentRead: true,
  });
  for (const item of items) {
    const key = `${item.pk?.S} ${item.sk?.S}`;
    if (key.includes(`:${team}:`) || key.includes(`#${team} `)) keys.push(key);
  }
  return keys.sort();
}

/**
 * Holds the first write to the partition `pk` (a turn's commit: an UpdateItem or a TransactWriteItems)
 * until `release`; `held` resolves once it is waiting.
 */
function holdCommit(stack: SlackStack, pk: string) {
  let release = () => {};
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = true;
  aroundSends(stack.bot.dynamoClient, async (command, next) => {
    const writes = /^(UpdateItem|TransactWriteItems|PutItem)$/.test(command.operation);
    if (holding && writes && JSON.stringify(command.input).includes(`"${pk}"`)) {
      holding = false;
      reached();
      await gate;
    }
    return next();
  });
  return { held, release };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Slack events delivered late, twice, out of order', () => {
  let stack: SlackStack;
  afterEach(() => stack.close());

  it('a stale app_uninstalled or tokens_revoked, retried or redelivered after a reinstall, never touches the new installation or its sign-ins', async () => {
    let skew = 0;
    const now = () => new Date(clock().getTime() + skew);
    stack = await startSlackStack({ now, oauth: {} });
    await stack.install(HOTEL);
    // Removed at Slack: the events are not delivered yet (the app's URL failed).
    const removedAt = now();
    const uninstall = stack.events.hold(appUninstalled(HOTEL, removedAt));
    const revoked = stack.events.hold(tokensRevoked(HOTEL, removedAt));
    stack.slackApi.revoke(HOTEL);
    skew += 60_000;
    // Added again a minute later; a guest signs in on the new installation.
    expect((await stack.install(HOTEL)).statusCode).toBe(200);
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await signInOnSlack(stack, guest, DANA);
    const before = await keysOfTeam(stack, HOTEL);
    expect(before.some((key) => key.endsWith(' LINK'))).toBe(true);

    // Six minutes on: the held events come, newest first, then Slack retries the uninstall.
    skew += 6 * 60_000;
    expect(await stack.events.release()).toEqual([200, 200]);
    expect((await stack.events.retry(uninstall, 'http_timeout')).statusCode).toBe(200);
    expect((await stack.events.retry(revoked, 'connection_failed')).statusCode).toBe(200);

    expect(await keysOfTeam(stack, HOTEL)).toEqual(before);
    const seen = guest.messages().length;
    await guest.type('help');
    const answer = guest.messages().slice(seen);
    expect(answer.map((m) => blocksText(m.blocks)).join('\n')).toMatch(/What would you like to do\?/);
    expect(stack.workerLog.filter((line) => line.level !== 'info')).toEqual([]);
  });

  it('a turn in flight when the app is removed leaves nothing of the workspace: its commit, held past the removal, writes nothing', async () => {
    stack = await startSlackStack({ now: clock, oauth: {} });
    await stack.install(HOTEL);
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    // The guest's first turn runs up to its commit (its answer posted), which waits there.
    const commit = holdCommit(stack, `CONV#slack:${HOTEL}:U0GUEST`);
    const typing = guest.type('hi');
    await commit.held;
    // Meanwhile the app is removed at Slack, and its event is delivered and carried out.
    stack.slackApi.revoke(HOTEL);
    expect((await stack.post(appUninstalled(HOTEL, clock()))).statusCode).toBe(200);
    await waitFor(() => stack.workerLog.some((line) => line.msg === 'slack-uninstall done'));
    expect(await keysOfTeam(stack, HOTEL)).toEqual([]);

    commit.release();
    await typing;
    expect(await keysOfTeam(stack, HOTEL)).toEqual([]);
    expect(stack.workerLog.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('an uninstall delivered late, after nothing was reinstalled, still removes the workspace', async () => {
    let skew = 0;
    const now = () => new Date(clock().getTime() + skew);
    stack = await startSlackStack({ now, oauth: {} });
    await stack.install(HOTEL);
    const guest = stack.person('U0GUEST', undefined, HOTEL);
    await signInOnSlack(stack, guest, DANA);
    const uninstall = stack.events.hold(appUninstalled(HOTEL, now()));
    skew += 6 * 60_000;
    await stack.events.release([uninstall]);
    expect((await stack.events.retry(uninstall)).statusCode).toBe(200);
    expect(await keysOfTeam(stack, HOTEL)).toEqual([]);
  });
});
