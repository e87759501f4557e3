/**
 * US texting rules (issue 36 §6), through the SMS path as deployed: the first text to a new number
 * names the business and says how to stop and get help, in the person's language, once; and the
 * registration's first sample message in docs/sms.md is that text, as the bot sends it. Assertions are
 * on what Twilio's Messages API (a local recorder) received and what the table keeps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mondayMorning } from '../support/clock';
import { type SmsStack, startSmsStack } from '../support/sms-stack';

const DANA = '+12125550101';
const LUIS = '+12125550102';
const BRAND = 'Spin City Laundry';

describe('the first text to a new number', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning() });
  });
  afterEach(() => stack.close());

  it('names the business and says STOP and HELP, once: the phone’s next answers do not', async () => {
    const dana = stack.phone(DANA);
    const first = await dana.text('hi');
    expect(first.startsWith(`${BRAND}: Reply STOP to opt out, HELP for help.`)).toBe(true);
    expect((await stack.bot.store.load(stack.keyOf(DANA))).note).toMatchObject({ introduced: true });
    for (const text of ['my orders', 'options']) {
      const answer = await dana.text(text);
      expect(answer).not.toBe('');
      expect(answer).not.toContain('STOP');
      expect(answer).not.toContain(BRAND);
    }
    expect(dana.received().filter((m) => m.body.includes('STOP'))).toHaveLength(1);
  });

  it('names "options", never HELP, as the way to help when the person is stuck: HELP is the carrier’s', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    await dana.text('yes');
    const code = String(stack.sandbox.lastOtp('2125550101'));
    const wrong = code === '000000' ? '111111' : '000000';
    let said = '';
    for (let tries = 0; tries < 3; tries++) said = await dana.text(wrong);
    expect(said).toContain('Say options if you are stuck');
    expect(said).not.toMatch(/\bhelp if you are stuck/i);
  });

  it('says it in Spanish to a person who writes in Spanish', async () => {
    const luis = stack.phone(LUIS);
    const first = await luis.text('hola, quiero una recogida');
    expect(first.startsWith(`${BRAND}: Responda STOP para dejar de recibir mensajes, HELP para ayuda.`)).toBe(
      true,
    );
  });

  it('is the first sample message of the registration in docs/sms.md: the brand, STOP and HELP, as the bot sends them', async () => {
    const docs = readFileSync(join(__dirname, '..', '..', 'docs', 'sms.md'), 'utf8');
    const list = /Sample messages[\s\S]*?\n((?:\s+- `[^`]+`\n)+)/.exec(docs)?.[1] ?? '';
    const samples = [...list.matchAll(/- `([^`]+)`/g)].map(([, sample]) => sample as string);
    expect(samples.length).toBeGreaterThanOrEqual(3);
    expect(samples[0]).toContain(BRAND);
    // As a phone shows it: the lines of one text run together in the registration's one-line sample.
    const first = (await stack.phone(DANA).text('hi')).replace(/\s*\n\s*/g, ' ');
    expect(samples[0]).toBe(first);
  });
});
