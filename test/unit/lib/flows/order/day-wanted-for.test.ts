import { servicesStep } from '../../../../../lib/flows/order/steps-what';
import type { OrderData } from '../../../../../lib/orders/order-data';

// Issue 34, round 38: "just da dress for Sunday" at the services was cut at its "for", and "Sunday" kept
// for the pickup ("Noted for the pickup: Sunday"): the dress was picked up on the day it was wanted.
describe('the day a thing is wanted for is read with the services, never cut off for the pickup', () => {
  const data = { draft: {} } as unknown as OrderData;

  it.each(['just da dress for Sunday', 'el traje para el sábado', 'the suit for next friday please'])(
    '%j is read whole',
    (text) => {
      expect(servicesStep.readsWhole?.(text, data)).toBe(true);
    },
  );

  it.each([
    // Said of coming for it: the pickup's day, cut off for its question as before.
    'the suit, pick it up for sunday',
    'que pasen a recogerlo para el sábado',
    // How often, a person, no day at all.
    'a dress for every sunday',
    'the suit for dr okafor',
    'wash and fold',
  ])('%j is not', (text) => {
    expect(servicesStep.readsWhole?.(text, data)).toBe(false);
  });
});
