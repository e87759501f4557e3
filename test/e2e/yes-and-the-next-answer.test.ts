/**
 * A yes said with the answer to the question after it, at sign-up (issue 34): "yes, and invoices for the company please"
 * at the business question is invoicing too; "sí, que le facturen a Casa de Telas Ortiz" at invoicing is
 * the business's name too, typed as a name; "yes, bill the company" is a reason, and the name is asked.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the sandbox
 * recorded for the account.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();
const PHONE = '6465550177';

describe('a yes said with the next answer, at sign-up', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
    await bot.say('hi');
    await bot.choose("I'm new");
    await bot.say('Rosa Ortiz');
    await bot.say(PHONE);
    await bot.say('rosa@example.com');
    await bot.say('no');
  });
  afterEach(() => bot.close());

  it('"yes, and invoices for the company please" at the business question invoices the business: only its name is asked', async () => {
    await bot.say('yes, and invoices for the company please');
    expect(bot.prompt().text).toBe("What's the business's name, as it should appear on invoices?");
    await bot.say('Ortiz & Sons');
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ businessName: 'Ortiz & Sons' });
  });

  it('"sí, que le facturen a Casa de Telas Ortiz" at invoicing is the name the account gets: no name asked', async () => {
    await bot.say('yes');
    await bot.say('sí, que le facturen a Casa de Telas Ortiz');
    expect(bot.prompt().text).not.toMatch(/business's name|nombre del negocio/);
    await bot.say('sí');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ businessName: 'Casa de Telas Ortiz' });
  });

  it('"yes, bill the company" at invoicing asks the name, nothing taken for it', async () => {
    await bot.say('yes');
    await bot.say('yes, bill the company');
    expect(bot.prompt().text).toBe("What's the business's name, as it should appear on invoices?");
    await bot.say('Ortiz Fabrics');
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ businessName: 'Ortiz Fabrics' });
  });

  it('"no just put it on my card" at invoicing is a no and nothing more: the details shown, the account made with no invoicing', async () => {
    await bot.say('yes');
    await bot.say('no just put it on my card');
    expect(bot.text()).toMatch(/Business account: +Yes, paid by card/);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({
      isCommercial: true,
      isInvoicingEnabled: false,
    });
  });
});
