/**
 * The OAuth states the install page hands out: each one signed, not stored (what the page asked for,
 * when it expires and a random nonce, with an HMAC), so an anonymous page view writes nothing. The
 * redirect from Slack must bring it back within its lifetime, once: only then is it written down, as
 * used, until it expires.
 *
 * @invariant oauth-page-view-writes-nothing Issuing a state writes nothing: `GET /slack/install` costs no DynamoDB item, whoever asks.
 * @invariant oauth-state-used-once A state is used up by a conditional put of its hash, kept until the state expires: of two
 *    redirects with one state, one wins.
 * @invariant expired-oauth-state-refused A state past its lifetime is refused (its expiry is signed in it).
 * @invariant refused-oauth-states-look-alike A state forged, unknown, used or expired is refused the same way (`undefined`): the caller
 *    cannot tell, and neither can whoever forged it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { num, str } from './attribute-values';
import { type DynamoDBClient, PutItemCommand } from './dynamodb-sdk';
import { OAUTH_STATE_SK, oauthStatePartition } from './keys';

export interface OAuthStates {
  /** A new state holding `payload` (what the install page asked for), valid for `ttlMs`. No write (invariant oauth-page-view-writes-nothing). */
  issue(payload: string, ttlMs: number): Promise<string>;
  /** The state's payload, once (invariant oauth-state-used-once) (invariant expired-oauth-state-refused) (invariant refused-oauth-states-look-alike). One conditional put, for a state signed here and not expired. */
  consume(state: string): Promise<string | undefined>;
}

/**
 * States signed with a key derived from `secret` (the app's client secret).
 * @example const states = createSignedOAuthStates({ client, tableName, now, secret: oauth.clientSecret }); const state = await states.issue('{}', 600_000);
 */
export function createSignedOAuthStates(deps: {
  client: DynamoDBClient;
  tableName: string;
  now: () => Date;
  secret: string;
}): OAuthStates {
  const { client, tableName } = deps;
  const key = createHmac('sha256', deps.secret).update('laundry-bot oauth state v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    async issue(payload, ttlMs) {
      const claims = {
        p: payload,
        e: deps.now().getTime() + ttlMs,
        n: randomBytes(16).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      // The signature's fixed length ends it: the state stays in base64url's alphabet.
      return `${body}${mac(body)}`;
    },

    async consume(state) {
      const claims = verified(state, mac);
      if (!claims || claims.e <= deps.now().getTime()) return undefined;
      try {
        await client.send(
          new PutItemCommand({
            TableName: tableName,
            Item: {
              pk: str(oauthStatePartition(createHash('sha256').update(state).digest('base64url'))),
              sk: str(OAUTH_STATE_SK),
              expiresAt: num(Math.ceil(claims.e / 1000)),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return claims.p;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
        throw error;
      }
    },
  };
}

/** An HMAC-SHA256 in base64url. */
const SIGNATURE_LENGTH = 43;

/** The state's claims when its signature is ours, else undefined. */
function verified(state: string, mac: (body: string) => string): { p: string; e: number } | undefined {
  if (!/^[\w-]{44,4000}$/.test(state)) return undefined;
  const body = state.slice(0, -SIGNATURE_LENGTH);
  const signature = state.slice(-SIGNATURE_LENGTH);
  const expected = Buffer.from(mac(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      p?: unknown;
      e?: unknown;
    };
    return typeof claims.p === 'string' && typeof claims.e === 'number'
      ? { p: claims.p, e: claims.e }
      : undefined;
  } catch {
    return undefined;
  }
}
