/**
 * Opt-out before anything, and texts a carrier would accept (issue 15 §5), through the SMS path as
 * deployed. Assertions are on what the sandbox and Twilio's Messages API (a local recorder) received,
 * what the table holds, and the queue's dead letters.
 */
import { mondayMorning } from '../support/clock';
import { type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const DANA = '+12125550101';
const SUPPORT = 'help@spincity.example';

describe('opt-out before anything', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning(), env: { SUPPORT_CONTACT: SUPPORT } });
  });
  afterEach(() => stack.close());

  const optedOut = async (phone: string) => (await stack.bot.store.load(stack.keyOf(phone))).optedOut;

  it("after STOP, 'hi' makes no call to the laundry service and sends nothing", async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    await dana.text('STOP');
    const requests = stack.sandbox.requests.length;
    const texts = dana.received().length;
    for (const text of ['hi', 'ok', 'send it', 'new order']) expect(await dana.text(text)).toBe('');
    expect(stack.sandbox.requests.length).toBe(requests);
    expect(dana.received().length).toBe(texts);
  });

  it('a staff notice to an opted-out phone is not sent', async () => {
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await dana.text('STOP');
    const texts = dana.received().length;
    await stack.queue.send({
      groupId: stack.keyOf(DANA),
      deduplicationId: 'notice-1',
      body: JSON.stringify({
        v: 1,
        kind: 'notice',
        key: stack.keyOf(DANA),
        messageId: 'notice-1',
        text: 'Staff moved your pickup.',
        receivedAt: Date.now(),
      }),
    });
    await stack.queue.drain();
    expect(stack.workerLog.map((line) => line.msg)).toContain('notice done');
    expect(dana.received().length).toBe(texts);
  });

  it('21610 records the opt-out and the record is not retried', async () => {
    const dana = stack.phone(DANA);
    stack.twilio.failFor(DANA, { status: 400, code: 21610 });
    await dana.text('hi');
    // One attempt, refused: no retry, no dead letter, no apology.
    expect(dana.received()).toHaveLength(1);
    expect(stack.queue.deadLetters).toHaveLength(0);
    expect(await optedOut(DANA)).toBe(true);
    const requests = stack.sandbox.requests.length;
    await dana.text('ok');
    expect(stack.sandbox.requests.length).toBe(requests);
    expect(dana.received()).toHaveLength(1);
  });

  it('another permanent Twilio error is not retried; a 5xx is, and then delivered', async () => {
    const dana = stack.phone(DANA);
    stack.twilio.failNext({ status: 400, code: 21612 });
    await dana.text('hi');
    expect(dana.received()).toHaveLength(1);
    expect(stack.queue.deadLetters).toHaveLength(0);
    expect(await optedOut(DANA)).toBe(false);

    stack.twilio.failNext({ status: 503, code: 20500 });
    await dana.text('hi again');
    const [refused, delivered] = dana.received().slice(1);
    expect(refused?.sid).toBeUndefined();
    expect(delivered?.sid).toBeDefined();
    expect(delivered?.body).toBe(refused?.body);
  });

  it('HELP names the business, the support contact, frequency, rates and STOP', async () => {
    const help = await stack.phone(DANA).text('HELP');
    expect(help).toContain('Spin City Laundry');
    expect(help).toMatch(/laundry pickup orders/);
    expect(help).toContain(SUPPORT);
    expect(help).toContain('Msg frequency varies');
    expect(help).toContain('Msg&data rates may apply');
    expect(help).toMatch(/Reply STOP to/);
    expect(stack.sandbox.requests).toHaveLength(0);
  });

  it('FIN, BAJA, PARA and CANCELAR are ordinary words by default (the Messaging Service was not told them): the dialog reads them, nothing is blocked or recorded', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hola');
    for (const word of ['fin', 'Baja', 'PARA', 'cancelar']) {
      expect(await dana.text(word)).not.toBe('');
      expect(stack.twilio.blocked.has(DANA)).toBe(false);
      expect(await optedOut(DANA)).toBeFalsy();
    }
    // The conversation goes on: a yes to the question on screen asks the service for a code.
    await dana.text('sí');
    expect(stack.sandbox.requests.filter((r) => r.path.endsWith('/request-otp'))).toHaveLength(1);
  });
});

describe('a business whose Messaging Service has the Spanish keywords (TWILIO_SPANISH_KEYWORDS)', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({
      now: mondayMorning(),
      env: { SUPPORT_CONTACT: SUPPORT, TWILIO_SPANISH_KEYWORDS: 'true' },
    });
  });
  afterEach(() => stack.close());

  const optedOut = async (phone: string) => (await stack.bot.store.load(stack.keyOf(phone))).optedOut;

  it('AYUDA gets the CTIA help answer in Spanish from Twilio, once, and runs no turn', async () => {
    const dana = stack.phone(DANA);
    const help = await dana.text('Ayuda');
    expect(dana.received()).toHaveLength(1);
    expect(help).toBe(
      'Spin City Laundry: pedidos de lavanderia por texto. Ayuda: help@spincity.example. ' +
        'Frecuencia de mensajes variable. Pueden aplicar tarifas de mensajes y datos. ' +
        'PARA para darse de baja, COMENZAR para volver. ' +
        'Responda el numero de una opcion, opciones para saber qué decir u olvidalo para dejar un pedido.',
    );
    expect(stack.sandbox.requests).toHaveLength(0);
  });

  it('PARA opts a phone out as Twilio does with the Spanish keywords set, answered in Spanish; COMENZAR opts it back in', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    const before = dana.received().length;
    const stop = await dana.text('PARA');
    expect(stop).toBe(
      'Se dio de baja de los mensajes de Spin City Laundry: no recibira otros. Responda COMENZAR para volver a recibirlos.',
    );
    expect(dana.received()).toHaveLength(before + 1);
    expect(stack.twilio.blocked.has(DANA)).toBe(true);
    expect(await optedOut(DANA)).toBe(true);
    for (const word of ['cancelar', 'Fin', 'DETENER!']) expect(await dana.text(word)).toBe('');
    const requests = stack.sandbox.requests.length;
    expect(await dana.text('hola')).toBe('');
    expect(stack.sandbox.requests.length).toBe(requests);

    const back = await dana.text('comenzar');
    expect(back).toContain('Vuelve a recibir los mensajes de Spin City Laundry.');
    expect(stack.twilio.blocked.has(DANA)).toBe(false);
    expect(await optedOut(DANA)).toBe(false);
  });
});

describe('a business that offers English alone', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: mondayMorning(), env: { SUPPORT_CONTACT: SUPPORT, LANGUAGES: 'en' } });
  });
  afterEach(() => stack.close());

  it('PARA is an ordinary text there (Twilio was not given the Spanish keywords): nothing is blocked or recorded', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    const answer = await dana.text('para');
    expect(answer).not.toBe('');
    expect(stack.twilio.blocked.has(DANA)).toBe(false);
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBeFalsy();
  });
});
