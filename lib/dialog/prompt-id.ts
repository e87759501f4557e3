/**
 * Starts the id of every prompt of a support staff conversation, so a channel can route a click on one
 * to that conversation. Apart from the dialog's types so an HTTP handler reads it without loading them.
 */
export const STAFF_PROMPT_PREFIX = 'S-';
