/**
 * A turn's replies as Slack messages (Block Kit), within Slack's limits whatever the replies hold.
 *
 * @invariant turn-one-slack-message The replies of a turn go into one message, split into several only past 50 blocks; the question
 *   is always whole in the last one, after everything else the turn says (so it sits above the
 *   person's next message), with one block to spare for the answer line that replaces its controls.
 * @invariant asides-ephemeral-closed-nothing `aside` texts are separate messages, shown to the clicker only; `closed` replies render nothing
 *   and are handed back, so the channel can update the answered question's message.
 * @invariant slack-texts-escaped-sections Texts are escaped mrkdwn sections, split on line breaks past 3,000 characters; a warning starts
 *   with :warning:, a success with :white_check_mark:.
 * @invariant summary-fields-layout A summary is its bold title, then sections of up to 10 `*label*\nvalue` fields; windows are Slack
 *   date tokens, so each reader sees their own zone.
 *
 * Questions and their controls: render-prompt.ts.
 */
import type { KnownBlock } from '@slack/types';
import type { Reply, SummaryValue, TextReply } from '../../dialog/types';
import { moneyText } from '../../money';
import { ENGLISH, type Words } from '../../words';
import { formatFee, summaryValueText } from '../format';
import { type Item, mrkdwn, nonBlank, oneLine, plainOf, section } from './blocks';
import {
  MAX_FIELD_TEXT,
  MAX_MESSAGE_BLOCKS,
  MAX_MESSAGE_TEXT,
  MAX_SECTION_FIELDS,
  MAX_SECTION_TEXT,
} from './limits';
import { clipMrkdwn, slackWindow, splitMrkdwn } from './mrkdwn';
import { promptItems, questionItems } from './render-prompt';

/** One Slack message: `text` is the notification (and screen-reader) fallback of the blocks. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

export interface RenderedReplies {
  /** Messages to post in the conversation, in order (usually one). The prompt, if any, is in the last one. */
  messages: SlackMessage[];
  /** `aside` text replies: shown to the clicker only (chat.postEphemeral). */
  asides: SlackMessage[];
  /** Prompts answered this turn: their message is updated to show the answer. */
  closes: { promptId: string; answer: string }[];
  /** When the turn asks a question: its id, and the last message's blocks with every interactive part removed (kept to update that message once answered). */
  prompt?: { promptId: string; answeredBlocks: KnownBlock[] };
}

/** A summary label, before its value. */
const MAX_FIELD_LABEL = 200;

const TONE_PREFIX = { info: '', warning: ':warning: ', success: ':white_check_mark: ' } as const;

/**
 * One turn's replies as Slack messages; see the rules above. Throws a RangeError for a prompt Slack
 * could not carry: an option value over 150 characters, or a prompt id too long for a block_id.
 *
 * @example
 * const turn = renderTurn([{ type: 'text', text: 'Hi!' }]);
 * turn.messages // [{ text: 'Hi!', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Hi!' } }] }]
 */
export function renderTurn(replies: Reply[], words: Words = ENGLISH): RenderedReplies {
  const asked = replies.findLastIndex((reply) => reply.type === 'prompt');
  const body: Item[] = [];
  const asides: Item[] = [];
  const closes: RenderedReplies['closes'] = [];
  let question: { promptId: string; items: Item[] } | undefined;
  for (const [index, reply] of replies.entries()) {
    switch (reply.type) {
      case 'text':
        (reply.aside ? asides : body).push(...textItems(reply));
        break;
      case 'summary':
        body.push(...summaryItems(reply, words));
        break;
      case 'closed':
        closes.push({ promptId: reply.promptId, answer: reply.answer });
        break;
      case 'prompt':
        if (index === asked) question = { promptId: reply.promptId, items: promptItems(reply, words) };
        else body.push(...questionItems(reply, words));
        break;
    }
  }
  const messages = pack(body, question?.items ?? []);
  const last = messages.at(-1) ?? [];
  return {
    messages: messages.map((items) => toMessage(items, words)),
    asides: pack(asides, []).map((items) => toMessage(items, words)),
    closes,
    ...(question && {
      prompt: {
        promptId: question.promptId,
        answeredBlocks: last.filter((item) => !item.control).map((item) => withoutAccessory(item.block)),
      },
    }),
  };
}

