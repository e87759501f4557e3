/**
 * Text for Slack's mrkdwn: escaped so nothing typed or sent by the service can form a link, a mention
 * (`<!channel>`) or a date token, and times as Slack date tokens so each reader sees their own zone.
 */
import { graphemesOf, stripControls } from '../../dialog/clean-text';
import type { WindowValue } from '../../dialog/types';
import { zonedFormat } from '../../zoned-format';

/**
 * Text made safe for mrkdwn: control characters stripped (as the terminal does), and the three
 * characters Slack reads as markup escaped the way Slack documents.
 *
 * @example
 * escapeMrkdwn('Wash & Fold <!channel>') // 'Wash &amp; Fold &lt;!channel&gt;'
 */
export function escapeMrkdwn(text: string): string {
  return escapeMarkup(stripControls(text));
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** U+2060 WORD JOINER: invisible, and no part of a link or an address. */
const JOINER = '\u2060';

/**
 * A person's words for a message's top-level `text` (its notification and fallback), where Slack
 * auto-links what looks like an address (`example.com`, `https://…`, `a@b.co`) even when escaped:
 * escaped as `escapeMrkdwn` does, with a word joiner put after each dot between letters or digits and
 * each colon before a slash, so no link forms and it reads the same. Sent with `mrkdwn: false`, so
 * no `*bold*` forms either (invariant customer-words-stay-plain).
 *
 * @example
 * unlinkable('pay at evil.example/x <!channel>') // 'pay at evil.\u2060example/x &lt;!channel&gt;'
 */
export function unlinkable(text: string): string {
  return escapeMrkdwn(text)
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, `.${JOINER}`)
    .replace(/:(?=\/)/g, `:${JOINER}`);
}

/**
 * `escapeMrkdwn(text)` within `max` characters, ending with `…` when cut. The cut falls between
 * user-perceived characters of the text before escaping, so it never splits an entity such as `&amp;`.
 *
 * @example
 * clipMrkdwn('Tom & Jerry', 12) // 'Tom &amp; J…'
 */
export function clipMrkdwn(text: string, max: number): string {
  const escaped = escapeMrkdwn(text);
  if (escaped.length <= max) return escaped;
  if (max < 1) return '';
  const room = max - 1;
  let clipped = '';
  for (const { segment } of graphemesOf(stripControls(text))) {
    const piece = escapeMarkup(segment);
    if (clipped.length + piece.length > room) break;
    clipped += piece;
  }
  return `${clipped}…`;
}

/**
 * `escapeMrkdwn(text)` as pieces of at most `max` characters: cut at line breaks where it can, else at
 * the last space, else between characters (never inside an entity). Blank text gives no pieces.
 *
 * @example
 * splitMrkdwn('one\ntwo', 5) // ['one', 'two']
 */
export function splitMrkdwn(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim() !== '') pieces.push(current);
    current = '';
  };
  for (const line of escapeMrkdwn(text).split('\n')) {
    const joined = current === '' ? line : `${current}\n${line}`;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    flush();
    let rest = line;
    while (rest.length > max) {
      const cut = cutPoint(rest, max);
      const piece = rest.slice(0, cut);
      if (piece.trim() !== '') pieces.push(piece);
      rest = rest.slice(cut).replace(/^ +/, '');
    }
    current = rest;
  }
  flush();
  return pieces;
}

/** Where to cut an escaped line to keep at most `max` characters: after a space, else between characters. */
function cutPoint(line: string, max: number): number {
  let end = 0;
  let lastSpace = 0;
  for (const { segment, index } of graphemesOf(line)) {
    const next = index + segment.length;
    if (next > max) break;
    end = next;
    if (segment === ' ') lastSpace = next;
  }
  if (end === 0) {
    // A single grapheme longer than the piece (a long combining sequence): cut between code points.
    for (const point of line) {
      if (end + point.length > max) break;
      end += point.length;
    }
  }
  // Never end inside an entity: back off to its `&` (escaping writes `&` only as an entity's start).
  const amp = line.lastIndexOf('&', end - 1);
  if (amp > 0 && line.indexOf(';', amp) >= end) end = amp;
  // A space in the second half of the piece is a better place than the middle of a word.
  if (lastSpace > end / 2 && lastSpace <= end) end = lastSpace;
  return Math.max(end, 1);
}

