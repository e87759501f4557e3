import { composeDigest, digestText } from '../../../../lib/stats/digest';
import type { DayStats } from '../../../../lib/store/bot-stats';
import { ENGLISH, words } from '../../../../lib/words';

/** A week of 7 days from `first`, the counts given on the days named by their index. */
function week(first: number, counted: Record<number, Partial<Omit<DayStats, 'day'>>>): DayStats[] {
  return Array.from({ length: 7 }, (_, i) => ({
    day: `2030-03-${String(first + i).padStart(2, '0')}`,
    counters: counted[i]?.counters ?? {},
    delaysMs: counted[i]?.delaysMs ?? [],
  }));
}

const THIS_WEEK = week(4, {
  0: {
    counters: {
      'started:sms:en': 6,
      'placed:sms:en': 3,
      'value:sms:en': 1500,
      'at:order/address': 3,
      'at:order/pickup': 1,
      'missed:order/address': 4,
      handoffs: 2,
      'handoffs-answered': 1,
      reminders: 3,
      'reminder:kept': 2,
      'failed:30006': 1,
    },
    delaysMs: [4 * 60_000],
  },
  3: {
    counters: {
      'started:slack:es': 4,
      'placed:slack:es': 1,
      'value:slack:es': 499,
      'at:order/pickup': -1,
      'at:sign-up/email': 1,
      'missed:sign-up/email': 2,
      handoffs: 1,
      'handoffs-answered': 1,
      'reminder:person': 1,
      'changed:customer': 2,
      'changed:staff': 1,
    },
    delaysMs: [10 * 60_000, 30 * 60_000],
  },
});

const LAST_WEEK = week(25, {
  2: {
    counters: {
      'started:sms:en': 5,
      'placed:sms:en': 2,
      'value:sms:en': 1000,
      'at:order/address': 1,
      'missed:order/address': 1,
      handoffs: 1,
      'handoffs-answered': 1,
      reminders: 1,
      'reminder:kept': 1,
    },
    delaysMs: [60_000],
  },
});

describe('the weekly digest', () => {
  it('gives each figure beside last week’s, summed over the 7 days, and the largest change', () => {
    expect(digestText(composeDigest(THIS_WEEK, LAST_WEEK, ENGLISH)).split('\n')).toEqual([
      'How the bot did, Mon, Mar 4 to Sun, Mar 10 (last week in brackets)',
      // 3 + 1 orders; $15.00 + $4.99 in fees and tips.
      'Orders placed through the bot: 4 (2), worth $19.99 in fees and tips ($10.00)',
      '  Slack in Spanish: 1 (0)',
      '  Texts in English: 3 (2)',
      // 10 conversations, 4 orders: 0.4 a conversation; last week 2 of 5.
      'Conversations started: 10 (5); orders placed per conversation: 0.4 (0.4)',
      // order/pickup went up one and down one: nobody waits there; the other two by count.
      'Unfinished orders stopped at: “address” in a new order 3 (1), “email” at sign-up 1 (0)',
      // 6 re-asks over 4 orders; last week 1 over 2.
      'Replies not understood: 6 (1); re-asks per order placed: 1.5 (0.5)',
      '  Most at: “address” in a new order 4 (1), “email” at sign-up 2 (0)',
      // 3 opened, 2 answered.
      'Hand-offs to a person: 3 opened (1), 1 still unanswered (0)',
      // 4, 10, 30 minutes: median 10, worst 30; last week one of 1 minute.
      '  Time to the first staff answer: 10 min median (1 min), 30 min worst (1 min)',
      'Reminders sent: 3 (1); answered: 2 kept (1), 0 moved (0), 0 delivery cancelled (0), 1 asked for a person (0)',
      'Texts that failed: 1 (0)',
      '  Twilio error 30006: 1 (0)',
      'Orders changed: 2 by customers (0), 1 by staff (0)',
      // Conversations moved by 5, more than any other figure (re-asks by 5 too, but later in the digest).
      'Largest change: conversations started 10, up from 5 last week.',
    ]);
  });

  it('names the step where more orders stopped as the place to look, and says so in Spanish for a Spanish business', async () => {
    const stuck = week(4, { 1: { counters: { 'at:order/address': 4 } } });
    const before = week(25, { 1: { counters: { 'at:order/address': 1 } } });
    const english = digestText(composeDigest(stuck, before, ENGLISH)).split('\n');
    expect(english.at(-1)).toBe(
      'Largest change: 4 unfinished orders stopped at “address” in a new order (1 last week): that question is the first to look at.',
    );
    const spanish = digestText(composeDigest(stuck, before, await words('es'))).split('\n');
    expect(spanish[0]).toBe(
      'Cómo le fue al bot, del lunes 4 de mar al domingo 10 de mar (entre paréntesis, la semana anterior)',
    );
    expect(spanish).toContain('Pedidos sin terminar, detenidos en: “la dirección” en un pedido nuevo 4 (1)');
    expect(spanish.at(-1)).toBe(
      'El mayor cambio: 4 pedidos sin terminar se detuvieron en “la dirección” en un pedido nuevo (1 la semana anterior): esa pregunta es la primera que hay que revisar.',
    );
  });

  it('says nothing changed, and none where there is nothing to divide or time, for two empty weeks', () => {
    const lines = digestText(composeDigest(week(4, {}), week(25, {}), ENGLISH)).split('\n');
    expect(lines).toContain('Conversations started: 0 (0); orders placed per conversation: none (none)');
    expect(lines).toContain('Unfinished orders: none stopped at a question');
    expect(lines).toContain('  Time to the first staff answer: none median (none), none worst (none)');
    expect(lines.at(-1)).toBe('Nothing changed from last week.');
  });

  it('counts a conversation left with a person, at the menu or at a reminder as no unfinished order', () => {
    const sitting = week(4, {
      1: {
        counters: {
          'at:handoff/waiting': 2,
          'at:menu/menu': 1,
          'at:reminder/answer': 1,
          'at:slot/window': 1,
          'at:change/review': 1,
        },
      },
    });
    const lines = digestText(composeDigest(sitting, week(25, {}), ENGLISH)).split('\n');
    expect(lines).toContain(
      'Unfinished orders stopped at: “confirm the change” in a change to an order 1 (0), “time” 1 (0)',
    );
  });
});
