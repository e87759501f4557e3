/**
 * Staff's batch (issue 38): one request for many orders, listed from the bot's own ledger with each
 * customer, new window and fee change; staff drop some and confirm; the worker changes each order once
 * (as the sandbox records it), shows its progress in one Slack message updated in place, and tells each
 * customer. Through the Slack stack (Bolt's receiver, real signatures) over the sandbox and DynamoDB Local.
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { startTwilioApiRecorder } from '../../infra/local/twilio-api-recorder';
import { day, mondayMorning, skippingClock } from '../support/clock';
import { directMessage } from '../support/slack-payloads';
import {
  blocksText,
  type SlackStack,
  STAFF_CHANNEL,
  signInOnSlack,
  startSlackStack,
  typeOrderToSummary,
  typeSimpleOrder,
} from '../support/slack-stack';
import { ACCOUNT_SID, AUTH_TOKEN, placeOrder, smsEnv, smsPhones, unaccented } from '../support/sms-stack';
import {
  type BatchStacks,
  patches,
  runQueued as runQueuedOn,
  smsOrders as smsOrdersOn,
  startBatchStacks,
  typeAnyOrder,
  updates,
} from '../support/staff-batch';

const clock = mondayMorning();
const runQueued = (stack: SlackStack) => runQueuedOn(stack, clock);

/** Dana places two orders in Slack; staff ask to move tomorrow's pickups to `day`, and are shown the list. */
async function twoOrdersListed(stack: SlackStack, day: string) {
  const dana = stack.person('U0DANA');
  await signInOnSlack(stack, dana, '2125550101');
  await typeSimpleOrder(dana);
  await typeSimpleOrder(dana);
  const [first, second] = stack.sandbox.orders.map((o) => o.id) as [number, number];
  const staff = stack.person('U0STAFF');
  await staff.slash(`staff move tomorrow's pickups to ${day}, same times`);
  return { dana, first, second, staff };
}

