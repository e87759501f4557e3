/**
 * What `npm run dev:slack` reads of a dotenv file: the Slack app's variables and the staff's. The rest
 * of the stack is started as `npm start` starts it, which reads no file (a .env copied from
 * .env.example would otherwise point the bot at its example laundry URL). Without the staff's
 * (STAFF_CHANNEL_ID above all) no one could be handed to: a new customer without an address would meet
 * a dead end in Slack while SMS offers to send it to the laundry.
 */
import type { Env } from './local-stack';

/** The prefixes of the variables read from the file. */
const READ = ['SLACK_', 'STAFF_', 'STAFFED_'];

/**
 * The file's Slack and staff variables.
 * @example slackVariables({ SLACK_BOT_TOKEN: 'xoxb-1', STAFF_CHANNEL_ID: 'C0STAFF', LAUNDRY_API_URL: 'https://x' })
 * // { SLACK_BOT_TOKEN: 'xoxb-1', STAFF_CHANNEL_ID: 'C0STAFF' }
 */
export function slackVariables(fileEnv: Env): Env {
  return Object.fromEntries(
    Object.entries(fileEnv).filter(([name]) => READ.some((prefix) => name.startsWith(prefix))),
  );
}
