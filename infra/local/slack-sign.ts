/**
 * `npm run slack:sign -- <payload file> [--url http://127.0.0.1:3000/slack/events]` prints one line: a curl
 * command that posts the file to the local gateway (on GATEWAY_PORT, as `npm start` serves it, unless
 * --url says where) as Slack would, signed with SLACK_SIGNING_SECRET (else
 * the local stack's secret) and a fresh timestamp. A file whose first non-space character is `{` is sent
 * as JSON (the Events API), any other as a form (slash commands, interactions). Each `{{id}}` in it is
 * replaced with a fresh id, so every run is a new trigger_id or event_id that the bot does not drop as a
 * retry; `{{user}}`, `{{channel}}`, `{{team}}` and `{{text}}` are replaced with `--user` (default U0LOCAL,
 * Dana), `--channel` (default D0LOCAL, her DM), `--team` (default T0LOCAL, the local workspace; another
 * one installed at `/slack/install`) and `--text` (default empty; `{{text|hi}}` names the file's own
 * default), each encoded for the file's format; `{{channel_name}}` is `directmessage` for a DM (a D… id), else `orders`;
 * `{{thread}}` is `--thread` (a staff thread's ts, as `npm start` prints it); `"{{now}}"` (quotes and all) is the
 * epoch second now, a JSON number (an event's `event_time`: a removal older than the installation it
 * names is stale, and ignored).
 * `slack/examples/` holds a slash command, a DM, a mention of the bot in a channel, an uninstall, and the
 * staff's side of a hand-off: a reply in its thread and the "Hand back to the bot" click.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LOCAL_SIGNING_SECRET, signSlackRequest } from './slack-signature';

// The local gateway's address is defined here, not in local-slack.ts, so this command loads no Bolt.
/** The port `npm start` serves the Slack handler on unless GATEWAY_PORT says otherwise. */
export const DEFAULT_GATEWAY_PORT = 3000;
/** Where the Slack handler is served, as in API Gateway. */
export const SLACK_EVENTS_PATH = '/slack/events';
const DEFAULT_URL = `http://127.0.0.1:${DEFAULT_GATEWAY_PORT}${SLACK_EVENTS_PATH}`;

/**
 * GATEWAY_PORT as a number (default 3000; 0 = any free port). A RangeError names a bad value, before
 * anything starts.
 */
export function readGatewayPort(env: NodeJS.ProcessEnv): number {
  const raw = env.GATEWAY_PORT?.trim();
  if (!raw) return DEFAULT_GATEWAY_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new RangeError('GATEWAY_PORT must be a port number from 0 to 65535 (0: any free port)');
  return port;
}

/**
 * Where `npm start` serves the Slack handler for this environment: on GATEWAY_PORT, as `npm start` reads
 * it. A RangeError when it cannot be known (GATEWAY_PORT=0: a free port, shown in `npm start`'s banner).
 */
export function localEventsUrl(env: NodeJS.ProcessEnv): string {
  const port = readGatewayPort(env);
  if (port === 0)
    throw new RangeError(
      "GATEWAY_PORT=0 serves on any free port: pass --url with the one npm start's banner shows",
    );
  return `http://127.0.0.1:${port}${SLACK_EVENTS_PATH}`;
}
const USAGE = `usage: npm run slack:sign -- <payload file> [--user U0SAM] [--channel C0ORDERS] [--team T0WS1] [--text "…"] [--thread 1700000000.000001] [--url ${DEFAULT_URL}]`;

/** What `{{user}}`, `{{channel}}`, `{{team}}` and `{{text}}` stand for in a payload file. */
export interface PayloadFields {
  user?: string;
  channel?: string;
  team?: string;
  text?: string;
  thread?: string;
}

const DEFAULT_FIELDS: Required<PayloadFields> = {
  user: 'U0LOCAL',
  channel: 'D0LOCAL',
  team: 'T0LOCAL',
  text: '',
  thread: '',
};

export interface SlackPayload {
  body: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
}

/**
 * What is sent for a payload file's text: its trailing line break dropped (an editor adds one; Slack's
 * bodies have none), JSON put on one line, each `{{id}}` replaced with one fresh id, and the fields
 * filled in (see the file's comment).
 * @example preparePayload('{"event_id":"{{id}}"}\n') // { body: '{"event_id":"1718000000000.9f8e7d6c5b"}', contentType: 'application/json' }
 */
