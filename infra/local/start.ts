/**
 * `npm start`: the whole bot on this machine, no cloud account and no Docker. An embedded DynamoDB (data
 * under `.data/dynamodb`), the laundry sandbox (unless LAUNDRY_API_URL and LAUNDRY_AUTH_URL point at a real
 * service) and a terminal chat that runs every line through the same turn as Slack and SMS. Beside it, one
 * local gateway (GATEWAY_PORT, default 3000) serves the Slack handler (`POST /slack/events`) and the SMS
 * handler (`POST /sms/inbound`) on one queue and worker, which answer through local fakes of Slack's Web
 * API and Twilio's Messages API whose calls are shown on stderr (`slack ← chat.postMessage …`, `sms → …`).
 *
 * `npm start -- --channel sms` makes the terminal a phone instead: each line is a text, posted to the
 * gateway as Twilio's signed webhook, and the texts the bot sends back are shown as the phone shows them.
 *
 * `npm start < conversation.txt` plays a script: stdout then holds only the conversation; the banner, the
 * sandbox's "SMS" and the Slack and Twilio calls go to stderr.
 */
// First, so its line shows while the rest loads.
import './loading-line';
import { parseArgs } from 'node:util';
import { runConsoleChat } from '../../lib/channels/console/chat';
import { type Config, requireSms } from '../../lib/config';
import { keyOf } from '../../lib/conversation/conversation';
import { type TurnEvent, takeTurn } from '../../lib/conversation/turn';
import { statsRecorderOf } from '../../lib/create-worker';
import type { InProcessQueue } from '../../lib/queue/in-process-queue';
import { recordFacts } from '../../lib/stats/record';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import { REAL_TIMERS } from '../../lib/worker/working-sign';
import {
  installLocalWorkspace,
  LOCAL_STAFF_NAME,
  localSlackEnv,
  slackBannerLine,
  slackRoutes,
  startLocalQueue,
} from './local-slack';
import {
  chatPhoneOf,
  type LocalPhone,
  type LocalSms,
  localPhone,
  localSmsEnv,
  runSmsChat,
  SMS_INBOUND_PATH,
  smsBannerLine,
  smsRoutes,
} from './local-sms';
import {
  bringReminderDue,
  type Closer,
  type Env,
  type GatewayStatus,
  goodbyeLine,
  localBusinessEnv,
  routeStatus,
  runLocalProcess,
  stackBannerLines,
  startLocalGateway,
  startLocalStack,
} from './local-stack';
import { readGatewayPort, SLACK_EVENTS_PATH } from './slack-sign';
import {
  addAddressAsStaff,
  type BackOffice,
  readStaffLine,
  STAFF_USAGE,
  type StaffLine,
  staffSees,
  TERMINAL_STAFF_LINE,
} from './terminal-staff';

/** Where the person types: the console chat, or a phone texting the SMS webhook. */
type Channel = 'console' | 'sms';

