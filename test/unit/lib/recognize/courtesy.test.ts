/**
 * Courtesy and discourse words around a free text (issue 34, round 18): a text of them alone names
 * nothing, and content said with them keeps its own words (invariant courtesy-is-no-content). Each
 * phrasing here is one no held-out round had.
 */
import fc from 'fast-check';
import { readNote } from '../../../../lib/flows/order/fields';
import { fromContent, saysOnlyCourtesy, withoutCourtesy } from '../../../../lib/recognize/courtesy';
import { readYesNo } from '../../../../lib/recognize/yes-no';
import { ENGLISH } from '../../../../lib/words';

describe('courtesy alone names nothing (invariant courtesy-is-no-content)', () => {
  it.each([
    'kindly',
    'Yep, kindly!',
    'yes please, cheers',
    'you right',
    'yeah you right, thanks',
    'sí, porfa, gracias',
    'claro, por favor',
    'ok thank you kindly',
    'God bless',
    'sure, if you please',
  ])('"%s" says only courtesy, and is no note', (text) => {
    expect(saysOnlyCourtesy(text)).toBe(true);
    expect(withoutCourtesy(text)).toBe('');
    expect(readNote({ text }, ENGLISH)).toHaveProperty('retry');
  });

  it.each([
    ['kindly, the cashmere scarf', 'the cashmere scarf'],
    ['you right, the two silk ties please', 'the two silk ties please'],
    ['porfa, las blusas de seda', 'las blusas de seda'],
    ['cheers, the beige trousers', 'the beige trousers'],
  ])('"%s": the content is kept from its first word on', (text, kept) => {
    expect(saysOnlyCourtesy(text)).toBe(false);
    expect(fromContent(text)).toBe(kept);
  });

  // Near misses: words that look like courtesy but name a thing, or a thing said with a yes.
  it.each([
    'the right sleeve',
    'bless the cotton ones',
    'fine knits',
    'the kind ones',
    'sure fit jeans',
    'well worn denim',
  ])('"%s" names something', (text) => {
    expect(saysOnlyCourtesy(text)).toBe(false);
    expect(readNote({ text }, ENGLISH)).toHaveProperty('value');
  });

  // Issue 34, round 38: "yeah chile" (Southern and Bahamian "child", said to the listener) was sent as
  // what to hang-dry. A term of address beside a yes, or set off by a mark, is to whom, never what.
  it.each([
    'yeah chile',
    "yes ma'am",
    'yeah bro',
    'yes girl!',
    'yeah man',
    'sure thing boss',
    'yes love',
    'ok my friend',
    'sí mami',
    'sí jefe',
    'claro compa',
    'sí, mi hija',
    'dale loco',
    'chile',
  ])('"%s" is a yes said to someone: it names nothing', (text) => {
    expect(saysOnlyCourtesy(text)).toBe(true);
    expect(fromContent(text)).toBe('');
    expect(readNote({ text }, ENGLISH)).toHaveProperty('retry');
  });

  it.each([
    ['yes girl, the wool sweaters', 'the wool sweaters'],
    ['sí jefe, las camisas de lino', 'las camisas de lino'],
    ['yeah chile. the silk blouse', 'the silk blouse'],
  ])('"%s": the term of address set off, the things are kept', (text, kept) => {
    expect(fromContent(text)).toBe(kept);
  });

  // Near misses: the same words naming a person whose things they are, or part of a thing's name.
  it.each([
    ['the little girl', 'the little girl'],
    ['my girl dresses', 'my girl dresses'],
    ['yes man shirts', 'man shirts'],
    ['the chile-stained apron', 'the chile-stained apron'],
    ['la ropa de mi jefe', 'la ropa de mi jefe'],
  ])('"%s" names something: %j is kept', (text, kept) => {
    expect(saysOnlyCourtesy(text)).toBe(false);
    expect(fromContent(text)).toBe(kept);
  });

  it('"yeah you right" and "you right" are a yes; "you right?" said of a thing is not read as one', () => {
    expect(readYesNo('yeah you right')).toBe(true);
    expect(readYesNo('you right cher')).toBe(true);
    expect(readYesNo('your right sleeve')).toBeUndefined();
  });

  const COURTESY = [
    'please',
    'kindly',
    'cheers',
    'thanks',
    'yes',
    'yeah',
    'you right',
    'porfa',
    'gracias',
    'sí',
    'ok',
  ];
  const MARK = ['', ',', '.', '!', ' -'];
  const THINGS = ['the wool sweaters', 'las camisas de lino', 'my silk scarf', 'two linen shirts'];

  it('any run of courtesy names nothing; with a thing after it, the thing is what is kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...COURTESY), fc.constantFrom(...MARK)), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(...THINGS),
        fc.boolean(),
        (run, thing, upper) => {
          const said = run.map(([word, mark]) => `${upper ? word.toUpperCase() : word}${mark}`).join(' ');
          expect(saysOnlyCourtesy(said)).toBe(true);
          expect(readNote({ text: said }, ENGLISH)).toHaveProperty('retry');
          expect(fromContent(`${said} ${thing}`)).toBe(thing);
        },
      ),
    );
  });
});
