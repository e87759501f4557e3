/**
 * Sign-up shows the details before it creates the account, and a mistyped detail is fixed first
 * (invariant sign-up-shows-details-first). End to end: createBot over DynamoDB Local and the laundry
 * sandbox over HTTP; each test asserts what the sandbox received as well as the words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();
const PHONE = '6465550177';
const creations = (bot: TestBot) => bot.sandbox.requests.filter((r) => r.path.endsWith('/auth/customers'));

describe('sign-up shows the details first', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
    await bot.say('hi');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@exmaple.com');
    await bot.say('no');
    await bot.say('no');
  });
  afterEach(() => bot.close());

  it('a mistyped e-mail is fixed with "change email" before the account exists, and the service gets the fixed one', async () => {
    expect(bot.text()).toMatch(/Email: +ana@exmaple\.com/);
    expect(bot.text()).toMatch(/Mobile number: +\(\*\*\*\) \*\*\*-0177/);
    expect(bot.prompt().text).toBe('Shall I create your account with these details?');
    expect(creations(bot)).toHaveLength(0);
    await bot.say('change email');
    expect(bot.prompt().text).toBe("What's your email address?");
    await bot.say('ana@example.com');
    expect(bot.text()).toMatch(/Email: +ana@example\.com/);
    expect(creations(bot)).toHaveLength(0);
    await bot.choose('Create my account');
    expect(bot.text()).toContain('Account created! Your code is on its way.');
    expect(creations(bot).map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'ana@example.com', firstName: 'Ana', phoneNumber: PHONE }),
    ]);
    expect(bot.sandbox.customerByPhone(PHONE)?.email).toBe('ana@example.com');
  });

  it('"Change something" offers each detail; a name changed there is the name the account gets', async () => {
    await bot.choose('Change something');
    expect(bot.prompt().options.map((o) => o.label)).toEqual([
      'Name',
      'Mobile number',
      'Email',
      'News and offers',
      'Business account',
      'Nothing, back to my details',
    ]);
    await bot.choose('Name');
    await bot.say('Ana Lima-Souza');
    expect(bot.text()).toMatch(/Name: +Ana Lima-Souza/);
    expect(creations(bot)).toHaveLength(0);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)).toMatchObject({ firstName: 'Ana', lastName: 'Lima-Souza' });
  });

  // Issue 34, round 36: "el nombre está mal escrito" renamed the account "Tá Mal Escrito".
  it('"the name is spelled wrong" asks the name; the service gets the name then typed', async () => {
    await bot.say('the name is spelled wrong');
    expect(bot.text()).not.toContain('Spelled Wrong');
    await bot.say('Ana Lyma');
    await bot.say('yes');
    expect(creations(bot).map((r) => r.body)).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: 'Lyma' }),
    ]);
  });

  // Issue 34, round 36: "the number and the email" at the detail to change went to the e-mail alone.
  it('two details named at once are asked which first; the one then named is asked, and the service gets it', async () => {
    await bot.choose('Change something');
    await bot.say('my phone and my email');
    expect(bot.text()).toContain('One at a time: which first, "Mobile number" or "Email"?');
    expect(bot.prompt().text).toBe('What would you like to change?');
    await bot.say('email');
    await bot.say('ana@example.com');
    await bot.say('yes');
    expect(creations(bot).map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'ana@example.com' }),
    ]);
  });

  // Issue 34, round 30: a detail named after "not quite" created the account unchanged; a new value after
  // "one edit:" was asked for again.
  it('"Not really. I have to fix my email address." asks the e-mail; nothing is created before', async () => {
    await bot.say('Not really. I have to fix my email address.');
    expect(bot.prompt().text).toBe("What's your email address?");
    expect(creations(bot)).toHaveLength(0);
    await bot.say('ana@example.com');
    await bot.say('yes');
    expect(creations(bot).map((r) => r.body)).toEqual([
      expect.objectContaining({ email: 'ana@example.com' }),
    ]);
  });

  // Issue 34, round 33: a mistake said, then the wish to fix it, was asked back as a guess.
  it('"Something is not right, I need to fix it." offers each detail; nothing is created', async () => {
    await bot.say('Something is not right, I need to fix it.');
    expect(bot.prompt().options.map((o) => o.label)).toContain('Email');
    expect(bot.text()).not.toContain('right? Say yes');
    expect(creations(bot)).toHaveLength(0);
  });

  it('"one change: email should be ana.l@example.org" shows the new e-mail, and the service gets it', async () => {
    await bot.say('one change: email should be ana.l@example.org');
    expect(bot.text()).toMatch(/Email: +ana\.l@example\.org/);
    expect(creations(bot)).toHaveLength(0);
    await bot.say('yes');
    expect(bot.sandbox.customerByPhone(PHONE)?.email).toBe('ana.l@example.org');
  });

  // Stranger's try: "name should be just Rosa Delgado" at the detail to change asked the name again, with
  // "Welcome!", the name said dropped.
  it.each([
    ['change', 'name should be just Ana Luisa Lima'],
    ['change', 'el nombre es Ana Luisa Lima'],
    ['the name should be Ana Luisa Lima', undefined],
  ])('%j then %j: the new name shown at once, and the service gets it', async (first, second) => {
    await bot.say(first);
    if (second) await bot.say(second);
    expect(bot.text()).toMatch(/Name: +Ana Luisa Lima/);
    expect(bot.prompt().text).toBe('Shall I create your account with these details?');
    expect(creations(bot)).toHaveLength(0);
    await bot.choose('Create my account');
    expect(creations(bot).map((r) => r.body)).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: 'Luisa Lima', phoneNumber: PHONE }),
    ]);
  });
});