async function main(given: Env, closers: Closer[]): Promise<void> {
  // One business name for every part (the bot's words, the SMS HELP answer, the install page).
  const env = localBusinessEnv(given);
  const channel = readChannel(process.argv.slice(2));
  const interactive = process.stdin.isTTY === true;
  const gatewayPort = readGatewayPort(env);
  // Checked before anything starts: the chat shows what the local stand-in for Twilio receives.
  if (channel === 'sms' && env.TWILIO_API_URL)
    throw new Error('--channel sms shows the texts of a local stand-in for Twilio: unset TWILIO_API_URL');
  const chatPhone = channel === 'sms' ? chatPhoneOf(env, interactive) : undefined;
  const slack = await localSlackEnv(env, closers);
  const sms = await localSmsEnv(env, closers, { chatPhone });
  const stack = await startLocalStack({ ...env, ...slack.env, ...sms.env }, { interactive, closers });
  const { bot, config } = stack;
  const queue = startLocalQueue(bot, closers);
  const recorder = statsRecorderOf(bot);
  await installLocalWorkspace(bot);
  // The SMS function's own way to the table (no AWS SDK client), as in AWS.
  const smsTable = createHttpItemTable(config.dynamo);
  closers.push({ name: 'SMS table client', close: async () => smsTable.destroy() });
  const gateway = await startLocalGateway(
    {
      ...slackRoutes(bot, queue),
      ...smsRoutes(config.sms, queue, phoneFingerprintOf(bot.config), smsTable, () => bot.now().getTime()),
    },
    gatewayPort,
    closers,
  );
  slack.onGateway(gateway);
  const smsRoute = routeStatus(gateway, SMS_INBOUND_PATH);

  const banner = [
    'Laundry bot — local stack',
    ...stackBannerLines(stack),
    slackBannerLine(routeStatus(gateway, SLACK_EVENTS_PATH), config.slack?.oauth !== undefined),
    smsBannerLine(smsRoute, { configured: config.sms !== undefined, chatPhone }),
    channel === 'sms'
      ? "Text as on a phone (HELP, STOP and START too), /due to bring the next reminder due now, /staff address <street> to add this phone's address in the back office, Ctrl-D to quit."
      : 'Say hi (or hola, in Spanish) to begin, help at any time, /due to bring the next reminder due now, Ctrl-D to quit.',
    ...(channel === 'sms' ? [] : [TERMINAL_STAFF_LINE]),
  ].join('\n');

  // Made before the banner, so what stops the phone is said instead of it.
  const phone = chatPhone && terminalPhone({ route: smsRoute, sms, config, number: chatPhone, queue });
  (interactive ? process.stdout : process.stderr).write(`${banner}\n\n`);
  // The goodbye goes where the banner went: a script's stdout holds the conversation only.
  const sayGoodbye = () =>
    (interactive ? process.stdout : process.stderr).write(
      // A phone's conversation carries on whenever its number does (a terminal's, or SMS_FROM).
      `${goodbyeLine(stack, { resumes: interactive || (chatPhone !== undefined && Boolean(env.SMS_FROM?.trim())) })}\n`,
    );
  if (phone) {
    await runSmsChat({
      input: process.stdin,
      output: process.stdout,
      interactive,
      phone,
      // `/due` is the local stack's, not a text: the reminder, then the texts it brought.
      local: async (line) => {
        const asStaff = readStaffLine(line, { name: LOCAL_STAFF_NAME, business: config.businessName });
        if (asStaff) return { said: smsStaffLine(asStaff, stack.backOffice, chatPhone), texts: [] };
        if (!isDue(line)) return undefined;
        let said = '';
        const deferred = stack.reminders.deferred();
        const texts = await phone.receive(async () => {
          said = await bringReminderDue(stack);
        });
        // invariant notice-waits-for-decent-hours: at night the reminder is held, not lost.
        if (stack.reminders.deferred() > deferred) said += ` ${HELD_FOR_DECENT_HOURS}`;
        return { said, texts };
      },
    });
    sayGoodbye();
    return;
  }

  // At a terminal the conversation resumes across restarts; a script always starts a fresh one, so
  // replaying it gives the same conversation whatever earlier runs left in .data/.
  const user = env.USER || 'you';
  const conversation = {
    kind: 'console' as const,
    user: interactive ? user : `${user}-script-${Date.now()}`,
  };
  // The terminal's message ids: this run's start and a line counter, unique across restarts.
  const run = Date.now().toString(36);
  let line = 0;
  await runConsoleChat({
    input: process.stdin,
    output: process.stdout,
    interactive,
    color: process.stdout.isTTY === true && !env.NO_COLOR,
    // A script's stdout holds the conversation only: its sign goes where the banner went.
    working: { output: interactive ? process.stdout : process.stderr, timers: REAL_TIMERS },
    handle: async (input) => {
      if (input.type === 'text' && isDue(input.text)) {
        process.stderr.write(`${await bringReminderDue(stack)}\n`);
        await queue.drain();
        return [];
      }
      const asStaff =
        input.type === 'text'
          ? readStaffLine(input.text, { name: LOCAL_STAFF_NAME, business: config.businessName })
          : undefined;
      if (asStaff && asStaff.kind !== 'relay') {
        process.stdout.write(`${await backOffice(asStaff)}\n\n`);
        return [];
      }
      line += 1;
      const result = await takeTurn(
        { ...bot, log: logTurnTrouble },
        { conversation, messageId: `${run}-${line}`, input: asStaff?.input ?? input },
      );
      // Counted as the worker counts a turn, so staff's report reads the terminal's too.
      if (!result.redelivered)
        await recordFacts(
          recorder,
          result.facts,
          { channel: 'console', language: result.language },
          bot.now(),
        );
      // Invariant terminal-plays-staff: what the staff thread is told, shown as staff read it.
      const seen = staffSees(result.notices);
      if (seen) process.stdout.write(`${seen}\n\n`);
      if (asStaff && result.replies.length === 0) process.stdout.write(`${STAFF_SAID_TO_NO_ONE}\n\n`);
      return { replies: result.replies, language: result.language };
    },
  });
  /** A `/staff` line that is no staff turn: its usage, or an address added in the back office. */
  async function backOffice(asStaff: Exclude<StaffLine, { kind: 'relay' }>): Promise<string> {
    if (asStaff.kind === 'usage') return STAFF_USAGE;
    const link = await bot.store.loadLink(keyOf(conversation));
    return addAddressAsStaff(stack.backOffice, link?.serviceCustomerId, asStaff.address1);
  }
  sayGoodbye();
}

