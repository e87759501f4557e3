/**
 * Discourse tags said around every answer of an order (invariant vocative-never-said): voseo "vos",
 * Central American "ve", Peruvian "pes", Mexican "ahí mero", Cuban "compay", Caribbean "mi pana".
 * End to end: createBot over DynamoDB Local and the laundry sandbox; the test asserts what the service
 * recorded, not only the bot's words. Issue 34, round 26's kinds, in phrasings of no round.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA } from './order-script';

/** Answers each question once until the order is placed: one asked again is a tag not set aside. */
async function answerEach(bot: TestBot, answers: [RegExp, string][]): Promise<void> {
  const unanswered = [...answers];
  while (bot.sandbox.orders.length === 0) {
    const asked = bot.prompt().text;
    const answer = unanswered.find(([question]) => question.test(asked));
    if (!answer) throw new Error(`unexpected question "${asked}":\n${bot.transcript()}`);
    unanswered.splice(unanswered.indexOf(answer), 1);
    await bot.say(answer[1]);
  }
}

describe('an order with a tag said at every answer', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: mondayMorning() });
  });
  afterEach(() => bot.close());

  it('is placed as the answers without their tags say: 3 bags, a courier pickup, the Visa, a $5 tip', async () => {
    await bot.signIn(DANA);
    await bot.say('español');
    const answers: [RegExp, string][] = [
      [/Qué desea hacer/, '1 vos'],
      [/Dónde recogemos/, 'el primero vos'],
      [/Qué servicios/, 'el 1 pes'],
      [/Algún extra/, 'ninguno vos'],
      [/Alguna nota para la lavandería sobre/, 'no, mi pana'],
      [/lavandería, tintorería o ambas/, 'lavandería ve'],
      [/Cuántas bolsas/, '3 bolsas compay'],
      [/Qué día pasamos a recoger/, 'mañana vos'],
      [/^Horarios de recogida/, 'la de las 9 ve'],
      [/Cómo se la devolvemos/, 'la paso a buscar vos'],
      [/una sola vez o una recogida periódica/, 'una sola vez pes'],
      [/A qué tarjeta/, 'la visa mi reina'],
      [/propina para el mensajero/, 'ponele 5 vos'],
      [/código de promoción/, 'no tengo vos'],
      [/secar colgado/, 'no pes'],
      [/nota para la tienda o el repartidor/, 'nada vos'],
      [/Hago este pedido/, 'dale vos'],
    ];
    await answerEach(bot, answers);
    expect(bot.sandbox.orders).toHaveLength(1);
    const body = bot.sandbox.orders[0]?.body;
    expect(body?.orderDelivery).toMatchObject({
      pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 5 },
    });
    expect(body?.bagCount).toBe(3);
    expect(JSON.stringify(body)).toContain('pm_sbx_dana_visa_4242');
  });

  // Issue 34, round 32's kinds: texted "ps", "nomasito", Andalusian "ea", "señito", "chiquitita"; and
  // things to hang-dry said only by what happens to them, asked for by name (invariant vague-things-name-nothing).
  it('is placed as the answers without their tags say, the things to hang-dry named when asked', async () => {
    await bot.signIn(DANA);
    await bot.say('español');
    const answers: [RegExp, string][] = [
      [/Qué desea hacer/, 'ps el 1'],
      [/Dónde recogemos/, 'el primero, señito'],
      [/Qué servicios/, 'el 1 nomasito'],
      [/Algún extra/, 'ninguno ps'],
      [/Alguna nota para la lavandería sobre/, 'ea, ninguna'],
      [/lavandería, tintorería o ambas/, 'lavandería, chiquitita'],
      [/Cuántas bolsas/, 'dos nomasito'],
      [/Qué día pasamos a recoger/, 'mañana ps'],
      [/^Horarios de recogida/, 'la de las 9, señorita'],
      [/Cómo se la devolvemos/, 'la paso a buscar ps'],
      [/una sola vez o una recogida periódica/, 'una sola vez nomasito'],
      [/A qué tarjeta/, 'la visa ps'],
      [/propina para el mensajero/, 'sin propina, señito'],
      [/código de promoción/, 'no tengo ps'],
      [/secar colgado/, 'sí, tengo unas cositas que se destiñen con el calor'],
      [/Qué secamos colgado|Cuáles\? Nómbrelas/, 'las blusas de seda ps'],
      [/nota para la tienda o el repartidor/, 'ninguna, chiquitita'],
      [/Hago este pedido/, 'ea, hágalo'],
    ];
    await answerEach(bot, answers);
    const body = bot.sandbox.orders[0]?.body;
    expect(body?.bagCount).toBe(2);
    expect(body?.isHangDrySelected).toBe(true);
    expect(body?.hangDryInstructions).toBe('las blusas de seda');
    expect(body?.orderDelivery).toMatchObject({ pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 0 } });
  });

  // Issue 34, round 34's kind: Venezuela's, Colombia's and Spain's "vale" closing an answer ("no vale" is
  // the answer no); "vale" opening one is the answer, ok.
  it('is placed as the answers without their "vale" say: 2 bags, a courier pickup, no hang-dry', async () => {
    await bot.signIn(DANA);
    await bot.say('español');
    const answers: [RegExp, string][] = [
      [/Qué desea hacer/, 'el 1 vale'],
      [/Dónde recogemos/, 'el primero vale'],
      [/Qué servicios/, 'lavado y doblado vale'],
      [/Algún extra/, 'ninguno, vale'],
      [/Alguna nota para la lavandería sobre/, 'no vale'],
      [/lavandería, tintorería o ambas/, 'lavandería vale'],
      [/Cuántas bolsas/, '2 bolsas vale'],
      [/Qué día pasamos a recoger/, 'mañana vale'],
      [/^Horarios de recogida/, 'la de las 9 vale'],
      [/Cómo se la devolvemos/, 'la paso a buscar vale'],
      [/una sola vez o una recogida periódica/, 'una sola vez vale'],
      [/A qué tarjeta/, 'la visa vale'],
      [/propina para el mensajero/, 'sin propina vale'],
      [/código de promoción/, 'no tengo vale'],
      [/secar colgado/, 'no vale'],
      [/nota para la tienda o el repartidor/, 'ninguna vale'],
      [/Hago este pedido/, 'vale'],
    ];
    await answerEach(bot, answers);
    const body = bot.sandbox.orders[0]?.body;
    expect(body?.bagCount).toBe(2);
    expect(body?.isHangDrySelected).toBe(false);
    expect(body?.orderDelivery).toMatchObject({ pickup: { deliveryProvider: 'ON_DEMAND', courierTip: 0 } });
  });
});
