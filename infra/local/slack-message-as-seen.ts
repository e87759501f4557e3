/**
 * A Slack message as the person reads it, as plain lines: what `npm start` prints for each message the
 * bot posts, and what the reviewed transcripts show of Slack. Slack shows the blocks when a message has
 * them (its `text` is then only the notification), so the text is read only when there are none.
 *
 * Each block reads as Slack lays it out: a section's text, then each of its fields on a line of its own,
 * then its accessory; every control on its own line, a button as `[ Label ]`, a menu as
 * `[ Placeholder ▾ ] first · second · …` (its options listed, as a click shows them), a date picker as
 * `[ 📅 2026-11-30 ]`; a button's confirm dialog after it, as `(asks "…" [ Yes ] [ No ])`. Mrkdwn reads as displayed: links by their label, dates by their fallback, the
 * escapes undone, the emoji the bot uses as emoji.
 */
import { stripControls } from '../../lib/dialog/clean-text';

type Json = Record<string, unknown>;

/**
 * The message's lines as seen, joined with `\n` (no trailing newline); '' for an empty message.
 * @example renderSlackMessageAsSeen([{ type: 'section', text: { type: 'mrkdwn', text: 'Which day?' } }, { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Tomorrow' } }] }], 'Which day?') // 'Which day?\n[ Tomorrow ]'
 */
export function renderSlackMessageAsSeen(blocks: unknown, text?: unknown): string {
  const list = records(blocks);
  const lines =
    list.length > 0 ? list.flatMap(blockLines) : typeof text === 'string' ? [mrkdwnAsSeen(text)] : [];
  return stripControls(lines.join('\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function blockLines(block: Json): string[] {
  switch (block.type) {
    case 'section':
      return [
        ...textLines(block.text),
        ...records(block.fields).flatMap((field) => textLines(field)),
        ...elementLines(block.accessory),
      ];
    case 'header':
      return textLines(block.text);
    case 'context':
      return [
        records(block.elements)
          .map((element) => (element.type === 'image' ? '' : textOf(element)))
          .filter(Boolean)
          .join('  '),
      ];
    case 'divider':
      return ['───'];
    case 'actions':
      return records(block.elements).flatMap(elementLines);
    case 'input':
      return [...textLines(block.label), ...elementLines(block.element)];
    case 'image':
      return [`[image: ${stringOf(block.alt_text)}]`];
    case 'rich_text':
      return [richTextOf(block)];
    default:
      return [];
  }
}

/** A control as seen: a button's label, a menu with its options, a date picker with its date. */
function elementLines(element: unknown): string[] {
  if (!isRecord(element)) return [];
  const label = textOf(element.text) || textOf(element.placeholder);
  const options = records(element.options).map((option) => textOf(option.text));
  const listed = options.length > 0 ? ` ${options.join(' · ')}` : '';
  switch (element.type) {
    case 'button':
      return [`[ ${label} ]${confirmOf(element.confirm)}`];
    case 'static_select':
    case 'multi_static_select':
    case 'external_select':
    case 'users_select':
    case 'conversations_select':
    case 'channels_select':
      return [`[ ${label || 'Select'} ▾ ]${listed}`];
    case 'overflow':
      return [`[ ⋯ ]${listed}`];
    case 'datepicker':
      return [`[ 📅 ${stringOf(element.initial_date) || label} ]`];
    case 'timepicker':
      return [`[ 🕑 ${stringOf(element.initial_time) || label} ]`];
    case 'checkboxes':
      return options.map((option) => `☐ ${option}`);
    case 'radio_buttons':
      return options.map((option) => `○ ${option}`);
    case 'plain_text_input':
      return [`[ ${label || '…'} ]`];
    case 'image':
      return [`[image: ${stringOf(element.alt_text)}]`];
    default:
      return label ? [`[ ${label} ]`] : [];
  }
}

/** A button's confirm dialog, shown on the click: its question and its two buttons. */
function confirmOf(confirm: unknown): string {
  if (!isRecord(confirm)) return '';
  return ` (asks "${textOf(confirm.text)}" [ ${textOf(confirm.confirm) || 'Confirm'} ] [ ${textOf(confirm.deny) || 'Cancel'} ])`;
}

/** A text object's lines ('' absent). */
function textLines(value: unknown): string[] {
  const text = textOf(value);
  return text ? [text] : [];
}

/** A text object (plain_text or mrkdwn) as displayed. */
function textOf(value: unknown): string {
  if (!isRecord(value)) return '';
  const text = stringOf(value.text);
  return value.type === 'mrkdwn' ? mrkdwnAsSeen(text) : text;
}

/** The words of a rich_text block, its sections and lists in order, link elements by their text. */
function richTextOf(block: Json): string {
  return records(block.elements)
    .map((element) => {
      if (element.type === 'rich_text_list')
        return records(element.elements)
          .map((item) => `• ${richTextOf(item)}`)
          .join('\n');
      return records(element.elements)
        .map((piece) => {
          if (piece.type === 'link') return stringOf(piece.text) || stringOf(piece.url);
          if (piece.type === 'user') return `@${stringOf(piece.user_id)}`;
          if (piece.type === 'emoji') return EMOJI[stringOf(piece.name)] ?? `:${stringOf(piece.name)}:`;
          return stringOf(piece.text);
        })
        .join('');
    })
    .join('\n');
}

/** The emoji the bot's messages use, as Slack draws them; any other stays as its :code:. */
const EMOJI: Record<string, string> = {
  warning: '⚠️',
  white_check_mark: '✅',
  x: '❌',
  wave: '👋',
  calendar: '📅',
};

/**
 * Mrkdwn as displayed: `<url|label>` by its label, a date token by its fallback, a mention by its id,
 * known emoji drawn, the three escapes undone (last, so an escaped `&lt;` never reads as a link).
 */
export function mrkdwnAsSeen(text: string): string {
  return text
    .replace(/<!date\^[^|>]*\|([^>]*)>/g, '$1')
    .replace(/<!(here|channel|everyone)>/g, '@$1')
    .replace(/<@([A-Z0-9]+)(?:\|[^>]*)?>/g, '@$1')
    .replace(/<#[A-Z0-9]+\|([^>]*)>/g, '#$1')
    .replace(/<([^<>|]+)\|([^<>]*)>/g, '$2')
    .replace(/<((?:https?|mailto|tel):[^<>]*)>/g, '$1')
    .replace(/:([a-z_]+):/g, (code, name: string) => EMOJI[name] ?? code)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
