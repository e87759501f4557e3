/**
 * `npm start` stopped and started again, through the real entry point: what the sandbox recorded and the
 * pending reminders are kept in the local data dir (LOCAL_DATA_DIR, a temporary one here) with the
 * table, `/due` brings a kept reminder due now, and each run's goodbye says what is kept. Isolated as
 * the other npm-start tests are: the test run's DynamoDB engine and a table of its own, GATEWAY_PORT=0.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DANAS_ORDER, localStartEnv, runStartToEnd } from '../support/local-start';

/** Dana's phone: by SMS the code goes to the phone texting, and her conversation carries on across runs. */
const PHONE = '+12125550101';

/** The returning customer's order by text (as npm-start.test.ts places it in the terminal). */
const ORDER = ['hi', 'yes', '123456', ...DANAS_ORDER];

let child: ChildProcessWithoutNullStreams | undefined;
let dataDir = '';

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'npm-start-kept-'));
});

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start -- --channel sms` on `lines` to their end. */
function textLines(lines: string[], env: NodeJS.ProcessEnv) {
  return runStartToEnd(['--channel', 'sms'], `${lines.join('\n')}\n`, env, (started) => {
    child = started;
  });
}

/** Whether now is within decent hours (8:00 to 21:00) in the seeded stores' zone, when texts go out at once. */
function decentInNewYork(): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return hour >= 8 && hour < 21;
}

describe('npm start, stopped and started again', () => {
  it("keeps the sandbox's orders and the pending reminders across a restart, and /due brings the kept reminder due now", async () => {
    const env = localStartEnv({ SMS_FROM: PHONE, LOCAL_DATA_DIR: dataDir });

    const first = await textLines(ORDER, env);
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

    const second = await textLines(['/due', 'my orders'], env);
    expect(second.code).toBe(0);
    // The second run starts with what the first kept: the sandbox's order and the pickup's reminder.
    expect(second.stderr).toContain(`in ${dataDir}/ across restarts (found: 1 order and 1 pending reminder)`);
    // The kept reminder, brought due: it goes out at once by day, and is held till 8:00 at night.
    const due = second.stdout.split('you › my orders')[0] ?? '';
    expect(due).toContain('The pickup reminder of order #5001 is due now.');
    if (decentInNewYork()) expect(due).toMatch(/sms › \[\d+ chars\]\n(?: {2}.*\n)*? {2}.*#5001/);
    else expect(due).toContain("It is held till 8:00 in the store's zone");
    // The sandbox's order and Dana's sign-in survived the restart: My orders reads the order from it.
    const orders = second.stdout.split('you › my orders')[1] ?? '';
    expect(orders).not.toMatch(/sign in/i);
    expect(orders).toMatch(/Order #5001\n.*\n {2}Services: Wash & Fold, Dry Clean - Suit/);
    expect(second.stderr).toMatch(/Bye! Kept in .* and [01] pending reminders?\./);
  }, 180_000);
});
