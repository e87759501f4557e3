/**
 * The code step's edges: a code of the wrong length, a code the service could not check, and a code that
 * arrives after the service did not answer the request for it (invariants short-code-uses-no-try and
 * late-code-is-still-a-code). End to end: createBot over DynamoDB Local and the laundry sandbox over HTTP;
 * each test asserts what the sandbox recorded as well as the words.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { SAM } from './order-script';

const clock = mondayMorning();
const verifications = (bot: TestBot) => bot.sandbox.requests.filter((r) => r.path.endsWith('/verify-otp'));

/** Waits for the sandbox to have texted a code to `phone` (a request it answers late). */
async function codeTexted(bot: TestBot, phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = bot.sandbox.lastOtp(phone);
    if (code) return String(code);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was texted:\n${bot.transcript()}`);
}

describe('the sign-in code step', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  it('a 5-digit code uses up no try: it says the code has 6 digits and sends nothing to the service', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    const code = String(bot.sandbox.lastOtp(SAM));
    await bot.say(code.slice(0, 5));
    expect(bot.text()).toContain('The code has 6 digits, and that was 5');
    expect(bot.prompt().text).toContain("What's the code");
    expect(verifications(bot)).toHaveLength(0);
    // The first wrong code is still the first: all but one of the tries are left.
    await bot.say(code === '999999' ? '111111' : '999999');
    expect(bot.text()).toContain("That code isn't right. 4 tries left.");
    await bot.say(code);
    expect(bot.text()).toContain("You're signed in.");
  });

  // Issue 34, round 34: "sigue sin llegar" and "me he equivocado al escribir el número" were read as codes.
  it('"sigue sin llegar" sends the code again and "me he equivocado al escribir el número" asks the number; no code is checked', async () => {
    await bot.say('hola');
    await bot.say(SAM);
    const requests = () => bot.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'));
    expect(requests()).toHaveLength(1);
    await bot.say('sigue sin llegar');
    expect(requests()).toHaveLength(2);
    await bot.say('Ostras, me he equivocado al escribir el número');
    expect(bot.prompt().text).toContain('número de celular');
    expect(verifications(bot)).toHaveLength(0);
  });

  // Issue 34, round 36: an "oy" before "wrong number, mine ends 01…", and "error de tipeo en el número,
  // cambiar", were read as codes of 4 digits and none.
  it.each([
    ['hi', 'ugh, wrong number, mine ends with 0199', 'mobile number'],
    ['hola', 'fue un error de dedo en el número, cámbielo', 'número de celular'],
  ])('after %j, %j asks the number again; no code is checked', async (hello, said, asked) => {
    await bot.say(hello);
    await bot.say(SAM);
    await bot.say(said);
    expect(bot.prompt().text).toContain(asked);
    expect(verifications(bot)).toHaveLength(0);
  });

  it('a code that arrives after the service did not answer the request is read as a code and signs in', async () => {
    await bot.say('hi');
    bot.sandbox.failNext({ kind: 'latency', latencyMs: 3500, pathPrefix: '/request-otp' });
    await bot.say(SAM);
    expect(bot.text()).toContain("can't tell whether it texted you a code");
    expect(bot.prompt().options.map((o) => o.label)).toContain('Send it again');
    const late = await codeTexted(bot, SAM);
    await bot.say(late);
    expect(bot.text()).toContain("You're signed in.");
    expect(verifications(bot).map((r) => r.body)).toEqual([expect.objectContaining({ otp: late })]);
  });

  it('a code the service could not check uses up no try and is read again when typed again', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    const code = String(bot.sandbox.lastOtp(SAM));
    await bot.say(code === '999999' ? '111111' : '999999');
    expect(bot.text()).toContain('4 tries left');
    bot.sandbox.failNext({ kind: 'error', pathPrefix: '/verify-otp' });
    await bot.say(code === '888888' ? '222222' : '888888');
    expect(bot.text()).toContain("couldn't check that code: no try was used");
    await bot.say(code === '777777' ? '333333' : '777777');
    expect(bot.text()).toContain('3 tries left');
    await bot.say(code);
    expect(bot.text()).toContain("You're signed in.");
    expect(verifications(bot)).toHaveLength(4);
  });

  it('a sign-in code typed where the phone number is asked is named as a code, not read as a number', async () => {
    await bot.say('hi');
    await bot.say('123456');
    expect(bot.text()).toContain("That looks like a sign-in code, but I haven't asked for one yet");
    expect(bot.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'))).toHaveLength(0);
  });

  // Issue 34, round 37: the letter O typed for a zero among the digits is the zero it looks like.
  it('"212 555 O1O1" at the phone texts the code to 2125550101', async () => {
    await bot.say('hi');
    await bot.say('212 555 O1O1');
    expect(bot.sandbox.requests.filter((r) => r.path.endsWith('/request-otp')).map((r) => r.body)).toEqual([
      expect.objectContaining({ phoneNumber: '2125550101' }),
    ]);
  });

  // Issue 34, round 37: a Slack emoji's code beside the code is a sign, never its digits.
  it('"code came: <code> :+1:" signs in', async () => {
    await bot.say('hi');
    await bot.say(SAM);
    await bot.say(`code came: ${bot.sandbox.lastOtp(SAM)} :+1:`);
    expect(bot.text()).toContain("You're signed in.");
  });
});
