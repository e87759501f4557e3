/**
 * Conversations the tests and the bench replay. `CODE` stands for the one-time code the sandbox
 * texted, read from it at that moment.
 */
export const CODE = '<code>';

/** One line of a script and the question it answers (see `stepKey` in the bench). */
export interface ScriptLine {
  /**
   * The question: the step id; a slot's steps as `pickup-day`, `return-window`; a question asked per
   * service as `modifiers:<service name>`.
   */
  step: string;
  say: string;
}

/**
 * Dana (2125550101), on the Monday-morning clock of `mondayMorning()`, up to the summary: laundry and
 * dry cleaning with modifiers and a note, on-demand pickup tomorrow, delivery on Friday, every 2 weeks,
 * the default card, a $3 tip and a promo code. The step order is the order flow's: address, services,
 * extras and notes per service, then bags (the services say laundry and dry cleaning), pickup, return, and the rest.
 */
export const RETURNING_ORDER: readonly ScriptLine[] = [
  { step: 'phone', say: 'hi' },
  { step: 'phone', say: '2125550101' },
  { step: 'otp', say: CODE },
  { step: 'menu', say: '1' }, // start a new order
  { step: 'address', say: '1' }, // 210 W 21st St
  { step: 'services', say: '1,4' }, // Wash & Fold, Dry Clean – Suit
  { step: 'modifiers:Wash & Fold', say: '1' }, // hypoallergenic detergent
  { step: 'modifiers:Dry Clean – Suit', say: 'crease press' },
  { step: 'service-notes:Wash & Fold', say: 'no starch' },
  { step: 'service-notes:Dry Clean – Suit', say: 'skip' }, // no note for the suit
  { step: 'bags', say: '2' },
  { step: 'pickup-day', say: 'tomorrow' },
  { step: 'pickup-window', say: '2' }, // 9–11 AM, on-demand
  { step: 'return-method', say: '2' }, // delivery
  { step: 'return-day', say: 'friday' },
  { step: 'return-window', say: '1' }, // the first delivery window
  { step: 'frequency', say: '3' }, // every 2 weeks
  { step: 'payment', say: '1' }, // Visa ending 4242
  { step: 'tip', say: '$3' },
  { step: 'promo', say: 'fall10' },
  { step: 'hang-dry', say: 'no' }, // no hang-dry
  { step: 'order-notes', say: 'skip' }, // no order notes
];

/** The lines of `RETURNING_ORDER` alone, as typed. */
export const RETURNING_ORDER_TO_SUMMARY: readonly string[] = RETURNING_ORDER.map((line) => line.say);
