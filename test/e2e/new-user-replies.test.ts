/**
 * Issue #15 §8, in the console against the sandbox: a new customer signs up by typing the option's
 * words, whole requests at the menu start an order, a card brand is read by any of its names, a
 * service whose data names no category is ordered, and a change's order total (dollars, as the
 * service gives it) is shown as dollars.
 */
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { day, mondayMorning } from '../support/clock';
import { type SmsStack, startSmsStack } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

const DANA = '2125550101';
/** Riley Chen: one address in Los Angeles (store 104), a Visa (default) and an "amex". */
const RILEY = '3105550105';

describe('natural replies, as a new user types them', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  // Round 38: one to be set up, as a business says it.
  it.each(['new here', "i'm new", "I'm new here", "We don't have an account yet — need to set one up"])(
    'typing "%s" at the phone question starts sign-up, and the sandbox gets the new customer',
    async (words) => {
      await bot.say('hi');
      expect(bot.prompt().text).toContain("What's your mobile number?");
      await bot.say(words);
      expect(bot.text()).not.toContain('10-digit phone number');
      expect(bot.prompt().text).toContain('first and last name');
      expect((await bot.state())?.stack.at(-1)?.flow).toBe('sign-up');
      await bot.say('Ana Lima');
      await bot.say('212 555 0199');
      await bot.say('ana@example.com');
      await bot.say('no'); // no marketing texts
      await bot.say('no'); // not a business
      await bot.say('yes'); // the details are right
      expect(bot.sandbox.customer(1101)).toMatchObject({ firstName: 'Ana', phoneNumber: '2125550199' });
    },
  );

  // Issue 34, round 36: the details said ready before the go-ahead's verb ("all set, create"), and the
  // label's verb as a command to one ("crea mi cuenta"), were asked back.
  it.each([
    ['new here', "we're all set, make it"],
    ['es mi primera vez', 'todo bien, créame la cuenta'],
  ])('%j, then %j at the details creates the account: the sandbox gets it', async (isNew, goAhead) => {
    await bot.say('hi');
    await bot.say(isNew);
    await bot.say('Ana Lima');
    await bot.say('212 555 0199');
    await bot.say('ana@example.com');
    await bot.say('no'); // no marketing texts
    await bot.say('no'); // not a business
    await bot.say(goAhead);
    expect(bot.sandbox.customer(1101)).toMatchObject({ firstName: 'Ana', phoneNumber: '2125550199' });
  });

  it.each([
    ["I've never tried your app", 'Luis Ortega, at your service', 'Luis', 'Ortega'],
    ['nunca he usado su servicio', 'me llamo Luis Ortega, para servirle', 'Luis', 'Ortega'],
  ])(
    '%j at the phone question signs up, and %j is the name: the sandbox gets the customer so named',
    async (words, name, firstName, lastName) => {
      await bot.say('hi');
      await bot.say(words);
      expect((await bot.state())?.stack.at(-1)?.flow).toBe('sign-up');
      await bot.say(name);
      await bot.say('212 555 0199');
      await bot.say('luis@example.com');
      await bot.say('no'); // no marketing texts
      await bot.say('no'); // not a business
      await bot.say('yes'); // the details are right
      expect(bot.sandbox.customer(1101)).toMatchObject({ firstName, lastName, phoneNumber: '2125550199' });
    },
  );

  // Issue 34, round 21: a yes to some of the texts is asked again (invariant condition-asked-back), "ni
  // loca" is a no, the business named with the yes to invoicing, and the account "made".
  it('a new business signs up in its own words: the sandbox gets the customer as meant', async () => {
    await bot.say('hi');
    await bot.say('never use this app before');
    await bot.say('Ana Lima');
    await bot.say('212 555 0199');
    await bot.say('ana@example.com');
    await bot.say('just the coupons, thanks');
    expect(bot.prompt().text).toBe('May we text you news and offers now and then?');
    await bot.say('ni loca');
    await bot.say('yes');
    await bot.say('yes, invoice Ortiz Fabrics Inc.');
    expect(bot.prompt().text).toContain('create your account');
    await bot.say('ok, make it');
    expect(bot.sandbox.customer(1101)).toMatchObject({
      firstName: 'Ana',
      optOutMarketingSms: true,
      isCommercial: true,
      isInvoicingEnabled: true,
      // A legal suffix is written one way (typed-name.ts LEGAL_SUFFIXES): its letters, no dots.
      businessName: 'Ortiz Fabrics Inc',
    });
  });

  // Issue 34, round 37: the invoice asked for, the card refused in the reason with "won't".
  it('"invoice pls, accounting wont reimburse card charges" is invoicing: the sandbox gets the invoiced business', async () => {
    await bot.say('hi');
    await bot.say('new here');
    for (const answer of ['Ana Lima', '212 555 0199', 'ana@example.com', 'no', 'yes']) await bot.say(answer);
    await bot.say('invoice pls, accounting wont reimburse card charges');
    expect(bot.prompt().text).toContain("What's the business's name");
    await bot.say('Ortiz Fabrics Inc.');
    await bot.say('ok, make it');
    expect(bot.sandbox.customer(1101)).toMatchObject({ isCommercial: true, isInvoicingEnabled: true });
  });

  it.each([
    ['two twelve, five fifty-five, oh one oh one', 'nothing got through, send it again please'],
    ['dos doce, cinco cinco cinco, cero uno cero uno', 'perdón, ¿me puede volver a mandar el mensaje?'],
  ])(
    'the phone read out in groups (%j) is texted a code, and %j sends another: the sandbox sent two codes to it',
    async (phone, again) => {
      await bot.say('hi');
      await bot.say(phone);
      const first = bot.sandbox.lastOtp(DANA);
      expect(first).toBeDefined();
      await bot.say(again);
      const second = bot.sandbox.lastOtp(DANA);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      await bot.say(String(second));
      expect(bot.prompt().text).toMatch(/What would you like to do\?|¿Qué desea hacer\?/);
    },
  );

  it.each([
    'doscientos doce, cinco cinco cinco, cero ciento uno',
    'two hundred twelve five five five zero one hundred one',
  ])(
    'the phone read out with its hundreds (%j) is texted a code: the sandbox sent it to that number, and it signs in',
    async (phone) => {
      await bot.say('hi');
      await bot.say(phone);
      const code = bot.sandbox.lastOtp(DANA);
      expect(code).toBeDefined();
      await bot.say(String(code));
      expect(bot.prompt().text).toMatch(/What would you like to do\?|¿Qué desea hacer\?/);
    },
  );

  // Issue 34 (review of round 26): a number taken back at sign-in is asked, as at sign-up, never texted.
  it('a number taken back at sign-in ("…, hang on, that is my aunt’s") is asked which is theirs: the sandbox texts no code to it', async () => {
    await bot.say('hi');
    await bot.say('212 555 0101, hang on, that is my aunt’s');
    expect(bot.text()).toContain('Which number is yours?');
    expect(bot.sandbox.lastOtp(DANA)).toBeUndefined();
    await bot.say('212 555 0101');
    expect(bot.sandbox.lastOtp(DANA)).toBeDefined();
  });

  // Issue 34, round 26: new said of a relation, beside who sent them, at the sign-in's phone.
  it('"grandma doesn\'t have an account, a friend told me about you" at the phone question signs up: the sandbox gets the customer', async () => {
    await bot.say('hi');
    await bot.say("grandma doesn't have an account, a friend told me about you");
    expect((await bot.state())?.stack.at(-1)?.flow).toBe('sign-up');
    await bot.say('for my grandma, Edith Okafor');
    await bot.say('212 555 0199');
    await bot.say('edith@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('yes');
    expect(bot.sandbox.customer(1101)).toMatchObject({ firstName: 'Edith', lastName: 'Okafor' });
  });

  it.each(["I'd like to place an order for pickup tomorrow", 'can you pick up my laundry?'])(
    '"%s" at the menu starts an order',
    async (request) => {
      await bot.signIn(DANA);
      expect(bot.prompt().text).toBe('What would you like to do?');
      await bot.say(request);
      expect(bot.text()).not.toContain('Did you mean');
      expect((await bot.state())?.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
      expect(bot.prompt().text).toContain('Where should we pick up');
    },
  );

  // Invariant short-weekday-stands-as-a-day: "Sun" before a name is no Sunday carried to the pickup's day.
  it('"Sun Valley here, new order please" at the menu asks the pickup\'s day: the sandbox gets the day then said', async () => {
    await bot.signIn(RILEY);
    await bot.say('Sun Valley here, new order please');
    for (const answer of ['wash and press', 'none', 'skip', '1']) await bot.say(answer);
    expect(bot.prompt().text).toBe('Which day should we pick up?');
    for (const answer of ['tomorrow', '1', 'collect', 'just this once', 'visa', 'no code', 'no', 'skip'])
      await bot.say(answer);
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      orderDelivery: { pickup: { deliveryDay: day(clock, 1) } },
    });
  });

  // interval.ts `timesAt`: a month's four weeks shared out, "two times per month" is every 2 weeks.
  it('"two times per month" at the how-often question: the sandbox gets a subscription every 2 weeks', async () => {
    await bot.signIn(RILEY);
    await bot.say('new order');
    for (const answer of ['wash and press', 'none', 'skip', '1', 'tomorrow', '1', 'collect'])
      await bot.say(answer);
    await bot.say('two times per month');
    expect(bot.prompt().text).toBe('Which card should we charge?');
    for (const answer of ['visa', 'no code', 'no', 'skip']) await bot.say(answer);
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ subscription: { interval: 2 } });
  });

  it("'American Express' picks the amex card, and the order is charged to it", async () => {
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
    expect(bot.prompt().text).toBe('Which card should we charge?');
    await bot.say('American Express');
    expect(bot.text()).not.toContain('Pick one of your cards');
    for (const answer of ['no code', 'no', 'skip']) await bot.say(answer);
    expect(bot.text()).toMatch(/Payment:\s+American Express ending 0005/);
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ paymentToken: 'pm_sbx_riley_amex_0005' });
  });

  it('a service whose data names no category is ordered as its words say (Wash & Fold: laundry), and one whose data names it as its data says: neither is asked', async () => {
    await bot.signIn(RILEY);
    await bot.say('new order');
    const offered = bot.prompt().options.map((o) => o.label);
    expect(offered).toEqual(expect.arrayContaining(['Wash & Fold', 'Wash & Press', 'Dry Clean – Jacket']));
    await bot.say('wash and fold');
    await bot.say('none');
    await bot.say('skip');
    expect(bot.prompt().text).toBe('How many bags?');
    for (const answer of ['1', 'tomorrow', '1', 'collect', 'just this once', '1', 'no code', 'no', 'skip'])
      await bot.say(answer);
    await bot.choose('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      storeId: 104,
      orderServices: [expect.objectContaining({ servicePriceId: 201 })],
      hasDryCleaning: false,
    });

    // The jacket's data says dry cleaning: not asked, and the order says so.
    await bot.say('new order');
    await bot.say('dry clean jacket');
    await bot.say('skip');
    expect(bot.prompt().text).toBe('How many bags?');
    for (const answer of ['1', 'tomorrow', '1', 'collect', 'just this once', '1', 'no code', 'no', 'skip'])
      await bot.say(answer);
    await bot.choose('Place order');
    expect(bot.sandbox.orders[1]?.body).toMatchObject({
      orderServices: [expect.objectContaining({ servicePriceId: 208 })],
      hasDryCleaning: true,
    });
  });

  it("a change's order total of $52.40 is shown as $52.40, in the change and in My orders", async () => {
    await bot.signIn(DANA);
    await bot.say('new order');
    await bot.choose('210 W 21st');
    for (const answer of ['wash and fold', 'none', 'skip', '2', 'tomorrow']) await bot.say(answer);
    await bot.choose(bot.option('Store driver').label);
    for (const answer of ['collect', 'just this once', '1', 'no code', 'no', 'skip']) await bot.say(answer);
    await bot.choose('Place order');
    const orderId = bot.sandbox.orders[0]?.id as number;

    await bot.send({ type: 'open', word: 'reschedule', orderId });
    await bot.choose('Pickup time');
    await bot.say('wednesday');
    await bot.choose(bot.option('Store driver').label);
    await bot.choose('Make this change');
    expect(bot.text()).toContain(`Done! Order #${orderId} is changed.`);
    // Two bags at the sandbox's $26.20 and free own-driver windows: the service says 52.4 (dollars).
    const record = await bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
    expect(record?.entry.summary?.orderTotal).toBe(52.4);
    expect(bot.text()).toMatch(/Order total:?\s+\$52\.40/);
    expect(bot.text()).not.toContain('$0.52');

    await bot.send({ type: 'open', word: 'orders' });
    expect(bot.text()).toMatch(/Order total:?\s+\$52\.40/);
  });
});

describe('natural replies by SMS', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('texting "I\'m new here" at the sign-in question starts sign-up', async () => {
    const phone = stack.phone('+12125550188');
    expect(await phone.text('hi')).toContain('Shall I text a code to this phone');
    const asked = await phone.text("I'm new here");
    expect(asked).toContain("What's your first and last name?");
    expect(stack.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'))).toHaveLength(0);
  });
});
