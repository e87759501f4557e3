/**
 * The sign-in flow (lib/flows/sign-in.ts) as a transcript over in-memory ports: the phone, then
 * the code; what the laundry service was asked, and what the sign-in attempts store counted.
 */
import { createFakeWorld, FAKE, FAKE_COOL_DOWN_MS, FAKE_NOW, transcript } from '../../../support/fake-ports';
import { questions } from './conversations';

const ASK_PHONE = "To order, let's sign you in. What's your mobile number?";
const ASK_CODE = "What's the code we texted to (***) ***-0101?";
const MENU = 'What would you like to do?';

describe('sign-in flow', () => {
  it('a known phone and the right code sign in with the service token, greeting the account by name', async () => {
    const world = createFakeWorld();
    const signedIn = await transcript(world.engine, ['hi', FAKE.phone, FAKE.otp]);

    expect(questions(signedIn)).toEqual([ASK_PHONE, ASK_CODE, MENU]);
    expect(signedIn.text).toContain('Your code is on its way.');
    expect(signedIn.text).toContain(`You're signed in. Hi ${FAKE.firstName}!`);
    expect(signedIn.session).toEqual({
      serviceCustomerId: FAKE.customerId,
      token: FAKE.token,
      phoneNumber: FAKE.phone,
    });
    expect(world.laundry.calls).toEqual([
      { method: 'requestOtp', args: [{ phoneNumber: FAKE.phone, businessId: FAKE.businessId }] },
      { method: 'verifyOtp', args: [{ phoneNumber: FAKE.phone, otp: FAKE.otp }] },
    ]);
    expect(world.errors).toEqual([]);
  });

  it('a phone with no account is told so, masked, and asked again without a code being checked', async () => {
    const world = createFakeWorld();
    const refused = await transcript(world.engine, ['hi', '212 555 0199']);

    expect(questions(refused)).toEqual([ASK_PHONE, ASK_PHONE]);
    expect(refused.text).toContain("I couldn't find an account for (***) ***-0199.");
    expect(refused.text).not.toContain('2125550199');
    expect(refused.session).toBeUndefined();
    expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
  });

  it('a wrong code is counted against the phone, and the right one after "send it again" signs in and clears the count', async () => {
    const world = createFakeWorld();
    const wrong = await transcript(world.engine, ['hi', FAKE.phone, '111111']);

    expect(questions(wrong)).toEqual([ASK_PHONE, ASK_CODE, ASK_CODE]);
    expect(wrong.text).toContain("That code isn't right. 4 tries left.");
    expect(wrong.session).toBeUndefined();
    expect(world.signInAttempts.byPhone.get(FAKE.phone)).toEqual({
      failures: 1,
      endsAt: FAKE_NOW.getTime() + FAKE_COOL_DOWN_MS,
    });

    const right = await transcript(world.engine, ['send it again', FAKE.otp], { state: wrong.state });
    expect(questions(right)).toEqual([ASK_CODE, MENU]);
    expect(right.text).toContain('A new code is on its way.');
    expect(right.session?.token).toBe(FAKE.token);
    expect(world.laundry.callsOf('requestOtp')).toHaveLength(2);
    expect(world.laundry.callsOf('verifyOtp').map((call) => call.args[0])).toEqual([
      { phoneNumber: FAKE.phone, otp: '111111' },
      { phoneNumber: FAKE.phone, otp: FAKE.otp },
    ]);
    expect(world.signInAttempts.byPhone.has(FAKE.phone)).toBe(false);
  });

  it('"use another number" asks for the phone again, and text that is no number texts no code', async () => {
    const world = createFakeWorld();
    const other = await transcript(world.engine, ['hi', FAKE.phone, 'use another number', 'hello']);

    expect(questions(other)).toEqual([ASK_PHONE, ASK_CODE, ASK_PHONE, ASK_PHONE]);
    expect(other.text).toContain("That doesn't look like a 10-digit phone number.");
    expect(world.laundry.callsOf('requestOtp')).toHaveLength(1);
    expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
    expect(other.session).toBeUndefined();
  });

  it.each(['the code never came, resend it please', 'no me ha llegado nada, ¿me lo manda de nuevo?'])(
    'at the code, %j texts a new code and checks none',
    async (reply) => {
      const world = createFakeWorld();
      const again = await transcript(world.engine, ['hi', FAKE.phone, reply]);

      expect(questions(again).at(-1)).toBe(ASK_CODE);
      expect(world.laundry.callsOf('requestOtp')).toHaveLength(2);
      expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
      expect(world.signInAttempts.byPhone.has(FAKE.phone)).toBe(false);
    },
  );

  it('at the code, "oops, that\'s not my number" asks for the phone again and checks no code', async () => {
    const world = createFakeWorld();
    const other = await transcript(world.engine, ['hi', FAKE.phone, "oops, that's not my number"]);

    expect(questions(other)).toEqual([ASK_PHONE, ASK_CODE, ASK_PHONE]);
    expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
  });

  // Round 47: "uno" at the phone was "not a 10-digit number": a typed question's option is picked by its
  // place in words too (invariant typed-question-place-pointed).
  it.each([
    "it's my first time, I don't have an account",
    'no tengo cuenta, es mi primera vez',
    'uno',
    'the first one',
    'la opción uno',
  ])('at the phone, %j starts the sign-up: no code is texted', async (reply) => {
    const world = createFakeWorld();
    const newHere = await transcript(world.engine, ['hi', reply]);

    expect(newHere.state.stack.map((frame) => frame.flow)).toContain('sign-up');
    expect(world.laundry.callsOf('requestOtp')).toEqual([]);
  });
});

