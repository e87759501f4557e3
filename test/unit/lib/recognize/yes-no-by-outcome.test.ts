/** A yes/no question answered by its outcomes' words (invariant yes-no-by-outcome), in either language. */
import { yesOrNo } from '../../../../lib/dialog/prompts';
import { readByOutcome, readLeadingYesNo, recognizeChoice } from '../../../../lib/recognize';

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
    // Round 37: the other outcome refused with "won't" or "doesn't" in the reason after the answer.
    ['invoice pls, accounting wont reimburse card charges', INVOICING, true],
    ["invoice, they won't pay card charges", INVOICING, true],
    ["bill us, the office doesn't take credit cards", INVOICING, true],
    ["card, we won't need invoices", INVOICING, false],
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

describe('both answers side by side are asked back (invariant both-answers-asked-back)', () => {
  const yesNo = [
    { value: 'yes', label: 'Yes', role: 'choice' as const },
    { value: 'no', label: 'No', role: 'choice' as const },
  ];
  const single = { multi: false, timeZone: 'America/New_York' };

  // Round 46: "a veces sí a veces no" at the invoicing was taken as its last "no".
  it.each(['sometimes yes, sometimes no', 'sí y no', 'unas veces sí, otras no', 'yes and no', 'yes or no'])(
    '%j is neither yes nor no',
    (text) => {
      expect(readLeadingYesNo(text)).toBeUndefined();
      expect(yesOrNo({ text, values: undefined }, INVOICING)).toBeUndefined();
      expect(recognizeChoice(text, yesNo, single).kind).not.toBe('picked');
      // The Spanish question's own labels ("Sí", "No").
      const si = yesNo.map((o) => (o.value === 'yes' ? { ...o, label: 'Sí' } : o));
      expect(recognizeChoice(text, si, single).kind).not.toBe('picked');
    },
  );

  it.each([
    ['sí, no hay problema', 'yes'],
    ['no, no quiero', 'no'],
    ['nope, no invoices', 'no'],
  ])('%j, one answer said with its reason, is still %j', (text, value) => {
    expect(recognizeChoice(text, yesNo, single)).toEqual({ kind: 'picked', values: [value] });
  });
});

describe('a conditional answer is asked back, never taken as yes or no (invariant condition-asked-back)', () => {
  const yesNo = [
    { value: 'yes', label: 'Yes', role: 'choice' as const },
    { value: 'no', label: 'No', role: 'choice' as const },
  ];
  const single = { multi: false, timeZone: 'America/New_York' };

  it.each([
    ['only if the offers are good ones', MARKETING],
    ['yes if it is promos', MARKETING],
    ['invoice us if the order is big', INVOICING],
    ['card, unless it is over $200', INVOICING],
    ['it depends on the promos', MARKETING],
    ['sólo si son ofertas de verdad', MARKETING],
    ['vale, si es factura mensual', INVOICING],
    ['solamente si es para la empresa', COMMERCIAL],
    ['siempre que sean promociones', MARKETING],
  ])('%j, naming an outcome, is asked back', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBe('unsure');
    expect(yesOrNo({ text, values: undefined }, outcomes)).not.toMatch(/^(yes|no)$/);
  });

  it.each([
    'yes if it is free',
    'only if you text in the mornings',
    'as long as it is not every day',
    'bueno, si es gratis',
    'solo si no son muchos',
    'depende de cuántos',
  ])('%j, naming no outcome, is neither yes nor no', (text) => {
    expect(readLeadingYesNo(text)).toBeUndefined();
    expect(yesOrNo({ text, values: undefined }, MARKETING)).toBeUndefined();
    expect(recognizeChoice(text, yesNo, single).kind).not.toBe('picked');
  });

  it.each([
    ['sí, es para mi negocio', true],
    ['si claro', true],
    // Opening a reply, "si es" is "sí, es" typed without its accent.
    ['si es para la tienda', true],
    ['yes, whenever', true],
    ['no, es personal', false],
  ])('%j is no condition: still %j', (text, expected) => {
    expect(readLeadingYesNo(text)).toBe(expected);
  });
});

// Issue 34, round 8: a word that is only ever refused ("spam") is a no when refused, and asked back otherwise.
describe('a scorned word', () => {
  const TEXTS = { ...MARKETING, scorned: ['spam*', 'junk'] };
  it.each(['no spam please', 'cero spam', 'sin spam, gracias', 'no junk texts'])('%j is a no', (text) => {
    expect(readByOutcome(text, TEXTS)).toBe(false);
  });

  it.each(['spam me', 'I hate spam', 'yes, but no spam', 'spam?'])('%j is asked back', (text) => {
    expect(readByOutcome(text, TEXTS)).toBe('unsure');
  });
});

