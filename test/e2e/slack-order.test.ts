/**
 * Whole conversations through the Slack path as deployed: signed requests to the Slack handler, the
 * FIFO queue, the worker, the sandbox over HTTP, DynamoDB, and Slack's Web API (a local recorder).
 * Assertions are on what the sandbox recorded and what Slack was asked to show.
 */
import { checkBlocks } from '../../lib/channels/slack/limits';
import { day, mondayMorning } from '../support/clock';
import { blocksText, controls, type SlackStack, startSlackStack } from '../support/slack-stack';

const clock = mondayMorning();

const DANA = '2125550101';

async function signIn(stack: SlackStack, person: ReturnType<SlackStack['person']>, phone = DANA) {
  await person.slash();
  await person.type(phone);
  const code = stack.sandbox.lastOtp(phone);
  if (!code) throw new Error(`no code was sent:\n${person.transcript()}`);
  await person.type(String(code));
}

describe('an order placed in Slack', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('from /laundry to a placed order, with buttons, selects and the confirm dialog', async () => {
    const dana = stack.person('U0DANA');
    const ack = await dana.slash();
    expect(ack.body).toBe('');
    expect(dana.messages()[0]?.text).toContain('Hi! I can book');

    await dana.type(DANA);
    const code = String(stack.sandbox.lastOtp(DANA));
    await dana.type(code);
    // The code is never echoed back: what the DM shows is that one was entered.
    expect(dana.transcript()).not.toContain(code);
    expect(dana.transcript()).toContain("You're signed in.");

    await dana.click(/new order/i);
    if (/Where/.test(blocksText(dana.openMenu().blocks))) await dana.click(/./);
    await dana.pickMany(['Wash & Fold']);
    await dana.pickMany(['No extras']);
    await dana.click('No notes');
    await dana.click('1 bag');
    await dana.pickDate(day(clock, 1));
    await dana.click(/Choose/);
    await dana.click(/collect/i);
    await dana.click('Just this once');
    if (/card/i.test(blocksText(dana.openMenu().blocks))) await dana.click(/Visa|ending/);
    await dana.click('No code');
    await dana.click('No');
    await dana.click('No notes');

    const summary = dana.openMenu();
    const place = controls(summary.blocks).find((c) => c.text === 'Place order');
    expect(place).toBeDefined();
    const placeButton = JSON.stringify(summary.blocks);
    expect(placeButton).toContain('"confirm"');
    await dana.click('Place order', summary);

    expect(stack.sandbox.orders).toHaveLength(1);
    expect(stack.sandbox.orders[0]?.body).toMatchObject({
      returnMethod: 'IN_STORE_PICKUP',
      orderDelivery: { pickup: { deliveryProvider: 'OWN_DRIVER', deliveryDay: day(clock, 1) } },
    });
    expect(dana.transcript()).toMatch(/Your order #\d+ is placed!/);
    // Every answered menu was updated: no message but the newest can still be clicked.
    const clickable = dana.messages().filter((m) => controls(m.blocks).length > 0);
    expect(clickable.length).toBeLessThanOrEqual(1);
    for (const message of stack.slackApi.messages) expect(checkBlocks(message.blocks, 'message')).toEqual([]);
  });

  it('two clicks on Place order place one order; the second is told the menu is out of date', async () => {
    const dana = stack.person('U0DANA');
    await signIn(stack, dana);
    await dana.click(/new order/i);
    // Typed answers, as in a DM: the same words as on the terminal.
    if (/Where/.test(blocksText(dana.openMenu().blocks))) await dana.type('1');
    await dana.type('wash and fold');
    await dana.type('none');
    await dana.type('skip');
    await dana.type('1');
    await dana.type('tomorrow');
    await dana.type('1');
    await dana.type('collect');
    await dana.type('just this once');
    if (/card/i.test(blocksText(dana.openMenu().blocks))) await dana.type('1');
    await dana.type('no code');
    await dana.type('no');
    await dana.type('skip');
    // Both clicks land on the message as it was before the first one updated it.
    const summary = structuredClone(dana.openMenu());
    await dana.click('Place order', summary);
    await dana.click('Place order', summary);
    expect(stack.sandbox.orders).toHaveLength(1);
    const ephemeral = stack.slackApi.messages.filter((m) => m.ephemeralFor === 'U0DANA');
    expect(ephemeral).toHaveLength(1);
    expect(ephemeral[0]?.text).toContain('That menu is out of date.');
  });
});
