/**
 * A question as Slack blocks: its text, its hint, and the controls that answer it.
 *
 * @invariant slack-question-layout A question is its text, a context line with the hint (and what was answered before), then its
 *   controls: up to 5 options as buttons; up to 10 time windows as one section each with a Choose
 *   button; more as static selects of up to 100 options; several answers as multi selects and a Done
 *   button; a day as the day options and a datepicker; commands as plain buttons in a last row. Only
 *   the turn's last question gets controls (a turn asks one; an earlier one could not be answered).
 * @invariant slack-block-ids-read-back Block and action ids are what `readBlockAction` reads back: `p:<promptId>:<n>` on every block
 *   with controls; `choice:<option index>`, `select:<n>`, `multi:<n>`, `done`, `date`.
 */
import type {
  ActionsBlockElement,
  Button,
  ConfirmationDialog,
  Datepicker,
  MultiStaticSelect,
  PlainTextOption,
  StaticSelect,
} from '@slack/types';
import { stripControls } from '../../dialog/clean-text';
import type { PromptReply, ReplyOption } from '../../dialog/types';
import { ENGLISH, type Words } from '../../words';
import { formatFee, optionText } from '../format';
import { button, type Item, mrkdwn, nonBlank, plain, plainLabel, plainOf, section } from './blocks';
import {
  MAX_ACTIONS_ELEMENTS,
  MAX_CONFIRM_BUTTON,
  MAX_CONFIRM_TEXT,
  MAX_CONFIRM_TITLE,
  MAX_ID,
  MAX_OPTION_VALUE,
  MAX_PLAIN_LABEL,
  MAX_SECTION_TEXT,
  MAX_SELECT_OPTIONS,
  truncate,
} from './limits';
import { clipMrkdwn, slackWindow, splitMrkdwn } from './mrkdwn';

/** Options shown as buttons; more become a select. */
const MAX_BUTTONS = 5;
/** Time windows shown as a section each; more become a select. */
const MAX_WINDOW_SECTIONS = 10;
/** The label and detail lines of a window section. */
const MAX_WINDOW_LINE = 500;
/** The highest `n` of `p:<promptId>:<n>` a prompt can reach (question blocks are few). */
const MAX_BLOCK_INDEX = 99;

/** An option and its position in the prompt's options (its button's `choice:<index>`). */
interface Indexed {
  option: ReplyOption;
  index: number;
}

