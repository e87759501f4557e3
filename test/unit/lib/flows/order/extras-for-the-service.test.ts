import { NONE } from '../../../../../lib/flows/order/fields';
import { modifiers } from '../../../../../lib/flows/order/steps-what';
import type { OrderData } from '../../../../../lib/orders/order-data';
import { ENGLISH } from '../../../../../lib/words';

/** A draft whose "Dry Clean – Shirt" is asked its extras now. */
const data = {
  draft: { services: [{ servicePriceId: 7, name: 'Dry Clean – Shirt' }] },
  catalog: { services: [{ id: 7, name: 'Dry Clean – Shirt', modifiers: [{ id: 1, name: 'Light starch' }] }] },
} as unknown as OrderData;

describe('no extras said of the service asked about (issue 34)', () => {
  it.each(['nothing for the shirt', 'none on his shirt.', 'no extras for the dry clean shirt'])(
    '%j is no extras',
    (text) => {
      expect(modifiers.readsFirst?.(text, data, ENGLISH)).toEqual({ option: NONE });
    },
  );

  it.each([
    // Another service named: asked back, never taken for this one.
    'nothing for the comforter',
    // Extras, not none.
    'light starch for the shirt',
    // Said of no service.
    'none for now',
  ])('%j is left to the options', (text) => {
    expect(modifiers.readsFirst?.(text, data, ENGLISH)).toBeUndefined();
  });
});
