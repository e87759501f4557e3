/**
 * The terminal chat: reads what the person types (or a script piped in), hands each line to the turn, and
 * writes the bot's replies. Interactive, it prompts with `you › `; fed from a file, it echoes each input
 * line as `you › …` so the output reads as a transcript.
 */
import { createInterface, type Interface } from 'node:readline';
import type { DialogInput, Reply } from '../../dialog/types';
import { type Language, words } from '../../words';
import { type Timers, WORKING_AFTER_MS } from '../../worker/working-sign';
import { renderReplies } from './render';

export interface ConsoleChatOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** A person at a terminal (prompt, Ctrl-C to leave) rather than a script on stdin. */
  interactive: boolean;
  /** One turn: what the person did → the bot's replies. */
  handle: (input: DialogInput) => Promise<Reply[] | { replies: Reply[]; language: Language }>;
  color: boolean;
  /**
   * Where a turn that runs past WORKING_AFTER_MS says the bot is working, and the timers that time it
   * (invariant slow-turn-shows-working): a person's terminal, or a script's stderr (its stdout holds
   * the conversation only). Without it, nothing is said.
   */
  working?: { output: NodeJS.WritableStream; timers: Timers };
}

const USER_PREFIX = 'you › ';
const BOT_PREFIX = 'bot › ';
const CONTINUATION = ' '.repeat(BOT_PREFIX.length);
/** The line a long turn shows: no words, so no language. */
const WORKING_LINE = `${BOT_PREFIX}…\n`;

/** Runs until the input ends (EOF, Ctrl-D) or, interactive, Ctrl-C. Sends nothing before the first line. */
export async function runConsoleChat(opts: ConsoleChatOptions): Promise<void> {
  const rl = opts.interactive
    ? createInterface({ input: opts.input, output: opts.output, terminal: true, prompt: USER_PREFIX })
    : createInterface({ input: opts.input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  // Ctrl-C in a raw-mode terminal reaches readline, not the process: treat it like Ctrl-D.
  rl.on('SIGINT', () => rl.close());
  try {
    await converse(rl, opts);
  } finally {
    rl.close();
    // Leaves the terminal on a fresh line after the last `you › `.
    if (opts.interactive) opts.output.write('\n');
  }
}

async function converse(rl: Interface, opts: ConsoleChatOptions): Promise<void> {
  if (opts.interactive) {
    // Coming back to a conversation shows its question again, so nothing typed answers a question not on screen.
    const text = await answer({ type: 'resume' }, opts);
    if (text !== undefined) opts.output.write(`${text}\n\n`);
    rl.prompt();
  }
  // The async iterator queues lines that arrive while a turn runs, so turns never overlap.
  for await (const line of rl) {
    if (isSkipped(line, opts.interactive)) {
      if (opts.interactive) rl.prompt();
      continue;
    }
    if (!opts.interactive) opts.output.write(`${USER_PREFIX}${line.trim()}\n`);
    const text = await answer({ type: 'text', text: line }, opts);
    if (text !== undefined) opts.output.write(`${text}\n\n`);
    if (opts.interactive) rl.prompt();
  }
}

/** Blank lines are never sent; a script may also carry `#` comments. */
function isSkipped(line: string, interactive: boolean): boolean {
  const trimmed = line.trim();
  return trimmed === '' || (!interactive && trimmed.startsWith('#'));
}

/** The bot's words for one input, or undefined when the turn had nothing to say. */
async function answer(input: DialogInput, opts: ConsoleChatOptions): Promise<string | undefined> {
  const { working } = opts;
  const stop = working?.timers.after(WORKING_AFTER_MS, () => working.output.write(WORKING_LINE));
  try {
    const said = await opts.handle(input).finally(stop);
    const { replies, language } = Array.isArray(said) ? { replies: said, language: 'en' as const } : said;
    if (replies.length === 0) return undefined;
    return asBotLines(renderReplies(replies, { color: opts.color, words: await words(language) }));
  } catch (error) {
    return asBotLines(apology(error));
  }
}

/** `bot › ` on the first line, the rest indented under it (blank lines stay empty). */
function asBotLines(text: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? BOT_PREFIX + line : line === '' ? '' : CONTINUATION + line))
    .join('\n');
}

/** Names the failure by its code at most: a message or stack could carry a token or a phone number. */
function apology(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  const reference = code && /^[A-Z][A-Z0-9_]*$/.test(code) ? ` (${code})` : '';
  return `Sorry, something went wrong on my side${reference}. Please try again.`;
}
