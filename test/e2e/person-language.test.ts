/**
 * The person's language (issue #28): chosen by their first words, switched by "english" / "español"
 * at any step, and kept with the sign-in for the next conversation.
 */
import { skippingClock } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const DAY_MS = 24 * 3600_000;

describe("the person's language", () => {
  let bot: TestBot;
  let clock: ReturnType<typeof skippingClock>;
  beforeEach(async () => {
    clock = skippingClock();
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('a first message in Spanish is answered in Spanish through sign-in to the order it asked for', async () => {
    await bot.say('hola, quiero que recojan mi ropa mañana');
    expect(bot.text()).toContain('¡Hola! Puedo programar la recogida');
    expect(bot.prompt().text).toBe(
      'Para hacer un pedido, primero inicie sesión. ¿Cuál es su número de celular?',
    );
    expect(bot.prompt().options.map((o) => o.label)).toEqual(['Es mi primera vez, quiero registrarme']);
    await bot.say('(212) 555-0101');
    expect(bot.text()).toContain('Listo, el código va en camino.');
    expect(bot.prompt().text).toBe('¿Cuál es el código que le enviamos al (***) ***-0101?');
    await bot.say('1234');
    expect(bot.text()).toContain('El código tiene 6 dígitos, y usted escribió 4.');
    await bot.say(String(bot.sandbox.lastOtp('2125550101')));
    expect(bot.text()).toMatch(/Sesión iniciada\. ¡Hola, \w+!/);
    // The request is carried through sign-in (invariant request-waits-its-turn): the order, not the menu.
    expect(bot.prompt().text).toBe('¿Dónde recogemos?');
    expect(bot.text()).not.toContain('¿Qué desea hacer?');
    expect(bot.text()).not.toContain('Where should we pick up?');
  });

  it('"english" switches back and asks the question on screen again in English; "español" switches again', async () => {
    await bot.say('hola');
    expect(bot.prompt().text).toContain('¿Cuál es su número de celular?');
    await bot.say('english');
    expect(bot.text()).toContain("OK, I'll write in English.");
    expect(bot.prompt().text).toBe("To order, let's sign you in. What's your mobile number?");
    await bot.say('(212) 555-0101');
    expect(bot.prompt().text).toBe("What's the code we texted to (***) ***-0101?");
    await bot.say('Español');
    expect(bot.text()).toContain('De acuerdo, le escribo en español.');
    expect(bot.prompt().text).toBe('¿Cuál es el código que le enviamos al (***) ***-0101?');
  });

  it('"english please", "en inglés", "inglés por favor" and "spanish please", "en español" switch; a note naming a language is the note', async () => {
    await bot.say('hola');
    await bot.say('english please');
    expect(bot.prompt().text).toBe("To order, let's sign you in. What's your mobile number?");
    await bot.say('en español');
    expect(bot.prompt().text).toBe(
      'Para hacer un pedido, primero inicie sesión. ¿Cuál es su número de celular?',
    );
    await bot.say('inglés por favor');
    expect(bot.prompt().text).toBe("To order, let's sign you in. What's your mobile number?");
    await bot.say('(212) 555-0101');
    await bot.say(String(bot.sandbox.lastOtp('2125550101')));
    expect(bot.prompt().hint).toBe('Pick one. Say help at any time. Para español, escriba español.');
    await bot.say('¿Habla español?');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    await bot.say('in English');
    expect(bot.prompt().text).toBe('What would you like to do?');
    await bot.say('the English muffin place');
    expect(bot.text()).toContain('Choose one of the options.');
    await bot.say('spanish please');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
  });

  it('at the order notes, where any text is a note, "habla español" and "the English muffin place" are the note, not a switch', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { until: /notes for the store or the driver/ });
    await bot.say('the English muffin place');
    expect(bot.text()).not.toContain("OK, I'll write in English.");
    await bot.click('Change something');
    await bot.click('Order notes');
    await bot.say('habla español');
    expect(bot.text()).not.toContain('De acuerdo, le escribo en español.');
    expect(bot.prompt().text).toMatch(/Shall I place this order/);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body.orderNotes).toMatch(/^habla español \| Chat ref /);
  });

  it('the language survives a new conversation after sign-in, and a switch is kept there too', async () => {
    await bot.say('buenos días');
    await bot.say('(212) 555-0101');
    await bot.say(String(bot.sandbox.lastOtp('2125550101')));
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    // Two days on: the conversation has expired; its sign-in has not.
    clock.skip(2 * DAY_MS);
    await bot.say('hi');
    expect(bot.text()).toContain('Hace tiempo que no hablamos, así que empecé de nuevo.');
    expect(bot.prompt().text).toBe('¿Qué desea hacer?');
    await bot.say('english');
    expect(bot.prompt().text).toBe('What would you like to do?');
    clock.skip(2 * DAY_MS);
    await bot.say('hi');
    expect(bot.text()).toContain("It's been a while since we last talked, so I've started over.");
    expect(bot.prompt().text).toBe('What would you like to do?');
  });

  it('a business that offers English alone answers Spanish in English and says so when asked for Spanish', async () => {
    await bot.close();
    bot = await startTestBot({ now: clock, env: { LANGUAGES: 'en' } });
    await bot.say('hola, quiero que recojan mi ropa mañana');
    expect(bot.prompt().text).toBe("To order, let's sign you in. What's your mobile number?");
    await bot.say('español');
    expect(bot.text()).toContain('Sorry, I can only write in English here.');
    expect(bot.prompt().text).toBe("To order, let's sign you in. What's your mobile number?");
    await bot.say('(212) 555-0101');
    expect(bot.prompt().text).toBe("What's the code we texted to (***) ***-0101?");
  });

  it('a terminal opened on a new conversation says nothing until the person writes, so "hola" first is answered in Spanish', async () => {
    // The terminal asks to show the question again when it starts (a `resume`): with no conversation
    // there is none, and nothing is started in English before the person's first words.
    expect(await bot.send({ type: 'resume' })).toEqual([]);
    await bot.say('hola, quiero que recojan mi ropa mañana');
    expect(bot.text()).toContain('¡Hola! Puedo programar la recogida');
    expect(bot.prompt().text).toBe(
      'Para hacer un pedido, primero inicie sesión. ¿Cuál es su número de celular?',
    );
    // Coming back to a conversation under way still shows its question again, in its language.
    await bot.send({ type: 'resume' });
    expect(bot.prompt().text).toBe(
      'Para hacer un pedido, primero inicie sesión. ¿Cuál es su número de celular?',
    );
  });
});
