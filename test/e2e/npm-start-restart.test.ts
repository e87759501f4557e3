/**
 * `npm start` stopped and started again, through the real entry point: what the sandbox recorded and the
 * pending reminders are kept in the local data dir (LOCAL_DATA_DIR, a temporary one here) with the
 * table, `/due` brings a kept reminder due now (sent at once by day, held at night), and each run's
 * goodbye says what is kept. Isolated as the other npm-start tests are: the test run's DynamoDB engine
 * and a table of its own, GATEWAY_PORT=0; each run states its clock (LOCAL_CLOCK_START).
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CLOCK_VARIABLE } from '../../infra/local/local-clock';
import { mondayMorning } from '../support/clock';
import { DANAS_ORDER, localStartEnv, runStartToEnd } from '../support/local-start';

/** Dana's phone: by SMS the code goes to the phone texting, and her conversation carries on across runs. */
const PHONE = '+12125550101';

/**
 * The returning customer's order by text (as npm-start.test.ts places it in the terminal), in the day's
 * last window (6–8 PM): its reminder, an hour before, is still pending on the night before.
 */
const ORDER = [
  'hi',
  'yes',
  '123456',
  ...DANAS_ORDER.map((line) => (line === 'the first one' ? 'the last one' : line)),
];

let child: ChildProcessWithoutNullStreams | undefined;
let dataDir = '';
let nightDir = '';

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'npm-start-kept-'));
  nightDir = mkdtempSync(join(tmpdir(), 'npm-start-kept-night-'));
});

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nightDir, { recursive: true, force: true });
});

/** `npm start -- --channel sms` on `lines` to their end, its clock started `hours` after the test clock's Monday 8:00 AM in New York. */
function textLines(lines: string[], env: NodeJS.ProcessEnv, hours: number) {
  const startsAt = new Date(mondayMorning().startedAt + hours * 3600_000).toISOString();
  return runStartToEnd(
    ['--channel', 'sms'],
    `${lines.join('\n')}\n`,
    { ...env, [LOCAL_CLOCK_VARIABLE]: startsAt },
    (started) => {
      child = started;
    },
  );
}

describe('npm start, stopped and started again', () => {
  it("keeps the sandbox's orders and the pending reminders across a restart, and /due brings the kept reminder due now: at once by day, held till 8:00 at night", async () => {
    const env = localStartEnv({ SMS_FROM: PHONE, LOCAL_DATA_DIR: dataDir });

    // Monday, 10:00 AM in New York: the pickup is Tuesday evening, its reminder an hour before.
    const first = await textLines(ORDER, env, 2);
    expect({ code: first.code, placed: first.stdout }).toMatchObject({
      code: 0,
      placed: expect.stringContaining('Your order #5001 is placed!'),
    });
    // Ctrl-D (here: the script's end) leaves with a goodbye that says what is kept.
    expect(first.stderr).toContain(
      `Bye! Kept in ${dataDir}/ for next time: this conversation, the sandbox's customers and orders, and 1 pending reminder.`,
    );
    // What the sandbox recorded is kept with the table: the order as placed.
    const kept = JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8'));
    expect(
      kept.orders.map((order: { record: { id: number; serviceCustomerId: number } }) => order.record),
    ).toEqual([
      expect.objectContaining({
        id: 5001,
        serviceCustomerId: 1001,
        status: 'SCHEDULED',
        body: expect.objectContaining({ storeId: 102, returnMethod: 'IN_STORE_PICKUP', promoCode: 'FALL10' }),
      }),
    ]);

    expect(first.stderr).toContain('across restarts (found: 0 orders and 0 pending reminders)');
    // What was kept, for a restart at night beside the one by day.
    cpSync(dataDir, nightDir, { recursive: true });

    // Monday, 10:00 PM, from a copy of what the first run kept: at night the reminder is held till 8:00.
    const night = await textLines(['/due'], { ...env, LOCAL_DATA_DIR: nightDir }, 14);
    expect(night.code).toBe(0);
    expect(night.stderr).toContain('across restarts (found: 1 order and 1 pending reminder)');
    expect(night.stdout).toContain('The pickup reminder of order #5001 is due now.');
    expect(night.stdout).toContain("It is held till 8:00 in the store's zone");
    expect(night.stdout).not.toMatch(/sms › /);
    // Held, it is still pending, and kept.
    expect(night.stderr).toContain('and 1 pending reminder.');

    // Tuesday, 10:30 AM, from what the first run kept: by day the reminder, brought due, goes out at once.
    const second = await textLines(['/due', 'my orders'], env, 26.5);
    expect(second.code).toBe(0);
    // It starts with what the first run kept: the sandbox's order and the pickup's reminder.
    expect(second.stderr).toContain(`in ${dataDir}/ across restarts (found: 1 order and 1 pending reminder)`);
    const due = second.stdout.split('you › my orders')[0] ?? '';
    expect(due).toContain('The pickup reminder of order #5001 is due now.');
    expect(due).toMatch(/sms › \[\d+ chars\]\n(?: {2}.*\n)*? {2}.*#5001/);
    expect(due).not.toContain('It is held till 8:00');
    // The sandbox's order and Dana's sign-in survived the restart: My orders reads the order from it.
    const orders = second.stdout.split('you › my orders')[1] ?? '';
    expect(orders).not.toMatch(/sign in/i);
    expect(orders).toMatch(/Order #5001\n.*\n {2}Services: Wash & Fold, Dry Clean - Suit/);
    expect(second.stderr).toContain('and 0 pending reminders.');
  }, 240_000);
});
