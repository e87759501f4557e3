/**
 * The Slack path wired as in AWS, in one process: the Slack handler (Bolt's AwsLambdaReceiver, real
 * signatures) → the in-process FIFO queue → the worker (Powertools' FIFO processor, `createBot` on the
 * test run's DynamoDB engine, the laundry sandbox over HTTP) → Slack's Web API, played by a local
 * recorder over HTTP. A `SlackPerson` acts as someone in Slack would: types, clicks what is on screen.
 */
import type { KnownBlock } from '@slack/types';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { apiGatewayEvent, type HttpHandler, lambdaContext } from '../../infra/local/http-gateway';
import type { SandboxOptions } from '../../infra/local/sandbox/server';
import {
  installedBotUserId,
  type RecordedChannel,
  type RecordedMessage,
  startSlackApiRecorder,
} from '../../infra/local/slack-api-recorder';
import { slackEventDelivery } from '../../infra/local/slack-event-delivery';
import { signSlackRequest } from '../../infra/local/slack-signature';
import { startQueueWorker } from '../../infra/local/stack-builder';
import type { BotOverrides } from '../../lib/bot';
import { createSlackHandler } from '../../lib/channels/slack/lambda-handler';
import { createSlackOAuthHandler, INSTALL_PATH, REDIRECT_PATH } from '../../lib/channels/slack/oauth/handler';
import { slackInstallationsOf, workspacesOf } from '../../lib/channels/slack/workspaces';
import { requireSlack, requireSlackOAuth } from '../../lib/config';
import type { Queue } from '../../lib/queue/queue';
import { itemTable } from '../../lib/store/dynamodb-client';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { createSignedOAuthStates } from '../../lib/store/oauth-states';
import type { WorkerLine } from '../../lib/worker/handler';
import type { Timers } from '../../lib/worker/working-sign';
import {
  APP,
  appHomeOpened,
  appMention,
  BOT_ID,
  BOT_USER,
  blockActions,
  directMessage,
  type SlackBody,
  slashCommand,
  TEAM,
  threadReply,
  useEventClock,
} from './slack-payloads';
import { startTestStack } from './test-bot';
import { testReminders } from './test-reminders';

export const SIGNING_SECRET = 'test-signing-secret-0123456789abcdef';
export const BOT_TOKEN = 'xoxb-test-0000-bot-token';

/** The bot's Slack variables, Slack's Web API at `apiUrl` (a recorder); the secrets are the tests' unless given. */
export function slackEnv(
  apiUrl: string,
  secrets: { signingSecret: string; botToken: string } = {
    signingSecret: SIGNING_SECRET,
    botToken: BOT_TOKEN,
  },
): Record<string, string> {
  return {
    SLACK_SIGNING_SECRET: secrets.signingSecret,
    SLACK_BOT_TOKEN: secrets.botToken,
    SLACK_BOT_USER_ID: BOT_USER,
    SLACK_BOT_ID: BOT_ID,
    SLACK_TEAM_ID: TEAM,
    SLACK_APP_ID: APP,
    SLACK_API_URL: apiUrl,
  };
}

/** The app's OAuth client in tests (the recorder's oauth.v2.access accepts only it). */
export const OAUTH_CLIENT = { id: '1111.2222', secret: 'test-client-secret-0123456789' };

/** The bot's Slack variables with OAuth: no bot token, each workspace's comes from its installation. */
export function oauthSlackEnv(apiUrl: string): Record<string, string> {
  return {
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_CLIENT_ID: OAUTH_CLIENT.id,
    SLACK_CLIENT_SECRET: OAUTH_CLIENT.secret,
    SLACK_TEAM_ID: TEAM,
    SLACK_APP_ID: APP,
    SLACK_API_URL: apiUrl,
  };
}

