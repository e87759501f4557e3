/**
 * What an SMS customer leaves at rest: after an order, its reminder, a staff lookup by phone and a
 * staff notice, the table holds the customer's phone number nowhere in clear, and what went to the
 * queue names the conversation by fingerprint (the phone travels only as a turn's reply target).
 * A phone opted out under the key older code gave it stays opted out.
 */

import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { legacySmsKey } from '../../lib/conversation/key';
import { runTurn } from '../../lib/conversation/turn';
import { ledgerEntrySchema } from '../../lib/orders/ledger-entry';
import { mondayMorning } from '../support/clock';
import { digitsJoined } from '../support/digits';
import { BUSINESS_NUMBER, placeOrder, type SmsStack, startSmsStack } from '../support/sms-stack';

const clock = mondayMorning();

const DANA = '+12125550101';
/** Every way the phone could have been written: E.164, its digits with and without the country code. */
const DANA_SPELLINGS = ['+12125550101', '12125550101', '2125550101'];

async function scanTable(stack: SmsStack): Promise<string> {
  const { client, tableName } = stack.table;
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start as never } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(items);
}

async function expectNoPhoneIn(stack: SmsStack): Promise<void> {
  const table = digitsJoined(await scanTable(stack));
  for (const spelling of DANA_SPELLINGS) expect(table).not.toContain(spelling);
}

describe('an SMS customer’s phone at rest', () => {
  let stack: SmsStack;
  beforeEach(async () => {
    stack = await startSmsStack({ now: clock });
  });
  afterEach(() => stack.close());

  it('no phone number in clear anywhere in the table after an SMS order, its reminder and a staff lookup', async () => {
    const dana = stack.phone(DANA);
    await dana.text('hi');
    await dana.text('yes');
    // Waiting for the code: the sign-in names the phone as the sender's, not by its number.
    await expectNoPhoneIn(stack);
    await dana.text(String(stack.sandbox.lastOtp('2125550101')));
    expect(dana.lastReply.join('\n')).toContain("You're signed in.");
    await placeOrder(dana);
    const orderId = stack.sandbox.orders[0]?.id as number;

    // The reminder reaches the phone, though no key names it.
    await stack.fireReminders();
    expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId} is picked up tomorrow`);

    // Staff find the customer by phone, and see the order.
    const staff = { kind: 'slack-staff' as const, teamId: 'T0TEAM', userId: 'U0STAFF' };
    await runTurn(stack.bot, {
      conversation: staff,
      messageId: 'staff-1',
      input: { type: 'text', text: 'hi' },
    });
    const found = await runTurn(stack.bot, {
      conversation: staff,
      messageId: 'staff-2',
      input: { type: 'text', text: '(212) 555-0101' },
    });
    expect(JSON.stringify(found)).toContain(`#${orderId}`);

    // A staff notice reaches the phone too.
    const record = await stack.bot.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
    await stack.queue.send({
      groupId: record?.entry.placedBy ?? '',
      deduplicationId: 'notice-1',
      body: JSON.stringify({
        v: 1,
        kind: 'notice',
        key: record?.entry.placedBy,
        messageId: 'notice-1',
        text: `Our support team changed your order #${orderId}.`,
        receivedAt: clock().getTime(),
      }),
    });
    await stack.queue.drain();
    expect(dana.received().at(-1)?.body).toContain(`Our support team changed your order #${orderId}.`);

    // The ledger names the conversation, which names the phone by fingerprint only.
    expect(record?.entry.placedBy).toBe(stack.keyOf(DANA));
    await expectNoPhoneIn(stack);

    // What went to the queue: groups and reminders name the conversation by fingerprint; a turn's
    // body carries the phone only as its reply target.
    expect(stack.queued.length).toBeGreaterThan(0);
    for (const message of stack.queued) {
      expect(message.groupId).toBe(stack.keyOf(DANA));
      const body = JSON.parse(message.body) as { kind: string; target?: { phone?: string } };
      const { target, ...rest } = body;
      if (body.kind === 'turn') expect(target?.phone).toBe(DANA);
      const outsideTarget = digitsJoined(
        JSON.stringify({ ...rest, target: { ...target, phone: undefined } }),
      );
      for (const spelling of DANA_SPELLINGS) expect(outsideTarget).not.toContain(spelling);
    }
  });

  it('a phone opted out under the key older code gave it stays opted out, until START', async () => {
    // The opt-out as older code recorded it: under the key that held the phone in clear.
    const legacyKey = legacySmsKey(BUSINESS_NUMBER, DANA);
    await stack.bot.store.setOptedOut(legacyKey, true);
    const dana = stack.phone(DANA);

    expect(await dana.text('hi')).toBe('');
    expect(await dana.text('new order')).toBe('');
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBe(true);
    // Moved, not copied: the clear key is gone from the table.
    expect((await stack.bot.store.load(legacyKey)).optedOut).toBe(false);

    const start = await dana.text('START');
    expect(start).toContain('resubscribed');
    expect(await dana.text('hi')).not.toBe('');
    expect((await stack.bot.store.load(stack.keyOf(DANA))).optedOut).toBe(false);
  });

  it('START also clears an opt-out left under the old key, so the next turn does not bring it back', async () => {
    const legacyKey = legacySmsKey(BUSINESS_NUMBER, DANA);
    await stack.bot.store.setOptedOut(legacyKey, true);
    const dana = stack.phone(DANA);
    // START first: the conversation under the new key had no state yet.
    expect(await dana.text('START')).toContain('resubscribed');
    expect(await dana.text('hi')).not.toBe('');
    expect((await stack.bot.store.load(legacyKey)).optedOut).toBe(false);
  });
});
