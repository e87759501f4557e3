/**
 * "My orders" by SMS, as texted: the most orders it shows (MY_ORDERS_SHOWN) in as few texts as fit,
 * each order whole in one text, and the question after them naming each order once.
 */
import { MY_ORDERS_SHOWN } from '../../lib/flows/change/my-orders';
import { mondayMorning } from '../support/clock';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

describe('My orders by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning() });
  });
  afterEach(() => stack.close());

  it('five orders fit in four texts, each order whole in one, and the question names each order once', async () => {
    const dana = stack.phone('+12125550101');
    await signIn(stack, dana);
    for (let i = 0; i < MY_ORDERS_SHOWN; i += 1) await placeOrder(dana);
    const ids = stack.sandbox.orders.map((order) => order.id);
    expect(ids).toHaveLength(MY_ORDERS_SHOWN);

    const before = dana.received().length;
    await dana.text('my orders');
    const texts = dana
      .received()
      .slice(before)
      .map((m) => m.body);
    // Measured: 7 texts before (one per order, and the question cut in two), then 4; 6 since each
    // order says its status in words (issue 37: "Status: Placed with the store" on an order never changed).
    expect(texts.length).toBeLessThanOrEqual(6);
    for (const id of ids) {
      const holding = texts.filter((text) => text.includes(`Order #${id}\nStore:`));
      expect(holding).toHaveLength(1);
      expect(holding[0]).toContain(
        `Order #${id}\nStore: Spin City Laundry - Chelsea\nServices: Wash & Fold\nPickup:`,
      );
      // The question lists the order by its number alone: the summary above said the rest.
      expect(texts.join('\n')).toMatch(new RegExp(`^\\d Order #${id}$`, 'm'));
    }
  }, 120_000);
});
