/**
 * By SMS the bot never invites a reply that is a carrier opt-out keyword alone (found trying the bot as
 * a stranger: the change menu offered "Cancel the delivery", and CANCEL texted alone unsubscribes the
 * phone at Twilio). The option that drops a delivery is named by its effect ("I'll collect it
 * instead"), picked by its number, and the sandbox records the delivery gone; a bare CANCEL is
 * Twilio's, never the dialog's answer. Over the SMS stack, in English and Spanish (Spanish keywords set).
 */
import { CARRIER_WORDS } from '../../lib/channels/sms/carrier-keywords';
import { day, mondayMorning } from '../support/clock';
import { type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();
const DANA = '+12125550101';

/** The opt-out words a text names, each as a whole word ("PARA", Spanish's "for", is the one left out: no option reads so). */
function optOutWordsIn(text: string): string[] {
  const keywords = [...CARRIER_WORDS.en.optOut, ...CARRIER_WORDS.es.optOut].filter((w) => w !== 'PARA');
  // The first text's STOP line is the carriers' own required wording: the one place a keyword is meant.
  const lines = text.split('\n').filter((line) => !/\bSTOP\b.*\bHELP\b/.test(line));
  const words = lines
    .join(' ')
    .toUpperCase()
    .split(/[^A-ZÁÉÍÓÚÑÜ]+/);
  return keywords.filter((k) => words.includes(k));
}

/** An order with a delivery on Friday, one text each (the order flow's English words). */
async function orderWithDelivery(dana: ReturnType<SmsStack['phone']>): Promise<void> {
  await dana.text('new order');
  if (/210 W 21st/.test(dana.lastReply.join('\n'))) await dana.text('1');
  for (const text of ['wash and fold', 'none', 'skip', '1', 'tomorrow', '1', 'delivery', 'friday', '1'])
    await dana.text(text);
  await dana.text('just this once');
  if (/Visa/.test(dana.lastReply.join('\n'))) await dana.text('1');
  for (const text of ['no code', 'no', 'skip', 'place it']) await dana.text(text);
}

/** The number a text gives the option whose line matches `label`. */
function numberOf(text: string, label: RegExp): string {
  const line = text.split('\n').find((l) => /^\d+ /.test(l) && label.test(l));
  if (!line) throw new Error(`no option ${label} in:\n${text}`);
  return line.split(' ')[0] as string;
}

describe('by SMS, no reply the bot invites is a carrier opt-out keyword', () => {
  let stack: SmsStack;
  afterEach(() => stack.close());

  it("the change menu names the delivery's cancel by its effect, its number drops the delivery in the sandbox, and no text invites CANCEL", async () => {
    stack = await startSmsStack({ now: clock });
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await orderWithDelivery(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });

    await dana.text('my orders');
    const menu = await dana.text('1');
    expect(menu).toContain(`What would you like to change on order #${orderId}?`);
    const confirm = await dana.text(numberOf(menu, /collect it instead/i));
    expect(confirm).toMatch(/^1 I'll collect it instead/m);
    await dana.text('1');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();

    // A reminder of the pickup offers the same, by its effect.
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);

    const invited = dana.received().flatMap((m) => optOutWordsIn(m.body).map((w) => `${w} in: ${m.body}`));
    expect(invited).toEqual([]);
  }, 60_000);

  it('a reminder offers collecting instead of the delivery without the word CANCEL, and CANCEL texted alone is not read as that answer', async () => {
    stack = await startSmsStack({ now: clock });
    const dana = stack.phone(DANA);
    await signIn(stack, dana);
    await orderWithDelivery(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    await stack.fireReminders();
    const reminder = dana.received().at(-1)?.body ?? '';
    expect(reminder).toMatch(/^\d I'll collect it instead/m);
    expect(optOutWordsIn(reminder)).toEqual([]);
    // Twilio's opt-out, answered by Twilio: the dialog does not cancel the delivery on it.
    await dana.text('cancel');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
  }, 60_000);

  it('in Spanish, with the Spanish keywords set, the change menu and its confirmation invite no CANCELAR, and the number drops the delivery', async () => {
    stack = await startSmsStack({ now: clock, env: { TWILIO_SPANISH_KEYWORDS: 'true' } });
    const dana = stack.phone(DANA);
    await dana.text('hola');
    await dana.text('sí');
    await dana.text(String(stack.sandbox.lastOtp('2125550101')));
    await orderWithDelivery(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toMatchObject({ deliveryDay: day(clock, 4) });
    await dana.text('mis pedidos');
    const menu = await dana.text('el primero');
    const confirm = await dana.text(numberOf(menu, /la recojo yo/i));
    expect(confirm).toMatch(/^1 La recojo yo/m);
    await dana.text('1');
    expect(stack.sandbox.scheduledLegs(orderId)?.delivery).toBeNull();
    const invited = dana.received().flatMap((m) => optOutWordsIn(m.body).map((w) => `${w} in: ${m.body}`));
    expect(invited).toEqual([]);
  }, 60_000);
});