export interface SlackStackOptions {
  /** "Add to Slack" mode: workspaces install the app (`stack.install`); tokens rotate after `rotatingSeconds`. */
  oauth?: { rotatingSeconds?: number };
  now?: () => Date;
  sandbox?: SandboxOptions;
  maxReceives?: number;
  /** The queue's event source as deployed (test/support/deployed-event-source.ts), instead of the local defaults. */
  eventSource?: Parameters<typeof startQueueWorker>[1]['eventSource'];
  /** A queue to put in front of the real one (to watch or break sends). */
  wrapQueue?: (queue: Queue) => Queue;
  /** Workspace admins (users.info says is_admin). */
  admins?: string[];
  /** Slack user groups and their members (usergroups.users.list). */
  usergroups?: Record<string, string[]>;
  /** People's first names (users.info). */
  names?: Record<string, string>;
  /** People's locales (users.info with include_locale; Slack's default is en-US). */
  locales?: Record<string, string>;
  /** The workspace's channels and their members (conversations.info, conversations.members). */
  channels?: Record<string, RecordedChannel>;
  /** Users of another organization (Slack Connect), by their team id (users.info). */
  foreignUsers?: Record<string, string>;
  /** More of the bot's environment (staff, dispatch credential). */
  env?: Record<string, string>;
  /** Codes texted per phone, for a test signing a few customers in from many conversations. */
  codeLimits?: BotOverrides['codeLimits'];
  /** The business's daily cap on sign-ups was reached (what the worker reports as a metric). */
  onSignUpsCapped?: BotOverrides['onSignUpsCapped'];
  /** What times a long turn's sign that the bot is working (the machine's timers by default). */
  timers?: Timers;
}

/** Timers that never fire: every turn is quick, whatever the machine's speed (invariant slow-turn-shows-working). */
export const QUICK_TURNS: Timers = { after: () => () => {} };