/** The tokens of Slack's date formatting this bot uses. */
export type SlackDateToken =
  | '{date_num}'
  | '{date}'
  | '{date_short}'
  | '{date_long}'
  | '{date_pretty}'
  | '{date_short_pretty}'
  | '{date_long_pretty}'
  | '{time}'
  | '{time_secs}';

/** A time that does not parse is shown as it is, up to this long. */
const MAX_UNREAD_TIME = 64;

/** One token, or a date token and a time token. */
export type SlackDateFormat = SlackDateToken | `${SlackDateToken} ${SlackDateToken}`;

const FALLBACK_FORMATS: Record<SlackDateToken, Intl.DateTimeFormatOptions> = {
  '{date_num}': { year: 'numeric', month: '2-digit', day: '2-digit' },
  '{date}': { year: 'numeric', month: 'long', day: 'numeric' },
  '{date_short}': { year: 'numeric', month: 'short', day: 'numeric' },
  '{date_long}': { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  '{date_pretty}': { year: 'numeric', month: 'long', day: 'numeric' },
  '{date_short_pretty}': { year: 'numeric', month: 'short', day: 'numeric' },
  '{date_long_pretty}': { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  '{time}': { hour: 'numeric', minute: '2-digit' },
  '{time_secs}': { hour: 'numeric', minute: '2-digit', second: '2-digit' },
};

/**
 * An instant as Slack's date token, `<!date^EPOCH^FORMAT|FALLBACK>`: Slack shows it in each reader's
 * own zone; the fallback (for clients that cannot) is the instant in `timeZone`. The instant is read
 * as calendar.ts reads window times (`new Date(iso)`), so the token and the plain text the other
 * channels show name the same moment. A time that does not parse is shown as it is.
 *
 * @example
 * slackTime('2026-11-24T13:00:00Z', 'America/New_York', '{time}')
 * // '<!date^1795525200^{time}|8:00 AM>'
 */
export function slackTime(iso: string, timeZone: string, format: SlackDateFormat): string {
  const instant = new Date(iso);
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return clipMrkdwn(iso, MAX_UNREAD_TIME);
  const fallback = format.replace(/\{\w+\}/g, (token) => {
    const options = FALLBACK_FORMATS[token as SlackDateToken];
    const locale = token === '{date_num}' ? 'en-CA' : 'en-US';
    // ICU puts a narrow no-break space before AM/PM; the other channels write a plain one.
    return zonedFormat(locale, { ...options, timeZone })
      .format(instant)
      .replace(/\s/g, ' ');
  });
  // Slack reads `|` and `>` as the token's end; the en-US formats hold neither, escaping makes sure.
  return `<!date^${Math.floor(ms / 1000)}^${format}|${escapeMrkdwn(fallback).replace(/\|/g, '/')}>`;
}

/**
 * A time window as Slack date tokens: the start's day and time, then the end's time, each with its
 * plain fallback in the window's zone.
 *
 * @example
 * slackWindow({ startTime: '2026-11-24T13:00:00Z', endTime: '2026-11-24T15:00:00Z', timeZone: 'America/New_York' })
 * // '<!date^1795525200^{date_short_pretty} {time}|Nov 24, 2026 8:00 AM> – <!date^1795532400^{time}|10:00 AM>'
 */
export function slackWindow(window: WindowValue): string {
  const start = slackTime(window.startTime, window.timeZone, '{date_short_pretty} {time}');
  const end = slackTime(window.endTime, window.timeZone, '{time}');
  return `${start} – ${end}`;
}
