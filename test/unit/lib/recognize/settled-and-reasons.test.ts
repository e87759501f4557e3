/**
 * A doubt then a value settled on, a value taken back with "actually" or a trailing "no" and why, an
 * amount given with why or in slang (issue 34, rounds 25 and 26): what is meant is read, and a doubt
 * left open, an addition or a second amount stays asked. Phrasings of no held-out round.
 */
import { answerBeforeReason, readAmountCents, readCount } from '../../../../lib/recognize';
import { readMeant } from '../../../../lib/recognize/meant';

describe('a doubt then a value settled on (invariant correction-last-named-meant)', () => {
  it.each([
    ['4 bags, maybe 5 dunno... ok 4', 4],
    ['3 or 4, fine, 4', 4],
    ['cinco bolsas o seis, no sé... vale, cinco', 5],
    ['maybe 2 maybe 3, okay 3', 3],
    ["six (or seven haha, i'll say six)", 6],
    ['1 o 2, ni idea... bueno, 1', 1],
  ])('reads the count of %j as %i', (text, count) => {
    expect(readCount(text)).toBe(count);
  });

  it.each([
    // No doubt before the settling word: "ok" is no correction, and two numbers stay asked.
    '4, ok 5',
    // A doubt left open: nothing settled after it.
    '4 or 5',
    '4, maybe 5',
    '4 or 5, ok?',
    // Settled, then doubted again.
    '4 maybe 5, ok 5 dunno',
    // No pause before the settling word.
    '4 or 5 ok 4',
  ])('asks the count of %j', (text) => {
    expect(readCount(text)).toBeUndefined();
  });
});

describe('a value taken back with "actually", or with a trailing no and why', () => {
  it.each([
    ['thu... actually saturday works better, we are back', 'saturday works better'],
    ['the mastercard, actually the amex', 'the amex'],
    ['el lunes no porque no estamos... el martes sí', 'el martes si'],
    ['sat no because we travel, sunday', 'sunday'],
  ])('reads %j as %j', (text, meant) => {
    expect(readMeant(text)?.text).toBe(meant);
  });

  it.each([
    // "actually" adding, or with nothing before it, or no pause: no correction.
    'hypoallergenic, actually softener too',
    'the shirts, actually also the pants',
    'actually tuesday',
    'tuesday actually',
  ])('takes nothing back in %j', (text) => {
    expect(readMeant(text)?.retracted).toBeUndefined();
  });
});

describe('an amount with why, or in slang', () => {
  it.each([
    ['give her 4, she was super quick', 'give her 4'],
    // A number counting a thing of the reason ("3 floors") is no second amount (issue 34, round 28).
    ['6, hes carrying 3 floors', '6'],
    ['dale 4, pobrecito', 'dale 4'],
    ['$5, poor guy is soaked', '$5'],
    ['4 porque llueve', '4'],
    ['6 que está nevando', '6'],
    // A second number, an addition or a question after it: read as typed.
    ['4 porque 3 es poco', undefined],
    ['4 que y 2 para la otra', undefined],
    ['4 because?', undefined],
  ])('%j is %j before its reason', (text, answer) => {
    expect(answerBeforeReason(text)).toBe(answer);
  });

  it.each([
    ['cuatro verdes', 400],
    ['dale 6 verdes', 600],
    ['ponele 2 vos', 200],
    ['4, o bueno, mejor 6', 600],
    // Marked as the tip, the amount is read beside what else the reply says (the next question's).
    ['6 de propina y gracias por todo', 600],
    ['a 4 tip and thats it', 400],
    ['una propina de 6 dólares nomás', 600],
    // Issue 34, round 28: whom it goes to, "al chico", "a la chica".
    ['déjale 4 a la chica', 400],
    ['ponle 2 al chico', 200],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each(['4 o 6 verdes', '3 verdes o 4', '4 de propina o 6 de propina', '2 tip 3 tip'])(
    'asks %j (two amounts)',
    (text) => {
      expect(readAmountCents(text)).toBeUndefined();
    },
  );
});
