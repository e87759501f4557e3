/**
 * A turn's replies as Slack messages (Block Kit), within Slack's limits whatever the replies hold.
 *
 * Rules:
 * 1. The replies of a turn go into one message, split into several only past 50 blocks; the question
 *    is always whole in the last one, after everything else the turn says (so it sits above the
 *    person's next message), with one block to spare for the answer line that replaces its controls.
 * 2. `aside` texts are separate messages, shown to the clicker only; `closed` replies render nothing
 *    and are handed back, so the channel can update the answered question's message.
 * 3. Texts are escaped mrkdwn sections, split on line breaks past 3,000 characters; a warning starts
 *    with :warning:, a success with :white_check_mark:.
 * 4. A summary is its bold title, then sections of up to 10 `*label*\nvalue` fields; windows are Slack
 *    date tokens, so each reader sees their own zone.
 * 5. A question is its text, a context line with the hint (and what was answered before), then its
 *    controls: up to 5 options as buttons; up to 10 time windows as one section each with a Choose
 *    button; more as static selects of up to 100 options; several answers as multi selects and a Done
 *    button; a day as the day options and a datepicker; commands as plain buttons in a last row. Only
 *    the turn's last question gets controls (a turn asks one; an earlier one could not be answered).
 * 6. Block and action ids are what `readBlockAction` reads back: `p:<promptId>:<n>` on every block
 *    with controls; `choice:<option index>`, `select:<n>`, `multi:<n>`, `done`, `date`.
 */
import type {
  ActionsBlockElement,
  Button,
  ConfirmationDialog,
  Datepicker,
  KnownBlock,
  MrkdwnElement,
  MultiStaticSelect,
  PlainTextElement,
  PlainTextOption,
  SectionBlock,
  StaticSelect,
} from '@slack/types';
import { stripControls } from '../../dialog/clean-text';
import { formatCents } from '../../dialog/money';
import type { PromptReply, Reply, ReplyOption, SummaryValue, TextReply } from '../../dialog/types';
import { formatFee, optionText, summaryValueText } from '../format';
import {
  MAX_ACTIONS_ELEMENTS,
  MAX_CONFIRM_BUTTON,
  MAX_CONFIRM_TITLE,
  MAX_FIELD_TEXT,
  MAX_ID,
  MAX_MESSAGE_BLOCKS,
  MAX_MESSAGE_TEXT,
  MAX_OPTION_VALUE,
  MAX_PLAIN_LABEL,
  MAX_SECTION_FIELDS,
  MAX_SECTION_TEXT,
  MAX_SELECT_OPTIONS,
  truncate,
} from './limits';
import { clipMrkdwn, slackWindow, splitMrkdwn } from './mrkdwn';

/** One Slack message: `text` is the notification (and screen-reader) fallback of the blocks. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

export interface RenderedTurn {
  /** Messages to post in the conversation, in order (usually one). The prompt, if any, is in the last one. */
  messages: SlackMessage[];
  /** `aside` text replies: shown to the clicker only (chat.postEphemeral). */
  asides: SlackMessage[];
  /** Prompts answered this turn: their message is updated to show the answer. */
  closes: { promptId: string; answer: string }[];
  /** When the turn asks a question: its id, and the last message's blocks with every interactive part removed (kept to update that message once answered). */
  prompt?: { promptId: string; answeredBlocks: KnownBlock[] };
}

/** Options shown as buttons; more become a select. */
const MAX_BUTTONS = 5;
/** Time windows shown as a section each; more become a select. */
const MAX_WINDOW_SECTIONS = 10;
/** A summary label, before its value. */
const MAX_FIELD_LABEL = 200;
/** The label and detail lines of a window section. */
const MAX_WINDOW_LINE = 500;
/** The highest `n` of `p:<promptId>:<n>` a prompt can reach (question blocks are few). */
const MAX_BLOCK_INDEX = 99;

const TONE_PREFIX = { info: '', warning: ':warning: ', success: ':white_check_mark: ' } as const;

/** A block, what it says as plain text (for the notification), and whether it is one of the controls. */
interface Item {
  block: KnownBlock;
  plain: string;
  control?: true;
}