export function preparePayload(
  text: string,
  newId: () => string = freshId,
  fields: PayloadFields = {},
): SlackPayload {
  const id = newId();
  const trimmed = text.replace(/\r?\n$/, '');
  const json = trimmed.trimStart().startsWith('{');
  // Each value written as the format needs it: inside a JSON string, or as a form value.
  const encode = (value: string) => (json ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value));
  const body = trimmed
    .replaceAll('{{id}}', id)
    .replaceAll('"{{now}}"', String(Math.floor(Date.now() / 1000)))
    .replace(
      /\{\{(user|channel|team|text|thread)(?:\|([^}]*))?\}\}/g,
      (_, name: keyof PayloadFields, fallback?: string) =>
        encode(fields[name] ?? fallback ?? DEFAULT_FIELDS[name]),
    )
    // Slack names every DM `directmessage` in a slash command, a channel by its name.
    .replaceAll(
      '{{channel_name}}',
      (fields.channel ?? DEFAULT_FIELDS.channel).startsWith('D') ? 'directmessage' : 'orders',
    );
  if (!json) return { body, contentType: 'application/x-www-form-urlencoded' };
  // JSON is sent on one line, as Slack sends it, so the command stays plain `sh` (no $'…' quoting).
  let compact = body;
  try {
    compact = JSON.stringify(JSON.parse(body));
  } catch {
    // Not JSON after all: sent as written, so the handler's answer to it can be seen.
  }
  return { body: compact, contentType: 'application/json' };
}

/** Unique across runs and within one: the time and random bytes, in characters a form needs no escape for. */
function freshId(): string {
  return `${Date.now()}.${randomBytes(5).toString('hex')}`;
}

/**
 * The curl command, on one line, that posts the payload file's text signed with `signingSecret`.
 * @example signedCurl(readFileSync('slack/examples/dm.json', 'utf8'), { signingSecret }) // "curl -sS -i 'http://…' -H …"
 */
export function signedCurl(
  text: string,
  options: {
    signingSecret: string;
    url?: string;
    timestamp?: number;
    newId?: () => string;
    fields?: PayloadFields;
  },
): string {
  const { body, contentType } = preparePayload(text, options.newId, options.fields);
  const signed = signSlackRequest(options.signingSecret, body, options.timestamp);
  return [
    'curl -sS -i',
    shellQuote(options.url ?? DEFAULT_URL),
    `-H ${shellQuote(`Content-Type: ${contentType}`)}`,
    `-H ${shellQuote(`X-Slack-Request-Timestamp: ${signed['x-slack-request-timestamp']}`)}`,
    `-H ${shellQuote(`X-Slack-Signature: ${signed['x-slack-signature']}`)}`,
    `--data-binary ${shellQuote(body)}`,
  ].join(' ');
}

/**
 * `text` as one shell word on one line: in single quotes, or in bash's and zsh's `$'…'` when it holds a line
 * break or another control character (a pretty-printed JSON file), which single quotes would keep only
 * across lines.
 */
export function shellQuote(text: string): string {
  if (!/\p{Cc}/u.test(text)) return `'${text.replaceAll("'", "'\\''")}'`;
  const escaped = text.replace(/[\\']|\p{Cc}/gu, (char) => {
    if (char === '\\' || char === "'") return `\\${char}`;
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `$'${escaped}'`;
}

/** The command line: prints the curl command, or says what is wrong on stderr. Returns the exit code. */
function main(args: string[], env: NodeJS.ProcessEnv): number {
  const parsed = readArgs(args);
  if (!parsed) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(parsed.file, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${parsed.file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 1;
  }
  const signingSecret = env.SLACK_SIGNING_SECRET || LOCAL_SIGNING_SECRET;
  let url: string;
  try {
    url = parsed.url ?? localEventsUrl(env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  process.stdout.write(`${signedCurl(text, { signingSecret, url, fields: parsed.fields })}\n`);
  return 0;
}

/** One payload file, an optional --url and the payload's fields; undefined for anything else. */
function readArgs(
  args: string[],
): { file: string; url: string | undefined; fields: PayloadFields } | undefined {
  try {
    const { positionals, values } = parseArgs({
      args,
      options: {
        url: { type: 'string' },
        user: { type: 'string' },
        channel: { type: 'string' },
        team: { type: 'string' },
        text: { type: 'string' },
        thread: { type: 'string' },
      },
      allowPositionals: true,
    });
    const [file, ...more] = positionals;
    const fields: PayloadFields = {
      ...(values.user ? { user: values.user } : {}),
      ...(values.channel ? { channel: values.channel } : {}),
      ...(values.team ? { team: values.team } : {}),
      ...(values.text !== undefined ? { text: values.text } : {}),
      ...(values.thread ? { thread: values.thread } : {}),
    };
    return file && more.length === 0 ? { file, url: values.url, fields } : undefined;
  } catch {
    // parseArgs throws on an unknown option or a --url without a value.
    return undefined;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2), process.env);
