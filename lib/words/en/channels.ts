/** What a channel says of its own (SMS, Slack, the terminal) and the shared formats (money, dates, service words). */
export const channels = {
  // The shared formats (lib/money.ts, lib/calendar.ts, lib/orders/service-words.ts).
  'format.fee': '{amount} fee',
  'format.free': 'free',
  'format.freeAlone': 'Free',
  'format.today': 'Today ({day})',
  'format.tomorrow': 'Tomorrow ({day})',
  'format.status': '{status}; payment {payment}',
  'format.card': '{brand} ending {last4}',
  'format.laundry': 'Laundry',
  'format.dryCleaning': 'Dry cleaning',
  // The service's status codes with words of their own. GAP: the seed names no status values; the
  // sandbox sends SCHEDULED and PENDING, the rest are an order's usual states. Any other code reads as
  // its own words, in English in every language (service-words.ts).
  'format.code.SCHEDULED': 'scheduled',
  'format.code.PENDING': 'pending',
  'format.code.PAID': 'paid',
  'format.code.CANCELLED': 'cancelled',
  'format.code.CANCELED': 'canceled',
  'format.code.IN_PROCESS': 'in process',
  'format.code.COMPLETED': 'completed',
  'format.code.PICKED_UP': 'picked up',
  'format.code.DELIVERED': 'delivered',
} as const;
