/**
 * `npm start`: the whole bot on this machine, no cloud account and no Docker. An embedded DynamoDB (data
 * under `.data/dynamodb`), the laundry sandbox (unless LAUNDRY_API_URL and LAUNDRY_AUTH_URL point at a real
 * service) and a terminal chat that runs every line through the same turn as Slack and SMS. Beside it, the
 * Slack handler listens on a local gateway (GATEWAY_PORT, default 3000) and answers through a local fake
 * of Slack's Web API, whose calls are shown on stderr (`slack ← chat.postMessage …`).
 *
 * `npm start < conversation.txt` plays a script: stdout then holds only the conversation; the banner, the
 * sandbox's "SMS" and the Slack calls go to stderr.
 */
import { runConsoleChat } from '../../lib/channels/console/chat';
import { requireSlack } from '../../lib/config';
import { consoleKey } from '../../lib/turn/conversation-key';
import { runTurn, type TurnEvent } from '../../lib/turn/run-turn';
import {
  localSlackEnv,
  readGatewayPort,
  slackBannerLine,
  startLocalQueue,
  startSlackGateway,
} from './local-slack';
import { type Closer, type Env, runLocalProcess, stackBannerLines, startLocalStack } from './local-stack';

async function main(env: Env, closers: Closer[]): Promise<void> {
  const interactive = process.stdin.isTTY === true;
  const gatewayPort = readGatewayPort(env);
  const slackEnv = await localSlackEnv(env, closers);
  const stack = await startLocalStack({ ...env, ...slackEnv }, { interactive, closers });
  const { bot } = stack;
  const queue = startLocalQueue(bot, closers);
  const gateway = await startSlackGateway(requireSlack(stack.config), queue, gatewayPort, closers);

  const banner = [
    'Laundry bot — local stack',
    ...stackBannerLines(stack),
    slackBannerLine(gateway),
    'Type help at any time, Ctrl-D to quit.',
  ].join('\n');
  (interactive ? process.stdout : process.stderr).write(`${banner}\n\n`);

  // At a terminal the conversation resumes across restarts; a script always starts a fresh one, so
  // replaying it gives the same conversation whatever earlier runs left in .data/.
  const user = env.USER || 'you';
  const key = consoleKey(interactive ? user : `${user}-script-${Date.now()}`);
  // The terminal's message ids: this run's start and a line counter, unique across restarts.
  const run = Date.now().toString(36);
  let line = 0;
  await runConsoleChat({
    input: process.stdin,
    output: process.stdout,
    interactive,
    color: process.stdout.isTTY === true && !env.NO_COLOR,
    handle: (input) => {
      line += 1;
      return runTurn({ ...bot, log: logTurnTrouble }, { key, messageId: `${run}-${line}`, input });
    },
  });
}

/** Only what goes wrong; a saved turn is the normal case. */
function logTurnTrouble(event: TurnEvent): void {
  if (event.outcome === 'saved') return;
  process.stderr.write(`turn ${event.key} attempt ${event.attempt}: ${event.outcome}\n`);
}

runLocalProcess('npm start', main);
