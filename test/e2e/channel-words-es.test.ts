/**
 * What a channel says of its own in the person's language (issue #28): SMS's reply lines and help word,
 * Slack's locale choosing Spanish from a first "hi", the menu hint naming the Spanish help word.
 */
import { mondayMorning } from '../support/clock';
import { startSlackStack } from '../support/slack-stack';
import { startSmsStack } from '../support/sms-stack';
import { startTestBot } from '../support/test-bot';

const clock = mondayMorning();
const DANA = '+12125550101';

describe("a channel's own words in Spanish", () => {
  it('an SMS in Spanish has its reply words in Spanish', async () => {
    const stack = await startSmsStack({ now: clock });
    try {
      const dana = stack.phone(DANA);
      // A greeting alone: no request to carry through sign-in, so the menu follows it.
      const asked = await dana.text('hola, buenas tardes');
      // Acute accents dropped by SMS to stay GSM-7 (é, ñ, ¿ and ¡ are in it).
      expect(asked).toContain('¿Le envio un codigo por mensaje a este teléfono, (***) ***-0101?');
      await dana.text('sí');
      // The sandbox issued the code for the phone texting: the Spanish "sí" was read as yes.
      const code = stack.sandbox.lastOtp('2125550101');
      expect(code).toBeDefined();
      const menu = await dana.text(String(code));
      expect(menu).toContain('¿Qué desea hacer?');
      expect(menu).toContain('Escriba opciones en cualquier momento.');
      expect(menu).toMatch(/Responda 1(-\d| o 2) o escriba cerrar sesion/);
      // The sign-in keeps the language, for the next conversation and its reminders.
      expect((await stack.bot.store.load(stack.keyOf(DANA))).link?.language).toBe('es');
      const texts = dana.received().map((m) => m.body);
      for (const text of texts) expect(text).not.toMatch(/\bReply\b|\bNow:|or another amount/);
    } finally {
      await stack.close();
    }
  });

  it("a Slack user whose locale is es-LA is answered in Spanish from a first 'hi'", async () => {
    const stack = await startSlackStack({ now: clock, locales: { U0LUCIA: 'es-LA' } });
    try {
      const lucia = stack.person('U0LUCIA');
      const localeCalls = () =>
        stack.slackApi.calls.filter((call) => call.method === 'users.info' && call.args.include_locale);
      await lucia.type('hi');
      expect(lucia.transcript()).toContain('¡Hola! Puedo programar la recogida');
      expect(lucia.transcript()).toContain('¿Cuál es su número de celular?');
      expect(lucia.transcript()).not.toContain("What's your mobile number?");
      await lucia.type('(212) 555-0101');
      expect(lucia.transcript()).toContain('¿Cuál es el código que le enviamos al (***) ***-0101?');
      // The sandbox sent the code to the number typed in Spanish's turn.
      const code = stack.sandbox.lastOtp('2125550101');
      expect(code).toBeDefined();
      await lucia.type(String(code));
      expect(lucia.transcript()).toContain('Escriba ayuda en cualquier momento.');
      // The code's question, answered, says so without the code, in Spanish.
      expect(lucia.transcript()).toContain('Código ingresado');
      // Asked once, for the new conversation: not on the turns under way.
      expect(localeCalls()).toHaveLength(1);
      // An English speaker's first "hi" stays English.
      const ann = stack.person('U0ANN');
      await ann.type('hi');
      expect(ann.transcript()).toContain("What's your mobile number?");
    } finally {
      await stack.close();
    }
  });

  it('the Spanish menu hint names ayuda', async () => {
    const bot = await startTestBot({ now: clock });
    try {
      await bot.say('hola');
      await bot.say('(212) 555-0101');
      await bot.say(String(bot.sandbox.lastOtp('2125550101')));
      expect(bot.prompt().text).toBe('¿Qué desea hacer?');
      expect(bot.prompt().hint).toBe(
        'Elija una opción. Escriba ayuda en cualquier momento. For English, type English.',
      );
      // "ayuda" is the help command in Spanish: it answers with the Spanish help.
      await bot.say('ayuda');
      expect(bot.text()).toContain('Conteste la pregunta o escriba: empezar de nuevo o cerrar sesión.');
      // Switched to English mid-turn: the help word is switched with the words.
      await bot.say('english');
      expect(bot.prompt().hint).toBe('Pick one. Say help at any time. Para español, escriba español.');
    } finally {
      await bot.close();
    }
  });
});
