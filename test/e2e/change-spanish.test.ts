/**
 * A change and a cancel in Spanish from the first word (issue #28): "hola", the sign-in, an order,
 * then "mis pedidos", "el primero", the pickup moved to "el viernes" or the delivery cancelled, "sí".
 * Each asserts what the laundry sandbox holds for the order after the transportation update, and
 * the change flow's Spanish words, in the console's e2e bot and on a real channel (SMS, Slack).
 *
 * The order itself is typed with the order flow's English words, which a Spanish conversation
 * understands too: these tests are about the change flow, not the order's questions.
 */

import { fitGsm7 } from '../../lib/channels/sms/gsm7';
import { day, mondayMorning } from '../support/clock';
import {
  blocksText,
  controls,
  type SlackPerson,
  type SlackStack,
  startSlackStack,
} from '../support/slack-stack';
import { type SmsStack, startSmsStack } from '../support/sms-stack';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

const STORE = 'Spin City Laundry – Chelsea';

/**
 * The answers of an order after the menu, one message each: the first address (when asked), Wash &
 * Fold, tomorrow's first window, collect or Friday's first delivery window, once, the first card (when
 * asked), then yes at the summary. `asked` is what the bot said last, read only for the names the
 * service gives (its addresses, its card brands), so it holds in either language.
 */
async function typeOrder(
  answer: (text: string) => Promise<unknown>,
  asked: () => string,
  returnBy: 'collect' | 'delivery',
): Promise<void> {
  await answer('new order');
  if (/210 W 21st/.test(asked())) await answer('1');
  for (const text of ['wash and fold', 'none', 'skip', '1', 'tomorrow', '1']) await answer(text);
  for (const text of returnBy === 'collect' ? ['collect'] : ['delivery', 'friday', '1']) await answer(text);
  await answer('just this once');
  if (/Visa/.test(asked())) await answer('1');
  for (const text of ['no code', 'no', 'skip', 'sí']) await answer(text);
}

/** A Spanish sentence as a text carries it: á í ó ú dropped where the rest is GSM-7 (gsm7.ts). */
const texted = (text: string) => fitGsm7(text, 'es');

