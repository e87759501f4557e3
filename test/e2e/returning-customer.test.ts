import type { OrderData } from '../../lib/orders/order-data';
import { day, dayLabel, mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('a returning customer orders laundry and dry cleaning', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('with modifiers, on-demand pickup, delivery return, every 2 weeks, a tip and a promo code', async () => {
    await bot.signIn('(212) 555-0101');
    expect(bot.text()).toContain("You're signed in.");
    await bot.choose('new order');
    await bot.choose('210 W 21st');
    expect(bot.text()).toContain('Spin City Laundry – Chelsea');
    await bot.say(`${indexOf(bot, 'Wash & Fold')},${indexOf(bot, 'Suit')}`);
    expect(bot.prompt().text).toContain('Wash & Fold');
    await bot.choose('Hypoallergenic');
    expect(bot.prompt().text).toContain('Suit');
    await bot.say('crease press, stain treatment');
    expect(bot.prompt().text).toBe('Any notes for the cleaners about Wash & Fold?');
    await bot.say('no starch please');
    expect(bot.prompt().text).toBe('Any notes for the cleaners about Dry Clean – Suit?');
    await bot.say('skip');
    // Wash & Fold and the suit say laundry and dry cleaning: the category is not asked.
    expect(bot.prompt().text).toBe('How many bags?');
    await bot.say('2');
    await bot.say('tomorrow');
    expect(bot.prompt().text).toContain(dayLabel(clock, 1));
    const pickup = bot.option(/DoorDash|courier/i);
    await bot.choose(pickup.label);
    await bot.choose('Deliver');
    await bot.say('friday');
    const delivery = bot.prompt().options[0];
    if (!delivery) throw new Error(bot.transcript());
    await bot.say('1');
    await bot.choose('Every 2 weeks');
    await bot.choose('Visa ending 4242');
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['No tip', '$2.00', '$3.00', '$5.00']);
    await bot.say('$3');
    await bot.say('fall10');
    await bot.say('no');
    await bot.say('skip');
    expect(bot.text()).toContain('Your order');
    expect(bot.text()).toContain('Visa ending 4242');
    expect(bot.prompt().kind).toBe('confirm');
    // The state keeps the card by its id, never its token.
    const state = await bot.state();
    const order = state?.stack.find((frame) => frame.flow === 'order')?.data as OrderData | undefined;
    expect(order?.draft).toMatchObject({ paymentMethodId: 3001, paymentLabel: 'Visa ending 4242' });
    expect(order?.draft).not.toHaveProperty('paymentToken');
    expect(JSON.stringify(state)).not.toContain('pm_sbx_');
    await bot.choose('Place order');
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);

    expect(bot.sandbox.orders).toHaveLength(1);
    const placed = bot.sandbox.orders[0];
    expect(placed?.serviceCustomerId).toBe(1001);
    expect(placed?.body).toEqual({
      customerAddressId: 2001,
      orderDelivery: {
        pickup: {
          deliveryDay: day(clock, 1),
          deliveryProvider: 'ON_DEMAND',
          windowId: Number(pickup.value),
          totalDeliveryCost: expect.any(Number),
          courierTip: 3,
          subsidyInCents: 0,
          thirdPartyDeliveryId: Number(pickup.value),
          thirdPartyDeliveryCostInCents: expect.any(Number),
        },
        delivery: expect.objectContaining({ deliveryDay: day(clock, 4), windowId: Number(delivery.value) }),
      },
      returnMethod: 'DELIVERY',
      bagCount: 2,
      storeId: 101,
      serviceCustomerId: 1001,
      orderServices: [
        { servicePriceId: 201, serviceModifierIds: [301], serviceNotes: 'no starch please' },
        { servicePriceId: 204, serviceModifierIds: [305, 306], serviceNotes: null },
      ],
      hasDryCleaning: true,
      isHangDrySelected: false,
      subscription: { interval: 2 },
      turnAroundInHours: 48,
      paymentToken: 'pm_sbx_dana_visa_4242',
      promoCode: 'FALL10',
      hangDryInstructions: '',
      // No notes of the person's own: only the reference the store finds the order by.
      orderNotes: expect.stringMatching(/^Chat ref \w{8}$/),
    });
    const id = bot.text().match(/#(\d+)/)?.[1];
    expect(Number(id)).toBe(placed?.id);
    expect(bot.errors).toEqual([]);
    if (process.env.SHOW_TRANSCRIPT) console.log(bot.transcript());
  });
});

function indexOf(bot: TestBot, label: string): number {
  return bot.prompt().options.findIndex((o) => o.label.includes(label)) + 1;
}
