/**
 * A person's name is shown as they typed it: found trying the bot, "María José Gutiérrez" was greeted
 * "¡Hola, Maria!" by SMS, where a Spanish text otherwise GSM-7 loses á, í, ó, ú (gsm7.ts fitGsm7). The
 * name's accents are kept there (the text costs UCS-2), and Slack never changes a letter.
 */
import { renderSms } from '../../../../../lib/channels/sms/render';
import { words } from '../../../../../lib/words';
import { createFakeWorld, FAKE, transcript } from '../../../../support/fake-ports';

async function greetedAs(firstName: string, language: 'en' | 'es') {
  const world = createFakeWorld();
  jest.spyOn(world.laundry, 'verifyOtp').mockResolvedValue({
    token: FAKE.token,
    serviceCustomerId: FAKE.customerId,
    firstName,
  });
  const signedIn = await transcript(world.engine, ['hi', FAKE.phone, FAKE.otp], { language });
  const replies = signedIn.outcomes.at(-1)?.replies ?? [];
  return renderSms(replies, { words: await words(language) }).messages.join('\n');
}

describe("a person's name by SMS keeps its accents", () => {
  it.each([
    ['María', 'es', '¡Hola, María!'],
    ['Ramón', 'es', '¡Hola, Ramón!'],
    ['Jesús', 'es', '¡Hola, Jesús!'],
    ['María', 'en', 'Hi María!'],
  ] as const)('%s in %s', async (name, language, greeting) => {
    expect(await greetedAs(name, language)).toContain(greeting);
  });

  it("a text without the person's name still drops the accents GSM-7 lacks (no name, no cost)", () => {
    const text = renderSms([{ type: 'text', text: '¿Qué día?' }], { language: 'es' }).messages.join('\n');
    expect(text).toBe('¿Qué dia?');
  });
});
