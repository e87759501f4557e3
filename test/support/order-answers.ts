/**
 * Each question of a simple order and its answer, as a test's or the bench's customer types it:
 * Wash & Fold, one bag, tomorrow's first window (whoever runs it: the store driver's fill up),
 * collected at the store, once, the first card, no tip, no code, nothing hung to dry, no notes.
 */
export const SIMPLE_ORDER_ANSWERS: readonly [RegExp, string][] = [
  [/Where should we pick up/, '1'],
  [/Which services/, 'wash and fold'],
  [/Any extras/, 'none'],
  [/notes for the cleaners/, 'skip'],
  [/laundry, dry cleaning, or both/i, 'laundry'],
  [/How many bags/, '1'],
  [/Which day should we pick up/, 'tomorrow'],
  [/Pickup windows/, '1'],
  [/get it back to you/, 'collect'],
  [/one-time order/, 'just this once'],
  [/Which card/, '1'],
  [/Add a tip/, 'skip'],
  [/promo code/, 'no code'],
  [/hang-dry/, 'no'],
  [/notes for the store/, 'skip'],
];