/** An option and its position in the prompt's options (its button's `choice:<index>`). */
interface Indexed {
  option: ReplyOption;
  index: number;
}

/**
 * One turn's replies as Slack messages; see the rules above. Throws a RangeError for a prompt Slack
 * could not carry: an option value over 150 characters, or a prompt id too long for a block_id.
 *
 * @example
 * const turn = renderTurn([{ type: 'text', text: 'Hi!' }]);
 * turn.messages // [{ text: 'Hi!', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Hi!' } }] }]
 */
export function renderTurn(replies: Reply[]): RenderedTurn {
  const asked = replies.findLastIndex((reply) => reply.type === 'prompt');
  const body: Item[] = [];
  const asides: Item[] = [];
  const closes: RenderedTurn['closes'] = [];
  let question: { promptId: string; items: Item[] } | undefined;
  for (const [index, reply] of replies.entries()) {
    switch (reply.type) {
      case 'text':
        (reply.aside ? asides : body).push(...textItems(reply));
        break;
      case 'summary':
        body.push(...summaryItems(reply));
        break;
      case 'closed':
        closes.push({ promptId: reply.promptId, answer: reply.answer });
        break;
      case 'prompt':
        if (index === asked) question = { promptId: reply.promptId, items: promptItems(reply) };
        else body.push(...questionItems(reply));
        break;
    }
  }
  const messages = pack(body, question?.items ?? []);
  const last = messages.at(-1) ?? [];
  return {
    messages: messages.map(toMessage),
    asides: pack(asides, []).map(toMessage),
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

function toMessage(items: Item[]): SlackMessage {
  const plain = items
    .map((item) => item.plain)
    .filter((text) => text.trim() !== '')
    .join('\n');
  return {
    text: clipMrkdwn(plain, MAX_MESSAGE_TEXT).trim() || 'New message',
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

function summaryItems(reply: Extract<Reply, { type: 'summary' }>): Item[] {
  const items: Item[] = [];
  const title = clipMrkdwn(oneLine(reply.title), MAX_SECTION_TEXT - 2);
  if (title !== '') items.push({ block: section(`*${title}*`), plain: reply.title });
  for (let i = 0; i < reply.lines.length; i += MAX_SECTION_FIELDS) {
    const lines = reply.lines.slice(i, i + MAX_SECTION_FIELDS);
    items.push({
      block: { type: 'section', fields: lines.map((line) => mrkdwn(fieldText(line.label, line.value))) },
      plain: lines.map((line) => `${line.label}: ${summaryValueText(line.value)}`).join('\n'),
    });
  }
  return items;
}

function fieldText(label: string, value: SummaryValue): string {
  const name = clipMrkdwn(oneLine(label), MAX_FIELD_LABEL);
  const head = name === '' ? '' : `*${name}*\n`;
  return nonBlank(head + valueText(value, MAX_FIELD_TEXT - head.length));
}

function valueText(value: SummaryValue, max: number): string {
  switch (value.type) {
    case 'text':
      return clipMrkdwn(value.text, max);
    case 'money':
      return clipMrkdwn(`${formatCents(value.cents)}${value.note ? ` ${value.note}` : ''}`, max);
    case 'window': {
      const when = slackWindow(value.window);
      return `${when}\n${clipMrkdwn(`${value.provider} (${formatFee(value.feeCents)})`, max - when.length - 1)}`;
    }
  }
}

// ── Questions ──────────────────────────────────────────────────────────────────────────────────────

/** The question and its hint, without controls. */
function questionItems(prompt: PromptReply): Item[] {
  const items: Item[] = [
    { block: section(nonBlank(clipMrkdwn(prompt.text, MAX_SECTION_TEXT))), plain: prompt.text },
  ];
  const notes = [prompt.hint, prompt.current ? `Now: ${prompt.current}` : '']
    .map((note) => clipMrkdwn(note, MAX_SECTION_TEXT))
    .filter((note) => note.trim() !== '');
  if (notes.length) {
    items.push({
      block: { type: 'context', elements: notes.map(mrkdwn) },
      plain: plainOf(notes.join('\n')),
    });
  }
  return items;
}

/** The question with its controls; see rule 5. */
function promptItems(prompt: PromptReply): Item[] {
  checkPrompt(prompt);
  const items = questionItems(prompt);
  let blocks = 0;
  const blockId = () => `p:${prompt.promptId}:${blocks++}`;
  const indexed = prompt.options.map((option, index) => ({ option, index }));
  const choices = indexed.filter(({ option }) => option.role !== 'command');
  const commands = indexed.filter(({ option }) => option.role === 'command');
  const row: ActionsBlockElement[] = [];
  let listed = choices.length;

  const windows = choices.some(({ option }) => option.window);
  if (prompt.kind === 'multi') {
    if (choices.length) {
      const menus = selectMenus(choices, 'multi', MAX_ACTIONS_ELEMENTS - 1);
      listed = menus.listed;
      row.push(...menus.elements, { ...button('Done', 'done', 'done'), style: 'primary' });
    }
  } else if (
    (prompt.kind === 'single' || prompt.kind === 'confirm') &&
    windows &&
    choices.length <= MAX_WINDOW_SECTIONS
  ) {
    for (const choice of choices) items.push(windowItem(prompt, choice, blockId()));
  } else if (choices.length <= MAX_BUTTONS) {
    row.push(...choices.map((choice) => optionButton(prompt, choice)));
  } else {
    const menus = selectMenus(choices, 'select', MAX_ACTIONS_ELEMENTS - (prompt.kind === 'date' ? 1 : 0));
    listed = menus.listed;
    row.push(...menus.elements);
  }
  if (prompt.kind === 'date') row.push(datepicker(prompt.range?.min));
  if (row.length)
    items.push({ block: { type: 'actions', block_id: blockId(), elements: row }, plain: '', control: true });

  const shownCommands = commands.slice(0, MAX_ACTIONS_ELEMENTS);
  if (listed < choices.length || shownCommands.length < commands.length) {
    const total = choices.length + commands.length;
    const note = `Only the first ${listed + shownCommands.length} of ${total} options are listed here; type the one you want.`;
    items.push({ block: { type: 'context', elements: [mrkdwn(note)] }, plain: note, control: true });
  }
  if (shownCommands.length) {
    items.push({
      block: {
        type: 'actions',
        block_id: blockId(),
        elements: shownCommands.map((command) => optionButton(prompt, command)),
      },
      plain: '',
      control: true,
    });
  }
  return items;
}

/** Option values and the prompt id go into payloads whole: one Slack cannot carry is a programming error. */
function checkPrompt(prompt: PromptReply): void {
  const longest = `p:${prompt.promptId}:${MAX_BLOCK_INDEX}`;
  if (prompt.promptId === '' || longest.length > MAX_ID)
    throw new RangeError(`prompt ${prompt.promptId}: the id must be 1 to ${MAX_ID - 5} characters`);
  for (const option of prompt.options) {
    if (option.value.length > MAX_OPTION_VALUE)
      throw new RangeError(
        `prompt ${prompt.promptId}: the value of option "${option.label}" is ${option.value.length} characters; Slack takes at most ${MAX_OPTION_VALUE}`,
      );
  }
}

/** A time window as a section of its own: the window in the reader's zone, who comes and the fee, a Choose button. */
function windowItem(prompt: PromptReply, { option, index }: Indexed, blockId: string): Item {
  const fee = option.feeCents === undefined ? '' : `, ${formatFee(option.feeCents)}`;
  const lines = [
    option.window ? `*${slackWindow(option.window)}*` : '',
    clipMrkdwn(`${option.label}${fee}`, MAX_WINDOW_LINE),
    option.detail ? clipMrkdwn(option.detail, MAX_WINDOW_LINE) : '',
  ].filter((line) => line.trim() !== '');
  const accessory: Button = { ...optionButton(prompt, { option, index }), text: plain('Choose') };
  return {
    block: { type: 'section', block_id: blockId, text: mrkdwn(nonBlank(lines.join('\n'))), accessory },
    plain: '',
    control: true,
  };
}

function optionButton(prompt: PromptReply, { option, index }: Indexed): Button {
  const confirm = confirmation(prompt, option);
  return {
    ...button(optionText(option), `choice:${index}`, option.value),
    ...(option.role === 'primary' || option.role === 'danger' ? { style: option.role } : {}),
    ...(confirm ? { confirm } : {}),
  };
}

/** An "are you sure" dialog before placing an order or anything destructive. */
function confirmation(prompt: PromptReply, option: ReplyOption): ConfirmationDialog | undefined {
  const consequence =
    option.role === 'danger'
      ? "This can't be undone."
      : option.role === 'primary' && prompt.kind === 'confirm'
        ? 'This places the order with the store.'
        : undefined;
  if (!consequence) return undefined;
  const name = plainLabel(option.label, MAX_CONFIRM_TITLE - 1);
  return {
    title: plain(`${name}?`),
    text: plain(consequence),
    confirm: plain(plainLabel(option.label, MAX_CONFIRM_BUTTON)),
    deny: plain('Go back'),
    style: option.role === 'danger' ? 'danger' : 'primary',
  };
}

/** Selects of up to 100 options each, as many as `most`; `listed` counts the options they hold. */
function selectMenus(
  choices: Indexed[],
  kind: 'select' | 'multi',
  most: number,
): { elements: (StaticSelect | MultiStaticSelect)[]; listed: number } {
  // Two options with one value cannot be told apart in the answer, and Slack wants them unique.
  const seen = new Set<string>();
  const unique = choices.filter(({ option }) => !seen.has(option.value) && seen.add(option.value));
  const chunks: Indexed[][] = [];
  for (let i = 0; i < unique.length && chunks.length < most; i += MAX_SELECT_OPTIONS)
    chunks.push(unique.slice(i, i + MAX_SELECT_OPTIONS));
  const elements = chunks.map((chunk, n) => {
    const from = n * MAX_SELECT_OPTIONS + 1;
    const placeholder = plain(
      chunks.length === 1 ? 'Choose…' : `Choose (${from}–${from + chunk.length - 1})`,
    );
    const options = chunk.map(({ option }) => selectOption(option));
    return kind === 'multi'
      ? { type: 'multi_static_select' as const, action_id: `multi:${n}`, placeholder, options }
      : { type: 'static_select' as const, action_id: `select:${n}`, placeholder, options };
  });
  return {
    elements,
    listed: chunks.reduce((sum, chunk) => sum + chunk.length, 0) + choices.length - unique.length,
  };
}

function selectOption(option: ReplyOption): PlainTextOption {
  const detail = option.detail ? stripControls(option.detail).replace(/\s+/g, ' ').trim() : '';
  return {
    text: plain(plainLabel(optionText(option), MAX_PLAIN_LABEL)),
    value: option.value,
    ...(detail ? { description: plain(truncate(detail, MAX_PLAIN_LABEL)) } : {}),
  };
}

function datepicker(initial: string | undefined): Datepicker {
  return {
    type: 'datepicker',
    action_id: 'date',
    placeholder: plain('Pick a day'),
    ...(initial && /^\d{4}-\d{2}-\d{2}$/.test(initial) ? { initial_date: initial } : {}),
  };
}

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────────────

function button(text: string, actionId: string, value: string): Button {
  return { type: 'button', action_id: actionId, text: plain(plainLabel(text, MAX_PLAIN_LABEL)), value };
}

function section(text: string): SectionBlock {
  return { type: 'section', text: mrkdwn(text) };
}

function mrkdwn(text: string): MrkdwnElement {
  return { type: 'mrkdwn', text };
}

function plain(text: string): PlainTextElement {
  return { type: 'plain_text', text };
}

/** Text for a plain_text label: one line, no controls, never empty, within `max`. */
function plainLabel(text: string, max: number): string {
  return truncate(stripControls(text).replace(/\s+/g, ' ').trim() || '…', max);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function nonBlank(text: string): string {
  return text.trim() === '' ? '…' : text;
}

/** The plain text of escaped mrkdwn (escaping is undone exactly; it is escaped again as the notification). */
function plainOf(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
