/**
 * Issue 34, a stranger's try in Spanish by SMS (the seventeenth session): replies a person who says
 * usted, and fills a sentence with "pues" or "oiga", types at the sign-in, the menu and inside a new
 * order. Each asserts what the sandbox recorded, or that nothing was sent to it.
 */
import { day, mondayMorning } from '../support/clock';
import { type SmsStack, startSmsStack, unaccented } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('a Spanish speaker who says usted', () => {
  describe('by SMS', () => {
    let stack: SmsStack;
    beforeEach(async () => {
      stack = await startSmsStack({ now: clock });
    });
    afterEach(() => stack.close());

    it('"sí pues, mándeme" at "¿Le envío un código…?" sends the code to the phone: the sandbox gets one request', async () => {
      const dana = stack.phone('+12125550101');
      expect(unaccented(await dana.text('hola'))).toContain(
        '¿Le envio un codigo por mensaje a este telefono',
      );
      await dana.text('sí pues, mándeme');
      expect(stack.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'))).toHaveLength(1);
      expect(unaccented(await dana.text(String(stack.sandbox.lastOtp('2125550101'))))).toContain(
        'Sesion iniciada',
      );
    });
  });

  describe('in the e2e bot', () => {
    let bot: TestBot;
    beforeEach(async () => {
      bot = await startTestBot({ now: clock });
      await bot.say('hola');
      await bot.say('(212) 555-0101');
      await bot.say(String(bot.sandbox.lastOtp('2125550101')));
    });
    afterEach(() => bot.close());

    /** Wash & Fold, tomorrow's first window, collected, once: the order's id. */
    async function placed(): Promise<number> {
      for (const text of ['pedido nuevo', '1', 'lavado y doblado', 'ninguno', 'omitir', '1', 'mañana', '1'])
        await bot.say(text);
      for (const text of ['la recojo yo', 'solo esta vez', '1', 'sin código', 'no', 'omitir', 'sí'])
        await bot.say(text);
      const orderId = bot.sandbox.orders[0]?.id;
      if (!orderId) throw new Error(bot.transcript());
      return orderId;
    }

    it('"oiga, ¿me pueden pasar la recogida pal viernes?" at the menu moves the placed order\'s pickup: no new order is started, and the sandbox records Friday', async () => {
      const orderId = await placed();
      await bot.say('oiga, ¿me pueden pasar la recogida pal viernes?');
      expect(bot.text()).not.toContain('¿Dónde recogemos?');
      expect(bot.prompt().text).toContain('Horarios de recogida el viernes');
      await bot.say('1');
      expect(bot.prompt().text).toBe(`¿Hacemos este cambio en el pedido #${orderId}?`);
      await bot.say('sí');
      expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
      expect(bot.sandbox.orders).toHaveLength(1);
    });

    it('"oiga, ¿hay alguien de la tienda con quien pueda hablar?" at the menu asks for a person: the products are not shown', async () => {
      await bot.say('oiga, ¿hay alguien de la tienda con quien pueda hablar?');
      expect(bot.text()).not.toContain('Productos de');
      // The console bot has no staff channel: it says so, which it says only to a request for a person.
      expect(bot.text()).toContain('no puedo pasarle con una persona');
    });

    it.each([
      'olvídelo',
      'no no, no es pedido nuevo, quiero cambiar el que ya hice',
      "no, it's not a new order, I want to change the one I placed",
    ])(
      '%j inside a new order drops it: the menu is asked again and nothing is sent to the store',
      async (words) => {
        await bot.say('pedido nuevo');
        expect(bot.prompt().text).toBe('¿Dónde recogemos?');
        await bot.say(words);
        expect(bot.prompt().text).toBe('¿Qué desea hacer?');
        expect(bot.sandbox.orders).toHaveLength(0);
      },
    );
  });
});
