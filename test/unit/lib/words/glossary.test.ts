/**
 * The glossary (lib/words/glossary.ts): the service's English names shown in Spanish where it has the
 * whole name, as written otherwise; read in either language by the recognizer through the options'
 * synonyms; a business's own entries added or replacing the default's.
 */
import { SEED } from '../../../../infra/local/sandbox/seed-data';
import { recognizeChoice } from '../../../../lib/recognize';
import { businessGlossary, type Glossary, readEntries } from '../../../../lib/words/glossary';

const glossary = businessGlossary();

/** What `reply` picks among `names`, each an option as the flows build it in `language`. */
function picks(reply: string, names: string[], language: 'en' | 'es' = 'es', g: Glossary = glossary) {
  const options = names.map((name) => ({ value: name, ...g.option(name, language) }));
  const read = recognizeChoice(reply, options, { multi: true, timeZone: 'America/New_York' });
  return read.kind === 'picked' ? read.values : read;
}

const services = SEED.services.filter((s) => s.storeIds.includes(101)).map((s) => s.name);
const modifiers = (service: string) =>
  SEED.services.find((s) => s.name === service)?.modifiers.map((m) => m.name) ?? [];

describe('the glossary', () => {
  it("shows every name and description of the seed's catalogue in Spanish, and in English as the service wrote it", () => {
    const names = [
      ...SEED.services.flatMap((s) => [s.name, s.description, ...s.modifiers.map((m) => m.name)]),
      ...SEED.preferences.flatMap((p) => [p.fieldName, ...p.options.map((o) => o.value)]),
      ...SEED.products.filter((p) => !p.isArchived).flatMap((p) => [p.lineItemName, p.inventoryCategory]),
    ];
    expect(names.filter((name) => glossary.shown(name, 'es') === name)).toEqual([]);
    for (const name of names) expect(glossary.shown(name, 'en')).toBe(name);
    expect(services.map((name) => glossary.shown(name, 'es'))).toEqual([
      'Lavado y doblado',
      'Lavado y secado colgado',
      'Edredones y ropa de cama',
      'Tintorería – Traje',
      'Tintorería – Camisa',
      'Tintorería – Vestido',
    ]);
    expect(glossary.shown('Laundry washed, dried and folded, priced by the pound.', 'es')).toBe(
      'Ropa lavada, secada y doblada. Se cobra por libra.',
    );
    expect(modifiers('Dry Clean – Shirt').map((name) => glossary.shown(name, 'es'))).toEqual([
      'Almidón ligero',
      'Almidón fuerte',
      'En gancho',
    ]);
  });

  it('finds a name whatever its case, spacing, accents or ampersand', () => {
    expect(glossary.shown('WASH AND FOLD', 'es')).toBe('Lavado y doblado');
    expect(glossary.shown('dry clean - suit', 'es')).toBe('Tintorería – Traje');
    expect(glossary.shown('hypo-allergenic detergent', 'es')).toBe('Detergente hipoalergénico');
  });

  it('shows a name or a description it lacks as the service wrote it, never word by word', () => {
    expect(glossary.shown('Shirts – Laundered', 'es')).toBe('Shirts – Laundered');
    expect(glossary.shown('Dry cleaning of a coat.', 'es')).toBe('Dry cleaning of a coat.');
    expect(glossary.option('Shirts – Laundered', 'es').label).toBe('Shirts – Laundered');
  });

  it("labels a Spanish option with the service's own name beside the glossary's; an English one as the service wrote it", () => {
    expect(glossary.option('Wash & Fold', 'es').label).toBe('Lavado y doblado (Wash & Fold)');
    expect(glossary.option('Light starch', 'es').label).toBe('Almidón ligero (Light starch)');
    expect(glossary.option('Wash & Fold', 'en').label).toBe('Wash & Fold');
    expect(glossary.option('Light starch', 'en').label).toBe('Light starch');
  });

  it.each([
    ['las camisas', ['Dry Clean – Shirt']],
    ['lavado y doblado', ['Wash & Fold']],
    ['el traje y el vestido', ['Dry Clean – Suit', 'Dry Clean – Dress']],
    ['wash n fold', ['Wash & Fold']],
    ['Wash & Fold', ['Wash & Fold']],
    // The shorthand a laundry's own tickets use.
    ['w&f and the dress', ['Wash & Fold', 'Dry Clean – Dress']],
    ['W/F', ['Wash & Fold']],
    ['tintoreria – camisa', ['Dry Clean – Shirt']],
    ['edredones', ['Comforter & Bedding']],
  ])('reads %p among the services, in either language', (reply, wanted) => {
    expect(picks(reply, services, 'es')).toEqual(wanted);
    expect(picks(reply, services, 'en')).toEqual(wanted);
  });

  it.each([
    ['detergente hipoalergénico', 'Wash & Fold', ['Hypoallergenic detergent']],
    ['hypo-allergenic', 'Wash & Fold', ['Hypoallergenic detergent']],
    ['hipoalergenico', 'Wash & Fold', ['Hypoallergenic detergent']],
    ['suavizante', 'Wash & Fold', ['Fabric softener']],
    ['solo lavado en frío', 'Wash & Fold', ['Cold wash only']],
    ['almidón ligero', 'Dry Clean – Shirt', ['Light starch']],
    ['almidón ligero y en gancho', 'Dry Clean – Shirt', ['Light starch', 'On hanger']],
    ['heavy starch', 'Dry Clean – Shirt', ['Heavy starch']],
    ['planchado con raya', 'Dry Clean – Suit', ['Crease press']],
    ['tratamiento de manchas', 'Dry Clean – Suit', ['Stain treatment']],
  ])('reads %p among the extras of %s, in either language', (reply, service, wanted) => {
    expect(picks(reply, modifiers(service), 'es')).toEqual(wanted);
    expect(picks(reply, modifiers(service), 'en')).toEqual(wanted);
  });

  // What an option is for, said instead of its name (issue 34).
  it.each([
    ['the one for sensitive skin please', ['Hypoallergenic']],
    ['el que es para piel sensible', ['Hypoallergenic']],
    ['la opción para piel sensible', ['Hypoallergenic']],
    ['the green one', ['Eco-friendly']],
    // Round 38: the standard one by its everyday names.
    ['keep regular', ['Standard']],
    ['the normal one', ['Standard']],
    ['el regular', ['Standard']],
  ])('reads %p among the detergents, in either language', (reply, wanted) => {
    const detergents = ['Standard', 'Hypoallergenic', 'Eco-friendly'];
    expect(picks(reply, detergents, 'es')).toEqual(wanted);
    expect(picks(reply, detergents, 'en')).toEqual(wanted);
  });

  // Round 43: a preference by what it does, "how you fold", in either language.
  it.each([
    ['y cómo doblan la ropa', ['Folding style']],
    ['the way you fold', ['Folding style']],
    ['la temperatura del agua', ['Water temperature']],
  ])('reads %p among the preferences, in either language', (reply, wanted) => {
    const preferences = ['Detergent', 'Folding style', 'Water temperature'];
    expect(picks(reply, preferences, 'es')).toEqual(wanted);
    expect(picks(reply, preferences, 'en')).toEqual(wanted);
  });

  it('asks back rather than guess when a Spanish word names several options', () => {
    expect(picks('almidón', modifiers('Dry Clean – Shirt'))).toEqual({
      kind: 'ambiguous',
      values: ['Light starch', 'Heavy starch'],
    });
  });

  it('reads a name it lacks by its own words and by the words it knows in either language', () => {
    const names = ['Shirts – Laundered', 'Pants – Pressed'];
    expect(picks('las camisas', names)).toEqual(['Shirts – Laundered']);
    expect(picks('pantalones', names)).toEqual(['Pants – Pressed']);
    expect(picks('laundered shirts', names, 'en')).toEqual(['Shirts – Laundered']);
  });
});

