/**
 * A yes said with courtesy or discourse words only ("Yes, kindly.", "yeah you right, a few things",
 * "sí, porfa") is a yes with nothing yet named: the question after it asks what to hang-dry, and the
 * things then named are what the laundry is sent, never "kindly." (invariant courtesy-is-no-content).
 * A yes with content keeps the content, courtesy before it aside. End to end: createBot over DynamoDB
 * Local and the laundry sandbox; each test asserts what the sandbox recorded for the order.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

describe('courtesy said with a yes names nothing', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it.each([
    'Yes, kindly.',
    'yeah you right, a few things',
    'sí, porfa',
    'yep, cheers',
    // The things said to come later, or the same as told before (invariant deferral-names-nothing).
    "yes please, I'll let you know in a minute",
    'sí, ahorita le digo',
    'yes, same as I told you',
    // Issue 34, round 38: a term of address beside the yes ("chile": child), never what to hang-dry.
    'yeah chile',
    'sí jefe',
  ])(
    '"%s" at the hang-dry question asks what to hang-dry, and the things then named are sent',
    async (reply) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /hang-dry instead/ });
      await bot.say(reply);
      expect(bot.prompt().text).toMatch(/What should we hang-dry/);
      await bot.say('the linen shirts');
      await orderToSummary(bot);
      await bot.click('Place order');
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.sandbox.orders[0]?.body).toMatchObject({
        isHangDrySelected: true,
        hangDryInstructions: 'the linen shirts',
      });
    },
  );

  it('"yes kindly, the silk blouses" hang-dries the silk blouses, the courtesy left out', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /hang-dry instead/ });
    await bot.say('yes kindly, the silk blouses');
    expect(bot.prompt().text).not.toMatch(/What should we hang-dry/);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({
      isHangDrySelected: true,
      hangDryInstructions: 'the silk blouses',
    });
  });

  it('"yes please kindly" at the order notes is no note: asked again, and the note then typed is sent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('yes please kindly');
    expect(bot.prompt().text).toMatch(/notes for the store or the driver/);
    await bot.say('leave it with the doorman');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(String(bot.sandbox.orders[0]?.body.orderNotes)).toMatch(/^leave it with the doorman/);
  });

  // Invariant greeting-is-no-text: coming back mid-order, a greeting alone is greeted, never the note.
  it('"hi again" at the order notes greets back: asked again, and the note then typed is sent', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('hi again');
    expect(bot.prompt().text).toMatch(/notes for the store or the driver/);
    await bot.say('leave it with the doorman');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(String(bot.sandbox.orders[0]?.body.orderNotes)).toMatch(/^leave it with the doorman/);
  });
});
