/**
 * A correction followed by why (invariant correction-reason-set-aside), one cut off with a dash and a
 * hesitation, a doubt settled ("let's say"), a value taken back with none in its place, and an amount
 * offered beside another: what is meant is the value after the last correction, the reason naming
 * nothing new is set aside, and anything still open is asked. Phrasings of no held-out round.
 */
import {
  type RecognizerOption,
  readAmountCents,
  readCount,
  readEmail,
  readPhone,
  recognizeChoice,
} from '../../../../lib/recognize';
import { readMeant } from '../../../../lib/recognize/meant';

const single = { multi: false, timeZone: 'America/New_York' };
const frequency: RecognizerOption[] = ['Just this once', 'Every week', 'Every 2 weeks', 'Every 4 weeks'].map(
  (label, i) => ({ value: String(i + 1), label, role: 'choice', everyWeeks: [0, 1, 2, 4][i] }),
);

describe('a correction then why (invariant correction-reason-set-aside)', () => {
  it.each([
    ['$5, no make it $4, the driver is new', 400],
    ['$1, no make it $6, it is raining', 600],
    ['3 dólares, no mejor 5, que llueve', 500],
    ['$2— um, $7', 700],
    ['$6— eh, $8', 800],
  ])('reads the amount of %j as %i cents', (text, cents) => {
    expect(readAmountCents(text)).toBe(cents);
  });

  it.each([
    ['4. no wait 3, two of them are sheets', 3],
    ['cinco... no, cuatro, dos de ellas son cobijas', 4],
    ['una... no, tres', 3],
    ["maybe four bags, maybe five. let's go with five", 5],
    ['tres o cuatro, pongamos tres', 3],
  ])('reads the count of %j as %i', (text, count) => {
    expect(readCount(text)).toBe(count);
  });

  it.each([
    ['mon — no, tuesday, we fly monday', 'tuesday'],
    ['wed— no thu, wednesday is the dentist', 'thu'],
    ['el martes, no, el miércoles, el martes trabajo', 'el miercoles'],
    ['fri— oh no friday, ok monday', 'ok monday'],
  ])('reads the day of %j as %j', (text, meant) => {
    expect(readMeant(text)?.text).toBe(meant);
  });

  it('reads the how-often of a correction whose reason names what it took back', () => {
    expect(
      recognizeChoice('monthly — hm, no, every two weeks, monthly is too long', frequency, single),
    ).toEqual({
      kind: 'picked',
      values: ['3'],
    });
  });

  it.each([
    // A reason that names a new value, another option, or an addition is no reason: asked.
    '$5, no make it $4, because $6 is a lot',
    '$5, no make it $4, or 3',
    '4. no wait 3, and one more',
    '$3 or 4',
    '3 o 4 dólares',
    '$2, maybe $3',
  ])('asks back the amount of %j', (text) => {
    expect(readAmountCents(text)).toBeUndefined();
  });

  it.each([
    ['mon — no, tuesday, or wednesday', 'wednesday'],
    ['mon — no, tuesday, thursday works too', 'thursday'],
  ])('keeps the other day of %j to ask about', (text, other) => {
    expect(readMeant(text)?.text).toContain(other);
  });

  it.each(['$3 or three dollars', 'three dollars or $3'])('reads %j, one amount said twice', (text) => {
    expect(readAmountCents(text)).toBe(300);
  });
});

describe('a value taken back with none in its place', () => {
  it.each([
    '917 555 0142 — wait, that is the old one',
    '718 555 0199.. no sorry thats my work phone',
    '646 555 0123, no espera, ese es el viejo',
  ])('asks the phone of %j', (text) => {
    expect(readPhone(text)).toBeUndefined();
  });

  it.each([
    ['my number is 917 555 0142', '9175550142'],
    ['917 555 0142, sorry', '9175550142'],
  ])('reads the phone of %j', (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });

  it.each([
    ['luz@exmple.org — sorry luz@example.org', 'luz@example.org'],
    ['luz@example.og no wait, luz@example.org', 'luz@example.org'],
    ['luz@gmial.com, perdón, luz@gmail.com', 'luz@gmail.com'],
  ])('reads the corrected address of %j', (text, email) => {
    expect(readEmail(text)).toEqual({ email });
  });

  it.each([
    'luz@example.org or luz@work.org',
    'luz@example.org, sorry, and luz@work.org',
    'luz@a.org luz@b.org',
  ])('asks the address of %j', (text) => {
    expect(readEmail(text)).toEqual({ unclear: true });
  });
});
