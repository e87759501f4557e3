/** Staff's batch request read from their words, English and Spanish (lib/orders/batch-request.ts). */
import { readBatchRequest } from '../../../../lib/orders/batch-request';

/** Monday, Nov 30 2026, 9:00 in New York. */
const NOW = new Date('2026-11-30T14:00:00Z');
const read = (text: string) => readBatchRequest(text, NOW, 'America/New_York');

describe('readBatchRequest', () => {
  it.each([
    [
      "move Tuesday's 2–4 pm pickups to Wednesday",
      { action: 'move', leg: 'pickup', day: '2026-12-01', span: { from: 840, to: 960 }, to: '2026-12-02' },
    ],
    [
      "move all of today's store-driver pickups to tomorrow, same times",
      { action: 'move', leg: 'pickup', day: '2026-11-30', provider: 'OWN_DRIVER', to: '2026-12-01' },
    ],
    [
      'cancel the deliveries of Friday afternoon',
      { action: 'cancel', leg: 'delivery', day: '2026-12-04', span: { from: 720, to: 1020 } },
    ],
    [
      'mueva las recogidas del martes de 2 a 4 pm al miércoles',
      { action: 'move', leg: 'pickup', day: '2026-12-01', span: { from: 840, to: 960 }, to: '2026-12-02' },
    ],
    [
      'mueva todas las recogidas de hoy del chofer de la tienda a mañana',
      { action: 'move', leg: 'pickup', day: '2026-11-30', provider: 'OWN_DRIVER', to: '2026-12-01' },
    ],
    [
      'cancele las entregas del viernes por la tarde',
      { action: 'cancel', leg: 'delivery', day: '2026-12-04', span: { from: 720, to: 1020 } },
    ],
  ])('%s', async (text, expected) => {
    expect(await read(text)).toEqual(expected);
  });

  it.each([
    '5001',
    '(212) 555-0101',
    'move pickup to saturday',
    "move Tuesday's pickups",
    "cancel Tuesday's pickups",
  ])('"%s" is no batch request (the desk reads it as before)', async (text) => {
    expect(await read(text)).toBeUndefined();
  });
});
