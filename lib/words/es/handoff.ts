import type { Translation } from '../en';
import type { handoff as english } from '../en/handoff';

/** The hand-off to a person, reminders and notices to a customer. */
export const handoff = {} as const satisfies Translation<typeof english>;
