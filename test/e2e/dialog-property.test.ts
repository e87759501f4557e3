/**
 * Property: whatever arrives at whatever step — random text, numbers, commands (typed or as
 * buttons), clicks on the current prompt, clicks with stale prompt ids or forged values, a terminal
 * reopened (`resume`), a message delivered twice, with the service sometimes failing — the engine
 * never throws, always replies, a redelivered message gets the same replies back, and the state it
 * saves still parses (every frame by its flow's schema). Each run first plays a random prefix of a
 * good conversation, so the random moves land on every step, summary included.
 */
import fc from 'fast-check';
import {
  COMMANDS,
  type Command,
  type DialogInput,
  dialogStateSchema,
  type Reply,
} from '../../lib/dialog/types';
import { REGISTRY } from '../../lib/flows';
import { mondayMorning } from '../support/clock';
import { CODE, RETURNING_ORDER_TO_SUMMARY } from '../support/scripts';
import { startTestBot, type TestBot } from '../support/test-bot';

const DANA = '2125550101';

type Move =
  | { kind: 'text'; text: string }
  | { kind: 'code' }
  | { kind: 'pick'; index: number }
  | { kind: 'stale'; promptId: string }
  | { kind: 'forged'; value: string }
  | { kind: 'command'; command: Command }
  | { kind: 'resume' }
  | { kind: 'redeliver' };

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
        '8am',
        'weekly',
        'place order',
        'change something',
        'pickup time',
        'the visa',
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
        'sign out',
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
  {
    weight: 1,
    arbitrary: fc.constantFrom(...COMMANDS).map((command) => ({ kind: 'command' as const, command })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redeliver' as const }) },
);

describe('the dialog under random input', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ now: mondayMorning() });
  });
  afterAll(() => bot.close());

  it('never throws, always replies (but to a resume with no conversation), answers a redelivery alike, and always saves a state that parses', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: RETURNING_ORDER_TO_SUMMARY.length }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.array(move, { maxLength: 10 }),
        async (prefix, errorRate, moves) => {
          runs += 1;
          const session = bot.fresh();
          for (const line of RETURNING_ORDER_TO_SUMMARY.slice(0, prefix)) {
            await session.say(line === CODE ? String(bot.sandbox.lastOtp(DANA)) : line);
          }
          bot.sandbox.setFaults({ errorRate });
          let last: { id: string; replies: Reply[] } | undefined;
          try {
            for (const [n, m] of moves.entries()) {
              const redelivered = m.kind === 'redeliver' && last !== undefined;
              const id = redelivered && last ? last.id : `property-${runs}-${n}`;
              const input = toInput(m, session.lastPrompt(), bot.sandbox.lastOtp(DANA));
              const before = await bot.store.load(session.key);
              const replies = await session.send(input, JSON.stringify(input), id);
              if (input.type === 'resume' && before.state === undefined) {
                // Invariant first-message-chooses-language: no conversation, nothing to show again, none started.
                expect(replies).toEqual([]);
                expect((await bot.store.load(session.key)).state).toBeUndefined();
                continue;
              }
              expect(replies.length).toBeGreaterThan(0);
              if (redelivered) expect(replies).toEqual(last?.replies);
              last = { id, replies };
              const stored = await bot.store.load(session.key);
              const parsed = dialogStateSchema.safeParse(stored.state);
              expect(parsed.success).toBe(true);
              for (const frame of parsed.data?.stack ?? []) {
                expect(REGISTRY.flows[frame.flow]?.schema.safeParse(frame.data).success).toBe(true);
              }
            }
          } finally {
            bot.sandbox.setFaults({ errorRate: 0 });
          }
          expect(bot.errors).toEqual([]);
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
  }, 60_000);
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
    case 'command':
      return { type: 'command', command: m.command };
    case 'resume':
    case 'redeliver':
      // A redelivery with nothing before it is an ordinary reopening of the conversation.
      return { type: 'resume' };
  }
}
