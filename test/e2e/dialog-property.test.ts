/**
 * Property: whatever arrives at whatever step — random text, numbers, commands, clicks on the
 * current prompt, clicks with stale prompt ids or forged values, with the service sometimes failing —
 * the engine never throws, always replies, and the state it saves still parses. Each run first plays
 * a random prefix of a good conversation, so the random moves land on every step, summary included.
 */
import fc from 'fast-check';
import type { DialogInput } from '../../lib/dialog/types';
import { dialogStateSchema } from '../../lib/dialog/types';
import { CODE, RETURNING_ORDER_TO_SUMMARY } from '../support/scripts';
import { mondayMorning, startTestBot, type TestBot } from '../support/test-bot';

const DANA = '2125550101';

type Move =
  | { kind: 'text'; text: string }
  | { kind: 'code' }
  | { kind: 'pick'; index: number }
  | { kind: 'stale'; promptId: string }
  | { kind: 'forged'; value: string };

const move: fc.Arbitrary<Move> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 9 }).map((index) => ({ kind: 'pick' as const, index })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '1',
        '2',
        '3',
        'tomorrow',
        'friday',
        'skip',
        'yes',
        'no',
        'none',
        'both',
        '$3',
        DANA,
        '1,2',
      )
      .map((text) => ({ kind: 'text' as const, text })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'help',
        'back',
        'restart',
        'summary',
        'never mind',
        'CANCEL',
        'STOP',
        '',
        '   ',
        '{"a":',
        '💥',
      )
      .map((text) => ({ kind: 'text' as const, text })),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ kind: 'text' as const, text })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'code' as const }) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 12 }).map((promptId) => ({ kind: 'stale' as const, promptId })),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((value) => ({ kind: 'forged' as const, value })) },
);

describe('the dialog under random input', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ now: mondayMorning() });
  });
  afterAll(() => bot.close());

  it('never throws, always replies, and always saves a state that parses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: RETURNING_ORDER_TO_SUMMARY.length }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.array(move, { maxLength: 10 }),
        async (prefix, errorRate, moves) => {
          const session = bot.fresh();
          for (const line of RETURNING_ORDER_TO_SUMMARY.slice(0, prefix)) {
            await session.say(line === CODE ? String(bot.sandbox.lastOtp(DANA)) : line);
          }
          bot.sandbox.setFaults({ errorRate });
          try {
            for (const m of moves) {
              const replies = await session.send(toInput(m, session.lastPrompt(), bot.sandbox.lastOtp(DANA)));
              expect(replies.length).toBeGreaterThan(0);
              const stored = await bot.store.load(session.key);
              expect(dialogStateSchema.safeParse(stored.state).success).toBe(true);
            }
          } finally {
            bot.sandbox.setFaults({ errorRate: 0 });
          }
          expect(bot.errors).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

function toInput(
  m: Move,
  prompt: { promptId: string; options: { value: string }[] } | undefined,
  code: string | undefined,
): DialogInput {
  switch (m.kind) {
    case 'text':
      return { type: 'text', text: m.text };
    case 'code':
      return { type: 'text', text: code ?? '000000' };
    case 'pick': {
      const option = prompt?.options[m.index % Math.max(1, prompt.options.length)];
      return prompt && option
        ? { type: 'choice', promptId: prompt.promptId, values: [option.value] }
        : { type: 'text', text: String(m.index) };
    }
    case 'stale':
      return { type: 'choice', promptId: m.promptId, values: ['1'] };
    case 'forged':
      return { type: 'choice', promptId: prompt?.promptId ?? 'none', values: [m.value] };
  }
}
