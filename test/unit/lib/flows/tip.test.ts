/**
 * The courier tip step (lib/flows/tip.ts), asked by an order with a courier leg and by a change
 * of a placed order, as transcripts over in-memory ports: the same question, amounts over $100 or
 * not amounts at all asked again, and the tip sent in dollars in the order body and in the update.
 */
import { createFakeWorld, FAKE, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from './conversations';

const ASK_TIP = 'Add a tip for the Swift Courier courier? (per trip)';
/** The order of PLACE_ORDER, picked up by the courier (10–11 AM) instead of the store's driver. */
const BY_COURIER = PLACE_ORDER.map((answer) => (answer === '8am' ? '10am' : answer));
const UP_TO_TIP = BY_COURIER.slice(0, BY_COURIER.indexOf('the visa') + 1);
const AFTER_TIP = BY_COURIER.slice(BY_COURIER.indexOf('the visa') + 1);

async function atTip() {
  const world = createFakeWorld();
  const at = await transcript(world.engine, [...SIGN_IN, ...UP_TO_TIP]);
  expect(questions(at).at(-1)).toBe(ASK_TIP);
  return { world, at };
}

describe('courier tip step', () => {
  it('an order with a courier leg asks the tip, refuses $500 and words, and sends the typed $4 in dollars', async () => {
    const { world, at } = await atTip();
    const placed = await continued(world, at, ['$500', 'lots', '$4', ...AFTER_TIP]);

    expect(questions(placed).slice(0, 3)).toEqual([ASK_TIP, ASK_TIP, 'Do you have a promo code?']);
    expect(placed.text.match(/A tip is an amount like \$3\.00, up to \$100\.00\./g)).toHaveLength(2);
    expect(placed.text).toContain('Courier tip:    $4.00 per courier trip');
    expect(world.laundry.createOrderBodies().map((body) => body.orderDelivery.pickup)).toEqual([
      expect.objectContaining({ deliveryProvider: 'ON_DEMAND', courierTip: 4 }),
    ]);
    expect(world.errors).toEqual([]);
  });

  it("a placed order's tip is changed old → new and the update carries only the pickup's new tip", async () => {
    const { world, at } = await atTip();
    const placed = await continued(world, at, ['$4', ...AFTER_TIP]);
    const changed = await continued(world, placed, [
      'my orders',
      'the first one',
      'courier tip',
      '3',
      'make this change',
    ]);

    expect(questions(changed).slice(2, 4)).toEqual([
      'The courier tip is now $4.00 per trip. What should it be?',
      `Make this change to order #${FAKE.firstOrderId}?`,
    ]);
    expect(changed.text).toContain('Courier tip: $4.00 → $3.00');
    expect(world.laundry.callsOf('updateTransportation').map((call) => call.args)).toEqual([
      [FAKE.token, FAKE.firstOrderId, { pickup: { courierTip: 3 }, paymentMethodToken: FAKE.paymentToken }],
    ]);
  });
});
