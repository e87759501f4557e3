/**
 * Slack's Block Kit limits, and a check of rendered blocks against them. Slack refuses a whole message
 * over one of these (`invalid_blocks`), so the renderer keeps within them and the tests prove it with
 * `checkBlocks`. Lengths are counted in UTF-16 code units: never less than Slack's count, so a text
 * within the limit here is within it there.
 */
import type {
  ActionsBlockElement,
  Confirm,
  ContextBlockElement,
  KnownBlock,
  PlainTextOption,
  SectionBlockAccessory,
  TextObject,
} from '@slack/types';
import { graphemesOf } from '../../dialog/clean-text';

/** Blocks in one message. */
export const MAX_MESSAGE_BLOCKS = 50;
/** Blocks in a Home tab view. */
export const MAX_HOME_BLOCKS = 100;
/** The text of a section, and any other text object without a tighter limit. */
export const MAX_SECTION_TEXT = 3000;
/** Fields in one section. */
export const MAX_SECTION_FIELDS = 10;
/** The text of one section field. */
export const MAX_FIELD_TEXT = 2000;
/** The plain_text of a button, and the text and description of a select option. */
export const MAX_PLAIN_LABEL = 75;
/** The value of a select option. */
export const MAX_OPTION_VALUE = 150;
/** The value of a button. */
export const MAX_BUTTON_VALUE = 2000;
/** A block_id or an action_id. */
export const MAX_ID = 255;
/** Elements in one actions block. */
export const MAX_ACTIONS_ELEMENTS = 25;
/** Options in one static select. */
export const MAX_SELECT_OPTIONS = 100;
/** Option groups in one static select. */
export const MAX_OPTION_GROUPS = 100;
/** Elements in one context block. */
export const MAX_CONTEXT_ELEMENTS = 10;
/** The title of a confirm dialog. */
export const MAX_CONFIRM_TITLE = 100;
/** The text of a confirm dialog. */
export const MAX_CONFIRM_TEXT = 300;
/** The confirm and deny buttons of a confirm dialog. */
export const MAX_CONFIRM_BUTTON = 30;
/** The text of a header block. */
export const MAX_HEADER_TEXT = 150;
/** The placeholder of a select or a datepicker. */
export const MAX_PLACEHOLDER = 150;
/**
 * One `text` element of a rich_text block: Slack documents no limit of its own; kept to a section's,
 * as the whole message's text is far below Slack's 40,000.
 */
export const MAX_RICH_TEXT_ELEMENT = 3000;
/** The notification text of a message (Slack cuts at 40,000; a notification needs far less). */
export const MAX_MESSAGE_TEXT = 3000;

/**
 * `text` cut to at most `max` UTF-16 code units, ending with `…` when cut. The cut falls between
 * user-perceived characters (never inside a surrogate pair, an emoji sequence or an accented letter),
 * unless a single character is longer than `max`, when it falls between code points.
 *
 * @example
 * truncate('Wash & Fold', 8) // 'Wash & …'
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  const room = max - 1;
  let end = 0;
  for (const { segment } of graphemesOf(text)) {
    if (end + segment.length > room) break;
    end += segment.length;
  }
  if (end === 0) {
    // One character longer than the room (a long combining sequence): cut between code points.
    for (const point of text) {
      if (end + point.length > room) break;
      end += point.length;
    }
  }
  return `${text.slice(0, end)}…`;
}

export type Surface = 'message' | 'home';

/**
 * Every limit `blocks` break, as sentences naming the block (empty when they are fine). Walks the
 * block kinds the Slack renderers produce (section, actions, context, header, divider) and the
 * elements in them (button, static and multi static select, datepicker); any other kind is reported,
 * so nothing passes unchecked.
 *
 * @example
 * checkBlocks([{ type: 'header', text: { type: 'plain_text', text: '' } }], 'message')
 * // ['block 0 (header): text is empty']
 */