describe('a first "no" before a clause of its own is the answer no (invariant leading-no-answers)', () => {
  it.each([
    'no we will pay by card',
    "nope, I'd rather use the card",
    "nah I'll just give you a credit card",
    'no the card is fine',
    'no la tarjeta está bien',
    'no pues pagamos con tarjeta',
    'nel, que me cobren a la tarjeta',
  ])('%j is never a yes to invoicing', (text) => {
    expect(readByOutcome(text, INVOICING)).not.toBe(true);
    expect(yesOrNo({ text, values: undefined }, INVOICING)).not.toBe('yes');
  });
  it.each([
    ['no cards, invoice the company', true],
    ['no credit card please, bill us', true],
    ['no tarjeta, facturen', true],
  ])('%j: a "no" right before the outcome still negates it', (text, expected) => {
    expect(readByOutcome(text, INVOICING)).toBe(expected);
  });
});

// Issue 34, round 21: some of what a yes takes whole ("only discounts"), and a question about the question.
describe('a yes restricted to some kinds of what it takes whole is asked back (invariant condition-asked-back)', () => {
  const KINDS = { ...MARKETING, yes: [...MARKETING.yes, 'coupon*', 'deal*'], kinds: true as const };
  it.each(['just the promos ok', 'coupons only', 'solamente las ofertas', 'noticias nomás, gracias'])(
    '%j is unsure',
    (text) => {
      expect(readByOutcome(text, KINDS)).toBe('unsure');
    },
  );

  // A yes to all of it, and a restriction where the outcomes are no kinds of one thing ("just bill us").
  it.each([
    ['yes, send the deals and news', KINDS, true],
    ['sí, mándenme las ofertas', KINDS, true],
    ['just bill us', INVOICING, true],
    ['solo factura, sin tarjeta', INVOICING, true],
  ])('%j is still %j', (text, outcomes, expected) => {
    expect(readByOutcome(text, outcomes)).toBe(expected);
  });
});

describe('a question about the question is asked back (invariant question-about-the-question)', () => {
  it.each([
    ['whats invoicing exactly, is it better than card', INVOICING],
    ['invoice means what lol', INVOICING],
    ['qué quiere decir factura', INVOICING],
    ['how do the promos work', MARKETING],
    ['cual es la diferencia con la tarjeta', INVOICING],
  ])('%j is unsure', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBe('unsure');
  });

  // An answer that opens as answers do: "como negocio", "que me facturen", "porque es para facturar".
  it.each(['como negocio, facturen', 'que me facturen', 'porque es para facturar'])(
    '%j is still a yes',
    (text) => {
      expect(readByOutcome(text, INVOICING)).toBe(true);
    },
  );
});

// Issue 34 (round 24): "no card is fine" may be "no card (needed), fine" or "no, the card is fine": a
// leading "no" right before an outcome that the rest of its clause then says is fine is asked back.
describe('a leading "no" and an outcome said fine after it is asked back', () => {
  it.each(['no card works for me', 'no invoice is fine', 'no tarjeta está bien'])(
    '%j is asked back',
    (text) => {
      expect(readByOutcome(text, INVOICING)).toBe('unsure');
    },
  );
  it.each([
    ['no card please', true],
    ['no card, an invoice is fine', true],
    ['no, a card is fine', false],
    // "nah", "nope" are never a determiner: the answer no.
    ['nah credit card is ok thanks', false],
    ['nope, card works', false],
  ])('%j is still %j', (text, expected) => {
    expect(readByOutcome(text, INVOICING)).toBe(expected);
  });
});

// Issue 34 (round 23): an outcome answered by a yes or no said after it ("invoice yes, card no").
describe('an outcome with its yes or no after it', () => {
  it.each([
    ['Invoice: yes. Card: no.', true],
    ['card no, invoice yes', true],
    ['factura sí, tarjeta no', true],
    ['tarjeta sí', false],
    ['invoice no. card yes', false],
  ])('%j is %j', (text, expected) => {
    expect(readByOutcome(text, INVOICING)).toBe(expected);
  });
  it.each(['invoice yes card yes', 'card no invoice no'])('%j is asked back', (text) => {
    expect(readByOutcome(text, INVOICING)).toBe('unsure');
  });
});

// Issue 34 (rounds 22, 23): a scorned word after a "no" that answers is why the no, never a doubt.
describe('a no, then why, with a scorned word', () => {
  const TEXTS = { ...MARKETING, scorned: ['spam*', 'junk'] };
  it.each(['nope, my phone gets too much spam already', 'no gracias, ya me llega mucho spam'])(
    '%j is a no',
    (text) => {
      expect(readByOutcome(text, TEXTS)).toBe(false);
    },
  );
  it.each(['yes, I love spam', 'spam is fine'])('%j is still asked back', (text) => {
    expect(readByOutcome(text, TEXTS)).toBe('unsure');
  });
});

// Issue 34 (round 22): working from home is neither plainly personal nor plainly a business.
describe('work said with home', () => {
  const WORK = {
    ...COMMERCIAL,
    yes: [...COMMERCIAL.yes, 'work', 'working', 'trabaj*'],
    no: [...COMMERCIAL.no, 'home', 'just me'],
  };
  it.each(["it's only me, I work from home", 'trabajo desde casa'])('%j is asked back', (text) => {
    expect(readByOutcome(text, WORK)).toBe('unsure');
  });
});

