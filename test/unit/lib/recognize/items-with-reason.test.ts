/** Things named with why (invariant reason-never-the-items): the things kept, the reason never. */
import {
  answerBeforeReason,
  itemsBeforeReason,
  namesOnlyThings,
  saysOnlyWhy,
  withoutReason,
} from '../../../../lib/recognize';
import { answerAfterReason } from '../../../../lib/recognize/items-with-reason';

describe('itemsBeforeReason', () => {
  it.each([
    ['the silk blouses, they wrinkle in the dryer', 'the silk blouses'],
    ['my cashmere sweater because it pills', 'my cashmere sweater'],
    ['two linen shirts should be line dried', 'two linen shirts'],
    ['las blusas de seda porque se arrugan', 'las blusas de seda'],
    ['mis vestidos, que se encogen con el calor', 'mis vestidos'],
    ['el abrigo de lana que siempre se daña', 'el abrigo de lana'],
  ])('%j names %j', (text, items) => {
    expect(itemsBeforeReason(text)).toBe(items);
  });

  it.each([
    // No reason: nothing to take apart.
    'the wool sweaters',
    // More things after the first, or things in the reason: never cut.
    'the silk blouses, and my bras',
    'the silk blouses, they go with the dress',
    'las blusas, y también los suéteres',
    // A reason only, or things the glossary does not know as garments.
    'because they shrink',
    'hang them, they shrink',
    'my bras, they stretch',
    'not the sweaters, they are fine',
  ])('%j is no things-and-reason', (text) => {
    expect(itemsBeforeReason(text)).toBeUndefined();
  });
});

describe('withoutReason', () => {
  it.each([
    ['yes, the silk blouses, they wrinkle in the dryer', 'yes, the silk blouses'],
    ['sí, las camisas de lino que se arrugan en la secadora', 'sí, las camisas de lino'],
    ['yes, hang them', 'yes, hang them'],
    ['no, they shrink in the dryer', 'no, they shrink in the dryer'],
  ])('%j is %j', (text, kept) => {
    expect(withoutReason(text)).toBe(kept);
  });
});

describe('answerBeforeReason: the answer said before why, after a comma', () => {
  it.each([
    ['4, because they always come on time', '4'],
    ['seis, porque está lloviendo', 'seis'],
    ['$5, they earned it', '$5'],
    // Issue 34, round 28: a number counting a thing of the reason is no second amount.
    ['6, she walks up 3 floors', '6'],
    ['cuatro, porque sube 5 pisos', 'cuatro'],
    // Round 34: the person's own remark after the answer ("5, i know how it is 😅" was asked back).
    ['5, i know how it is 😅', '5'],
    ["$4, i've been there", '$4'],
    ['3, we did deliveries once', '3'],
    ['cinco, yo sé cómo es', 'cinco'],
  ])('%j is %j', (text, answer) => {
    expect(answerBeforeReason(text)).toBe(answer);
  });

  it.each(['6, she deserves 7', '6, she deserves 7 bucks', '4, que sean 5 más'])(
    '%j holds a second amount in its reason: read as typed',
    (text) => {
      expect(answerBeforeReason(text)).toBeUndefined();
    },
  );

  // A second number, an addition, a question or no word of reason: read as typed.
  it.each([
    '5, they said 3',
    '5, and 2 for the other one',
    '5, which card?',
    '5, no 3',
    '5 because',
    'cinco pues',
    // The person's own doubt is no reason: asked.
    "5, i'm not sure",
    '3, i dunno',
    '5, i mean 6',
  ])('%j is no answer with its reason', (text) => {
    expect(answerBeforeReason(text)).toBeUndefined();
  });
});

// Round 40: "sí, que luego se encoge todo" had hang-dried "que luego se encoge todo".
describe('saysOnlyWhy (invariant reason-never-the-items)', () => {
  it.each(['porque se encogen', 'because they shrink in the dryer', 'que se arrugan mucho'])(
    '%j says only why',
    (text) => {
      expect(saysOnlyWhy(text)).toBe(true);
    },
  );
  it.each(['que sean las camisas de seda', 'the wool sweaters', 'because of the wool sweaters'])(
    '%j names the things',
    (text) => {
      expect(saysOnlyWhy(text)).toBe(false);
    },
  );
});

// Held-out round 40: the value said after why, last ("…so 3"), or before why with no comma ("make it 5
// theyre always so nice"). Made-up phrasings.
describe('the answer said after why, and before a clause of whom it is for (round 40)', () => {
  it.each([
    ['we had one more in the garage so 4', '4'],
    ['encontré otra en el cuarto, así que 3', '3'],
    ['mi hermana trajo otra, entonces son 3', 'son 3'],
  ])('answerAfterReason(%j) is %j (invariant reason-then-so-the-answer)', (text, answer) => {
    expect(answerAfterReason(text)).toBe(answer);
  });

  it.each(['so 3', 'we had one more so 4?', 'i have 3', '4 so'])('answerAfterReason(%j) is none', (text) => {
    expect(answerAfterReason(text)).toBeUndefined();
  });

  it.each([
    ['make it 6 theyre so helpful', 'make it 6'],
    ['4 hes always on time', '4'],
  ])('answerBeforeReason(%j) is %j', (text, answer) => {
    expect(answerBeforeReason(text)).toBe(answer);
  });
});

// Round 43: things named alone (invariant things-alone-are-the-things).
describe('namesOnlyThings', () => {
  it.each(['the wool jumpers pls', 'mis camisas y las toallas', 'towels, sheets'])(
    '%j names things only',
    (text) => {
      expect(namesOnlyThings(text)).toBe(true);
    },
  );
  it.each([
    'the delicates',
    'lavar las camisas',
    'the shirts, they shrink',
    'my silk blouses',
    'yes',
    'ropa',
  ])('%j names more than things, or none', (text) => {
    expect(namesOnlyThings(text)).toBe(false);
  });
});
