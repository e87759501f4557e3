/**
 * The sign-up's typed details are kept as the person meant them (invariant typed-name-as-meant): a
 * name typed in lower case or after "my name is" is the name the service gets, cased; an e-mail
 * address in a sentence or spelled out is the address the service gets. End to end: createBot over
 * DynamoDB Local and the laundry sandbox over HTTP; each test asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();
const PHONE = '6465550188';

describe('the sign-up’s typed details, as meant', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
    await bot.say('hi');
    await bot.choose("I'm new");
  });
  afterEach(() => bot.close());

  it('"my name is maria de la cruz" and "the business is ramos cleaners llc" are the names the account gets', async () => {
    await bot.say('my name is maria de la cruz');
    await bot.say('646 555 0188');
    await bot.say('my email is maria@example.com');
    await bot.say('no');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say("it's called ramos cleaners llc");
    expect(bot.text()).toMatch(/Name: +Maria de la Cruz/);
    await bot.say('yes');
    expect(bot.text()).toContain('Account created');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({
      firstName: 'Maria',
      lastName: 'de la Cruz',
      email: 'maria@example.com',
      businessName: 'Ramos Cleaners LLC',
    });
  });

  it('at the review, "wrong email, use maria.r@example.com" is the change, whole: the account gets that address', async () => {
    await bot.say('Maria Ramos');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('wrong email, use maria.r@example.com');
    expect(bot.text()).toMatch(/Email: +maria\.r@example\.com/);
    expect(bot.sandbox.customerByPhone(PHONE)).toBeUndefined();
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ email: 'maria.r@example.com' });
  });

  it('an e-mail said in words with words left over is asked back as read: "yes" keeps it, "no" asks for it again, and the account gets the one confirmed', async () => {
    await bot.say('Maria Ramos');
    await bot.say('646 555 0188');
    await bot.say('maria r at correo dot mx');
    expect(bot.text()).toContain('r@correo.mx, right? Say yes, or type it again.');
    await bot.say('no');
    expect(bot.text()).toContain('OK. Please type it again.');
    expect(bot.prompt().text).toBe("What's your email address?");
    await bot.say('write maria at ramos dot net');
    expect(bot.text()).toContain('maria@ramos.net, right?');
    await bot.say('yes');
    await bot.say('no');
    await bot.say('no');
    expect(bot.text()).toMatch(/Email: +maria@ramos\.net/);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ email: 'maria@ramos.net' });
  });

  it('an e-mail said in words and nothing else ("maria underscore r arroba correo punto mx") is taken as read, shown at the review, and the account gets it', async () => {
    await bot.say('Maria Ramos');
    await bot.say('646 555 0188');
    await bot.say('maria underscore r arroba correo punto mx');
    expect(bot.text()).not.toContain('right?');
    await bot.say('no');
    await bot.say('no');
    expect(bot.text()).toMatch(/Email: +maria_r@correo\.mx/);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ email: 'maria_r@correo.mx' });
  });

  it('"Ramos, Maria" is Maria Ramos, and "Ramos Cleaners LLC (not Ramos Cleaning)" is the business without its correction', async () => {
    await bot.say('Ramos, Maria');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('Ramos Cleaners LLC (not Ramos Cleaning)');
    expect(bot.text()).toMatch(/Name: +Maria Ramos/);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Ramos',
      businessName: 'Ramos Cleaners LLC',
    });
  });

  it('"soy maria ramos, un gusto" and "a nombre de Ramos Cleaners LLC porfa" leave the pleasantry and the lead-in out', async () => {
    await bot.say('soy maria ramos, un gusto');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('a nombre de Ramos Cleaners LLC porfa');
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Ramos',
      businessName: 'Ramos Cleaners LLC',
    });
  });

  it('"full name -> maria ramos" and "company name => ramos cleaners llc" are the names the account gets, label and arrow left out', async () => {
    await bot.say('full name -> maria ramos');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('company name => ramos cleaners llc');
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Ramos',
      businessName: 'Ramos Cleaners LLC',
    });
  });

  // Rounds 37 and 38: the remarks after the name are read off its end in any order, and a term of
  // endearment before them as anywhere: "… mi vida, tal cual con el LLC" is the name alone.
  it('a business name with a long lead-in is the name alone; one with an endearment and remarks after it is the name alone, never stored with them', async () => {
    await bot.say('Maria Ramos');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('yes');
    await bot.say('yes');
    await bot.say('Ramos Cleaners LLC mi vida, tal cual con el LLC');
    expect(bot.prompt().text).not.toMatch(/business's name/);
    await bot.say('change the business name');
    await bot.say('The legal name of the entity is Ramos Cleaners LLC.');
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ businessName: 'Ramos Cleaners LLC' });
  });

  it('"Excellent, open my account." at the review is a yes: the account is created', async () => {
    await bot.say('Maria Ramos');
    await bot.say('646 555 0188');
    await bot.say('maria@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('Excellent, open my account.');
    expect(bot.text()).toContain('Account created');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ firstName: 'Maria', lastName: 'Ramos' });
  });
});

// Issue 34, round 28: the name said with the answer to the sign-in's question is taken when typed as a
// name (invariant rest-taken-only-when-certain); typed in lower case, it is asked.
describe('the name said with "I\'m new"', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
    await bot.say('hi');
  });
  afterEach(() => bot.close());

  // Round 36 (invariant sign-up-takes-name-said): the name as a sentence of its own too.
  it.each(['new here, Maria Ramos', 'Sign me up. Maria Ramos'])(
    '%j signs up with that name: the number is asked next, and the account gets the name',
    async (reply) => {
      await bot.say(reply);
      expect(bot.prompt().text).toBe("What's your mobile number?");
      await bot.say('646 555 0188');
      await bot.say('maria@example.com');
      await bot.say('no');
      await bot.say('no');
      expect(bot.text()).toMatch(/Name: +Maria Ramos/);
      await bot.say('yes');
      expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ firstName: 'Maria', lastName: 'Ramos' });
    },
  );

  it('"I ain\'t never done this before" is the sign-up: the name is asked', async () => {
    await bot.say("I ain't never done this before");
    expect(bot.prompt().text).toMatch(/first and last name/);
  });

  it('"new here, maria ramos" signs up, and the name is asked', async () => {
    await bot.say('new here, maria ramos');
    expect(bot.prompt().text).toMatch(/first and last name/);
  });
});
