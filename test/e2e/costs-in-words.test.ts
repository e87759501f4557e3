/**
 * Issue #27, part C: every cost stated plainly in one money format, each fee named for its leg, and
 * the service's codes (status, card brand) read as words.
 * End to end: createBot over DynamoDB Local and the laundry sandbox over HTTP; each test checks the
 * words against what the sandbox recorded.
 */
import { SEED } from '../../infra/local/sandbox/seed-data';
import { CLEANING_PRICE } from '../../lib/flows/order/draft-summary';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, SAM, summaryLines } from './order-script';

const clock = mondayMorning();
/** Riley Chen: a Visa (default) and a card the service calls "amex". */
const RILEY = '3105550105';

/** What the sandbox recorded of one leg of the order. */
interface Leg {
  deliveryProvider: string;
  totalDeliveryCost: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe('costs and codes in words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('the summary names the pickup fee and the delivery fee apart (never "Delivery fees" for a pickup), totals fees and tips, and says the cleaning is priced by the store', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash', tip: '$3', deliveryDay: 'friday' });
    const lines = summaryLines(bot.replies());
    const shown = bot.text();
    await bot.click('Place order');

    const { pickup, delivery } = (bot.sandbox.orders[0]?.body.orderDelivery ?? {}) as Partial<
      Record<'pickup' | 'delivery', Leg>
    >;
    if (!pickup || !delivery) throw new Error('the order was not sent with both legs');
    const trips = [pickup, delivery].filter((leg) => leg.deliveryProvider === 'ON_DEMAND').length;
    const total = cents(pickup.totalDeliveryCost + delivery.totalDeliveryCost) + 300 * trips;
    expect(lines).not.toHaveProperty('Delivery fees');
    expect(lines['Pickup fee']).toBe(`${cents(pickup.totalDeliveryCost)}c`);
    expect(lines['Delivery fee']).toBe(`${cents(delivery.totalDeliveryCost)}c`);
    expect(lines['Total so far']).toBe(`${total}c (fees and tip)`);
    expect(lines['Cleaning price']).toBe(
      'Wash & Fold by the pound; the store sets the prices, not in the total',
    );
    expect(shown).toMatch(
      new RegExp(`Total so far:\\s+\\$${(total / 100).toFixed(2).replace('.', '\\.')} \\(fees and tip\\)`),
    );
    expect(shown).toMatch(/Courier tip:\s+\$3\.00 per courier trip/);
  });

  it("the summary says how each chosen service is priced where the service's own description says so, and that the store sets it; none says so, the store sets it", async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { services: ['Wash & Fold', 'Comforter', 'Suit'] });
    const described = Object.fromEntries(SEED.services.map((svc) => [svc.name, svc.description] as const));
    // What the service's data says of these services, that the line repeats (and nothing more).
    expect(described['Wash & Fold']).toContain('priced by the pound');
    expect(described['Comforter & Bedding']).toContain('priced per item');
    expect(described['Dry Clean – Suit']).not.toMatch(/priced|pound|per item/);
    const lines = summaryLines(bot.replies());
    expect(lines['Cleaning price']).toBe(
      'Wash & Fold by the pound, Comforter & Bedding per item, Dry Clean – Suit price not given; the store sets the prices, not in the total',
    );
    // Fees alone make the total: nothing is priced that the service gave no price for.
    expect(lines['Total so far']).toMatch(/^\d+c \(fees\)$/);

    await bot.click('Drop this order');
    await bot.signIn(DANA);
    await orderToSummary(bot, { services: ['Shirt'] });
    expect(summaryLines(bot.replies())['Cleaning price']).toBe(CLEANING_PRICE);
  });

  it('a free pickup reads "Free" on its fee line and "free" beside its window, and every amount keeps its cents', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'Store driver' });
    const shown = bot.text();
    await bot.click('Place order');

    expect(bot.sandbox.orders[0]?.body.orderDelivery).toMatchObject({
      pickup: {
        deliveryProvider: 'OWN_DRIVER',
        totalDeliveryCost: 0,
      },
    });
    expect(shown).toMatch(/Pickup fee:\s+Free/);
    expect(shown).toMatch(/Pickup:\s+.*Store driver \(free\)/);
    expect(shown).toMatch(/Total so far:\s+\$0\.00 \(fees\)/);
    expect(shown).not.toMatch(/\$\d+(?![.\d])/);
  });

  it('a card reads by its brand\'s name: "American Express ending 0005", never the service\'s "amex"', async () => {
    await bot.signIn(RILEY);
    await bot.say('new order');
    for (const answer of [
      'wash and press',
      'none',
      'skip',
      '1',
      'tomorrow',
      '1',
      'collect',
      'just this once',
    ])
      await bot.say(answer);
    expect(bot.prompt().options.map((o) => o.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^American Express ending 0005/)]),
    );
    await bot.say('amex');
    for (const answer of ['no code', 'no', 'skip']) await bot.say(answer);
    expect(bot.text()).toMatch(/Payment:\s+American Express ending 0005/);
    expect(bot.text()).not.toContain('amex ending');
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ paymentToken: 'pm_sbx_riley_amex_0005' });
  });

  it('My orders and a change say the order\'s status in words ("Scheduled; payment pending"), never "SCHEDULED, payment PENDING"', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'Store driver' });
    await bot.click('Place order');
    const orderId = bot.sandbox.orders[0]?.id as number;

    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);
    expect(bot.sandbox.orders[0]).toMatchObject({ status: 'SCHEDULED', paymentStatus: 'PENDING' });
    expect(bot.text()).toMatch(/Status:\s+Scheduled; payment pending/);

    await bot.send({ type: 'open', word: 'orders' });
    expect(bot.text()).toMatch(/Status:\s+Scheduled; payment pending/);
    expect(bot.text()).toMatch(/Pickup fee:\s+Free/);
    expect(bot.text()).not.toMatch(/SCHEDULED|PENDING|Delivery fees/);
  });

  it('"Products and prices" says plainly that the store prices the cleaning, and so does a question about a service\'s price', async () => {
    await bot.signIn(SAM);
    await bot.send({ type: 'open', word: 'products' });
    expect(bot.text()).toContain(
      'Cleaning has no price I can show: Spin City Laundry – Chelsea sets the price of laundry and dry cleaning itself.',
    );
    await bot.say('wash and fold');
    expect(bot.text()).toContain('Cleaning has no price I can show');
    expect(bot.text()).not.toContain("doesn't list wash and fold");
    expect(
      bot.sandbox.requests.filter((r) => r.path.endsWith('/stores/101/products')).length,
    ).toBeGreaterThan(0);
  });
});
