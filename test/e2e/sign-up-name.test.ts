/**
 * The sign-up name step refuses a phone number as a name.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('the sign-up name', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('the sign-up name step refuses a phone number as a name', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('212 555 0199');
    expect(bot.text()).toContain('looks like a number');
    expect(bot.prompt().text).toContain('name');
    const signUp = (await bot.state())?.stack.at(-1);
    expect(signUp?.flow).toBe('sign-up');
    expect(signUp?.data).not.toHaveProperty('firstName', expect.anything());
  });

  /** What the sandbox recorded for the new customer. */
  const created = () => bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'))?.body;

  // Invariant typed-name-as-meant: a trailing "po" typed in lower case is politeness, no surname.
  it('"Jorge Ramos po" and "Ramos Print Shop Inc po" are recorded without the "po"', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos po');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Ramos Print Shop Inc po');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Jorge',
      lastName: 'Ramos',
      businessName: 'Ramos Print Shop Inc',
    });
  });

  // Issue 34, rounds 37 and 38: "pa servirle" after the name, "así mismo con el LLC" after the business's.
  it('"Jorge Ramos, pa servirle" and "Ramos Print Shop Inc, así mismo con el Inc" are recorded without the remarks', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos, pa servirle');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Ramos Print Shop Inc, así mismo con el Inc');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Jorge',
      lastName: 'Ramos',
      businessName: 'Ramos Print Shop Inc',
    });
  });

  // Issue 34, rounds 22 and 23: "Ana Lima 😊", "Ana Lima nomás", "… LLC primo", "her shop" were kept as typed.
  it('"Jorge Ramos nomás 🙂" and "Ramos Print Shop Inc primo" after "su tienda" are recorded without the emoji, filler, tag or pointer', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos nomás 🙂');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('su tienda');
    expect(bot.text()).toContain('the name the business goes by?');
    await bot.say('Ramos Print Shop Inc primo');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Jorge',
      lastName: 'Ramos',
      businessName: 'Ramos Print Shop Inc',
    });
  });

  it('"hey, jorge ramos" and "Ramos Print Shop Inc, good afternoon" are recorded without the greeting, never "Ramos Hey"', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('hey, jorge ramos');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Ramos Print Shop Inc, good afternoon');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Jorge',
      lastName: 'Ramos',
      businessName: 'Ramos Print Shop Inc',
    });
  });

  it('"siguro po" (Tagalog: maybe) to the texts of news is asked again, and the no then said is recorded', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    const asked = bot.prompt();
    await bot.say('siguro po');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await bot.say('no');
    await bot.say('no'); // not a business
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Jorge', optOutMarketingSms: true });
  });

  it('"jorge ramos po" all in lower case is asked again: the "Po" typed then is the surname', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    const asked = bot.prompt();
    await bot.say('jorge ramos po');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await bot.say('Jorge Po');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Jorge', lastName: 'Po' });
  });

  // Invariant vocative-never-said, and a lead-in "it's for" (typed-name-as-meant): whom it is said to,
  // and whom it is for, are no part of the name (round 17 recorded "Hon Ana Lima" and "For Ana Lima").
  it('"Jorge Ramos, sugar" and "Ramos Print Shop Inc parce" are recorded without the vocative', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos, sugar');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Ramos Print Shop Inc parce');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Jorge',
      lastName: 'Ramos',
      businessName: 'Ramos Print Shop Inc',
    });
  });

  it('"this is for jorge ramos" is recorded as Jorge Ramos', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('this is for jorge ramos');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Jorge', lastName: 'Ramos' });
  });

  // Invariant typed-name-as-meant: a name said by pointing at another is asked again, never recorded
  // (round 18 recorded "El Mismo de la Sastrería").
  it('"the same as my other shop" for the business is asked again; the name typed then is recorded', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    const asked = bot.prompt();
    await bot.say('the same as my other shop');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await bot.say('Ramos Print Shop Inc');
    await bot.say('create my account');
    expect(created()).toMatchObject({ businessName: 'Ramos Print Shop Inc' });
  });
  // Issue 34, round 25: "Kaylee Christensen (Mrs.)" created lastName "Christensen (Mrs.)".
  it('"Tomás Quispe (Sr.)" is recorded without the title in brackets', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Tomás Quispe (Sr.)');
    await bot.say('646 555 0177');
    await bot.say('tomas@example.com');
    await bot.say('no');
    await bot.say('no'); // not a business
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Tomás', lastName: 'Quispe' });
  });

  // Issue 34, round 24: "Rosa Huamaní, ya?" created firstName "Ya", lastName "Rosa Huamaní" (the tag
  // question read as "Last, First"). Invariant typed-name-as-meant.
  it('"Tomás Quispe, ya?" and "Quispe Print Shop Inc, with the Inc" are recorded without the tag or the remark', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Tomás Quispe, ya?');
    await bot.say('646 555 0177');
    await bot.say('tomas@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Quispe Print Shop Inc, with the Inc');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Tomás',
      lastName: 'Quispe',
      businessName: 'Quispe Print Shop Inc',
    });
  });

  it('"Roberto Anaya, pero me dicen Beto" is recorded as Roberto Anaya, never the nickname', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Roberto Anaya, pero me dicen Beto');
    await bot.say('646 555 0177');
    await bot.say('beto@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Roberto', lastName: 'Anaya' });
  });
  // Issue 34, round 24: "212 555 0101.. no wait thats my husbands" created the account on the husband's number.
  it('a number taken back ("… no wait thats my wifes") is asked again; the one typed then is recorded', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos');
    const asked = bot.prompt();
    await bot.say('646 555 0188.. no wait thats my wifes');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    expect(bot.text()).toContain('Which number is yours?');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ firstName: 'Jorge', phoneNumber: '6465550177' });
  });
  // Issue 34, round 26: "its for my dad, Mike Sullivan" was asked again, "opt out" and "card ok" were no
  // answers, "…, thats on all my paperwork" no business name, and "the texts thing" no detail.
  it('a name said for a relation, "opt me out" and "debit card ok" are recorded as meant', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('this is for my grandpa, Walter Brandt');
    await bot.say('646 555 0177');
    await bot.say('walter@example.com');
    await bot.say('opt me out');
    await bot.say('yes'); // a business
    await bot.say('debit card ok');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Walter',
      lastName: 'Brandt',
      optOutMarketingSms: true,
      isCommercial: true,
      isInvoicingEnabled: false,
    });
  });

  it('a business name with where it is written after it, and the promos changed at the details, are recorded as meant', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Walter Brandt');
    await bot.say('646 555 0177');
    await bot.say('walter@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('Brandt Auto Body LLC, that is how it appears on our license');
    await bot.say('change something');
    await bot.say('the promos one');
    expect(bot.prompt().text).toBe('May we text you news and offers now and then?');
    await bot.say('yes');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Walter',
      businessName: 'Brandt Auto Body LLC',
      optOutMarketingSms: false,
      isInvoicingEnabled: true,
    });
  });

  // Issue 34, round 30: "Tesfaye B." made an account for "B"; "It should be: …" kept its lead-in; "no
  // personal" was read as "not personal" (a business).
  it('a last name by its initial is asked for in full; "it should be: …" and "no private" are recorded as meant', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Marisol P.');
    expect(bot.prompt().text).toContain('name');
    await bot.say('Marisol Pérez');
    await bot.say('646 555 0177');
    await bot.say('marisol@example.com');
    await bot.say('no');
    await bot.say('no private');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      firstName: 'Marisol',
      lastName: 'Pérez',
      isCommercial: false,
      isInvoicingEnabled: false,
    });
  });

  it('"it should be: Birch Lane Movers, Dept. of Moving" is recorded without its lead-in', async () => {
    await bot.say('hi');
    await bot.click("I'm new here");
    await bot.say('Jorge Ramos');
    await bot.say('646 555 0177');
    await bot.say('jorge@example.com');
    await bot.say('no');
    await bot.say('yes'); // a business
    await bot.say('yes'); // invoiced
    await bot.say('it should be: Birch Lane Movers, Dept. of Moving');
    await bot.say('create my account');
    expect(created()).toMatchObject({ businessName: 'Birch Lane Movers, Dept. of Moving' });
  });
});
