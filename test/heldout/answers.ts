/**
 * What a screen says, read as the scripted person reads it: the options a typed number picks, the
 * answer to a yes-or-no question asked back, a screen in one line.
 */
import type { PromptReply, Reply } from '../../lib/dialog/types';

/** The last question of an answer. */
export function lastPrompt(replies: Reply[]): PromptReply | undefined {
  return [...replies].reverse().find((r): r is PromptReply => r.type === 'prompt');
}

/**
 * The options a typed answer picks by their numbers ("3", "1,4"), as the terminal shows them on
 * `screen` (an amount question's numbers are amounts: it numbers no option).
 * @example pickedOptions('  1. Yes\n  2. No', '2') // ['No']
 */
export function pickedOptions(screen: string, typed: string): string[] | undefined {
  if (!/^\d+(\s*,\s*\d+)*$/.test(typed.trim())) return undefined;
  const shown = new Map([...screen.matchAll(/^\s+(\d+)\. (.+)$/gm)].map(([, n, label]) => [n, label]));
  const picked = typed.split(',').map((n) => shown.get(n.trim()));
  return picked.every((label): label is string => label !== undefined) ? picked : undefined;
}

/**
 * A question no script knows that is a yes-or-no one (a question asked back, added later, "Every 2
 * weeks, right?"), answered with what the reply meant: yes when `screen` names it (`meaning`, the
 * words of the options it picks), else no; typed as the option's number. The run then goes on; the
 * case is counted as asked back whatever follows.
 * @example confirmOption(prompt, 'Every 2 weeks, right?\n  1. Yes\n  2. No', ['Every 2 weeks']) // '1'
 */
export function confirmOption(
  prompt: PromptReply | undefined,
  screen: string,
  meaning: string[],
): string | undefined {
  const numbered = prompt?.options.filter((o) => o.role !== 'command') ?? [];
  const find = (value: 'yes' | 'no', label: RegExp) =>
    numbered.findIndex((o) => o.value === value || label.test(o.label));
  const [yes, no] = [find('yes', /^(yes|s[ií])\b/i), find('no', /^no\b/i)];
  const said = screen.toLowerCase();
  // An option by its whole line or by its name alone ("My orders" of "My orders: See them, …").
  const names = meaning.flatMap((m) => [m, m.split(/:\s/)[0] ?? '']).map((m) => m.trim().toLowerCase());
  const named = names.some((name) => name && said.includes(name));
  const answer = named || no < 0 ? yes : no;
  return answer >= 0 ? String(answer + 1) : undefined;
}

/** A screen on one line, cut short. */
export function shortly(text: string, max = 160): string {
  const line = text.replace(/\s*\n\s*/g, ' / ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