// Round 44: "qué necesito para registrarme?" started the sign-up by the option's word; a question of what
// it takes is asked back (invariant new-customer-whole).
describe('a question of what signing up takes, at the phone', () => {
  it.each([
    '¿qué necesito para crear una cuenta?',
    'what do I need to register?',
    'cuál es el requisito para registrarme?',
  ])('%j is asked back: no sign-up started, no code texted', async (reply) => {
    const world = createFakeWorld();
    const asked = await transcript(world.engine, ['hi', reply]);
    expect(questions(asked)).toEqual([ASK_PHONE, ASK_PHONE]);
    expect(asked.state.stack.map((frame) => frame.flow)).not.toContain('sign-up');
    expect(world.laundry.callsOf('requestOtp')).toEqual([]);
  });
});

// Issue 34 (review of round 26): a number taken back is one reading of the phone reader, and sign-in asks
// what sign-up asks, never "not a 10-digit number", and texts no code to it.
describe('a number taken back at sign-in', () => {
  it.each(['212 555 0101.. hang on, that is my aunt’s', '212 555 0101, no, esperá'])(
    '%j is asked which number is theirs, and nothing is texted',
    async (reply) => {
      const world = createFakeWorld();
      const said = await transcript(world.engine, ['hi', reply]);
      expect(questions(said)).toEqual([ASK_PHONE, ASK_PHONE]);
      expect(said.text).toContain('Which number is yours?');
      expect(world.laundry.callsOf('requestOtp')).toEqual([]);
    },
  );
});

// Rounds 47/48: at the code, "el dos", "Quisiera poner otro número", "El uno" were told "the code is the
// digits": a reply holding no code is read by the options' words (invariant no-code-read-by-options).
describe("the code question's options, in the person's words", () => {
  it.each([
    ['hola', 'el dos'],
    ['hola', 'Quisiera poner otro número'],
    ['hola', 'Cambiar el número de celular'],
    ['hi', 'the second one'],
  ])('after %j, %j asks for the phone again and checks no code', async (hello, reply) => {
    const world = createFakeWorld();
    const other = await transcript(world.engine, [hello, FAKE.phone, reply], {
      language: hello === 'hola' ? 'es' : 'en',
    });
    expect(questions(other).at(-1)).toBe(questions(other).at(0));
    expect(world.laundry.callsOf('requestOtp')).toHaveLength(1);
    expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
  });

  it.each([
    ['hola', 'El uno'],
    ['hi', 'the first one'],
  ])('after %j, %j texts a new code and checks none', async (hello, reply) => {
    const world = createFakeWorld();
    await transcript(world.engine, [hello, FAKE.phone, reply], { language: hello === 'hola' ? 'es' : 'en' });
    expect(world.laundry.callsOf('requestOtp')).toHaveLength(2);
    expect(world.laundry.callsOf('verifyOtp')).toEqual([]);
  });

  it.each(['one two three four five six', 'uno dos tres cuatro cinco seis'])(
    'a code said in words, %j, is still a code: checked, never an option',
    async (reply) => {
      const world = createFakeWorld();
      await transcript(world.engine, ['hi', FAKE.phone, reply]);
      expect(world.laundry.callsOf('requestOtp')).toHaveLength(1);
      expect(world.laundry.callsOf('verifyOtp').map((call) => call.args[0])).toEqual([
        { phoneNumber: FAKE.phone, otp: '123456' },
      ]);
    },
  );
});

describe('the code text, sent by the laundry service', () => {
  // The service sends it (seed API: POST /request-otp), and takes no language for it: a Spanish speaker is
  // told before it comes that it may be in English.
  it('a Spanish speaker is told in Spanish that the code text may come in English; an English one is not', async () => {
    const spanish = await transcript(createFakeWorld().engine, ['hola', FAKE.phone, 'otro código'], {
      language: 'es',
    });
    expect(spanish.text).toContain('Listo, el código va en camino.');
    expect(spanish.text.split('puede llegar en inglés')).toHaveLength(3);
    const english = await transcript(createFakeWorld().engine, ['hi', FAKE.phone]);
    expect(english.text).toContain('Your code is on its way.');
    expect(english.text).not.toMatch(/English|inglés/);
  });
});
