/**
 * The Block Kit pieces the Slack renderers build with, and the item a rendered block travels as.
 * Every text they take is cut to Slack's limits (limits.ts) and cleaned of control characters.
 */
import type {
  Button,
  KnownBlock,
  MrkdwnElement,
  PlainTextElement,
  RichTextBlock,
  SectionBlock,
} from '@slack/types';
import { stripControls } from '../../dialog/clean-text';
import { MAX_PLAIN_LABEL, MAX_RICH_TEXT_ELEMENT, truncate } from './limits';

/** A block, what it says as plain text (for the notification), and whether it is one of the controls. */
export interface Item {
  block: KnownBlock;
  plain: string;
  control?: true;
}

export function button(text: string, actionId: string, value: string): Button {
  return { type: 'button', action_id: actionId, text: plain(plainLabel(text, MAX_PLAIN_LABEL)), value };
}

export function section(text: string): SectionBlock {
  return { type: 'section', text: mrkdwn(text) };
}

export function mrkdwn(text: string): MrkdwnElement {
  return { type: 'mrkdwn', text };
}

export function plain(text: string): PlainTextElement {
  return { type: 'plain_text', text };
}

/** Text for a plain_text label: one line, no controls, never empty, within `max`. */
export function plainLabel(text: string, max: number): string {
  return truncate(stripControls(text).replace(/\s+/g, ' ').trim() || '…', max);
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function nonBlank(text: string): string {
  return text.trim() === '' ? '…' : text;
}

/** The plain text of escaped mrkdwn (escaping is undone exactly; it is escaped again as the notification). */
export function plainOf(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * Words shown exactly as written: a rich_text block of plain `text` elements, no style, no `link`,
 * `user` or `broadcast` element, so Slack makes nothing of them (invariant customer-words-stay-plain).
 * Cut into elements of at most MAX_RICH_TEXT_ELEMENT UTF-16 units, between code points.
 * @example richText('*URGENT* https://x.example') // { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: '*URGENT* https://x.example' }] }] }
 */
export function richText(text: string): RichTextBlock {
  const elements: { type: 'text'; text: string }[] = [];
  let piece = '';
  for (const point of nonBlank(stripControls(text))) {
    if (piece.length + point.length > MAX_RICH_TEXT_ELEMENT) {
      elements.push({ type: 'text', text: piece });
      piece = '';
    }
    piece += point;
  }
  elements.push({ type: 'text', text: piece });
  return { type: 'rich_text', elements: [{ type: 'rich_text_section', elements }] };
}
