/** The hand-off to a person, reminders and notices to a customer. */
export const handoff = {
  // The hand-off to a person (lib/flows/handoff.ts); staff's own words there stay in the laundry's language.
  'handoff.withYou': 'A person from the laundry is with you here. Write to them: they will see it.',
  'handoff.asked':
    "I've asked a person at the laundry to answer you here {when}. Write {about}: they will see it.",
  'handoff.yourQuestion': 'your question',
  // The question was said with the request ("can I talk to someone? I have a wine stain"): never asked for again.
  'handoff.askedQuestionSent':
    "I've asked a person at the laundry to answer you here {when}, and passed on your question. Write anything more here: they will see it.",
  'handoff.shortly': 'shortly',
  'handoff.whenWeOpen':
    'when we open, at {time} {half, select, am {AM} other {PM}}{tomorrow, select, yes { tomorrow} other {}}',
  'handoff.hint': 'A person answers here; they hand you back to the bot when you are done.',
  'handoff.handedBack': "{from} handed you back to the bot. Let's pick up where we left off.",
  'handoff.left': "You're back with the bot. Let's pick up where we left off.",
  // Told once per window when staff are not given more (lib/channels/slack/staff-threads.ts HELD_BACK).
  'handoff.heldBackMessages': "The team has your messages; they'll answer in this thread soon.",
  'handoff.heldBackThreads':
    "You've asked for a person several times today, so I can't ask again just now. Write “bot” to go back to the bot.",
  // A reminder before a window (lib/flows/reminder.ts, lib/orders/reminder-text.ts). Nothing about the
  // door: an address may say not to leave anything there (the service's leaveAtDoor, instructions).
  'reminder.pickup':
    'Reminder: order #{orderId} is picked up {when, select, today {today} tomorrow {tomorrow} other {on {day}}}, {time} ({provider}). Please have the bags ready.',
  'reminder.delivery':
    'Reminder: order #{orderId} is delivered {when, select, today {today} tomorrow {tomorrow} other {on {day}}}, {time} ({provider}).',
  'reminder.keep': 'Keep it',
  'reminder.move': 'Move the {leg, select, pickup {pickup} other {delivery}}',
  // By its effect, never "Cancel …" (CANCEL alone is a carrier opt-out by SMS): as change.cancelDelivery.
  'reminder.cancelDelivery': "I'll collect it instead",
  'reminder.collectAt': 'no delivery, it waits for you at {store}',
  'reminder.talk': 'Talk to a person',
  'reminder.choose': 'Choose one of the options.',
  'reminder.noLeg':
    'Order #{orderId} has no {leg, select, pickup {pickup} other {delivery}} to change any more. Nothing was changed.',
  'reminder.begun':
    'The {leg, select, pickup {pickup} other {delivery}} window of order #{orderId} ({day}, {time} with {provider}) has begun, so that reminder is past. Nothing was changed.',
  'reminder.kept': 'Great: order #{orderId} stays as it is.',
  // A change staff made, asked of the customer (lib/flows/reminder.ts, invariant staff-change-asked-of-customer).
  'reminder.staffChangedAsk': 'Does that work for you?',
  'reminder.staffChangedLabel': 'Change by our team',
  // The hand-off's entry point (lib/flows/handoff.ts openings).
  'handoff.openLabel': 'Talk to a person',
  'handoff.openDoes': 'talk to a person',
  'handoff.unavailable':
    "There's no one from the laundry in this chat, so I can't hand you to a person here.",
  'reminder.openLabel': 'Reminder',
} as const;
