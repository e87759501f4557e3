/**
 * The service refuses an order naming one of its parts (the address): the bot names it and asks that part
 * again.
 * End to end: createBot over DynamoDB Local and the laundry sandbox; each test asserts what the
 * service recorded or what the conversation stored, not only the bot's words.
 */
import type { DialogState } from '../../lib/dialog/types';
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';
import { DANA, orderFrame, orderToSummary, requestsTo } from './order-script';

const clock = mondayMorning();

describe('a refusal naming a part', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** Dana's order at the summary, then its address is removed in the store's back office: its id no longer resolves. */
  async function summaryWithRemovedAddress(): Promise<void> {
    await bot.signIn(DANA);
    await orderToSummary(bot);
    const loaded = await bot.store.load(bot.key);
    const state = structuredClone(loaded.state) as DialogState;
    const data = orderFrame(state)?.data as {
      draft: { addressId: number };
      catalog: { addresses: unknown[] };
    };
    data.draft.addressId = 2999;
    data.catalog.addresses.push({
      id: 2999,
      label: '1 Gone Pl, New York',
      googlePlacesId: 'ChIJ-sbx-Chelsea-02',
    });
    await bot.store.save(bot.key, { state, expectedVersion: loaded.version });
    await bot.say('place order');
  }

  it('"Customer address is not found" names the address and asks the address again, not the pickup time', async () => {
    await summaryWithRemovedAddress();
    expect(requestsTo(bot, '/service-order')).toHaveLength(1);
    expect(bot.sandbox.orders).toHaveLength(0);
    expect(bot.text()).toContain('Customer address is not found');
    expect(bot.text()).toMatch(/choose the address again/);
    expect(bot.text()).not.toMatch(/pickup time again/);
    expect(bot.prompt().text).toBe('Where should we pick up?');
    await bot.click('210 W 21st');
    await orderToSummary(bot);
    await bot.click('Place order');
    expect(bot.sandbox.orders[0]?.body).toMatchObject({ customerAddressId: 2001 });
  });

  it('an address the service no longer finds is not offered again', async () => {
    await summaryWithRemovedAddress();
    expect(bot.prompt().text).toBe('Where should we pick up?');
    expect(bot.prompt().options.map((o) => o.label)).not.toContain('1 Gone Pl, New York');
  });
});
