/**
 * What the person wants to do, in their own words, at a confirmation (issue 34): a go-ahead with regional
 * words or with the price shown said as commentary places or changes; a mistake said ("hold on,
 * something's wrong", "espérese, hay un error") changes nothing and asks what to change. End to end:
 * createBot over DynamoDB Local and the laundry sandbox over HTTP; each test asserts what the sandbox
 * recorded (its orders, their transportation updates, the customers it created).
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { costlyChangeAtReview, DANA, orderToSummary, summaryLines, updates } from './order-script';

const clock = mondayMorning();
const PHONE = '6465550177';

describe('go-aheads and change wishes at a confirmation', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"alright go" at the summary places the order, once', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('alright go');
    expect(bot.sandbox.orders).toHaveLength(1);
    // The file's first test pays the bot's cold start on a loaded machine.
  }, 60_000);

  // Issue 34, round 34: Diné thanks said in passing after the ok ("ok. ahéhee'") was asked back.
  it('"ok. ahéhee\'" at the summary places the order, once', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say("ok. ahéhee'");
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  it('"11.99 is a lot but ok, place it" at the summary places the order: the price is the one shown', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash' });
    expect(summaryLines(bot.replies())['Pickup fee']).toBe('1199c');
    await bot.say('11.99 is a lot but ok, place it');
    expect(bot.sandbox.orders).toHaveLength(1);
  });

  it('"14.99 is fine, place it" at a summary that shows no $14.99 places nothing', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { pickupWindow: 'DoorDash' });
    await bot.say('14.99 is fine, place it');
    expect(bot.prompt().text).toMatch(/place this order/);
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  it('"hang on, I typed something wrong" at the summary places nothing and asks what to change', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    await bot.say('hang on, I typed something wrong');
    expect(bot.prompt().text).toBe('What would you like to change?');
    expect(bot.sandbox.orders).toHaveLength(0);
  });

  // Issue 34, rounds 33–34: the price said as the complaint before "but", "go on and do it", "worth it"
  // beside a yes, "that'll work", "Affirm." and the charge conceded without its price ("está bien, aunque
  // cobren") were asked back ("Confirm the change, or choose something else").
  it.each([
    '4.99 is steep but fine, do it',
    'ugh 4.99 but fine yes',
    'go on and do it',
    'yeah do it, worth it',
    "that'll work",
    'Affirm.',
    // Rounds 37–38: a yes or thanks in other words ("ʻio", Tongan yes; "obrigada"; a command's "Execute.").
    "'io",
    'sounds good obrigada',
    "that'll do",
    'Execute.',
    'Affirm. Fee acceptable.',
  ])("%j at a change's review makes the change shown", async (reply) => {
    const orderId = await costlyChangeAtReview(bot);
    await bot.say(reply);
    expect(updates(bot, orderId)).toHaveLength(1);
  });

  it.each(['4.99 es caro pero dale', 'ya po, hacela', 'está bien, aunque cobren', 'ya, hacé nomás', 'sisas'])(
    '%j, in Spanish, makes the change shown',
    async (reply) => {
      const orderId = await costlyChangeAtReview(bot);
      await bot.say('español');
      await bot.say(reply);
      expect(updates(bot, orderId)).toHaveLength(1);
    },
  );

  // Issue 34 (round 11): its "no" read as "keep it as it is" changed nothing.
  it.each(['sí, no hay rollo', 'ok, no worries'])(
    '%j, an agreeing no, makes the change shown, never keeps the order as it was',
    async (reply) => {
      const orderId = await costlyChangeAtReview(bot);
      await bot.say(reply);
      expect(updates(bot, orderId)).toHaveLength(1);
    },
  );

  it('"Uf, qué caro. Dejadlo igual", in Spanish, keeps the order as it was', async () => {
    const orderId = await costlyChangeAtReview(bot);
    await bot.say('español');
    await bot.say('Uf, qué caro. Dejadlo igual');
    expect(bot.text()).toContain('el pedido queda como estaba');
    expect(updates(bot, orderId)).toHaveLength(0);
  });

  // Round 37: "email's wrong" was asked back; a change said after the yes is made before creating.
  it.each(["email's wrong", 'yes and also change my email'])(
    '%j at the sign-up review creates no account and asks the email',
    async (reply) => {
      await bot.say('hi');
      await bot.say("I'm new, sign me up");
      await bot.say('Ana Lima');
      await bot.say('646 555 0177');
      await bot.say('ana@exmaple.com');
      await bot.say('no');
      await bot.say('no');
      expect(bot.prompt().text).toBe('Shall I create your account with these details?');
      const created = () => bot.sandbox.requests.filter((r) => r.path.endsWith('/auth/customers'));
      await bot.say(reply);
      expect(bot.prompt().text).toBe("What's your email address?");
      expect(created()).toHaveLength(0);
      await bot.say('ana@example.com');
      await bot.say('yes');
      expect(created().map((r) => r.body)).toEqual([
        expect.objectContaining({ email: 'ana@example.com', phoneNumber: PHONE }),
      ]);
    },
  );

  // Round 38: "Actually nothing, it all looks fine" at the detail to change was asked back.
  it('"Actually nothing, it all looks fine" at the detail to change shows the details again', async () => {
    await bot.say('hi');
    await bot.say("I'm new, sign me up");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('change something');
    expect(bot.prompt().text).toBe('What would you like to change?');
    await bot.say('Actually nothing, it all looks fine');
    expect(bot.prompt().text).toBe('Shall I create your account with these details?');
  });

  it('"espérese, hay un error" at the sign-up review creates no account and asks which detail', async () => {
    await bot.say('hola');
    await bot.say('che, todavía no tengo cuenta');
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@exmaple.com');
    await bot.say('no');
    await bot.say('no');
    expect(bot.prompt().text).toBe('¿Creo su cuenta con estos datos?');
    const created = () => bot.sandbox.requests.filter((r) => r.path.endsWith('/auth/customers'));
    await bot.say('espérese, hay un error');
    expect(bot.prompt().text).toBe('¿Qué desea cambiar?');
    expect(created()).toHaveLength(0);
    await bot.say('el mail');
    await bot.say('ana@example.com');
    await bot.say('sí po');
    expect(created().map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'ana@example.com', phoneNumber: PHONE }),
    ]);
  });
});