describe("staff's batch", () => {
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: clock, env: { STAFF_SLACK_USER_IDS: 'U0STAFF' } });
  });
  afterEach(() => stack.close());

  it("lists tomorrow's pickups from the ledger, runs the ones kept once each, and shows the tally in one message", async () => {
    const { dana, first, second, staff } = await twoOrdersListed(stack, 'Wednesday');
    const list = blocksText(staff.openMenu().blocks);
    expect(list).toContain("From the bot's own ledger");
    expect(list).toContain("the laundry service can't list orders");
    expect(list).toMatch(new RegExp(`#${first} · Slack user U0DANA · .*→ Wed.*8:00.*Store driver`));
    expect(list).toContain(`#${second}`);
    expect(list).not.toMatch(/\d{3}-\d{4}/);
    await staff.type(`drop ${second}`);
    expect(blocksText(staff.openMenu().blocks)).not.toContain(`#${second} ·`);
    await staff.click('Move this order');
    expect(updates(stack, first)).toHaveLength(0);
    await runQueued(stack);

    expect(updates(stack, first)).toHaveLength(1);
    expect(updates(stack, second)).toHaveLength(0);
    expect(stack.sandbox.scheduledLegs(first)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    const progress = staff.messages().filter((m) => /^Batch (running|done)/.test(m.text));
    expect(progress).toHaveLength(1);
    expect(progress[0]?.text).toContain('Batch done: 1 of 1 order handled. Moved: 1.');
    expect(blocksText(dana.openMenu().blocks)).toContain(`Our support team changed your order #${first}:`);
  });

  it('reads a drop naming many orders at once whole, past what a turn reads of other answers: never refused as too long', async () => {
    const { first, second, staff } = await twoOrdersListed(stack, 'Wednesday');
    // The bench's night batch drops 190 of 200 orders in one message (about 1,000 characters).
    const others = Array.from({ length: 150 }, (_, i) => 900_000 + i);
    const text = `drop ${second} ${others.join(' ')}`;
    expect(text.length).toBeGreaterThan(600);
    await staff.type(text);
    const said = staff.transcript();
    expect(said).not.toContain('more than I can read');
    expect(said).toContain('#900000, #900001');
    expect(said).toContain('are not in this list.');

    await staff.type(`drop #${second}, ${Array.from({ length: 120 }, () => `#${second}`).join(', ')}`);
    const list = blocksText(staff.openMenu().blocks);
    expect(list).not.toContain(`#${second} ·`);
    expect(list).toContain(`#${first} ·`);
    expect(list).toContain(': 1 order.');
  });

  it('staff pick another window of the new day for one order or all, the fees shown again; a window the day lacks is refused with the ones it has', async () => {
    const { first, second, staff } = await twoOrdersListed(stack, 'Friday');

    await staff.type('all to 10-11pm');
    const refused = blocksText(staff.openMenu().blocks);
    expect(refused).toMatch(
      new RegExp(
        `No window at 10-11pm on Fri, .* for #${first}, #${second}\\. Their windows: 8:00–10:00 AM EST Store driver \\(\\$0\\.00\\);.* 12:00–2:00 PM EST Store driver \\(\\$4\\.99\\)`,
      ),
    );
    // Nothing was picked: the list is as it was.
    expect(refused).toMatch(new RegExp(`#${first} · .*→ Fri.*8:00–10:00 AM.*Store driver · same fees`));
    await staff.type(`${first} to 12-2`);
    const list = blocksText(staff.openMenu().blocks);
    expect(list).toMatch(
      new RegExp(
        `#${first} · .*→ Fri.*12:00–2:00 PM.*Store driver \\(picked\\) · fees \\$0\\.00 → \\$4\\.99`,
      ),
    );
    expect(list).toMatch(new RegExp(`#${second} · .*→ Fri.*8:00–10:00 AM.*Store driver · same fees`));
    await staff.click('Move these 2 orders');
    await runQueued(stack);

    const picked = stack.sandbox.scheduledLegs(first)?.pickup;
    expect(picked).toMatchObject({ deliveryDay: day(clock, 4), provider: 'OWN_DRIVER', feeInCents: 499 });
    expect(updates(stack, first)).toEqual([
      expect.objectContaining({ pickup: expect.objectContaining({ timingsId: picked?.windowId }) }),
    ]);
    expect(stack.sandbox.scheduledLegs(second)?.pickup).toMatchObject({
      deliveryDay: day(clock, 4),
      feeInCents: 0,
    });
  });

  it("puts every staff action on the audit trail, the desk's one-order change too, and /staff audit reads today's back newest first", async () => {
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    for (let i = 0; i < 3; i++) await typeSimpleOrder(dana);
    const [first, second, third] = stack.sandbox.orders.map((o) => o.id) as [number, number, number];
    const staff = stack.person('U0STAFF');
    await staff.slash(`staff ${third}`);
    await staff.click('Pickup time');
    await staff.pickDate(day(clock, 2));
    await staff.click(/Choose/);
    await staff.click('Make this change');
    await staff.slash("staff move tomorrow's pickups to Friday, same times");
    await staff.type(`drop ${second}`);
    await staff.type(`${first} to 12-2`);
    await staff.click('Move this order');
    await runQueued(stack);
    expect(updates(stack, first)).toHaveLength(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: stack.config.timeZone }).format(clock());
    const { Items: items = [] } = await stack.table.client.send(
      new QueryCommand({
        TableName: stack.config.dynamo.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: `AUDIT#${stack.config.businessId}#${today}` } },
        ConsistentRead: true,
      }),
    );
    const actions = items.map((item) => item.action?.S ?? '');
    expect(actions).toEqual([
      expect.stringMatching(new RegExp(`^order #${third} changed at the desk: moved the pickup to Wed, `)),
      expect.stringMatching(
        new RegExp(`^batch \\S+: listed move .*'s pickups to Fri, .*: #${first}, #${second}$`),
      ),
      expect.stringMatching(new RegExp(`^batch \\S+: dropped #${second}$`)),
      expect.stringMatching(
        new RegExp(`^batch \\S+: picked #${first} · .*→ Fri.*12:00–2:00 PM.*\\(picked\\)`),
      ),
      expect.stringMatching(new RegExp(`^batch \\S+: confirmed: #${first}$`)),
      expect.stringMatching(/^batch \S+: started: 1 order$/),
      expect.stringMatching(new RegExp(`^batch \\S+: #${first} changed$`)),
      expect.stringMatching(/^batch \S+: finished: Batch done: 1 of 1 order handled\. Moved: 1\.$/),
    ]);
    // Who and when (the injected clock), kept 90 days; no phone number or token in any record.
    for (const item of items) {
      expect(item.staff?.S).toContain('U0STAFF');
      const at = Date.parse(item.at?.S ?? '');
      expect(at).toBeGreaterThanOrEqual(clock.startedAt);
      expect(at).toBeLessThanOrEqual(clock().getTime());
      expect(Number(item.expiresAt?.N) - Math.floor(at / 1000)).toBe(90 * 86_400);
    }
    // The records' words, their ids left out: an id's random hex may hold "0101" (a clean-clone run's
    // "mx43mkb701010bca" did), and a batch's action names its batch.
    const said = JSON.stringify(items.map(({ action, staff }) => [action, staff])).replace(
      /\b[0-9a-z]{8}[0-9a-f]{8}\b/g,
      'ID',
    );
    expect(said).not.toMatch(/555|0101|token|otp/i);

    await staff.slash('staff audit');
    const read = staff.messages().at(-1)?.text ?? '';
    expect(read).toMatch(/^Staff actions today \(.*\), newest first:/);
    const lines = read.split('\n').slice(1, 9);
    expect(read.split('\n')[9]).toMatch(/^Which order\?/);
    expect(lines[0]).toMatch(/^\d{1,2}:\d{2} [AP]M .*U0STAFF.*: batch \S+: finished: /);
    expect(lines[7]).toMatch(new RegExp(`: order #${third} changed at the desk`));
  });
});

