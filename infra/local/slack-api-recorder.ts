/**
 * A local stand-in for Slack's Web API at the HTTP boundary: it records every call the bot makes and
 * answers the way Slack does, so tests assert the real requests and `npm start` can show them.
 *
 * Like Slack: `POST /api/<method>`, form-encoded or JSON; a missing or wrong bearer token is
 * `invalid_auth`; blocks over Block Kit's limits are `invalid_blocks`; an unknown method is
 * `unknown_method`; answers are HTTP 200 with `ok`. A call can be made to fail once (`failNext`),
 * with a Slack error or a 5xx / 429.
 *
 * It stands in for Slack's side of OAuth too: `GET /oauth/v2/authorize` is a page that installs the
 * app into a new workspace (or cancels) and redirects back with a code, as Slack's does; `oauth.v2.access`
 * exchanges a code once for that workspace's own bot token (rotating if `rotatingSeconds` is set) and
 * refreshes a rotating one. Every workspace's token is valid for that workspace only: `users.info`
 * answers the caller's workspace, and every call records the token it came with.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KnownBlock } from '@slack/types';
import { checkBlocks } from '../../lib/channels/slack/limits';

export interface SlackApiCall {
  method: string;
  /** The bearer token the call came with ('' for none). */
  token?: string;
  /** Fields as sent; JSON-encoded fields (blocks, view) parsed back. */
  args: Record<string, unknown>;
  at: number;
  /** The message a post made (its `ts`: a thread's first message names the thread). */
  ts?: string;
}

/** A message as the recorder keeps it: posts and their updates. */
export interface RecordedMessage {
  channel: string;
  ts: string;
  text: string;
  blocks: KnownBlock[];
  /** Ephemeral messages are shown to one user and cannot be updated. */
  ephemeralFor?: string;
  /** The thread it was posted in (`thread_ts`). */
  threadTs?: string;
  updated: number;
}

export interface SlackApiRecorder {
  /** The base URL for `WebClient`'s `slackApiUrl` (ends with `/api/`). */
  url: string;
  calls: SlackApiCall[];
  /** Every message posted, by channel and ts, with its latest content. */
  messages: RecordedMessage[];
  /** The Home views published, by user id (latest). */
  homes: Map<string, { blocks: KnownBlock[] }>;
  /**
   * The next call of `method` (for which `when` holds, if given) fails: with a Slack error string, or an
   * HTTP status (429 carries Retry-After: 1).
   */
  failNext(
    method: string,
    failure: string | { status: number },
    when?: (args: Record<string, unknown>) => boolean,
  ): void;
  /** The workspace's channels: members can be changed by a test (someone leaves). */
  channels: Map<string, RecordedChannel>;
  /** Called after each recorded call (npm start prints them). */
  onCall?: (call: SlackApiCall) => void;
  /**
   * What Slack's authorize page does when a person allows the install into workspace `teamId` (an
   * Enterprise Grid org-wide install with `enterpriseId`): a code for oauth.v2.access.
   */
  authorizeCode(teamId: string, options?: { enterpriseId?: string; userId?: string }): string;
  /** The workspace of a bot token Slack would accept now. */
  teamOf(token: string): string | undefined;
  /** The workspace's tokens stop working (the app was uninstalled there). */
  revoke(teamId: string): void;
  /** Where the authorize page sends the browser back when the install link names no `redirect_uri`. */
  redirectUri: string;
  close(): Promise<void>;
}

/** A channel as conversations.info and conversations.members answer for it. */
export interface RecordedChannel {
  members: string[];
  /** Shared with another organization (Slack Connect). */
  extShared?: boolean;
  /** The bot was never invited (conversations.info's `is_member` false): Slack sends it none of the channel's events. */
  withoutBot?: boolean;
}

/** The bot user of the app installed into workspace `teamId` ("Add to Slack"), as the stand-in names it. */
export function installedBotUserId(teamId: string): string {
  return `U${teamId.slice(1)}BOT`;
}

/** conversations.members's page size when the call names none (Slack's default). */
const DEFAULT_MEMBERS_PAGE = 100;

const JSON_FIELDS = new Set(['blocks', 'view', 'attachments']);

/**
 * Starts the recorder on 127.0.0.1 (a free port unless one is given).
 * @example const slack = await startSlackApiRecorder({ botToken: 'xoxb-test' }); new WebClient('xoxb-test', { slackApiUrl: slack.url });
 */
