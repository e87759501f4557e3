/** What customers typed that the bot did not understand, as staff read it (lib/flows/missed-report.ts). */
export const missed = {
  'missed.title':
    'What customers typed that the bot did not understand, {first} to {last} (masked: no phone, code, card, e-mail, address or name):',
  'missed.step': 'At {step}, {count, plural, one {# time} other {# times}}:',
  'missed.phrase': '“{phrase}”{count, plural, one {} other { ({count} times)}}',
  'missed.more': '…and {count, plural, one {# other phrasing} other {# other phrasings}}',
  'missed.none': 'Customers typed nothing the bot did not understand from {first} to {last}.',
  'missed.off':
    "What customers type that the bot does not understand isn't kept for this business: set KEEP_MISSED_REPLIES to true to keep it, masked, for 30 days (docs/operating.md).",
} as const;
