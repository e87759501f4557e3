/**
 * Conversations the tests and the bench replay. `CODE` stands for the one-time code the sandbox
 * texted, read from it at that moment.
 */
export const CODE = '<code>';

/**
 * Dana (2125550101), on the Monday-morning clock of `mondayMorning()`, up to the summary: laundry and
 * dry cleaning with modifiers and a note, on-demand pickup tomorrow, delivery on Friday, every 2 weeks,
 * the default card, a $3 tip and a promo code.
 */
export const RETURNING_ORDER_TO_SUMMARY: readonly string[] = [
  'hi',
  '2125550101',
  CODE,
  '1', // start a new order
  '1', // 210 W 21st St
  'both',
  '1,4', // Wash & Fold, Dry Clean – Suit
  '1', // hypoallergenic detergent
  'crease press',
  'no starch',
  'skip', // no note for the suit
  '2', // bags
  'tomorrow',
  '2', // 9–11 AM, on-demand
  '2', // delivery
  'friday',
  '1', // the first delivery window
  '3', // every 2 weeks
  '1', // Visa
  '$3',
  'fall10',
  'no', // no hang-dry
  'skip', // no order notes
];
