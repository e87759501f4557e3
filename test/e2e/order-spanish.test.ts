/**
 * A whole order in Spanish from the first word (issue #28): the order flow's own questions, hints,
 * options and answers in Spanish, on the e2e bot and by SMS, and the order the sandbox recorded.
 * The days, windows, return, frequency and summary are the placing part's: answered here by what
 * stays the same in both languages (an option's value, or English words, which a Spanish
 * conversation still reads), and their words not asserted.
 */
import { day, mondayMorning } from '../support/clock';
import { type SmsStack, startSmsStack, unaccented } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

/** What the sandbox recorded for Dana's order: first address, Wash & Fold, two bags, her Visa, no notes. */
const DANA_ORDER = {
  customerAddressId: 2001,
  storeId: 101,
  bagCount: 2,
  hasDryCleaning: false,
  isHangDrySelected: false,
  paymentToken: 'pm_sbx_dana_visa_4242',
  orderServices: [{ servicePriceId: 201, serviceModifierIds: [], serviceNotes: null }],
  orderDelivery: { pickup: { deliveryDay: day(clock, 1) } },
};

describe('an order in Spanish', () => {
  describe('on the e2e bot', () => {
    let bot: TestBot;
    beforeEach(async () => {
      bot = await startTestBot({ now: clock });
    });
    afterEach(() => bot.close());

    /** Picks the option of the prompt on screen whose value is `value` (the same in every language). */
    const pick = (value: string) => {
      const { promptId } = bot.prompt();
      return bot.send({ type: 'choice', promptId, values: [value] }, `[pick ${value}]`);
    };

    it('a whole order in Spanish from the first word', async () => {
      await bot.say('hola, quiero que recojan mi ropa mañana');
      expect(bot.prompt().text).toContain('¿Cuál es su número de celular?');
      await bot.say('(212) 555-0101');
      // The first message's request is carried through sign-in (invariant request-waits-its-turn): the order.
      await bot.say(String(bot.sandbox.lastOtp('2125550101')));
      expect(bot.prompt().text).toBe('¿Dónde recogemos?');
      expect(bot.prompt().hint).toBe('Elija una de sus direcciones.');
      await bot.say('la primera');
      expect(bot.text()).toContain(
        'La tienda que atiende 210 W 21st St, Apt 4B, New York es Spin City Laundry – Chelsea, 245 W 19th St, New York, NY 10011.',
      );
      // The store stays as the service wrote it; its services are in Spanish (the glossary).
      expect(bot.prompt().text).toBe('¿Qué servicios quiere de Spin City Laundry – Chelsea?');
      expect(bot.prompt().hint).toBe('Elija uno o varios.');
      await bot.say('el primero');
      expect(bot.prompt().text).toBe('¿Algún extra para Lavado y doblado?');
      expect(bot.prompt().options.map((o) => o.label)).toContain('Sin extras');
      // English words still work in a Spanish conversation; the next question is Spanish.
      await bot.say('no extras');
      expect(bot.prompt().text).toBe('¿Alguna nota para la lavandería sobre Lavado y doblado?');
      expect(bot.prompt().options.map((o) => o.label)).toEqual(['Sin notas']);
      await bot.say('sin notas');
      expect(bot.prompt().text).toBe('¿Cuántas bolsas?');
      expect(bot.prompt().options.map((o) => o.label)).toEqual([
        '1 bolsa',
        '2 bolsas',
        '3 bolsas',
        '4 bolsas',
      ]);
      await bot.say('veinticinco');
      expect(bot.text()).toContain('Bolsas: un número del 1 al 20.');
      // An entry point that would drop the order (Slack's /laundry notes) is told to wait, in Spanish.
      await bot.send({ type: 'open', word: 'notes' }, '[open notes]');
      expect(bot.text()).toContain('Primero termine este pedido o escriba olvídalo para dejarlo.');
      expect(bot.prompt().text).toBe('¿Cuántas bolsas?');
      await bot.say('dos bolsas');

      // The placing part's steps, by what stays the same in both languages.
      await bot.say('mañana');
      await pick(bot.prompt().options[0]?.value ?? '');
      await pick('IN_STORE_PICKUP');
      await pick('0');

      expect(bot.prompt().text).toBe('¿A qué tarjeta le cobramos?');
      expect(bot.prompt().options.map((o) => o.label)).toContain('Visa terminada en 4242 (predeterminada)');
      await bot.say('la primera');
      expect(bot.prompt().text).toBe('¿Tiene un código de promoción?');
      expect(bot.prompt().options.map((o) => o.label)).toEqual(['Sin código']);
      await bot.say('no');
      expect(bot.prompt().text).toBe('¿Algo para secar colgado en vez de en secadora?');
      await bot.say('no');
      expect(bot.prompt().text).toBe('¿Alguna nota para la tienda o el repartidor?');
      await bot.say('sin notas');

      await pick('place');
      expect(bot.sandbox.orders).toHaveLength(1);
      expect(bot.sandbox.orders[0]?.serviceCustomerId).toBe(1001);
      expect(bot.sandbox.orders[0]?.body).toMatchObject(DANA_ORDER);
      // Same as last time: the order copied, and what is left asked, in Spanish.
      const placed = String(bot.sandbox.orders[0]?.id);
      await bot.say('lo mismo que la última vez');
      expect(bot.text()).toContain(`Igual que el pedido #${placed}. Solo necesito los días y las horas.`);
      const said = bot.transcript();
      for (const english of [
        'Where should we pick up',
        'Which services',
        'Any extras',
        'How many bags',
        'Which card',
      ])
        expect(said).not.toContain(english);
    });
  });

  describe('by SMS', () => {
    let stack: SmsStack;
    beforeEach(async () => {
      stack = await startSmsStack({ now: clock });
    });
    afterEach(() => stack.close());

    it('a whole order in Spanish from the first word by text: Spanish texts, and the order recorded', async () => {
      const dana = stack.phone('+12125550101');
      expect(unaccented(await dana.text('hola, quiero que recojan mi ropa mañana'))).toContain(
        '¿Le envio un codigo por mensaje a este telefono',
      );
      await dana.text('sí');
      // The first text's request is carried through sign-in: the order's first question, not the menu.
      const signedIn = unaccented(await dana.text(String(stack.sandbox.lastOtp('2125550101'))));
      expect(signedIn).toContain('¿Donde recogemos?');
      expect(signedIn).not.toContain('Hacer un pedido nuevo');
      const services = unaccented(await dana.text('la primera'));
      expect(services).toContain('La tienda que atiende 210 W 21st St, Apt 4B, New York');
      expect(services).toContain('¿Que servicios quiere de Spin City Laundry');
      expect(unaccented(await dana.text('el primero'))).toContain('¿Algun extra para Lavado y doblado?');
      expect(unaccented(await dana.text('ninguno'))).toContain(
        '¿Alguna nota para la lavanderia sobre Lavado y doblado?',
      );
      const bags = unaccented(await dana.text('sin notas'));
      expect(bags).toContain('¿Cuantas bolsas?');
      expect(bags).toContain('2 bolsas');
      await dana.text('dos bolsas');

      // The placing part's steps: a day in Spanish, a window's number, and English words for the rest.
      // The DoorDash Drive window: the courier's tip is asked.
      await dana.text('mañana');
      await dana.text('2');
      await dana.text('collect');
      expect(unaccented(await dana.text('just this once'))).toContain('¿A que tarjeta le cobramos?');
      const tip = unaccented(await dana.text('visa'));
      expect(tip).toContain('¿Agrega una propina para el mensajero de DoorDash Drive? (por viaje)');
      expect(tip).toContain('Elija una cantidad, escriba una como $4.50 o diga omitir.');
      expect(unaccented(await dana.text('sin propina'))).toContain('¿Tiene un codigo de promocion?');
      expect(unaccented(await dana.text('no'))).toContain('¿Algo para secar colgado en vez de en secadora?');
      expect(unaccented(await dana.text('no'))).toContain('¿Alguna nota para la tienda o el repartidor?');
      await dana.text('sin notas');
      await dana.text('place it');

      expect(stack.sandbox.orders).toHaveLength(1);
      expect(stack.sandbox.orders[0]?.body).toMatchObject(DANA_ORDER);
    });
  });
});
