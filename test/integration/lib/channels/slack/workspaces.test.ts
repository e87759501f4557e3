/**
 * Each workspace's bot token, from the installation store on DynamoDB Local, with Slack's token
 * rotation answered by the Web API recorder's oauth.v2.access over HTTP: refreshed once before it
 * expires, whatever the number of containers asking at once; read once per few minutes per container.
 */
import { randomBytes } from 'node:crypto';
import { type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { type SlackApiRecorder, startSlackApiRecorder } from '../../../../../infra/local/slack-api-recorder';
import { createOAuthClient } from '../../../../../lib/channels/slack/web-client';
import {
  REFRESH_BEFORE_MS,
  slackInstallationsOf,
  WORKSPACE_CACHE_MS,
  workspacesOf,
} from '../../../../../lib/channels/slack/workspaces';
import type { SlackConfig } from '../../../../../lib/config';
import { itemTable } from '../../../../../lib/store/dynamodb-client';
import { mondayMorning } from '../../../../support/clock';
import { countRequests, createTestTable } from '../../../../support/dynamodb';

const CLIENT = { id: '1111.2222', secret: 'test-client-secret-0123456789' };
const HOTEL = 'T0HOTEL';
const TWELVE_HOURS_S = 12 * 3600;

describe('workspaces with rotating tokens', () => {
  let table: { client: DynamoDBClient; tableName: string };
  let slackApi: SlackApiRecorder;
  let skew = 0;
  const clock = mondayMorning();
  const now = () => new Date(clock().getTime() + skew);
  let config: Parameters<typeof workspacesOf>[0];

  beforeEach(async () => {
    skew = 0;
    table = await createTestTable();
    slackApi = await startSlackApiRecorder({
      botToken: 'xoxb-unused',
      oauthClient: CLIENT,
      rotatingSeconds: TWELVE_HOURS_S,
    });
    const slack = {
      teamId: 'T0LAUNDRY',
      appId: 'A0LAUNDRY',
      apiUrl: slackApi.url,
      oauth: { clientId: CLIENT.id, clientSecret: CLIENT.secret, authorizeUrl: '', redirectUri: undefined },
    } as unknown as SlackConfig;
    config = {
      slack,
      tokenEncryptionKey: randomBytes(32),
      previousTokenKeys: [],
    };
  });
  afterEach(async () => {
    table.client.destroy();
    await slackApi.close();
  });

  /** The hotel installs: Slack's answer to its code, saved as the OAuth handler saves it. */
  async function installHotel() {
    const answer = await createOAuthClient({ apiUrl: slackApi.url }).oauth.v2.access({
      code: slackApi.authorizeCode(HOTEL),
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
    await slackInstallationsOf(config, { table: itemTable(table.client, table.tableName), now }).save({
      teamId: HOTEL,
      botToken: answer.access_token ?? '',
      botUserId: answer.bot_user_id ?? '',
      scopes: ['commands'],
      refreshToken: answer.refresh_token ?? '',
      expiresAt: now().getTime() + (answer.expires_in ?? 0) * 1000,
      installedAt: now().toISOString(),
    });
    return answer.access_token ?? '';
  }

  const refreshes = () =>
    slackApi.calls.filter(
      (call) => call.method === 'oauth.v2.access' && call.args.grant_type === 'refresh_token',
    );

  it('an expired token is refreshed once, even with two containers asking at once; both get the new one', async () => {
    const first = await installHotel();
    skew = TWELVE_HOURS_S * 1000 + 60_000;
    const containerA = workspacesOf(config, { table: itemTable(table.client, table.tableName), now });
    const containerB = workspacesOf(config, { table: itemTable(table.client, table.tableName), now });

    const [a, b] = await Promise.all([containerA.authFor(HOTEL), containerB.authFor(HOTEL)]);

    expect(refreshes()).toHaveLength(1);
    expect(a?.botToken).not.toBe(first);
    expect(b?.botToken).toBe(a?.botToken);
    expect(slackApi.teamOf(a?.botToken ?? '')).toBe(HOTEL);
  });

  it('a token about to expire is refreshed once, the other container meanwhile keeps the current one', async () => {
    const first = await installHotel();
    skew = TWELVE_HOURS_S * 1000 - REFRESH_BEFORE_MS + 60_000;
    const containerA = workspacesOf(config, { table: itemTable(table.client, table.tableName), now });
    const containerB = workspacesOf(config, { table: itemTable(table.client, table.tableName), now });

    const [a, b] = await Promise.all([containerA.authFor(HOTEL), containerB.authFor(HOTEL)]);

    expect(refreshes()).toHaveLength(1);
    expect([a?.botToken, b?.botToken].filter((token) => token === first).length).toBeLessThanOrEqual(1);
    expect(new Set([a?.botToken, b?.botToken].map((token) => slackApi.teamOf(token ?? '')))).toEqual(
      new Set([HOTEL]),
    );
  });

  it('the bot token is sealed in the table, and read once per few minutes per container', async () => {
    const token = await installHotel();
    const { Item: item } = await table.client.send(
      new GetItemCommand({
        TableName: table.tableName,
        Key: { pk: { S: `SLACKTEAM#${HOTEL}` }, sk: { S: 'INSTALLATION' } },
      }),
    );
    expect(JSON.stringify(item)).not.toContain(token);
    expect(JSON.stringify(item)).not.toContain('xoxe');

    const reads = countRequests(table.client);
    const container = workspacesOf(config, { table: itemTable(table.client, table.tableName), now });
    for (let turn = 0; turn < 5; turn += 1) expect((await container.authFor(HOTEL))?.botToken).toBe(token);
    expect(reads.count).toBe(1);
    skew = WORKSPACE_CACHE_MS + 1000;
    await container.authFor(HOTEL);
    expect(reads.count).toBe(2);
    expect(await container.authFor('T0NEVER')).toBeUndefined();
  });
});
