/** What a channel says of its own (SMS, Slack, the terminal) and the shared formats (money, dates, service words). */
export const channels = {} as const;