export async function startSlackStack(options: SlackStackOptions = {}) {
  const now = options.now ?? (() => new Date());
  useEventClock(now);
  const slackApi = await startSlackApiRecorder({
    botToken: BOT_TOKEN,
    admins: options.admins ?? [],
    teamId: TEAM,
    ...(options.usergroups ? { usergroups: options.usergroups } : {}),
    ...(options.channels ? { channels: options.channels } : {}),
    ...(options.foreignUsers ? { foreignUsers: options.foreignUsers } : {}),
    ...(options.oauth ? { oauthClient: OAUTH_CLIENT } : {}),
    ...(options.oauth?.rotatingSeconds ? { rotatingSeconds: options.oauth.rotatingSeconds } : {}),
    ...(options.names ? { names: options.names } : {}),
    ...(options.locales ? { locales: options.locales } : {}),
  });
  const stack = await startTestStack({
    now,
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    env: {
      ...(options.oauth ? oauthSlackEnv(slackApi.url) : slackEnv(slackApi.url)),
      QUEUE_MAX_RECEIVES: String(options.maxReceives ?? 5),
      ...options.env,
    },
    overrides: (config) => ({
      reminders: testReminders(() => queue, now, config.reminderLeadMinutes),
      ...(options.codeLimits ? { codeLimits: options.codeLimits } : {}),
      ...(options.onSignUpsCapped ? { onSignUpsCapped: options.onSignUpsCapped } : {}),
    }),
  });
  const { sandbox, bot, config, dynamoRequests } = stack;
  const { reminders } = stack.overrides;
  const workerLog: WorkerLine[] = [];
  const queue = startQueueWorker(bot, {
    log: (line) => workerLog.push(line),
    retryDelayMs: 10,
    ...(options.eventSource ? { eventSource: options.eventSource } : {}),
    // A test's turns are as long as the machine makes them: the sign comes only when a test's timers say so.
    timers: options.timers ?? QUICK_TURNS,
  });
  const sent: { groupId: string; deduplicationId: string }[] = [];
  const watched: Queue = {
    send: (message) => {
      sent.push({ groupId: message.groupId, deduplicationId: message.deduplicationId });
      return queue.send(message);
    },
  };
  const slack = requireSlack(config);
  const dynamo = { client: bot.dynamoClient, now: bot.now };
  const handler = createSlackHandler({
    slack,
    // The Slack function's own way to the table (no AWS SDK client), on the test run's engine.
    workspaces: workspacesOf(
      { ...bot.config, slack },
      { table: createHttpItemTable(config.dynamo), now: bot.now },
    ),
    queue: options.wrapQueue ? options.wrapQueue(watched) : watched,
    staffUserIds: bot.config.staff.slackUserIds,
  });
  const oauthLog: string[] = [];
  const oauthHandler = options.oauth
    ? createSlackOAuthHandler({
        slack: requireSlackOAuth(config),
        businessName: config.businessName,
        businessPage: config.businessPage,
        states: createSignedOAuthStates({
          ...dynamo,
          tableName: config.dynamo.tableName,
          secret: OAUTH_CLIENT.secret,
        }),
        installations: slackInstallationsOf(bot.config, {
          table: itemTable(bot.dynamoClient, config.dynamo.tableName),
          now: bot.now,
        }),
        now: bot.now,
        log: (line) => oauthLog.push(line),
      })
    : undefined;

  /** A GET of the install pages, as a browser would make it (its cookie, if any). */
  async function oauthGet(path: string, query: Record<string, string> = {}, cookie?: string) {
    if (!oauthHandler) throw new Error('start the stack with { oauth: {} }');
    const result = await oauthHandler(
      apiGatewayEvent('GET', path, '', cookie ? { cookie } : {}, {
        rawQueryString: new URLSearchParams(query).toString(),
      }),
    );
    return { statusCode: result.statusCode ?? 200, body: result.body ?? '', cookies: result.cookies ?? [] };
  }

  /** The install page: its state (in the button's link) and the cookie that binds it to the browser. */
  async function installPage() {
    const page = await oauthGet(INSTALL_PATH);
    const href = /id="add-to-slack" href="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const state = new URL(href).searchParams.get('state') ?? '';
    const cookie = page.cookies[0]?.split(';')[0] ?? '';
    return { ...page, href, state, cookie };
  }

  /**
   * Installs the app into workspace `teamId` as a person would: the install page, Slack's authorize
   * page (the recorder's code), and the redirect back with the code and the page's state.
   */
  async function install(teamId: string, options: { enterpriseId?: string } = {}) {
    const page = await installPage();
    const code = slackApi.authorizeCode(teamId, options);
    return oauthGet(REDIRECT_PATH, { code, state: page.state }, page.cookie);
  }

  const post = slackPoster(handler);
  /** Slack's delivery of events: retried, late, out of order (infra/local/slack-event-delivery.ts). */
  const events = slackEventDelivery<SlackBody>(async (body, headers) => {
    const answer = await post(body, headers);
    await queue.drain();
    return answer;
  });

  /**
   * Someone in the workspace, in their DM with the bot; with `inChannel`, acting in that channel
   * instead: `/laundry` there, and typing as a mention of the bot there (the answers come to the DM).
   */
  /** The bot a mention in workspace `team` names: each installed workspace's own with "Add to Slack". */
  const botUserOf = (team: string) => (options.oauth ? installedBotUserId(team) : BOT_USER);

  function person(user: string, inChannel?: { channelId: string; channelName: string }, team = TEAM) {
    const dm = `D${user.slice(1)}`;
    const inDm = () => slackApi.messages.filter((m) => m.channel === dm && !m.ephemeralFor);

    /** Sends a request and waits for the worker to finish everything queued. */
    async function act(body: SlackBody) {
      const response = await post(body);
      if (response.statusCode !== 200) throw new Error(`handler answered ${response.statusCode}`);
      await queue.drain();
      return response;
    }

    /** The newest message in the DM that still has controls. */
    function openMenu(): RecordedMessage {
      const found = [...inDm()].reverse().find((m) => controls(m.blocks).length > 0);
      if (!found) throw new Error(`no menu in the DM:\n${transcript()}`);
      return found;
    }

    function transcript(): string {
      return inDm()
        .map((m) => `${m.ts}${m.updated ? ' (updated)' : ''}: ${blocksText(m.blocks) || m.text}`)
        .join('\n');
    }

    return {
      user,
      dm,
      messages: inDm,
      transcript,
      openMenu,
      slash: (text = '', extra: Partial<Parameters<typeof slashCommand>[0]> = {}) =>
        act(slashCommand({ user, text, team, ...inChannel, ...extra })),
      type: (text: string) =>
        act(
          inChannel
            ? appMention({ user, text, channel: inChannel.channelId, team, botUser: botUserOf(team) })
            : directMessage({ user, text, team }),
        ),
      openHome: () => act(appHomeOpened(user, team)),
      /** Clicks a button of the Home tab as published last. */
      async clickHome(actionId: string) {
        const home = slackApi.homes.get(user);
        const control = controls(home?.blocks ?? []).find((c) => c.actionId === actionId);
        if (!control) throw new Error(`no ${actionId} on the Home tab`);
        return act(
          blockActions({
            user,
            team,
            view: { id: 'VHOME', type: 'home' },
            action: {
              type: 'button',
              action_id: control.actionId,
              block_id: control.blockId,
              value: control.value,
            },
          }),
        );
      },
      /** Clicks the button (or select option) whose text matches, on `message` (default: the open menu). */
      async click(label: RegExp | string, message: RecordedMessage = openMenu()) {
        const control = controls(message.blocks).find((c) => matches(c.text, label));
        if (!control) {
          throw new Error(
            `no control ${label} on the menu:\n${controls(message.blocks)
              .map((c) => `${c.kind} ${c.text}`)
              .join('\n')}`,
          );
        }
        return act(clickBody(user, message, control, team));
      },
      /** Clicks the button of the menu's section whose words match `section` (a window's "Choose"). */
      async clickIn(section: RegExp, message: RecordedMessage = openMenu()) {
        const block = message.blocks.find((b) => b.type === 'section' && section.test(blocksText([b])));
        const control = controls(message.blocks).find((c) => c.blockId === block?.block_id);
        if (!control) throw new Error(`no section ${section} with a button:\n${blocksText(message.blocks)}`);
        return act(clickBody(user, message, control, team));
      },
      /** Picks options of the menu's multi-select, then clicks Done. */
      async pickMany(labels: (RegExp | string)[], message: RecordedMessage = openMenu()) {
        const multi = controls(message.blocks).filter((c) => c.kind === 'multi');
        const chosen = multi.filter((c) => labels.some((l) => matches(c.text, l)));
        if (chosen.length !== labels.length)
          throw new Error(`not every one of ${labels.join(', ')} is on the menu`);
        const stateValues: Record<string, Record<string, unknown>> = {};
        for (const c of chosen) {
          stateValues[c.blockId] ??= {};
          const holder = stateValues[c.blockId] as Record<string, unknown>;
          const current = (holder[c.actionId] as { selected_options: unknown[] } | undefined) ?? {
            type: 'multi_static_select',
            selected_options: [] as unknown[],
          };
          current.selected_options.push({ text: { type: 'plain_text', text: c.text }, value: c.value });
          holder[c.actionId] = current;
        }
        const done = controls(message.blocks).find((c) => c.actionId === 'done');
        if (!done) throw new Error('no Done button');
        return act(
          blockActions({
            user,
            team,
            message: { ts: message.ts, channel: message.channel, blocks: message.blocks },
            action: {
              type: 'button',
              action_id: done.actionId,
              block_id: done.blockId,
              value: done.value,
              text: { type: 'plain_text', text: 'Done' },
            },
            stateValues,
          }),
        );
      },
      /** Picks a day in the menu's datepicker. */
      async pickDate(day: string, message: RecordedMessage = openMenu()) {
        const picker = controls(message.blocks).find((c) => c.kind === 'datepicker');
        if (!picker) throw new Error('no datepicker on the menu');
        return act(
          blockActions({
            user,
            team,
            message: { ts: message.ts, channel: message.channel, blocks: message.blocks },
            action: {
              type: 'datepicker',
              action_id: picker.actionId,
              block_id: picker.blockId,
              selected_date: day,
              initial_date: day,
            },
          }),
        );
      },
    };
  }

  return {
    sandbox,
    slackApi,
    bot,
    config,
    queue,
    reminders,
    /** Lets every reminder scheduled so far come due, and waits for the worker to send them. */
    async fireReminders() {
      await reminders.comeDue();
      await queue.drain();
    },
    sent,
    workerLog,
    dynamoRequests,
    /** The test run's table, to read what the bot left in it. */
    table: stack.table,
    post,
    events,
    person,
    oauthGet,
    oauthLog,
    /** The install routes, for a gateway a browser can open. */
    oauthRoutes: (oauthHandler
      ? { [`GET ${INSTALL_PATH}`]: oauthHandler, [`GET ${REDIRECT_PATH}`]: oauthHandler }
      : {}) as Record<string, HttpHandler>,
    installPage,
    install,
    async close() {
      reminders.close();
      await queue.close();
      await stack.close();
      await slackApi.close();
    },
  };
}

