/** Values of the reply contract as plain text, shared by the text channels (terminal, SMS). */
import { formatDay, formatTimeRange } from '../calendar';
import type { ReplyOption, SummaryValue, WindowValue } from '../dialog/types';
import { formatFee, moneyText } from '../money';

export { formatFee };

/** `8:00-10:00 AM` in the window's zone. */
export function formatWindow(window: WindowValue): string {
  return formatTimeRange(window.startTime, window.endTime, window.timeZone);
}

/** An option's text: its label, with the time and fee of a window. */
export function optionText(option: ReplyOption): string {
  if (option.window) {
    const fee = option.feeCents === undefined ? '' : `, ${formatFee(option.feeCents)}`;
    return `${formatWindow(option.window)}, ${option.label}${fee}`;
  }
  return option.label;
}

export function summaryValueText(value: SummaryValue): string {
  switch (value.type) {
    case 'text':
      return value.text;
    case 'money':
      return moneyText(value);
    case 'window':
      return `${formatDay(value.day)}, ${formatWindow(value.window)}, ${value.provider} (${formatFee(value.feeCents)})`;
  }
}