describe('a change and a cancel in Spanish', () => {
  describe('in the e2e bot', () => {
    let bot: TestBot;
    beforeEach(async () => {
      bot = await startTestBot({ now: clock });
    });
    afterEach(() => bot.close());

    /** "hola", the phone and the code, then the order. */
    async function placeInSpanish(returnBy: 'collect' | 'delivery'): Promise<number> {
      await bot.say('hola');
      await bot.say('(212) 555-0101');
      await bot.say(String(bot.sandbox.lastOtp('2125550101')));
      expect(bot.prompt().text).toBe('¿Qué desea hacer?');
      await typeOrder(bot.say, bot.text, returnBy);
      const orderId = bot.sandbox.orders[0]?.id;
      if (!orderId) throw new Error(bot.transcript());
      return orderId;
    }

    it('a change in Spanish moves the pickup and the sandbox records the new window', async () => {
      const orderId = await placeInSpanish('collect');
      const before = bot.sandbox.scheduledLegs(orderId)?.pickup;
      await bot.say('mis pedidos');
      expect(bot.text()).toContain(`Pedido #${orderId}`);
      expect(bot.text()).toContain('Devolución: En la tienda');
      expect(bot.prompt().text).toBe('¿Desea cambiarlo?');
      expect(bot.prompt().options.map((o) => o.label)).toEqual([`Pedido #${orderId}`, 'Sin cambios']);
      await bot.say('el primero');
      expect(bot.prompt().text).toBe(`¿Qué desea cambiar del pedido #${orderId}?`);
      expect(bot.prompt().options.map((o) => o.label)).toEqual([
        'Hora de recogida',
        'Que me lo entreguen',
        'Dirección',
        'Nada',
      ]);
      await bot.say('hora de recogida');
      await bot.say('el viernes');
      const window = bot.prompt().options[0];
      await bot.say('1');
      expect(bot.prompt().text).toBe(`¿Hacemos este cambio en el pedido #${orderId}?`);
      expect(bot.text()).toContain(`Pedido #${orderId}: antes y ahora`);
      // Old and new, each window with its provider, in Spanish.
      expect(bot.text()).toMatch(/Recogida: .* con el chofer de la tienda → .* con el chofer de la tienda/);
      expect(bot.prompt().options.map((o) => o.label)).toEqual([
        'Hacer este cambio',
        'Cambiar otra cosa',
        'Dejarlo igual',
      ]);
      await bot.say('sí');
      expect(bot.text()).toContain(`Listo, cambiamos el pedido #${orderId}.`);
      expect(bot.text()).toContain(`Pedido #${orderId} ahora`);
      expect(bot.text()).toContain('Total del pedido:');

      const after = bot.sandbox.scheduledLegs(orderId);
      expect(after?.pickup).toMatchObject({ windowId: Number(window?.value), deliveryDay: day(clock, 4) });
      expect(after?.pickup?.windowId).not.toBe(before?.windowId);
      expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(1);
    });

    // Issue 34, round 33: "puchica" (dismay) before having it brought was asked back.
    it('"puchica, ya no voy a poder pasar, que me lo traigan vos" at what to change adds the delivery: its day asked', async () => {
      await placeInSpanish('collect');
      await bot.say('mis pedidos');
      await bot.say('el primero');
      await bot.say('puchica, ya no voy a poder pasar, que me lo traigan vos');
      expect(bot.prompt().text).toBe('¿Qué día se la devolvemos?');
    });

    // Issue 34, round 36: the Southern Cone's "el retiro" (the pickup) was read as the person collecting.
    it('"reprogramar el retiro" at what to change is the pickup: its day asked', async () => {
      await placeInSpanish('collect');
      await bot.say('mis pedidos');
      await bot.say('el primero');
      await bot.say('reprogramar el retiro');
      expect(bot.prompt().text).toBe('¿Qué día pasamos a recoger?');
    });

    it('a move command in Spanish, "mover la recogida al viernes", moves the pickup to Friday in the sandbox', async () => {
      const orderId = await placeInSpanish('collect');
      await bot.say('mover la recogida al viernes');
      // The only order, the pickup, Friday: its windows are asked at once.
      expect(bot.prompt().options[0]?.window?.startTime).toContain(day(clock, 4));
      await bot.say('1');
      expect(bot.prompt().text).toBe(`¿Hacemos este cambio en el pedido #${orderId}?`);
      await bot.say('sí');
      expect(bot.text()).toContain(`Listo, cambiamos el pedido #${orderId}.`);
      expect(bot.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    });

    it('a cancel in Spanish cancels the order in the sandbox', async () => {
      const orderId = await placeInSpanish('delivery');
      expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
      await bot.say('mis pedidos');
      // Round 34: "vale" (ok) beside the place agrees, and says no more.
      await bot.say('el primero vale');
      await bot.say('cancelar la entrega');
      expect(bot.prompt().text).toBe(
        `Entonces, sin entrega para el pedido #${orderId}: su ropa se queda en ${STORE} para que la recoja. ¿De acuerdo?`,
      );
      expect(bot.text()).toContain(`Entrega: `);
      expect(bot.text()).toContain(` → Ninguna. Recoger en ${STORE}`);
      await bot.say('sí');
      expect(bot.text()).toContain(
        `Listo, cancelamos la entrega del pedido #${orderId}. Puede recoger su ropa en ${STORE} cuando esté lista.`,
      );
      expect(bot.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
      expect(bot.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toEqual([
        expect.objectContaining({ delivery: null }),
      ]);
    });
  });

  describe('by SMS', () => {
    let stack: SmsStack;
    beforeEach(async () => {
      stack = await startSmsStack({ now: clock });
    });
    afterEach(() => stack.close());

    it('a change in Spanish moves the pickup and the sandbox records the new window', async () => {
      const dana = stack.phone('+12125550101');
      // The SMS drops á í ó ú where the rest of the text is GSM-7 (lib/channels/sms/gsm7.ts).
      expect(await dana.text('hola')).toContain(
        texted('¿Le envío un código por mensaje a este teléfono, (***) ***-0101?'),
      );
      await dana.text('sí');
      await dana.text(String(stack.sandbox.lastOtp('2125550101')));
      await typeOrder(
        (text) => dana.text(text),
        () => dana.lastReply.join('\n'),
        'collect',
      );
      const orderId = stack.sandbox.orders[0]?.id as number;
      expect(orderId).toBeDefined();
      expect(await dana.text('mis pedidos')).toContain('¿Desea cambiarlo?');
      const what = await dana.text('el primero');
      expect(what).toContain(texted(`¿Qué desea cambiar del pedido #${orderId}?`));
      expect(what).toMatch(/^1 Hora de recogida/m);
      await dana.text('hora de recogida');
      await dana.text('el viernes');
      // The SMS may drop á í ó ú where the rest is GSM-7 (lib/channels/sms/gsm7.ts).
      expect(await dana.text('1')).toContain(texted(`¿Hacemos este cambio en el pedido #${orderId}?`));
      expect(await dana.text('sí')).toMatch(new RegExp(`Listo, cambiamos el pedido #${orderId}\\.`));
      expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
    });

    // A stranger's report: "2" (Cambiar otra cosa) then the delivery threw the pickup's move away.
    it('"Cambiar otra cosa" keeps the pickup moved: the delivery added with it, both shown, one update has both', async () => {
      const maria = stack.phone('+12125550101');
      await maria.text('hola');
      await maria.text('sí');
      await maria.text(String(stack.sandbox.lastOtp('2125550101')));
      await typeOrder(
        (text) => maria.text(text),
        () => maria.lastReply.join('\n'),
        'collect',
      );
      const orderId = stack.sandbox.orders[0]?.id as number;
      expect(orderId).toBeDefined();
      await maria.text('mis pedidos');
      await maria.text('el primero');
      await maria.text('hora de recogida');
      await maria.text('el viernes');
      expect(await maria.text('1')).toMatch(/Recogida: .* -> /);
      await maria.text('2');
      await maria.text('2');
      await maria.text('el lunes');
      const review = await maria.text('1');
      expect(review).toContain(texted(`¿Hacemos este cambio en el pedido #${orderId}?`));
      // Both lined up, old and new, before the yes.
      expect(review).toMatch(/Recogida: .* -> /);
      expect(review).toMatch(/Entrega: .* -> /);
      expect(stack.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toEqual([]);
      expect(await maria.text('1')).toMatch(new RegExp(`Listo, cambiamos el pedido #${orderId}\\.`));
      const legs = stack.sandbox.scheduledLegs(orderId);
      expect(legs?.pickup).toMatchObject({ deliveryDay: day(clock, 4) });
      expect(legs?.delivery).toMatchObject({ deliveryDay: day(clock, 7) });
      expect(stack.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates).toHaveLength(1);
    }, 90_000);
  });

  describe('in Slack', () => {
    let stack: SlackStack;
    beforeEach(async () => {
      stack = await startSlackStack({ now: clock });
    });
    afterEach(() => stack.close());

    const shown = (person: SlackPerson) => blocksText(person.openMenu().blocks);

    it('a cancel in Spanish cancels the order in the sandbox', async () => {
      const dana = stack.person('U0DANA');
      await dana.type('hola');
      await dana.type('2125550101');
      await dana.type(String(stack.sandbox.lastOtp('2125550101')));
      expect(shown(dana)).toContain('¿Qué desea hacer?');
      // The bot's words and its controls' labels (an address or a card is in a select).
      const asked = () => {
        const { blocks } = dana.openMenu();
        return [blocksText(blocks), ...controls(blocks).map((c) => c.text)].join('\n');
      };
      await typeOrder((text) => dana.type(text), asked, 'delivery');
      const orderId = stack.sandbox.orders[0]?.id as number;
      if (!orderId) throw new Error(dana.transcript());
      expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
      await dana.type('mis pedidos');
      expect(shown(dana)).toContain('¿Desea cambiarlo?');
      await dana.type('el primero');
      expect(shown(dana)).toContain(`¿Qué desea cambiar del pedido #${orderId}?`);
      await dana.click('La recojo yo');
      expect(shown(dana)).toContain(
        `Entonces, sin entrega para el pedido #${orderId}: su ropa se queda en ${STORE} para que la recoja. ¿De acuerdo?`,
      );
      await dana.type('sí');
      expect(dana.transcript()).toContain(
        `Listo, cancelamos la entrega del pedido #${orderId}. Puede recoger su ropa en ${STORE} cuando esté lista.`,
      );
      expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
      expect(stack.reminders.pending().map((r) => r.leg)).toEqual(['pickup']);
    });
  });
});