export type SlackStack = Awaited<ReturnType<typeof startSlackStack>>;

/**
 * Posts bodies to a Slack handler as API Gateway would, signed unless `headers` says otherwise.
 * @example const post = slackPoster(createSlackHandler({ slack, queue })); await post(directMessage({ user, text }));
 */
export function slackPoster(handler: ReturnType<typeof createSlackHandler>) {
  return async (
    { body, contentType }: SlackBody,
    headers: Record<string, string | undefined> = {},
    options: { base64?: boolean; secret?: string; timestamp?: number } = {},
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> => {
    const signed = signSlackRequest(options.secret ?? SIGNING_SECRET, body, options.timestamp);
    const result: APIGatewayProxyResultV2 = await handler(
      apiGatewayEvent(
        'POST',
        '/slack/events',
        body,
        {
          'content-type': contentType,
          'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
          ...signed,
          ...headers,
        },
        options.base64 ? { base64: true } : {},
      ),
      lambdaContext('slack', 3000),
    );
    if (typeof result === 'string') return { statusCode: 200, body: result, headers: {} };
    return { statusCode: result.statusCode ?? 200, body: result.body ?? '', headers: result.headers ?? {} };
  };
}

/** The business's staff channel in tests (STAFF_CHANNEL_ID). */
export const STAFF_CHANNEL = 'C0STAFF';

/**
 * The staff's side of hand-offs: the threads the bot opened in the staff channel, a staff member's
 * reply in one (a Slack event, redelivered with the same event id if asked), and the hand-back click.
 */
export function staffChannel(parts: {
  slackApi: { messages: RecordedMessage[] };
  post: ReturnType<typeof slackPoster>;
  queue: { drain(): Promise<void> };
}) {
  const inChannel = () => parts.slackApi.messages.filter((m) => m.channel === STAFF_CHANNEL);
  const act = async (body: SlackBody) => {
    const response = await parts.post(body);
    if (response.statusCode !== 200) throw new Error(`handler answered ${response.statusCode}`);
    await parts.queue.drain();
  };
  return {
    /** The first message of each thread, oldest first. */
    threads: () => inChannel().filter((m) => !m.threadTs),
    /** The messages the bot posted in a thread. */
    inThread: (root: RecordedMessage) => inChannel().filter((m) => m.threadTs === root.ts),
    /** A reply in the thread; `from` names another workspace it comes from, or a person's other organization. */
    reply: (
      user: string,
      root: RecordedMessage,
      text: string,
      eventId?: string,
      from: { team?: string; userTeam?: string } = {},
    ) =>
      act(
        threadReply({
          user,
          channel: STAFF_CHANNEL,
          threadTs: root.ts,
          text,
          ...(eventId ? { eventId } : {}),
          ...from,
        }),
      ),
    handBack: (user: string, root: RecordedMessage, team = TEAM) => {
      const button = controls(root.blocks).find((c) => c.text === 'Hand back to the bot');
      if (!button) throw new Error('no hand-back button on the thread');
      return act(clickBody(user, root, button, team));
    },
  };
}

/** A control on a message, as a person sees and clicks it. */
export interface Control {
  kind: 'button' | 'select' | 'multi' | 'datepicker';
  text: string;
  value: string;
  actionId: string;
  blockId: string;
}

interface Element {
  type: string;
  action_id?: string;
  value?: string;
  text?: { text: string };
  options?: { text: { text: string }; value: string }[];
  option_groups?: { options: { text: { text: string }; value: string }[] }[];
}

/** Every clickable thing on a message: buttons, each option of each select, datepickers. */
export function controls(blocks: KnownBlock[]): Control[] {
  const found: Control[] = [];
  for (const block of blocks) {
    const blockId = block.block_id ?? '';
    const elements: Element[] =
      block.type === 'actions'
        ? (block.elements as Element[])
        : block.type === 'section' && block.accessory
          ? [block.accessory as Element]
          : [];
    for (const element of elements) {
      const actionId = element.action_id ?? '';
      if (element.type === 'button')
        found.push({
          kind: 'button',
          text: element.text?.text ?? '',
          value: element.value ?? '',
          actionId,
          blockId,
        });
      if (element.type === 'static_select' || element.type === 'multi_static_select') {
        const options = [
          ...(element.options ?? []),
          ...(element.option_groups ?? []).flatMap((g) => g.options),
        ];
        for (const option of options)
          found.push({
            kind: element.type === 'static_select' ? 'select' : 'multi',
            text: option.text.text,
            value: option.value,
            actionId,
            blockId,
          });
      }
      if (element.type === 'datepicker')
        found.push({ kind: 'datepicker', text: '', value: '', actionId, blockId });
    }
  }
  return found;
}

/** What Slack posts for `user`'s click on `control` of `message` (each call its own click: a new `action_ts`). */
export function clickBody(user: string, message: RecordedMessage, control: Control, team = TEAM): SlackBody {
  const base = { user, team, message: { ts: message.ts, channel: message.channel, blocks: message.blocks } };
  if (control.kind === 'select') {
    const option = { text: { type: 'plain_text', text: control.text }, value: control.value };
    return blockActions({
      ...base,
      action: {
        type: 'static_select',
        action_id: control.actionId,
        block_id: control.blockId,
        selected_option: option,
      },
    });
  }
  return blockActions({
    ...base,
    action: {
      type: 'button',
      action_id: control.actionId,
      block_id: control.blockId,
      value: control.value,
      text: { type: 'plain_text', text: control.text, emoji: true },
    },
  });
}

/** The words of a message's blocks, for assertions and failure messages. */
export function blocksText(blocks: KnownBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    const b = block as {
      text?: { text: string };
      fields?: { text: string }[];
      elements?: { text?: string | { text: string } }[];
    };
    if (b.text?.text) parts.push(b.text.text);
    for (const field of b.fields ?? []) parts.push(field.text);
    if (block.type === 'context')
      for (const element of b.elements ?? []) if (typeof element.text === 'string') parts.push(element.text);
  }
  return parts.join('\n');
}

