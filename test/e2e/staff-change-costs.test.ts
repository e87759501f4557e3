/**
 * A staff member's change, with its cost said before and after (issue 37): staff see the customer's
 * fees old and new before confirming; the customer is asked about it in their own conversation, in
 * their language, with what changed, who changed it and what it now costs, and can answer. Through the
 * Slack stack (Bolt's receiver, real signatures) over the laundry sandbox and DynamoDB Local, asserting
 * what the sandbox recorded.
 */
import { day, mondayMorning } from '../support/clock';
import {
  blocksText,
  controls,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
  typeSimpleOrder,
} from '../support/slack-stack';

const clock = mondayMorning();

/** Dana orders by typing (tomorrow's free 8–10 AM store-driver pickup, collected); staff open the order and pick Wednesday's 12–2 PM store driver ($4.99). */
async function staffMovePickup(stack: SlackStack, spanish = false) {
  const dana = stack.person('U0DANA');
  await signInOnSlack(stack, dana, '2125550101');
  await typeSimpleOrder(dana);
  const orderId = stack.sandbox.orders.at(-1)?.id as number;
  if (spanish) await dana.type('español');
  const staff = stack.person('U0STAFF');
  await staff.slash(`staff ${orderId}`);
  await staff.click('Pickup time');
  await staff.pickDate(day(clock, 2));
  await staff.clickIn(/12:00 PM.*Store driver/s);
  return { dana, staff, orderId };
}

const updates = (stack: SlackStack, orderId: number) =>
  stack.sandbox.orders.find((o) => o.id === orderId)?.transportationUpdates ?? [];

describe('a staff change, with its cost', () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
  });
  afterEach(() => stack.close());

  it("staff see the customer's cost change before confirming; the customer is asked about it with what it costs, and can answer", async () => {
    const { dana, staff, orderId } = await staffMovePickup(stack);
    // Before the click: the customer's fees, old and new, and nothing sent yet.
    const review = blocksText(staff.openMenu().blocks);
    expect(review).toContain("The customer's fees go from $0.00 to $4.99 (+$4.99).");
    expect(review).toMatch(/Pickup fee.*Free → \$4\.99 \(\+\$4\.99\)/s);
    expect(updates(stack, orderId)).toHaveLength(0);
    await staff.click('Make this change');
    // The service charges the fee shown.
    expect(updates(stack, orderId)).toHaveLength(1);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({
      deliveryDay: day(clock, 2),
      feeInCents: 499,
    });

    // The customer: who changed it, old and new, what it costs, and a question they can answer.
    const asked = dana.openMenu();
    const told = blocksText(asked.blocks);
    expect(told).toContain(`Our support team changed your order #${orderId}:`);
    expect(told).toMatch(/Pickup: .* → .*12:00/);
    expect(told).toContain('Your fees go from $0.00 to $4.99 (+$4.99).');
    expect(told).toContain('Does that work for you?');
    expect(controls(asked.blocks).map((c) => c.text)).toEqual(
      expect.arrayContaining(['Keep it', 'Move the pickup']),
    );
    expect(staff.transcript()).not.toContain('Your fees go');
    // Answered: kept, nothing more is sent to the service.
    await dana.click('Keep it');
    expect(dana.transcript()).toContain(`Great: order #${orderId} stays as it is.`);
    expect(updates(stack, orderId)).toHaveLength(1);
  });

  // Invariant staff-change-yes-keeps-no-moves: the notice's yes-or-no question answered in words.
  it.each(['yep, that works', 'sure'])(
    '%j typed at "Does that work for you?" keeps it: nothing more is sent',
    async (reply) => {
      const { dana, staff, orderId } = await staffMovePickup(stack);
      await staff.click('Make this change');
      await dana.type(reply);
      expect(dana.transcript()).toContain(`Great: order #${orderId} stays as it is.`);
      expect(updates(stack, orderId)).toHaveLength(1);
    },
  );

  it.each(['nope', "no, that doesn't work for me"])(
    '%j typed at "Does that work for you?" opens the move of the pickup, which asks the day; nothing more is sent yet',
    async (reply) => {
      const { dana, staff, orderId } = await staffMovePickup(stack);
      await staff.click('Make this change');
      await dana.type(reply);
      expect(dana.transcript()).not.toContain('Choose one of the options.');
      expect(blocksText(dana.openMenu().blocks)).toContain('Which day should we pick up?');
      expect(updates(stack, orderId)).toHaveLength(1);
    },
  );

  it('the customer who speaks Spanish is asked in Spanish, with the cost; "Move the pickup" opens their own change', async () => {
    const { dana, staff, orderId } = await staffMovePickup(stack, true);
    await staff.click('Make this change');
    expect(updates(stack, orderId)).toHaveLength(1);
    const told = blocksText(dana.openMenu().blocks);
    expect(told).toContain(`Nuestro equipo de soporte hizo cambios en su pedido #${orderId}:`);
    expect(told).toMatch(/^Recogida: .* → /m);
    expect(told).toContain('Sus tarifas pasan de $0.00 a $4.99 (+$4.99).');
    expect(told).toContain('¿Le viene bien?');
    expect(told).not.toMatch(/Pickup|Your fees|Store driver/);
    await dana.click('Cambiar la recogida');
    expect(blocksText(dana.openMenu().blocks)).toContain('¿Qué día pasamos a recoger?');
    expect(updates(stack, orderId)).toHaveLength(1);
  });
});
