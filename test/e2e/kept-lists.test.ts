/**
 * A second order in the same conversation uses the lists the first one fetched (the store, its
 * services and delivery settings, the addresses) for 10 minutes, through the state on DynamoDB Local
 * and the sandbox over HTTP; the cards' payment tokens are read afresh and never stored.
 */
import { KEPT_READS_MS } from '../../lib/conversation/kept-reads';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, DANA_ID, orderToSummary } from './order-script';

const clock = mondayMorning();
let skew = 0;
const now = () => new Date(clock().getTime() + skew);

/** The GETs the sandbox answered since `from`, as `path?query`. */
function getsSince(bot: TestBot, from: number): string[] {
  return bot.sandbox.requests
    .slice(from)
    .filter((r) => r.method === 'GET')
    .map((r) => `${r.path.replace(/^\/api\/v1\/\w+\//, '')}?${r.query}`);
}

async function placeOrder(bot: TestBot): Promise<void> {
  await orderToSummary(bot);
  await bot.choose('Place order');
}

describe('lists kept in a conversation', () => {
  let bot: TestBot;
  beforeEach(async () => {
    skew = 0;
    bot = await startTestBot({ now });
  });
  afterEach(() => bot.close());

  it('a second order within 10 minutes fetches no list again, cards included: only the chosen card’s token at placing, and the windows', async () => {
    await bot.signIn(DANA);
    const first = bot.sandbox.requests.length;
    await placeOrder(bot);
    const firstGets = getsSince(bot, first);
    const second = bot.sandbox.requests.length;

    skew += KEPT_READS_MS - 60_000;
    await placeOrder(bot);

    expect(bot.sandbox.orders).toHaveLength(2);
    const cardReads = (gets: string[]) => gets.filter((get) => get.startsWith('customers/payment-methods?'));
    const repeated = getsSince(bot, second).filter((get) => firstGets.includes(get));
    expect(
      repeated.filter((get) => !/^(customers\/payment-methods|stores\/\d+\/delivery-windows)\?/.test(get)),
    ).toEqual([]);
    // The lists were fetched by the first order, and are the ones kept.
    expect(firstGets.some((get) => get.startsWith(`customers/${DANA_ID}/addresses?`))).toBe(true);
    expect(firstGets.some((get) => /^stores\/\d+\/services\?/.test(get))).toBe(true);
    // The cards: listed once and their token read at placing by the first order; the second only
    // reads the chosen card's token at placing (tokens are never kept).
    expect(cardReads(firstGets)).toHaveLength(2);
    expect(cardReads(getsSince(bot, second))).toHaveLength(1);
    // The same order again, made from the kept lists (only the chat reference differs).
    const [one, two] = bot.sandbox.orders.map(({ body: { orderNotes: _ref, ...order } }) => order);
    expect(two).toEqual(one);
  });

  it('after 10 minutes the lists are fetched again, and the state keeps no token', async () => {
    await bot.signIn(DANA);
    await placeOrder(bot);
    const state = JSON.stringify(await bot.state());
    expect(state).toContain('"kept"');
    expect(state).not.toMatch(/pm_|paymentMethodToken/);

    skew += KEPT_READS_MS + 60_000;
    const later = bot.sandbox.requests.length;
    await placeOrder(bot);

    expect(getsSince(bot, later).some((get) => get.startsWith(`customers/${DANA_ID}/addresses?`))).toBe(true);
    expect(bot.sandbox.orders).toHaveLength(2);
  });
});
