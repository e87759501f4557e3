/**
 * The dialog's replies as terminal text: prompts become numbered lists (answered by typing the number),
 * summaries aligned `label: value` lines. Colour only when asked for; no trailing spaces, no clock.
 */
import type { PromptReply, Reply } from '../../dialog/types';

export interface RenderOptions {
  /** ANSI colours (a terminal that shows them); plain text otherwise. */
  color: boolean;
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
    .map((reply) => renderReply(reply, opts))
    .join('\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

function renderReply(reply: Reply, opts: RenderOptions): string {
  switch (reply.type) {
    case 'text':
      return paint(reply.text, toneStyle(reply.tone), opts);
    case 'prompt':
      return renderPrompt(reply, opts);
    case 'summary':
      return renderSummary(reply, opts);
  }
}

function toneStyle(tone: 'info' | 'warning' | 'success' | undefined): Style | undefined {
  if (tone === 'warning') return 'yellow';
  if (tone === 'success') return 'green';
  return undefined;
}

function renderPrompt(prompt: PromptReply, opts: RenderOptions): string {
  const lines = [prompt.text];
  for (const [index, option] of prompt.options.entries()) {
    const detail = option.detail ? ` — ${option.detail}` : '';
    lines.push(`  ${index + 1}. ${option.label}${detail}`);
  }
  if (prompt.hint.trim() !== '') lines.push(paint(`  (${prompt.hint})`, 'dim', opts));
  return lines.join('\n');
}

function renderSummary(summary: Extract<Reply, { type: 'summary' }>, opts: RenderOptions): string {
  const width = Math.max(0, ...summary.lines.map((line) => line.label.length + 1));
  const lines = summary.lines.map(({ label, value }) => {
    const head = `  ${`${label}:`.padEnd(width)} `;
    // A value of several lines stays in its column.
    return head + value.split('\n').join(`\n${' '.repeat(head.length)}`);
  });
  return [paint(summary.title, 'bold', opts), ...lines].join('\n');
}

/** Colours each line on its own, so a line never carries another line's colour or a dangling reset. */
function paint(text: string, style: Style | undefined, opts: RenderOptions): string {
  if (!opts.color || style === undefined) return text;
  return text
    .split('\n')
    .map((line) => (line.trimEnd() === '' ? '' : `${ANSI[style]}${line.trimEnd()}${RESET}`))
    .join('\n');
}
