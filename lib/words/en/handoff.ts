/** The hand-off to a person, reminders and notices to a customer. */
export const handoff = {} as const;
