/**
 * A yes/no question answered by its outcomes' words (issue 34, invariant yes-no-by-outcome): at "Should
 * we invoice the business instead of charging a card?", "don't charge a card, send an invoice" is a yes
 * (the "don't" turns the card around), "put it on my card" a no, and "yes, charge the card" is asked back.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts the customer the
 * sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('a yes/no question answered by its outcomes', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** Signs up Ana Lima up to the question whether the account is a business's. */
  async function toCommercial() {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('no'); // texts
  }

  /** Signs up Ana Lima's business up to the invoicing question. */
  async function toInvoicing(commercial: string) {
    await toCommercial();
    await bot.say(commercial);
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
  }

  /** What the sandbox recorded for the new customer. */
  const created = () => bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'))?.body;

  it('"don\'t charge a card, send an invoice" invoices the business', async () => {
    await toInvoicing('yes');
    await bot.say("please don't charge a card, send an invoice");
    await bot.say('Lima Tailoring LLC');
    expect(bot.text()).toMatch(/Business account: +Yes, invoiced to Lima Tailoring LLC/);
    await bot.say('create my account');
    expect(created()).toMatchObject({
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Lima Tailoring LLC',
    });
  });

  /** Signs up Ana Lima in Spanish up to the question whether the account is a business's. */
  async function toCommercialInSpanish() {
    await bot.say('hola');
    await bot.choose('Es mi primera vez');
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('sin ofertas, gracias');
  }

  it('"mejor a la tarjeta" charges a card, in Spanish', async () => {
    await toCommercialInSpanish();
    await bot.say('es de mi panadería');
    expect(bot.prompt().text).toBe('¿Le enviamos factura al negocio en lugar de cobrar a una tarjeta?');
    await bot.say('mejor cóbrenle a la tarjeta');
    await bot.say('crear mi cuenta');
    expect(created()).toMatchObject({
      optOutMarketingSms: true,
      isCommercial: true,
      isInvoicingEnabled: false,
    });
  });

  // Issue 34, round 36: "Es pa'l bar" was asked back; a business by its everyday kind is a business.
  it('"es pa\'l colmado" at the business question is a business: the invoicing question is asked', async () => {
    await toCommercialInSpanish();
    await bot.say("es pa'l colmado");
    expect(bot.prompt().text).toBe('¿Le enviamos factura al negocio en lugar de cobrar a una tarjeta?');
  });

  // Issue 34, round 32: "for salon and sometime my family clothes" made a personal account. A business by
  // its kind beside the family is asked back; the business by its kind alone is a business.
  it('"the bakery, and some family stuff" is asked back; "the restaurant" then makes a business account', async () => {
    await toCommercial();
    const asked = bot.prompt();
    await bot.say('the bakery, and some family stuff');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await bot.say('its for the restaurant');
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ isCommercial: true, isInvoicingEnabled: false });
  });

  // Round 34: "half half, some is my family clothes" made a personal account: a share of both uses is
  // asked back, and the answer then given is the one recorded.
  it('"half half, some is my family clothes" is asked back; "business" then makes a business account', async () => {
    await toCommercial();
    const asked = bot.prompt();
    await bot.say('half half, some is my family clothes');
    expect(bot.prompt().promptId).toBe(asked.promptId);
    await bot.say('business');
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ isCommercial: true, isInvoicingEnabled: false });
  });

  it('"yes, charge the card" says both: asked back, and nothing is created until answered', async () => {
    await toInvoicing('business');
    await bot.say('yes, charge the card');
    expect(bot.text()).toContain('Please answer yes or no.');
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
    await bot.say('no');
    await bot.say('create my account');
    expect(created()).toMatchObject({ isCommercial: true, isInvoicingEnabled: false });
  });

  // Invariant condition-asked-back: a yes on a condition is no yes; nothing is created on it.
  it('"only if they are coupons", "sólo si son ofertas buenas" and the kinds answered apart at the texts question are asked back; the no then given is recorded', async () => {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    const asked = bot.prompt();
    // Issue 34, round 35: the kinds answered apart, a Peruvian "pe" closing the no ("noticias no pe").
    for (const said of [
      'only if they are coupons',
      'sólo si son ofertas buenas',
      'los descuentos sí, las noticias no pe',
    ]) {
      await bot.say(said);
      expect(bot.text()).toContain('Please answer yes or no.');
      expect(bot.prompt().promptId).toBe(asked.promptId);
    }
    await bot.say('no thanks');
    await bot.say('personal');
    await bot.say('create my account');
    expect(created()).toMatchObject({ optOutMarketingSms: true, isCommercial: false });
  });

  // Issue 34, round 34: "sure if theres coupons 🤑" (a condition the texts meet) and "Yes, please invoice us
  // (net 30 if possible)" (asked kindly) were asked back; each is its yes, and recorded so.
  it('"sure if theres coupons" opts in and "Yes, please invoice us (net 30 if possible)" invoices', async () => {
    await bot.say('hello');
    await bot.choose("I'm new");
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say('sure if theres coupons 🤑');
    await bot.say('business');
    await bot.say('Yes, please invoice us (net 30 if possible)');
    await bot.say('Lima Tailoring LLC');
    await bot.say('create my account');
    expect(created()).toMatchObject({
      optOutMarketingSms: false,
      isCommercial: true,
      isInvoicingEnabled: true,
      businessName: 'Lima Tailoring LLC',
    });
  });

  // Invariant lead-is-not-its-clause: "No, I do not want …" and "nah, ya me llegan …" are the no they
  // lead with; their "I do" and "ya" (already) were once read as a yes, and texts were opted in.
  it.each([
    ['No, I do not need those texts', 'hello', "I'm new"],
    ['nah, ya tengo suficientes mensajes', 'hola', 'Es mi primera vez'],
  ])('"%s" at the texts question opts out of them', async (said, hello, isNew) => {
    await bot.say(hello);
    await bot.choose(isNew);
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say(said);
    await bot.say('personal');
    await bot.say(hello === 'hola' ? 'crear mi cuenta' : 'create my account');
    expect(created()).toMatchObject({ optOutMarketingSms: true, isCommercial: false });
  });

  // Invariant lead-answers-yes-no: the no said first is the answer; what follows is why, never an option.
  it.each([
    ['No, I really do not want any advertising.', "I'm new"],
    ['nah, ya me llegan bastantes mensajes', "I'm new"],
    ['yeah — actually no, my inbox is full enough', "I'm new"],
  ])('%j at the texts question records no texts', async (said, newHere) => {
    await bot.say('hello');
    await bot.choose(newHere);
    await bot.say('Ana Lima');
    await bot.say('646 555 0177');
    await bot.say('ana@example.com');
    await bot.say(said);
    await bot.say('personal');
    await bot.say('create my account');
    expect(created()).toMatchObject({ optOutMarketingSms: true, isCommercial: false });
  });
});
