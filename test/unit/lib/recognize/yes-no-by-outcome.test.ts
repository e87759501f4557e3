/** A yes/no question answered by its outcomes' words (invariant yes-no-by-outcome), in either language. */
import { readByOutcome } from '../../../../lib/recognize';

/** The invoicing question's outcomes, as sign-up declares them (yes: invoice; no: a card). */
const INVOICING = {
  yes: ['invoic*', 'bill', 'billed', 'billing', 'factur*'],
  no: ['card*', 'credit', 'charg*', 'tarjeta*', 'cobr*'],
};
const COMMERCIAL = { yes: ['business*', 'shop', 'negocio*', 'empresa*', '*eria'], no: ['personal*', 'casa'] };
const MARKETING = { yes: ['news', 'offer*', 'promo*', 'oferta*', 'noticia*'], no: [] };

describe('a yes/no question answered by its outcomes', () => {
  it.each([
    ['please do not put it on a card, send an invoice', INVOICING, true],
    ['no card: bill the company', INVOICING, true],
    ['sin tarjeta, mándenos la factura', INVOICING, true],
    ['facturen a la empresa', INVOICING, true],
    ['invoices work better for us', INVOICING, true],
    ['just charge my credit card', INVOICING, false],
    ['cóbrenle a la tarjeta', INVOICING, false],
    ['no invoices, card is fine', INVOICING, false],
    ['for the business', COMMERCIAL, true],
    ['es de mi panadería', COMMERCIAL, true],
    ['sí, la empresa', COMMERCIAL, true],
    ['personal use only', COMMERCIAL, false],
    ['no, es para la casa', COMMERCIAL, false],
    ['no offers, thanks', MARKETING, false],
    ['sin ofertas ni noticias', MARKETING, false],
    ['sure, send me the offers', MARKETING, true],
    ["I don't mind the promos", MARKETING, true],
    // A negation is taken on the outcome it negates, whatever its form.
    ["we can't use a card, send the invoice", INVOICING, true],
    ['keep it away from my card', INVOICING, true],
    ['fuera de la tarjeta, facturen', INVOICING, true],
  ])('%j is %j', (text, outcomes, expected) => {
    expect(readByOutcome(text, outcomes)).toBe(expected);
  });

  it.each([
    ['yes, charge my card', INVOICING],
    ['maybe invoice?', INVOICING],
    ['do you invoice?', INVOICING],
    ['tal vez factura', INVOICING],
    ['half business half personal', COMMERCIAL],
    ['ambos: negocio y personal', COMMERCIAL],
    ['business but also personal', COMMERCIAL],
    // A hedged, half answer is asked back, never read by the outcome it names.
    ['kinda, I sell crafts from my house', { ...COMMERCIAL, no: [...COMMERCIAL.no, 'house'] }],
    ['sorta a shop', COMMERCIAL],
    ['en parte para el negocio', COMMERCIAL],
    ['algo así, vendo desde mi casa', COMMERCIAL],
  ])('%j is asked back', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBe('unsure');
  });

  it.each([
    ['yes', INVOICING],
    ['no thanks', MARKETING],
    ['Lima Tailoring LLC', INVOICING],
  ])('%j names no outcome: read as yes or no alone', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBeUndefined();
  });
});
