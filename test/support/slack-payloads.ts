/**
 * Request bodies shaped like Slack's own documented payloads (api.slack.com: slash commands, Events API
 * `event_callback` envelopes, `block_actions` and `view_submission` interaction payloads), with only
 * the ids changed. Each builder returns the raw body and its content type, ready to be signed.
 */
import { randomUUID } from 'node:crypto';

export const TEAM = 'T0LAUNDRY';
export const APP = 'A0LAUNDRY';
export const BOT_USER = 'U0BOTUSER';
export const BOT_ID = 'B0BOTID';

/**
 * A single-workspace Slack configuration with these ids, whose Web API calls go nowhere (port 9).
 * @example createSlackHandler({ slack: slackTestConfig('a-signing-secret'), ... })
 */
export function slackTestConfig(signingSecret: string, botToken = 'xoxb-test') {
  return {
    signingSecret,
    botToken,
    botUserId: BOT_USER,
    botId: BOT_ID,
    teamId: TEAM,
    appId: APP,
    enterpriseId: undefined,
    channelLinkDays: 30,
    apiUrl: 'http://127.0.0.1:9/api/',
    appToken: undefined,
  };
}

export interface SlackBody {
  body: string;
  contentType: 'application/x-www-form-urlencoded' | 'application/json';
}

let sequence = 0;
const next = () => ++sequence;
const eventTime = () => Math.floor(Date.now() / 1000);
let eventClock: () => Date = () => new Date();
/**
 * The clock an event's `event_time` is read on: the test stack's (startSlackStack sets it), as Slack's
 * and the bot's clocks are one in production.
 */
export function useEventClock(now: () => Date): void {
  eventClock = now;
}

/** `trigger_id`s look like `13345224609.738474920.8088930838d88f008e0`. */
export function triggerId(): string {
  return `${Date.now()}.${next()}.${randomUUID().replace(/-/g, '').slice(0, 21)}`;
}

