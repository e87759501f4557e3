/**
 * The first message's request is carried through sign-in (invariant request-waits-its-turn): a person
 * who asks for a pickup before signing in goes on with it once signed in, not to the menu. End to end:
 * the turn path on the test run's DynamoDB engine, the sandbox over HTTP; what the stored state and the
 * sandbox hold is asserted beside the words.
 */
import type { OrderData } from '../../lib/orders/order-data';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('a request made before sign-in', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  async function signInAfter(first: string, phone: string, keeps = true): Promise<void> {
    await bot.say(first);
    expect(bot.prompt().options.map((o) => o.value)).toContain('sign-up');
    // Kept on the menu's frame, below the sign-in: one place, stored with the conversation.
    expect((await bot.state())?.stack[0]?.request).toBe(keeps ? first : undefined);
    await bot.say(phone);
    await bot.say(String(bot.sandbox.lastOtp(phone.replace(/\D/g, ''))));
  }

  it('"hi, can you pick up my laundry tomorrow": once signed in, a new order starts instead of the menu', async () => {
    await signInAfter('hi, can you pick up my laundry tomorrow', '212 555 0101');
    expect(bot.text()).toContain("You're signed in. Hi Dana!");
    expect(bot.text()).not.toContain('What would you like to do?');
    expect(bot.prompt().text).toBe('Where should we pick up?');
    const state = await bot.state();
    expect(state?.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
    expect(state?.stack[0]?.request).toBeUndefined();
    expect((state?.stack[1]?.data as OrderData | undefined)?.draft).toEqual({});
    expect(bot.sandbox.orders).toEqual([]);
  });

  it('"hola, quiero que recojan mi ropa mañana": the same in Spanish', async () => {
    await signInAfter('hola, quiero que recojan mi ropa mañana', '212 555 0101');
    expect(bot.text()).toContain('Sesión iniciada. ¡Hola, Dana!');
    expect(bot.text()).not.toContain('¿Qué desea hacer?');
    expect((await bot.state())?.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
  });

  // Invariant prerequisite-reads-its-own-request: the sign-in's own reader takes a first message that says the person is new.
  it.each([
    ['hey there, first time using this', "What's your first and last name?"],
    ['buenas, soy clienta nueva', '¿Cuál es su nombre y apellido?'],
  ])(
    '%j as the first message starts the sign-up at once; the sandbox gets the customer',
    async (first, ask) => {
      await bot.say(first);
      expect(bot.text()).not.toMatch(/mobile number|número de celular/);
      expect(bot.prompt().text).toContain(ask);
      const state = await bot.state();
      expect(state?.stack.map((f) => f.flow)).toEqual(['menu', 'sign-up']);
      expect(state?.stack[0]?.request).toBeUndefined();
      await bot.say('Ana Lima');
      await bot.say('212 555 0199');
      await bot.say('ana@example.com');
      await bot.say('no');
      await bot.say('no');
      await bot.say(first.startsWith('buenas') ? 'sí' : 'yes');
      expect(bot.sandbox.customer(1101)).toMatchObject({ firstName: 'Ana', phoneNumber: '2125550199' });
    },
  );

  it('a first message with a request beside being new is not taken by the sign-in: the phone is asked', async () => {
    await bot.say("hi, i'm new, can you pick up my laundry tomorrow");
    expect(bot.prompt().text).toContain("What's your mobile number?");
    expect((await bot.state())?.stack[0]?.request).toBe("hi, i'm new, can you pick up my laundry tomorrow");
  });

  it('a greeting asks nothing: it is not kept, and the menu is shown as before', async () => {
    await signInAfter('Hi there!', '212 555 0101', false);
    expect(bot.prompt().text).toBe('What would you like to do?');
    const state = await bot.state();
    expect(state?.stack.map((f) => f.flow)).toEqual(['menu']);
    expect(state?.stack[0]?.request).toBeUndefined();
  });
});
