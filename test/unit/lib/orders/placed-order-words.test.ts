/**
 * A placed order's words (lib/orders) in the customer's language: a leg, a reminder, and a text too
 * long, in Spanish as in English (English stays as it was).
 */
import { tooLong } from '../../../../lib/dialog/clean-text';
import type { WindowChoice } from '../../../../lib/orders/choices';
import { legLabel } from '../../../../lib/orders/placed-order';
import { reminderText } from '../../../../lib/orders/reminder-text';
import { ENGLISH, words } from '../../../../lib/words';

const ZONE = 'America/New_York';
/** Tue, Dec 1 2026, 8–10 AM in New York, by the store's own drivers. */
const WINDOW: WindowChoice = {
  id: 7,
  provider: 'OWN_DRIVER',
  day: '2026-12-01',
  startTime: '2026-12-01T13:00:00.000Z',
  endTime: '2026-12-01T15:00:00.000Z',
  feeInCents: 0,
  providerName: 'Store driver',
};

describe("a placed order's words", () => {
  it("a leg names its day, times and who runs it in the customer's language, a courier as the service names it", async () => {
    const spanish = await words('es');
    expect(legLabel(WINDOW, ZONE)).toBe('Tue, Dec 1, 8:00–10:00 AM EST with the store driver');
    expect(legLabel(WINDOW, ZONE, spanish)).toBe(
      'martes 1 de dic, 8:00–10:00 a.m. EST con el chofer de la tienda',
    );
    const courier = { ...WINDOW, provider: 'ON_DEMAND' as const, providerName: 'DoorDash Drive' };
    expect(legLabel(courier, ZONE, spanish)).toContain('con DoorDash Drive');
  });

  it('a reminder tells no one to leave the bags, or says the laundry is left, at the door: an address may forbid it', () => {
    const args = { orderId: 5001, window: WINDOW, timeZone: ZONE, today: '2026-12-01' };
    for (const leg of ['pickup', 'delivery'] as const)
      expect(reminderText({ ...args, leg }, ENGLISH)).not.toMatch(/door/i);
  });

  it("a reminder is in the customer's language, today, tomorrow or on a day", async () => {
    const spanish = await words('es');
    const args = { orderId: 5001, leg: 'pickup' as const, window: WINDOW, timeZone: ZONE };
    expect(reminderText({ ...args, today: '2026-12-01' }, ENGLISH)).toBe(
      'Reminder: order #5001 is picked up today, 8:00–10:00 AM EST (Store driver). Please have the bags ready.',
    );
    expect(reminderText({ ...args, today: '2026-11-30' }, spanish)).toBe(
      'Recordatorio: el pedido #5001 se recoge mañana, 8:00–10:00 a.m. EST (Chofer de la tienda). Por favor, tenga las bolsas listas.',
    );
    expect(reminderText({ ...args, leg: 'delivery', today: '2026-11-23' }, spanish)).toBe(
      'Recordatorio: el pedido #5001 se entrega el martes 1 de dic, 8:00–10:00 a.m. EST (Chofer de la tienda).',
    );
  });

  it("a text too long is told its length and the limit in the customer's language", async () => {
    expect(tooLong({ length: 5000, limit: 500 }, 'a note', ENGLISH)).toBe(
      "That's 5,000 characters; a note can be at most 500.",
    );
    expect(tooLong({ length: 612, limit: 500 }, 'una nota', await words('es'))).toBe(
      'Son 612 caracteres; una nota puede tener como máximo 500.',
    );
  });
});