/** A slash command, form-encoded as Slack posts it. */
export function slashCommand(options: {
  user: string;
  text?: string;
  channelId?: string;
  channelName?: string;
  command?: string;
  team?: string;
  triggerId?: string;
}): SlackBody {
  const fields = {
    token: 'gIkuvaNzQIHg97ATvDxqgjtO',
    team_id: options.team ?? TEAM,
    team_domain: 'laundry-customer',
    channel_id: options.channelId ?? `D${options.user.slice(1)}`,
    channel_name: options.channelName ?? 'directmessage',
    user_id: options.user,
    user_name: options.user.toLowerCase(),
    command: options.command ?? '/laundry',
    text: options.text ?? '',
    api_app_id: APP,
    is_enterprise_install: 'false',
    response_url: `https://hooks.slack.com/commands/${TEAM}/${next()}/xyzzy`,
    trigger_id: options.triggerId ?? triggerId(),
  };
  return { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' };
}

/** An Events API `event_callback` envelope around `event`. */
export function eventCallback(
  event: Record<string, unknown>,
  options: { eventId?: string; team?: string; eventTime?: number } = {},
): SlackBody {
  const team = options.team ?? TEAM;
  return {
    body: JSON.stringify({
      token: 'XXYYZZ',
      team_id: team,
      context_team_id: team,
      api_app_id: APP,
      event,
      type: 'event_callback',
      event_id: options.eventId ?? `Ev${next().toString().padStart(9, '0')}`,
      event_time: options.eventTime ?? Math.floor(eventClock().getTime() / 1000),
      authorizations: [{ team_id: team, user_id: BOT_USER, is_bot: true, is_enterprise_install: false }],
      is_ext_shared_channel: false,
      event_context: `4-${randomUUID()}`,
    }),
    contentType: 'application/json',
  };
}

/** `message.channels`: a person's reply in a thread of a channel the bot is in. */
export function threadReply(options: {
  user: string;
  channel: string;
  threadTs: string;
  text: string;
  eventId?: string;
  /** The workspace the event is delivered for (default the laundry's). */
  team?: string;
  /** The person's own organization, when not the workspace's (Slack Connect: `user_team`). */
  userTeam?: string;
}): SlackBody {
  // Later than its thread's, as Slack's always is: in the thread's own second it would equal the root's
  // ts (the recorder's sequence and this one both start at 1), and a reply equal to its root is the root.
  const ts = `${Math.max(eventTime(), Number(options.threadTs.split('.')[0]) + 1)}.${String(next()).padStart(6, '0')}`;
  return eventCallback(
    {
      type: 'message',
      channel: options.channel,
      channel_type: 'channel',
      user: options.user,
      text: options.text,
      ts,
      thread_ts: options.threadTs,
      event_ts: ts,
      ...(options.userTeam ? { user_team: options.userTeam } : {}),
    },
    {
      ...(options.eventId ? { eventId: options.eventId } : {}),
      ...(options.team ? { team: options.team } : {}),
    },
  );
}

/** `message.im`: a person's message in their DM with the bot. */
export function directMessage(options: {
  user: string;
  text: string;
  channel?: string;
  eventId?: string;
  team?: string;
}): SlackBody {
  return eventCallback(
    {
      type: 'message',
      channel: options.channel ?? `D${options.user.slice(1)}`,
      user: options.user,
      text: options.text,
      ts: `${eventTime()}.${String(next()).padStart(6, '0')}`,
      event_ts: `${eventTime()}.000100`,
      channel_type: 'im',
      client_msg_id: randomUUID(),
      team: options.team ?? TEAM,
    },
    {
      ...(options.eventId ? { eventId: options.eventId } : {}),
      ...(options.team ? { team: options.team } : {}),
    },
  );
}

/** `app_mention`: a person's message in a channel that mentions the bot. */
export function appMention(options: {
  user: string;
  text: string;
  channel: string;
  team?: string;
  /** The bot user mentioned: the workspace's (default the single-token bot's, BOT_USER). */
  botUser?: string;
}): SlackBody {
  const team = options.team ?? TEAM;
  return eventCallback(
    {
      type: 'app_mention',
      user: options.user,
      text: `<@${options.botUser ?? BOT_USER}> ${options.text}`,
      ts: `${eventTime()}.${String(next()).padStart(6, '0')}`,
      channel: options.channel,
      event_ts: `${eventTime()}.000300`,
      team,
    },
    { team },
  );
}

/** `url_verification`, sent once when the Events URL is saved. */
export function urlVerification(challenge: string): SlackBody {
  return {
    body: JSON.stringify({ token: 'Jhj5dZrVaK7ZwHHjRyZWjbDl', challenge, type: 'url_verification' }),
    contentType: 'application/json',
  };
}

/** A `block_actions` interaction, form-encoded in `payload` as Slack posts it. */
export function blockActions(options: {
  user: string;
  action: Record<string, unknown>;
  message?: { ts: string; channel: string; blocks: unknown[]; text?: string };
  view?: { id: string; type: 'home' };
  stateValues?: Record<string, Record<string, unknown>>;
  team?: string;
}): SlackBody {
  const team = options.team ?? TEAM;
  const payload = {
    type: 'block_actions',
    user: {
      id: options.user,
      username: options.user.toLowerCase(),
      name: options.user.toLowerCase(),
      team_id: team,
    },
    api_app_id: APP,
    token: '9s8d9as89d8as9d8as989',
    container: options.message
      ? {
          type: 'message',
          message_ts: options.message.ts,
          channel_id: options.message.channel,
          is_ephemeral: false,
        }
      : { type: 'view', view_id: options.view?.id ?? 'VHOME' },
    trigger_id: triggerId(),
    team: { id: team, domain: 'laundry-customer' },
    enterprise: null,
    is_enterprise_install: false,
    ...(options.message
      ? {
          channel: { id: options.message.channel, name: 'directmessage' },
          message: {
            type: 'message',
            user: BOT_USER,
            ts: options.message.ts,
            bot_id: BOT_ID,
            text: options.message.text ?? '',
            blocks: options.message.blocks,
          },
          response_url: `https://hooks.slack.com/actions/${team}/${next()}/abc`,
        }
      : { view: { id: options.view?.id ?? 'VHOME', type: 'home', blocks: [] } }),
    state: { values: options.stateValues ?? {} },
    actions: [{ action_ts: `${eventTime()}.${String(next()).padStart(6, '0')}`, ...options.action }],
  };
  return {
    body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

/** `app_home_opened` on the Home tab. */
export function appHomeOpened(user: string, team = TEAM): SlackBody {
  return eventCallback(
    {
      type: 'app_home_opened',
      user,
      channel: `D${user.slice(1)}`,
      tab: 'home',
      event_ts: `${eventTime()}.000200`,
    },
    { team },
  );
}

/** `app_uninstalled`: the app was removed from the workspace (at `at`, default now). */
export function appUninstalled(team: string, at?: Date): SlackBody {
  const time = Math.floor((at ?? eventClock()).getTime() / 1000);
  return eventCallback({ type: 'app_uninstalled', event_ts: `${time}.000400` }, { team, eventTime: time });
}

/** `tokens_revoked`: the workspace's bot token (and no user token) was revoked (at `at`, default now). */
export function tokensRevoked(team: string, at?: Date): SlackBody {
  const time = Math.floor((at ?? eventClock()).getTime() / 1000);
  return eventCallback(
    { type: 'tokens_revoked', tokens: { bot: [`U${team.slice(1)}BOT`] }, event_ts: `${time}.000500` },
    { team, eventTime: time },
  );
}

/** A `view_submission` of a modal (the bot opens none yet: its listener must ack and enqueue nothing). */
export function viewSubmission(user: string): SlackBody {
  const payload = {
    type: 'view_submission',
    team: { id: TEAM, domain: 'laundry-customer' },
    user: { id: user, username: user.toLowerCase(), name: user.toLowerCase(), team_id: TEAM },
    api_app_id: APP,
    token: '9s8d9as89d8as9d8as989',
    trigger_id: triggerId(),
    view: {
      id: 'VMODAL1',
      type: 'modal',
      callback_id: 'unknown',
      state: { values: {} },
      hash: '156663117.cd33ad1f',
      private_metadata: '',
      title: { type: 'plain_text', text: 'Modal' },
      blocks: [],
    },
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  };
  return {
    body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

/** `member_left_channel`: `user` left `channel` (at `at`, default now). */
export function memberLeftChannel(user: string, channel: string, at?: Date, team = TEAM): SlackBody {
  const time = Math.floor((at ?? eventClock()).getTime() / 1000);
  return eventCallback(
    { type: 'member_left_channel', user, channel, channel_type: 'C', team, event_ts: `${time}.000600` },
    { team, eventTime: time },
  );
}

/** `user_change`: `user`'s profile changed; `deleted` when they were deactivated (at `at`, default now). */
export function userChange(user: string, deleted: boolean, at?: Date, team = TEAM): SlackBody {
  const time = Math.floor((at ?? eventClock()).getTime() / 1000);
  return eventCallback(
    {
      type: 'user_change',
      user: { id: user, team_id: team, name: user.toLowerCase(), deleted },
      event_ts: `${time}.000700`,
    },
    { team, eventTime: time },
  );
}
