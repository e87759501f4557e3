/**
 * The dialog's replies as terminal text: choices become a numbered list (answered by typing the
 * number), amounts a row of brackets, commands a trailing "or" line; summaries aligned `label: value`
 * lines. Every string is stripped of control characters first, so nothing typed can drive the
 * terminal. Colour only when asked for; no trailing spaces, no clock.
 */
import { stripControls } from '../../dialog/clean-text';
import type { PromptReply, Reply } from '../../dialog/types';
import { ENGLISH, type Words } from '../../words';
import { optionText, summaryValueText } from '../format';

export interface RenderOptions {
  /** ANSI colours (a terminal that shows them); plain text otherwise. */
  color: boolean;
  /** The words of the replies' language, for what the terminal says of its own; English by default. */
  words?: Words;
}

type Style = 'bold' | 'dim' | 'yellow' | 'green';

const ANSI: Record<Style, string> = {
  bold: '\x1b[1m',
  dim: '\x1b[2m',
  yellow: '\x1b[33m',
  green: '\x1b[32m',
};
const RESET = '\x1b[0m';

/** The replies of one turn, one block each, joined by newlines (no trailing newline). */
export function renderReplies(replies: Reply[], opts: RenderOptions): string {
  return replies
    .flatMap((reply) => {
      const block = renderReply(reply, opts);
      return block === undefined ? [] : [block];
    })
    .join('\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

function renderReply(reply: Reply, opts: RenderOptions): string | undefined {
  switch (reply.type) {
    case 'text':
      return paint(clean(reply.text), toneStyle(reply.tone), opts);
    case 'prompt':
      return renderPrompt(reply, opts);
    case 'summary':
      return renderSummary(reply, opts);
    case 'closed':
      // The person's own line is already on screen above.
      return undefined;
  }
}

const clean = (text: string) => stripControls(text);

function toneStyle(tone: 'info' | 'warning' | 'success' | undefined): Style | undefined {
  if (tone === 'warning') return 'yellow';
  if (tone === 'success') return 'green';
  return undefined;
}

function renderPrompt(prompt: PromptReply, opts: RenderOptions): string {
  const lines = [clean(prompt.text)];
  const words = opts.words ?? ENGLISH;
  if (prompt.current)
    lines.push(paint(`  ${words.t('channel.now', { current: clean(prompt.current) })}`, 'dim', opts));
  const choices = prompt.options.filter((o) => o.role !== 'command');
  const commands = prompt.options.filter((o) => o.role === 'command');
  if (choices.some((o) => o.amountCents !== undefined)) {
    lines.push(`  ${choices.map((o) => `[${clean(o.label)}]`).join(' ')}`);
  } else {
    for (const [index, option] of choices.entries()) {
      const detail = option.detail ? `: ${clean(option.detail)}` : '';
      lines.push(`  ${index + 1}. ${clean(optionText(option, words))}${detail}`);
    }
  }
  if (commands.length)
    lines.push(
      `  ${words.t('channel.orCommands', { commands: commands.map((o) => clean(o.label)).join(', ') })}`,
    );
  if (prompt.hint.trim() !== '') lines.push(paint(`  (${clean(prompt.hint)})`, 'dim', opts));
  return lines.join('\n');
}

function renderSummary(summary: Extract<Reply, { type: 'summary' }>, opts: RenderOptions): string {
  const width = Math.max(0, ...summary.lines.map((line) => line.label.length + 1));
  const lines = summary.lines.map(({ label, value }) => {
    const head = `  ${`${label}:`.padEnd(width)} `;
    // A value of several lines stays in its column.
    return (
      head +
      clean(summaryValueText(value, opts.words ?? ENGLISH))
        .split('\n')
        .join(`\n${' '.repeat(head.length)}`)
    );
  });
  return [paint(clean(summary.title), 'bold', opts), ...lines].join('\n');
}

/** Colours each line on its own, so a line never carries another line's colour or a dangling reset. */
function paint(text: string, style: Style | undefined, opts: RenderOptions): string {
  if (!opts.color || style === undefined) return text;
  return text
    .split('\n')
    .map((line) => (line.trimEnd() === '' ? '' : `${ANSI[style]}${line.trimEnd()}${RESET}`))
    .join('\n');
}