/**
 * A `/staff` line by SMS: the back office adds the address to the account of the phone texting;
 * staff answer in the local Slack's staff channel (docs/slack.md, "Acting as staff locally").
 */
function smsStaffLine(asStaff: StaffLine, backOffice: BackOffice | undefined, phone: string): string {
  if (asStaff.kind !== 'address') return SMS_STAFF_ANSWER;
  const customer = backOffice?.customerByPhone(phone.replace(/^\+1/, ''));
  return addAddressAsStaff(backOffice, customer?.serviceCustomerId, asStaff.address1);
}

/** By SMS, where staff answer a hand-off. */
const SMS_STAFF_ANSWER =
  'staff: by SMS, staff answer in the local Slack\'s staff channel C0STAFF (docs/slack.md, "Acting as staff locally"); /staff address <street> adds this phone\'s address in the back office.';

/** What a staff line that reached no hand-off says. */
const STAFF_SAID_TO_NO_ONE = 'staff: no hand-off is open here, so no customer got that.';

/** What `/due` adds when the reminder waits for decent hours. */
const HELD_FOR_DECENT_HOURS =
  "It is held till 8:00 in the store's zone: texts the bot sends on its own go out from 8:00 to 21:00 only.";

/** `/due`, the local stack's command that brings the next reminder due now. */
function isDue(line: string): boolean {
  return line.trim().toLowerCase() === '/due';
}

/** The phone `--channel sms` texts from: the gateway's SMS route must be up, and Twilio the local stand-in. */
function terminalPhone(options: {
  route: GatewayStatus;
  sms: LocalSms;
  config: Config;
  number: string;
  queue: InProcessQueue;
}): LocalPhone {
  const { route, sms } = options;
  if ('unavailable' in route)
    throw new Error(`--channel sms needs the gateway: ${route.unavailable}; set GATEWAY_PORT`);
  if (!sms.recorder) throw new Error('--channel sms needs the local stand-in for Twilio');
  return localPhone({
    inboundUrl: route.url,
    sms: requireSms(options.config),
    number: options.number,
    recorder: sms.recorder,
    queue: options.queue,
  });
}

/** `--channel console|sms` (default console); anything else is refused in one line, before anything starts. */
function readChannel(args: string[]): Channel {
  let channel: string | undefined;
  try {
    channel = parseArgs({ args, options: { channel: { type: 'string' } } }).values.channel;
  } catch {
    // parseArgs throws on an unknown option, a positional, or a --channel without a value.
    throw new Error('usage: npm start [-- --channel console|sms]');
  }
  if (channel === undefined || channel === 'console') return 'console';
  if (channel === 'sms') return 'sms';
  throw new Error(`unknown channel "${channel}": use --channel console or --channel sms`);
}

/** Only what goes wrong; a saved turn is the normal case. */
function logTurnTrouble(event: TurnEvent): void {
  if (event.outcome === 'saved') return;
  process.stderr.write(`turn ${event.key} attempt ${event.attempt}: ${event.outcome}\n`);
}

runLocalProcess('npm start', main);
