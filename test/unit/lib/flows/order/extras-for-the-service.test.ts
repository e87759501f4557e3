import { NONE } from '../../../../../lib/flows/order/fields';
import { modifiers, NO_EXTRAS_SAID } from '../../../../../lib/flows/order/steps-what';
import type { OrderData } from '../../../../../lib/orders/order-data';
import { recognizeChoice } from '../../../../../lib/recognize';
import { ENGLISH } from '../../../../../lib/words';

/** A draft whose "Dry Clean – Shirt" is asked its extras now. */
const data = {
  draft: { services: [{ servicePriceId: 7, name: 'Dry Clean – Shirt' }] },
  catalog: { services: [{ id: 7, name: 'Dry Clean – Shirt', modifiers: [{ id: 1, name: 'Light starch' }] }] },
} as unknown as OrderData;

describe('no extras said of the service asked about (issue 34)', () => {
  it.each([
    'nothing for the shirt',
    'none on his shirt.',
    'no extras for the dry clean shirt',
    // Round 39 (invariant plain-service-no-extras): the service done as it is.
    'no extra, just clean it',
    'just the dry clean shirt',
    'solo limpiarla',
  ])('%j is no extras', (text) => {
    expect(modifiers.readsFirst?.(text, data, ENGLISH)).toEqual({ option: NONE });
  });

  it.each([
    // Another service named: asked back, never taken for this one.
    'nothing for the comforter',
    // Extras, not none.
    'light starch for the shirt',
    // Said of no service.
    'none for now',
    // "Just" said of an extra is that extra.
    'just light starch',
  ])('%j is left to the options', (text) => {
    expect(modifiers.readsFirst?.(text, data, ENGLISH)).toBeUndefined();
  });
});

// Issue 34, round 34 ("no frills"): none said as people say it of extras.
describe('no extras in everyday words', () => {
  const options = [
    { value: '1', label: 'Light starch' },
    { value: '2', label: 'On hanger' },
    { value: NONE, label: 'No extras', none: true as const, synonyms: NO_EXTRAS_SAID },
  ];
  const read = (text: string) =>
    recognizeChoice(text, options, { multi: true, timeZone: 'America/New_York' });
  it.each(['nothing fancy', 'no frills please', 'just the basics', 'nada especial', 'lo básico nomás'])(
    '%j is no extras',
    (text) => {
      expect(read(text)).toEqual({ kind: 'picked', values: [NONE] });
    },
  );
  it.each(['light starch, nothing fancy', 'on hanger, no frills'])('%j is the extra, never none', (text) => {
    expect(read(text)).not.toEqual({ kind: 'picked', values: [NONE] });
  });
});
