import { readYesNo } from '../../../../lib/recognize/yes-no';

describe('readYesNo', () => {
  it.each([
    'yes',
    'Yes!',
    'yes please',
    'yep',
    'yup',
    'sure',
    'ok',
    'OK.',
    'okay',
    'go ahead',
    'place it',
    'do it',
    'sounds good',
    'correct',
    'confirm',
    'looks good',
    'yes, go ahead',
    'ok sounds good thanks',
    '👍',
    'sounds good 👍',
  ])('reads %j as yes', (text) => {
    expect(readYesNo(text)).toBe(true);
  });

  it.each([
    'no',
    'No.',
    'nope',
    'no thanks',
    'no thank you',
    'nah',
    'not now',
    "don't",
    'dont',
    'do not',
    '👎',
  ])('reads %j as no', (text) => {
    expect(readYesNo(text)).toBe(false);
  });

  it.each(['', 'maybe', 'please', 'yes but change the day', 'yes no', 'not sure', 'help', 'no starch'])(
    'reads %j as neither',
    (text) => {
      expect(readYesNo(text)).toBeUndefined();
    },
  );
});