describe("staff's batch across Slack and SMS, English and Spanish (issue 38's done-when)", () => {
  let stack: SlackStack;
  let sms: BatchStacks['sms'];
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ stack, sms, close } = await startBatchStacks(clock, { STAFF_CHANNEL_ID: STAFF_CHANNEL }));
  });
  afterEach(() => close());

  const smsOrders = (number: string, count: number) => smsOrdersOn(stack, sms, number, count);

  it('12 orders moved in one request: each PATCHed once though the worker dies midway, each customer told once in their language, the opted-out phone nothing, a refusal listed with its reason', async () => {
    // By SMS first, while the store driver's window has room. Dana's phone is her own conversation by SMS: it opts out.
    const danaPhone = await smsOrders('+12125550101', 1);
    const riley = await smsOrders('+13105550105', 1);
    await riley.text('español');
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    await typeSimpleOrder(dana);
    // Delivered on Friday: moved to Friday at 8 AM, its pickup would pass its delivery; the service refuses.
    await typeOrderToSummary(dana, 'delivery');
    await dana.click('Place order');
    const sam = stack.person('U0SAM');
    await signInOnSlack(stack, sam, '2125550102');
    for (let i = 0; i < 4; i++) await typeAnyOrder(sam);
    await sam.type('español');
    const kim = stack.person('U0KIM');
    await signInOnSlack(stack, kim, '2125550103');
    for (let i = 0; i < 3; i++) await typeAnyOrder(kim);
    await danaPhone.text('STOP');
    const orders = stack.sandbox.orders.map((o) => o.id);
    expect(orders).toHaveLength(12);
    const refused = orders[4] as number;
    const told = {
      dana: dana.messages().length,
      sam: sam.messages().length,
      kim: kim.messages().length,
      danaPhone: danaPhone.received().length,
      riley: riley.received().length,
    };

    const staff = stack.person('U0STAFF');
    await staff.slash("staff move tomorrow's pickups to Friday, same times");
    expect(blocksText(staff.openMenu().blocks)).toContain('12 orders.');
    await staff.click('Move these 12 orders');
    // The worker dies once, after the fifth order's outcome is recorded: the queue delivers the batch again.
    const record = jest.spyOn(stack.bot.batches.store, 'record');
    const real = record.getMockImplementation() ?? stack.bot.batches.store.record;
    let recorded = 0;
    record.mockImplementation(async (...args) => {
      await real(...args);
      if (++recorded === 5) throw new Error('worker killed');
    });
    await runQueued(stack);

    // What the service was sent: one PATCH per order, the refused one's included; what it took: all but that one.
    expect(orders.map((id) => patches(stack, id))).toEqual(orders.map(() => 1));
    expect(orders.map((id) => updates(stack, id).length)).toEqual(
      orders.map((id) => (id === refused ? 0 : 1)),
    );
    expect(stack.workerLog.some((l) => l.msg === 'batch failed, will be retried')).toBe(true);
    const tally = staff.messages().filter((m) => /^Batch (running|done)/.test(m.text));
    expect(tally).toHaveLength(1);
    expect(tally[0]?.text).toContain('Batch done: 12 of 12 orders handled. Moved: 11.');
    expect(tally[0]?.text).toContain(
      `Refused #${refused}: The delivery window must start after the pickup window`,
    );

    const newDana = dana
      .messages()
      .slice(told.dana)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newDana.filter((t) => t.includes('Our support team changed your order'))).toHaveLength(2);
    const newSam = sam
      .messages()
      .slice(told.sam)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newSam.filter((t) => t.includes('Nuestro equipo de soporte hizo cambios'))).toHaveLength(4);
    const newKim = kim
      .messages()
      .slice(told.kim)
      .map((m) => blocksText(m.blocks) || m.text);
    expect(newKim.filter((t) => t.includes('Our support team changed your order'))).toHaveLength(3);
    const texts = (phone: typeof riley, since: number) =>
      phone
        .received()
        .slice(since)
        .map((m) => m.body);
    // Riley's store is in Los Angeles, where it is 5 AM: her notice is held for 8:00 there, not sent.
    expect(texts(riley, told.riley)).toEqual([]);
    expect(stack.workerLog.some((l) => l.msg === 'notice deferred to decent hours')).toBe(true);
    expect(texts(danaPhone, told.danaPhone)).toEqual([]);

    // Answerable, in the customer's own conversation: kept, and nothing more is sent.
    await dana.click('Keep it');
    expect(dana.transcript()).toMatch(/Great: order #\d+ stays as it is\./);
    expect(orders.map((id) => patches(stack, id))).toEqual(orders.map(() => 1));
  }, 600_000);

  it("tells staff in the batch's thread who answered what, once each (a redelivered answer posts nothing more)", async () => {
    const sam = await smsOrders('+12125550102', 1);
    const dana = stack.person('U0DANA');
    await signInOnSlack(stack, dana, '2125550101');
    await typeSimpleOrder(dana);
    const kim = stack.person('U0KIM');
    await signInOnSlack(stack, kim, '2125550103');
    await typeAnyOrder(kim);
    const [samOrder, danaOrder, kimOrder] = stack.sandbox.orders.map((o) => o.id) as [number, number, number];
    const staff = stack.person('U0STAFF');
    await staff.slash("staff move tomorrow's pickups to Friday, same times");
    await staff.click('Move these 3 orders');
    await runQueued(stack);
    const progress = staff.messages().find((m) => /^Batch done/.test(m.text));
    if (!progress) throw new Error(`no tally:\n${staff.transcript()}`);
    const thread = () =>
      staff
        .messages()
        .filter((m) => m.threadTs === progress.ts)
        .map((m) => m.text);
    expect(thread()).toEqual([]);

    // Dana keeps hers, and Slack delivers the event twice.
    const keep = directMessage({ user: 'U0DANA', text: 'keep', eventId: 'EvKeepIt' });
    await stack.post(keep);
    await stack.post(keep, { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' });
    await stack.queue.drain();
    // Kim picks Wednesday instead.
    await kim.click('Move the pickup');
    await kim.pickDate(day(clock, 2));
    await kim.click(/Choose/);
    await kim.click('Make this change');
    expect(stack.sandbox.scheduledLegs(kimOrder)?.pickup).toMatchObject({ deliveryDay: day(clock, 2) });
    // Sam asks for a person by text; Twilio delivers the same text twice.
    await sam.text('3', 'SMsamasks0000000000000000000000001');
    await sam.text('3', 'SMsamasks0000000000000000000000001');

    const lines = thread();
    expect(lines).toEqual([
      `#${danaOrder} · Slack user U0DANA: kept`,
      expect.stringMatching(new RegExp(`^#${kimOrder} · Slack user U0KIM: moved the pickup to Wed, `)),
      `#${samOrder} · SMS customer #1002, phone (***) ***-0102: asked for a person`,
    ]);
    expect(lines.join('\n')).not.toMatch(/555|0101/);
  }, 600_000);
});

