/** The weekly digest staff read: how the bot did this week beside last week (lib/stats/digest.ts). */
export const digest = {
  'digest.title': 'How the bot did, {from} to {to} (last week in brackets)',
  'digest.orders':
    'Orders placed through the bot: {n, number} ({was, number}), worth {value} in fees and tips ({wasValue})',
  'digest.ordersBy':
    '{channel, select, sms {Texts} slack {Slack} other {Terminal}} in {language, select, en {English} es {Spanish} other {another language}}: {n, number} ({was, number})',
  'digest.conversations':
    'Conversations started: {n, number} ({was, number}); orders placed per conversation: {rate} ({wasRate})',
  'digest.stopped': 'Unfinished orders stopped at: {steps}',
  'digest.stoppedNone': 'Unfinished orders: none stopped at a question',
  'digest.missed':
    'Replies not understood: {n, number} ({was, number}); re-asks per order placed: {perOrder} ({wasPerOrder})',
  'digest.missedAt': 'Most at: {steps}',
  'digest.handoffs':
    'Hand-offs to a person: {n, number} opened ({was, number}), {unanswered, number} still unanswered ({wasUnanswered, number})',
  'digest.handoffTimes':
    'Time to the first staff answer: {median} median ({wasMedian}), {worst} worst ({wasWorst})',
  'digest.reminders':
    'Reminders sent: {n, number} ({was, number}); answered: {kept, number} kept ({wasKept, number}), {moved, number} moved ({wasMoved, number}), {cancelled, number} delivery cancelled ({wasCancelled, number}), {person, number} asked for a person ({wasPerson, number})',
  'digest.failed': 'Texts that failed: {n, number} ({was, number})',
  'digest.failedBy': 'Twilio error {reason}: {n, number} ({was, number})',
  'digest.changed':
    'Orders changed: {customer, number} by customers ({wasCustomer, number}), {staff, number} by staff ({wasStaff, number})',
  'digest.minutes': '{n, number} min',
  'digest.none': 'none',
  'digest.step':
    '“{step}”{flow, select, order { in a new order} signup { at sign-up} signin { at sign-in} change { in a change to an order} preferences { in preferences} notes { in notes} products { in products} other {}}',
  'digest.stepCount': '{step} {n, number} ({was, number})',
  'digest.largest':
    'Largest change: {figure} {n, number}, {up, select, yes {up} other {down}} from {was, number} last week.',
  'digest.largestStop':
    'Largest change: {n, number} unfinished orders stopped at {step} ({was, number} last week): that question is the first to look at.',
  'digest.noChange': 'Nothing changed from last week.',
  'digest.notSetUp': "The bot's counts aren't set up for this business.",
  'digest.figure.orders': 'orders placed',
  'digest.figure.conversations': 'conversations started',
  'digest.figure.missed': 'replies not understood',
  'digest.figure.handoffs': 'hand-offs opened',
  'digest.figure.unanswered': 'hand-offs unanswered',
  'digest.figure.reminders': 'reminders sent',
  'digest.figure.failed': 'texts failed',
  'digest.figure.changedByCustomers': 'orders changed by customers',
  'digest.figure.changedByStaff': 'orders changed by staff',
} as const;
