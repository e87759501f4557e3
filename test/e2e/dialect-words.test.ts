/**
 * Function words of a dialect or a quick text read as the standard words at every step (issue 34, round
 * 21; invariant dialect-read-as-standard): Jamaican patois in an English conversation ("di linen shirt
 * dem" is "the linen shirts", "tree bag" three), Caribbean Spanish in a Spanish one ("do' funda" is two
 * bags). End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('dialect function words read as the standard words', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('"tree bag" is 3 bags and "yes, di linen shirt dem" hang-dries the linen shirts', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /How many bags/ });
    await bot.say('tree bag');
    expect(bot.prompt().text).not.toMatch(/How many bags/);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('yes, di linen shirt dem');
    expect(bot.prompt().text).not.toMatch(/What should we hang-dry/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      bagCount: 3,
      isHangDrySelected: true,
      hangDryInstructions: 'the linen shirts',
    });
  });

  it('a note in patois is read in standard words, a name typed with its capital kept: "leave dem wid Di at di desk"', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('leave dem wid Di at di desk');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(String(bot.sandbox.orders[0]?.body.orderNotes)).toMatch(/^leave dem with Di at the desk/);
  });

  it('"do\' funda" in a Spanish conversation is 2 bags', async () => {
    await bot.say('hola');
    await bot.say(DANA);
    await bot.say(String(bot.sandbox.lastOtp(DANA)));
    // The menu, the address, the service, its extras, its notes: by number.
    for (const answer of ['1', '1', '1', '1', 'omitir']) await bot.say(answer);
    expect(bot.prompt().text).toBe('¿Cuántas bolsas?');
    await bot.say("do' funda");
    expect(bot.prompt().text).not.toBe('¿Cuántas bolsas?');
    for (let turn = 0; turn < 20 && bot.prompt().kind !== 'confirm'; turn++) {
      const text = bot.prompt().text;
      await bot.say(/día/.test(text) ? 'mañana' : /propina|promoci|nota|secar/i.test(text) ? 'no' : '1');
    }
    await bot.say('hacer el pedido');
    expect(bot.sandbox.orders).toHaveLength(1);
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ bagCount: 2 });
  });
});
