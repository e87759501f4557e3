/**
 * Yes and no in everyday and regional words, at a change's review and at the sign-up's yes/no questions
 * (issue 34): "quite so", "haan ji, theek hai", "arre, está bien" make the change; a price said back or
 * found dear, then a yes ("five bucks? fair enough, go on then", "pricey but alright, do it") is the yes;
 * "ay no, 5 dollars no, leave it as it was" keeps it; "also I need to change the address" is changing
 * something else, never the change made; "no card is fine" is asked back, "Invoice yes. Card no." is a
 * yes to invoicing. End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts
 * what the sandbox recorded (its transportation updates, the customer it created), or that nothing was.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary, updates } from './order-script';

const clock = mondayMorning();

describe('yes and no in everyday words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** Dana's order: tomorrow's free 8–10 AM store-driver pickup, delivered Friday by the store driver. */
  async function placeFreeOrder(): Promise<number> {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupDay: 'tomorrow', deliveryDay: 'friday' });
    await bot.click('Place order');
    const id = /order #(\d+) is placed/.exec(bot.text())?.[1];
    if (!id) throw new Error(bot.transcript());
    return Number(id);
  }

  /** The pickup moved to tomorrow's 12–2 PM store-driver run ($4.99), up to the review. */
  async function toReview(orderId: number) {
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.click('Pickup time');
    await bot.say('tomorrow');
    const prompt = bot.prompt();
    const lunch = prompt.options.filter((o) => o.label === 'Store driver')[1];
    if (!lunch) throw new Error(bot.transcript());
    await bot.send({ type: 'choice', promptId: prompt.promptId, values: [lunch.value] });
    expect(bot.prompt().text).toBe(`Make this change to order #${orderId}?`);
  }

  it.each(['quite so, thanks', 'haan ji, theek hai', 'arre, está bien'])(
    '%j at the review makes the change: the service records it',
    async (yes) => {
      const orderId = await placeFreeOrder();
      await toReview(orderId);
      await bot.say(yes);
      expect(updates(bot, orderId)).toHaveLength(1);
    },
    60_000,
  );

  it.each(['five bucks? fair enough, go on then', 'pricey but alright, do it', 'uff, $4.99! ok dale'])(
    'a price said back or found dear, then a yes (%j), makes the change the service then charges',
    async (yes) => {
      const orderId = await placeFreeOrder();
      await toReview(orderId);
      await bot.say(yes);
      expect(updates(bot, orderId)).toHaveLength(1);
      const after = (await bot.ledger.getByOrderId(orderId))?.entry as { summary?: Record<string, number> };
      expect(after.summary?.pickupDeliveryFee).toBe(4.99);
    },
    60_000,
  );

  it('a price rounded to another dollar than the one shown ("ten bucks? ok") is asked back: nothing is sent', async () => {
    const orderId = await placeFreeOrder();
    await toReview(orderId);
    await bot.say('ten bucks? ok');
    expect(bot.prompt().text).toBe(`Make this change to order #${orderId}?`);
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  it('"ay no, 5 dollars no, leave it as it was" keeps the order: nothing is sent', async () => {
    const orderId = await placeFreeOrder();
    await toReview(orderId);
    await bot.say('ay no, 5 dollars no, leave it as it was');
    expect(bot.prompt().text).not.toBe(`Make this change to order #${orderId}?`);
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  it('"also I need to change the address" at the review is changing something else: nothing is sent', async () => {
    const orderId = await placeFreeOrder();
    await toReview(orderId);
    await bot.say('also I need to change the address');
    expect(bot.prompt().text).toBe(`What would you like to change on order #${orderId}?`);
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  // Was a wrong (round 24): the Spanish review took "cambiar" for its "Hacer este cambio" and made the change.
  it('"espera, también quiero cambiar la propina" at a Spanish review is changing something else: nothing is sent', async () => {
    const orderId = await placeFreeOrder();
    await bot.say('en español, por favor');
    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.say('hora de recogida');
    await bot.say('mañana');
    const prompt = bot.prompt();
    const lunch = prompt.options.filter((o) => /tienda/.test(o.label))[1];
    if (!lunch) throw new Error(bot.transcript());
    await bot.send({ type: 'choice', promptId: prompt.promptId, values: [lunch.value] });
    expect(bot.prompt().text).toBe(`¿Hacemos este cambio en el pedido #${orderId}?`);
    await bot.say('espera, también quiero cambiar la propina');
    expect(bot.prompt().text).toBe(`¿Qué desea cambiar del pedido #${orderId}?`);
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  /** Signs up Ana Lima's business up to the invoicing question. */
  async function toInvoicing() {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('nah, I get enough spam already');
    expect(bot.prompt().text).toBe('Is this account for a business?');
    await bot.say('yes');
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
  }

  const created = () => bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'))?.body;

  it('"no card is fine" is asked back; "Invoice yes. Card no." then invoices the business', async () => {
    await toInvoicing();
    await bot.say('no card is fine');
    expect(bot.text()).toContain('Please answer yes or no.');
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
    await bot.say('Invoice yes. Card no.');
    await bot.say('Lima Tailoring LLC');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      optOutMarketingSms: true,
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Lima Tailoring LLC',
    });
  });
});
