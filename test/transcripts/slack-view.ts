/**
 * A Slack message as the person sees it, in plain text: its sections' words, fields two by two,
 * context lines, and every control by its label (buttons `[Place order]`, a select's options, a date
 * picker). Stand-in for the local stack's renderer (part L, infra/local/): swap `slackView` for it when
 * it lands; nothing else here knows how a message is drawn.
 */
import type { KnownBlock } from '@slack/types';

interface TextObject {
  text: string;
}
interface Element {
  type: string;
  text?: TextObject | string;
  placeholder?: TextObject;
  options?: { text: TextObject }[];
  option_groups?: { label: TextObject; options: { text: TextObject }[] }[];
  confirm?: { title?: TextObject; text?: TextObject; confirm?: TextObject; deny?: TextObject };
  initial_date?: string;
}
interface Block {
  type: string;
  text?: TextObject;
  fields?: TextObject[];
  elements?: Element[];
  accessory?: Element;
  element?: Element;
  label?: TextObject;
}

/**
 * @example slackView({ text: 'Hi', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Hi!' } }] }); // 'Hi!'
 */
export function slackView(message: { text: string; blocks: KnownBlock[] }): string {
  if (message.blocks.length === 0) return readable(message.text);
  const lines: string[] = [];
  for (const block of message.blocks as Block[]) lines.push(...blockLines(block));
  return lines.join('\n');
}

function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'section':
      return [
        ...(block.text ? [readable(block.text.text)] : []),
        ...fieldLines(block.fields ?? []),
        ...(block.accessory ? [controlLine(block.accessory)] : []),
      ];
    case 'context':
      return [
        (block.elements ?? []).map((e) => (typeof e.text === 'string' ? readable(e.text) : '')).join(' '),
      ];
    case 'actions':
      return [(block.elements ?? []).map(controlLine).join('  ')];
    case 'input':
      return [`${block.label?.text ?? ''}: ${block.element ? controlLine(block.element) : ''}`];
    case 'divider':
      return ['───'];
    case 'header':
      return [`# ${block.text?.text ?? ''}`];
    default:
      return [`(${block.type})`];
  }
}

/** Fields as Slack lays them out: two to a row. */
function fieldLines(fields: TextObject[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < fields.length; i += 2)
    lines.push(
      fields
        .slice(i, i + 2)
        .map((f) => readable(f.text).replace(/\n/g, ' '))
        .join('  |  '),
    );
  return lines;
}

function controlLine(element: Element): string {
  const label = typeof element.text === 'string' ? element.text : (element.text?.text ?? '');
  const confirm = element.confirm
    ? ` (asks "${readable(element.confirm.text?.text ?? '')}" [${element.confirm.confirm?.text ?? ''}] [${element.confirm.deny?.text ?? ''}])`
    : '';
  switch (element.type) {
    case 'button':
      return `[${readable(label)}]${confirm}`;
    case 'static_select':
    case 'multi_static_select': {
      const options = [
        ...(element.options ?? []).map((o) => o.text.text),
        ...(element.option_groups ?? []).flatMap((g) =>
          g.options.map((o) => `${g.label.text}: ${o.text.text}`),
        ),
      ];
      const kind = element.type === 'multi_static_select' ? 'pick any' : 'pick one';
      return `[${element.placeholder?.text ?? kind} ▾ ${options.map(unescape).join(' / ')}]`;
    }
    case 'datepicker':
      return `[date: ${element.placeholder?.text ?? 'pick a date'}]`;
    case 'plain_text_input':
      return '[text box]';
    default:
      return `[${element.type}]`;
  }
}

/**
 * Slack's markup as the person reads it: a date token as its fallback text (Slack shows it in the
 * reader's own zone; the fallback is the business's), a link or mention by its label, and the three
 * escaped characters.
 */
function readable(text: string): string {
  return text
    .replace(/<!date\^[^|>]*\|([^>]*)>/g, '$1')
    .replace(/<[^|>\s]+\|([^>]*)>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