export async function startSlackApiRecorder(options: {
  botToken: string;
  port?: number;
  /** Users the fake workspace knows, for users.info (default: everyone is a plain member). */
  admins?: string[];
  /** User groups and their members, for usergroups.users.list. */
  usergroups?: Record<string, string[]>;
  /** People's first names, for users.info's profile. */
  names?: Record<string, string>;
  /** People's locales (Slack's default is `en-US`), for users.info with `include_locale`. */
  locales?: Record<string, string>;
  /** The workspace's team id: every user's `team_id` in users.info, but for `foreignUsers`. */
  teamId?: string;
  /** Users of another organization (Slack Connect), by their team id. */
  foreignUsers?: Record<string, string>;
  /** Channels the bot can see, for conversations.info and conversations.members. */
  channels?: Record<string, RecordedChannel>;
  /** The OAuth client the stand-in accepts; another is `invalid_client_id`. */
  oauthClient?: { id: string; secret: string };
  /** Installs make rotating tokens that expire after this many seconds. */
  rotatingSeconds?: number;
}): Promise<SlackApiRecorder> {
  const homeTeam = options.teamId ?? 'T0LOCAL';
  /** Every bot token accepted, with its workspace; refresh tokens, with theirs. */
  const tokens = new Map<string, string>([[options.botToken, homeTeam]]);
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, { teamId: string; enterpriseId?: string; userId: string }>();
  let issued = 0;
  let workspaces = 0;
  const channels = new Map(Object.entries(options.channels ?? {}));
  const calls: SlackApiCall[] = [];
  const messages: RecordedMessage[] = [];
  const homes = new Map<string, { blocks: KnownBlock[] }>();
  type Failure = { failure: string | { status: number }; when?: (args: Record<string, unknown>) => boolean };
  const failures = new Map<string, Failure[]>();
  // Slack's message ts: epoch seconds and a sequence, unique in a channel.
  const epoch = Math.floor(Date.now() / 1000);
  let sequence = 0;
  const nextTs = () => `${epoch}.${String(++sequence).padStart(6, '0')}`;

  const recorder: SlackApiRecorder = {
    url: '',
    calls,
    messages,
    homes,
    channels,
    failNext(method, failure, when) {
      failures.set(method, [...(failures.get(method) ?? []), { failure, ...(when ? { when } : {}) }]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
    authorizeCode(teamId, { enterpriseId, userId = 'U0INSTALLER' } = {}) {
      const code = `code-${teamId}-${++issued}`;
      codes.set(code, { teamId, userId, ...(enterpriseId ? { enterpriseId } : {}) });
      return code;
    },
    teamOf: (token) => tokens.get(token),
    redirectUri: 'http://127.0.0.1:3000/slack/oauth_redirect',
    revoke(teamId) {
      for (const [token, team] of tokens) if (team === teamId) tokens.delete(token);
    },
  };

  /** oauth.v2.access: a code exchanged once, or a rotating token refreshed. */
  function exchange(args: Record<string, unknown>): Record<string, unknown> {
    const client = options.oauthClient;
    if (!client || args.client_id !== client.id || args.client_secret !== client.secret)
      return { ok: false, error: 'invalid_client_id' };
    const rotate = (teamId: string) => {
      const token = `xoxb-${teamId}-${++issued}`;
      tokens.set(token, teamId);
      if (!options.rotatingSeconds) return { access_token: token };
      const refresh = `xoxe-1-${teamId}-${issued}`;
      refreshTokens.set(refresh, teamId);
      return { access_token: token, refresh_token: refresh, expires_in: options.rotatingSeconds };
    };
    if (args.grant_type === 'refresh_token') {
      const teamId = refreshTokens.get(String(args.refresh_token));
      if (!teamId) return { ok: false, error: 'invalid_refresh_token' };
      refreshTokens.delete(String(args.refresh_token));
      return { ok: true, token_type: 'bot', ...rotate(teamId) };
    }
    const grant = codes.get(String(args.code));
    if (!grant) return { ok: false, error: 'invalid_code' };
    codes.delete(String(args.code));
    return {
      ok: true,
      token_type: 'bot',
      scope: 'commands,chat:write',
      bot_user_id: installedBotUserId(grant.teamId),
      app_id: 'A0LOCAL',
      team: grant.enterpriseId ? null : { id: grant.teamId, name: `Workspace ${grant.teamId}` },
      enterprise: grant.enterpriseId ? { id: grant.enterpriseId, name: 'An org' } : null,
      is_enterprise_install: Boolean(grant.enterpriseId),
      authed_user: { id: grant.userId },
      ...rotate(grant.teamId),
    };
  }

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url?.startsWith('/oauth/v2/authorize')) return authorizePage(req, res);
    const match = /^\/api\/([\w.]+)$/.exec(req.url?.split('?')[0] ?? '');
    if (req.method !== 'POST' || !match?.[1]) return send(404, { ok: false, error: 'unknown_method' });
    const method = match[1];
    const args = await readArgs(req);
    const auth = req.headers.authorization ?? (typeof args.token === 'string' ? `Bearer ${args.token}` : '');
    const token = auth.replace(/^Bearer /, '');
    const call: SlackApiCall = { method, token, args, at: Date.now() };
    calls.push(call);

    const pending = failures.get(method) ?? [];
    const index = pending.findIndex((f) => !f.when || f.when(args));
    const failure = index >= 0 ? pending.splice(index, 1)[0]?.failure : undefined;
    if (failure !== undefined) {
      recorder.onCall?.(call);
      if (typeof failure === 'string') return send(200, { ok: false, error: failure });
      return send(
        failure.status,
        { ok: false, error: 'fatal_error' },
        failure.status === 429 ? { 'retry-after': '1' } : {},
      );
    }
    if (method === 'oauth.v2.access') {
      recorder.onCall?.(call);
      return send(200, exchange(args));
    }
    const teamId = tokens.get(token);
    if (!teamId) {
      recorder.onCall?.(call);
      return send(200, { ok: false, error: 'invalid_auth' });
    }
    const answered = answer(method, args, teamId);
    if (typeof answered.ts === 'string') call.ts = answered.ts;
    recorder.onCall?.(call);
    send(200, answered);
  });

  /** Slack's authorize page, as a person sees it: allow installs into a new workspace, cancel does not. */
  function authorizePage(req: IncomingMessage, res: ServerResponse) {
    const query = new URL(req.url ?? '', 'http://localhost').searchParams;
    const back = new URL(query.get('redirect_uri') ?? recorder.redirectUri);
    const state = query.get('state') ?? '';
    const allow = new URL(back);
    allow.search = new URLSearchParams({
      code: recorder.authorizeCode(`T0WS${++workspaces}`),
      state,
    }).toString();
    const cancel = new URL(back);
    cancel.search = new URLSearchParams({ error: 'access_denied', state }).toString();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Slack (local stand-in): install the app</title></head><body><h1>Install into a new local workspace?</h1><p><a href="${escapeAttribute(allow.toString())}">Allow</a> · <a href="${escapeAttribute(cancel.toString())}">Cancel</a></p></body></html>`,
    );
  }

  function answer(method: string, args: Record<string, unknown>, teamId: string): Record<string, unknown> {
    const blocks = Array.isArray(args.blocks) ? (args.blocks as KnownBlock[]) : [];
    const text = typeof args.text === 'string' ? args.text : '';
    const channel = typeof args.channel === 'string' ? args.channel : '';
    switch (method) {
      case 'auth.test':
        return teamId === homeTeam
          ? { ok: true, user_id: 'ULOCALBOT', team_id: 'TLOCAL', bot_id: 'BLOCAL' }
          : { ok: true, user_id: installedBotUserId(teamId), team_id: teamId, bot_id: `B${teamId.slice(1)}` };
      case 'auth.revoke':
        recorder.revoke(teamId);
        return { ok: true, revoked: true };
      case 'conversations.open': {
        const users = typeof args.users === 'string' ? args.users : '';
        if (!users) return { ok: false, error: 'users_list_not_supplied' };
        return { ok: true, channel: { id: `D${users.replace(/^U/, '')}` } };
      }
      case 'chat.postMessage': {
        if (!channel) return { ok: false, error: 'channel_not_found' };
        if (!text && blocks.length === 0) return { ok: false, error: 'no_text' };
        if (checkBlocks(blocks, 'message').length) return { ok: false, error: 'invalid_blocks' };
        const ts = nextTs();
        const threadTs = typeof args.thread_ts === 'string' ? args.thread_ts : undefined;
        messages.push({ channel, ts, text, blocks, updated: 0, ...(threadTs ? { threadTs } : {}) });
        return { ok: true, channel, ts, message: { text, blocks, ts } };
      }
      case 'chat.postEphemeral': {
        const user = typeof args.user === 'string' ? args.user : '';
        if (!channel || !user) return { ok: false, error: 'channel_not_found' };
        if (checkBlocks(blocks, 'message').length) return { ok: false, error: 'invalid_blocks' };
        const ts = nextTs();
        messages.push({ channel, ts, text, blocks, ephemeralFor: user, updated: 0 });
        return { ok: true, message_ts: ts };
      }
      case 'chat.update': {
        const found = messages.find((m) => m.channel === channel && m.ts === args.ts && !m.ephemeralFor);
        if (!found) return { ok: false, error: 'message_not_found' };
        if (checkBlocks(blocks, 'message').length) return { ok: false, error: 'invalid_blocks' };
        Object.assign(found, { text, blocks, updated: found.updated + 1 });
        return { ok: true, channel, ts: found.ts, text };
      }
      case 'chat.delete': {
        // As Slack does: the bot deletes its own messages only, and one deleted is gone.
        const at = messages.findIndex((m) => m.channel === channel && m.ts === args.ts && !m.ephemeralFor);
        if (at < 0) return { ok: false, error: 'message_not_found' };
        messages.splice(at, 1);
        return { ok: true, channel, ts: args.ts };
      }
      case 'views.publish': {
        const view = args.view as { type?: string; blocks?: KnownBlock[] } | undefined;
        const user = typeof args.user_id === 'string' ? args.user_id : '';
        if (!user || view?.type !== 'home') return { ok: false, error: 'invalid_arguments' };
        if (checkBlocks(view.blocks ?? [], 'home').length) return { ok: false, error: 'invalid_blocks' };
        homes.set(user, { blocks: view.blocks ?? [] });
        return { ok: true, view: { id: `V${homes.size}`, type: 'home' } };
      }
      case 'users.info': {
        const user = typeof args.user === 'string' ? args.user : '';
        return {
          ok: true,
          user: {
            id: user,
            team_id: options.foreignUsers?.[user] ?? teamId,
            is_admin: options.admins?.includes(user) ?? false,
            ...(options.names?.[user] ? { profile: { first_name: options.names[user] } } : {}),
            // As Slack does: the locale only when asked for (a boolean, sent as "true" or "1" in a form).
            ...(args.include_locale === true || args.include_locale === 'true' || args.include_locale === '1'
              ? { locale: options.locales?.[user] ?? 'en-US' }
              : {}),
          },
        };
      }
      case 'conversations.info': {
        const found = channels.get(channel);
        if (!found) return { ok: false, error: 'channel_not_found' };
        const extShared = found.extShared ?? false;
        return {
          ok: true,
          channel: {
            id: channel,
            is_channel: true,
            is_shared: extShared,
            is_ext_shared: extShared,
            // Whether the caller (the bot) is in it.
            is_member: found.withoutBot !== true,
          },
        };
      }
      case 'conversations.members': {
        // Paginated as Slack does: `limit` per page, `cursor` the offset it handed out.
        const found = channels.get(channel);
        if (!found) return { ok: false, error: 'channel_not_found' };
        const limit = Number(args.limit) || DEFAULT_MEMBERS_PAGE;
        const start = Number(
          typeof args.cursor === 'string' && args.cursor ? Buffer.from(args.cursor, 'base64').toString() : 0,
        );
        const end = start + limit;
        const next = end < found.members.length ? Buffer.from(String(end)).toString('base64') : '';
        return {
          ok: true,
          members: found.members.slice(start, end),
          response_metadata: { next_cursor: next },
        };
      }
      case 'conversations.kick': {
        // Someone is removed from a channel (what "Sam leaves #orders" is, to the bot's next look).
        const found = channels.get(channel);
        if (!found) return { ok: false, error: 'channel_not_found' };
        const user = typeof args.user === 'string' ? args.user : '';
        if (!found.members.includes(user)) return { ok: false, error: 'not_in_channel' };
        found.members = found.members.filter((member) => member !== user);
        return { ok: true };
      }
      case 'usergroups.users.list': {
        const members = options.usergroups?.[typeof args.usergroup === 'string' ? args.usergroup : ''];
        return members ? { ok: true, users: members } : { ok: false, error: 'no_such_subteam' };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  return recorder;
}

async function readArgs(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  const args: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    if (JSON_FIELDS.has(name)) {
      try {
        args[name] = JSON.parse(value);
        continue;
      } catch {
        // Slack would reject it; kept as the string so a test sees what was sent.
      }
    }
    args[name] = value;
  }
  return args;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