// Issue 34 (round 26): an outcome said fine to its clause's end ("card ok") is one vote for it.
describe('an outcome said fine after it', () => {
  it.each([
    ['debit card ok', false],
    ['tarjeta vale', false],
    ['an invoice sounds good', true],
  ])('%j is %j', (text, expected) => {
    expect(readByOutcome(text, INVOICING)).toBe(expected);
  });
  it.each(['card ok?', 'card ok, invoice too', 'no card ok'])('%j is asked back', (text) => {
    expect(readByOutcome(text, INVOICING)).toBe('unsure');
  });
});

// Issue 34 (round 26): both outcomes named at once by the words the question declares for it.
describe('both outcomes named at once', () => {
  const BOTH = { ...COMMERCIAL, both: ['for me and', 'and for me', 'para mi y', 'y para mi'] };
  it.each(['for me and the gym', 'la panadería y para mí', 'para mí y el salón'])(
    '%j is asked back',
    (text) => {
      expect(readByOutcome(text, BOTH)).toBe('unsure');
    },
  );
  it.each([
    ['para mi negocio', true],
    ['personal, for me', false],
  ] as const)('%j is %j', (text, expected) => {
    expect(readByOutcome(text, { ...BOTH, no: [...BOTH.no, 'for me'] })).toBe(expected);
  });
});

// Round 34: "sure if theres coupons 🤑" and "Yes, please invoice us (net 30 if possible)" were asked back.
// A yes on there being what the texts bring is met by the question itself; "if possible" asks kindly,
// it conditions nothing. Only those: "only if there are coupons", "yes if it is promos" stay conditions.
describe('a condition the question meets, and a kind "if possible"', () => {
  const TEXTS = { ...MARKETING, yes: [...MARKETING.yes, 'coupon*', 'deal*', 'cupon*'], kinds: true as const };
  it.each([
    ['sure if theres coupons 🤑', TEXTS],
    ['yes if there are deals', TEXTS],
    ['ok if you send coupons', TEXTS],
    ['sí, si hay cupones', TEXTS],
    ['Yes, please invoice us (net 30 if possible)', INVOICING],
    ['invoice us if possible', INVOICING],
    ['factúrenos, si es posible', INVOICING],
    ['bill us if you can', INVOICING],
  ])('%j is a yes', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBe(true);
  });
  it.each([
    ['only if there are coupons', TEXTS],
    ['solo si hay cupones', TEXTS],
    ['yes if it is promos', TEXTS],
    ['if there are coupons and no spam', { ...TEXTS, scorned: ['spam*'] }],
    ['invoice us if the order is big', INVOICING],
    ['yes if there are deals', MARKETING],
  ])('%j is still asked back', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).not.toBe(true);
  });
});

// Issue 34, round 35: "¿y cómo es lo de la factura? no entiendo pe" was a yes to invoicing. A question
// about the outcome ("how does the invoice work", "and what's the invoice thing"), a question mark ending
// a clause that names it, or "I don't understand" said with it is asked back (invariant
// question-about-the-question); an answer before a question of its own still stands.
describe('a question about the outcome, or not understanding it, is asked back', () => {
  it.each([
    '¿y cómo es lo de la factura? no entiendo pe',
    'y como funciona la factura',
    'no entiendo lo de la factura',
    "and what's the invoice thing? I don't get it",
    "I don't understand the invoice part",
    'invoice? not sure what that is',
    'explain the invoicing please',
  ])('%j is asked back', (text) => {
    expect(readByOutcome(text, INVOICING)).toBe('unsure');
  });
  it.each([
    ['card is fine', false],
    ['factura, por favor', true],
    ['invoice us, we understand', true],
  ])('%j still answers', (text, expected) => {
    expect(readByOutcome(text, INVOICING)).toBe(expected);
  });
});

// Issue 34, round 35: "no, con tarjeta ta bien" and "bueno sí, si hay oferta' mejor" were asked back. The
// card said fine after the answer no set apart ("no, con tarjeta está bien") is that no; the offers the
// question names, welcomed after "if there are" ("si hay ofertas, mejor", "if there are deals even
// better"), are no condition.
describe('the outcome said fine after a no set apart; the offers welcomed', () => {
  const TEXTS = {
    ...MARKETING,
    yes: [...MARKETING.yes, 'deal*', 'descuento*'],
    scorned: ['spam*'],
    kinds: true as const,
  };
  it.each([
    ['no, con tarjeta ta bien', INVOICING, false],
    ['no, con tarjeta está bien', INVOICING, false],
    ['no, with the card is fine', INVOICING, false],
    ['bueno sí, si hay ofertas mejor', TEXTS, true],
    ['sí, si hay descuentos, mucho mejor', TEXTS, true],
    ['yes, if there are deals even better', TEXTS, true],
  ])('%j is read as its answer', (text, outcomes, expected) => {
    expect(readByOutcome(text, outcomes)).toBe(expected);
  });
  it.each([
    ['no tarjeta está bien', INVOICING],
    ['solo si hay ofertas, mejor', TEXTS],
    ['si hay ofertas mejor no', TEXTS],
  ])('%j is still asked back', (text, outcomes) => {
    expect(readByOutcome(text, outcomes)).toBe('unsure');
  });
});