export function checkBlocks(blocks: KnownBlock[], surface: Surface): string[] {
  const problems: string[] = [];
  const max = surface === 'home' ? MAX_HOME_BLOCKS : MAX_MESSAGE_BLOCKS;
  if (blocks.length > max) problems.push(`${blocks.length} blocks; a ${surface} holds at most ${max}`);
  const blockIds = new Set<string>();
  blocks.forEach((block, index) => {
    const report = (problem: string) => problems.push(`block ${index} (${block.type}): ${problem}`);
    if (block.block_id !== undefined) {
      checkId(block.block_id, 'block_id', report);
      if (blockIds.has(block.block_id)) report(`block_id ${block.block_id} is used twice`);
      blockIds.add(block.block_id);
    }
    const actionIds = new Set<string>();
    const element = (el: ActionsBlockElement | SectionBlockAccessory, where: string) =>
      checkElement(el, (problem) => report(`${where}: ${problem}`), actionIds);
    switch (block.type) {
      case 'section':
        if (block.text === undefined && (block.fields === undefined || block.fields.length === 0))
          report('has neither text nor fields');
        if (block.text) checkText(block.text, MAX_SECTION_TEXT, 'text', report);
        if (block.fields) {
          if (block.fields.length > MAX_SECTION_FIELDS)
            report(`${block.fields.length} fields; at most ${MAX_SECTION_FIELDS}`);
          block.fields.forEach((field, i) => {
            checkText(field, MAX_FIELD_TEXT, `field ${i}`, report);
          });
        }
        if (block.accessory) element(block.accessory, 'accessory');
        break;
      case 'actions':
        if (block.elements.length === 0) report('has no elements');
        if (block.elements.length > MAX_ACTIONS_ELEMENTS)
          report(`${block.elements.length} elements; at most ${MAX_ACTIONS_ELEMENTS}`);
        block.elements.forEach((el, i) => {
          element(el, `element ${i}`);
        });
        break;
      case 'context':
        if (block.elements.length === 0) report('has no elements');
        if (block.elements.length > MAX_CONTEXT_ELEMENTS)
          report(`${block.elements.length} elements; at most ${MAX_CONTEXT_ELEMENTS}`);
        block.elements.forEach((el, i) => {
          checkContextElement(el, `element ${i}`, report);
        });
        break;
      case 'header':
        checkText(block.text, MAX_HEADER_TEXT, 'text', report);
        if (block.text.type !== 'plain_text') report('text is not plain_text');
        break;
      case 'divider':
        break;
      case 'rich_text':
        checkRichText(block, report);
        break;
      default:
        report('is not a kind the Slack renderers produce, so it was not checked');
    }
  });
  return problems;
}

type Report = (problem: string) => void;

/** Only what the renderers make (blocks.ts `richText`): sections of plain, unstyled `text` elements. */
function checkRichText(block: Extract<KnownBlock, { type: 'rich_text' }>, report: Report): void {
  for (const section of block.elements) {
    if (section.type !== 'rich_text_section') {
      report(`${section.type} is not a kind the Slack renderers produce`);
      continue;
    }
    for (const element of section.elements) {
      if (element.type !== 'text') report(`a ${element.type} element is not plain text`);
      else if ('style' in element && element.style) report('a text element is styled');
      else if (element.text === '') report('a text element is empty');
      else if (element.text.length > MAX_RICH_TEXT_ELEMENT)
        report(`a text element is ${element.text.length} characters; at most ${MAX_RICH_TEXT_ELEMENT}`);
    }
  }
}

function checkText(text: TextObject, max: number, what: string, report: Report): void {
  if (text.text.trim() === '') report(`${what} is empty`);
  if (text.text.length > max) report(`${what} is ${text.text.length} characters; at most ${max}`);
}

function checkPlain(text: TextObject | undefined, max: number, what: string, report: Report): void {
  if (text === undefined) {
    report(`${what} is missing`);
    return;
  }
  if (text.type !== 'plain_text') report(`${what} is not plain_text`);
  checkText(text, max, what, report);
}

function checkId(id: string, what: string, report: Report): void {
  if (id === '') report(`${what} is empty`);
  if (id.length > MAX_ID) report(`${what} is ${id.length} characters; at most ${MAX_ID}`);
}

