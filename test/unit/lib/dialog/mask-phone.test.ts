import fc from 'fast-check';
import { MASKS, maskPersonal, maskPhone } from '../../../../lib/dialog/mask-phone';

describe('maskPhone', () => {
  it('keeps the last four digits of any spelling, never the number', () => {
    expect(maskPhone('+12125550101')).toBe('(***) ***-0101');
    expect(maskPhone('(212) 555-0101')).toBe('(***) ***-0101');
  });
});

describe('maskPersonal', () => {
  it.each([
    ['a US phone', 'call me at (212) 555-0101 please', 'call me at ‹phone› please'],
    ['a phone with a country code', 'my number is +44 20 7946 0958', 'my number is ‹phone›'],
    ['a phone spelled out', 'it is two one two five five five zero one zero one', 'it is ‹phone›'],
    ['a code', 'the code is 482913', 'the code is ‹code›'],
    ['a card, grouped', 'card 4111 1111 1111 1111 exp 12/28', 'card ‹card› exp 12/28'],
    ['an e-mail', 'email ana.lopez+x@example.com thanks', 'email ‹email› thanks'],
    ['a street address and apartment', 'pick up at 123 Main St Apt 4B today', 'pick up at ‹address› today'],
    ['an apartment alone', 'I am in apartment 12', 'I am in ‹address›'],
    ['a name said as one', 'my name is ana and I want a pickup', 'my name is ‹name› and I want a pickup'],
    ['a known name', 'tell Dana I called', 'tell ‹name› I called'],
    [
      'nothing personal',
      'pickup 10-12 tomorrow, 3 bags by the way',
      'pickup 10-12 tomorrow, 3 bags by the way',
    ],
  ])('English: %s', (_what, said, masked) => {
    expect(maskPersonal(said, { names: ['Dana Scully'] })).toBe(masked);
  });

  it.each([
    ['un teléfono', 'llámeme al 212-555-0101 por favor', 'llámeme al ‹phone› por favor'],
    ['un teléfono de México', 'mi número es +52 55 1234 5678', 'mi número es ‹phone›'],
    ['un teléfono en palabras', 'dos uno dos cinco cinco cinco cero uno cero uno', '‹phone›'],
    ['un código', 'el código es 123 456', 'el código es ‹code›'],
    ['una tarjeta', 'tarjeta 4111-1111-1111-1111', 'tarjeta ‹card›'],
    ['un correo', 'mi correo es maria@correo.mx', 'mi correo es ‹email›'],
    ['una calle y un piso', 'recoger en calle Mayor 12, piso 3', 'recoger en ‹address›'],
    ['una avenida', 'Av. Juárez 123 int 4', '‹address›'],
    ['un nombre dicho', 'me llamo María López', 'me llamo ‹name›'],
    ['soy y un nombre', 'Hola, soy Marta', 'Hola, soy ‹name›'],
    ['soy sin nombre', 'soy nuevo aquí', 'soy nuevo aquí'],
    ['un nombre conocido', 'habla Scully', 'habla ‹name›'],
  ])('Spanish: %s', (_what, said, masked) => {
    expect(maskPersonal(said, { names: ['Dana Scully'] })).toBe(masked);
  });

  it('reads a long message once: a 40,000-character run without spaces is masked in well under a second', () => {
    // Each was 11 to 15 seconds when an e-mail could begin at any character (every start read to the end).
    for (const long of ['1'.repeat(40_000), '1-'.repeat(20_000), 'x'.repeat(40_000)]) {
      const started = performance.now();
      maskPersonal(`${long}a`);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('masks a phone spelled out in words in either language, whatever else is said around it', () => {
    const spelledDigit = fc.constantFrom(
      'zero',
      'oh',
      'one',
      'two',
      'five',
      'nine',
      'cero',
      'uno',
      'dos',
      'cinco',
      'nueve',
    );
    fc.assert(
      fc.property(
        around,
        fc.array(spelledDigit, { minLength: 10, maxLength: 11 }),
        around,
        (before, digits, after) => {
          const masked = maskPersonal(`${before} ${digits.join(' ')} ${after}`);
          expect(masked).toContain(MASKS.phone);
          expect(masked).not.toContain(digits.join(' '));
        },
      ),
      { numRuns: 300 },
    );
  });

  /** Words with no digit in them, around what is masked. */
  const around = fc.array(fc.stringMatching(/^[a-záéíóúñ]{1,10}$/), { maxLength: 4 }).map((w) => w.join(' '));
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
  const phone = fc.oneof(
    // US: 10 digits in the ways people type them, with or without +1.
    fc
      .tuple(
        digits(3),
        digits(3),
        digits(4),
        fc.constantFrom('(a) b-c', 'a-b-c', 'a.b.c', 'a b c', 'abc', '+1 a b c', '1-a-b-c', '+1 (a) b-c'),
      )
      .map(([a, b, c, shape]) => shape.replace('a', a).replace('b', b).replace('c', c)),
    // International: + then 8 to 15 digits in groups.
    fc
      .tuple(fc.integer({ min: 8, max: 15 }), fc.constantFrom(' ', '-', '.', ''))
      .chain(([n, separator]) =>
        digits(n).map((d) => `+${d.replace(/(\d{2,4})(?=\d{2})/g, `$1${separator}`)}`),
      ),
  );
  const code = fc.integer({ min: 4, max: 8 }).chain(digits);
  const card = fc
    .tuple(fc.integer({ min: 13, max: 19 }), fc.constantFrom(' ', '-', ''))
    .chain(([n, separator]) => digits(n).map((d) => d.replace(/(\d{4})(?=\d)/g, `$1${separator}`)));
  const email = fc.emailAddress();

  it.each([
    ['phone', phone],
    ['code', code],
    ['card', card],
  ])('no generated %s survives: not one of its digits is left', (_kind, detail) => {
    fc.assert(
      fc.property(around, detail, around, (before, said, after) => {
        const masked = maskPersonal(`${before} ${said} ${after}`);
        expect(masked).not.toMatch(/\d/);
      }),
      { numRuns: 500 },
    );
  });

  it('no generated e-mail survives', () => {
    fc.assert(
      fc.property(around, email, around, (before, said, after) => {
        const masked = maskPersonal(`${before} ${said} ${after}`);
        expect(masked).not.toContain('@');
        expect(masked).toContain(MASKS.email);
      }),
      { numRuns: 500 },
    );
  });
});
