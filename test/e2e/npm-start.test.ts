/**
 * `npm start` with a script on stdin, as a newcomer would pipe one: the returning customer's order,
 * start to finish, through the real entry point (config, sandbox, DynamoDB, console chat). The stack's
 * clock starts at the test clock's Monday, 8:00 AM in New York (LOCAL_CLOCK_START), so the days and
 * windows offered are the same whatever the day and hour the suite runs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { LOCAL_CLOCK_VARIABLE } from '../../infra/local/local-clock';
import { mondayMorning } from '../support/clock';
import { DANAS_ORDER, runStartToEnd } from '../support/local-start';

const SCRIPT = [
  'hi',
  '(212) 555-0101',
  '123456', // a scripted run's sandbox code
  ...DANAS_ORDER,
];

function runStart(
  input: string,
  table = `npm-start-${randomUUID()}`,
  key = randomBytes(32).toString('base64'),
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runStartToEnd([], input, {
    ...process.env,
    // The test run's DynamoDB engine and a table of its own, instead of .data/.
    DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT,
    DYNAMODB_TABLE: table,
    TOKEN_ENCRYPTION_KEY: key,
    LAUNDRY_API_URL: '',
    LAUNDRY_AUTH_URL: '',
    [LOCAL_CLOCK_VARIABLE]: new Date(mondayMorning().startedAt).toISOString(),
  });
}

describe('npm start < script', () => {
  it('places the returning customer order and prints its id', async () => {
    const { code, stdout, stderr } = await runStart(`${SCRIPT.join('\n')}\n`);
    expect({ code, tail: stdout.slice(-600) }).toMatchObject({
      code: 0,
      tail: expect.stringMatching(/Your order #5001 is placed!/),
    });
    // Every line answered the question it was meant for: nothing was asked again.
    expect(stdout).not.toMatch(
      /Pick at least|Please answer|Choose one|Did you mean|doesn't look|a number from 1/,
    );
    // stdout holds the conversation only; the banner and the "SMS" went to stderr, the phone masked.
    expect(stdout).not.toContain('Laundry bot — local stack');
    expect(stderr).toContain('Laundry bot — local stack');
    expect(stderr).toContain('SMS to (***) ***-0101');
    // What it starts is said as it goes, with how long it usually takes (invariant start-says-what-it-waits-for).
    const said = (line: string) => stderr.indexOf(line);
    expect(said("Loading the bot's code, usually 2–4 s…")).toBe(0);
    expect(stderr).toMatch(/Starting the laundry sandbox, usually under a second…\n {2}ready in \d+\.\d s\n/);
    expect(said('Starting the laundry sandbox')).toBeLessThan(said('Starting the table and the bot'));
    expect(said('Starting the table and the bot')).toBeLessThan(said('Laundry bot — local stack'));
  }, 60_000);

  it('replays the same way on the data an earlier run left behind (a script starts a fresh conversation)', async () => {
    const table = `npm-start-${randomUUID()}`;
    const key = randomBytes(32).toString('base64');
    const half = `${SCRIPT.slice(0, 8).join('\n')}\n`;
    await runStart(half, table, key);
    const { code, stdout } = await runStart(`${SCRIPT.join('\n')}\n`, table, key);
    expect({ code, tail: stdout.slice(-600) }).toMatchObject({
      code: 0,
      tail: expect.stringMatching(/Your order #5001 is placed!/),
    });
  }, 60_000);

  it('a second run on the same table never reuses the order id of the first (the sandbox starts empty, the table does not)', async () => {
    const table = `npm-start-${randomUUID()}`;
    const key = randomBytes(32).toString('base64');
    const first = await runStart(`${SCRIPT.join('\n')}\n`, table, key);
    expect(first.stdout.slice(-600)).toMatch(/Your order #5001 is placed!/);
    const second = await runStart(`${SCRIPT.join('\n')}\n`, table, key);
    expect({ code: second.code, tail: second.stdout.slice(-600) }).toMatchObject({
      code: 0,
      tail: expect.stringMatching(/Your order #5002 is placed!/),
    });
  }, 90_000);
});
