/**
 * The OAuth states the install page hands out: each one a random value, kept only as its hash, that
 * the redirect from Slack must bring back within its lifetime, once.
 *
 * @invariant oauth-state-used-once A state is used up by a conditional delete: of two redirects with one state, one wins.
 * @invariant expired-oauth-state-refused A state past its lifetime is refused even if DynamoDB's TTL has not removed it yet.
 * @invariant refused-oauth-states-look-alike A state unknown, used or expired is refused the same way (`undefined`): the caller cannot tell,
 *    and neither can whoever forged it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteItemCommand, type DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { num, readOptionalNumber, str } from './attribute-values';
import { OAUTH_STATE_SK, oauthStatePartition } from './keys';

export interface OAuthStates {
  /** A new state holding `payload` (what the install page asked for), valid for `ttlMs`. One write. */
  issue(payload: string, ttlMs: number): Promise<string>;
  /** The state's payload, once (invariant oauth-state-used-once) (invariant expired-oauth-state-refused) (invariant refused-oauth-states-look-alike). One conditional delete. */
  consume(state: string): Promise<string | undefined>;
}

/**
 * @example const states = createDynamoOAuthStates({ client, tableName, now }); const state = await states.issue('{}', 600_000);
 */
export function createDynamoOAuthStates(deps: {
  client: DynamoDBClient;
  tableName: string;
  now: () => Date;
}): OAuthStates {
  const { client, tableName } = deps;
  const keyOf = (state: string) => ({
    pk: str(oauthStatePartition(createHash('sha256').update(state).digest('base64url'))),
    sk: str(OAUTH_STATE_SK),
  });
  return {
    async issue(payload, ttlMs) {
      const state = randomBytes(32).toString('base64url');
      const expiresAtMs = deps.now().getTime() + ttlMs;
      await client.send(
        new PutItemCommand({
          TableName: tableName,
          Item: {
            ...keyOf(state),
            payload: str(payload),
            expiresAtMs: num(expiresAtMs),
            expiresAt: num(Math.ceil(expiresAtMs / 1000)),
          },
        }),
      );
      return state;
    },

    async consume(state) {
      if (!/^[\w-]{20,100}$/.test(state)) return undefined;
      try {
        const { Attributes: item } = await client.send(
          new DeleteItemCommand({
            TableName: tableName,
            Key: keyOf(state),
            ConditionExpression: 'attribute_exists(pk)',
            ReturnValues: 'ALL_OLD',
          }),
        );
        const expiresAtMs = item && readOptionalNumber(item, 'expiresAtMs');
        if (!item?.payload?.S || expiresAtMs === undefined || expiresAtMs <= deps.now().getTime())
          return undefined;
        return item.payload.S;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
        throw error;
      }
    },
  };
}