describe("a business's own entries", () => {
  const own = readEntries(
    'Wash & Fold = Ropa por libra | por libra\n# a comment\n\nShirts – Laundered = Camisas lavadas; Eco-friendly = Ecológico',
  );
  const business = businessGlossary('entries' in own ? own.entries : []);

  it('replace the default entry naming the same English words, and add the ones it lacks', () => {
    expect(business.shown('Wash & Fold', 'es')).toBe('Ropa por libra');
    // The whole default entry is replaced, its other English ways of saying it too.
    expect(business.shown('wash n fold', 'es')).toBe('wash n fold');
    expect(business.shown('Shirts – Laundered', 'es')).toBe('Camisas lavadas');
    expect(business.shown('Eco-friendly', 'es')).toBe('Ecológico');
    expect(business.shown('Light starch', 'es')).toBe('Almidón ligero');
    expect(picks('por libra', ['Wash & Fold', 'Dry Clean – Suit'], 'es', business)).toEqual(['Wash & Fold']);
    expect(picks('camisas lavadas', ['Shirts – Laundered', 'Wash & Fold'], 'en', business)).toEqual([
      'Shirts – Laundered',
    ]);
  });

  it('are read from "English = Spanish" lines, and a line that is not one is refused, named', () => {
    expect(readEntries(' Wash & Press = Lavado y planchado | lavar y planchar ;Cold=Fría')).toEqual({
      entries: [
        { en: ['Wash & Press'], es: ['Lavado y planchado', 'lavar y planchar'] },
        { en: ['Cold'], es: ['Fría'] },
      ],
    });
    expect(readEntries('')).toEqual({ entries: [] });
    expect(readEntries('Wash & Press')).toEqual({
      problem: '"Wash & Press" is not "English = Spanish" (ways of saying either separated by "|")',
    });
    expect(readEntries('Wash = Lavado = Lavar')).toHaveProperty('problem');
    expect(readEntries('Wash = |lavar')).toHaveProperty('problem');
  });
});
