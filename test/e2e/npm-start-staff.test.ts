/**
 * `npm start` plays both sides of a hand-off (invariant terminal-plays-staff): a new customer with no
 * address sends it to the laundry from the terminal, what staff read is shown as `staff sees ›`, and
 * `/staff …` answers as Alex, adds the address in the back office (the sandbox's stand-in) and hands
 * back. Through the real entry point; the sandbox's kept data is read after the run for what it holds.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CLOCK_VARIABLE } from '../../infra/local/local-clock';
import { mondayMorning } from '../support/clock';
import { localStartEnv, runStartToEnd } from '../support/local-start';

const SIGN_UP = ['hi', 'new here', 'Bo Kim', '646 555 0178', 'bo@example.com', 'no', 'no', 'yes', '123456'];

interface KeptCustomer {
  phoneNumber: string;
  addresses: { address1: string }[];
}

describe('npm start: a new customer without an address, staff played at the terminal', () => {
  it('the address reaches staff, staff add it and hand back, and the order carries on with it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'npm-start-staff-'));
    const script = [
      ...SIGN_UP,
      'new order',
      'send my address to the laundry',
      '12 Main St, Apt 3, Brooklyn NY 11201',
      '/staff Thanks Bo, adding it now.',
      '/staff address 12 Main St',
      '/staff back',
      'wash & fold',
    ];
    const { code, stdout } = await runStartToEnd(
      [],
      `${script.join('\n')}\n`,
      localStartEnv({
        LOCAL_DATA_DIR: dataDir,
        [LOCAL_CLOCK_VARIABLE]: new Date(mondayMorning().startedAt).toISOString(),
      }),
    );
    expect(code).toBe(0);
    // Offered, as by SMS, and said before the account was created (invariant address-said-before-sign-up).
    expect(stdout).toContain("I'll ask for it and pass it to them here, and they'll take it from there.");
    expect(stdout).toContain('1. Send my address to the laundry');
    // What staff read: the opening with what to do, then the address as typed, once.
    expect(stdout).toContain(
      'staff sees › Asks for a person: customer #1101.\n             Their account has no pickup address the bot can use',
    );
    expect(stdout.match(/staff sees › 12 Main St, Apt 3, Brooklyn NY 11201\n/g)).toHaveLength(1);
    expect(stdout).toContain('bot › Alex at Spin City Laundry: Thanks Bo, adding it now.');
    expect(stdout).toContain('bot › Alex at Spin City Laundry handed you back to the bot.');
    expect(stdout).toContain('Your store for 12 Main St, New York');
    expect(stdout).toContain('you › wash & fold\nbot › Any extras for Wash & Fold?');
    // The service holds the address staff added, on the new customer's account, and no order yet.
    const kept = JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8')) as {
      customers: KeptCustomer[];
      orders: unknown[];
    };
    const bo = kept.customers.find((c) => c.phoneNumber === '6465550178');
    expect(bo?.addresses.map((a) => a.address1)).toEqual(['12 Main St']);
    expect(kept.orders).toEqual([]);
  }, 90_000);

  it('a /staff line with no hand-off open reaches no one, and says so', async () => {
    const { code, stdout } = await runStartToEnd(
      [],
      'hi\n/staff hello?\n/staff\n',
      localStartEnv({ [LOCAL_CLOCK_VARIABLE]: new Date(mondayMorning().startedAt).toISOString() }),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('staff: no hand-off is open here, so no customer got that.');
    expect(stdout).toContain('As staff: /staff <words> (answer the customer)');
    expect(stdout).not.toContain('Alex at Spin City Laundry: hello?');
  }, 90_000);
});

describe('npm start --channel sms: the back office at the phone', () => {
  it("/staff address adds the address to the texting phone's account; other /staff lines say staff answer in Slack", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'npm-start-staff-sms-'));
    const { code, stdout, stderr } = await runStartToEnd(
      ['--channel', 'sms'],
      '/staff address 9 Elm St\n/staff hello\n',
      localStartEnv({ LOCAL_DATA_DIR: dataDir, SMS_FROM: '+12125550102' }),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('staff: "9 Elm St, New York" is added to customer #');
    expect(stdout).toContain("by SMS, staff answer in the local Slack's staff channel C0STAFF");
    // The banner says it can (stderr, a script's stdout holding the conversation only).
    expect(stderr).toContain("/staff address <street> to add this phone's address in the back office");
    const kept = JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8')) as {
      customers: KeptCustomer[];
    };
    const sam = kept.customers.find((c) => c.phoneNumber === '2125550102');
    expect(sam?.addresses.map((a) => a.address1)).toContain('9 Elm St');
  }, 90_000);
});