/**
 * The message of an answered question: its blocks without controls, and a line with the answer.
 *
 * @example
 * renderAnswered(turn.prompt.answeredBlocks, 'Tue, Nov 24').blocks.at(-1)
 * // { type: 'context', elements: [{ type: 'mrkdwn', text: '✅ Tue, Nov 24' }] }
 */
export function renderAnswered(answeredBlocks: KnownBlock[], answer: string): SlackMessage {
  const line = clipMrkdwn(`✅ ${answer}`, MAX_SECTION_TEXT);
  // Stored blocks are trusted no further than needed: no controls may come back, and the line must fit.
  const kept = answeredBlocks
    .filter((block) => block.type !== 'actions')
    .map(withoutAccessory)
    .slice(-(MAX_MESSAGE_BLOCKS - 1));
  return { text: line, blocks: [...kept, { type: 'context', elements: [mrkdwn(line)] }] };
}

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────

/** Blocks into messages of at most 50; the question's blocks whole at the end, with one block to spare. */
function pack(body: Item[], question: Item[]): Item[][] {
  const messages: Item[][] = [];
  for (let i = 0; i < body.length; i += MAX_MESSAGE_BLOCKS)
    messages.push(body.slice(i, i + MAX_MESSAGE_BLOCKS));
  if (question.length === 0) return messages;
  const last = messages.at(-1);
  if (last && last.length + question.length < MAX_MESSAGE_BLOCKS) last.push(...question);
  else messages.push([...question]);
  return messages;
}

function toMessage(items: Item[], words: Words): SlackMessage {
  const plain = items
    .map((item) => item.plain)
    .filter((text) => text.trim() !== '')
    .join('\n');
  return {
    text: clipMrkdwn(plain, MAX_MESSAGE_TEXT).trim() || words.t('slack.newMessage'),
    blocks: items.map((i) => i.block),
  };
}

function withoutAccessory(block: KnownBlock): KnownBlock {
  if (block.type !== 'section' || !block.accessory) return block;
  const { accessory: _controls, ...rest } = block;
  return rest;
}

// ── Texts and summaries ────────────────────────────────────────────────────────────────────────────

function textItems(reply: TextReply): Item[] {
  const prefix = TONE_PREFIX[reply.tone ?? 'info'];
  return splitMrkdwn(reply.text, MAX_SECTION_TEXT - prefix.length).map((piece, i) => ({
    block: section(i === 0 ? `${prefix}${piece}` : piece),
    plain: plainOf(piece),
  }));
}

function summaryItems(reply: Extract<Reply, { type: 'summary' }>, words: Words): Item[] {
  const items: Item[] = [];
  const title = clipMrkdwn(oneLine(reply.title), MAX_SECTION_TEXT - 2);
  if (title !== '') items.push({ block: section(`*${title}*`), plain: reply.title });
  for (let i = 0; i < reply.lines.length; i += MAX_SECTION_FIELDS) {
    const lines = reply.lines.slice(i, i + MAX_SECTION_FIELDS);
    items.push({
      block: {
        type: 'section',
        fields: lines.map((line) => mrkdwn(fieldText(line.label, line.value, words))),
      },
      plain: lines.map((line) => `${line.label}: ${summaryValueText(line.value, words)}`).join('\n'),
    });
  }
  return items;
}

function fieldText(label: string, value: SummaryValue, words: Words): string {
  const name = clipMrkdwn(oneLine(label), MAX_FIELD_LABEL);
  const head = name === '' ? '' : `*${name}*\n`;
  return nonBlank(head + valueText(value, MAX_FIELD_TEXT - head.length, words));
}

function valueText(value: SummaryValue, max: number, words: Words): string {
  switch (value.type) {
    case 'text':
      return clipMrkdwn(value.text, max);
    case 'money':
      return clipMrkdwn(moneyText(value, words), max);
    case 'window': {
      const when = slackWindow(value.window);
      const fee = formatFee(value.feeCents, words);
      return `${when}\n${clipMrkdwn(`${value.provider} (${fee})`, max - when.length - 1)}`;
    }
  }
}
