/**
 * Replies that once placed another meaning than the one said (issue 34, held-out round 10), each read
 * right or asked back, never acted on otherwise: a correction marker followed by an aside or an addition
 * takes nothing back (invariant correction-replaces-with-placeable); a range of hours in words with the
 * store's own driver is that window (never cut into a position); a provider and a part of the day with
 * two such windows is asked; a first "no" before a card is never a yes to invoicing (invariant
 * leading-no-answers). End to end: createBot over DynamoDB Local and the laundry sandbox; each test
 * asserts what the sandbox recorded.
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot, TIME_ZONE } from '../support/test-bot';
import { DANA, orderToSummary } from './order-script';

const clock = mondayMorning();

const hourOf = (instant: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hour12: false }).format(
      new Date(instant),
    ),
  );
const HOURS = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
];
/** An hour as a clock says it in words, no am or pm ("eight"). */
const inWords = (instant: string) => HOURS[hourOf(instant) % 12] as string;

/** A new business customer's sign-up, up to "Should we invoice the business instead of charging a card?". */
async function signUpToInvoicing(bot: TestBot): Promise<void> {
  await bot.say('hello');
  await bot.choose("I'm new");
  await bot.say('Ana Lima');
  await bot.say('646 555 0177');
  await bot.say('ana@example.com');
  await bot.say('no');
  await bot.say('yes, for my shop');
}

describe('never silently wrong', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** What the sandbox recorded for the first order. */
  const placed = () => bot.sandbox.orders[0]?.body as Record<string, unknown> | undefined;

  it.each(['wash and fold, oops kids, and the suit', 'wash and fold, wait, and also the suit'])(
    '%j takes nothing back: both services are placed, never the suit alone',
    async (reply) => {
      await bot.signIn(DANA);
      await orderToSummary(bot, { until: /Which services/ });
      const wanted = bot
        .prompt()
        .options.filter((o) => /Wash & Fold|Suit/.test(o.label))
        .map((o) => o.value);
      expect(wanted).toHaveLength(2);
      await bot.say(reply);
      // Read as both, or asked back: then the two are named.
      if (/Which services/.test(bot.prompt().text))
        await orderToSummary(bot, { services: ['Wash & Fold', 'Suit'] });
      else await orderToSummary(bot);
      await bot.click('Place order');
      const ids = ((placed()?.orderServices ?? []) as { servicePriceId: number }[]).map((s) =>
        String(s.servicePriceId),
      );
      expect(ids.sort()).toEqual(wanted.sort());
    },
  );

  it('"<start> to <end> with your own driver" in words is the store driver\'s window then, placed as it', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { deliveryDay: 'friday', until: /^Delivery windows/ });
    const windows = bot.prompt().options.filter((o) => o.window);
    const own = windows.find((o) => o.label === 'Store driver') ?? windows[0];
    const { startTime, endTime } = own?.window ?? { startTime: '', endTime: '' };
    await bot.say(`${inWords(startTime)} to ${inWords(endTime)} with your own driver`);
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(placed()?.orderDelivery).toMatchObject({
      delivery: { deliveryProvider: 'OWN_DRIVER', windowId: Number(own?.value) },
    });
  });

  it('"con el chofer, por la tarde" with two store-driver windows in the afternoon is asked between them; the one then named is placed', async () => {
    await bot.signIn(DANA);
    await orderToSummary(bot, { deliveryDay: 'friday', until: /^Delivery windows/ });
    const windows = bot.prompt().options.filter((o) => o.window);
    const afternoon = windows.filter(
      (o) =>
        o.label === 'Store driver' &&
        hourOf(o.window?.startTime ?? '') >= 12 &&
        hourOf(o.window?.startTime ?? '') < 20,
    );
    expect(afternoon.length).toBeGreaterThan(1);
    await bot.say('con el chofer, por la tarde');
    expect(bot.text()).toMatch(/Did you mean/);
    expect(bot.sandbox.orders).toHaveLength(0);
    const last = afternoon[afternoon.length - 1];
    await bot.send(
      { type: 'choice', promptId: bot.prompt().promptId, values: [last?.value ?? ''] },
      '[pick]',
    );
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(placed()?.orderDelivery).toMatchObject({
      delivery: { deliveryProvider: 'OWN_DRIVER', windowId: Number(last?.value) },
    });
  });

  it('"no we\'ll put it on a card" at the invoicing question creates a card-paying business', async () => {
    await signUpToInvoicing(bot);
    expect(bot.prompt().text).toBe('Should we invoice the business instead of charging a card?');
    await bot.say("no we'll put it on a card");
    expect(bot.prompt().text).not.toMatch(/business's name/);
    await bot.say('create my account');
    const created = bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'))?.body;
    expect(created).toMatchObject({ isCommercial: true, isInvoicingEnabled: false });
    expect(created).not.toHaveProperty('businessName');
  });

  // Issue 34 (round 11): the remark was kept as part of the name the invoices carry.
  it('"blue heron catering llc, thats our legal name" creates the business named Blue Heron Catering LLC', async () => {
    await signUpToInvoicing(bot);
    await bot.say('yes');
    expect(bot.prompt().text).toMatch(/business's name/);
    await bot.say('blue heron catering llc, thats our legal name');
    await bot.say('create my account');
    const created = bot.sandbox.requests.find((r) => r.path.endsWith('/api/v1/auth/customers'))?.body;
    expect(created).toMatchObject({ isInvoicingEnabled: true, businessName: 'Blue Heron Catering LLC' });
  });
});
