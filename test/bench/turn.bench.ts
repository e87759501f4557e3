/**
 * `npm run bench`: the budgets of a turn, measured on the real parts (DynamoDB Local over its
 * protocol, the sandbox over HTTP). Prints a table and exits non-zero when a budget is broken.
 *
 * Budgets:
 * - an ordinary turn: exactly 1 DynamoDB read and 1 conditional write (the design's "one read and one
 *   conditional write of the state item, no more");
 * - the first menu after signing in: + 1 ledger query (the last order, for "same as last time");
 * - the turn that places the order: + the claim and the settle of the ledger entry (the menu it then
 *   shows knows the order just placed: no query);
 * - turn latency (engine + DynamoDB + sandbox on this machine): p95 under 150 ms.
 */
import { startLocalDynamo } from '../../infra/local/dynamodb';
import { CODE, RETURNING_ORDER_TO_SUMMARY } from '../support/scripts';
import { mondayMorning, startTestBot } from '../support/test-bot';

const RUNS = 5;
/** Runs before measuring: the JVM behind DynamoDB Local compiles its hot paths during the first ones. */
const WARM_UP_RUNS = 2;
const P95_BUDGET_MS = 150;

const script = [...RETURNING_ORDER_TO_SUMMARY, 'place order'];

async function main(): Promise<void> {
  const dynamo = await startLocalDynamo({});
  process.env.TEST_DYNAMODB_ENDPOINT = dynamo.endpoint;
  const bot = await startTestBot({ now: mondayMorning() });
  const perTurn: { input: string; requests: number; ms: number; placed: boolean; menu: boolean }[] = [];
  try {
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      const person = bot.fresh();
      for (const line of script) {
        const input = line === CODE ? String(bot.sandbox.lastOtp('2125550101')) : line;
        const before = bot.dynamoRequests();
        const started = performance.now();
        const replies = await person.send({ type: 'text', text: input });
        const ms = performance.now() - started;
        const text = JSON.stringify(replies);
        perTurn.push({
          input: line,
          requests: bot.dynamoRequests() - before,
          ms,
          placed: /is placed!/.test(text),
          menu: text.includes('What would you like to do?'),
        });
      }
      if (!perTurn.at(-1)?.placed) throw new Error(`run ${run} placed no order:\n${person.transcript()}`);
      if (run < WARM_UP_RUNS) perTurn.length = 0;
    }
  } finally {
    await bot.close();
    await dynamo.stop();
  }

  const budgetFor = (t: (typeof perTurn)[number]) => 2 + (t.placed ? 2 : t.menu ? 1 : 0);
  const over = perTurn.filter((t) => t.requests > budgetFor(t));
  const ordinary = perTurn.filter((t) => !t.menu && !t.placed);
  const times = perTurn.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  const rows = [
    ['turns measured', String(perTurn.length)],
    ['DynamoDB requests, ordinary turn', distinct(ordinary.map((t) => t.requests))],
    [
      'DynamoDB requests, turn showing the menu',
      distinct(perTurn.filter((t) => t.menu && !t.placed).map((t) => t.requests)),
    ],
    [
      'DynamoDB requests, turn placing the order',
      distinct(perTurn.filter((t) => t.placed).map((t) => t.requests)),
    ],
    [
      'turn latency p50 / p95 / max (ms)',
      `${pct(50).toFixed(1)} / ${pct(95).toFixed(1)} / ${pct(100).toFixed(1)}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
  for (const [label, value] of rows) process.stdout.write(`${label?.padEnd(width)}  ${value}\n`);

  const broken: string[] = [];
  if (over.length)
    broken.push(
      `${over.length} turn(s) over their DynamoDB budget: ${over.map((t) => `${t.input}=${t.requests}`).join(', ')}`,
    );
  if (pct(95) > P95_BUDGET_MS) broken.push(`p95 turn latency ${pct(95).toFixed(1)} ms > ${P95_BUDGET_MS} ms`);
  if (broken.length) {
    process.stdout.write(`\nBUDGET BROKEN:\n  ${broken.join('\n  ')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('\nall budgets hold\n');
  }
}

function distinct(values: number[]): string {
  return [...new Set(values)].sort((a, b) => a - b).join(', ') || '-';
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
