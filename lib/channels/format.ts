/** Values of the reply contract as plain text, shared by the text channels (terminal, SMS). */
import { formatDay, formatTimeRange } from '../calendar';
import type { ReplyOption, SummaryValue, WindowValue } from '../dialog/types';
import { formatFee, moneyText } from '../money';
import { ENGLISH, type Words } from '../words';

export { formatFee };

/** `8:00-10:00 AM` in the window's zone, in `words`' language. */
export function formatWindow(window: WindowValue, words: Words = ENGLISH): string {
  return formatTimeRange(window.startTime, window.endTime, window.timeZone, words.language);
}

/** An option's text: its label, with the time and fee of a window (in `words`' language). */
export function optionText(option: ReplyOption, words: Words = ENGLISH): string {
  if (option.window) {
    const fee = option.feeCents === undefined ? '' : `, ${formatFee(option.feeCents, words)}`;
    return `${formatWindow(option.window, words)}, ${option.label}${fee}`;
  }
  return option.label;
}

/** A summary's value as plain text, in `words`' language. */
export function summaryValueText(value: SummaryValue, words: Words = ENGLISH): string {
  switch (value.type) {
    case 'text':
      return value.text;
    case 'money':
      return moneyText(value, words);
    case 'window':
      return `${formatDay(value.day, words.language)}, ${formatWindow(value.window, words)}, ${value.provider} (${formatFee(value.feeCents, words)})`;
  }
}
