/**
 * The order flow (lib/flows/order/) as transcripts over in-memory ports, beside the whole
 * order of test/unit/lib/dialog/engine.test.ts: a one-time dry-cleaning order delivered back (both
 * legs in the body), and an order dropped at the summary (nothing sent, nothing in the ledger).
 */
import { createFakeWorld, FAKE, fakeWindowId, transcript } from '../../../../support/fake-ports';
import { orderSaying, PLACE_ORDER, questions, SIGN_IN } from '../conversations';

const TUESDAY = '2025-06-10';
const THURSDAY = '2025-06-12';

describe('order flow', () => {
  it('a weight at the bags question is asked back as bags counted, never taken as so many bags (invariant weight-is-no-count)', async () => {
    const { said, bodies } = await orderSaying(4, [
      'about 6 pounds',
      'unos 3 kilos',
      ...PLACE_ORDER.slice(4),
    ]);

    expect(said.text.match(/Bags are counted, not weighed/g)).toHaveLength(2);
    expect(bodies).toEqual([expect.objectContaining({ bagCount: 2 })]);
  });

  it('a one-time dry-cleaning order delivered back asks the return day and window and sends both legs', async () => {
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [
      ...SIGN_IN,
      'new order',
      'dry cleaning',
      'skip',
      'two bags',
      'tomorrow',
      '8am',
      'deliver',
      'thursday',
      '4pm',
      'just this once',
      'the visa',
      'no',
      'skip',
      'skip',
      'place it',
    ]);

    expect(questions(placed).slice(SIGN_IN.length)).toEqual([
      'Which services from Main Street Laundry?',
      // Dry Cleaning has no extras: that question is not asked.
      'Any notes for the cleaners about Dry Cleaning?',
      // The service's name says dry cleaning: laundry or dry cleaning is not asked.
      'How many bags?',
      'Which day should we pick up?',
      'Pickup windows on Tue, Jun 10:',
      'How should we get it back to you?',
      'Which day should we deliver it back?',
      'Delivery windows on Thu, Jun 12:',
      'Is this a one-time order, or a regular pickup?',
      'Which card should we charge?',
      'Do you have a promo code?',
      'Anything to hang-dry instead of tumble-dry?',
      'Any notes for the store or the driver?',
      'Shall I place this order?',
      'What would you like to do?',
    ]);
    expect(placed.text).toContain('Return:         Thu, Jun 12, 4:00–6:00 PM EDT, Store driver ($5.00 fee)');
    expect(placed.text).toContain('Delivery fee:   $5.00');
    expect(placed.text).toContain('Total so far:   $10.00 (fees)');

    const bodies = world.laundry.createOrderBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      returnMethod: 'DELIVERY',
      hasDryCleaning: true,
      orderServices: [
        { servicePriceId: FAKE.dryCleaningServiceId, serviceModifierIds: [], serviceNotes: null },
      ],
      orderDelivery: {
        pickup: { deliveryDay: TUESDAY, windowId: fakeWindowId(TUESDAY, 'OWN_DRIVER', 0) },
        delivery: { deliveryDay: THURSDAY, windowId: fakeWindowId(THURSDAY, 'OWN_DRIVER', 2) },
      },
    });
    expect(bodies[0]?.subscription).toBeUndefined();
    const [record] = await world.ledger.listByCustomer(FAKE.customerId, 10);
    expect(record).toMatchObject({ status: 'PLACED', orderId: FAKE.firstOrderId });
    expect(world.errors).toEqual([]);
  });

  it('an order dropped at the summary is not sent and leaves nothing in the ledger', async () => {
    const world = createFakeWorld();
    const dropped = await transcript(world.engine, [
      ...SIGN_IN,
      ...PLACE_ORDER.slice(0, -1),
      'drop this order',
    ]);

    expect(questions(dropped).slice(-2)).toEqual(['Shall I place this order?', 'What would you like to do?']);
    expect(dropped.text).toContain("OK, I've dropped this order. Nothing new was placed.");
    expect(world.laundry.callsOf('createOrder')).toEqual([]);
    expect(world.ledger.records.size).toBe(0);
  });

  // Issue 34 (round 34): "dos, para mañana si se puede", "tres chamo, y pasen mañana" took the bags and
  // asked the day again: a count in words at the head was no option of the bags' for the rest's cut.
  it.each([
    ['two, for tomorrow', 2],
    ['dos, para mañana si se puede', 2],
    ['tres chamo, y pasen mañana', 3],
    ['cuatro bolsas, para mañana', 4],
  ])(
    '%j at the bags: the count, and the day taken too (invariant rest-taken-only-when-certain)',
    async (reply, count) => {
      const { said, bodies } = await orderSaying(4, [reply, ...PLACE_ORDER.slice(6)]);
      expect(questions(said)).not.toContain('Which day should we pick up?');
      expect(bodies).toEqual([expect.objectContaining({ bagCount: count })]);
    },
  );

  // Round 28's "una bolsa y la mochila del colegio" (asked: how many in all is not said) must stay asked
  // when its head is a count the bags read alone: the other thing carried is never cut off and dropped.
  it.each([
    'una bolsa y la mochila del colegio',
    'dos y la mochila',
    'two bags and my gym bag',
    '2 bags and my gym bag',
  ])(
    '%j at the bags is asked back, never its count taken and the rest dropped (invariant count-all-said)',
    async (reply) => {
      const { said } = await orderSaying(4, [reply]);
      expect(said.text).toContain('Bags: a number from 1 to 20.');
      expect(questions(said).at(-1)).toBe('How many bags?');
    },
  );

  it('"one more" at the bags is one more than the count shown, and asked back when none is', async () => {
    const world = createFakeWorld();
    const bagsAt = PLACE_ORDER.indexOf('two bags');
    const placed = await transcript(world.engine, [
      ...SIGN_IN,
      ...PLACE_ORDER.slice(0, bagsAt),
      'one more',
      ...PLACE_ORDER.slice(bagsAt, -1),
      'change something',
      'bags',
      'one more bag',
      'place it',
    ]);

    expect(placed.text).toContain('Bags: a number from 1 to 20.');
    expect(world.laundry.createOrderBodies().map((body) => body.bagCount)).toEqual([3]);
  });
});