describe("staff's batch: a notice held for decent hours is sent when they come", () => {
  const later = skippingClock();
  let stack: SlackStack;
  let twilio: Awaited<ReturnType<typeof startTwilioApiRecorder>>;
  beforeEach(async () => {
    twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    stack = await startSlackStack({
      now: later,
      env: { ...smsEnv(twilio.url), STAFF_SLACK_USER_IDS: 'U0STAFF', STAFF_CHANNEL_ID: STAFF_CHANNEL },
    });
  });
  afterEach(async () => {
    await stack.close();
    await twilio.close();
  });

  /** Lets what is queued for now or earlier come due, and waits for the worker. */
  async function dueNow() {
    await stack.reminders.comeDue(later().getTime() + 1000);
    await stack.queue.drain();
  }

  it("Riley's Spanish notice, held at 5 AM in Los Angeles, is texted once at 8:00 there, answerable, and her answer is her own conversation's", async () => {
    const riley = smsPhones({ ...stack, twilio }).phone('+13105550105');
    await riley.text('hi');
    await riley.text('yes');
    await riley.text(String(stack.sandbox.lastOtp('3105550105')));
    await placeOrder(riley);
    await riley.text('español');
    const [orderId] = stack.sandbox.orders.map((o) => o.id) as [number];
    const staff = stack.person('U0STAFF');
    await staff.slash("staff move tomorrow's pickups to Friday, same times");
    await staff.click('Move this order');
    const before = riley.received().length;
    await dueNow();
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(later, 4) });
    const since = () =>
      riley
        .received()
        .slice(before)
        .map((m) => unaccented(m.body));
    expect(since()).toEqual([]);

    // 8:00 in Los Angeles is 11:00 in New York, three hours after the clock's start. The clock runs at
    // the machine's speed: a minute before it is reckoned from the clock's reading, not from how long
    // the order took to place (over a minute on a loaded machine, which had the notice come due early).
    later.skip(later.startedAt + 3 * 3600_000 - 60_000 - later().getTime());
    await dueNow();
    expect(since()).toEqual([]);
    later.skip(60_000);
    await dueNow();
    await dueNow();
    // One notice (a turn's texts, packed at most two segments each), told once however often it is due.
    const told = since().join('\n');
    expect(told.split('Nuestro equipo de soporte hizo cambios')).toHaveLength(2);
    expect(told).toContain(`Nuestro equipo de soporte hizo cambios en su pedido #${orderId}`);
    expect(told).toMatch(/-> viernes [^\n]*8:00-10:00 a\.m\. PST/);
    expect(told).toMatch(/^1 Dejarlo asi\n2 Cambiar la recogida\n3 Hablar con una persona\nResponda 1-3$/m);
    const received = riley.received().length;
    await dueNow();
    expect(riley.received()).toHaveLength(received);

    const answer = unaccented(await riley.text('1'));
    expect(answer).toContain(`Perfecto: el pedido #${orderId} queda igual.`);
    expect(stack.sandbox.scheduledLegs(orderId)?.pickup).toMatchObject({ deliveryDay: day(later, 4) });
    const progress = staff.messages().find((m) => /^Batch done/.test(m.text));
    expect(
      staff
        .messages()
        .filter((m) => m.threadTs === progress?.ts)
        .map((m) => m.text),
    ).toEqual([`#${orderId} · SMS customer #1005, phone (***) ***-0105: kept`]);
  }, 600_000);
});
