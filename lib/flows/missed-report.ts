/**
 * A week of what customers typed that the bot did not understand (lib/store/missed-replies.ts), in words
 * for staff: each step most re-asked first, its top phrasings with how many times each, all masked as
 * stored. What the desk's `report missed` says, and what the weekly digest's thread can post.
 */
import { addDays, formatDay } from '../calendar';
import { stepInWords } from '../stats/step-in-words';
import type { MissedStep } from '../store/missed-replies';
import type { Words } from '../words';

/** The phrasings shown per step: the most typed. */
export const TOP_PHRASES = 5;

/**
 * The week from `firstDay` in `words`' language (the staff's: the business's first language).
 * @example missedReport([{ step: 'order/bags', count: 2, phrases: [{ phrase: 'a few', count: 2, ... }] }], '2030-03-02', words)
 * // 'What customers typed…, Sat, Mar 2 to Fri, Mar 8 (…):\n\nAt “bags”, 2 times:\n• “a few” (2 times)'
 */
export function missedReport(week: readonly MissedStep[], firstDay: string, words: Words): string {
  const days = {
    first: formatDay(firstDay, words.language),
    last: formatDay(addDays(firstDay, 6), words.language),
  };
  if (!week.length) return words.t('missed.none', days);
  const steps = week.map(({ step, count, phrases }) => {
    const shown = phrases
      .slice(0, TOP_PHRASES)
      .map((p) => `• ${words.t('missed.phrase', { phrase: p.phrase, count: p.count })}`);
    const more = phrases.length - shown.length;
    return [
      words.t('missed.step', { step: stepInWords(step, words), count }),
      ...shown,
      ...(more > 0 ? [words.t('missed.more', { count: more })] : []),
    ].join('\n');
  });
  return [words.t('missed.title', days), ...steps].join('\n\n');
}
