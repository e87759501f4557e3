/** Cancelling said of nothing named (lib/recognize/bare-cancel.ts): asked back where two things could be cancelled. */
import { cancelsUnnamed } from '../../../../lib/recognize/bare-cancel';

describe('cancelsUnnamed (issue 34, rounds 8, 26, 36)', () => {
  it.each([
    'cancel it',
    'Cancel it.',
    'cancel that please',
    'just cancel it',
    'cancelar eso',
    'cancélelo por favor',
    'cancel',
  ])('%j names nothing cancelled', (text) => {
    expect(cancelsUnnamed(text)).toBe(true);
  });

  it.each([
    'cancel the delivery',
    'cancel delivery',
    'cancelar la entrega',
    'cancel it, I will pick it up',
    'cancel the order',
    'cancel the tip',
    'no delivery',
  ])('%j names what is cancelled, or is no cancelling', (text) => {
    expect(cancelsUnnamed(text)).toBe(false);
  });
});