function matches(text: string, label: RegExp | string): boolean {
  return typeof label === 'string' ? text === label : label.test(text);
}

export type SlackPerson = ReturnType<SlackStack['person']>;

/** Signs a person in from their DM: `/laundry`, the phone, the texted code. */
export async function signInOnSlack(stack: SlackStack, person: SlackPerson, phone: string): Promise<void> {
  await person.slash();
  await person.type(phone);
  const code = stack.sandbox.lastOtp(phone);
  if (!code) throw new Error(`no code was sent:\n${person.transcript()}`);
  await person.type(String(code));
}

/**
 * From the menu to the order's summary by typing, as in a DM: the first address, wash & fold,
 * tomorrow's first own-driver window, collect in store (or delivery on Friday's first window), once,
 * the first card, no code, no hang-dry, no notes.
 */
export async function typeOrderToSummary(
  person: SlackPerson,
  returnBy: 'collect' | 'delivery' = 'collect',
): Promise<void> {
  await person.type('new order');
  if (/Where/.test(blocksText(person.openMenu().blocks))) await person.type('1');
  for (const answer of ['wash and fold', 'none', 'skip', '1', 'tomorrow', '1']) await person.type(answer);
  for (const answer of returnBy === 'collect' ? ['collect'] : ['delivery', 'friday', '1'])
    await person.type(answer);
  await person.type('just this once');
  // The card question, not "There's no card on your account" said before the promo code's.
  if (/Which card/i.test(blocksText(person.openMenu().blocks))) await person.type('1');
  for (const answer of ['no code', 'no', 'skip']) await person.type(answer);
  if (!blocksText(person.openMenu().blocks).includes('Shall I place this order?'))
    throw new Error(`not at the summary:\n${person.transcript()}`);
}

