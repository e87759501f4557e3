/**
 * Slack's request signature (v0): `v0=` + hex HMAC-SHA256 of `v0:<timestamp>:<raw body>` keyed with the
 * app's signing secret. Tests and `npm run slack:sign` sign requests the way Slack does; the handler
 * checks them with Bolt's own verifier, so the two are never the same code.
 */
import { createHmac } from 'node:crypto';

/** The signing secret of the local stack when SLACK_SIGNING_SECRET is not set: it only guards a laptop. */
export const LOCAL_SIGNING_SECRET = 'local-signing-secret-not-for-production';
export const LOCAL_BOT_TOKEN = 'xoxb-local-bot-token';
export const LOCAL_BOT_USER_ID = 'ULOCALBOT';
/** The workspace and app of `slack/examples/`. */
export const LOCAL_TEAM_ID = 'T0LOCAL';
export const LOCAL_APP_ID = 'A0LOCAL';

/**
 * The headers Slack sends with `body`.
 * @example signSlackRequest(secret, 'token=…&command=%2Flaundry') // { 'x-slack-signature': 'v0=…', 'x-slack-request-timestamp': '…' }
 */
export function signSlackRequest(
  signingSecret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): { 'x-slack-signature': string; 'x-slack-request-timestamp': string } {
  const digest = createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex');
  return { 'x-slack-signature': `v0=${digest}`, 'x-slack-request-timestamp': String(timestamp) };
}