function checkContextElement(el: ContextBlockElement, what: string, report: Report): void {
  if (el.type === 'plain_text' || el.type === 'mrkdwn') checkText(el, MAX_SECTION_TEXT, what, report);
  else report(`${what} is a ${el.type}, which the Slack renderers do not produce`);
}

function checkElement(
  el: ActionsBlockElement | SectionBlockAccessory,
  report: Report,
  ids: Set<string>,
): void {
  if ('action_id' in el && el.action_id !== undefined) {
    checkId(el.action_id, 'action_id', report);
    if (ids.has(el.action_id)) report(`action_id ${el.action_id} is used twice in the block`);
    ids.add(el.action_id);
  }
  if ('confirm' in el && el.confirm) checkConfirm(el.confirm, report);
  switch (el.type) {
    case 'button':
      checkPlain(el.text, MAX_PLAIN_LABEL, 'button text', report);
      if (el.value !== undefined && el.value.length > MAX_BUTTON_VALUE)
        report(`button value is ${el.value.length} characters; at most ${MAX_BUTTON_VALUE}`);
      break;
    case 'static_select':
    case 'multi_static_select': {
      if (el.placeholder) checkPlain(el.placeholder, MAX_PLACEHOLDER, 'placeholder', report);
      if (el.option_groups && el.option_groups.length > MAX_OPTION_GROUPS)
        report(`${el.option_groups.length} option groups; at most ${MAX_OPTION_GROUPS}`);
      const groups = el.option_groups ?? [];
      groups.forEach((group, i) => {
        checkPlain(group.label, MAX_PLAIN_LABEL, `option group ${i} label`, report);
        checkOptions(group.options, report);
      });
      if (el.options) checkOptions(el.options, report);
      if (!el.options && groups.length === 0) report('select has no options');
      const offered = new Set(
        [...(el.options ?? []), ...groups.flatMap((g) => g.options)].map((o) => o.value),
      );
      const initial = el.type === 'static_select' ? [el.initial_option] : (el.initial_options ?? []);
      for (const option of initial)
        if (option && !offered.has(option.value)) report(`initial option ${option.value} is not an option`);
      break;
    }
    case 'datepicker':
      if (el.placeholder) checkPlain(el.placeholder, MAX_PLACEHOLDER, 'placeholder', report);
      if (el.initial_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(el.initial_date))
        report(`initial_date ${el.initial_date} is not YYYY-MM-DD`);
      break;
    default:
      report(`a ${el.type} element, which the Slack renderers do not produce, was not checked`);
  }
}

function checkOptions(options: PlainTextOption[], report: Report): void {
  if (options.length === 0) report('select has no options');
  if (options.length > MAX_SELECT_OPTIONS)
    report(`${options.length} options in a select; at most ${MAX_SELECT_OPTIONS}`);
  const values = new Set<string | undefined>();
  options.forEach((option, i) => {
    checkPlain(option.text, MAX_PLAIN_LABEL, `option ${i} text`, report);
    if (option.description)
      checkPlain(option.description, MAX_PLAIN_LABEL, `option ${i} description`, report);
    if (option.value === undefined) report(`option ${i} has no value`);
    else if (option.value.length > MAX_OPTION_VALUE)
      report(`option ${i} value is ${option.value.length} characters; at most ${MAX_OPTION_VALUE}`);
    if (values.has(option.value)) report(`option value ${option.value} is used twice in the select`);
    values.add(option.value);
  });
}

function checkConfirm(confirm: Confirm, report: Report): void {
  if (confirm.title) checkPlain(confirm.title, MAX_CONFIRM_TITLE, 'confirm title', report);
  checkText(confirm.text, MAX_CONFIRM_TEXT, 'confirm text', report);
  if (confirm.confirm) checkPlain(confirm.confirm, MAX_CONFIRM_BUTTON, 'confirm button', report);
  if (confirm.deny) checkPlain(confirm.deny, MAX_CONFIRM_BUTTON, 'deny button', report);
}