/** The question and its hint, without controls. */
export function questionItems(prompt: PromptReply, words: Words = ENGLISH): Item[] {
  // A long question (staff's batch lists up to 200 orders) is several sections, never cut short.
  const pieces = splitMrkdwn(prompt.text, MAX_SECTION_TEXT);
  const items: Item[] = (pieces.length ? pieces : ['']).map((piece) => ({
    block: section(nonBlank(piece)),
    plain: plainOf(piece),
  }));
  const notes = [prompt.hint, prompt.current ? words.t('channel.now', { current: prompt.current }) : '']
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

/** The question with its controls; see invariant slack-question-layout. */
export function promptItems(prompt: PromptReply, words: Words = ENGLISH): Item[] {
  checkPrompt(prompt);
  const items = questionItems(prompt, words);
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
      const menus = selectMenus(choices, 'multi', MAX_ACTIONS_ELEMENTS - 1, words);
      listed = menus.listed;
      row.push(...menus.elements, { ...button(words.t('slack.done'), 'done', 'done'), style: 'primary' });
    }
  } else if (
    (prompt.kind === 'single' || prompt.kind === 'confirm') &&
    windows &&
    choices.length <= MAX_WINDOW_SECTIONS
  ) {
    for (const choice of choices) items.push(windowItem(choice, blockId(), words));
  } else if (choices.length <= MAX_BUTTONS) {
    row.push(...choices.map((choice) => optionButton(choice, words)));
  } else {
    const most = MAX_ACTIONS_ELEMENTS - (prompt.kind === 'date' ? 1 : 0);
    const menus = selectMenus(choices, 'select', most, words);
    listed = menus.listed;
    row.push(...menus.elements);
  }
  // It opens on the first day offered: the range's first day may have no windows (invariant: a picker never opens on a refused day).
  if (prompt.kind === 'date')
    row.push(datepicker(prompt.options.find((o) => o.day)?.day ?? prompt.range?.min, words));
  if (row.length)
    items.push({ block: { type: 'actions', block_id: blockId(), elements: row }, plain: '', control: true });

  const shownCommands = commands.slice(0, MAX_ACTIONS_ELEMENTS);
  if (listed < choices.length || shownCommands.length < commands.length) {
    const total = choices.length + commands.length;
    const note = words.t('slack.listed', { listed: listed + shownCommands.length, total });
    items.push({ block: { type: 'context', elements: [mrkdwn(note)] }, plain: note, control: true });
  }
  if (shownCommands.length) {
    items.push({
      block: {
        type: 'actions',
        block_id: blockId(),
        elements: shownCommands.map((command) => optionButton(command, words)),
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
function windowItem({ option, index }: Indexed, blockId: string, words: Words): Item {
  const fee = option.feeCents === undefined ? '' : `, ${formatFee(option.feeCents, words)}`;
  const lines = [
    option.window ? `*${slackWindow(option.window)}*` : '',
    clipMrkdwn(`${option.label}${fee}`, MAX_WINDOW_LINE),
    option.detail ? clipMrkdwn(option.detail, MAX_WINDOW_LINE) : '',
  ].filter((line) => line.trim() !== '');
  const accessory: Button = {
    ...optionButton({ option, index }, words),
    text: plain(words.t('slack.choose')),
  };
  return {
    block: { type: 'section', block_id: blockId, text: mrkdwn(nonBlank(lines.join('\n'))), accessory },
    plain: '',
    control: true,
  };
}

function optionButton({ option, index }: Indexed, words: Words): Button {
  const confirm = confirmation(option, words);
  return {
    ...button(optionText(option, words), `choice:${index}`, option.value),
    ...(option.role === 'primary' || option.role === 'danger' ? { style: option.role } : {}),
    ...(confirm ? { confirm } : {}),
  };
}

/** An "are you sure" dialog before what the step says the option does (invariant confirm-says-what-happens). */
function confirmation(option: ReplyOption, words: Words): ConfirmationDialog | undefined {
  if (!option.confirm) return undefined;
  const name = plainLabel(option.label, MAX_CONFIRM_TITLE - 1);
  return {
    title: plain(`${name}?`),
    text: plain(plainLabel(option.confirm, MAX_CONFIRM_TEXT)),
    confirm: plain(plainLabel(option.label, MAX_CONFIRM_BUTTON)),
    deny: plain(words.t('slack.goBack')),
    style: option.role === 'danger' ? 'danger' : 'primary',
  };
}

/** Selects of up to 100 options each, as many as `most`; `listed` counts the options they hold. */
function selectMenus(
  choices: Indexed[],
  kind: 'select' | 'multi',
  most: number,
  words: Words,
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
      chunks.length === 1
        ? words.t('slack.chooseMenu')
        : words.t('slack.chooseRange', { from: String(from), to: String(from + chunk.length - 1) }),
    );
    const options = chunk.map(({ option }) => selectOption(option, words));
    return kind === 'multi'
      ? { type: 'multi_static_select' as const, action_id: `multi:${n}`, placeholder, options }
      : { type: 'static_select' as const, action_id: `select:${n}`, placeholder, options };
  });
  return {
    elements,
    listed: chunks.reduce((sum, chunk) => sum + chunk.length, 0) + choices.length - unique.length,
  };
}

function selectOption(option: ReplyOption, words: Words): PlainTextOption {
  const detail = option.detail ? stripControls(option.detail).replace(/\s+/g, ' ').trim() : '';
  return {
    text: plain(plainLabel(optionText(option, words), MAX_PLAIN_LABEL)),
    value: option.value,
    ...(detail ? { description: plain(truncate(detail, MAX_PLAIN_LABEL)) } : {}),
  };
}

function datepicker(initial: string | undefined, words: Words): Datepicker {
  return {
    type: 'datepicker',
    action_id: 'date',
    placeholder: plain(words.t('slack.pickDay')),
    ...(initial && /^\d{4}-\d{2}-\d{2}$/.test(initial) ? { initial_date: initial } : {}),
  };
}
