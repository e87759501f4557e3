/** An e-mail address as people type it: alone, inside a sentence, or spelled out, in English or Spanish. */
import { givesNoEmail, readEmail } from '../../../../lib/recognize';

describe('an e-mail address in a reply', () => {
  it.each([
    ['jorge@ramos.net', 'jorge@ramos.net'],
    ['my email is jorge@ramos.net', 'jorge@ramos.net'],
    ['sure, use jorge@ramos.net.', 'jorge@ramos.net'],
    ['<jorge@ramos.net>', 'jorge@ramos.net'],
    ['mi correo es jorge@ramos.net', 'jorge@ramos.net'],
    ['no, it is jorge@ramos.net', 'jorge@ramos.net'],
  ])('written in %j: %j', (text, email) => {
    expect(readEmail(text)).toEqual({ email });
  });

  it.each([
    ['jorge at ramos dot net', 'jorge@ramos.net'],
    ['jorge dot ramos at mail dot co dot uk', 'jorge.ramos@mail.co.uk'],
    ['jorge underscore r at ramos dot net', 'jorge_r@ramos.net'],
    ['jorge punto ramos arroba correo punto mx', 'jorge.ramos@correo.mx'],
    ['es jorge arroba ramos punto net', 'jorge@ramos.net'],
    ['jorge @ ramos.net', 'jorge@ramos.net'],
    ['mi correo es jorge @ ramos . net', 'jorge@ramos.net'],
    // Round 43: spelled letters were read by the last one alone ("a n a …" as a@…).
    ['j o r g e at ramos dot net', 'jorge@ramos.net'],
    ['r o s a arroba correo punto mx', 'rosa@correo.mx'],
    ['jorge punto r a m o s arroba correo punto mx', 'jorge.ramos@correo.mx'],
    ['jorge at r a m o s dot net', 'jorge@ramos.net'],
    ['el correo es jorge arroba ramos punto net', 'jorge@ramos.net'],
  ])(
    'said in words in %j, nothing left over: %j, taken as read (invariant email-words-read-once)',
    (text, email) => {
      expect(readEmail(text)).toEqual({ email });
    },
  );

  it.each([
    ['jorge ramos at ramos dot net', 'ramos@ramos.net'],
    ['escríbelo a r o s a arroba correo punto mx', 'arosa@correo.mx'],
    ['write jorge at ramos dot net', 'jorge@ramos.net'],
  ])('said in words in %j with words left over: %j, marked spelled (asked back as read)', (text, email) => {
    expect(readEmail(text)).toEqual({ email, spelled: true });
  });

  it.each(['jorge@ramos.net or jorge@work.com', 'not jorge@ramos.net', 'maybe jorge@ramos.net'])(
    '%j gives no one address for sure: unclear',
    (text) => {
      expect(readEmail(text)).toEqual({ unclear: true });
    },
  );

  it.each(['jorge at home', 'not an email', 'jorge@', 'I will be at the store'])('%j gives none', (text) => {
    expect(readEmail(text)).toBeUndefined();
  });
});

describe('a reply that gives no e-mail address', () => {
  it.each([
    ["I don't have one", true],
    ['dont have email', true],
    ['none', true],
    ["i'd rather not", true],
    ['no uso correo', true],
    ['sin correo, porfa', true],
    ['ada at example', false],
    ['ada@example.com', false],
    ['no, it is ada@example.com', false],
  ])('%j says none will be given: %j', (text, none) => {
    expect(givesNoEmail(text)).toBe(none);
  });
});

// Issue 34, round 35: "put mine not his: daniela.ajanel@example.com" asked which address. Whose address
// is given, the person's and not another's ("mine, not hers", "el mío, no el de él"), says which: the one
// typed. A "not" said of the address itself still asks.
describe('readEmail: the address said to be mine, not another’s', () => {
  it.each([
    'put mine not his: daniela.ajanel@example.com',
    'use mine, not hers - daniela.ajanel@example.com',
    'my own, not my husband’s: daniela.ajanel@example.com',
    'pon el mío, no el de él: daniela.ajanel@example.com',
    'el mío no el de mi papá daniela.ajanel@example.com',
  ])('%j is the address', (text) => {
    expect(readEmail(text)).toEqual({ email: 'daniela.ajanel@example.com' });
  });
  it.each(['not mine: daniela.ajanel@example.com', 'daniela.ajanel@example.com not his'])(
    '%j is asked',
    (text) => {
      expect(readEmail(text)).toEqual({ unclear: true });
    },
  );
});

// Rounds 47/48: "ana(arroba)example.com" and "ana@example .com" were "not an email address".
describe('an address with its sign in brackets, or a space before its ending', () => {
  it.each(['ana(arroba)example.com', 'ana [at] example.com', 'ana@example .com'])(
    '%j is ana@example.com',
    (text) => {
      expect(readEmail(text)).toEqual({ email: 'ana@example.com' });
    },
  );
});
