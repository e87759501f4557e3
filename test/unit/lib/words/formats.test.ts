/** The shared formats in Spanish: days, times, fees, statuses and cards as a Spanish reader reads them. */
import { formatDay, relativeDayLabel } from '../../../../lib/calendar';
import { formatFee, moneyText } from '../../../../lib/money';
import { cardLabel, categoryWord, orderStatusWords } from '../../../../lib/orders/service-words';
import { words } from '../../../../lib/words';
import { formatTimeRange } from '../../../../lib/zoned-format';

describe('the shared formats in Spanish', () => {
  test('a day, today and tomorrow', async () => {
    const es = await words('es');
    expect(formatDay('2026-11-28', 'es')).toBe('sábado 28 de nov');
    expect(relativeDayLabel('2026-11-28', '2026-11-28', es)).toBe('Hoy (sábado 28 de nov)');
    expect(relativeDayLabel('2026-11-29', '2026-11-28', es)).toBe('Mañana (domingo 29 de nov)');
    expect(relativeDayLabel('2026-11-28', '2026-11-28')).toBe('Today (Sat, Nov 28)');
  });

  test("a window's times keep the zone's US name", () => {
    const range = formatTimeRange('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z', 'America/New_York', 'es');
    expect(range.replace(/\s/g, ' ')).toBe('8:00–10:00 a.m. EST');
  });

  test('a fee, free, a status and a card', async () => {
    const es = await words('es');
    expect(formatFee(499, es)).toBe('cargo de $4.99');
    expect(formatFee(0, es)).toBe('gratis');
    expect(moneyText({ cents: 0, fee: true }, es)).toBe('Gratis');
    expect(orderStatusWords({ status: 'SCHEDULED', paymentStatus: 'PENDING' }, es)).toBe(
      'Programado; pago pendiente',
    );
    expect(orderStatusWords({ status: 'ON_HOLD', paymentStatus: 'PENDING' }, es)).toBe(
      'On hold; pago pendiente',
    );
    expect(orderStatusWords({ status: 'SCHEDULED', paymentStatus: 'PENDING' })).toBe(
      'Scheduled; payment pending',
    );
    expect(cardLabel({ brand: 'amex', last4: '0005' }, es)).toBe('American Express terminada en 0005');
    expect(categoryWord('DRY_CLEANING', es)).toBe('Tintorería');
  });
});