/** From the menu to a placed order by typing (see typeOrderToSummary). */
export async function typeSimpleOrder(person: SlackPerson): Promise<void> {
  await typeOrderToSummary(person);
  await person.click('Place order');
}

/**
 * Kills the worker once, mid-turn: returns `dieAfter`, which passes a call's result through and, the
 * moment it resolves, kills the turn. The process is gone, so nothing after that call runs (no state
 * write, no Slack post), and the queue delivers the turn again, as SQS does when a Lambda dies. The
 * kill races the turn's dialog step from outside: a throw inside the step would be caught by the
 * engine's guard, which answers "something went wrong" and saves the state, which is not what a dead
 * process does.
 * @example jest.spyOn(laundry, 'createOrder').mockImplementationOnce((...args) => dieAfter(real(...args)));
 */
export function killWorkerOnce(stack: SlackStack): <T>(made: Promise<T>) => Promise<T> {
  let kill: (error: Error) => void = () => {};
  const killed = new Promise<never>((_, reject) => {
    kill = reject;
  });
  killed.catch(() => {});
  const { engine } = stack.bot;
  const realStep = engine.step.bind(engine);
  const step = jest
    .spyOn(engine, 'step')
    .mockImplementation((args, deps) => Promise.race([realStep(args, deps), killed]));
  return <T>(made: Promise<T>): Promise<T> =>
    made.then(() => {
      step.mockRestore();
      kill(new Error('worker killed'));
      return new Promise<T>(() => {});
    });
}
